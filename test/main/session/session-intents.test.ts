/** People's intents through the session: arrival order, which seats may send, and a person taking over a bot. */
import { ligrettoRules } from '@engine/ligretto/rules';
import { describe, expect, it } from 'vitest';
import { legalIntents, reduce } from '@engine/ligretto/index';
import { applyLobby, emptySeats, occupiedSeats } from '@main/session/lobby';
import { cardColor, cardNumber, type Card } from '@shared/games/ligretto/cards';
import type { LigrettoIntent } from '@shared/games/ligretto/intent';
import type { ClientMessage } from '@shared/protocol';
import { DEFAULT_MATCH_OPTIONS, type Seat } from '@shared/seats';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { addBots, advance, expectConsecutiveRevs, expectReach, flush, makeRig, ofType, TEST_TIMINGS, View } from './harness';

/** The card an intent would play. */
function cardOf(state: LigrettoState, intent: LigrettoIntent): Card | undefined {
  const p = state.players[intent.player];
  if (!p) return undefined;
  if (intent.do === 'stack') return p.stack.at(-1);
  if (intent.do === 'waste') return p.waste.at(-1);
  if (intent.do === 'row') return p.row[intent.slot]?.at(-1);
  return undefined;
}

/** The message a view sends for an engine intent when engine player i sits in seat i. */
function message(intent: LigrettoIntent): ClientMessage {
  return 'slot' in intent
    ? { t: 'intent', seat: intent.player, do: intent.do, slot: intent.slot }
    : { t: 'intent', seat: intent.player, do: intent.do };
}

function twoPeople(): Seat[] {
  let seats = emptySeats();
  for (const set of [0, 1]) {
    const r = applyLobby(seats, { op: 'join', input: { kind: 'keys', set } });
    if (!r.ok) throw new Error(r.error);
    seats = r.seats;
  }
  return seats;
}

/**
 * A seed whose deal lets one player open a pile with a 1 and then both players hold the 2 of that colour:
 * the two 2s race for the same pile.
 */
function findRace(): { seed: number; opener: LigrettoIntent; twos: [LigrettoIntent, LigrettoIntent] } {
  const seats = twoPeople();
  for (let seed = 1; seed <= 5000; seed++) {
    const started = ligrettoRules.setup(
      ligrettoRules.options(
        DEFAULT_MATCH_OPTIONS.games.ligretto,
        occupiedSeats(seats).map((seat) => ({ seat, stackSize: 10 })),
      ),
      seed,
    );
    if (!started.ok) continue;
    const playing = reduce(started.state, { type: 'start' });
    if (!playing.ok || playing.state.phase !== 'playing') continue;
    const openers = [...legalIntents(playing.state, 0), ...legalIntents(playing.state, 1)].filter(
      (i) => cardNumber(cardOf(playing.state, i) ?? 0) === 1,
    );
    for (const opener of openers) {
      const one = cardOf(playing.state, opener) as Card;
      const after = reduce(playing.state, { type: 'intent', intent: opener });
      if (!after.ok || after.state.phase !== 'playing' || after.state.piles.length !== 1) continue;
      const isTwo = (i: LigrettoIntent): boolean => {
        const c = cardOf(after.state, i);
        return c !== undefined && cardColor(c) === cardColor(one) && cardNumber(c) === 2;
      };
      const a = legalIntents(after.state, 0).find(isTwo);
      const b = legalIntents(after.state, 1).find(isTwo);
      if (a && b) return { seed, opener, twos: [a, b] };
    }
  }
  throw new Error('no seed in 1-5000 deals a race for one pile');
}

