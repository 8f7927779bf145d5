/** Standings maths without Pixi: ranking with shared places, rank movement, running totals and chart series. */
import { totalsAfter as matchTotalsAfter } from '@shared/round-join';

/** One player's place in a ranking. */
export interface Ranked {
  /** Engine player index. */
  readonly player: number;
  readonly total: number;
  /** 1-based; equal totals share a rank and the next rank skips (1, 1, 3). */
  readonly rank: number;
}

/** One line of the standings chart, shaped like the LineChart's series. */
export interface SeriesLine {
  readonly label: string;
  readonly color: number;
  readonly values: readonly number[];
  /** The seat colour index (PLAYER_COLORS): the line's points wear its emblem. */
  readonly emblem?: number;
}

/** Name and colour of a player, in engine player order. */
export interface PlayerLook {
  readonly name: string;
  readonly color: number;
  /** The seat colour index (PLAYER_COLORS), for the seat's emblem; absent when the seat is unknown. */
  readonly emblem?: number;
}

/** Where the match goal stands: the target score, or how many fixed rounds are left (M1, M2). */
export type MatchGoal = { readonly kind: 'target'; readonly n: number } | { readonly kind: 'rounds-left'; readonly n: number };

/**
 * Ranks players by total, highest first. Equal totals share a rank ("1, 1, 3");
 * among equals the lower `order` value comes first (the seat index by default the player index).
 */
export function rankPlayers(totals: readonly number[], order: (player: number) => number = (p) => p): Ranked[] {
  const sorted = totals.map((total, player) => ({ player, total })).sort((a, b) => b.total - a.total || order(a.player) - order(b.player));
  const ranked: Ranked[] = [];
  sorted.forEach((entry, i) => {
    const prev = ranked[i - 1];
    const rank = prev && prev.total === entry.total ? prev.rank : i + 1;
    ranked.push({ player: entry.player, total: entry.total, rank });
  });
  return ranked;
}

/** Rank of each player (engine order) for a list of totals. */
export function ranksOf(totals: readonly number[]): number[] {
  const ranks = new Array<number>(totals.length).fill(0);
  for (const r of rankPlayers(totals)) ranks[r.player] = r.rank;
  return ranks;
}

/** Each player's running total after every finished round, starting from 0: result[player] = [0, t1, t2, ...]. */
export function runningTotals(history: readonly (readonly number[])[], players: number): number[][] {
  // A table that grew between rounds (J1, DJ1) has shorter rows before the newcomers came: they run from the lowest
  // total of that moment (J2, DJ2), as the match counts them.
  const steps = history.map((_, r) => matchTotalsAfter(history.slice(0, r + 1), players));
  return Array.from({ length: players }, (_, player) => [0, ...steps.map((totals) => totals[player] ?? 0)]);
}

/** Totals after the first `rounds` finished rounds (0 rounds: everyone at 0). */
export function totalsAfter(history: readonly (readonly number[])[], players: number, rounds: number): number[] {
  return runningTotals(history.slice(0, Math.max(0, rounds)), players).map((v) => v.at(-1) ?? 0);
}

/** How a player's place changed with the last finished round. */
export type RankChange =
  /** After the first round: no earlier ranking to compare. */
  | { readonly kind: 'first' }
  | { readonly kind: 'same' }
  /** `leader`: first (alone or shared) now and not before: the player took the lead this round. */
  | { readonly kind: 'up'; readonly by: number; readonly leader: boolean }
  | { readonly kind: 'down'; readonly by: number };

/** Each player's rank change with the last finished round, in engine order. */
export function rankChanges(history: readonly (readonly number[])[], players: number): RankChange[] {
  if (history.length < 2) return Array.from({ length: players }, () => ({ kind: 'first' }) as const);
  const before = ranksOf(totalsAfter(history, players, history.length - 1));
  const now = ranksOf(totalsAfter(history, players, history.length));
  return now.map((rank, p): RankChange => {
    const was = before[p] ?? rank;
    if (was === rank) return { kind: 'same' };
    return was > rank ? { kind: 'up', by: was - rank, leader: rank === 1 } : { kind: 'down', by: rank - was };
  });
}

