/** An event's leaderboard (points by place, wins, games played) and its results as CSV. */
import { toCsv } from './csv';
import type { EventConfig } from './event-schema';
import { pointsFor, type EventState } from './event';

/** One leaderboard line. */
export interface Standing {
  /** 1-based; entrants level on points and wins share a rank. */
  readonly rank: number;
  readonly entrant: number;
  readonly name: string;
  readonly points: number;
  readonly wins: number;
  readonly games: number;
}

/** Everyone with their totals, best first: points, then wins, then fewer games, then the order they were listed. */
export function leaderboard(config: EventConfig, state: EventState): Standing[] {
  const totals = state.entrants.map((name, entrant) => ({ entrant, name, points: 0, wins: 0, games: 0 }));
  for (const game of state.games) {
    for (const [seat, e] of game.table.entries()) {
      const t = totals[e];
      const place = game.places[seat];
      if (!t || place === undefined) continue;
      t.points += pointsFor(config, place);
      t.games++;
      if (place === 1) t.wins++;
    }
  }
  const sorted = totals.sort((a, b) => b.points - a.points || b.wins - a.wins || a.games - b.games || a.entrant - b.entrant);
  const ranked: Standing[] = [];
  for (const [i, t] of sorted.entries()) {
    const prev = ranked[i - 1];
    const level = prev !== undefined && prev.points === t.points && prev.wins === t.wins;
    ranked.push({ ...t, rank: level ? prev.rank : i + 1 });
  }
  return ranked;
}

/** The leaderboard columns, in CSV order. */
export const LEADERBOARD_COLUMNS = ['rank', 'name', 'points', 'wins', 'games'] as const;

/** The leaderboard as CSV (RFC 4180): a header line, then one line per entrant. */
export function leaderboardCsv(config: EventConfig, state: EventState): string {
  return toCsv([[...LEADERBOARD_COLUMNS], ...leaderboard(config, state).map((s) => [s.rank, s.name, s.points, s.wins, s.games])]);
}

/** The games columns, in CSV order. */
export const GAMES_COLUMNS = ['game', 'seat', 'name', 'place', 'points'] as const;

/** Every game's result as CSV (RFC 4180): one line per player per game. */
export function gamesCsv(config: EventConfig, state: EventState): string {
  const rows: (string | number)[][] = [[...GAMES_COLUMNS]];
  for (const [g, game] of state.games.entries()) {
    for (const [seat, e] of game.table.entries()) {
      const place = game.places[seat] ?? 0;
      rows.push([g + 1, seat + 1, state.entrants[e] ?? '', place, pointsFor(config, place)]);
    }
  }
  return toCsv(rows);
}
