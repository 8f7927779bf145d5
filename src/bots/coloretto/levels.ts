/** Coloretto's bot levels as tuning data: how long a turn takes, how often a move is careless, how far a bot looks. */
import type { BotLevel } from '../game-bot';

/** The numbers that make a Coloretto level (times in game ms). */
export interface ColorettoTuning {
  /** Median time to decide between drawing and taking a row. */
  readonly thinkMs: number;
  /** Median time to place a drawn card. */
  readonly placeMs: number;
  /** Chance that a decision is a careless one: any legal move. */
  readonly careless: number;
  /**
   * Without look-ahead: take the best row as soon as it gains this many points (a low value takes rows greedily).
   * With look-ahead: the least gain worth taking a row for when drawing looks as good.
   */
  readonly takeAt: number;
  /** Weigh taking now against the expected gain of drawing one more card (and others taking the row first). */
  readonly lookahead: boolean;
  /** How much what the other seats still in the round gain from a row counts against placing a card there (0: ignored). */
  readonly spite: number;
}

/**
 * Every level. `relaxed` takes rows greedily and is often careless; `expert` weighs drawing against taking and what
 * the others need; `instant` plays as `expert` with no thinking time (tests and sim only, never offered).
 */
export const COLORETTO_TUNING: Readonly<Record<BotLevel, ColorettoTuning>> = {
  relaxed: { thinkMs: 2600, placeMs: 1000, careless: 0.3, takeAt: 1, lookahead: false, spite: 0 },
  casual: { thinkMs: 2000, placeMs: 800, careless: 0.12, takeAt: 3, lookahead: false, spite: 0 },
  skilled: { thinkMs: 1500, placeMs: 600, careless: 0.06, takeAt: 2, lookahead: true, spite: 0 },
  expert: { thinkMs: 1100, placeMs: 450, careless: 0, takeAt: 2, lookahead: true, spite: 1 },
  instant: { thinkMs: 0, placeMs: 0, careless: 0, takeAt: 2, lookahead: true, spite: 1 },
};
