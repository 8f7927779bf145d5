/** Every message between the host session and its views, in both directions: types and limits. */
import type { z } from 'zod';
import type { GameId } from './game';
import type { clientMessageSchema, controlOpSchema, deviceChangeSchema, lobbyCommandSchema, seatPatchSchema } from './protocol-schema';
import type { BuiltInEvent, BuiltInIntentKind, BuiltInReason, BuiltInState } from './games/contracts';
import type { ReplayWatch, SavesReply, SavesView } from './saves-protocol';
import type { MatchOptions, Seat } from './seats';

/** Bumped when a message changes shape. */
export const PROTOCOL_VERSION = 1;

/** Largest accepted incoming message, in bytes of JSON. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

export type { Stage } from './stage';
import type { Stage } from './stage';

/** What every view draws: the whole session at one moment. */
export interface Snapshot<S = BuiltInState> {
  /** Increases by one with every change. */
  readonly rev: number;
  readonly stage: Stage;
  readonly paused: boolean;
  /** Session clock (ms) when this snapshot was made. */
  readonly now: number;
  /** Session clock (ms) when the current timed stage moves on, null when it waits. */
  readonly stageEndsAt: number | null;
  readonly seats: readonly Seat[];
  readonly options: MatchOptions;
  /** Engine player index -> seat index, fixed for the match (seats never shift). */
  readonly players: readonly number[];
  /** Seats whose controller was lost mid-match; `bot` when a bot plays them meanwhile. */
  readonly frozen: readonly { readonly seat: number; readonly bot: boolean }[];
  /** Game nights (saves-protocol.ts): the night being saved, the resume offer, storage notices; null without saves. */
  readonly saves?: SavesView | null;
  /** Set while a replay is watched: stage, seats, players, options and game then show the replay, not a live match. */
  readonly replay?: ReplayWatch | null;
  /** When the attract-mode demo is running. */
  readonly demo: boolean;
  /** The game chosen in the lobby, or being played (or watched). */
  readonly game: GameId;
  /** That game's state during a match (or a watched replay), null in the lobby. */
  readonly state: S | null;
  /** The phone controller server for the lobby to show; null while it is off (attract mode, no LAN mode). */
  readonly lan?: LanStatus | null;
  /** Whether native gamepads (SDL, beyond the browser's four) work; null until checked. */
  readonly nativePads?: NativePadStatus | null;
}

/** The LAN controller server: listening with its address, room code and QR code, or why it is not. */
export type LanStatus =
  | {
      readonly state: 'on';
      /** What phones open (the QR code encodes it, room code included), e.g. `http://192.168.1.20:8765/?room=KXQT`. */
      readonly url: string;
      /** The address to show as text, e.g. `192.168.1.20:8765`. */
      readonly address: string;
      /** The room code a phone must give to take a free seat. */
      readonly roomCode: string;
      /** The QR code of `url`: one string per module row, '1' dark and '0' light, no quiet zone included. */
      readonly qr: readonly string[];
      /** The interface listened on, e.g. `wlp2s0`, `en0` or `Wi-Fi`. */
      readonly iface: string;
      /** Every interface the host may switch to (`use-interface`), best first; includes the one in use. */
      readonly choices: readonly LanChoice[];
    }
  | { readonly state: 'off'; readonly reason: string };

/** A network interface LAN mode can listen on: its name and IPv4 address. */
export interface LanChoice {
  readonly name: string;
  readonly address: string;
}

/** Native gamepads: available with the number connected, or why not (the Gamepad API and phones still work). */
export type NativePadStatus = { readonly available: true; readonly pads: number } | { readonly available: false; readonly reason: string };

/** One native pad in the shape of the Gamepad API's Gamepad (standard mapping), for the renderer's raw-pad seam. */
export interface RawPadState {
  /** Stable slot of the native pad, 0-based; the renderer places it after the browser's own pads. */
  readonly index: number;
  /** `native:` + the SDL device id and name. */
  readonly id: string;
  readonly mapping: 'standard';
  readonly connected: boolean;
  /** Milliseconds on the worker's clock when the state last changed. */
  readonly timestamp: number;
  /** Standard buttons 0-16 (A, B, X, Y, LB, RB, LT, RT, back, start, LS, RS, up, down, left, right, home). */
  readonly buttons: readonly { readonly pressed: boolean; readonly value: number }[];
  /** Left stick x, y, right stick x, y, each -1..1. */
  readonly axes: readonly number[];
}

/** A change to one seat from the lobby. */
export type SeatPatch = z.infer<typeof seatPatchSchema>;

/** Lobby commands. */
export type LobbyCommand = z.infer<typeof lobbyCommandSchema>;

/** Match controls. */
export type ControlOp = z.infer<typeof controlOpSchema>;

/** Messages a view sends to the host. Intents name the lobby seat; the host maps it to the engine player. */
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** A controller disappeared, or appeared (`previous`: the lost binding the input layer recognised it as). */
export type DeviceChangeMessage = z.infer<typeof deviceChangeSchema>;

/**
 * Messages the host sends to a view: `S`, `E`, `D` and `R` are the game's state, event, intent kind and rejection
 * reason. A view decodes them with the built-in games' schemas (HostMessage); the host sends them untyped (HostOut).
 */
export type HostMessage<S = BuiltInState, E = BuiltInEvent, D extends string = BuiltInIntentKind, R extends string = BuiltInReason> =
  | { readonly t: 'welcome'; readonly protocol: number }
  /** `seen`: how many messages this view had sent when the host wrote this one (see ViewHub), so a view knows which of its commands it shows. */
  | { readonly t: 'snapshot'; readonly snapshot: Snapshot<S>; readonly events: readonly E[]; readonly seen?: number }
  /** The answer to a saves command, sent to the view that asked. */
  | { readonly t: 'saves'; readonly reply: SavesReply }
  /** An intent refused by the engine, sent to every view; `late` when it would have fitted a moment earlier ("too slow!"). */
  | {
      readonly t: 'rejected';
      readonly seat: number;
      readonly do: D;
      readonly slot: number | null;
      readonly reason: R;
      readonly late: boolean;
      /** F1: game time the seat's lock ends, when this refusal is a lock or started one (for a draining ring). */
      readonly lockedUntil?: number;
    }
  | { readonly t: 'refused'; readonly error: string; readonly seen?: number }
  /** Every connected native pad, sent whenever one changes. */
  | { readonly t: 'native-pads'; readonly pads: readonly RawPadState[] };

/** A message as the game-agnostic host sends it, before a view decodes it with its games' schemas. */
export type HostOutMessage = HostMessage<unknown, unknown, string, string>;
