/** Validation of every session message at the boundary (IPC, WebSocket, in-process). */
import { z } from 'zod';
import { gameIdSchema } from './game';
import { stageSchema } from './stage';
import { BUILT_IN_VIEW } from './games/contracts';
import { DEFAULT_STACK, MIN_STACK, recycleSchema } from './games/ligretto/options';
import { rejectLockMsSchema } from './fair-play';
import { MAX_MESSAGE_BYTES, type ClientMessage, type HostMessage } from './protocol';
import { replayWatchSchema, savesCommandSchema, savesReplySchema, savesViewSchema } from './saves-schema';
import { BOT_LEVEL_NAMES, CARD_BACKS, PLAYER_COLORS, SEAT_COUNT } from './seats';

const seat = z
  .number()
  .int()
  .min(0)
  .max(SEAT_COUNT - 1);
const id = z.string().min(1).max(64);
const name = z.string().trim().min(1).max(20);
const level = z.enum(BOT_LEVEL_NAMES);

const input = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('pad'), id }),
  z.strictObject({ kind: z.literal('keys'), set: z.number().int().min(0).max(1) }),
  z.strictObject({ kind: z.literal('phone'), id }),
  z.strictObject({ kind: z.literal('native'), id }),
]);

const matchOptions = z.strictObject({
  rowSize: z.enum(['official', 'large-table']),
  target: z.number().int().min(1).max(1000),
  rounds: z.number().int().min(1).max(100).nullable(),
  blockade: z.enum(['reshuffle', 'end-round']),
  advancedRow: z.boolean(),
  recycle: recycleSchema,
  rejectLockMs: rejectLockMsSchema,
  lostController: z.enum(['pause', 'bot']),
});

/** Schema of a change to one seat from the lobby. */
export const seatPatchSchema = z.strictObject({
  name: name.optional(),
  color: z
    .number()
    .int()
    .min(0)
    .max(PLAYER_COLORS.length - 1)
    .optional(),
  back: z
    .number()
    .int()
    .min(0)
    .max(CARD_BACKS.length - 1)
    .optional(),
  botLevel: level.optional(),
  stackSize: z.number().int().min(MIN_STACK).max(DEFAULT_STACK).optional(),
});

/** Schema of the lobby commands. */
export const lobbyCommandSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('join'), input, seat: seat.optional(), name: name.optional() }),
  z.strictObject({ op: z.literal('leave'), seat }),
  z.strictObject({ op: z.literal('add-bot'), seat: seat.optional(), level: level.optional() }),
  z.strictObject({ op: z.literal('remove-bot'), seat }),
  z.strictObject({ op: z.literal('update-seat'), seat, patch: seatPatchSchema }),
  z.strictObject({ op: z.literal('set-options'), options: matchOptions.partial() }),
  z.strictObject({ op: z.literal('set-game'), game: gameIdSchema }),
]);

/** Schema of the match controls. */
export const controlOpSchema = z.enum(['start-match', 'pause', 'resume', 'continue', 'end-match']);

/** Schema of a controller lost, or found (`previous`: the lost binding the input layer recognised it as). */
export const deviceChangeSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('lost'), input }),
  z.strictObject({ op: z.literal('found'), input, previous: input.nullable() }),
]);

/** Schema of every message a view may send. */
export const clientMessageSchema = z.discriminatedUnion('t', [
  z.strictObject({ t: z.literal('hello'), protocol: z.number().int() }),
  z.strictObject({
    t: z.literal('intent'),
    seat,
    do: z.string().regex(/^[a-z][a-z-]{0,31}$/),
    slot: z.number().int().min(0).max(9).optional(),
  }),
  z.strictObject({ t: z.literal('lobby'), cmd: lobbyCommandSchema }),
  z.strictObject({ t: z.literal('control'), op: controlOpSchema }),
  z.strictObject({ t: z.literal('demo'), bots: z.number().int().min(2).max(SEAT_COUNT) }),
  z.strictObject({
    t: z.literal('device'),
    change: deviceChangeSchema,
  }),
  z.strictObject({ t: z.literal('saves'), cmd: savesCommandSchema }),
  z.strictObject({ t: z.literal('lan'), op: z.literal('use-interface'), address: z.ipv4() }),
]);

const seatSchema = z.object({
  kind: z.enum(['open', 'person', 'bot']),
  name: z.string().max(40),
  color: z.number().int(),
  back: z.number().int(),
  botLevel: level,
  stackSize: z.number().int(),
  input: input.nullable(),
});

const lanStatus = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('on'),
    url: z.string().max(200),
    address: z.string().max(100),
    roomCode: z.string().max(12),
    qr: z.array(z.string().regex(/^[01]{21,177}$/)).max(177),
    iface: z.string().max(100),
    choices: z.array(z.object({ name: z.string().max(100), address: z.string().max(64) })).max(32),
  }),
  z.object({ state: z.literal('off'), reason: z.string().max(300) }),
]);

