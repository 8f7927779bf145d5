/** Ligretto's view contract: what the TV, the phones and the LAN server check its messages with. */
import { reasonsOf, type GameViewContract } from '../game-contract';
import { INTENT_KINDS, REJECT_REASONS } from './intent';
import { ligrettoPhonePadSchema } from './phone';
import { gameEventSchema, gameStateSchema } from './state-schema';

/** Ligretto's schemas, intent kinds and rejection reasons (its state is the one without a `game` field). */
export const LIGRETTO_CONTRACT = {
  id: 'ligretto',
  state: gameStateSchema,
  event: gameEventSchema,
  intentKinds: INTENT_KINDS,
  reasons: reasonsOf(REJECT_REASONS),
  phonePad: ligrettoPhonePadSchema,
} as const satisfies GameViewContract;
