/** What a player asks for (REPLAY.md intents) and the engine's actions around them. */
import { z } from 'zod';

const slot = z.number().int();
const player = z.number().int();

/** Schema of one intent (REPLAY.md); unknown kinds and extra fields are refused. */
export const ligrettoIntentSchema = z.discriminatedUnion('do', [
  z.strictObject({ player, do: z.literal('stack') }).readonly(),
  z.strictObject({ player, do: z.literal('row'), slot }).readonly(),
  z.strictObject({ player, do: z.literal('flip') }).readonly(),
  z.strictObject({ player, do: z.literal('waste') }).readonly(),
  z.strictObject({ player, do: z.literal('stack-to-row'), slot }).readonly(),
  z.strictObject({ player, do: z.literal('waste-to-row'), slot }).readonly(),
]);

/** A player's intent: the source of the card, never the pile (P5). */
export type LigrettoIntent = z.infer<typeof ligrettoIntentSchema>;

/** The `do` field of an intent. */
export type IntentKind = LigrettoIntent['do'];

/** Every intent kind, in REPLAY.md order. */
export const INTENT_KINDS: readonly IntentKind[] = ['stack', 'row', 'flip', 'waste', 'stack-to-row', 'waste-to-row'];

/** Everything the engine's reducer accepts. */
export type Action =
  | { readonly type: 'start' }
  | { readonly type: 'intent'; readonly intent: LigrettoIntent }
  /** J1: `join` newcomers (default 0) are dealt in from the next round on. */
  | { readonly type: 'next-round'; readonly join?: number };

/** Why an action was refused (D1); the set is fixed and documented in the README. */
export type RejectReason =
  | 'not-running'
  | 'unknown-player'
  | 'bad-slot'
  | 'empty-source'
  | 'no-fit'
  | 'not-allowed'
  | 'malformed'
  | 'wrong-phase'
  | 'match-over'
  | 'locked'
  | 'table-full';

/** Every rejection reason with the sentence the README and the UI use for it. */
export const REJECT_REASONS: Readonly<Record<RejectReason, string>> = {
  'not-running': 'the round is not running (before the start call or after "Ligretto stop!")',
  'unknown-player': 'no such seat in this game',
  'bad-slot': 'the row slot does not exist',
  'empty-source': 'there is no card there (empty waste, or nothing left to flip)',
  'no-fit': 'the card fits no centre pile (or, for a row placement, not that row slot)',
  'not-allowed': 'row placements need the advancedRow option',
  malformed: 'the intent is not well formed',
  'wrong-phase': 'the start call or next round does not fit the current phase',
  'match-over': 'the match is over',
  'table-full': 'J3: the newcomers would take the table past its 12 players',
  locked: "F1: the seat's plays are locked for a moment after a wrong play (the session refuses it; the engine never sees it)",
};

/** F1: a wrong play (a card that fits nowhere, or no card there) locks the seat; a flip never does. */
export function punishesLigretto(intent: LigrettoIntent, reason: string): boolean {
  return intent.do !== 'flip' && (reason === 'no-fit' || reason === 'empty-source');
}

/** Is this text one of Ligretto's intent kinds? */
export function isIntentKind(text: string): text is IntentKind {
  return (INTENT_KINDS as readonly string[]).includes(text);
}

/** Is this text one of Ligretto's rejection reasons? */
export function isRejectReason(text: string): text is RejectReason {
  return Object.hasOwn(REJECT_REASONS, text);
}
