/**
 * Issue 27 item 13: one replay limit everywhere. The `replay` CLI, the app's import and opening a replay to watch it
 * refuse the same files (over REPLAY_LIMITS.maxBytes bytes or REPLAY_LIMITS.maxIntents intents) with the same line.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayCommand } from '@main/cli/replay';
import { ReplayLibrary } from '@main/storage/ReplayLibrary';
import { Uploads } from '@main/storage/Uploads';
import { REPLAY_LIMITS, utf8Bytes } from '@shared/replay-limits';
import { tempDir } from '../main/storage/temp-dir';

/** A valid replay with `n` intents (4 players pressing flip and stack in turn), one intent a line as the app writes it. */
function replayOf(n: number): string {
  const intents = Array.from({ length: n }, (_, i) => `    ${JSON.stringify({ player: i % 4, do: i % 3 === 0 ? 'stack' : 'flip' })}`);
  return `{\n  "options": {"players": 4},\n  "seed": 99,\n  "intents": [\n${intents.join(',\n')}\n  ]\n}\n`;
}

const cli = (text: string) => replayCommand(['--', 'f.json'], () => text);

async function importError(text: string): Promise<string | null> {
  const library = new ReplayLibrary(tempDir('limits'));
  const imported = await library.importText(text, 'one', 'One', new Date(0).toISOString());
  return imported.ok ? null : imported.error;
}

describe('issue 27 item 13: the CLI, the import and watching share one replay limit', () => {
  it('the replay CLI refuses a 60,000-intent file with the line the import refuses it with', async () => {
    const text = replayOf(60_000);
    expect(utf8Bytes(text)).toBeLessThan(REPLAY_LIMITS.maxBytes);
    const refused = await importError(text);
    expect(refused).toBe(`the replay has too many moves (60000; at most ${REPLAY_LIMITS.maxIntents})`);
    expect(cli(text)).toEqual({ code: 2, stdout: '', stderr: `replay: ${refused}\n` });
  });

  it('the replay CLI refuses a 150,000-intent file of over 4 MB with the line the import refuses it with', async () => {
    const text = replayOf(150_000);
    expect(utf8Bytes(text)).toBeGreaterThan(REPLAY_LIMITS.maxBytes);
    const refused = await importError(text);
    expect(refused).toBe(`the replay is too large (${utf8Bytes(text)} bytes; at most ${REPLAY_LIMITS.maxBytes})`);
    expect(cli(text)).toEqual({ code: 2, stdout: '', stderr: `replay: ${refused}\n` });
  });

  it('a file at the intent limit is applied by the CLI, imported and opened to watch', async () => {
    const text = replayOf(REPLAY_LIMITS.maxIntents);
    expect(cli(text).code).toBe(0);
    const library = new ReplayLibrary(tempDir('limits'));
    expect((await library.importText(text, 'full', 'Full', new Date(0).toISOString())).ok).toBe(true);
    expect(library.open('full').ok).toBe(true);
  });

  it('opening a replay to watch refuses a file grown past the byte limit with the same line', async () => {
    const root = tempDir('limits');
    const library = new ReplayLibrary(root);
    expect((await library.importText(replayOf(10), 'grown', 'Grown', new Date(0).toISOString())).ok).toBe(true);
    // Multi-byte padding: fewer characters than the limit, more bytes.
    const grown = `${replayOf(10).slice(0, -2)},"pad":"${'\u00e9'.repeat(REPLAY_LIMITS.maxBytes / 2)}"}`;
    expect(grown.length).toBeLessThan(REPLAY_LIMITS.maxBytes);
    writeFileSync(join(root, 'replays', 'grown.json'), grown);
    const opened = library.open('grown');
    expect(opened.ok === false && opened.error).toBe(
      `replay grown cannot be opened: the replay is too large (${utf8Bytes(grown)} bytes; at most ${REPLAY_LIMITS.maxBytes})`,
    );
    expect(cli(grown).stderr).toBe(`replay: the replay is too large (${utf8Bytes(grown)} bytes; at most ${REPLAY_LIMITS.maxBytes})\n`);
  });

  it('an upload stops at the same limit', () => {
    const uploads = new Uploads();
    const part = 'x'.repeat(REPLAY_LIMITS.maxBytes / 4);
    const count = 5;
    const steps = Array.from({ length: count }, (_, index) => uploads.add({ upload: 'u', index, count }, part));
    expect(steps.map((s) => s.kind)).toEqual(['more', 'more', 'more', 'more', 'failed']);
    expect(steps[4]).toEqual({ kind: 'failed', error: `the replay is too large (more than ${REPLAY_LIMITS.maxBytes} bytes)` });
  });
});
