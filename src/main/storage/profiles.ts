/** Player profiles derived from the game nights: one record per name, so a lost profiles file loses nothing. */
import type { GameId } from '@shared/game';
import type { GameNight, GameRecord, HeadToHead, PlayerProfile, ProfileNight } from '@shared/night';
import { nameKey } from '@shared/names';
import type { SavedPerson } from '@shared/saves-protocol';
import { nightRecords } from './night-records';

/** Longest profile key a view accepts (playerProfileSchema). */
const MAX_KEY = 40;

/** The key of a name's profile: the one name key (names.ts: case and look-alikes folded), at most 40 characters. */
export function profileKey(name: string): string {
  const key = nameKey(name);
  return key.length <= MAX_KEY ? key : [...key].reduce((kept, ch) => (kept.length + ch.length <= MAX_KEY ? kept + ch : kept), '');
}

/**
 * Each player's profile key in one night. Two players of a night whose names compare the same (nights saved before
 * joins were checked) are never one person: the first keeps the key, each later one gets a profile of its own.
 */
function nightKeys(night: GameNight): string[] {
  const seen = new Set<string>();
  return night.players.map((player, p) => {
    const key = profileKey(player.name);
    if (key === '' || !seen.has(key)) {
      seen.add(key);
      return key;
    }
    return profileKey(`${key}#${p + 1}`);
  });
}

/** Matches, wins and rounds counted in one game (or over all games). */
interface Counts {
  games: number;
  wins: number;
  rounds: number;
  points: number;
  best: number | null;
}

interface Tally extends Counts {
  name: string;
  bot: boolean;
  versus: Map<string, { name: string; wins: number; losses: number; draws: number }>;
  nights: ProfileNight[];
  /** The same counts per game, in the order first played: a game's average never mixes in another's scoring. */
  byGame: Map<GameId, Counts>;
}

function countsOf(tally: Tally, game: GameId): Counts {
  let counts = tally.byGame.get(game);
  if (!counts) {
    counts = { games: 0, wins: 0, rounds: 0, points: 0, best: null };
    tally.byGame.set(game, counts);
  }
  return counts;
}

/** The tally of a name; `bot` is undefined when not known (a round played by a seat's earlier occupant). */
function tallyOf(tallies: Map<string, Tally>, key: string, name: string, bot: boolean | undefined): Tally {
  let tally = tallies.get(key);
  if (!tally) {
    tally = {
      name,
      bot: bot ?? false,
      games: 0,
      wins: 0,
      rounds: 0,
      points: 0,
      best: null,
      versus: new Map(),
      nights: [],
      byGame: new Map(),
    };
    tallies.set(key, tally);
  }
  tally.name = name.trim();
  if (bot !== undefined) tally.bot = bot;
  return tally;
}

function countRounds(tallies: Map<string, Tally>, night: GameNight, keys: readonly string[]): void {
  for (const round of night.rounds) {
    const roundKeys = nightKeys({ ...night, players: night.players.map((seat, p) => ({ ...seat, name: round.names[p] ?? seat.name })) });
    round.points.forEach((points, p) => {
      const seat = night.players[p];
      const name = round.names[p] ?? seat?.name ?? '';
      // The seat's own player keeps the night's key; an earlier occupant of the seat (a bot taken over) its round's.
      const same = seat !== undefined && profileKey(seat.name) === profileKey(name);
      const key = same ? (keys[p] ?? '') : (roundKeys[p] ?? '');
      const t = tallyOf(tallies, key, name, same ? seat.kind === 'bot' : undefined);
      for (const c of [t, countsOf(t, night.game)]) {
        c.rounds++;
        c.points += points;
        c.best = c.best === null ? points : Math.max(c.best, points);
      }
    });
  }
}

function countNight(tallies: Map<string, Tally>, night: GameNight, keys: readonly string[]): void {
  const totals = night.totals;
  night.players.forEach((player, p) => {
    const t = tallyOf(tallies, keys[p] ?? '', player.name, player.kind === 'bot');
    const total = totals[p] ?? 0;
    const won = night.status === 'over' && night.winners.includes(p);
    t.nights.push({
      night: night.id,
      game: night.game,
      startedAt: night.startedAt,
      status: night.status,
      scores: night.rounds.map((r) => r.points[p] ?? 0),
      total,
      place: 1 + totals.filter((other) => other > total).length,
      players: night.players.length,
      won,
    });
    if (night.status !== 'over') return;
    for (const c of [t, countsOf(t, night.game)]) {
      c.games++;
      if (won) c.wins++;
    }
    night.players.forEach((rival, q) => {
      const key = keys[q] ?? '';
      // An unnamed seat has no profile: no record against it (two unnamed seats are not one rival either).
      if (q === p || key === '' || key === keys[p]) return;
      const v = t.versus.get(key) ?? { name: rival.name.trim(), wins: 0, losses: 0, draws: 0 };
      const theirs = totals[q] ?? 0;
      if (total > theirs) v.wins++;
      else if (total < theirs) v.losses++;
      else v.draws++;
      v.name = rival.name.trim();
      t.versus.set(key, v);
    });
  });
}

/** The average round score, two decimals; null before the first round. */
function average(c: Counts): number | null {
  return c.rounds === 0 ? null : Math.round((c.points / c.rounds) * 100) / 100;
}

function gameRecords(t: Tally): GameRecord[] {
  return [...t.byGame.entries()].map(([game, c]) => ({ game, ...c, average: average(c) }));
}

function profileOf(key: string, t: Tally, nights: Pick<PlayerProfile, 'record' | 'gameNights'>): PlayerProfile {
  const headToHead: HeadToHead[] = [...t.versus.entries()]
    .map(([k, v]) => ({ key: k, name: v.name, wins: v.wins, losses: v.losses, draws: v.draws }))
    .sort((a, b) => a.key.localeCompare(b.key));
  return {
    key,
    name: t.name,
    bot: t.bot,
    games: t.games,
    wins: t.wins,
    rounds: t.rounds,
    points: t.points,
    average: average(t),
    best: t.best,
    headToHead,
    nights: [...t.nights].reverse(),
    byGame: gameRecords(t),
    ...nights,
  };
}

/** Every player's profile from the nights (the newest display name kept), sorted by key. */
export function buildProfiles(nights: readonly GameNight[]): PlayerProfile[] {
  const tallies = new Map<string, Tally>();
  const ordered = [...nights].sort((a, b) => a.startedAt.localeCompare(b.startedAt) || a.id.localeCompare(b.id));
  for (const night of ordered) {
    const keys = nightKeys(night);
    countRounds(tallies, night, keys);
    countNight(tallies, night, keys);
  }
  const records = nightRecords(ordered, profileKey);
  return [...tallies.entries()]
    .filter(([key]) => key !== '')
    .map(([key, t]) => profileOf(key, t, records.get(key) ?? { record: { nights: 0, won: 0, points: 0 }, gameNights: [] }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** The people of the nights (never bots, never unnamed seats), the most recent first, each with the look of their latest night. */
export function recentPeople(nights: readonly GameNight[], limit: number): SavedPerson[] {
  const newest = [...nights].sort((a, b) => b.savedAt.localeCompare(a.savedAt) || b.id.localeCompare(a.id));
  const seen = new Set<string>();
  const people: SavedPerson[] = [];
  for (const night of newest) {
    for (const p of night.players) {
      const key = profileKey(p.name);
      if (p.kind !== 'person' || key === '' || seen.has(key)) continue;
      seen.add(key);
      people.push({ name: p.name.trim(), color: p.color, back: p.back });
      if (people.length === limit) return people;
    }
  }
  return people;
}
