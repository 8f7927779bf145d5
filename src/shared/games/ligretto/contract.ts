/** Ligretto's view contract: what the TV, the phones and the LAN server check its messages with. */
import { reasonsOf, type GameViewContract } from '../game-contract';
import { INTENT_KINDS, REJECT_REASONS } from './intent';
import { ligrettoPhonePadSchema } from './phone';
import { ligrettoEventSchema, ligrettoStateSchema } from './state-schema';
import { ligrettoLobbyOptions } from './options';
import { LIGRETTO_RULES_CARD } from './rules-card';

/** Ligretto's schemas, intent kinds and rejection reasons, and its lobby options. */
export const LIGRETTO_CONTRACT = {
  id: 'ligretto',
  state: ligrettoStateSchema,
  event: ligrettoEventSchema,
  intentKinds: INTENT_KINDS,
  reasons: reasonsOf(REJECT_REASONS),
  roundJoin: true,
  phonePad: ligrettoPhonePadSchema,
  lobby: ligrettoLobbyOptions,
  rulesCard: LIGRETTO_RULES_CARD,
} as const satisfies GameViewContract;
