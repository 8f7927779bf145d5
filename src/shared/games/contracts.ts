/**
 * What a view needs of the built-in games to check host messages: their state, event, intent-kind and rejection
 * schemas. A new game adds its schemas to each union here (one line each), next to its line in the registries,
 * and its phone pad's view to BUILT_IN_PHONE_PAD.
 */
import { z } from 'zod';
import { INTENT_KINDS, REJECT_REASONS, type IntentKind, type RejectReason } from './ligretto/intent';
import { ligrettoPhonePadSchema } from './ligretto/phone';
import { dicePhonePadSchema } from './dice/phone';
import { ligrettoEventSchema, ligrettoStateSchema } from './ligretto/state-schema';
import { DICE_INTENT_KINDS, DICE_REJECT_REASONS, type DiceRejectReason } from './dice/intent';
import { diceEventSchema, diceStateSchema } from './dice/state';
import { COLORETTO_INTENT_KINDS, COLORETTO_REASONS } from './coloretto/intent';
import { colorettoPhonePadSchema } from './coloretto/phone';
import { colorettoEventSchema, colorettoStateSchema, type ColorettoState } from './coloretto/state';
import type { LigrettoState } from './ligretto/state';

/**
 * The state and event schemas of each built-in game with a table screen, by game id: one line per game. Every state
 * names its game in a `game` field, so the state union is discriminated on that key; each front end takes its own out
 * of a snapshot with a guard (`ligrettoState`, `diceState`, ...).
 */
export const BUILT_IN_GAME_SCHEMAS = {
  ligretto: { state: ligrettoStateSchema, event: ligrettoEventSchema },
  dice: { state: diceStateSchema, event: diceEventSchema },
  coloretto: { state: colorettoStateSchema, event: colorettoEventSchema },
} as const;

type NonEmpty<T> = [T, ...T[]];
type GameSchemas = (typeof BUILT_IN_GAME_SCHEMAS)[keyof typeof BUILT_IN_GAME_SCHEMAS];
const schemas: readonly GameSchemas[] = Object.values(BUILT_IN_GAME_SCHEMAS);

/** The built-in games' schemas, as host-message decoding takes them. */
export const BUILT_IN_VIEW = {
  state: z.discriminatedUnion('game', schemas.map((g): GameSchemas['state'] => g.state) as NonEmpty<GameSchemas['state']>),
  event: z.union(schemas.map((g): GameSchemas['event'] => g.event)),
  intentKind: z.enum([...(INTENT_KINDS as [IntentKind, ...IntentKind[]]), ...DICE_INTENT_KINDS, ...COLORETTO_INTENT_KINDS]),
  reason: z.enum([
    ...(Object.keys(REJECT_REASONS) as [RejectReason, ...RejectReason[]]),
    ...(Object.keys(DICE_REJECT_REASONS) as DiceRejectReason[]),
    ...COLORETTO_REASONS,
  ]),
};

/** The built-in games' parts of a phone's view (the phone protocol's `pad`), told apart by their `game`. */
export const BUILT_IN_PHONE_PAD = z.discriminatedUnion('game', [ligrettoPhonePadSchema, dicePhonePadSchema, colorettoPhonePadSchema]);

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
