/** What the relay bench (relay-capacity.ts) and its load generator processes (relay-load.ts) say to each other over IPC. */
import { z } from 'zod';

/** A stand-in room's phones, and each phone's pace: one intent per `INTENT_MS` (10/s). */
export const PHONES_PER_ROOM = 12;
export const INTENT_MS = 100;

/** One stand-in room: its host claims it on `host`, its 12 phones join with the code through `phones`. */
export const loadRoomSchema = z.strictObject({ host: z.url(), phones: z.url() });
export type LoadRoom = z.infer<typeof loadRoomSchema>;

/** Bench -> generator. */
export const toGeneratorSchema = z.discriminatedUnion('t', [
  /** Open these rooms (added to the ones open); phones stay quiet until `active` says. `replyBytes`: the host's answer. */
  z.strictObject({ t: z.literal('open'), rooms: z.array(loadRoomSchema).max(1000), replyBytes: z.number().int().min(0).max(16_000) }),
  /** The first `rooms` rooms of this generator send (12 phones x 10 frames/s each), the others are quiet. */
  z.strictObject({ t: z.literal('active'), rooms: z.number().int().min(0) }),
  /** Close every room (their phones and hosts leave); the generator can open others. */
  z.strictObject({ t: z.literal('reset') }),
  /** Collect the frames sent in the next `ms`, then wait `drainMs` for late ones, and report. */
  z.strictObject({ t: z.literal('measure'), ms: z.number().int().positive().max(60_000), drainMs: z.number().int().min(0).max(5_000) }),
]);
export type ToGenerator = z.infer<typeof toGeneratorSchema>;

const ms = z.array(z.number().nonnegative());

/** Generator -> bench. */
export const fromGeneratorSchema = z.discriminatedUnion('t', [
  z.strictObject({ t: z.literal('ready') }),
  z.strictObject({ t: z.literal('opened'), rooms: z.number().int().min(0) }),
  z.strictObject({ t: z.literal('active'), rooms: z.number().int().min(0) }),
  z.strictObject({ t: z.literal('reset') }),
  z.strictObject({
    t: z.literal('measured'),
    /** Phone send -> its host received it, per frame sent in the window and heard by the end of the drain (ms). */
    forward: ms,
    /** Phone send -> the host's answer back at that phone (ms). */
    roundTrip: ms,
    /** Frames sent in the window, and of those not heard by the host by the end of the drain. */
    sent: z.number().int().min(0),
    lost: z.number().int().min(0),
    /** This generator's CPU over the window, in cores, and its event loop's delay p99 (ms). */
    cpuCores: z.number().nonnegative(),
    loopP99Ms: z.number().nonnegative(),
  }),
  z.strictObject({ t: z.literal('failed'), message: z.string() }),
]);
export type FromGenerator = z.infer<typeof fromGeneratorSchema>;
