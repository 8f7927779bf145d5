/** The saves part of the session protocol: snapshot fields, the commands views send and the host's answers. */
import type { PlayerProfile, ReplayEntry } from './night';

/** Replay speeds a viewer offers. */
export const REPLAY_SPEEDS = [1, 2, 4] as const;

/** One replay speed. */
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/** An interrupted game night that the lobby can resume. */
export interface ResumeOffer {
  readonly night: string;
  readonly startedAt: string;
  readonly savedAt: string;
  /** Rounds completed; resuming deals round `rounds + 1`. */
  readonly rounds: number;
  readonly target: number;
  readonly roundLimit: number | null;
  /** In engine player order: lobby seat, name, colour index, total so far. */
  readonly players: readonly { readonly seat: number; readonly name: string; readonly color: number; readonly total: number }[];
}

/** A damaged file's backup, offered for restoring. */
export interface BackupOffer {
  /** When the backup was written, ISO 8601 (from the file itself when it says). */
  readonly savedAt: string;
  /** One line about what it holds, e.g. "4 rounds: Ana 52, Bo 40". */
  readonly summary: string;
}

/** What happened to a saved file, shown until dismissed. Every notice has an English `text`; kinds are for i18n. */
export type StorageNotice =
  | {
      readonly id: string;
      /** A file was corrupt, truncated, empty or unreadable: it is kept aside, never overwritten. */
      readonly kind: 'damaged';
      /** Path inside the data folder, e.g. `nights/2025-01-31-2015-ab12.json`. */
      readonly file: string;
      readonly problem: string;
      /** Where the damaged file was kept (inside the data folder); null when it could not be moved. */
      readonly keptAs: string | null;
      /** The last good version, offered with `restore-backup`; null when there is none. */
      readonly backup: BackupOffer | null;
      readonly text: string;
    }
  | {
      readonly id: string;
      /** Writing failed (disk full, no permission): the last good file stays; the next round tries again. */
      readonly kind: 'save-failed';
      readonly file: string;
      readonly problem: string;
      readonly text: string;
    }
  | {
      readonly id: string;
      /** A host setting had a bad value and uses its default; the file is kept (as `.bad` once a setting changes). */
      readonly kind: 'setting-reset';
      readonly setting: string;
      readonly problem: string;
      readonly text: string;
    }
  | {
      readonly id: string;
      /** Something was put right: a backup restored, the profiles rebuilt from the nights. */
      readonly kind: 'repaired';
      readonly file: string;
      readonly text: string;
    };

/** The saves fields of the snapshot. */
export interface SavesView {
  /** The night being played and saved after every round; null when no match runs (or for the demo). */
  readonly night: { readonly id: string; readonly rounds: number; readonly savedRounds: number } | null;
  /** The newest interrupted night, offered in the lobby; null when there is none or one is being resumed. */
  readonly resume: ResumeOffer | null;
  /** An accepted offer: the lobby holds its seats and options, and `start-match` continues it. */
  readonly resuming: ResumeOffer | null;
  readonly notices: readonly StorageNotice[];
}

/** A replay being watched; the snapshot's stage, seats and game then show the replay, not a live match. */
export interface ReplayWatch {
  readonly id: string;
  readonly title: string;
  readonly status: 'playing' | 'paused' | 'ended';
  readonly speed: ReplaySpeed;
  /** Frames shown so far and in all (a frame: the deal, a start call, an intent). */
  readonly step: number;
  readonly steps: number;
  /** Replay time now and at the end, in game ms; replay time runs `speed` times faster than the clock. */
  readonly at: number;
  readonly duration: number;
}

/** Commands a view sends as `{ t: 'saves', cmd }`. */
export type SavesCommand =
  /** Accept the resume offer: the lobby takes the night's seats and options (only in the lobby). */
  | { readonly op: 'resume-night'; readonly night: string }
  /** Put an interrupted night away (archived as `discarded`, never deleted). */
  | { readonly op: 'discard-night'; readonly night: string }
  /** Restore the backup a `damaged` notice offers. */
  | { readonly op: 'restore-backup'; readonly notice: string }
  | { readonly op: 'dismiss-notice'; readonly notice: string }
  | { readonly op: 'get-profiles' }
  | { readonly op: 'list-replays' }
  /** `json`: answer with the file's text; `file`: the host asks where to write it (app only). */
  | { readonly op: 'export-replay'; readonly replay: string; readonly to: 'json' | 'file' }
  /**
   * A replay file's text; `name` titles it. A file larger than one message goes in `part`s of one `upload` id,
   * in order (index 0 to count - 1); each part but the last is answered with `uploading`.
   */
  | { readonly op: 'import-replay'; readonly json: string; readonly name?: string; readonly part?: UploadPart }
  /** The host asks which file to import (app only; any size). */
  | { readonly op: 'import-replay-file' }
  /** Watch a replay (only in the lobby): it starts playing at 1x. */
  | { readonly op: 'watch-replay'; readonly replay: string }
  | { readonly op: 'watch-control'; readonly action: 'play' | 'pause' | 'restart' | 'close' }
  | { readonly op: 'watch-speed'; readonly speed: ReplaySpeed };

/** One piece of a file sent in several messages. */
export interface UploadPart {
  readonly upload: string;
  readonly index: number;
  readonly count: number;
}

/** Longest title an import may give a replay (`import-replay`'s `name`). */
export const MAX_IMPORT_NAME = 80;

/** Largest text one message of `import-replay` should carry; larger files go in parts. */
export const UPLOAD_PART_CHARS = 12 * 1024;

/** Largest file an upload may assemble. */
export const MAX_UPLOAD_CHARS = 8 * 1024 * 1024;

/** One saves operation. */
export type SavesOp = SavesCommand['op'];

/** The host's answer to the view that sent a command, as `{ t: 'saves', reply }`; state changes come in snapshots. */
export type SavesReply =
  | { readonly kind: 'profiles'; readonly profiles: readonly PlayerProfile[] }
  | { readonly kind: 'replays'; readonly replays: readonly ReplayEntry[] }
  | {
      readonly kind: 'exported';
      readonly replay: string;
      readonly fileName: string;
      readonly json: string | null;
      readonly path: string | null;
    }
  | { readonly kind: 'imported'; readonly entry: ReplayEntry }
  /** A part of an upload arrived; the file is imported when all `count` parts are in. */
  | { readonly kind: 'uploading'; readonly upload: string; readonly received: number; readonly count: number }
  /** Also for a chooser the user closed: `error` says so. */
  | { readonly kind: 'failed'; readonly op: SavesOp; readonly error: string };
