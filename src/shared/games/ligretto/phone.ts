/** Ligretto's part of a phone's view (the phone protocol's `pad`): the seat's own card tops and counts, never another player's. */
import { z } from 'zod';
import { SEAT_COUNT } from '../../seats-schema';

const card = z
  .number()
  .int()
  .min(0)
  .max(SEAT_COUNT * 40 - 1);

/** Schema of the player's own cards, tops only (a card is the shared id: colour and number, see cards.ts). */
export const phoneCardsSchema = z.strictObject({
  stack: card.nullable(),
  stackLeft: z.number().int().min(0).max(40),
  /** The top of each row slot; null for an empty slot. */
  row: z.array(card.nullable()).max(10).readonly(),
  waste: card.nullable(),
  /** Face-down cards left in the hand. */
  hand: z.number().int().min(0).max(40),
});

/** The player's own cards, tops only. */
export type PhoneCards = z.infer<typeof phoneCardsSchema>;

/** Schema of Ligretto's pad view while the seat plays a match. */
export const ligrettoPhonePadSchema = z.strictObject({
  game: z.literal('ligretto'),
  /** A1: the row placement buttons are shown. */
  advancedRow: z.boolean(),
  /** Name of whoever called "Ligretto stop!" this round. */
  stoppedBy: z.string().max(40).nullable(),
  cards: phoneCardsSchema,
});

/** Ligretto's pad view. */
export type LigrettoPhonePad = z.infer<typeof ligrettoPhonePadSchema>;

/** The Ligretto cards of a phone view, or null when it shows none (another game, or outside a round). */
export function phoneCardsOf(view: { readonly pad: { readonly game: string } | null } | null | undefined): PhoneCards | null {
  const pad = ligrettoPhonePadSchema.safeParse(view?.pad);
  return pad.success ? pad.data.cards : null;
}
