/** Starting an event from the command line: a new one from an entrant list, or the newest unfinished one resumed. */
import { randomInt } from 'node:crypto';
import { basename } from 'node:path';
import { parseEntrants } from '@shared/event/entrants';
import { eventState } from '@shared/event/event';
import { createEvent } from '@shared/event/event-file';
import type { EventFormat } from '@shared/event/event-schema';
import type { Session } from '../session/Session';
import { errorCode, fileStamp, readText } from './atomic-file';
import { EventStore } from './EventStore';
import { damagedEventNotice, saveFailedNotice, type NoticeDraft } from './notices';

/** Points by place for events started here: 10, 7, 5, 4, 3, 2, 1, then 0. */
export const DEFAULT_EVENT_POINTS = [10, 7, 5, 4, 3, 2, 1];

/** Rounds per game of events started here: a party of 30 plays 8 games, each one round long. */
export const DEFAULT_EVENT_ROUNDS = 1;
/** Games each entrant plays in a round robin started here (open table: games in a row), unless told. */
export const DEFAULT_EVENT_GAMES = 3;

/** What to start: an entrant list file (`.csv` read as CSV, anything else one name per line) or `resume`. */
export interface EventLaunch {
  readonly source: string;
  readonly format: EventFormat['kind'];
  /** Round robin: games each entrant plays; open table: most games in a row (DEFAULT_EVENT_GAMES unless given). */
  readonly games?: number;
  /** Rounds in each game (DEFAULT_EVENT_ROUNDS unless given). */
  readonly roundsPerGame?: number;
}

function formatOf(kind: EventFormat['kind'], games: number): EventFormat {
  if (kind === 'round-robin') return { kind, gamesEach: games, seed: randomInt(0, 2 ** 31) };
  if (kind === 'winner-stays') return { kind, keep: 6 };
  return { kind, maxStay: games };
}

/**
 * Starts (or resumes) the event at the session's table, saved in `<root>/events`; an error sentence when it cannot.
 * Every event file set aside (damaged, replaced by its backup, unreadable) and every failed save becomes a notice.
 */
export async function launchEvent(
  session: Session,
  root: string,
  launch: EventLaunch,
  log: (line: string) => void,
  notify: (draft: NoticeDraft) => void = () => undefined,
): Promise<string | null> {
  const store = new EventStore(root);
  for (const d of store.load(new Date())) {
    log(`event ${d.id}: ${d.problem}${d.fromBackup ? ' (its backup is used)' : ''}`);
    notify(damagedEventNotice(d.file, d.problem, d.keptAs, d.fromBackup));
  }
  // A backup used in place of a damaged file is written back before the event goes on from it.
  for (const f of await store.restored()) {
    log(`event ${f.id}: its backup could not be written back: ${f.problem}`);
    notify(saveFailedNotice(`events/${f.id}.json`, f.problem));
  }
  let file = launch.source === 'resume' ? store.unfinished() : null;
  if (launch.source === 'resume' && !file) return 'no unfinished event to resume';
  if (!file) {
    const read = readText(launch.source);
    if (read.kind !== 'text') return `the entrant list ${launch.source} cannot be read`;
    const parsed = parseEntrants(read.text, launch.source.toLowerCase().endsWith('.csv') ? 'csv' : 'lines');
    for (const p of parsed.problems) log(`entrant list line ${p.line} skipped (${p.problem}): ${p.text}`);
    if (!parsed.ok) return parsed.error;
    const now = new Date();
    const made = createEvent(`event-${fileStamp(now)}`, now.toISOString(), {
      name:
        basename(launch.source)
          .replace(/\.[^.]*$/, '')
          .slice(0, 60) || 'Event',
      seats: 12,
      points: DEFAULT_EVENT_POINTS,
      maxGames: null,
      entrants: [...parsed.names],
      roundsPerGame: launch.roundsPerGame ?? DEFAULT_EVENT_ROUNDS,
      format: formatOf(launch.format, launch.games ?? DEFAULT_EVENT_GAMES),
    });
    if (!made.ok) return made.error;
    await store.create(made.file);
    file = made.file;
  }
  // The session shows a result once this resolves; a failure is a notice and a log line, and the session tries again.
  const save = (next: typeof file): Promise<void> =>
    store.save(next).catch((e: unknown) => {
      const problem = errorCode(e);
      log(`event ${next.id} could not be saved: ${problem}`);
      notify(saveFailedNotice(`events/${next.id}.json`, problem));
      throw e;
    });
  const refused = session.runEvent(file, save);
  if (refused !== null) return refused;
  log(`event ${file.id}: ${eventState(file).games.length} games played, ${eventState(file).entrants.length} entrants`);
  return null;
}
