/** An event at the session's table: its next table as lobby seats, and a finished match's totals as the event's places. */
import { appendEntry, eventState } from '@shared/event/event';
import { eventView, type EventView } from '@shared/event/event-view';
import type { GameId, MatchFacts } from '@shared/game';
import { withGameValues } from '@shared/match-options';
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

/** Where an event's changes go: resolves once the file is on disk (durable), rejects when it could not be written. */
export type EventSave = (file: EventFile) => Promise<void>;

/**
 * An event run at the session's table: its file, where changes are saved, and the bot level standing in for entrants.
 * A result counts only once its save has resolved: until then every view is shown the event as last saved, the next
 * table is not seated and no match can start (a kill before the save then loses nothing any view was shown).
 */
export class EventRun {
  /** The event as last saved: what every view is shown. */
  private durable: EventFile;
  /** A result being saved, or one whose save failed (tried again when the next match is asked for). */
  private pending: { readonly file: EventFile; failed: string | null } | null = null;

  constructor(
    private file: EventFile,
    private readonly save: EventSave,
    private readonly standIn: BotLevelName,
    /** Told when a save resolved (the result now counts) or failed (the sentence says why). */
    private readonly settled: (failed: string | null) => void = () => undefined,
  ) {
    this.durable = file;
  }

  /** The lobby seats for the next table (of the event as saved). */
  seats(): Seat[] {
    return eventSeats(this.durable, this.standIn);
  }

  /** Why no match may start now (the last result is not on disk yet), or null. A failed save is tried again here. */
  blocked(): string | null {
    const pending = this.pending;
    if (!pending) return null;
    if (pending.failed === null) return "the event's last result is still being saved";
    const why = pending.failed;
    this.write(pending.file);
    return `the event's last result could not be saved (${why}); saving it again`;
  }

  /** The match options of the event's games: the lobby's, with the event's rounds per game when it sets them (and the game has rounds). */
  matchOptions(lobby: MatchOptions, game: GameId): MatchOptions {
    const rounds = this.file.config.roundsPerGame;
    return rounds === undefined ? lobby : withGameValues(lobby, game, { rounds });
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

  /** The snapshot's `event` field: the event as saved. */
  view(): EventView {
    return eventView(this.durable);
  }

  /**
   * A match ended: when it was over and seated the event's table, its places are recorded and saved (they count, and
   * the next table is seated, once the save resolves: `settled` says when); else why not.
   */
  matchEnded(facts: MatchFacts, players: readonly number[]): string | null {
    const table = eventState(this.file).table;
    if (!facts.over || !table) return 'the match was not finished';
    const places = eventPlaces(table.length, players, facts.totals);
    if (!places) return 'the match did not seat the event table; no result recorded';
    const next = appendEntry(this.file, { kind: 'game', table: [...table], places });
    if (!next.ok) return `result refused: ${next.error}`;
    this.file = next.file;
    this.write(next.file);
    return null;
  }

  private write(file: EventFile): void {
    const pending = { file, failed: null as string | null };
    this.pending = pending;
    let saved: Promise<void>;
    try {
      saved = this.save(file);
    } catch (e) {
      saved = Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
    saved.then(
      () => {
        if (this.pending !== pending) return;
        this.pending = null;
        this.durable = file;
        this.settled(null);
      },
      (e: unknown) => {
        if (this.pending !== pending) return;
        pending.failed = e instanceof Error ? e.message : String(e);
        this.settled(pending.failed);
      },
    );
  }
}
