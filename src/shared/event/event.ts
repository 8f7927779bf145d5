/**
 * The event model: pure and deterministic. An event is its settings plus a log; replaying the log gives the table to
 * play now, who waits (in order), who is up next and whether the event is over.
 */
import type { z } from 'zod';
import { eventEntrySchema, MAX_ENTRANTS, nameKey, type EventConfig, type EventEntry, type EventFile, type EventGame } from './event-schema';
import { roundRobinSchedule } from './round-robin';

/** Where an event stands after its log. */
export interface EventState {
  /** Every entrant's name, listed ones first, then late joiners; an entrant's number is its index here. */
  readonly entrants: readonly string[];
  /** Entrants who withdrew. */
  readonly withdrawn: readonly number[];
  /** The games played, in order. */
  readonly games: readonly EventGame[];
  /** The entrants to seat for the next game, in seat order; null when the event is over or too few remain. */
  readonly table: readonly number[] | null;
  /** Who waits, first up first. */
  readonly queue: readonly number[];
  /** The table after `table` as far as it is known now (the round robin's next one; otherwise the queue's front). */
  readonly upNext: readonly number[];
  /** No more games: every round-robin table played, the game limit reached, or the host closed it. */
  readonly finished: boolean;
}

/** The state after a log, or the first entry the rules refuse and why. */
export type Replayed =
  { readonly ok: true; readonly state: EventState } | { readonly ok: false; readonly at: number; readonly error: string };

interface Working {
  entrants: string[];
  withdrawn: Set<number>;
  games: EventGame[];
  table: number[];
  queue: number[];
  /** Games each entrant has played in a row at the table (open table). */
  streak: Map<number, number>;
  closed: boolean;
}

/** Is this a valid set of places for a table (standard competition ranking: 1, 1, 3 for a tie at the top)? */
export function placesError(places: readonly number[]): string | null {
  for (const [i, p] of places.entries()) {
    const better = places.filter((q) => q < p).length;
    if (p !== better + 1)
      return `seat ${i + 1}'s place ${p} does not fit the others (${places.join(', ')}): ties share a place, the next place skips`;
  }
  return null;
}

/** Points for a place under the event's settings. */
export function pointsFor(config: EventConfig, place: number): number {
  return config.points[place - 1] ?? 0;
}

function fill(w: Working, seats: number): void {
  while (w.table.length < seats && w.queue.length > 0) w.table.push(w.queue.shift() as number);
}

/** Recent schedules: a schedule is a pure function of four numbers, and every replay of a long log needs it. */
const schedules = new Map<string, number[][]>();

function scheduleOf(config: EventConfig): number[][] {
  if (config.format.kind !== 'round-robin') return [];
  const { gamesEach, seed } = config.format;
  const key = `${config.entrants.length}/${config.seats}/${gamesEach}/${seed}`;
  const known = schedules.get(key);
  if (known) return known;
  const made = roundRobinSchedule(config.entrants.length, config.seats, gamesEach, seed);
  if (schedules.size >= 8) schedules.delete(schedules.keys().next().value ?? '');
  schedules.set(key, made);
  return made;
}

function maxGamesReached(config: EventConfig, games: number): boolean {
  return config.format.kind !== 'round-robin' && config.maxGames !== null && games >= config.maxGames;
}

/** Applies one entry; an error says why the rules refuse it. */
function apply(config: EventConfig, schedule: number[][], w: Working, entry: EventEntry): string | null {
  const rr = config.format.kind === 'round-robin';
  const over = w.closed || (rr ? w.games.length >= schedule.length : maxGamesReached(config, w.games.length));
  if (entry.kind === 'close') {
    if (w.closed) return 'the event is closed already';
    w.closed = true;
    return null;
  }
  if (over) return 'the event is over';
  if (entry.kind !== 'game' && rr) return `a round robin has a fixed list of entrants: no ${entry.kind} once it has begun`;
  switch (entry.kind) {
    case 'join': {
      if (w.entrants.length >= MAX_ENTRANTS) return `an event takes at most ${MAX_ENTRANTS} entrants`;
      const key = nameKey(entry.name);
      if (w.entrants.some((n) => nameKey(n) === key)) return `"${entry.name}" is an entrant already`;
      w.entrants.push(entry.name);
      w.queue.push(w.entrants.length - 1);
      fill(w, config.seats);
      return null;
    }
    case 'withdraw':
    case 'stand-up': {
      const e = entry.entrant;
      if (e >= w.entrants.length || w.withdrawn.has(e)) return `entrant ${e + 1} is not in the event`;
      if (entry.kind === 'stand-up' && !w.table.includes(e)) return `${w.entrants[e] ?? e} is not at the table`;
      w.table = w.table.filter((x) => x !== e);
      w.queue = w.queue.filter((x) => x !== e);
      w.streak.delete(e);
      if (entry.kind === 'withdraw') w.withdrawn.add(e);
      else w.queue.push(e);
      fill(w, config.seats);
      return null;
    }
    case 'game':
      return applyGame(config, schedule, w, entry);
  }
}

