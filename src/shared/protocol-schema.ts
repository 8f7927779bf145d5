/** Validation of every session message at the boundary (IPC, WebSocket, in-process). */
import { displayPrefsSchema } from './display';
import { z } from 'zod';
import { MAX_AUDIENCE_CAP } from './audience-protocol';
import { intentArgsSchema } from './intent-args';
import { personNameSchema } from './names';
import { gameIdSchema } from './game';
import { stageSchema } from './stage';
import { lessonViewSchema } from './lesson';
import { eventViewSchema } from './event/event-view';
import { BUILT_IN_VIEW } from './games/contracts';
import { DEFAULT_STACK, MIN_STACK } from './games/ligretto/options';
import { replayWatchSchema, savesCommandSchema, savesReplySchema, savesViewSchema } from './saves-schema';
import { CARD_BACKS, PLAYER_COLORS, SEAT_COUNT } from './seats';
import type { Decoded } from './decoded';
import { gameOptionsPatchSchema, matchOptionsSchema as matchOptions, namedOptionsSchema } from './match-options';
import { botLevelSchema as level, inputBindingSchema as input, seatIndexSchema as seat, seatSchema } from './seats-schema';
import { lanStatusSchema, remoteStatusSchema, remoteSetupSchema, nativePadStatusSchema, rawPadSchema } from './side-status-schema';

/** Largest accepted incoming message, in bytes of JSON. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

/** A name a person chooses on the TV (join, rename): the one name check (names.ts). */
const name = personNameSchema();

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
  /** Options by name: the session's own, or each game's of that name (match-options.ts `withNamedOptions` checks them). */
  z.strictObject({ op: z.literal('set-options'), options: namedOptionsSchema }),
  /** One game's lobby options, checked by that game's own schema (src/shared/games/<game>/options.ts). */
  z.strictObject({ op: z.literal('set-game-options'), patch: gameOptionsPatchSchema }),
  z.strictObject({ op: z.literal('set-game'), game: gameIdSchema }),
]);

/** Schema of a results screen waiting for people to press continue. */
export const resultsWaitSchema = z.object({
  /** The seat whose press alone moves on (the first person at the table), null when no person is. */
  host: seat.nullable(),
  /** The seated people whose presses are waited for, in seat order. */
  people: z.array(seat).readonly(),
  /** Those of them who have pressed. */
  ready: z.array(seat).readonly(),
});

/** Schema of one live hint: the seat, and the kind and slot of a play it could make (a Coloretto row, a Ligretto Dice die number). */
export const seatHintSchema = z.strictObject({
  seat,
  do: z.string().min(1).max(40),
  slot: z.number().int().min(0).max(99).nullable(),
});

/** Schema of the match controls. */
export const controlOpSchema = z.enum(['start-match', 'pause', 'resume', 'continue', 'end-match', 'start-practice', 'leave-practice']);

/** Schema of what is done for a seat whose controller was lost mid-match: a bot plays it until the person is back, the
 * table keeps waiting, or the seat is given to a bot for the rest of the match. */
export const lostSeatChoiceSchema = z.enum(['bot', 'wait', 'drop']);

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
    args: intentArgsSchema.optional(),
  }),
  z.strictObject({ t: z.literal('lobby'), cmd: lobbyCommandSchema }),
  /** `seat`: the seated person who pressed (a `continue` on a waiting results screen counts as that person's press). */
  z.strictObject({ t: z.literal('control'), op: controlOpSchema, seat: seat.optional() }),
  /** Whether results screens move on by themselves (a host setting; off: they wait for the people). */
  z.strictObject({ t: z.literal('auto-advance'), on: z.boolean() }),
  /** The TV's reduced-motion and large-text settings, passed on to the phones (a host setting like auto-advance). */
  z.strictObject({ t: z.literal('display'), prefs: displayPrefsSchema }),
  /** What to do for a seat whose controller was lost mid-match. */
  z.strictObject({ t: z.literal('lost-seat'), seat, choice: lostSeatChoiceSchema }),
  z.strictObject({ t: z.literal('demo'), bots: z.number().int().min(2).max(SEAT_COUNT) }),
  /** How to play (docs/howto.md): show a game's lesson now (the title, the lobby, the pause menu), or skip the one on show. */
  z.strictObject({ t: z.literal('howto'), op: z.enum(['show', 'skip']), game: gameIdSchema.optional() }),
  z.strictObject({
    t: z.literal('device'),
    change: deviceChangeSchema,
  }),
  z.strictObject({ t: z.literal('saves'), cmd: savesCommandSchema }),
  z.strictObject({ t: z.literal('lan'), op: z.literal('use-interface'), address: z.ipv4() }),
  /** Remote players (the relay): lock the room, kick a remote seat for the night; the audience: open, cap, play its pick. */
  z.strictObject({
    t: z.literal('remote'),
    cmd: z.discriminatedUnion('op', [
      z.strictObject({ op: z.literal('lock'), on: z.boolean() }),
      z.strictObject({ op: z.literal('kick'), seat }),
      z.strictObject({ op: z.literal('audience'), open: z.boolean() }),
      z.strictObject({ op: z.literal('audience-cap'), cap: z.number().int().min(1).max(MAX_AUDIENCE_CAP) }),
      z.strictObject({ op: z.literal('audience-pick') }),
    ]),
  }),
  /** Remote players on or off for the rest of the night (the Settings screen and lobby line); saved in the settings file. */
  z.strictObject({ t: z.literal('remote-players'), on: z.boolean() }),
]);

