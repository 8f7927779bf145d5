/** The screen lifecycle driven by one navigation object (show / hide / update / resize / pause). */
import type { Container } from 'pixi.js';
import type { BuiltInEvent } from '@shared/games/contracts';
import type { ClientMessage, HostMessage, Snapshot } from '@shared/protocol';
import type { Sounds } from '../audio/Sounds';
import type { Ticket } from '../bridge/Bridge';
import type { InputEvent, InputHub } from '../input/index';
import type { FullscreenSwitch } from '../settings/fullscreen';
import type { OverlayStack } from './OverlayStack';
import type { SettingsStore } from '../settings/SettingsStore';

/** Screens that exist only on this display, not in the session's stage (replays and players: saves-protocol). */
export type LocalScreen = 'title' | 'settings' | 'controls' | 'replays' | 'players' | 'night-end';

/**
 * The local screens Back returns through after `from` opens `to`: `from` is remembered, a screen already on the way
 * back cuts the way there (no loops), and closing to the session's screen forgets them all.
 */
export function nextReturns(returns: readonly LocalScreen[], from: LocalScreen | null, to: LocalScreen | null): LocalScreen[] {
  if (to === null) return [];
  const at = returns.indexOf(to);
  if (at >= 0) return returns.slice(0, at);
  return from === null || from === to ? [...returns] : [...returns, from];
}

/** What the app gives every screen. */
export interface AppServices {
  /** Sends a message to the host session; its ticket, or null when it could not be sent (not connected). */
  send(msg: ClientMessage): Ticket | null;
  /** Has the host answered this message yet (see Bridge.answered)? */
  answered(ticket: Ticket): boolean;
  readonly sounds: Sounds;
  readonly settings: SettingsStore;
  /** Fullscreen: the host's setting in the app, the player's in a browser. */
  readonly fullscreen: FullscreenSwitch;
  readonly hub: InputHub;
  /** The overlays over the screens: a dialog pushes itself while it takes input and pops itself when it closes. */
  readonly overlays: OverlayStack;
  /** Opens or closes a local screen over the session's own screen. */
  openLocal(screen: LocalScreen | null): void;
  /** Back from a local screen: to the local screen it was opened from (the title, settings), else the session's screen. */
  closeLocal(): void;
  /** Fullscreen on or off, through the bridge (the desktop window or the browser page). */
  setFullscreen(on: boolean): Promise<void>;
  /** Asks for one redraw. */
  requestRender(): void;
  /** True inside Electron (there is a Quit), false in a browser tab. */
  readonly desktop: boolean;
  /** A stream view for viewers (read-only): it shows no controller prompts. Absent: the TV. */
  readonly viewer?: boolean;
}

/** Every screen. */
export type ScreenId =
  | 'title'
  | 'lobby'
  | 'table'
  | 'scores'
  | 'standings'
  | 'match-end'
  | 'settings'
  | 'controls'
  | 'replays'
  | 'players'
  | 'event'
  | 'night-end';

/** A full-screen view of the game. */
export interface Screen {
  readonly id: ScreenId;
  readonly root: Container;
  /** Becomes visible, with the latest snapshot (null before the first one). */
  show(snapshot: Snapshot | null): void;
  hide(): void;
  /** A new snapshot with the events that led to it (every built-in game's events: only a game's table reads them). */
  update(snapshot: Snapshot, events: readonly BuiltInEvent[]): void;
  resize(width: number, height: number): void;
  /** This frame's input events while the screen is on top. */
  input(events: readonly InputEvent[]): void;
  /** The session paused or resumed the match. */
  pause?(paused: boolean): void;
  /** A host message other than a snapshot (rejections). */
  message?(msg: HostMessage): void;
  /** Per-frame hook while shown; returns true when something on screen changed. */
  tick?(now: number): boolean;
  /**
   * True while what the screen shows changes with time alone (a countdown, a replay playing, a stage timer bar): the
   * render loop keeps calling `tick` only while this holds (and otherwise sleeps until a snapshot, input or resize).
   * A screen with `tick` and without `moving` is taken to move all the time.
   */
  moving?(): boolean;
  /**
   * A game table comes back every round with most of its words unchanged (names, captions, hints): it keeps its text
   * textures while hidden. Any other screen lets them go when it hides (they are painted again if it comes back).
   */
  readonly keepsTexturesHidden?: boolean;
  /** What the screen shows, for the end-to-end tests (`window.ligrettoDebug.describe()`), when it says. */
  describe?(): unknown;
}
