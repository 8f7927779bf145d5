/** Ligretto Dice's view contract: what the TV, the phones and the LAN server check its messages with. */
import { reasonsOf, type GameViewContract } from '../game-contract';
import { DICE_INTENT_KINDS, DICE_REJECT_REASONS } from './intent';
import { dicePhonePadSchema } from './phone';
import { diceEventSchema, diceStateSchema } from './state';
import { diceLobbyOptions } from './options';
import { DICE_RULES_CARD } from './rules-card';
import { DIE_FILL } from './colours';

/** Ligretto Dice's schemas, intent kinds and rejection reasons, and its lobby options. */
export const DICE_CONTRACT = {
  id: 'dice',
  state: diceStateSchema,
  event: diceEventSchema,
  intentKinds: DICE_INTENT_KINDS,
  reasons: reasonsOf(DICE_REJECT_REASONS),
  roundJoin: true,
  phonePad: dicePhonePadSchema,
  lobby: diceLobbyOptions,
  rulesCard: DICE_RULES_CARD,
  tableColours: Object.entries(DIE_FILL).map(([c, hex]) => ({ name: `die ${c}`, hex })),
} as const satisfies GameViewContract;
