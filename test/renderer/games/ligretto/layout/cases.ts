/** Shared cases and helpers for the table layout tests. */
import type { Rect } from '@renderer/games/ligretto/layout/table-layout';

/** 16:9 screens from 720p to 4K. */
export const SIZES_16_9: readonly (readonly [number, number])[] = [
  [1280, 720],
  [1600, 900],
  [1920, 1080],
  [2560, 1440],
  [3840, 2160],
];
/** Other shapes: 5:4, 4:3, ultra-wide, portrait. */
export const OTHER_SIZES: readonly (readonly [number, number])[] = [
  [1280, 1024],
  [800, 600],
  [1024, 768],
  [2560, 1080],
  [1080, 1920],
];
/** Every player count (RULES.md C2). */
export const COUNTS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** Row sizes that RULES.md S3 allows for a player count, official or large-table. */
export function rowSizes(players: number): number[] {
  const official = players === 2 ? 5 : players === 3 ? 4 : 3;
  const large = players <= 4 ? 5 : players <= 8 ? 4 : 3;
  return [...new Set([official, large])].sort();
}

/** Every player count with every row size the rules allow for it. */
export const CASES = COUNTS.flatMap((players) => rowSizes(players).map((rowSlots) => ({ players, rowSlots })));

/** Every unordered pair of the items. */
export function pairs<T>(items: readonly T[]): [T, T][] {
  return items.flatMap((a, i) => items.slice(i + 1).map((b): [T, T] => [a, b]));
}

/** A rectangle as short text for assertion messages. */
export function fmt(r: Rect): string {
  return `${r.x},${r.y} ${r.w}x${r.h}`;
}
