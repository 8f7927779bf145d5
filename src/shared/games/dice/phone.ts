/** Ligretto Dice's part of a phone's view (the phone protocol's `pad`): the seat's own dice and whether they roll. */
import { z } from 'zod';
import { FIELDS } from './options';
import { diceColorSchema, MAX_TRAY } from './state';

/** Schema of Ligretto Dice's pad view while the seat plays a match. */
export const dicePhonePadSchema = z.strictObject({
  game: z.literal('dice'),
  /** The seat's dice still in its tray, with the die numbers a place names; a value is null while the dice roll. */
  dice: z
    .array(
      z.strictObject({
        die: z
          .number()
          .int()
          .min(0)
          .max(MAX_TRAY - 1),
        color: diceColorSchema,
        value: z.number().int().min(1).max(FIELDS).nullable(),
        /** The die fits a field now (DP2). */
        fits: z.boolean(),
      }),
    )
    .max(MAX_TRAY)
    .readonly(),
  /** Name of whoever placed the last die this round ("Ligretto!"). */
  finishedBy: z.string().max(40).nullable(),
});

/** Ligretto Dice's pad view. */
export type DicePhonePad = z.infer<typeof dicePhonePadSchema>;
