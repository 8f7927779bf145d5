/** A small deterministic driver for whole rounds and matches in engine tests (not a real bot). */
import { legalIntents, reduce } from '@engine/ligretto/index';
import type { LigrettoEvent } from '@shared/games/ligretto/events';
import type { LigrettoIntent } from '@shared/games/ligretto/intent';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { assertInvariants } from './invariants';

/**
 * Plays the current round to its end: gives the start call whenever the round waits for it, and lets the
 * seats act in turn, each playing its first legal centre play or row placement, else flipping. Checks the
 * invariants after every step. Returns the round-over state and every event.
 */
export function playRoundOut(start: LigrettoState, maxSteps = 20_000): { readonly state: LigrettoState; readonly events: LigrettoEvent[] } {
  let state = start;
  const events: LigrettoEvent[] = [];
  let seat = 0;
  for (let step = 0; step < maxSteps; step++) {
    if (state.phase === 'round-over') return { state, events };
    let next;
    if (state.phase === 'awaiting-start') {
      next = reduce(state, { type: 'start' });
    } else {
      const legal = legalIntents(state, seat);
      const intent: LigrettoIntent | undefined = legal.find((i) => i.do !== 'flip') ?? legal[0];
      seat = (seat + 1) % state.players.length;
      if (intent === undefined) continue;
      next = reduce(state, { type: 'intent', intent });
    }
    if (!next.ok) throw new Error(`driver action rejected: ${next.reason}`);
    assertInvariants(next.state, state);
    events.push(...next.events);
    state = next.state;
  }
  throw new Error(`round did not end within ${maxSteps} steps`);
}

/** Plays rounds (with next-round between them) until the match is over. */
export function playMatchOut(start: LigrettoState, maxRounds = 200): { readonly state: LigrettoState; readonly events: LigrettoEvent[] } {
  let state = start;
  const events: LigrettoEvent[] = [];
  for (let round = 0; round < maxRounds; round++) {
    const played = playRoundOut(state);
    events.push(...played.events);
    state = played.state;
    if (state.match.over) return { state, events };
    const next = reduce(state, { type: 'next-round' });
    if (!next.ok) throw new Error(`next-round rejected: ${next.reason}`);
    events.push(...next.events);
    state = next.state;
  }
  throw new Error(`match did not end within ${maxRounds} rounds`);
}
