/** Validation of the saves messages and snapshot fields (saves-protocol.ts) at the session boundary. */
import { z } from 'zod';
import { gameIdSchema } from './game';
import { MAX_NIGHT_MATCHES, MAX_NIGHT_ROWS, playerProfileSchema, replayEntrySchema as replayEntry, saveIdSchema } from './night-schema';
import { MAX_PLAYERS } from './games/ligretto/options';
import { REPLAY_LIMITS } from './replay-limits';
import { CARD_BACKS, PLAYER_COLORS, SEAT_COUNT } from './seats';

/** Replay speeds a viewer offers. */
export const REPLAY_SPEEDS = [1, 2, 4] as const;

/** Longest title an import may give a replay (`import-replay`'s `name`). */
export const MAX_IMPORT_NAME = 80;

/** Largest file an upload may assemble: a replay's limit (its bytes are at least its characters). */
export const MAX_UPLOAD_CHARS = REPLAY_LIMITS.maxBytes;

const int = z.number().int();
const text = z.string().max(2000);
const when = z.string().max(40);
const speed = z.union(REPLAY_SPEEDS.map((v) => z.literal(v)));

/** Every saves operation, as the `failed` reply names it. */
export const SAVES_OPS = [
  'resume-night',
  'discard-night',
  'restore-backup',
  'dismiss-notice',
  'get-profiles',
  'list-replays',
  'export-replay',
  'import-replay',
  'import-replay-file',
  'watch-replay',
  'watch-control',
  'watch-speed',
] as const satisfies readonly z.infer<typeof savesCommandSchema>['op'][];

/** Schema of one piece of a file sent in several messages. */
export const uploadPartSchema = z.strictObject({
  upload: z.string().min(1).max(64),
  index: int.min(0),
  count: int.min(1).max(MAX_UPLOAD_CHARS / 1024),
});

/** Schema of a command a view sends (`{ t: 'saves', cmd }`). */
export const savesCommandSchema = z.discriminatedUnion('op', [
  /** Accept the resume offer: the lobby takes the night's seats and options (only in the lobby). */
  z.strictObject({ op: z.literal('resume-night'), night: saveIdSchema }),
  /** Put an interrupted night away (archived as `discarded`, never deleted). */
  z.strictObject({ op: z.literal('discard-night'), night: saveIdSchema }),
  /** Restore the backup a `damaged` notice offers. */
  z.strictObject({ op: z.literal('restore-backup'), notice: z.string().min(1).max(64) }),
  z.strictObject({ op: z.literal('dismiss-notice'), notice: z.string().min(1).max(64) }),
  z.strictObject({ op: z.literal('get-profiles') }),
  z.strictObject({ op: z.literal('list-replays') }),
  /** `json`: answer with the file's text; `file`: the host asks where to write it (app only). */
  z.strictObject({ op: z.literal('export-replay'), replay: saveIdSchema, to: z.enum(['json', 'file']) }),
  /**
   * A replay file's text; `name` titles it. A file larger than one message goes in `part`s of one `upload` id,
   * in order (index 0 to count - 1); each part but the last is answered with `uploading`.
   */
  z.strictObject({
    op: z.literal('import-replay'),
    json: z.string().min(1),
    name: z.string().trim().min(1).max(MAX_IMPORT_NAME).optional(),
    part: uploadPartSchema.optional(),
  }),
  /** The host asks which file to import (app only; any size). */
  z.strictObject({ op: z.literal('import-replay-file') }),
  /** Watch a replay (only in the lobby): it starts playing at 1x. */
  z.strictObject({ op: z.literal('watch-replay'), replay: saveIdSchema }),
  z.strictObject({ op: z.literal('watch-control'), action: z.enum(['play', 'pause', 'restart', 'close']) }),
  z.strictObject({ op: z.literal('watch-speed'), speed }),
]);

/** Schema of an interrupted game night that the lobby can resume. */
export const resumeOfferSchema = z.object({
  night: saveIdSchema,
  startedAt: when,
  savedAt: when,
  /** Rounds completed; resuming deals round `rounds + 1`. */
  rounds: int.min(0),
  target: int,
  roundLimit: int.nullable(),
  /** In engine player order: lobby seat, name, colour index, total so far. */
  players: z
    .array(z.object({ seat: int.min(0).max(SEAT_COUNT - 1), name: z.string().max(40), color: int, total: int }))
    .max(MAX_PLAYERS)
    .readonly(),
});

/** Schema of a damaged file's backup, offered for restoring. */
export const backupOfferSchema = z.object({
  /** When the backup was written, ISO 8601 (from the file itself when it says). */
  savedAt: when,
  /** One line about what it holds, e.g. "4 rounds: Ana 52, Bo 40". */
  summary: text,
});

/** How many saved people the lobby offers at most. */
export const MAX_SAVED_PEOPLE = 24;

/** Schema of a person who played before: the name they chose and the colour and card back they last played with. */
export const savedPersonSchema = z.object({
  name: z.string().min(1).max(40),
  color: int.min(0).max(PLAYER_COLORS.length - 1),
  back: int.min(0).max(CARD_BACKS.length - 1),
});

