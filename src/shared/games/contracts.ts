/**
 * What a view needs of the registered games to check host messages: their state, event, intent-kind, rejection and
 * phone pad schemas, gathered from each game's view contract (`<game>/contract.ts`, listed in `registered.ts`).
 */
import { z } from 'zod';
import type { ColorettoState } from './coloretto/state';
import type { LigrettoState } from './ligretto/state';
import * as REGISTERED from './registered';

/** One registered game's view contract. */
export type RegisteredContract = (typeof REGISTERED)[keyof typeof REGISTERED];

/** Every registered game's view contract. */
export const GAME_CONTRACTS: readonly RegisteredContract[] = Object.values(REGISTERED);

type Kind = RegisteredContract['intentKinds'][number];
type Reason = RegisteredContract['reasons'][number];
type State = RegisteredContract['state'];
type Pad = NonNullable<RegisteredContract['phonePad']>;

const kinds = [...new Set(GAME_CONTRACTS.flatMap((c): readonly Kind[] => c.intentKinds))] as [Kind, ...Kind[]];
const reasons = [...new Set(GAME_CONTRACTS.flatMap((c): readonly Reason[] => c.reasons))] as [Reason, ...Reason[]];
const pads = GAME_CONTRACTS.flatMap((c): Pad[] => (c.phonePad ? [c.phonePad] : []));

/**
 * The registered games' schemas, as host-message decoding takes them. Every state names its game in a `game` field,
 * so the state union is discriminated on that key; each front end takes its own out of a snapshot with a guard
 * (`ligrettoState`, `diceState`, ...).
 */
export const BUILT_IN_VIEW = {
  state: z.discriminatedUnion('game', GAME_CONTRACTS.map((g): RegisteredContract['state'] => g.state) as [State, ...State[]]),
  event: z.union(GAME_CONTRACTS.map((g): RegisteredContract['event'] => g.event)),
  intentKind: z.enum(kinds),
  reason: z.enum(reasons),
};

/** The registered games' parts of a phone's view (the phone protocol's `pad`), told apart by their `game`. */
export const BUILT_IN_PHONE_PAD = z.discriminatedUnion('game', pads as [Pad, ...Pad[]]);

/** A built-in game's part of a phone's view. */
export type BuiltInPhonePad = z.infer<typeof BUILT_IN_PHONE_PAD>;

/** A built-in game's state. */
export type BuiltInState = z.infer<typeof BUILT_IN_VIEW.state>;
/** A built-in game's event. */
export type BuiltInEvent = z.infer<typeof BUILT_IN_VIEW.event>;
/** A built-in game's intent kind. */
export type BuiltInIntentKind = z.infer<typeof BUILT_IN_VIEW.intentKind>;
/** A built-in game's rejection reason. */
export type BuiltInReason = z.infer<typeof BUILT_IN_VIEW.reason>;

/** Is a built-in state Ligretto's? */
export function isLigrettoState(state: BuiltInState): state is LigrettoState {
  return state.game === 'ligretto';
}

/** Is a built-in state Coloretto's? */
export function isColorettoState(state: BuiltInState): state is ColorettoState {
  return state.game === 'coloretto';
}

/**
 * Issue 30: when a seat that joined a running match plays: from the next round in a game that deals newcomers in
 * between rounds (its contract's `roundJoin`), else from the next game; always the next game during the practice round
 * (its one round ends the practice) and at an event's table (its entrants are fixed per game).
 */
export function latecomersJoin(snapshot: {
  readonly game: string;
  readonly practice?: unknown;
  readonly event?: unknown;
}): 'round' | 'game' {
  if (snapshot.practice === 'playing' || (snapshot.event !== null && snapshot.event !== undefined)) return 'game';
  return GAME_CONTRACTS.some((c) => c.id === snapshot.game && 'roundJoin' in c && c.roundJoin === true) ? 'round' : 'game';
}