/** Schema of a snapshot, for games whose state has this schema: what every view draws, the whole session at one moment. */
export function snapshotSchemaFor<S extends z.ZodType>(state: S) {
  return z.object({
    /** Increases by one with every change. */
    rev: z.number().int(),
    stage: stageSchema,
    paused: z.boolean(),
    /** Session clock (ms) when this snapshot was made. */
    now: z.number(),
    /**
     * Session clock ms per real ms from `now` on: 0 while it stands still (paused, or a test's held clock), else 1 (a
     * test's scaled clock: its scale; a watched replay: its speed). Views run timers from `now` at this rate. Absent: 1.
     */
    clockRate: z.number().min(0).optional(),
    /** Session clock (ms) when the current timed stage moves on, null when it waits. */
    stageEndsAt: z.number().nullable(),
    /** Session clock (ms) when the turn timer of a turn-based game runs out (KT7), null or absent while none runs. */
    turnEndsAt: z.number().nullable().optional(),
    seats: z.array(seatSchema).length(SEAT_COUNT).readonly(),
    options: matchOptions,
    /** Engine player index -> seat index, fixed for the match (seats never shift). */
    players: z.array(seat).readonly(),
    /** Seats whose controller was lost mid-match; `bot` when a bot plays them meanwhile. */
    frozen: z.array(z.object({ seat, bot: z.boolean() })).readonly(),
    /** Whether results screens move on by themselves (absent: no). */
    autoAdvance: z.boolean().optional(),
    /** The TV's reduced motion and large text, for the phones (absent: both off). */
    display: displayPrefsSchema.optional(),
    /**
     * A results screen waiting for people: it moves on when the host seat (or an unseated device) presses continue,
     * or when every seat of `people` has (`ready`). Null or absent when nothing waits.
     */
    waiting: resultsWaitSchema.nullable().optional(),
    /** Game nights (saves-protocol.ts): the night being saved, the resume offer, storage notices; null without saves. */
    saves: savesViewSchema.nullable().optional(),
    /** Set while a replay is watched: stage, seats, players, options and game then show the replay, not a live match. */
    replay: replayWatchSchema.nullable().optional(),
    /** When the attract-mode demo is running. */
    demo: z.boolean(),
    /**
     * The practice round (issue 30): `offered` in the lobby before the session's first real match, `playing` while it
     * runs (nothing of it is saved); null or absent otherwise.
     */
    practice: z.enum(['offered', 'playing']).nullable().optional(),
    /** Live hints (issue 30): the people's seats stuck for a few seconds, each with one play it could make (absent: none). */
    hints: z.array(seatHintSchema).max(SEAT_COUNT).readonly().optional(),
    /** The game chosen in the lobby, or being played (or watched). */
    game: gameIdSchema,
    /** That game's state during a match (or a watched replay), null in the lobby. */
    state: state.nullable(),
    /** The phone controller server for the lobby to show; null while it is off (attract mode, no LAN mode). */
    lan: lanStatusSchema.nullable().optional(),
    /** Remote players through the relay (the lobby's "From anywhere" line); null while off. */
    remote: remoteStatusSchema.nullable().optional(),
    /** Remote players' setting (the Settings screen's and lobby's "Remote players" line); the TV's only, else null. */
    remoteSetup: remoteSetupSchema.nullable().optional(),
    /** Whether native gamepads (SDL, beyond the browser's four) work; null until checked. */
    nativePads: nativePadStatusSchema.nullable().optional(),
    /** The running event (more entrants than seats) between games: the table, who is up next, the leaderboard. */
    event: eventViewSchema.nullable().optional(),
    /** The how-to-play on show (stage `howto`): its game, step and caption; null or absent otherwise. */
    lesson: lessonViewSchema.nullable().optional(),
  });
}

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
      snapshot: snapshotSchemaFor(state),
      events: z.array(event).readonly(),
      /** How many messages this view had sent when the host wrote this one (see ViewHub), so it knows which of its commands it shows. */
      seen: z.number().int().min(0).optional(),
    }),
    /** An intent refused by the engine, sent to every view; `late` when it would have fitted a moment earlier ("too slow!"). */
    z.object({
      t: z.literal('rejected'),
      seat,
      do: kind,
      slot: z.number().int().nullable(),
      reason: why,
      late: z.boolean(),
      /** F1: game time the seat's lock ends, when this refusal is a lock or started one (for a draining ring). */
      lockedUntil: z.number().optional(),
    }),
    z.object({ t: z.literal('refused'), error: z.string(), seen: z.number().int().min(0).optional() }),
    /** The answer to a saves command, sent to the view that asked. */
    z.object({ t: z.literal('saves'), reply: savesReplySchema }),
    /** Every connected native pad, sent whenever one changes. */
    z.object({ t: z.literal('native-pads'), pads: z.array(rawPadSchema).max(64).readonly() }),
  ]);
}

/** Schema of every message the host sends, with the built-in games' schemas. */
export const hostMessageSchema = hostMessageSchemaFor(BUILT_IN_VIEW);

/** Schema of every message as the game-agnostic host sends it: any game's state and events, before a view decodes them. */
export const hostOutMessageSchema = hostMessageSchemaFor({
  state: z.unknown(),
  event: z.unknown(),
  intentKind: z.string(),
  reason: z.string(),
});

/** A decoded message, or one line saying why it was refused. */
export type { Decoded } from './decoded';

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
export function decodeClientMessage(raw: unknown): Decoded<z.infer<typeof clientMessageSchema>> {
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
export function decodeHostMessage(raw: unknown): Decoded<z.infer<typeof hostMessageSchema>> {
  return decode(raw, hostMessageSchema, 8 * 1024 * 1024);
}
