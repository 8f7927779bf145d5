/** Messages between a phone controller and the host's LAN server: types, limits and the room code alphabet. */
import type { Card } from './games/ligretto/cards';
import type { IntentKind, RejectReason } from './games/ligretto/intent';
import type { Stage } from './protocol';

/** Bumped when a phone message changes shape; a phone page from another build is refused. */
export const PHONE_PROTOCOL_VERSION = 1;

/** Largest frame a phone may send, in bytes; larger frames close the connection. */
export const MAX_PHONE_MESSAGE_BYTES = 2048;

/** The WebSocket path of the phone endpoint. */
export const PHONE_WS_PATH = '/phone-ws';

/** Letters of a room code: no I, L, O (1, 0), B (8), S (5) or Z (2), so a code read off a TV is typed right. */
export const ROOM_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY';

/** Letters in a room code. */
export const ROOM_CODE_LENGTH = 4;

/** Longest player name a phone may choose (the lobby's limit). */
export const MAX_PHONE_NAME = 20;

/** What a phone sends. Presses carry no seat: the server acts only for the seat the connection's token owns. */
export type PhoneMessage =
  /** Take a free seat in the lobby; answered by `joined` with the seat's token. */
  | { readonly t: 'join'; readonly v: number; readonly room: string; readonly name: string }
  /** Come back to the seat a token owns (after a reload, screen sleep or a Wi-Fi blip). */
  | { readonly t: 'resume'; readonly v: number; readonly token: string }
  /** The same intents a pad sends; `slot` for row plays and row placements. */
  | { readonly t: 'press'; readonly do: IntentKind; readonly slot?: number }
  /** Give the seat back (lobby only); the token stops working. */
  | { readonly t: 'leave' };

/** Why the server refused a phone; `retry` codes are worth another try later, the others need the player. */
export type PhoneRefusal =
  | 'bad-room'
  | 'bad-token'
  | 'token-in-use'
  | 'full'
  | 'not-lobby'
  | 'malformed'
  | 'not-joined'
  | 'already-joined'
  | 'locked'
  | 'removed'
  | 'closing';

/** Refusals after which the phone should simply reconnect with its token later. */
export const RETRY_REFUSALS: readonly PhoneRefusal[] = ['token-in-use', 'closing'];

/** Refusals after which the stored token is worthless. */
export const FORGET_TOKEN_REFUSALS: readonly PhoneRefusal[] = ['bad-token', 'removed'];

/** The player's own cards, tops only (a card is the shared id: colour and number, see cards.ts). */
export interface PhoneCards {
  readonly stack: Card | null;
  readonly stackLeft: number;
  /** The top of each row slot; null for an empty slot. */
  readonly row: readonly (Card | null)[];
  readonly waste: Card | null;
  /** Face-down cards left in the hand. */
  readonly hand: number;
}

/** The player's score and place once a round has been scored. */
export interface PhoneScore {
  /** Points of the last scored round, null before the first. */
  readonly round: number | null;
  readonly total: number;
  /** 1-based place by total; ties share a place. */
  readonly place: number;
  readonly players: number;
}

/** Everything one phone sees: its own seat only, never another player's cards. */
export interface PhoneView {
  readonly seat: number;
  readonly name: string;
  /** Index into PLAYER_COLORS. */
  readonly color: number;
  readonly stage: Stage;
  readonly paused: boolean;
  /** The seat is frozen (this phone was lost mid-match and has not been seen since). */
  readonly frozen: boolean;
  /** A1: the row placement buttons are shown. */
  readonly advancedRow: boolean;
  /** Milliseconds until a timed stage moves on, null when it waits. */
  readonly stageEndsIn: number | null;
  /** 1-based round number during a match. */
  readonly round: number | null;
  /** Name of whoever called "Ligretto stop!" this round. */
  readonly stoppedBy: string | null;
  /** Own cards while this seat plays a round; null in the lobby. */
  readonly cards: PhoneCards | null;
  readonly score: PhoneScore | null;
  /** This seat is among the winners once the match is over. */
  readonly winner: boolean;
}

/** What the server sends a phone. */
export type PhoneHostMessage =
  /** A seat was taken or resumed; the phone keeps the token to come back. */
  | { readonly t: 'joined'; readonly token: string; readonly seat: number }
  | { readonly t: 'view'; readonly view: PhoneView }
  /** One of this seat's plays was refused; `late` when it lost a race ("too slow!"). */
  | { readonly t: 'rejected'; readonly do: IntentKind; readonly slot: number | null; readonly reason: RejectReason; readonly late: boolean }
  | { readonly t: 'refused'; readonly code: PhoneRefusal; readonly error: string };
