/**
 * Issue 27, findings 2 and 7: a night never names a replay that is not on disk (the replay is written first), temp
 * files of interrupted writes are cleared at load, a special file (FIFO, folder) where a save should be never hangs
 * the start-up and is set aside with a notice, and every event file set aside shows a notice.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HANG_MS } from '../../support/hang';
import { matching } from '../../support/matchers';
import { makeRig, runUntil } from '../session/harness';
import { launchEvent } from '@main/storage/event-launch';
import { createEvent } from '@shared/event/event-file';
import type { GameNight } from '@shared/night';
import type { StorageNotice } from '@shared/saves-protocol';
import type { NoticeDraft } from '@main/storage/notices';
import { flush, reach, savesRig, seatBots, tempDir, viewOf } from './helpers';

const root = join(import.meta.dirname, '..', '..', '..');

function nightFile(dir: string, id: string): GameNight | null {
  const path = join(dir, 'nights', `${id}.json`);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as GameNight) : null;
}

/** Opens the saves of `base` in a child process (a hang is killed at HANG_MS); its notices, or why it failed. */
function openInChild(base: string): { readonly notices: StorageNotice[] } | { readonly failed: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'test/main/storage/fixtures/open-saves-child.ts'), base], {
    cwd: root,
    encoding: 'utf8',
    timeout: HANG_MS,
    killSignal: 'SIGKILL',
  });
  if (run.status !== 0) return { failed: `exit ${run.status ?? run.signal ?? '?'}: ${run.stderr}` };
  return { notices: JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '[]') as StorageNotice[] };
}

function event(id: string): string {
  const made = createEvent(id, '2026-11-24T00:00:00.000Z', {
    name: 'Party',
    seats: 3,
    points: [3, 1],
    maxGames: null,
    entrants: ['Ana', 'Bo', 'Cy', 'Di'],
    format: { kind: 'winner-stays', keep: 1 },
  });
  if (!made.ok) throw new Error(made.error);
  return `${JSON.stringify(made.file, null, 2)}\n`;
}

describe('issue 27 finding 2: replays are written before the night that names them', () => {
  it('while a round replay is being written the night on disk does not name it, and the round does not count yet', async () => {
    const dir = tempDir('replay-first');
    const rig = savesRig(dir, { seed: 5 });
    const library = rig.saves.library;
    const add = library.add.bind(library);
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    library.add = (meta, file) => gate.then(() => add(meta, file));
    const view = await viewOf(rig);
    await seatBots(view, ['instant', 'instant', 'expert'], { rounds: 3 });
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    // Not reach(): it waits for the saves to be idle, and the replay is held.
    expect(await runUntil(rig, (s) => s.stage === 'stopped' && s.state?.match.round === 1, 30 * 60_000, 200), 'round 1 over').toBe(true);
    const night = rig.session.snapshot().saves?.night?.id ?? '';
    // Every night write queued so far has finished (a night saved beside its held replay would be on disk now).
    await rig.saves.archive.idle();
    const onDisk = nightFile(dir, night);
    const named = (onDisk?.rounds ?? []).flatMap((r) => (r.replay === null ? [] : [r.replay]));
    expect(
      named.filter((id) => !existsSync(join(dir, 'replays', `${id}.json`))),
      'the night on disk names no replay that is not on disk',
    ).toEqual([]);
    expect(rig.session.snapshot().saves?.night?.savedRounds, 'the round counts once saved').toBe(0);
    open();
    await rig.saves.idle();
    expect(nightFile(dir, night)?.rounds[0]?.replay).toBe(`${night}-r01`);
    expect(existsSync(join(dir, 'replays', `${night}-r01.json`))).toBe(true);
    expect(rig.session.snapshot().saves?.night?.savedRounds).toBe(1);
  });

  it("a round save resolving after the next match began counts for its own night, not the new night's", async () => {
    const dir = tempDir('late-round');
    const rig = savesRig(dir, { seed: 5 });
    const archive = rig.saves.archive;
    const save = archive.save.bind(archive);
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    archive.save = (night) => gate.then(() => save(night));
    const view = await viewOf(rig);
    await seatBots(view, ['instant', 'instant', 'expert'], { rounds: 1 });
    view.send({ t: 'control', op: 'start-match' });
    expect(await runUntil(rig, (s) => s.stage === 'match-over', 30 * 60_000, 200), 'the 1-round night is over').toBe(true);
    const first = rig.session.snapshot().saves?.night?.id;
    view.send({ t: 'control', op: 'continue' });
    await flush();
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    const second = rig.session.snapshot().saves?.night;
    expect(second?.id).not.toBe(first);
    open();
    await rig.saves.idle();
    expect(rig.session.snapshot().saves?.night).toEqual({ id: second?.id, rounds: 0, savedRounds: 0 });
  });

  it('temp files of interrupted writes are removed at load, also those of files never completed', () => {
    const dir = tempDir('temps');
    for (const sub of ['replays', 'nights']) mkdirSync(join(dir, sub));
    const temps = ['replays/x-r01.json.123456', 'replays/x-r01.meta.json.987', 'nights/20250131-2000-abcd.json.42', 'nights/y.json.bak.7'];
    for (const t of temps) writeFileSync(join(dir, t), '{"half":');
    savesRig(dir);
    expect([...readdirSync(join(dir, 'replays')), ...readdirSync(join(dir, 'nights'))]).toEqual([]);
  });

  it('a night that names a replay missing from the replays folder shows a notice', async () => {
    const dir = tempDir('lost-replay');
    const first = savesRig(dir, { seed: 5 });
    const view = await viewOf(first);
    await seatBots(view, ['instant', 'instant', 'expert'], { rounds: 1 });
    view.send({ t: 'control', op: 'start-match' });
    await reach(first, (s) => s.stage === 'match-over', 'the night is over');
    const night = first.session.snapshot().saves?.night?.id ?? '';
    rmSync(join(dir, 'replays', `${night}-r01.json`));
    rmSync(join(dir, 'replays', `${night}-r01.meta.json`));
    const notices = savesRig(dir).saves.view().notices;
    expect(notices).toEqual([
      expect.objectContaining({ kind: 'damaged', file: `replays/${night}-r01.json`, text: matching(/is missing/) }),
    ]);
  });
});

