/** Helpers of the Ligretto Dice engine tests: games from options, hand-made trays and boards, driving a round. */
import { newDiceGame, reduceDice, type DiceReduced } from '@engine/dice/index';
import type { DiceIntent } from '@shared/games/dice/intent';
import { resolveDiceOptions, type DiceOptionsInput } from '@shared/games/dice/options';
import { colorIndex, type BoardSet, type DiceColor, type DiceEvent, type DiceState, type Tray } from '@shared/games/dice/state';

/** A dealt match waiting for its start call. */
export function dealt(input: DiceOptionsInput, seed = 1): DiceState {
  const g = newDiceGame(resolveDiceOptions(input), seed);
  if (!g.ok) throw new Error(g.problems.join('; '));
  return g.state;
}

/** A round after its start call (DP1). */
export function started(input: DiceOptionsInput, seed = 1): DiceState {
  return ok(reduceDice(dealt(input, seed), { type: 'start' })).state;
}

/** The applied result; fails the test with the reason otherwise. */
export function ok(r: DiceReduced): Extract<DiceReduced, { ok: true }> {
  if (!r.ok) throw new Error(`rejected: ${r.reason}`);
  return r;
}

/** Applies an intent at game time `at` (undefined: no clock). */
export function act(state: DiceState, intent: DiceIntent, at?: number): DiceReduced {
  return reduceDice(state, at === undefined ? { type: 'intent', intent } : { type: 'intent', intent, at });
}

/** A tray from notation like `y1 r3`: colour letter and value, none placed. */
export function tray(text: string): Tray {
  return text
    .split(/\s+/)
    .filter((t) => t !== '')
    .map((t) => ({ color: t[0] as DiceColor, value: Number(t.slice(1)), placed: false }));
}

/** A board of one or more sets from fill counts per colour (`{ y: 2 }`: yellow fields 1-2 filled, by seat `by`). */
export function board(sets: readonly Partial<Record<DiceColor, number>>[], by = 0): BoardSet[] {
  return sets.map((fill): BoardSet => {
    const track = (c: DiceColor): number[] => new Array<number>(fill[c] ?? 0).fill(by);
    return [track('r'), track('y'), track('g'), track('b')];
  });
}

/** A running round with these trays (and board), the rest of the state from a seeded game. */
export function running(trays: readonly Tray[], sets: readonly Partial<Record<DiceColor, number>>[] = [{}], rerollLockMs = 800): DiceState {
  const base = started({ players: trays.length, rerollLockMs });
  return { ...base, trays: [...trays], board: board(sets) };
}

/** Placed dice of a colour over the whole board. */
export function placedOf(state: DiceState, color: DiceColor): number {
  return state.board.reduce((n, tracks) => n + (tracks[colorIndex(color)]?.length ?? 0), 0);
}

/** The events of a result's type. */
export function eventsOf<T extends DiceEvent['type']>(r: DiceReduced, type: T): Extract<DiceEvent, { type: T }>[] {
  return r.ok ? r.events.filter((e): e is Extract<DiceEvent, { type: T }> => e.type === type) : [];
}
