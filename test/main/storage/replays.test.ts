/** Every round is kept as a REPLAY.md file; replays are listed, exported, imported and round-trip unchanged. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runReplay } from '@engine/ligretto/index';
import type { FileChooser } from '@main/storage/SavesCommands';
import type { ReplayEntry } from '@shared/night';
import { parseReplayText } from '@shared/games/ligretto/replay-schema';
import { UPLOAD_PART_CHARS, type SavesReply } from '@shared/saves-protocol';
import { ask, flush, reach, savesRig, seatBots, tempDir, viewOf, type SavesRig, type View } from './helpers';
import { matching } from '../../support/matchers';

/** A finished 2-round night in a fresh data folder, back in the lobby. */
async function playedNight(
  chooser?: FileChooser,
): Promise<{ root: string; rig: SavesRig; view: View; night: string; history: number[][] }> {
  const root = tempDir();
  const rig = savesRig(root, chooser ? { chooser } : {});
  const view = await viewOf(rig);
  await seatBots(view, ['instant', 'expert', 'instant'], { rounds: 2 });
  view.send({ t: 'control', op: 'start-match' });
  await flush();
  const over = await reach(rig, (s) => s.stage === 'match-over', 'the night ends');
  const night = rig.session.snapshot().saves?.night?.id ?? '';
  view.send({ t: 'control', op: 'end-match' });
  await flush();
  return { root, rig, view, night, history: (over.state?.match.history ?? []).map((r) => [...r]) };
}

/** Imports a replay text as a view would: in one message when it fits, else in parts of one upload. */
async function importJson(rig: SavesRig, view: View, json: string, name?: string): Promise<SavesReply | null> {
  const count = Math.max(1, Math.ceil(json.length / UPLOAD_PART_CHARS));
  const named = name === undefined ? {} : { name };
  if (count === 1) return ask(rig, view, { op: 'import-replay', json, ...named });
  let reply: SavesReply | null = null;
  for (let index = 0; index < count; index++) {
    const piece = json.slice(index * UPLOAD_PART_CHARS, (index + 1) * UPLOAD_PART_CHARS);
    reply = await ask(rig, view, { op: 'import-replay', json: piece, ...named, part: { upload: 'u1', index, count } });
    if (index < count - 1) expect(reply).toEqual({ kind: 'uploading', upload: 'u1', received: index + 1, count });
  }
  return reply;
}

function replays(reply: SavesReply | null): ReplayEntry[] {
  if (reply?.kind !== 'replays') return expect.fail(`expected a replay list, got ${JSON.stringify(reply)}`);
  return [...reply.replays];
}

function exportedJson(reply: SavesReply | null): string {
  if (reply?.kind !== 'exported' || reply.json === null) return expect.fail(`expected exported JSON, got ${JSON.stringify(reply)}`);
  return reply.json;
}