function applyGame(config: EventConfig, schedule: number[][], w: Working, game: EventGame): string | null {
  const expected = config.format.kind === 'round-robin' ? (schedule[w.games.length] ?? []) : w.table;
  if (expected.length < 2) return 'fewer than 2 entrants are left to play';
  if (game.table.length !== expected.length || game.table.some((e, i) => e !== expected[i])) {
    const names = (t: readonly number[]): string => t.map((e) => w.entrants[e] ?? `#${e}`).join(', ');
    return `game ${w.games.length + 1} was played by ${names(game.table)}, but the event seated ${names(expected)}`;
  }
  if (game.places.length !== game.table.length)
    return `${game.table.length} players need ${game.table.length} places, not ${game.places.length}`;
  const bad = placesError(game.places);
  if (bad !== null) return bad;
  w.games.push(game);
  if (config.format.kind === 'round-robin') return null;
  // Best place first; seat order breaks ties, so the outcome never depends on sort stability.
  const order = game.table
    .map((e, seat) => ({ e, seat, place: game.places[seat] as number }))
    .sort((a, b) => a.place - b.place || a.seat - b.seat);
  let leaving: number[];
  if (config.format.kind === 'winner-stays') {
    leaving = order.slice(config.format.keep).map((o) => o.e);
  } else {
    for (const e of game.table) w.streak.set(e, (w.streak.get(e) ?? 0) + 1);
    const limit = config.format.maxStay;
    leaving = order.filter((o) => (w.streak.get(o.e) ?? 0) >= limit).map((o) => o.e);
  }
  for (const e of leaving) w.streak.delete(e);
  w.queue.push(...leaving);
  // The ones who stay keep their seats; each freed seat goes to the queue's front, in seat order.
  w.table = w.table.map((e) => (leaving.includes(e) ? (w.queue.shift() as number) : e));
  return null;
}

function view(config: EventConfig, schedule: number[][], w: Working): EventState {
  const rr = config.format.kind === 'round-robin';
  const finished = w.closed || (rr ? w.games.length >= schedule.length : maxGamesReached(config, w.games.length));
  const withdrawn = [...w.withdrawn].sort((a, b) => a - b);
  if (rr) {
    const upcoming = finished ? [] : schedule.slice(w.games.length);
    const table = upcoming[0] ?? null;
    const queue: number[] = [];
    for (const t of upcoming.slice(1)) for (const e of t) if (!queue.includes(e) && !table?.includes(e)) queue.push(e);
    return { entrants: w.entrants, withdrawn, games: w.games, table, queue, upNext: upcoming[1] ?? [], finished };
  }
  const table = finished || w.table.length < 2 ? null : [...w.table];
  const upNext = w.queue.slice(
    0,
    config.format.kind === 'winner-stays' ? config.seats - config.format.keep : Math.min(config.seats, w.queue.length),
  );
  return { entrants: w.entrants, withdrawn, games: w.games, table, queue: [...w.queue], upNext, finished };
}

/** Replays an event's log from its settings. */
export function replayEvent(config: EventConfig, log: readonly EventEntry[]): Replayed {
  const schedule = scheduleOf(config);
  const n = config.entrants.length;
  const first = config.format.kind === 'round-robin' ? [] : Array.from({ length: Math.min(n, config.seats) }, (_, i) => i);
  const w: Working = {
    entrants: [...config.entrants],
    withdrawn: new Set(),
    games: [],
    table: first,
    queue: config.format.kind === 'round-robin' ? [] : Array.from({ length: n - first.length }, (_, i) => first.length + i),
    streak: new Map(),
    closed: false,
  };
  for (const [at, entry] of log.entries()) {
    const error = apply(config, schedule, w, entry);
    if (error !== null) return { ok: false, at, error };
  }
  return { ok: true, state: view(config, schedule, w) };
}

/** The state of a saved event (its file was checked, so its log replays). */
export function eventState(file: EventFile): EventState {
  const r = replayEvent(file.config, file.log);
  if (!r.ok) throw new Error(`event ${file.id}: entry ${r.at + 1}: ${r.error}`);
  return r.state;
}

/** The event with one more log entry (checked by its schema, then by the rules), or why it is refused (nothing changes). */
export function appendEntry(
  file: EventFile,
  entry: z.input<typeof eventEntrySchema>,
): { ok: true; file: EventFile; state: EventState } | { ok: false; error: string } {
  const parsed = eventEntrySchema.safeParse(entry);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `${issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue?.message ?? 'bad entry'}` };
  }
  const log = [...file.log, parsed.data];
  const r = replayEvent(file.config, log);
  if (!r.ok) return { ok: false, error: r.error };
  return { ok: true, file: { ...file, log }, state: r.state };
}

/** Records a game's result: places for the entrants of the table the event seated, in seat order. */
export function recordGame(file: EventFile, table: readonly number[], places: readonly number[], at?: string) {
  return appendEntry(file, { kind: 'game', table: [...table], places: [...places], ...(at === undefined ? {} : { at }) });
}
