/** What a Ligretto Dice player asks for (DICE.md replay intents) and why the engine may refuse it. */
import { z } from 'zod';
import { DICE_MAX_PLAYERS } from './options';
import { MAX_TRAY } from './state';

const player = z
  .number()
  .int()
  .min(0)
  .max(DICE_MAX_PLAYERS - 1);

/** Schema of one intent: place die `die` of the seat's tray (DP2), or reroll all unplaced dice (DP4). */
export const diceIntentSchema = z.discriminatedUnion('do', [
  z
    .strictObject({
      player,
      do: z.literal('place'),
      die: z
        .number()
        .int()
        .min(0)
        .max(MAX_TRAY - 1),
    })
    .readonly(),
  z.strictObject({ player, do: z.literal('reroll') }).readonly(),
]);

/** A player's intent. */
export type DiceIntent = z.infer<typeof diceIntentSchema>;

/** The `do` field of an intent. */
export type DiceIntentKind = DiceIntent['do'];

/** Every intent kind. */
export const DICE_INTENT_KINDS = ['place', 'reroll'] as const satisfies readonly DiceIntentKind[];

/** Why an action was refused. */
export const DICE_REJECT_REASONS = {
  'not-running': 'the round is not running (before the start call or after "Ligretto!")',
  'unknown-player': 'no such seat in this game',
  'bad-die': 'the seat has no such die, or it is already on the board',
  'no-fit': 'the die fits no field: its track needs a lower value first, or its field is taken (DP2, DP3)',
  locked: 'DP5: the seat is still rolling (reroll lock), or F1: its plays are locked after a wrong play',
  malformed: 'the intent is not well formed',
  'wrong-phase': 'the start call or next round does not fit the current phase',
  'match-over': 'the match is over',
  'table-full': 'DJ3: the newcomers would take the table past its 12 players',
} as const;

/** A rejection reason. */
export type DiceRejectReason = keyof typeof DICE_REJECT_REASONS;

/** F1: a wrong place (a die that fits nowhere, or no such die) locks the seat; a reroll never does. */
export function punishesDice(intent: DiceIntent, reason: string): boolean {
  return intent.do === 'place' && (reason === 'no-fit' || reason === 'bad-die');
}
