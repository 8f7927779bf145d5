/** Strict validation of every phone message at the LAN boundary, and of the server's answers for tests. */
import { z } from 'zod';
import { stageSchema } from './stage';
import { INTENT_KINDS, REJECT_REASONS, type IntentKind, type RejectReason } from './games/ligretto/intent';
import {
  MAX_PHONE_MESSAGE_BYTES,
  MAX_PHONE_NAME,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  type PhoneHostMessage,
  type PhoneMessage,
  type PhoneRefusal,
} from './phone-protocol';
import type { Decoded } from './protocol-schema';
import { PLAYER_COLORS, SEAT_COUNT } from './seats';

const intentKind = z.enum(INTENT_KINDS as [IntentKind, ...IntentKind[]]);
const slot = z.number().int().min(0).max(9);
const seat = z
  .number()
  .int()
  .min(0)
  .max(SEAT_COUNT - 1);
const card = z
  .number()
  .int()
  .min(0)
  .max(SEAT_COUNT * 40 - 1);
/** Base64url of 24 random bytes. */
const token = z.string().regex(/^[A-Za-z0-9_-]{32}$/);
/** Printable text without control characters, so a name cannot break a log line or the TV's layout. */
const name = z
  .string()
  .trim()
  .min(1)
  .max(MAX_PHONE_NAME)
  .regex(/^[^\p{C}]+$/u);

/** Schema of every message a phone may send. */
export const phoneMessageSchema = z.discriminatedUnion('t', [
  z.strictObject({
    t: z.literal('join'),
    v: z.number().int(),
    room: z
      .string()
      .length(ROOM_CODE_LENGTH)
      .regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]+$`)),
    name,
  }),
  z.strictObject({ t: z.literal('resume'), v: z.number().int(), token }),
  z.strictObject({ t: z.literal('press'), do: intentKind, slot: slot.optional() }),
  z.strictObject({ t: z.literal('leave') }),
]);

const refusal = z.enum([
  'bad-room',
  'bad-token',
  'token-in-use',
  'full',
  'not-lobby',
  'malformed',
  'not-joined',
  'already-joined',
  'locked',
  'removed',
  'closing',
] as const satisfies readonly PhoneRefusal[]);

const cards = z.strictObject({
  stack: card.nullable(),
  stackLeft: z.number().int().min(0).max(40),
  row: z.array(card.nullable()).max(10),
  waste: card.nullable(),
  hand: z.number().int().min(0).max(40),
});

/** Schema of what the server sends a phone (the phone page itself checks by hand, to stay dependency-free). */
export const phoneHostMessageSchema = z.discriminatedUnion('t', [
  z.strictObject({ t: z.literal('joined'), token, seat }),
  z.strictObject({
    t: z.literal('view'),
    view: z.strictObject({
      seat,
      name: z.string().max(40),
      color: z
        .number()
        .int()
        .min(0)
        .max(PLAYER_COLORS.length - 1),
      stage: stageSchema,
      paused: z.boolean(),
      frozen: z.boolean(),
      advancedRow: z.boolean(),
      stageEndsIn: z.number().min(0).nullable(),
      round: z.number().int().min(1).nullable(),
      stoppedBy: z.string().max(40).nullable(),
      cards: cards.nullable(),
      score: z
        .strictObject({
          round: z.number().int().nullable(),
          total: z.number().int(),
          place: z.number().int().min(1),
          players: z.number().int().min(1),
        })
        .nullable(),
      winner: z.boolean(),
    }),
  }),
  z.strictObject({
    t: z.literal('rejected'),
    do: intentKind,
    slot: z.number().int().nullable(),
    reason: z.enum(Object.keys(REJECT_REASONS) as [RejectReason, ...RejectReason[]]),
    late: z.boolean(),
  }),
  z.strictObject({ t: z.literal('refused'), code: refusal, error: z.string().max(200) }),
]);

/** Validates one text frame from a phone: size, JSON and schema; never throws. */
export function decodePhoneMessage(text: string): Decoded<PhoneMessage> {
  if (text.length > MAX_PHONE_MESSAGE_BYTES) return { ok: false, error: `message too large (${text.length} bytes)` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'message is not valid JSON' };
  }
  const parsed = phoneMessageSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `invalid message at ${issue?.path.join('.') || 'top'}: ${issue?.message ?? 'unknown'}` };
  }
  return { ok: true, msg: parsed.data as PhoneMessage };
}

/** Validates a server message on the phone's side (tests and tools). */
export function decodePhoneHostMessage(text: string): Decoded<PhoneHostMessage> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'message is not valid JSON' };
  }
  const parsed = phoneHostMessageSchema.safeParse(value);
  return parsed.success
    ? { ok: true, msg: parsed.data as PhoneHostMessage }
    : { ok: false, error: parsed.error.issues[0]?.message ?? 'invalid' };
}
