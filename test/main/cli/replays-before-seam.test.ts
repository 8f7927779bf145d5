import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runReplay, stateHash } from '@engine/ligretto/index';
import { replayCommand } from '@main/cli/replay';
import { parseReplayText } from '@shared/games/ligretto/replay-schema';

const dir = join(__dirname, '..', '..', 'fixtures', 'replays-before-seam');
const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Record<string, { stdout: string; hash: string }>;
const files = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'expected.json');

describe('replay files written before the game seam', () => {
  it('D2 the fixture set covers every recorded file', () => {
    expect(files.sort()).toEqual(Object.keys(expected).sort());
    expect(files.length).toBeGreaterThanOrEqual(15);
  });

  it.each(files)('D2 %s replays to the recorded output and final state', (name) => {
    const text = readFileSync(join(dir, name), 'utf8');
    const want = expected[name];
    const out = replayCommand(['--', name], () => text);
    expect(out.code).toBe(0);
    expect(out.stdout).toBe(want?.stdout);
    const parsed = parseReplayText(text);
    if (!parsed.ok) throw new Error(parsed.error);
    const run = runReplay(parsed.file);
    if (!run.ok) throw new Error(run.problems.join('; '));
    expect(stateHash(run.final)).toBe(want?.hash);
    // Issue 29: the state now names its game; the recorded hash (which leaves the constant tag out) is unchanged.
    expect(run.final.game).toBe('ligretto');
  });
});
