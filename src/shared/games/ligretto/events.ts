/** What happened, as the engine reports it, so a renderer can animate without guessing (types from state-schema.ts). */
import type { z } from 'zod';
import type { cardSourceSchema, ligrettoEventSchema } from './state-schema';

/** Where a played card came from (P1). */
export type CardSource = z.infer<typeof cardSourceSchema>;

/** Every event the engine emits. */
export type LigrettoEvent = z.infer<typeof ligrettoEventSchema>;

/** The `type` of an event. */
export type LigrettoEventType = LigrettoEvent['type'];
