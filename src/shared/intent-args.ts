/** The game-specific fields a seat's intent may carry over the TV and phone protocols. */
import { z } from 'zod';

/**
 * A game's own intent fields beyond `do` and `slot` (a Ligretto Dice die, a Coloretto row): at most four small
 * integers by name. `player`, `do` and `slot` are not among them: the host sets the player from the seat.
 */
export const intentArgsSchema = z
  .record(
    z
      .string()
      .regex(/^[a-z][a-zA-Z]{0,15}$/)
      .refine((k) => k !== 'player' && k !== 'do' && k !== 'slot', 'player, do and slot are not intent arguments'),
    z.number().int().min(0).max(255),
  )
  .refine((o) => Object.keys(o).length <= 4, 'at most 4 intent arguments');

/** A game's own intent fields. */
export type IntentArgs = z.infer<typeof intentArgsSchema>;
