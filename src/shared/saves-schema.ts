/** Validation of the saves messages and snapshot fields (saves-protocol.ts) at the session boundary. */
import { z } from 'zod';
import { playerProfileSchema, replayEntrySchema as replayEntry, saveIdSchema } from './night-schema';
import { MAX_PLAYERS } from './games/ligretto/options';
import { MAX_IMPORT_NAME, MAX_UPLOAD_CHARS, type SavesOp } from './saves-protocol';
import { SEAT_COUNT } from './seats';

const int = z.number().int();
const text = z.string().max(2000);
const when = z.string().max(40);
const speed = z.union([z.literal(1), z.literal(2), z.literal(4)]);

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
] as const satisfies readonly SavesOp[];

/** Schema of a command a view sends (`{ t: 'saves', cmd }`). */
export const savesCommandSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('resume-night'), night: saveIdSchema }),
  z.strictObject({ op: z.literal('discard-night'), night: saveIdSchema }),
  z.strictObject({ op: z.literal('restore-backup'), notice: z.string().min(1).max(64) }),
  z.strictObject({ op: z.literal('dismiss-notice'), notice: z.string().min(1).max(64) }),
  z.strictObject({ op: z.literal('get-profiles') }),
  z.strictObject({ op: z.literal('list-replays') }),
  z.strictObject({ op: z.literal('export-replay'), replay: saveIdSchema, to: z.enum(['json', 'file']) }),
  z.strictObject({
    op: z.literal('import-replay'),
    json: z.string().min(1),
    name: z.string().trim().min(1).max(MAX_IMPORT_NAME).optional(),
    part: z
      .strictObject({ upload: z.string().min(1).max(64), index: int.min(0), count: int.min(1).max(MAX_UPLOAD_CHARS / 1024) })
      .optional(),
  }),
  z.strictObject({ op: z.literal('import-replay-file') }),
  z.strictObject({ op: z.literal('watch-replay'), replay: saveIdSchema }),
  z.strictObject({ op: z.literal('watch-control'), action: z.enum(['play', 'pause', 'restart', 'close']) }),
  z.strictObject({ op: z.literal('watch-speed'), speed }),
]);

const offer = z.object({
  night: saveIdSchema,
  startedAt: when,
  savedAt: when,
  rounds: int.min(0),
  target: int,
  roundLimit: int.nullable(),
  players: z.array(z.object({ seat: int.min(0).max(SEAT_COUNT - 1), name: z.string().max(40), color: int, total: int })).max(MAX_PLAYERS),
});

const notice = z.discriminatedUnion('kind', [
  z.object({
    id: z.string(),
    kind: z.literal('damaged'),
    file: text,
    problem: text,
    keptAs: text.nullable(),
    backup: z.object({ savedAt: when, summary: text }).nullable(),
    text,
  }),
  z.object({ id: z.string(), kind: z.literal('save-failed'), file: text, problem: text, text }),
  z.object({ id: z.string(), kind: z.literal('setting-reset'), setting: z.string().max(60), problem: text, text }),
  z.object({ id: z.string(), kind: z.literal('repaired'), file: text, text }),
]);

/** Schema of the snapshot's `saves` field. */
export const savesViewSchema = z.object({
  night: z.object({ id: saveIdSchema, rounds: int.min(0), savedRounds: int.min(0) }).nullable(),
  resume: offer.nullable(),
  resuming: offer.nullable(),
  notices: z.array(notice).max(100),
});

/** Schema of the snapshot's `replay` field. */
export const replayWatchSchema = z.object({
  id: saveIdSchema,
  title: z.string().max(120),
  status: z.enum(['playing', 'paused', 'ended']),
  speed,
  step: int.min(0),
  steps: int.min(0),
  at: z.number().min(0),
  duration: z.number().min(0),
});

/** Schema of the host's answer to one view (`{ t: 'saves', reply }`). */
export const savesReplySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('profiles'), profiles: z.array(playerProfileSchema) }),
  z.object({ kind: z.literal('replays'), replays: z.array(replayEntry) }),
  z.object({
    kind: z.literal('exported'),
    replay: saveIdSchema,
    fileName: z.string().max(200),
    json: z.string().nullable(),
    path: z.string().nullable(),
  }),
  z.object({ kind: z.literal('imported'), entry: replayEntry }),
  z.object({ kind: z.literal('uploading'), upload: z.string().max(64), received: int.min(0), count: int.min(1) }),
  z.object({ kind: z.literal('failed'), op: z.enum(SAVES_OPS), error: text }),
]);