/** What the standings' change column shows for a change: a glyph, the places moved and the tone (colour) it takes. */
export interface RankChangeLook {
  readonly glyph: '▲' | '▼' | '=' | '';
  readonly text: string;
  readonly tone: 'good' | 'bad' | 'lead' | 'dim';
}

/** The change column's look: "▲2" in green (in gold when it took the lead), "▼1" in red, "=" in grey, nothing after round 1. */
export function rankChangeLook(change: RankChange): RankChangeLook {
  switch (change.kind) {
    case 'first':
      return { glyph: '', text: '', tone: 'dim' };
    case 'same':
      return { glyph: '=', text: '', tone: 'dim' };
    case 'up':
      return { glyph: '▲', text: String(change.by), tone: change.leader ? 'lead' : 'good' };
    case 'down':
      return { glyph: '▼', text: String(change.by), tone: 'bad' };
  }
}

/** The chart's lines: every player's running total in their colour, in the given (seat) order. */
export function chartSeries(history: readonly (readonly number[])[], looks: readonly PlayerLook[], order: readonly number[]): SeriesLine[] {
  const totals = runningTotals(history, looks.length);
  return order.flatMap((player) => {
    const look = looks[player];
    const values = totals[player];
    return look && values
      ? [{ label: look.name, color: look.color, values, ...(look.emblem === undefined ? {} : { emblem: look.emblem }) }]
      : [];
  });
}

/** The line under the standings title: the target, or the fixed rounds still to play (never below 0). */
export function matchGoal(options: { readonly target: number; readonly rounds: number | null }, roundsPlayed: number): MatchGoal {
  if (options.rounds === null) return { kind: 'target', n: options.target };
  return { kind: 'rounds-left', n: Math.max(0, options.rounds - roundsPlayed) };
}

/** Players who hold the best total (the leaders; the winners once the match is over). */
export function leaders(totals: readonly number[]): number[] {
  if (totals.length === 0) return [];
  const best = Math.max(...totals);
  return totals.flatMap((t, p) => (t === best ? [p] : []));
}

/** The value range the LineChart plots for these series and target (its own rule: 0 and 10 always, the target if any). */
export function chartRange(series: readonly SeriesLine[], target: number | null): { min: number; max: number } {
  const all = series.flatMap((s) => s.values);
  return { min: Math.min(0, ...all), max: Math.max(10, target ?? 0, ...all) };
}

/** The target to draw in the chart: only in a target match and once the leader is at least halfway there. */
export function chartTarget(
  options: { readonly target: number; readonly rounds: number | null },
  totals: readonly number[],
): number | null {
  if (options.rounds !== null) return null;
  return Math.max(0, ...totals) * 2 >= options.target ? options.target : null;
}

/**
 * The tallest plot height (at most `height`, at least 40% of it) at which the chart's end labels,
 * pushed `gap` apart downwards from their lines' last values, all end inside `height`.
 */
export function chartPlotHeight(ends: readonly number[], range: { min: number; max: number }, height: number, gap: number): number {
  const span = range.max - range.min;
  if (ends.length === 0 || span <= 0) return height;
  const fromTop = ends.map((v) => (range.max - v) / span).sort((a, b) => a - b);
  let h = height;
  fromTop.forEach((f, i) => {
    const below = (fromTop.length - 1 - i) * gap + gap / 2;
    if (f > 0) h = Math.min(h, (height - below) / f);
  });
  return Math.max(height * 0.4, h);
}

/** A chart label short enough for the chart's label margin: "Maximilian-Alexander" -> "Maximil…". */
export function shortLabel(name: string, max = 8): string {
  const chars = [...name];
  return chars.length <= max
    ? name
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