const nativePadStatus = z.discriminatedUnion('available', [
  z.object({ available: z.literal(true), pads: z.number().int().min(0) }),
  z.object({ available: z.literal(false), reason: z.string().max(300) }),
]);

/** Schema of one native pad's state (RawPadState). */
export const rawPadSchema = z.object({
  index: z.number().int().min(0).max(63),
  id: z.string().max(200),
  mapping: z.literal('standard'),
  connected: z.boolean(),
  timestamp: z.number(),
  buttons: z.array(z.object({ pressed: z.boolean(), value: z.number().min(0).max(1) })).max(32),
  axes: z.array(z.number().min(-1).max(1)).max(8),
});

/** The schemas a view needs of its games to check host messages: state, events, intent kinds, rejection reasons. */
export interface ViewContract<S extends z.ZodType, E extends z.ZodType, D extends z.ZodType<string>, R extends z.ZodType<string>> {
  readonly state: S;
  readonly event: E;
  readonly intentKind: D;
  readonly reason: R;
}

/** Schema of every message the host sends, for games with these schemas. */
export function hostMessageSchemaFor<S extends z.ZodType, E extends z.ZodType, D extends z.ZodType<string>, R extends z.ZodType<string>>({
  state,
  event,
  intentKind: kind,
  reason: why,
}: ViewContract<S, E, D, R>) {
  return z.discriminatedUnion('t', [
    z.object({ t: z.literal('welcome'), protocol: z.number().int() }),
    z.object({
      t: z.literal('snapshot'),
      snapshot: z.object({
        rev: z.number().int(),
        stage: stageSchema,
        paused: z.boolean(),
        now: z.number(),
        stageEndsAt: z.number().nullable(),
        seats: z.array(seatSchema).length(SEAT_COUNT),
        options: matchOptions,
        players: z.array(seat),
        frozen: z.array(z.object({ seat, bot: z.boolean() })),
        saves: savesViewSchema.nullable().optional(),
        replay: replayWatchSchema.nullable().optional(),
        demo: z.boolean(),
        game: gameIdSchema,
        state: state.nullable(),
        lan: lanStatus.nullable().optional(),
        nativePads: nativePadStatus.nullable().optional(),
      }),
      events: z.array(event),
      seen: z.number().int().min(0).optional(),
    }),
    z.object({
      t: z.literal('rejected'),
      seat,
      do: kind,
      slot: z.number().int().nullable(),
      reason: why,
      late: z.boolean(),
      lockedUntil: z.number().optional(),
    }),
    z.object({ t: z.literal('refused'), error: z.string(), seen: z.number().int().min(0).optional() }),
    z.object({ t: z.literal('saves'), reply: savesReplySchema }),
    z.object({ t: z.literal('native-pads'), pads: z.array(rawPadSchema).max(64) }),
  ]);
}

/** Schema of every message the host sends, with the built-in games' schemas. */
export const hostMessageSchema = hostMessageSchemaFor(BUILT_IN_VIEW);

/** A decoded message, or one line saying why it was refused. */
export type Decoded<T> = { readonly ok: true; readonly msg: T } | { readonly ok: false; readonly error: string };

function decode<T>(raw: unknown, schema: z.ZodType<T>, limit: number): Decoded<T> {
  let value = raw;
  if (typeof raw !== 'string') {
    let size: number;
    try {
      size = JSON.stringify(raw)?.length ?? 0;
    } catch {
      return { ok: false, error: 'message cannot be serialised' };
    }
    if (size > limit) return { ok: false, error: `message too large (${size} bytes, limit ${limit})` };
  } else {
    if (raw.length > limit) return { ok: false, error: `message too large (${raw.length} bytes, limit ${limit})` };
    try {
      value = JSON.parse(raw);
    } catch {
      return { ok: false, error: 'message is not valid JSON' };
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `invalid message at ${issue?.path.join('.') || 'top'}: ${issue?.message ?? 'unknown'}` };
  }
  return { ok: true, msg: parsed.data };
}

/** Validates a message from a view (a JSON string or a structured-cloned value). */
export function decodeClientMessage(raw: unknown): Decoded<ClientMessage> {
  return decode(raw, clientMessageSchema, MAX_MESSAGE_BYTES);
}

/** A decoder of host messages for games with these state and event schemas (a test game, a view of other games). */
export function hostMessageDecoder<S extends z.ZodType, E extends z.ZodType, D extends z.ZodType<string>, R extends z.ZodType<string>>(
  contract: ViewContract<S, E, D, R>,
): (raw: unknown) => Decoded<z.infer<ReturnType<typeof hostMessageSchemaFor<S, E, D, R>>>> {
  const schema = hostMessageSchemaFor(contract);
  return (raw) => decode(raw, schema, 8 * 1024 * 1024);
}

/** Validates a message from the host, on the view's side. */
export function decodeHostMessage(raw: unknown): Decoded<HostMessage> {
  return decode(raw, hostMessageSchema, 8 * 1024 * 1024);
}
