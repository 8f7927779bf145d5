/** What Coloretto's table shows, computed without Pixi: panels, the turn line, the timer and the collection chips. */
import { CARD_KINDS, COLOR_LOOKS, isColor, type Card, type Collection } from '@shared/games/coloretto/cards';
import { bestChoice } from '@shared/games/coloretto/scoring';
import type { ColorettoState } from '@shared/games/coloretto/state';
import type { Snapshot } from '@shared/protocol';
import { PLAYER_COLORS } from '@shared/seats';
import { seatRoundTrip, type SeatRoundTrip } from '@renderer/ui/round-trip';
import { clockRuns, hostNow } from '../host-now';

/** A text glyph per card kind, the colour-blind cue beside the hue (COLOR_LOOKS' symbols). */
export const KIND_GLYPH: Readonly<Record<Card, string>> = {
  blue: '●',
  red: '▲',
  yellow: '■',
  green: '◆',
  purple: '★',
  orange: '♠',
  joker: '✱',
  plus2: '+2',
};

/** The card face colour of a kind: its Okabe–Ito hue, black for jokers and +2 cards. */
export function kindHue(kind: Card): number {
  return isColor(kind) ? COLOR_LOOKS[kind].hue : 0x1c1c24;
}

/** A dark or light ink that reads on a kind's face. */
export function kindInk(kind: Card): number {
  return kind === 'yellow' || kind === 'orange' || kind === 'purple' ? 0x141414 : 0xffffff;
}

/** One chip of a collection: a kind and how many cards of it. */
export interface Chip {
  readonly kind: Card;
  readonly count: number;
}

/** The kinds a collection holds, in card order (colours, jokers, +2), empty kinds left out. */
export function collectionChips(collection: Collection): Chip[] {
  return CARD_KINDS.filter((k) => collection[k] > 0).map((kind) => ({ kind, count: collection[kind] }));
}

/** KSC1–KSC3: what a collection would score now, with the best choice of positive colours and jokers. */
export function runningScore(collection: Collection): number {
  return bestChoice(collection).total;
}

/** One player's panel. */
export interface PanelModel {
  readonly player: number;
  readonly name: string;
  readonly color: number;
  /** The seat colour's index (PLAYER_COLORS), for the seat's emblem; -1 when unknown. */
  readonly seat: number;
  readonly score: number;
  readonly chips: readonly Chip[];
  /** Whose turn it is. */
  readonly active: boolean;
  /** Took a row this round and sits out (KT2). */
  readonly out: boolean;
  /** A remote phone's seat: its last round trip through the relay (as at the Ligretto and Dice tables), else null. */
  readonly rtt: SeatRoundTrip;
}

/** The name, colour and seat colour index of engine player `player` in a snapshot. */
export function lookOf(snapshot: Snapshot, player: number): { readonly name: string; readonly color: number; readonly seat: number } {
  const seat = snapshot.seats[snapshot.players[player] ?? -1];
  return { name: seat?.name ?? `P${player + 1}`, color: PLAYER_COLORS[seat?.color ?? -1]?.hex ?? 0x9aa6c2, seat: seat?.color ?? -1 };
}

/** Every player's panel, in engine order. */
export function panelModels(snapshot: Snapshot, game: ColorettoState): PanelModel[] {
  return game.collections.map((collection, player) => ({
    player,
    ...lookOf(snapshot, player),
    score: game.scores?.find((s) => s.player === player)?.total ?? runningScore(collection),
    chips: collectionChips(collection),
    active: game.turn === player,
    out: game.phase === 'playing' && game.inRound[player] === false,
    rtt: seatRoundTrip(snapshot.remote, snapshot.players[player] ?? -1),
  }));
}

/**
 * Whole seconds left of the turn timer (never below 0), null when no timer runs; by the host's clock (the snapshot's
 * time run on at its rate), so it stands still while the game is paused or a test holds the clock.
 */
export function timerSeconds(snapshot: Snapshot, localNow: number, receivedAt: number): number | null {
  const ends = snapshot.turnEndsAt ?? null;
  if (ends === null || snapshot.stage !== 'playing') return null;
  const now = hostNow(snapshot, receivedAt, localNow);
  return Math.max(0, Math.ceil((ends - now) / 1000));
}

/** How much of the turn timer is left, 1 (full) to 0, null when no timer runs. */
export function timerShare(snapshot: Snapshot, game: ColorettoState, localNow: number, receivedAt: number): number | null {
  const ends = snapshot.turnEndsAt ?? null;
  const total = game.options.turnSeconds;
  if (ends === null || total === null || snapshot.stage !== 'playing') return null;
  const now = hostNow(snapshot, receivedAt, localNow);
  return Math.min(1, Math.max(0, (ends - now) / (total * 1000)));
}

/** Whether the turn timer's ring moves by time alone: a turn timed, time left, and the host's clock running. */
export function timerMoving(snapshot: Snapshot, game: ColorettoState, localNow: number, receivedAt: number): boolean {
  return clockRuns(snapshot) && (timerShare(snapshot, game, localNow, receivedAt) ?? 0) > 0;
}

/** Whether a row can take the drawn card (KT1): not taken and fewer than 3 cards. */
export function rowOpen(game: ColorettoState, row: number): boolean {
  const r = game.rows[row];
  return r !== undefined && !r.taken && r.cards.length < 3;
}

/** Whether a row can be taken (KT2): not taken and not empty. */
export function rowTakeable(game: ColorettoState, row: number): boolean {
  const r = game.rows[row];
  return r !== undefined && !r.taken && r.cards.length > 0;
}
