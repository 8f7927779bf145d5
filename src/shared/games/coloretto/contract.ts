/** Coloretto's view contract: what the TV, the phones and the LAN server check its messages with. */
import type { GameViewContract } from '../game-contract';
import { COLORETTO_INTENT_KINDS, COLORETTO_REASONS } from './intent';
import { colorettoPhonePadSchema } from './phone';
import { colorettoEventSchema, colorettoStateSchema } from './state';
import { colorettoLobbyOptions } from './options';
import { COLORETTO_RULES_CARD } from './rules-card';
import { COLOR_LOOKS } from './cards';

/** Coloretto's schemas, intent kinds and rejection reasons, and its lobby options. */
export const COLORETTO_CONTRACT = {
  id: 'coloretto',
  state: colorettoStateSchema,
  event: colorettoEventSchema,
  intentKinds: COLORETTO_INTENT_KINDS,
  reasons: COLORETTO_REASONS,
  phonePad: colorettoPhonePadSchema,
  lobby: colorettoLobbyOptions,
  rulesCard: COLORETTO_RULES_CARD,
  tableColours: Object.entries(COLOR_LOOKS).map(([c, look]) => ({ name: `Coloretto ${c}`, hex: look.hue })),
} as const satisfies GameViewContract;
