/** Messages between a phone controller and the host's LAN server: types, limits and the room code alphabet. */
import type { z } from 'zod';
import type { phoneHostMessageSchema, phoneMessageSchema, phoneScoreSchema, phoneViewSchema } from './phone-protocol-schema';

/** Bumped when a phone message changes shape; a phone page from another build is refused. */
export const PHONE_PROTOCOL_VERSION = 1;

/** Largest frame a phone may send, in bytes; larger frames close the connection. */
export const MAX_PHONE_MESSAGE_BYTES = 2048;

/** The WebSocket path of the phone endpoint. */
export const PHONE_WS_PATH = '/phone-ws';

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

/** What a phone sends. Presses carry no seat: the server acts only for the seat the connection's token owns. */
export type PhoneMessage = z.infer<typeof phoneMessageSchema>;

/** Why the server refused a phone; `retry` codes are worth another try later, the others need the player. */
export type PhoneRefusal = (typeof PHONE_REFUSALS)[number];

/** Refusals after which the phone should simply reconnect with its token later. */
export const RETRY_REFUSALS: readonly PhoneRefusal[] = ['token-in-use', 'closing', 'slow-down'];

/** Refusals after which the stored token is worthless. */
export const FORGET_TOKEN_REFUSALS: readonly PhoneRefusal[] = ['bad-token', 'removed'];

/** The player's score and place once a round has been scored. */
export type PhoneScore = z.infer<typeof phoneScoreSchema>;

/** Everything one phone sees: its own seat only, never another player's cards; `pad` is its game's part. */
export type PhoneView = z.infer<typeof phoneViewSchema>;

/** A press the player made: an intent kind and, for row plays and placements, the slot. */
export type PhonePress = Omit<Extract<PhoneMessage, { t: 'press' }>, 't'>;

/** What the server sends a phone. */
export type PhoneHostMessage = z.infer<typeof phoneHostMessageSchema>;
