/** The saves part of the session protocol: snapshot fields, the commands views send and the host's answers. */
import type { z } from 'zod';
import type {
  REPLAY_SPEEDS,
  backupOfferSchema,
  nightTableSchema,
  replayWatchSchema,
  replayNightSchema,
  resumeOfferSchema,
  savedPersonSchema,
  savesCommandSchema,
  savesReplySchema,
  savesViewSchema,
  storageNoticeSchema,
  uploadPartSchema,
} from './saves-schema';

export { REPLAY_SPEEDS, MAX_IMPORT_NAME, MAX_UPLOAD_CHARS } from './saves-schema';

/** One replay speed. */
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/** An interrupted game night that the lobby can resume. */
export type ResumeOffer = z.infer<typeof resumeOfferSchema>;

/** A person who played before, with the look they last played with. */
export type SavedPerson = z.infer<typeof savedPersonSchema>;

/** A damaged file's backup, offered for restoring. */
export type BackupOffer = z.infer<typeof backupOfferSchema>;

/** What happened to a saved file, shown until dismissed. Every notice has an English `text`; kinds are for i18n. */
export type StorageNotice = z.infer<typeof storageNoticeSchema>;

/** The saves fields of the snapshot. */
export type SavesView = z.infer<typeof savesViewSchema>;

/** The game night's table across its matches and games. */
export type NightTable = z.infer<typeof nightTableSchema>;

/** A replay being watched; the snapshot's stage, seats and game then show the replay, not a live match. */
export type ReplayWatch = z.infer<typeof replayWatchSchema>;

/** Commands a view sends as `{ t: 'saves', cmd }`. */
export type SavesCommand = z.infer<typeof savesCommandSchema>;

/** One piece of a file sent in several messages. */
export type UploadPart = z.infer<typeof uploadPartSchema>;

/** Largest text one message of `import-replay` should carry; larger files go in parts. */
export const UPLOAD_PART_CHARS = 12 * 1024;

/** One saves operation. */
export type SavesOp = SavesCommand['op'];

/** The host's answer to the view that sent a command, as `{ t: 'saves', reply }`; state changes come in snapshots. */
export type SavesReply = z.infer<typeof savesReplySchema>;

/** A saved game night as the replays screen lists it: its matches in order, each with its kept replays. */
export type ReplayNight = z.infer<typeof replayNightSchema>;
