/**
 * The events folder: every event in its own file (`events/<id>.json`), replaced atomically with the previous good
 * version as its backup (JsonFile, as game nights are). A change is acknowledged once its save has resolved.
 */
import { join } from 'node:path';
import { appendEntry, eventState, type EventState } from '@shared/event/event';
import { eventFileSchema } from '@shared/event/event-file';
import type { EventEntry, EventFile } from '@shared/event/event-schema';
import { errorCode, savedNamesIn, shownPath } from './atomic-file';
import { JsonFileSet } from './JsonFile';

/** An event file that could not be loaded, and what was done about it. */
export interface DamagedEvent {
  readonly id: string;
  /** The file, as a path inside the data folder. */
  readonly file: string;
  readonly problem: string;
  /** Where the damaged file went (kept aside, never overwritten), inside the data folder. */
  readonly keptAs: string | null;
  /** True when its backup was good and is the event now. */
  readonly fromBackup: boolean;
}

const EVENT_FILE = /^([A-Za-z0-9_-]{1,80})\.json(\.bak)?$/;

/** Every event of the data folder, in memory and on disk. */
export class EventStore {
  private readonly files: JsonFileSet<EventFile>;
  private readonly events = new Map<string, EventFile>();
  /** Backups `load` is writing back in place of damaged files: id → the write (a failure is the error's code). */
  private readonly restoring = new Map<string, Promise<string | null>>();

  constructor(private readonly root: string) {
    this.files = new JsonFileSet<EventFile>(this.dir, eventFileSchema, 'event');
  }

  private get dir(): string {
    return join(this.root, 'events');
  }

  /** A path inside the data folder, as notices show it. */
  private shown(path: string): string {
    return shownPath(this.root, path);
  }

  /**
   * Loads every event; a damaged file is kept aside and its good backup used instead (and saved again). Interrupted
   * writes' temp files go.
   */
  load(now: Date): DamagedEvent[] {
    const ids = new Set(savedNamesIn(this.dir).flatMap((n) => EVENT_FILE.exec(n)?.[1] ?? []));
    const damaged: DamagedEvent[] = [];
    for (const id of [...ids].sort()) {
      const loaded = this.files.of(id).load(now);
      if (loaded.kind === 'ok') this.events.set(id, loaded.value);
      else if (loaded.kind === 'damaged') {
        if (loaded.backup) {
          this.events.set(id, loaded.backup);
          this.restoring.set(
            id,
            this.files
              .of(id)
              .save(loaded.backup)
              .then(
                () => null,
                (e: unknown) => errorCode(e),
              ),
          );
        }
        damaged.push({
          id,
          file: this.shown(this.files.of(id).path),
          problem: loaded.problem,
          keptAs: loaded.keptAs === null ? null : this.shown(loaded.keptAs),
          fromBackup: loaded.backup !== null,
        });
      }
    }
    return damaged;
  }

  /** Waits for the backups `load` writes back; the ids whose write failed, with why (their damaged file stays aside). */
  async restored(): Promise<{ id: string; problem: string }[]> {
    const failed: { id: string; problem: string }[] = [];
    for (const [id, write] of this.restoring) {
      const problem = await write;
      if (problem !== null) failed.push({ id, problem });
    }
    this.restoring.clear();
    return failed;
  }

  /** An event by id. */
  get(id: string): EventFile | null {
    return this.events.get(id) ?? null;
  }

  /** Every event, newest first. */
  list(): EventFile[] {
    return [...this.events.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  }

  /** The newest event that is not finished: the one a relaunch resumes. */
  unfinished(): EventFile | null {
    return this.list().find((e) => !eventState(e).finished) ?? null;
  }

  /** Saves a new event; resolves once it is on disk. */
  async create(file: EventFile): Promise<void> {
    if (this.events.has(file.id)) throw new Error(`there is an event ${file.id} already`);
    const checked = eventFileSchema.parse(file);
    this.events.set(file.id, checked);
    await this.files.of(file.id).save(checked);
  }

  /**
   * Adds an entry (a game's result, a join, ...). Refused entries change nothing and reject at once; an accepted one
   * is in memory at once and the promise resolves when it is on disk (acknowledged).
   */
  append(id: string, entry: EventEntry): { readonly state: EventState; readonly saved: Promise<void> } {
    const file = this.events.get(id);
    if (!file) throw new Error(`no event ${id}`);
    const next = appendEntry(file, entry);
    if (!next.ok) throw new Error(next.error);
    this.events.set(id, next.file);
    return { state: next.state, saved: this.files.of(id).save(next.file) };
  }

  /** Saves a changed event (checked by its schema: a log the rules refuse is never written); resolves once it is on disk. */
  async save(file: EventFile): Promise<void> {
    const checked = eventFileSchema.parse(file);
    this.events.set(file.id, checked);
    await this.files.of(file.id).save(checked);
  }

  /** Resolves when every queued save has finished. */
  async idle(): Promise<void> {
    await this.files.idle();
  }
}
