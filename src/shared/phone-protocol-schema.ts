/** Strict validation of every phone message at the LAN boundary, and of the server's answers for tests; the phone types are inferred from these. */
import { z } from 'zod';
import { eventCallSchema } from './event/event-call';
import { gameIdSchema } from './game';
import { intentArgsSchema } from './intent-args';
import { personNameSchema } from './names';
import { FRIENDLY_LANGUAGES, type FriendlyLanguage } from './friendly-names';
import { BUILT_IN_PHONE_PAD, BUILT_IN_VIEW } from './games/contracts';
import { stageSchema } from './stage';
import { displayPrefsSchema } from './display';
import type { Decoded } from './decoded';
import { PLAYER_COLORS } from './seats';
import { seatIndexSchema as seat } from './seats-schema';

/** Largest frame a phone may send, in bytes; larger frames close the connection. */
export const MAX_PHONE_MESSAGE_BYTES = 2048;

/** Letters of a room code: no I, L, O (1, 0), B (8), S (5) or Z (2), so a code read off a TV is typed right. */
export const ROOM_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY';

/** Letters in a room code: 20^6 = 64,000,000 codes (README "Phones over the LAN" states the odds of guessing one). */
export const ROOM_CODE_LENGTH = 6;

/** Longest player name a phone may choose (the lobby's limit). */
export const MAX_PHONE_NAME = 20;

/** Every reason the server refuses a phone. */
export const PHONE_REFUSALS = [
  'bad-room',
  'bad-token',
  'token-in-use',
  'full',
  'not-lobby',
  'malformed',
  'not-joined',
  'already-joined',
  'locked',
  'slow-down',
  'removed',
  'closing',
] as const;

const slot = z.number().int().min(0).max(9);
/** Base64url of 24 random bytes. */
const token = z.string().regex(/^[A-Za-z0-9_-]{32}$/);
/** The one name check (names.ts): printable, visible, PRECIS-enforced, so a name cannot break a log line or the TV's layout. */
const name = personNameSchema(MAX_PHONE_NAME);

/** Schema of every message a phone may send. Presses carry no seat: the server acts only for the seat the token owns. */
export const phoneMessageSchema = z.discriminatedUnion('t', [
  /** Take a free seat in the lobby; answered by `joined` with the seat's token. */
  z.strictObject({
    t: z.literal('join'),
    v: z.number().int(),
    room: z
      .string()
      .length(ROOM_CODE_LENGTH)
      .regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]+$`)),
    name,
  }),
  /**
   * Issue 30: the name this phone would join under (the suggestion rule the TV's pads use, `lang` picking the friendly
   * names), answered by `suggested`; the room code is checked and paced exactly as a join's.
   */
  z.strictObject({
    t: z.literal('suggest'),
    v: z.number().int(),
    room: z
      .string()
      .length(ROOM_CODE_LENGTH)
      .regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]+$`)),
    lang: z.enum(FRIENDLY_LANGUAGES as [FriendlyLanguage, ...FriendlyLanguage[]]),
  }),
  /** Come back to the seat a token owns (after a reload, screen sleep or a Wi-Fi blip). */
  z.strictObject({ t: z.literal('resume'), v: z.number().int(), token }),
  /** The same intents a pad sends (one of the built-in games' intent kinds); `slot` for row plays and placements. */
  z.strictObject({ t: z.literal('press'), do: BUILT_IN_VIEW.intentKind, slot: slot.optional(), args: intentArgsSchema.optional() }),
  /** Give the seat back (lobby only); the token stops working. */
  z.strictObject({ t: z.literal('leave') }),
  /** This seat's "continue" on a results screen that waits for the people. */
  z.strictObject({ t: z.literal('continue') }),
]);

/** Schema of why the server refused a phone; `retry` codes are worth another try later, the others need the player. */
export const phoneRefusalSchema = z.enum(PHONE_REFUSALS);

/** Schema of the player's score and place once a round has been scored. */
export const phoneScoreSchema = z.strictObject({
  /** Points of the last scored round, null before the first. */
  round: z.number().int().nullable(),
  total: z.number().int(),
  /** 1-based place by total; ties share a place. */
  place: z.number().int().min(1),
  players: z.number().int().min(1),
});

