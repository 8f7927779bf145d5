/** Schemas of Ligretto Dice's state and events (DICE.md); the types are z.infer of them. */
import { z } from 'zod';
import { DICE_MAX_PLAYERS, FIELDS, MAX_EXTRA_DICE, SET_DICE, diceOptionsSchema } from './options';

/** The four colours in DC1 order: red, yellow, green, blue. */
export const DICE_COLORS = ['r', 'y', 'g', 'b'] as const;
/** One colour letter. */
export const diceColorSchema = z.enum(DICE_COLORS);
/** One colour letter. */
export type DiceColor = z.infer<typeof diceColorSchema>;

const int = z.number().int();
const seat = int.min(0).max(DICE_MAX_PLAYERS - 1);
const pips = int.min(1).max(FIELDS);
/** Most dice one seat can hold: 2 players take the whole set (DS2). */
export const MAX_TRAY = SET_DICE / 2 + MAX_EXTRA_DICE;

/** One die of a seat's tray: its colour, the value it shows (null while in the cup, before DP1's roll), whether it is on the board. */
export const dieSchema = z.object({ color: diceColorSchema, value: pips.nullable(), placed: z.boolean() }).readonly();

/** A seat's dice, indexed by the die number intents name (stable for the round, DICE.md replay files). */
export const traySchema = z.array(dieSchema).max(MAX_TRAY).readonly();

/** One colour track: the seat that filled each field, field 1 first (fields fill strictly in order, DP2). */
export const trackSchema = z.array(seat).max(FIELDS).readonly();

/** One set's board: a track per colour in DICE_COLORS order. */
export const boardSetSchema = z.tuple([trackSchema, trackSchema, trackSchema, trackSchema]).readonly();

/** One seat's round score (DSC1-DSC2): dice still held and points. */
export const diceRoundScoreSchema = z.object({ player: seat, held: int.min(0), points: int }).readonly();

/** The match around the rounds (DM1-DM2). */
export const diceMatchSchema = z
  .object({
    round: int.min(1),
    totals: z.array(int).readonly(),
    history: z.array(z.array(int).readonly()).readonly(),
    over: z.boolean(),
    winners: z.array(seat).readonly(),
  })
  .readonly();

/** The whole game: options, seed and RNG state, trays, board, round end and match. */
export const diceStateSchema = z
  .object({
    game: z.literal('dice'),
    options: diceOptionsSchema,
    /** The match seed; round r is dealt from roundSeed(seed, r). */
    seed: z.number(),
    /** Seeded RNG state of the round: the deal, the first roll and every reroll draw from it in arrival order. */
    rng: z.number(),
    phase: z.enum(['awaiting-start', 'playing', 'round-over']),
    trays: z.array(traySchema).max(DICE_MAX_PLAYERS).readonly(),
    /** One entry per dice set (DC2). */
    board: z.array(boardSetSchema).max(3).readonly(),
    /** DP5: the game time each seat's reroll lock ends (null: not locked); cleared when the round ends. */
    lockedUntil: z.array(z.number().nullable()).readonly(),
    /** Rerolls per seat this round. */
    rerolls: z.array(int.min(0)).readonly(),
    /** DP6: the seat that placed its last die. */
    finishedBy: seat.nullable(),
    scores: z.array(diceRoundScoreSchema).readonly().nullable(),
    match: diceMatchSchema,
  })
  .readonly();

/** The whole game. */
export type DiceState = z.infer<typeof diceStateSchema>;
/** A seat's dice. */
export type Tray = z.infer<typeof traySchema>;
/** One die. */
export type Die = z.infer<typeof dieSchema>;
/** One set's board. */
export type BoardSet = z.infer<typeof boardSetSchema>;
/** One seat's round score. */
export type DiceRoundScore = z.infer<typeof diceRoundScoreSchema>;
/** The match. */
export type DiceMatch = z.infer<typeof diceMatchSchema>;

/** A die's new face after a roll. */
const rolledSchema = z.object({ die: int.min(0), value: pips }).readonly();

/** Every event of the engine, for the table screen's animation. */
export const diceEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('round-dealt'), round: int }).readonly(),
  z.object({ type: z.literal('start-call') }).readonly(),
  /** DP1 (start call) and DP4 (reroll): a seat's unplaced dice and their new faces. */
  z
    .object({ type: z.literal('rolled'), player: seat, dice: z.array(rolledSchema).readonly(), lockedUntil: z.number().nullable() })
    .readonly(),
  z.object({ type: z.literal('placed'), player: seat, die: int.min(0), color: diceColorSchema, value: pips, set: int.min(0) }).readonly(),
  z.object({ type: z.literal('round-stopped'), player: seat }).readonly(),
  z
    .object({ type: z.literal('round-scored'), scores: z.array(diceRoundScoreSchema).readonly(), totals: z.array(int).readonly() })
    .readonly(),
  z.object({ type: z.literal('match-over'), winners: z.array(seat).readonly() }).readonly(),
]);

/** Every event of the engine. */
export type DiceEvent = z.infer<typeof diceEventSchema>;

/** The index of a colour in DICE_COLORS. */
export function colorIndex(color: DiceColor): number {
  return DICE_COLORS.indexOf(color);
}
