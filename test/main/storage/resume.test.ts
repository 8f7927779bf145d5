/** An interrupted game night is offered at launch and resumed with its players, seats, options and totals. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameNightSchema } from '@shared/night-schema';
import type { LigrettoState } from '@shared/games/ligretto/state';
import type { Snapshot } from '@shared/protocol';
import { ask, flush, reach, savesRig, seatBots, tempDir, viewOf, type SavesRig } from './helpers';

const OPTIONS = { rounds: 4, target: 500, lostController: 'bot' } as const;

/** Plays `rounds` rounds of a 4-round night (a stand-in bot plays for Ana, whose keys are "lost"), then leaves it unfinished. */
async function interruptedNight(root: string, rounds: number): Promise<{ last: Snapshot<LigrettoState>; night: string }> {
  const rig = savesRig(root, { seed: 41 });
  const view = await viewOf(rig);
  view.lobby({ op: 'join', input: { kind: 'keys', set: 0 }, name: 'Ana' });
  await seatBots(view, ['instant', 'expert'], OPTIONS);
  view.lobby({ op: 'update-seat', seat: 0, patch: { color: 7, back: 3 } });
  view.send({ t: 'control', op: 'start-match' });
  view.send({ t: 'device', change: { op: 'lost', input: { kind: 'keys', set: 0 } } });
  await flush();
  const last = await reach(rig, (s) => s.stage === 'stopped' && s.state?.match.round === rounds, `round ${rounds} over`);
  const night = rig.session.snapshot().saves?.night?.id ?? '';
  // The app goes away mid-night (no End match, which would end the night for good): the night is interrupted.
  await rig.saves.idle();
  return { last, night };
}

function nightOnDisk(root: string, id: string): ReturnType<typeof gameNightSchema.parse> {
  return gameNightSchema.parse(JSON.parse(readFileSync(join(root, 'nights', `${id}.json`), 'utf8')));
}

async function relaunch(root: string): Promise<{ rig: SavesRig; view: Awaited<ReturnType<typeof viewOf>> }> {
  const rig = savesRig(root, { seed: 900 });
  return { rig, view: await viewOf(rig) };
}

