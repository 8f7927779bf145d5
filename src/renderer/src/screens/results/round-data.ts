/** Between-rounds data without Pixi (and without any game's own rules): who is who, seat order, columns, timers, confetti specs. */
import type { MatchFacts } from '@shared/game';
import type { Snapshot } from '@shared/protocol';
import { PLAYER_COLORS } from '@shared/seats';
import type { PlayerLook } from './ranking';

/** One falling confetti card. */
export interface ConfettiPiece {
  readonly color: number;
  readonly x: number;
  readonly delay: number;
  readonly duration: number;
  readonly drift: number;
  readonly spin: number;
  readonly size: number;
}

/** Most confetti cards ever made for one celebration. */
export const MAX_CONFETTI = 120;

/** Rows per column before a list splits into two columns. */
export const ROWS_PER_COLUMN = 6;

/** Milliseconds after a screen appears during which a confirm is ignored (a mashed A must not skip two screens). */
export const CONFIRM_GUARD_MS = 350;

/** Names and colours of the engine players, from their seats; unknown seats get a neutral look. */
export function playerLooks(snapshot: Snapshot): PlayerLook[] {
  return snapshot.players.map((seatIndex, player) => {
    const seat = snapshot.seats[seatIndex];
    const color = PLAYER_COLORS[seat?.color ?? -1]?.hex ?? 0x9aa6c2;
    return { name: seat?.name ?? `P${player + 1}`, color, ...(seat ? { emblem: seat.color } : {}) };
  });
}

/** Engine players in seat order (the lobby's order, stable for the match). */
export function seatOrder(players: readonly number[]): number[] {
  return players
    .map((seat, player) => ({ seat, player }))
    .sort((a, b) => a.seat - b.seat)
    .map((e) => e.player);
}

/** The number of the round just finished (or the current one before any has finished). */
export function finishedRound(match: Pick<MatchFacts, 'history' | 'round'>): number {
  return Math.max(1, match.history.length || match.round);
}

/** A signed number with a real minus sign: "+10", "−4", "0". */
export function formatSigned(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `\u2212${-n}`;
  return '0';
}

/** A number with a real minus sign when negative: "12", "−7". */
export function formatNumber(n: number): string {
  return n < 0 ? `\u2212${-n}` : String(n);
}

/** A value held to 0..1 (not-a-number counts as 0). */
export const clamp01 = (v: number): number => Math.min(1, Math.max(0, Number.isFinite(v) ? v : 0));

/** The count-up's easing: fast at first, settling on the value. */
export const easeOut = (v: number): number => 1 - (1 - v) * (1 - v);

/** Splits a list into columns of at most `perColumn` rows, balanced (7 -> 4 + 3, 12 -> 6 + 6). */
export function splitColumns<T>(items: readonly T[], perColumn: number = ROWS_PER_COLUMN): T[][] {
  if (items.length === 0) return [];
  const columns = Math.ceil(items.length / Math.max(1, perColumn));
  const rows = Math.ceil(items.length / columns);
  return Array.from({ length: columns }, (_, c) => items.slice(c * rows, (c + 1) * rows));
}

/** How far a timed stage has run, 0..1, from its start to its end (0 when it has no end). */
export function stageProgress(start: number, endsAt: number | null, now: number): number {
  if (endsAt === null || endsAt <= start) return 0;
  return clamp01((now - start) / (endsAt - start));
}

/** The session clock now, guessed from the last snapshot and the local time since it arrived (frozen while paused). */
export function sessionNow(snapshotNow: number, receivedAt: number, localNow: number, paused: boolean): number {
  return paused ? snapshotNow : snapshotNow + Math.max(0, localNow - receivedAt);
}

/** Whether a confirm press counts: not yet sent on this screen and past the guard time. */
export function acceptConfirm(shownAt: number, now: number, alreadySent: boolean): boolean {
  return !alreadySent && now - shownAt >= CONFIRM_GUARD_MS;
}

/**
 * Confetti for a celebration: `count` cards (at most MAX_CONFETTI) in the given colours, spread over
 * the width, falling in two waves; `random` is injectable for tests.
 */
export function confettiPieces(
  count: number,
  colors: readonly number[],
  width: number,
  random: () => number = Math.random,
): ConfettiPiece[] {
  const n = Math.max(0, Math.min(MAX_CONFETTI, Math.floor(count)));
  const palette = colors.length > 0 ? colors : [0xffc93c];
  return Array.from({ length: n }, (_, i) => ({
    color: palette[i % palette.length] ?? 0xffc93c,
    x: random() * width,
    delay: (i < n / 2 ? 0 : 1.1) + random() * 0.9,
    duration: 2.4 + random() * 1.4,
    drift: (random() - 0.5) * 260,
    spin: (random() - 0.5) * 8,
    size: 0.8 + random() * 0.5,
  }));
}
