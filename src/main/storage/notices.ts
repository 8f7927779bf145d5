/** Storage notices: what happened to a saved file, worded once here, shown in the snapshot until dismissed. */
import type { GameNight } from '@shared/night';
import { fitText, fitWhen, TEXT_LIMITS } from '@shared/fit-text';
import type { BackupOffer, StorageNotice } from '@shared/saves-protocol';

type WithoutId<N> = N extends StorageNotice ? Omit<N, 'id'> : never;

/** A notice before it gets its id. */
export type NoticeDraft = WithoutId<StorageNotice>;

/** The offer for a night's backup: when it was saved and what it holds. */
export function nightBackupOffer(night: GameNight): BackupOffer {
  const totals = night.players.map((p, i) => `${p.name} ${night.totals[i] ?? 0}`).join(', ');
  return { savedAt: night.savedAt, summary: `${night.rounds.length} round${night.rounds.length === 1 ? '' : 's'}: ${totals}` };
}

/** A night file that could not be loaded. */
export function damagedNightNotice(file: string, problem: string, keptAs: string | null, backup: BackupOffer | null): NoticeDraft {
  const kept = keptAs === null ? 'It was left where it is, untouched.' : `It is kept as ${keptAs}.`;
  const offer =
    backup === null
      ? 'No good backup was found; nothing was overwritten.'
      : `A backup from ${backup.savedAt} can be restored (${backup.summary}).`;
  return {
    kind: 'damaged',
    file,
    problem,
    keptAs,
    backup,
    text: `The game night file ${file} could not be used: ${problem}. ${kept} ${offer}`,
  };
}

/** The profiles file could not be loaded; the profiles come from the nights instead. */
export function damagedProfilesNotice(file: string, problem: string, keptAs: string | null): NoticeDraft {
  const kept = keptAs === null ? 'It was left where it is.' : `It is kept as ${keptAs}.`;
  return {
    kind: 'damaged',
    file,
    problem,
    keptAs,
    backup: null,
    text: `The player profiles file could not be used: ${problem}. ${kept} The profiles were rebuilt from the saved game nights.`,
  };
}

/** An event file that could not be loaded: its good backup is the event now, or there is none and the event is not offered. */
export function damagedEventNotice(file: string, problem: string, keptAs: string | null, fromBackup: boolean): NoticeDraft {
  const kept = keptAs === null ? 'It was left where it is.' : `It is kept as ${keptAs}.`;
  const outcome = fromBackup
    ? 'Its backup is used instead: the last result saved before it may be missing.'
    : 'No good backup was found, so this event cannot be resumed; nothing was overwritten.';
  return {
    kind: 'damaged',
    file,
    problem,
    keptAs,
    backup: null,
    text: `The event file ${file} could not be used: ${problem}. ${kept} ${outcome}`,
  };
}

/** A round's replay that a night lists but that is not in the replays folder. */
export function missingReplayNotice(night: string, round: number, replay: string): NoticeDraft {
  return {
    kind: 'damaged',
    file: `replays/${replay}.json`,
    problem: 'the file is missing',
    keptAs: null,
    backup: null,
    text: `The replay of round ${round} of game night ${night} (replays/${replay}.json) is missing; that round cannot be watched.`,
  };
}

/** A replay file that cannot be used. */
export function damagedReplayNotice(file: string, problem: string): NoticeDraft {
  return {
    kind: 'damaged',
    file,
    problem,
    keptAs: null,
    backup: null,
    text: `The replay ${file} cannot be watched: ${problem}. It is left as it is.`,
  };
}

/** Writing failed; the last good version stays. */
export function saveFailedNotice(file: string, problem: string): NoticeDraft {
  return {
    kind: 'save-failed',
    file,
    problem,
    text: `Could not save ${file}: ${problem}. The last saved version is kept; the next round tries again.`,
  };
}

/** Something was put right. */
export function repairedNotice(file: string, text: string): NoticeDraft {
  return { kind: 'repaired', file, text };
}

/** Most notices on show at once (the view-side schema's limit); older ones are dropped and counted. */
export const MAX_NOTICES = 100;

const long = (text: string): string => fitText(text, TEXT_LIMITS.noticeText);

/** A notice with every text shortened to what the view-side schema allows. */
export function fitNotice(draft: NoticeDraft): NoticeDraft {
  switch (draft.kind) {
    case 'damaged':
      return {
        ...draft,
        file: long(draft.file),
        problem: long(draft.problem),
        keptAs: draft.keptAs === null ? null : long(draft.keptAs),
        backup: draft.backup === null ? null : { savedAt: fitWhen(draft.backup.savedAt), summary: long(draft.backup.summary) },
        text: long(draft.text),
      };
    case 'save-failed':
      return { ...draft, file: long(draft.file), problem: long(draft.problem), text: long(draft.text) };
    case 'setting-reset':
      return { ...draft, setting: fitText(draft.setting, TEXT_LIMITS.setting), problem: long(draft.problem), text: long(draft.text) };
    case 'repaired':
      return { ...draft, file: long(draft.file), text: long(draft.text) };
  }
}

const DROPPED_ID = 'notice-dropped';

/** The notices on show, each with an id a view can dismiss (and a damaged night's backup to restore). */
export class NoticeBoard {
  private list: StorageNotice[] = [];
  private count = 0;
  /** Notices dropped to keep the list within MAX_NOTICES; one notice on top says how many. */
  private dropped = 0;

  /** Adds a notice (its texts shortened to fit); returns its id. Past MAX_NOTICES the oldest go and are counted. */
  add(draft: NoticeDraft): string {
    const id = `notice-${++this.count}`;
    const own = this.list.filter((n) => n.id !== DROPPED_ID);
    own.push({ ...fitNotice(draft), id });
    const room = MAX_NOTICES - 1;
    if (own.length > room && (this.dropped > 0 || own.length > MAX_NOTICES)) {
      this.dropped += own.length - room;
      own.splice(0, own.length - room);
    }
    this.list = this.dropped > 0 ? [this.droppedNotice(), ...own] : own;
    return id;
  }

  private droppedNotice(): StorageNotice {
    const n = this.dropped;
    return {
      id: DROPPED_ID,
      kind: 'repaired',
      file: 'notices',
      text: `${n} older notice${n === 1 ? ' was' : 's were'} dropped: at most ${MAX_NOTICES} are shown, the newest kept.`,
    };
  }

  /** One notice by id. */
  get(id: string): StorageNotice | undefined {
    return this.list.find((n) => n.id === id);
  }

  /** Removes a notice; false when there is no such notice. */
  remove(id: string): boolean {
    const before = this.list.length;
    this.list = this.list.filter((n) => n.id !== id);
    if (id === DROPPED_ID && this.list.length !== before) this.dropped = 0;
    return this.list.length !== before;
  }

  /** Every notice, oldest first (the count of dropped ones before them). */
  all(): readonly StorageNotice[] {
    return this.list;
  }
}