describe('resuming a game night', () => {
  it('at launch the lobby offers the interrupted night with its players and totals', async () => {
    const root = tempDir();
    const { last, night } = await interruptedNight(root, 2);
    const { view } = await relaunch(root);
    const offer = view.last().saves?.resume;
    expect(offer).toMatchObject({ night, rounds: 2, target: 500, roundLimit: 4 });
    expect(offer?.players).toEqual(
      last.players.map((seat, p) => ({
        seat,
        name: last.seats[seat]?.name,
        color: last.seats[seat]?.color,
        total: last.state?.match.totals[p],
      })),
    );
    expect(view.last().saves?.resuming).toBeNull();
  });

  it('End match ends the night for good: the file says ended, and neither this host nor the next launch offers it', async () => {
    const root = tempDir();
    const { night } = await interruptedNight(root, 2);
    const { rig, view } = await relaunch(root);
    expect(await ask(rig, view, { op: 'resume-night', night })).toBeNull();
    view.send({ t: 'control', op: 'start-match' });
    await reach(rig, (s) => s.stage === 'playing' && s.state?.match.round === 3, 'round 3 of the resumed night');
    view.send({ t: 'control', op: 'end-match' });
    await flush();
    await rig.saves.idle();
    expect(view.last().stage).toBe('lobby');
    expect(view.last().saves?.resume).toBeNull();
    expect(nightOnDisk(root, night).status).toBe('ended');
    const again = await relaunch(root);
    expect(again.view.last().saves?.resume).toBeNull();
  });

  it('M1-M3 accepting restores seats and options; start-match deals round 3 with the saved totals and seed; the night file goes on', async () => {
    const root = tempDir();
    const { last, night } = await interruptedNight(root, 2);
    const { rig, view } = await relaunch(root);
    expect(await ask(rig, view, { op: 'resume-night', night })).toBeNull();
    let s = view.last();
    expect(s.saves?.resuming?.night).toBe(night);
    expect(s.saves?.resume).toBeNull();
    expect(s.options).toEqual(last.options);
    for (const seat of last.players) expect(s.seats[seat]).toEqual(last.seats[seat]);
    expect(s.seats[0]).toMatchObject({ kind: 'person', name: 'Ana', color: 7, back: 3, input: { kind: 'keys', set: 0 } });
    view.send({ t: 'control', op: 'start-match' });
    view.send({ t: 'device', change: { op: 'lost', input: { kind: 'keys', set: 0 } } });
    await flush();
    s = view.last();
    expect(s.stage).toBe('countdown');
    expect(s.players).toEqual(last.players);
    expect(s.state?.match).toMatchObject({ round: 3, totals: last.state?.match.totals, history: last.state?.match.history });
    expect(s.state?.seed).toBe(last.state?.seed);
    expect(s.saves?.night).toMatchObject({ id: night, rounds: 2, savedRounds: 2 });
    const over = await reach(rig, (x) => x.stage === 'match-over', 'the resumed night ends');
    const saved = nightOnDisk(root, night);
    expect(saved.status).toBe('over');
    expect(saved.rounds.map((r) => r.points)).toEqual(over.state?.match.history);
    expect(saved.rounds.slice(0, 2).map((r) => r.points)).toEqual(last.state?.match.history);
    expect(saved.winners).toEqual(over.state?.match.winners);
    expect(saved.rounds.map((r) => r.replay)).toEqual([1, 2, 3, 4].map((r) => `${night}-r0${r}`));
  });

  it('start-match refuses a resumed night whose seats were changed, with a clear message', async () => {
    const root = tempDir();
    const { night } = await interruptedNight(root, 1);
    const { rig, view } = await relaunch(root);
    await ask(rig, view, { op: 'resume-night', night });
    view.lobby({ op: 'remove-bot', seat: 2 });
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(view.refusals().at(-1)).toBe('the resumed night needs seats 1, 2, 3 taken, as it was saved (discard it to start a new night)');
    expect(view.last().stage).toBe('lobby');
  });

  it('discarding archives the night (kept on disk as discarded) and a new night starts fresh', async () => {
    const root = tempDir();
    const { night } = await interruptedNight(root, 1);
    const { rig, view } = await relaunch(root);
    await ask(rig, view, { op: 'resume-night', night });
    expect(await ask(rig, view, { op: 'discard-night', night })).toBeNull();
    await rig.saves.idle();
    expect(view.last().saves?.resume).toBeNull();
    expect(view.last().saves?.resuming).toBeNull();
    expect(nightOnDisk(root, night)).toMatchObject({ status: 'discarded', round: 1 });
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(view.last().state?.match.round).toBe(1);
    expect(view.last().saves?.night?.id).not.toBe(night);
    const again = await relaunch(root);
    expect(again.view.last().saves?.resume).toBeNull();
  });

  it('resume and discard are refused with a reason when they do not fit', async () => {
    const root = tempDir();
    const { night } = await interruptedNight(root, 1);
    const { rig, view } = await relaunch(root);
    expect(await ask(rig, view, { op: 'resume-night', night: 'no-such-night' })).toEqual({
      kind: 'failed',
      op: 'resume-night',
      error: 'there is no interrupted night no-such-night',
    });
    view.send({ t: 'demo', bots: 3 });
    await flush();
    expect(await ask(rig, view, { op: 'resume-night', night })).toEqual({
      kind: 'failed',
      op: 'resume-night',
      error: 'a night can be resumed from the lobby only',
    });
    view.send({ t: 'control', op: 'end-match' });
    await flush();
    expect(await ask(rig, view, { op: 'discard-night', night: 'x1' })).toMatchObject({
      kind: 'failed',
      error: 'there is no interrupted night x1',
    });
  });

  it('the attract-mode demo saves nothing', async () => {
    const root = tempDir();
    const rig = savesRig(root);
    const view = await viewOf(rig);
    view.send({ t: 'demo', bots: 3 });
    await reach(rig, (s) => s.stage === 'scores', 'a demo round');
    expect(view.last().saves?.night).toBeNull();
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(root)).toEqual([]);
  });
});