/** Schema of everything one phone sees: its own seat only, never another player's cards. */
export const phoneViewSchema = z.strictObject({
  seat,
  name: z.string().max(40),
  /** Index into PLAYER_COLORS. */
  color: z
    .number()
    .int()
    .min(0)
    .max(PLAYER_COLORS.length - 1),
  stage: stageSchema,
  paused: z.boolean(),
  /** The seat is frozen (this phone was lost mid-match and has not been seen since). */
  frozen: z.boolean(),
  /** Milliseconds until a timed stage moves on, null when it waits. */
  stageEndsIn: z.number().min(0).nullable(),
  /** 1-based round number during a match. */
  round: z.number().int().min(1).nullable(),
  score: phoneScoreSchema.nullable(),
  /** This seat is among the winners once the match is over. */
  winner: z.boolean(),
  /** The game chosen or played: the phone page picks its pad by it. */
  game: gameIdSchema,
  /** The game's own part while this seat plays a match (its pad draws it), null otherwise. */
  pad: BUILT_IN_PHONE_PAD.nullable(),
  /** Live hint (issue 30): the play the host names for this stuck seat; its pad outlines that button (absent: none). */
  hint: z.strictObject({ do: BUILT_IN_VIEW.intentKind, slot: z.number().int().min(0).max(99).nullable() }).optional(),
  /** Issue 30: this seat joined once the match ran, and plays from the next game on (absent: it is at the table). */
  nextMatch: z.literal(true).optional(),
  /** Issue 30: this seat joined once the match ran, and is dealt in when the next round begins (J1, DJ1; absent: not so). */
  nextRound: z.literal(true).optional(),
  /** A results screen waits for this seat's continue (`press`), has it (`pressed`), or nothing waits for it (absent). */
  continue: z.enum(['press', 'pressed']).optional(),
  /** The TV's reduced motion and large text, which the phone page follows too (absent: both off). */
  display: displayPrefsSchema.optional(),
});

/** Schema of what the server sends a phone (the phone page itself checks by hand, to stay dependency-free). */
export const phoneHostMessageSchema = z.discriminatedUnion('t', [
  /** A seat was taken or resumed; the phone keeps the token to come back. */
  z.strictObject({ t: z.literal('joined'), token, seat }),
  z.strictObject({ t: z.literal('view'), view: phoneViewSchema }),
  /** The name a `suggest` asked for: one tap joins under it (null: none to suggest, the phone asks for a name). */
  z.strictObject({ t: z.literal('suggested'), name: z.string().max(40).nullable() }),
  /** One of this seat's plays was refused; `late` when it lost a race ("too slow!"). */
  z.strictObject({
    t: z.literal('rejected'),
    do: BUILT_IN_VIEW.intentKind,
    slot: z.number().int().nullable(),
    reason: BUILT_IN_VIEW.reason,
    late: z.boolean(),
  }),
  z.strictObject({ t: z.literal('refused'), code: phoneRefusalSchema, error: z.string().max(200) }),
  /** During an event: where the entrant this phone joined as stands (a queued phone has no seat, only these). */
  z.strictObject({ t: z.literal('event-call'), call: eventCallSchema }),
]);

function parsed<T>(value: unknown, schema: z.ZodType<T>): Decoded<T> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, msg: result.data };
  const issue = result.error.issues[0];
  return { ok: false, error: `invalid message at ${issue?.path.join('.') || 'top'}: ${issue?.message ?? 'unknown'}` };
}

/** Validates one text frame from a phone: size, JSON and schema; never throws. */
export function decodePhoneMessage(text: string): Decoded<z.infer<typeof phoneMessageSchema>> {
  if (text.length > MAX_PHONE_MESSAGE_BYTES) return { ok: false, error: `message too large (${text.length} bytes)` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'message is not valid JSON' };
  }
  return parsed(value, phoneMessageSchema);
}

/** Validates a server message on the phone's side (tests and tools). */
export function decodePhoneHostMessage(text: string): Decoded<z.infer<typeof phoneHostMessageSchema>> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'message is not valid JSON' };
  }
  return parsed(value, phoneHostMessageSchema);
}