/** Schema of what happened to a saved file, shown until dismissed. Every notice has an English `text`; kinds are for i18n. */
export const storageNoticeSchema = z.discriminatedUnion('kind', [
  /** A file was corrupt, truncated, empty or unreadable: it is kept aside, never overwritten. */
  z.object({
    id: z.string(),
    kind: z.literal('damaged'),
    /** Path inside the data folder, e.g. `nights/2025-01-31-2015-ab12.json`. */
    file: text,
    problem: text,
    /** Where the damaged file was kept (inside the data folder); null when it could not be moved. */
    keptAs: text.nullable(),
    /** The last good version, offered with `restore-backup`; null when there is none. */
    backup: backupOfferSchema.nullable(),
    text,
  }),
  /** Writing failed (disk full, no permission): the last good file stays; the next round tries again. */
  z.object({ id: z.string(), kind: z.literal('save-failed'), file: text, problem: text, text }),
  /** A host setting had a bad value and uses its default; the file is kept (as `.bad` once a setting changes). */
  z.object({ id: z.string(), kind: z.literal('setting-reset'), setting: z.string().max(60), problem: text, text }),
  /** Something was put right: a backup restored, the profiles rebuilt from the nights. */
  z.object({ id: z.string(), kind: z.literal('repaired'), file: text, text }),
]);

export { MAX_NIGHT_MATCHES, MAX_NIGHT_ROWS } from './night-schema';

/**
 * Schema of the night's table: every match of the night so far (any games), each mapped to night points by placing
 * (one point for every player finished ahead of; equal totals share a place), summed per person (by name).
 */
export const nightTableSchema = z.object({
  /**
   * The matches in the order played; `live`: the match being played, counted as it stands; `ended`: ended early with
   * "End match", shown with its places but not counted (docs/saves.md, "One night, any games").
   */
  matches: z
    .array(z.object({ game: gameIdSchema, rounds: int.min(0), live: z.boolean(), ended: z.boolean().default(false) }))
    .max(MAX_NIGHT_MATCHES)
    .readonly(),
  /** Best first: night points, then first places, then name. */
  rows: z
    .array(
      z.object({
        name: z.string().max(40),
        color: int.min(0).max(PLAYER_COLORS.length - 1),
        points: int.min(0),
        /** First places (shared ones count). */
        wins: int.min(0),
        /** This person's place in each match of `matches` (an ended one's as it stood); null where they did not play. */
        places: z.array(int.min(1).nullable()).max(MAX_NIGHT_MATCHES).readonly(),
      }),
    )
    .max(MAX_NIGHT_ROWS)
    .readonly(),
});

/** Schema of the snapshot's `saves` field. */
export const savesViewSchema = z.object({
  /** The night being played and saved after every round; null when no match runs (or for the demo). */
  night: z.object({ id: saveIdSchema, rounds: int.min(0), savedRounds: int.min(0) }).nullable(),
  /** The newest interrupted night, offered in the lobby; null when there is none or one is being resumed. */
  resume: resumeOfferSchema.nullable(),
  /** An accepted offer: the lobby holds its seats and options, and `start-match` continues it. */
  resuming: resumeOfferSchema.nullable(),
  notices: z.array(storageNoticeSchema).max(100).readonly(),
  /** People who played before, the most recent first, with the look they last played with (the join picker's list). */
  people: z.array(savedPersonSchema).max(MAX_SAVED_PEOPLE).readonly().optional(),
  /** The game night so far, across its matches and games; absent before its first saved round. */
  table: nightTableSchema.optional(),
});

/** Schema of the snapshot's `replay` field: a replay being watched (the snapshot's stage, seats and game then show it). */
export const replayWatchSchema = z.object({
  id: saveIdSchema,
  title: z.string().max(120),
  status: z.enum(['playing', 'paused', 'ended']),
  speed,
  /** Frames shown so far and in all (a frame: the deal, a start call, an intent). */
  step: int.min(0),
  steps: int.min(0),
  /** Replay time now and at the end, in game ms; replay time runs `speed` times faster than the clock. */
  at: z.number().min(0),
  duration: z.number().min(0),
});

/** Most nights the replays reply lists (the newest). */
export const MAX_REPLAY_NIGHTS = 400;

/**
 * Schema of a saved game night as the replays screen lists it (issue 31): its matches in the order played, each with
 * the ids of its rounds' replays that the library holds, in round order.
 */
export const replayNightSchema = z.object({
  /** The night's id (its first match's). */
  id: saveIdSchema,
  /** When its first match started, ISO 8601. */
  startedAt: when,
  /** The names in first place of its table; none when every match was ended early. */
  winners: z.array(z.string().max(40)).max(MAX_NIGHT_ROWS).readonly(),
  matches: z
    .array(
      z.object({
        id: saveIdSchema,
        game: gameIdSchema,
        /** Ended early with "End match". */
        ended: z.boolean(),
        replays: z.array(saveIdSchema).max(1000).readonly(),
      }),
    )
    .min(1)
    .max(MAX_NIGHT_MATCHES)
    .readonly(),
});

/** Schema of the host's answer to one view (`{ t: 'saves', reply }`); state changes come in snapshots. */
export const savesReplySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('profiles'), profiles: z.array(playerProfileSchema).readonly() }),
  /** The library's replays and the saved nights they belong to, newest first (a replay of none is an earlier round). */
  z.object({
    kind: z.literal('replays'),
    replays: z.array(replayEntry).readonly(),
    nights: z.array(replayNightSchema).max(MAX_REPLAY_NIGHTS).readonly(),
  }),
  z.object({
    kind: z.literal('exported'),
    replay: saveIdSchema,
    fileName: z.string().max(200),
    json: z.string().nullable(),
    path: z.string().nullable(),
  }),
  z.object({ kind: z.literal('imported'), entry: replayEntry }),
  /** A part of an upload arrived; the file is imported when all `count` parts are in. */
  z.object({ kind: z.literal('uploading'), upload: z.string().max(64), received: int.min(0), count: int.min(1) }),
  /** Also for a chooser the user closed: `error` says so. */
  z.object({ kind: z.literal('failed'), op: z.enum(SAVES_OPS), error: text }),
]);
