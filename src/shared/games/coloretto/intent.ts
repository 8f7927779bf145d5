/** What a Coloretto player asks for (COLORETTO.md "Replay files") and why the engine may refuse it. */
import { z } from 'zod';

const player = z.number().int().min(0).max(11);
const row = z.number().int().min(0).max(11);

/** Schema of one intent: draw the top card (KT1), place the drawn card in a row (KT1), take a row (KT2). */
export const colorettoIntentSchema = z.discriminatedUnion('do', [
  z.strictObject({ player, do: z.literal('draw') }).readonly(),
  z.strictObject({ player, do: z.literal('place'), row }).readonly(),
  z.strictObject({ player, do: z.literal('take'), row }).readonly(),
]);
/** A player's intent. */
export type ColorettoIntent = z.infer<typeof colorettoIntentSchema>;

/** The `do` field of an intent. */
export type ColorettoIntentKind = ColorettoIntent['do'];

/** Every intent kind, in COLORETTO.md order. */
export const COLORETTO_INTENT_KINDS = ['draw', 'place', 'take'] as const satisfies readonly ColorettoIntentKind[];

/** Every rejection reason with the sentence the UI and the README use. */
export const COLORETTO_REJECT_REASONS = {
  'not-running': 'the game is not running (before the start or after the last round)',
  'unknown-player': 'no such seat in this game',
  'not-your-turn': 'only the seat whose turn it is acts',
  'bad-row': 'there is no such row',
  'row-taken': 'that row was taken this round',
  'row-full': 'that row already holds 3 cards',
  'row-empty': 'an empty row cannot be taken (KT2)',
  'rows-full': 'every remaining row holds 3 cards: take one (KT1)',
  'deck-empty': 'the deck is empty: take a row (KT6)',
  'must-place': 'the drawn card has to be placed first',
  'nothing-drawn': 'draw a card before placing one',
  'wrong-phase': 'the start call or next game does not fit the current phase',
  'match-over': 'the game is over',
} as const;

/** Why an action was refused. */
export type ColorettoRejectReason = keyof typeof COLORETTO_REJECT_REASONS;

/** Every rejection reason. */
export const COLORETTO_REASONS = Object.keys(COLORETTO_REJECT_REASONS) as [ColorettoRejectReason, ...ColorettoRejectReason[]];
