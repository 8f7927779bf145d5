/** Schemas of Ligretto's game state and engine events: the types in state.ts and events.ts are derived from them. */
import { z } from 'zod';
import { COLORS } from './cards';
import { MAX_PLAYERS, ruleOptionsSchema } from './options';

const int = z.number().int();
/** A card id: owner*40 + colourIndex*10 + (number - 1). */
const card = int.min(0).max(MAX_PLAYERS * 40 - 1);
const cards = z.array(card).max(40).readonly();
const color = z.enum(COLORS);
const seat = int.min(0).max(MAX_PLAYERS - 1);

/** One player's round score (SC1-SC2): cards in the centre, cards left in the stack, centre - 2 x stackLeft. */
export const roundScoreSchema = z.object({ player: seat, centre: int, stackLeft: int, points: int }).readonly();

/** One player's cards, each list bottom first: stack (S2), row slots (S3, A2), face-down hand (S4), waste (P7). */
export const playerStateSchema = z.object({ stack: cards, row: z.array(cards).max(10).readonly(), hand: cards, waste: cards }).readonly();

/** A centre pile (P2); cards bottom first. */
export const pileSchema = z.object({ color, cards: z.array(card).max(10).readonly() }).readonly();

/** Where the round stands. */
export const roundPhaseSchema = z.enum(['awaiting-start', 'playing', 'round-over']);

/** The match around the rounds (M1-M3): 1-based round, totals, points per finished round, end and winners. */
export const matchStateSchema = z
  .object({
    round: int,
    totals: z.array(int).readonly(),
    history: z.array(z.array(int).readonly()).readonly(),
    over: z.boolean(),
    winners: z.array(seat).readonly(),
  })
  .readonly();

/** The whole game: options + RNG state + cards + match (LigrettoState in state.ts). */
export const ligrettoStateSchema = z
  .object({
    /** The game's id, as Dice's and Coloretto's states name theirs: the built-in state union is told apart by it. */
    game: z.literal('ligretto'),
    options: ruleOptionsSchema,
    /** The match seed; round r is dealt from roundSeed(seed, r). */
    seed: z.number(),
    /** Seeded RNG state (32-bit) of the current round; its deal and reshuffles draw from it. */
    rng: z.number(),
    phase: roundPhaseSchema,
    players: z.array(playerStateSchema).max(MAX_PLAYERS).readonly(),
    piles: z
      .array(pileSchema)
      .max(MAX_PLAYERS * 4)
      .readonly(),
    /** Seat that emptied its stack, null before or after a blockade end. */
    stoppedBy: seat.nullable(),
    /** Blockades (B1) this round, whatever the remedy. */
    blockades: int,
    /** Reshuffles (B2) this round. */
    reshuffles: int,
    /** Round scores once the round is over. */
    scores: z.array(roundScoreSchema).readonly().nullable(),
    match: matchStateSchema,
  })
  .readonly();

/** Where a played card came from (P1). */
export const cardSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('stack') }).readonly(),
  z.object({ kind: z.literal('row'), slot: int }).readonly(),
  z.object({ kind: z.literal('waste') }).readonly(),
]);

/** Every engine event (LigrettoEvent in events.ts). */
export const ligrettoEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('round-dealt'), round: int }).readonly(),
  z.object({ type: z.literal('start-call') }).readonly(),
  z.object({ type: z.literal('card-played'), player: seat, card, from: cardSourceSchema, pile: int, newPile: z.boolean() }).readonly(),
  z.object({ type: z.literal('pile-completed'), pile: int, color }).readonly(),
  z.object({ type: z.literal('row-refilled'), player: seat, slot: int, card }).readonly(),
  z.object({ type: z.literal('waste-recycled'), player: seat, count: int }).readonly(),
  z.object({ type: z.literal('hand-flipped'), player: seat, cards }).readonly(),
  z.object({ type: z.literal('row-placed'), player: seat, card, from: z.enum(['stack', 'waste']), slot: int }).readonly(),
  z.object({ type: z.literal('round-stopped'), player: seat }).readonly(),
  z.object({ type: z.literal('blockade'), count: int, remedy: z.enum(['reshuffle', 'end-round']) }).readonly(),
  z.object({ type: z.literal('reshuffled'), count: int }).readonly(),
  z.object({ type: z.literal('round-scored'), scores: z.array(roundScoreSchema).readonly(), totals: z.array(int).readonly() }).readonly(),
  z.object({ type: z.literal('match-over'), winners: z.array(seat).readonly() }).readonly(),
]);
