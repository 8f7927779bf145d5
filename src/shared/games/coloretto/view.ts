/**
 * What one Coloretto seat may see (a phone, a bot): everything but the deck's order. The one per-seat view the engine,
 * the bots, the TV and the LAN pad use (issue 29.1).
 */
import { z } from 'zod';
import { cardSchema, collectionSchema, LAST_ROUND } from './cards';
import { colorettoScoreSchema, rowSchema, type ColorettoState } from './state';

const player = z.number().int().min(0).max(11);
const count = z.number().int().min(0);

/** Schema of a seat's view. */
export const colorettoViewSchema = z.object({
  me: player,
  players: z.number().int().min(2).max(12),
  phase: z.enum(['awaiting-start', 'playing', 'round-over']),
  turn: player.nullable(),
  drawn: cardSchema.nullable(),
  rows: z.array(rowSchema).readonly(),
  collections: z.array(collectionSchema).readonly(),
  inRound: z.array(z.boolean()).readonly(),
  /** Cards left to draw (the last-round card not counted). */
  deckLeft: count,
  lastRound: z.boolean(),
  round: z.number().int().min(1),
  turnSeconds: z.number().int().nullable(),
  scores: z.array(colorettoScoreSchema).readonly().nullable(),
});
/** A seat's view. */
export type ColorettoView = z.infer<typeof colorettoViewSchema>;

/** Cards left to draw, the last-round card not counted. */
export function deckLeft(state: ColorettoState): number {
  return state.deck.filter((c) => c !== LAST_ROUND).length;
}

/** The view of seat `me`. */
export function colorettoView(state: ColorettoState, me: number): ColorettoView {
  return {
    me,
    players: state.options.players,
    phase: state.phase,
    turn: state.turn,
    drawn: state.drawn,
    rows: state.rows,
    collections: state.collections,
    inRound: state.inRound,
    deckLeft: deckLeft(state),
    lastRound: state.lastRound,
    round: state.round,
    turnSeconds: state.options.turnSeconds,
    scores: state.scores,
  };
}