describe('issue 27 finding 7: start-up and event files', () => {
  it.skipIf(process.platform === 'win32')('a FIFO named nights/x.json does not hang the start-up; it is set aside with a notice', () => {
    const base = tempDir('fifo');
    const nights = join(base, 'saves', 'nights');
    mkdirSync(nights, { recursive: true });
    const made = spawnSync('mkfifo', [join(nights, 'x.json')]);
    expect(made.status, 'mkfifo made the pipe').toBe(0);
    const opened = openInChild(base);
    if ('failed' in opened) return expect.fail(`the start-up did not finish: ${opened.failed}`);
    expect(opened.notices).toEqual([
      expect.objectContaining({ kind: 'damaged', file: 'nights/x.json', problem: 'it is a pipe (FIFO), not a file' }),
    ]);
    expect(readdirSync(nights).some((n) => n.startsWith('x.json.damaged-'))).toBe(true);
  });

  it('a folder named nights/y.json is set aside with a notice, and the start-up goes on', () => {
    const base = tempDir('folder');
    const nights = join(base, 'saves', 'nights');
    mkdirSync(join(nights, 'y.json'), { recursive: true });
    const opened = openInChild(base);
    if ('failed' in opened) return expect.fail(opened.failed);
    expect(opened.notices).toEqual([expect.objectContaining({ kind: 'damaged', file: 'nights/y.json' })]);
  });

  it('a damaged event file replaced by its backup, and one with both damaged, each show a notice on the TV', async () => {
    const dir = tempDir('event-notices');
    const events = join(dir, 'events');
    mkdirSync(events);
    writeFileSync(join(events, 'good-bak.json'), '{"cut off');
    writeFileSync(join(events, 'good-bak.json.bak'), event('good-bak'));
    writeFileSync(join(events, 'both-bad.json'), 'not json');
    writeFileSync(join(events, 'both-bad.json.bak'), '{');
    const notices: NoticeDraft[] = [];
    const rig = makeRig();
    const error = await launchEvent(
      rig.session,
      dir,
      { source: 'resume', format: 'winner-stays' },
      () => undefined,
      (d) => notices.push(d),
    );
    expect(error).toBeNull();
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'damaged',
        file: 'events/both-bad.json',
        keptAs: matching(/^events\/both-bad\.json\.damaged-/),
        text: matching(/cannot be resumed/),
      }),
      expect.objectContaining({ kind: 'damaged', file: 'events/good-bak.json', text: matching(/Its backup is used/) }),
    ]);
    expect(rig.session.snapshot().event?.name).toBe('Party');
  });
});
