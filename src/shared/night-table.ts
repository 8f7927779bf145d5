/**
 * A game night across its matches: which night a saved match belongs to, and the night's table. Each match gives
 * night points by placing, so matches of different games (and different scoring) count alike: one point for every
 * player finished ahead of, equal totals sharing a place (at 4 players: 1st 3, 2nd 2, 3rd 1, 4th 0). A match ended
 * early with "End match" is listed with its places as they stood but gives no night points: whoever ends it could
 * otherwise lock in a lead, and a one-round match would weigh as much as a full one.
 */
import type { GameNight } from './night';
import { nameKey } from './names';
import { MAX_NIGHT_MATCHES, MAX_NIGHT_ROWS } from './saves-schema';
import type { NightTable } from './saves-protocol';

/** The night a saved match is part of; a match saved before nights spanned several matches is a night of its own. */
export function nightOf(match: Pick<GameNight, 'id' | 'partOf'>): string {
  return match.partOf ?? match.id;
}

/** Places by total, highest first: 1 + the number of players with a higher total (equal totals share a place). */
export function placesOf(totals: readonly number[]): number[] {
  return totals.map((t) => 1 + totals.filter((u) => u > t).length);
}

/** Night points of each place: one for every player with a lower total. */
export function nightPointsOf(totals: readonly number[]): number[] {
  return totals.map((t) => totals.filter((u) => u < t).length);
}

interface Tally {
  name: string;
  color: number;
  points: number;
  wins: number;
  places: (number | null)[];
}

/** The matches a night's table counts: those of `night` with a round, not put away, in the order started (the latest ones). */
export function nightMatches(matches: readonly GameNight[], night: string): GameNight[] {
  return matches
    .filter((m) => nightOf(m) === night && m.rounds.length > 0 && m.status !== 'discarded')
    .sort((a, b) => a.startedAt.localeCompare(b.startedAt) || a.id.localeCompare(b.id))
    .slice(-MAX_NIGHT_MATCHES);
}

/** The names in first place of a night's table; none while no match of it has given night points (all ended early). */
export function nightWinners(table: NightTable): string[] {
  if (table.matches.every((m) => m.ended)) return [];
  const top = table.rows[0]?.points ?? 0;
  return table.rows.filter((r) => r.points === top).map((r) => r.name);
}

/**
 * The table of the night `night` from the saved matches: those that belong to it with at least one round, in the
 * order started; `live` names the match being played (counted as it stands). Null when no such match exists.
 */
export function nightTable(matches: readonly GameNight[], night: string, live: string | null): NightTable | null {
  const own = nightMatches(matches, night);
  if (own.length === 0) return null;
  const people = new Map<string, Tally>();
  own.forEach((match, m) => {
    const places = placesOf(match.totals);
    const counted = match.status !== 'ended';
    const points = counted ? nightPointsOf(match.totals) : match.totals.map(() => 0);
    match.players.forEach((player, p) => {
      // The name they played the last round under (a person may have taken over a bot's seat).
      const name = match.rounds.at(-1)?.names[p] ?? player.name;
      const key = nameKey(name);
      const tally = people.get(key) ?? { name, color: player.color, points: 0, wins: 0, places: own.map(() => null) };
      tally.name = name;
      tally.color = player.color;
      tally.points += points[p] ?? 0;
      tally.wins += counted && places[p] === 1 ? 1 : 0;
      tally.places[m] = places[p] ?? null;
      people.set(key, tally);
    });
  });
  const rows = [...people.values()]
    .sort((a, b) => b.points - a.points || b.wins - a.wins || a.name.localeCompare(b.name))
    .slice(0, MAX_NIGHT_ROWS);
  return {
    matches: own.map((m) => ({ game: m.game, rounds: m.rounds.length, live: m.id === live, ended: m.status === 'ended' })),
    rows,
  };
}