describe('round replays', () => {
  it('the replay list names the night each round belongs to', async () => {
    const { rig, view, night } = await playedNight();
    const reply = await ask(rig, view, { op: 'list-replays' });
    if (reply?.kind !== 'replays') return expect.fail(`expected a replay list, got ${JSON.stringify(reply)}`);
    expect(reply.nights.map((n) => [n.id, n.matches.map((m) => [m.id, m.game, m.replays])])).toEqual([
      [night, [[night, 'ligretto', [`${night}-r01`, `${night}-r02`]]]],
    ]);
    expect(reply.nights[0]?.winners.length).toBeGreaterThan(0);
  });

  it('D2 every round is a REPLAY.md file that `npm run replay` reproduces: same final scores as the night', async () => {
    const { rig, view, night, history } = await playedNight();
    const list = replays(await ask(rig, view, { op: 'list-replays' }));
    expect(list.map((e) => [e.id, e.round, e.source, e.players])).toEqual([
      [`${night}-r02`, 2, 'night', 3],
      [`${night}-r01`, 1, 'night', 3],
    ]);
    for (const [round, entry] of [...list].reverse().entries()) {
      const text = exportedJson(await ask(rig, view, { op: 'export-replay', replay: entry.id, to: 'json' }));
      const parsed = parseReplayText(text);
      if (!parsed.ok) return expect.fail(parsed.error);
      expect(parsed.file.intents.length).toBe(entry.intents);
      const run = runReplay(parsed.file);
      if (!run.ok) return expect.fail(run.problems.join('; '));
      expect(run.output.state.phase).toBe('round-over');
      expect(run.output.state.scores).toEqual(history[round]);
      expect(run.output.results.filter((r) => !r.ok && r.reason === 'not-running')).toEqual([]);
    }
  });

  it('export -> import -> export gives the identical file, listed as imported', async () => {
    const { rig, view, night } = await playedNight();
    const original = exportedJson(await ask(rig, view, { op: 'export-replay', replay: `${night}-r01`, to: 'json' }));
    expect(original.length).toBeGreaterThan(UPLOAD_PART_CHARS);
    const imported = await importJson(rig, view, original, 'Friday round one');
    if (imported?.kind !== 'imported') return expect.fail(JSON.stringify(imported));
    expect(imported.entry).toMatchObject({ title: 'Friday round one', source: 'imported', night: null, round: null, players: 3 });
    const again = exportedJson(await ask(rig, view, { op: 'export-replay', replay: imported.entry.id, to: 'json' }));
    expect(again).toBe(original);
    const a = parseReplayText(original);
    const b = parseReplayText(again);
    expect(a.ok && b.ok && runReplay(a.file)).toEqual(a.ok && b.ok && runReplay(b.file));
    const list = replays(await ask(rig, view, { op: 'list-replays' }));
    expect(list.map((e) => e.id)).toContain(imported.entry.id);
  });

  it('a bad import gives a clear message and changes nothing', async () => {
    const { root, rig, view, night } = await playedNight();
    const good = exportedJson(await ask(rig, view, { op: 'export-replay', replay: `${night}-r01`, to: 'json' }));
    const before = readdirSync(join(root, 'replays')).sort();
    const bad: [string, RegExp][] = [
      ['{"options": ', /^the replay was not imported: invalid JSON/],
      ['[]', /^the replay was not imported: invalid replay at file/],
      ['{"options":{"players":3},"intents":[{"player":0,"do":"jump"}]}', /^the replay was not imported: invalid replay at intents\.0\.do/],
      [good.replace('"r1"', '"r11"'), /^the replay was not imported: invalid replay at deal\./],
      [
        good.replace(/"stack":\["\w+",/, '"stack":['),
        /^the replay was not imported: invalid replay: player 0: stack has 9 cards, expected 10/,
      ],
    ];
    for (const [json, message] of bad) {
      const reply = await importJson(rig, view, json);
      if (reply?.kind !== 'failed') return expect.fail(`expected a failure for ${json.slice(0, 40)}, got ${JSON.stringify(reply)}`);
      expect(reply.op).toBe('import-replay');
      expect(reply.error).toMatch(message);
    }
    await rig.saves.idle();
    expect(readdirSync(join(root, 'replays')).sort()).toEqual(before);
    expect(replays(await ask(rig, view, { op: 'list-replays' }))).toHaveLength(2);
  });

  it('with the app file dialogs: export writes to the chosen path, import reads a chosen file; cancelling says so', async () => {
    const out = tempDir('export');
    let choice: string | null = join(out, 'round.json');
    const chooser: FileChooser = { saveAs: () => Promise.resolve(choice), openFile: () => Promise.resolve(choice) };
    const { rig, view, night } = await playedNight(chooser);
    const written = await ask(rig, view, { op: 'export-replay', replay: `${night}-r02`, to: 'file' });
    expect(written).toEqual({
      kind: 'exported',
      replay: `${night}-r02`,
      fileName: 'round.json',
      json: null,
      path: join(out, 'round.json'),
    });
    const json = exportedJson(await ask(rig, view, { op: 'export-replay', replay: `${night}-r02`, to: 'json' }));
    expect(readFileSync(join(out, 'round.json'), 'utf8')).toBe(json);
    const imported = await ask(rig, view, { op: 'import-replay-file' });
    expect(imported).toMatchObject({
      kind: 'imported',
      entry: { title: 'round', intents: (JSON.parse(json) as { intents: unknown[] }).intents.length },
    });
    writeFileSync(join(out, 'broken.json'), json.slice(0, 100));
    choice = join(out, 'broken.json');
    expect(await ask(rig, view, { op: 'import-replay-file' })).toMatchObject({
      kind: 'failed',
      error: matching(/^the replay was not imported: invalid JSON/),
    });
    choice = null;
    expect(await ask(rig, view, { op: 'export-replay', replay: `${night}-r02`, to: 'file' })).toEqual({
      kind: 'failed',
      op: 'export-replay',
      error: 'export cancelled',
    });
    expect(await ask(rig, view, { op: 'import-replay-file' })).toEqual({
      kind: 'failed',
      op: 'import-replay-file',
      error: 'import cancelled',
    });
  });

  it('an upload in parts must come in order and in one piece count; a broken upload imports nothing', async () => {
    const { rig, view } = await playedNight();
    const part = (index: number, count = 3, upload = 'u9') =>
      ({ op: 'import-replay', json: '{}', part: { upload, index, count } }) as const;
    expect(await ask(rig, view, part(1))).toMatchObject({ kind: 'failed', error: 'upload u9 has not started (send part 0 first)' });
    expect(await ask(rig, view, part(0))).toEqual({ kind: 'uploading', upload: 'u9', received: 1, count: 3 });
    expect(await ask(rig, view, part(2))).toMatchObject({ kind: 'failed', error: 'upload u9 expected part 1, got 2' });
    expect(await ask(rig, view, part(1))).toMatchObject({ kind: 'failed', error: 'upload u9 has not started (send part 0 first)' });
    await ask(rig, view, part(0));
    expect(await ask(rig, view, part(1, 4))).toMatchObject({ kind: 'failed', error: 'upload u9 said 3 parts, now 4' });
    expect(replays(await ask(rig, view, { op: 'list-replays' }))).toHaveLength(2);
  });

  it('without file dialogs (browser mode) file export and import say to use JSON; unknown replays are named', async () => {
    const { rig, view, night } = await playedNight();
    expect(await ask(rig, view, { op: 'export-replay', replay: `${night}-r01`, to: 'file' })).toMatchObject({
      kind: 'failed',
      error: 'exporting to a file needs the app; ask for the JSON instead',
    });
    expect(await ask(rig, view, { op: 'import-replay-file' })).toMatchObject({
      kind: 'failed',
      error: 'importing a file needs the app; send the JSON instead',
    });
    expect(await ask(rig, view, { op: 'export-replay', replay: 'nope', to: 'json' })).toMatchObject({
      kind: 'failed',
      error: 'there is no replay nope',
    });
  });

  it('replays survive a relaunch; a replay file damaged on disk is reported and cannot be watched or exported', async () => {
    const { root, night } = await playedNight();
    writeFileSync(join(root, 'replays', `${night}-r01.json`), '{"options": {"players": 3}, "intents": [');
    const rig = savesRig(root);
    const view = await viewOf(rig);
    expect(replays(await ask(rig, view, { op: 'list-replays' })).map((e) => e.id)).toEqual([`${night}-r02`, `${night}-r01`]);
    const reply = await ask(rig, view, { op: 'export-replay', replay: `${night}-r01`, to: 'json' });
    expect(reply).toMatchObject({ kind: 'failed', error: matching(/^replay .*-r01 is damaged: invalid JSON/) });
    writeFileSync(join(root, 'replays', `${night}-r02.meta.json`), 'not json');
    writeFileSync(join(root, 'replays', `${night}-r02.json`), '');
    const third = savesRig(root);
    const notices = (await viewOf(third)).last().saves?.notices ?? [];
    expect(notices).toEqual([expect.objectContaining({ kind: 'damaged', file: `replays/${night}-r02.json` })]);
  });
});
