/** Schemas of a seat, its controller and the lobby's match options: the seat types (seats.ts) are inferred from these. */
import { z } from 'zod';
import { rejectLockMsSchema } from './fair-play';
import { turnSecondsSchema } from './games/coloretto/options';
import { blockadeSchema, recycleSchema, rowSizeSchema } from './games/ligretto/options';

/** Seats in the lobby (C1: three boxes of four decks). */
export const SEAT_COUNT = 12;

/** Bot levels from a relaxed family player to a fast expert, plus an instant level for tests. */
export const BOT_LEVEL_NAMES = ['relaxed', 'casual', 'skilled', 'expert', 'instant'] as const;

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
});

/** Schema of what the session does when a seat's controller disappears mid-match: pause everyone, or a stand-in bot. */
export const lostControllerSchema = z.enum(['pause', 'bot']);

/** Schema of the match options chosen in the lobby (players and handicap come from the seats). */
export const matchOptionsSchema = z.strictObject({
  rowSize: rowSizeSchema,
  target: z.number().int().min(1).max(1000),
  rounds: z.number().int().min(1).max(100).nullable(),
  blockade: blockadeSchema,
  advancedRow: z.boolean(),
  /** P7: how a used-up hand comes back from the waste. */
  recycle: recycleSchema,
  /** F1: game ms a seat's plays are locked after a wrong play (0: off). */
  rejectLockMs: rejectLockMsSchema,
  lostController: lostControllerSchema,
  /** Ligretto Dice DP5: game ms a seat's dice roll after a reroll (absent: the game's default). */
  rerollLockMs: z.number().int().min(0).max(5000).optional(),
  /** Coloretto KT7: seconds a seat has for its turn, null for no timer. */
  turnSeconds: turnSecondsSchema,
  /** Issue 28, real-time games: hold each seat's intent to the slowest remote seat's delay (at most 150 ms); absent: off. */
  evenLatency: z.boolean().optional(),
  /** Issue 30, live hints for a stuck newcomer: in the session's first real match (and the practice round), always, or never; absent: first. */
  hints: z.enum(['first', 'on', 'off']).optional(),
});
