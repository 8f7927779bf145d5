/** Schemas of the game state and engine events, so a view can check what the host sends it. */
import { z } from 'zod';
import { COLORS } from './cards';
import { MAX_PLAYERS } from './options';

const int = z.number().int();
const card = int.min(0).max(MAX_PLAYERS * 40 - 1);
const cards = z.array(card).max(40);
const color = z.enum(COLORS);
const seat = int.min(0).max(MAX_PLAYERS - 1);

const roundScore = z.object({ player: seat, centre: int, stackLeft: int, points: int });

/** The engine state (GameState in state.ts). */
export const gameStateSchema = z.object({
  options: z.object({
    players: int.min(2).max(MAX_PLAYERS),
    rowSize: z.enum(['official', 'large-table']),
    target: int,
    rounds: int.nullable(),
    blockade: z.enum(['reshuffle', 'end-round']),
    advancedRow: z.boolean(),
    handicap: z.array(int).max(MAX_PLAYERS),
  }),
  seed: z.number(),
  rng: z.number(),
  phase: z.enum(['awaiting-start', 'playing', 'round-over']),
  players: z.array(z.object({ stack: cards, row: z.array(cards).max(10), hand: cards, waste: cards })).max(MAX_PLAYERS),
  piles: z.array(z.object({ color, cards: z.array(card).max(10) })).max(MAX_PLAYERS * 4),
  stoppedBy: seat.nullable(),
  blockades: int,
  reshuffles: int,
  scores: z.array(roundScore).nullable(),
  match: z.object({
    round: int,
    totals: z.array(int),
    history: z.array(z.array(int)),
    over: z.boolean(),
    winners: z.array(seat),
  }),
});

const source = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('stack') }),
  z.object({ kind: z.literal('row'), slot: int }),
  z.object({ kind: z.literal('waste') }),
]);

/** Every engine event (GameEvent in events.ts). */
export const gameEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('round-dealt'), round: int }),
  z.object({ type: z.literal('start-call') }),
  z.object({ type: z.literal('card-played'), player: seat, card, from: source, pile: int, newPile: z.boolean() }),
  z.object({ type: z.literal('pile-completed'), pile: int, color }),
  z.object({ type: z.literal('row-refilled'), player: seat, slot: int, card }),
  z.object({ type: z.literal('waste-recycled'), player: seat, count: int }),
  z.object({ type: z.literal('hand-flipped'), player: seat, cards }),
  z.object({ type: z.literal('row-placed'), player: seat, card, from: z.enum(['stack', 'waste']), slot: int }),
  z.object({ type: z.literal('round-stopped'), player: seat }),
  z.object({ type: z.literal('blockade'), count: int, remedy: z.enum(['reshuffle', 'end-round']) }),
  z.object({ type: z.literal('reshuffled'), count: int }),
  z.object({ type: z.literal('round-scored'), scores: z.array(roundScore), totals: z.array(int) }),
  z.object({ type: z.literal('match-over'), winners: z.array(seat) }),
]);
