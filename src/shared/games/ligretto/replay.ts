/** The replay file format of REPLAY.md as plain types: the engine's public contract. */
import type { z } from 'zod';
import type { Color } from './cards';
import type { RejectReason } from './intent';
import type { replayDealEntrySchema, replayFileSchema } from './replay-schema';

/** One player's deal, each list top first, cards in notation (`r1` ... `y10`). */
export type ReplayDealEntry = z.infer<typeof replayDealEntrySchema>;

/** A replay file: options, seed and/or deal, intents in arrival order. */
export type ReplayFile = z.infer<typeof replayFileSchema>;

/** The result of one intent. */
export type ReplayResult = { readonly ok: true; readonly pile?: number } | { readonly ok: false; readonly reason: RejectReason };

/** One player's cards in the output, top first; `row` one list per slot, each top first. */
export interface ReplayPlayerOut {
  readonly stack: string[];
  readonly row: string[][];
  readonly hand: string[];
  readonly waste: string[];
}

/** The final state printed by `npm run replay`. */
export interface ReplayStateOut {
  readonly phase: 'playing' | 'round-over';
  readonly stoppedBy: number | null;
  readonly blockades: number;
  readonly piles: { readonly color: Color; readonly cards: { readonly n: number; readonly owner: number }[] }[];
  readonly players: ReplayPlayerOut[];
  readonly scores: number[] | null;
}

/** What `npm run replay` prints. */
export interface ReplayOutput {
  readonly results: ReplayResult[];
  readonly state: ReplayStateOut;
}
