/** The replay file format of REPLAY.md as plain types: the engine's public contract. */
import type { Color } from './cards';
import type { Intent } from './intent';
import type { RejectReason } from './intent';
import type { RuleOptionsInput } from './options';

/** One player's deal, each list top first, cards in notation (`r1` ... `y10`). */
export interface ReplayDealEntry {
  readonly stack: readonly string[];
  readonly row: readonly string[];
  readonly hand: readonly string[];
}

/** A replay file: options, seed and/or deal, intents in arrival order. */
export interface ReplayFile {
  readonly options: RuleOptionsInput;
  readonly seed?: number | undefined;
  readonly deal?: readonly ReplayDealEntry[] | undefined;
  readonly intents: readonly Intent[];
}

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
