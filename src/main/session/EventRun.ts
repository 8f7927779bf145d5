/** An event at the session's table: its next table as lobby seats, and a finished match's totals as the event's places. */
import { appendEntry, eventState } from '@shared/event/event';
import { eventView, type EventView } from '@shared/event/event-view';
import type { MatchFacts } from '@shared/game';
import type { EventFile } from '@shared/event/event-schema';
import type { BotLevelName, MatchOptions, Seat } from '@shared/seats';
import { emptySeats } from './lobby';

/** The lobby seats for the event's next table: seat i is the table's i-th entrant, a bot standing in until a person takes it over. */
export function eventSeats(file: EventFile, standIn: BotLevelName): Seat[] {
  const s = eventState(file);
  const table = s.table ?? [];
  return emptySeats().map((seat, i) => {
    const entrant = table[i];
    return entrant === undefined ? seat : { ...seat, kind: 'bot', botLevel: standIn, name: s.entrants[entrant] ?? seat.name };
  });
}

/**
 * Places for the event's table from a finished match: seat i holds table[i]; engine player p sat at `players[p]`.
 * A higher total is a better place; equal totals share it (1, 1, 3). Null when the match did not seat the table.
 */
export function eventPlaces(tableSize: number, players: readonly number[], totals: readonly number[]): number[] | null {
  const bySeat = new Array<number | undefined>(tableSize).fill(undefined);
  for (const [p, seat] of players.entries()) if (seat < tableSize) bySeat[seat] = totals[p];
  if (players.length !== tableSize || bySeat.some((t) => t === undefined)) return null;
  const known = bySeat.map((t) => t ?? 0);
  return known.map((t) => 1 + known.filter((o) => o > t).length);
}

/** An event run at the session's table: its file, where changes are saved, and the bot level standing in for entrants. */
export class EventRun {
  constructor(
    private file: EventFile,
    private readonly save: (file: EventFile) => void,
    private readonly standIn: BotLevelName,
  ) {}

  /** The lobby seats for the next table. */
  seats(): Seat[] {
    return eventSeats(this.file, this.standIn);
  }

  /** The match options of the event's games: the lobby's, with the event's rounds per game when it sets them. */
  matchOptions(lobby: MatchOptions): MatchOptions {
    const rounds = this.file.config.roundsPerGame;
    return rounds === undefined ? lobby : { ...lobby, rounds };
  }

  /**
   * Seats after a join: a person who takes over an entrant's seat plays as that entrant (the results are the
   * entrant's), so the seat keeps the entrant's name whatever name the controller brought.
   */
  keepEntrantNames(seats: readonly Seat[]): Seat[] {
    const table = this.seats();
    return seats.map((seat, i) => {
      const entrant = table[i];
      return seat.kind === 'person' && entrant?.kind === 'bot' ? { ...seat, name: entrant.name } : seat;
    });
  }

  /** The snapshot's `event` field. */
  view(): EventView {
    return eventView(this.file);
  }

  /** A match ended: when it was over and seated the event's table, its places are recorded and saved; else why not. */
  matchEnded(facts: MatchFacts, players: readonly number[]): string | null {
    const table = eventState(this.file).table;
    if (!facts.over || !table) return 'the match was not finished';
    const places = eventPlaces(table.length, players, facts.totals);
    if (!places) return 'the match did not seat the event table; no result recorded';
    const next = appendEntry(this.file, { kind: 'game', table: [...table], places });
    if (!next.ok) return `result refused: ${next.error}`;
    this.file = next.file;
    this.save(next.file);
    return null;
  }
}
