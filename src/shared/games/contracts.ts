/**
 * What a view needs of the built-in games to check host messages: their state, event, intent-kind and rejection
 * schemas. A new game adds its schemas to each union here (one line each), next to its line in the registries.
 */
import { z } from 'zod';
import { INTENT_KINDS, REJECT_REASONS, type IntentKind, type RejectReason } from './ligretto/intent';
import { gameEventSchema, gameStateSchema } from './ligretto/state-schema';
import { COLORETTO_INTENT_KINDS, COLORETTO_REASONS } from './coloretto/intent';

/** The built-in games' schemas, as host-message decoding takes them. */
export const BUILT_IN_VIEW = {
  // Coloretto's state and event schemas (./coloretto/state) join these two unions with its table screen: the
  // renderer's Ligretto screens still read these types as Ligretto's (README "Adding a game").
  state: gameStateSchema,
  event: gameEventSchema,
  intentKind: z.enum([...(INTENT_KINDS as [IntentKind, ...IntentKind[]]), ...COLORETTO_INTENT_KINDS]),
  reason: z.enum([...(Object.keys(REJECT_REASONS) as [RejectReason, ...RejectReason[]]), ...COLORETTO_REASONS]),
};

/** A built-in game's state. */
export type BuiltInState = z.infer<typeof BUILT_IN_VIEW.state>;
/** A built-in game's event. */
export type BuiltInEvent = z.infer<typeof BUILT_IN_VIEW.event>;
/** A built-in game's intent kind. */
export type BuiltInIntentKind = z.infer<typeof BUILT_IN_VIEW.intentKind>;
/** A built-in game's rejection reason. */
export type BuiltInReason = z.infer<typeof BUILT_IN_VIEW.reason>;