describe('person intents', () => {
  const race = findRace();

  for (const first of [0, 1] as const) {
    it(`P5 two people play onto the same pile: the first to arrive wins, the other is rejected with no-fit, late (player ${first} first)`, async () => {
      const rig = makeRig({ seed: race.seed });
      const view = new View(rig.session);
      const watcher = new View(rig.session);
      await view.hello();
      await watcher.hello();
      view.lobby({ op: 'join', input: { kind: 'keys', set: 0 } });
      view.lobby({ op: 'join', input: { kind: 'keys', set: 1 } });
      view.send({ t: 'control', op: 'start-match' });
      await advance(rig, TEST_TIMINGS.countdown);
      expect(rig.session.snapshot().stage).toBe('playing');

      view.send(message(race.opener));
      await flush();
      expect(view.last().state?.piles).toHaveLength(1);

      const winner = race.twos[first];
      const loser = race.twos[1 - first] as LigrettoIntent;
      const before = rig.session.snapshot().state as LigrettoState;
      const winnerCard = cardOf(before, winner);
      const loserCard = cardOf(before, loser);
      view.clear();
      view.send(message(winner));
      view.send(message(loser));
      await flush();

      const played = ofType(view.events(), 'card-played');
      expect(played).toHaveLength(1);
      expect(played[0]).toMatchObject({ player: winner.player, card: winnerCard, pile: 0 });
      // The lost race is shown on every view, marked late ("too slow!"): it would have fitted a moment earlier.
      expect(view.rejections()).toEqual([{ seat: loser.player, do: loser.do, reason: 'no-fit', late: true }]);
      expect(watcher.rejections()).toEqual(view.rejections());
      const after = rig.session.snapshot().state as LigrettoState;
      expect(after.piles[0]?.cards.at(-1)).toBe(winnerCard);
      expect(cardOf(after, loser)).toBe(loserCard);
      expect(view.snapshots()).toHaveLength(1);
      expectConsecutiveRevs(view, rig.session);
    });
  }

  it('D1 intents for a bot seat, an open seat or out-of-range seats are refused and change nothing', async () => {
    const rig = makeRig();
    const view = new View(rig.session);
    await view.hello();
    view.lobby({ op: 'join', input: { kind: 'keys', set: 0 } });
    addBots(view, ['relaxed']);
    view.send({ t: 'control', op: 'start-match' });
    await advance(rig, TEST_TIMINGS.countdown);
    const rev = rig.session.snapshot().rev;
    view.clear();
    view.send({ t: 'intent', seat: 1, do: 'flip' });
    view.send({ t: 'intent', seat: 7, do: 'flip' });
    view.send({ t: 'intent', seat: 12, do: 'flip' });
    view.send({ t: 'intent', seat: -1, do: 'stack' });
    view.send({ t: 'intent', seat: 0, do: 'row', slot: 10 });
    await flush();
    expect(view.refusals()).toHaveLength(5);
    expect(view.refusals().slice(0, 2)).toEqual(["seat 2 is not a person's", "seat 8 is not a person's"]);
    expect(view.snapshots()).toHaveLength(0);
    expect(rig.session.snapshot().rev).toBe(rev);
  });

  it('D1 a person intent before the start call, while paused or outside a match is rejected as not-running', async () => {
    const rig = makeRig();
    const view = new View(rig.session);
    await view.hello();
    view.lobby({ op: 'join', input: { kind: 'keys', set: 0 } });
    addBots(view, ['relaxed']);
    await flush();
    view.send({ t: 'intent', seat: 0, do: 'flip' });
    view.send({ t: 'control', op: 'start-match' });
    view.send({ t: 'intent', seat: 0, do: 'flip' });
    await advance(rig, TEST_TIMINGS.countdown);
    view.send({ t: 'control', op: 'pause' });
    view.send({ t: 'intent', seat: 0, do: 'flip' });
    view.send({ t: 'control', op: 'resume' });
    view.send({ t: 'intent', seat: 0, do: 'flip' });
    await flush();
    expect(view.rejections().filter((r) => r.seat === 0)).toEqual([
      { seat: 0, do: 'flip', reason: 'not-running', late: false },
      { seat: 0, do: 'flip', reason: 'not-running', late: false },
      { seat: 0, do: 'flip', reason: 'not-running', late: false },
    ]);
    expect(ofType(view.events(), 'hand-flipped')).toEqual([expect.objectContaining({ player: 0 })]);
  });

  it('messages before hello are refused; a hello with another protocol version is refused', async () => {
    const rig = makeRig();
    const view = new View(rig.session);
    view.send({ t: 'lobby', cmd: { op: 'add-bot' } });
    view.send({ t: 'control', op: 'start-match' });
    view.send({ t: 'demo', bots: 4 });
    view.send({ t: 'hello', protocol: 99 });
    view.send({ t: 'intent', seat: 0, do: 'flip' });
    await flush();
    expect(view.inbox).toEqual([
      { t: 'refused', error: 'say hello first', seen: 1 },
      { t: 'refused', error: 'say hello first', seen: 2 },
      { t: 'refused', error: 'say hello first', seen: 3 },
      { t: 'refused', error: 'protocol 99 is not 1', seen: 4 },
      { t: 'refused', error: 'say hello first', seen: 5 },
    ]);
    expect(rig.session.snapshot().rev).toBe(0);
  });

  for (const stage of ['scores', 'standings'] as const) {
    it(`a person takes over a bot's seat between rounds (${stage}): the bot stops, the person plays that seat`, async () => {
      const rig = makeRig({ seed: 21 });
      const view = new View(rig.session);
      await view.hello();
      addBots(view, ['expert', 'instant', 'expert']);
      view.lobby({ op: 'set-options', options: { rounds: 3 } });
      view.send({ t: 'control', op: 'start-match' });
      await expectReach(rig, (s) => s.stage === 'playing', 10_000, 'playing');

      // Mid-round a join takes no bot's seat: the person waits in an open seat for the next match (issue 30). Other
      // lobby changes mid-match stay shut.
      view.lobby({ op: 'join', input: { kind: 'keys', set: 1 }, seat: 1, name: 'Late' });
      await flush();
      expect(view.last().seats[3]).toMatchObject({ kind: 'person', name: 'Late', waiting: true });
      await expectReach(rig, (s) => s.stage === stage, 10 * 60_000, stage);
      view.lobby({ op: 'join', input: { kind: 'keys', set: 1 }, seat: 5 });
      view.lobby({ op: 'add-bot' });
      view.lobby({ op: 'set-options', options: { rounds: 1 } });
      await flush();
      expect(view.refusals()).toEqual([
        'that controller already has a seat',
        'only joining a bot seat works mid-match',
        'only joining a bot seat works mid-match',
      ]);

      view.lobby({ op: 'join', input: { kind: 'keys', set: 0 }, seat: 1, name: 'Ann' });
      await flush();
      expect(view.refusals()).toHaveLength(3);
      const taken = view.last();
      expect(taken.stage).toBe(stage);
      expect(taken.seats[1]).toMatchObject({ kind: 'person', name: 'Ann', input: { kind: 'keys', set: 0 } });
      expect(taken.players).toEqual([0, 1, 2]);

      await expectReach(rig, (s) => s.stage === 'playing' && s.state?.match.round === 2, 60_000, 'round 2 playing');
      view.clear();
      await advance(rig, 20_000, 100);
      const events = view.events();
      const byPlayer = (p: number): number => events.filter((e) => 'player' in e && e.player === p && e.type !== 'round-stopped').length;
      expect(byPlayer(1)).toBe(0);
      expect(byPlayer(0) + byPlayer(2)).toBeGreaterThan(0);

      // With this seed the round is still running; the person now plays the seat.
      expect(rig.session.snapshot().stage).toBe('playing');
      view.send({ t: 'intent', seat: 1, do: 'flip' });
      await flush();
      expect(ofType(view.events(), 'hand-flipped').filter((e) => e.player === 1)).toHaveLength(1);
      expectConsecutiveRevs(view, rig.session);
    });
  }
});
