/** F1 in the session: a wrong play locks the seat on the game clock; locked plays never reach the engine or the replay. */
import { describe, expect, it } from 'vitest';
import { ligrettoRules } from '@engine/ligretto/rules';
import { fits, legalIntents, needMasks, reduce, runReplay, stateHash } from '@engine/ligretto/index';
import type { MatchRecord, SessionSaves } from '@main/session/ports';
import type { LigrettoIntent } from '@shared/games/ligretto/intent';
import type { ClientMessage } from '@shared/protocol';
import { DEFAULT_MATCH_OPTIONS } from '@shared/seats';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { advance, flush, makeRig, TEST_TIMINGS, View, type Rig } from './harness';

/** Saves that only keep what the session records. */
function recordingSaves(into: MatchRecord[]): SessionSaves {
  return {
    bind: () => undefined,
    view: () => ({ night: null, resume: null, resuming: null, notices: [] }),
    watched: (live) => live,
    watching: () => false,
    command: () => undefined,
    record: (entry) => into.push(entry),
    resumePlan: () => null,
  };
}

function message(intent: LigrettoIntent): ClientMessage {
  return 'slot' in intent
    ? { t: 'intent', seat: intent.player, do: intent.do, slot: intent.slot }
    : { t: 'intent', seat: intent.player, do: intent.do };
}

/** Player 0's plays at the start call: one that fits and one that fits nowhere. */
function plays(state: LigrettoState): { good: LigrettoIntent; wrong: LigrettoIntent } | null {
  const p = state.players[0];
  if (!p) return null;
  const masks = needMasks(state.piles);
  const good = legalIntents(state, 0).find((i) => i.do !== 'flip');
  const row = p.row.findIndex((slot) => slot.at(-1) !== undefined && !fits(slot.at(-1) as number, masks));
  const stackTop = p.stack.at(-1);
  const wrong: LigrettoIntent | null =
    stackTop !== undefined && !fits(stackTop, masks) ? { player: 0, do: 'stack' } : row >= 0 ? { player: 0, do: 'row', slot: row } : null;
  return good && wrong ? { good, wrong } : null;
}

/** A seed whose first deal gives player 0 a fitting play and a wrong one. */
function findSeed(): { seed: number; good: LigrettoIntent; wrong: LigrettoIntent } {
  for (let seed = 1; seed < 2000; seed++) {
    const game = ligrettoRules.setup(
      ligrettoRules.options(DEFAULT_MATCH_OPTIONS.games.ligretto, [
        { seat: 0, stackSize: 10 },
        { seat: 1, stackSize: 10 },
      ]),
      seed,
    );
    if (!game.ok) continue;
    const started = reduce(game.state, { type: 'start' });
    if (!started.ok || started.state.phase !== 'playing') continue;
    const found = plays(started.state);
    if (found) return { seed, ...found };
  }
  throw new Error('no seed with a good and a wrong play');
}

async function twoPeoplePlaying(seed: number, lockMs: number | null): Promise<{ rig: Rig; view: View; records: MatchRecord[] }> {
  const rig = makeRig({ seed });
  const records: MatchRecord[] = [];
  rig.session.attachSaves(recordingSaves(records));
  const view = new View(rig.session);
  await view.hello();
  view.lobby({ op: 'join', input: { kind: 'keys', set: 0 } });
  view.lobby({ op: 'join', input: { kind: 'keys', set: 1 } });
  if (lockMs !== null) view.lobby({ op: 'set-options', options: { rejectLockMs: lockMs } });
  view.send({ t: 'control', op: 'start-match' });
  await advance(rig, TEST_TIMINGS.countdown);
  expect(rig.session.snapshot().stage).toBe('playing');
  view.clear();
  return { rig, view, records };
}

const state = (rig: Rig): LigrettoState => rig.session.snapshot().state as LigrettoState;

describe('F1 rejection lock in the session', () => {
  const found = findSeed();

  it('F1 a wrong play locks the seat for rejectLockMs: plays are refused as locked with the lock end, flips pass, the lock ends', async () => {
    const { rig, view } = await twoPeoplePlaying(found.seed, null);
    expect(rig.session.snapshot().options.games.ligretto.rejectLockMs).toBe(400);
    const t0 = rig.session.snapshot().now;
    view.send(message(found.wrong));
    await flush();
    const first = view.inbox.find((m) => m.t === 'rejected');
    expect(first).toMatchObject({ t: 'rejected', seat: 0, reason: 'no-fit', late: false, lockedUntil: t0 + 400 });
    const before = stateHash(state(rig));
    view.clear();
    view.send(message(found.good));
    await flush();
    expect(view.inbox.find((m) => m.t === 'rejected')).toMatchObject({
      seat: 0,
      do: found.good.do,
      reason: 'locked',
      lockedUntil: t0 + 400,
    });
    expect(stateHash(state(rig))).toBe(before);
    // Flips are never locked.
    view.send({ t: 'intent', seat: 0, do: 'flip' });
    await flush();
    expect(state(rig).players[0]?.waste.length).toBeGreaterThan(0);
    // Seat 1 is not locked by seat 0's mistake.
    view.clear();
    view.send({ t: 'intent', seat: 1, do: 'flip' });
    await flush();
    expect(view.rejections()).toEqual([]);
    await advance(rig, 400);
    view.clear();
    view.send(message(found.good));
    await flush();
    expect(view.rejections()).toEqual([]);
  });

  it('F1 rejectLockMs 0 turns the lock off', async () => {
    const { view } = await twoPeoplePlaying(found.seed, 0);
    view.send(message(found.wrong));
    view.send(message(found.good));
    await flush();
    expect(view.rejections().map((r) => r.reason)).toEqual(['no-fit']);
  });

  it('F1 D2 a round with locked presses, recorded through the session, replays through the engine to the same state', async () => {
    const { rig, view, records } = await twoPeoplePlaying(found.seed, null);
    const sent: ClientMessage[] = [message(found.wrong), message(found.good), { t: 'intent', seat: 0, do: 'flip' }, message(found.wrong)];
    for (const m of sent) view.send(m);
    await flush();
    expect(view.rejections().map((r) => r.reason)).toEqual(['no-fit', 'locked', 'locked']);
    await advance(rig, 450);
    view.send(message(found.good));
    view.send({ t: 'intent', seat: 1, do: 'flip' });
    await flush();
    const dealt = records.find((r) => r.kind === 'match-started');
    if (dealt?.kind !== 'match-started') throw new Error('no match-started record');
    const intents = records.flatMap((r) => (r.kind === 'intent' ? [r.intent as LigrettoIntent] : []));
    // The two locked presses never reached the engine: only the wrong press, the flip, the good play and seat 1's flip.
    expect(intents).toEqual([found.wrong, { player: 0, do: 'flip' }, found.good, { player: 1, do: 'flip' }]);
    const file = ligrettoRules.replays.fileFor(dealt.state as LigrettoState, intents);
    const run = runReplay(file);
    if (!run.ok) throw new Error(run.problems.join('; '));
    expect(stateHash(run.final)).toBe(stateHash(state(rig)));
  });
});
