/**
 * Finding 5: big replays do not freeze the host. A replay is checked by the engine once (at import or save) and the
 * verdict kept; exports stream the file; size and move caps refuse huge files with a clear message; watching
 * computes frames only as they are shown. Work is measured in engine checks and engine applications, not time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkReplayText, MAX_REPLAY_INTENTS, ReplayLibrary } from '@main/storage/ReplayLibrary';
import { frameWork } from '@main/storage/watch-frames';
import { ask, savesRig, tempDir, viewOf } from '../main/storage/helpers';

/** A valid replay with `n` intents (4 players pressing flip and stack in turn). */
function bigReplay(n: number): string {
  const intents = Array.from({ length: n }, (_, i) => ({ player: i % 4, do: i % 3 === 0 ? 'stack' : 'flip' }));
  return JSON.stringify({ options: { players: 4 }, seed: 99, intents });
}

function countingLibrary(root: string): { library: ReplayLibrary; checks: () => number } {
  let runs = 0;
  const library = new ReplayLibrary(root, (text) => {
    runs++;
    return checkReplayText(text);
  });
  return { library, checks: () => runs };
}

describe('finding 5: big replays', () => {
  it('a replay is checked once at import; ten opens and ten exports do not check it again; exports are the file', async () => {
    const root = tempDir('big');
    const { library, checks } = countingLibrary(root);
    const text = bigReplay(40_000);
    const imported = await library.importText(text, 'big-one', 'Big', new Date(0).toISOString());
    expect(imported.ok).toBe(true);
    expect(checks()).toBe(1);
    for (let i = 0; i < 10; i++) expect(library.open('big-one').ok).toBe(true);
    const out = tempDir('export');
    for (let i = 0; i < 10; i++) expect(await library.exportTo('big-one', join(out, `e${i}.json`))).toEqual({ ok: true });
    expect(checks()).toBe(1);
    expect(readFileSync(join(out, 'e9.json'), 'utf8')).toBe(readFileSync(join(root, 'replays', 'big-one.json'), 'utf8'));
    // A relaunch checks it once more on its first use, then keeps that verdict too.
    const again = countingLibrary(root);
    again.library.load();
    for (let i = 0; i < 5; i++) expect(again.library.open('big-one').ok).toBe(true);
    expect(again.checks()).toBe(1);
  });

  it('too many moves or too many characters are refused with a clear message before the engine runs', async () => {
    const { library, checks } = countingLibrary(tempDir('big'));
    const before = frameWork.applied;
    const many = await library.importText(bigReplay(MAX_REPLAY_INTENTS + 1), 'too-many', 'x', new Date(0).toISOString());
    expect(many).toEqual({ ok: false, error: `the replay has too many moves (${MAX_REPLAY_INTENTS + 1}; at most ${MAX_REPLAY_INTENTS})` });
    const huge = await library.importText(`${bigReplay(10)}${' '.repeat(5 * 1024 * 1024)}`, 'too-big', 'x', new Date(0).toISOString());
    expect(huge.ok === false && huge.error).toMatch(/^the replay is too large \(\d+ bytes; at most \d+\)$/);
    expect(checks()).toBe(2);
    expect(library.has('too-many') || library.has('too-big')).toBe(false);
    expect(frameWork.applied).toBe(before);
  });

  it('watching a 40,000-move replay computes frames only as they are shown', async () => {
    const rig = savesRig(tempDir('watch-big'));
    const view = await viewOf(rig);
    const imported = await rig.saves.library.importText(bigReplay(40_000), 'big-watch', 'Big', new Date(0).toISOString());
    expect(imported.ok).toBe(true);
    const before = frameWork.applied;
    expect(await ask(rig, view, { op: 'watch-replay', replay: 'big-watch' })).toBeNull();
    expect(frameWork.applied - before).toBeLessThanOrEqual(4);
    const replay = rig.session.snapshot().replay;
    expect(replay?.steps).toBeGreaterThan(40_000);
    // Ten seconds of replay at 1x: the deal's countdown, then one move per 250 ms.
    rig.clock.advance(10_000);
    const shown = rig.session.snapshot().replay?.step ?? 0;
    expect(shown).toBeGreaterThan(20);
    expect(frameWork.applied - before).toBeLessThanOrEqual(2 * shown + 4);
  });
});
