/** Ligretto's view contract: what the TV, the phones and the LAN server check its messages with. */
import type { GameViewContract } from '../game-contract';
import { INTENT_KINDS, REJECT_REASONS, type IntentKind, type RejectReason } from './intent';
import { ligrettoPhonePadSchema } from './phone';
import { gameEventSchema, gameStateSchema } from './state-schema';

/** Ligretto's schemas, intent kinds and rejection reasons (its state is the one without a `game` field). */
export const LIGRETTO_CONTRACT = {
  id: 'ligretto',
  state: gameStateSchema,
  event: gameEventSchema,
  intentKinds: INTENT_KINDS as readonly IntentKind[],
  reasons: Object.keys(REJECT_REASONS) as RejectReason[],
  phonePad: ligrettoPhonePadSchema,
} as const satisfies GameViewContract;
