/** Schemas of a seat, its controller and the lobby's match options: the seat types (seats.ts) are inferred from these. */
import { z } from 'zod';

/** Seats in the lobby (C1: three boxes of four decks). */
export const SEAT_COUNT = 12;

/** Bot levels from a relaxed family player to a fast expert, plus an instant level for tests. */
export const BOT_LEVEL_NAMES = ['relaxed', 'casual', 'skilled', 'expert', 'instant'] as const;

/** One bot level name. */
export type BotLevelName = (typeof BOT_LEVEL_NAMES)[number];

const id = z.string().min(1).max(64);

/** Schema of a seat index. */
export const seatIndexSchema = z
  .number()
  .int()
  .min(0)
  .max(SEAT_COUNT - 1);

/** Schema of a bot level name. */
export const botLevelSchema = z.enum(BOT_LEVEL_NAMES);

/** Schema of what drives a seat: a gamepad, a key set, a phone, a native pad. */
export const inputBindingSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('pad'), id }),
  z.strictObject({ kind: z.literal('keys'), set: z.number().int().min(0).max(1) }),
  z.strictObject({ kind: z.literal('phone'), id }),
  z.strictObject({ kind: z.literal('native'), id }),
]);

/** Schema of who sits in a seat. */
export const seatKindSchema = z.enum(['open', 'person', 'bot']);

/** Schema of one lobby seat, as snapshots carry it. */
export const seatSchema = z.object({
  kind: seatKindSchema,
  name: z.string().max(40),
  /** Index into PLAYER_COLORS. */
  color: z.number().int(),
  /** Index into CARD_BACKS. */
  back: z.number().int(),
  botLevel: botLevelSchema,
  /** S2 handicap: this seat's stack size, 5 to 10. */
  stackSize: z.number().int(),
  input: inputBindingSchema.nullable(),
  /** Issue 30: a person who joined once the match ran; they play from the next match on (absent: at the table). */
  waiting: z.literal(true).optional(),
});

/** Schema of what the session does when a seat's controller disappears mid-match: pause everyone, or a stand-in bot. */
export const lostControllerSchema = z.enum(['pause', 'bot']);
