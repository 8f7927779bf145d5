/** Every input device in one place: it turns the readers' edges into actions for the screens (keys as they come, pads when polled). */
import type { InputBinding } from '@shared/seats';
import type { InputAction, InputMode } from './actions';
import { BindingTable, type BindingRow, type ButtonOverrides, type Hint } from './bindings';
import { deviceKey, toInputBinding, type DeviceRef, type Edge, type KeySet, type ReaderEvent } from './devices';
import type { GameInput } from './game-input';
import type { KeyboardReader } from './KeyboardReader';
import type { PadReader } from './PadReader';
import type { Remap } from './Remap';

/** A device asked for an action (on the press edge). */
export interface ActionEvent {
  readonly type: 'action';
  readonly device: DeviceRef;
  readonly action: InputAction;
  readonly at: number;
  /**
   * True for a press that woke a pad appearing in this same poll (browsers show a pad only after a
   * press): the lobby counts it as a join, the table as "press A to continue" rather than a card play.
   */
  readonly waking: boolean;
}

/** A pad came or went; `binding` is its seat binding, `rejoined` the binding of the lost pad it is taken to be. */
export type DeviceEvent =
  | {
      readonly type: 'connected';
      readonly device: DeviceRef;
      readonly binding: InputBinding;
      readonly rejoined: InputBinding | null;
      readonly at: number;
    }
  | { readonly type: 'disconnected'; readonly device: DeviceRef; readonly binding: InputBinding; readonly at: number };

/** A raw button press taken for remapping instead of its action (see InputHub.captureNextButton). */
export interface CapturedEvent {
  readonly type: 'captured';
  readonly device: DeviceRef;
  readonly button: number;
  readonly at: number;
}

/** What the screens receive each frame. */
export type InputEvent = ActionEvent | DeviceEvent | CapturedEvent;

/** What the hub combines; every part is optional so tests can use just one. */
export interface InputHubParts {
  readonly pads?: readonly PadReader[];
  readonly keyboard?: KeyboardReader | null;
  readonly remap?: Remap | null;
  readonly mode?: InputMode;
  /** The running game's actions (its table sets them while it shows). */
  readonly game?: GameInput | null;
}

/**
 * Polls the pad readers and the keyboard reader once per frame and returns this frame's events,
 * ordered by when they happened (ties: pads in slot order, then key set 0, then 1). Only press
 * edges become actions; which action depends on the mode, the device's remap and the running game's
 * own rows and per-device state (its GameInput; the hub knows no game).
 */
export class InputHub {
  private readonly pads: readonly PadReader[];
  private readonly keyboard: KeyboardReader | null;
  private readonly remap: Remap | null;
  private game: GameInput | null = null;
  private table = new BindingTable();
  private current: InputMode;
  private capturing: string | null = null;

  constructor(parts: InputHubParts = {}) {
    this.pads = parts.pads ?? [];
    this.keyboard = parts.keyboard ?? null;
    this.remap = parts.remap ?? null;
    this.current = parts.mode ?? 'menu';
    this.setGame(parts.game ?? null);
  }

  /** The live binding layer. */
  get mode(): InputMode {
    return this.current;
  }

  /** Switches between menu and game bindings (the table sets 'game' while a round runs). */
  setMode(mode: InputMode): void {
    this.current = mode;
  }

  /** The running game's actions: its rows join the table (game mode, hints, keys) and its state resolves their commands. */
  setGame(game: GameInput | null): void {
    if (game === this.game) return;
    this.game = game;
    this.table = new BindingTable(game?.rows ?? []);
  }

  /** The key set a key code belongs to in the live table (menus, the shared rows and the running game's), or null. */
  keySetOf(code: string): KeySet | null {
    return this.table.keySetOf(code);
  }

  /** The seat binding for a device (src/shared/seats.ts). */
  bindingOf(device: DeviceRef): InputBinding {
    return toInputBinding(device);
  }

  /** Button hints for a device, with its remap applied. */
  hints(device: DeviceRef): readonly Hint[] {
    return this.table.hints(device, this.overridesOf(device));
  }

  /** Button hints for a device with a game's rows (the lobby chips, before that game's table sets them), its remap applied. */
  hintsWith(device: DeviceRef, gameRows: readonly BindingRow[]): readonly Hint[] {
    return new BindingTable(gameRows).hints(device, this.overridesOf(device));
  }

  /** The pads present after the last poll. */
  connectedPads(): readonly DeviceRef[] {
    return this.pads.flatMap((r) => r.connected());
  }

  /** Reads every device once (pads, then keys) and returns what happened, oldest first. */
  poll(now: number): InputEvent[] {
    const events = [...this.pollPads(now), ...this.pollKeys(now)];
    // Array.prototype.sort is stable, so equal times keep the reader order above.
    return events.sort((a, b) => a.at - b.at);
  }

  /** Reads every pad once (the app's light pad loop, which draws nothing) and returns what happened, oldest first. */
  pollPads(now: number): InputEvent[] {
    const events: InputEvent[] = [];
    for (const reader of this.pads) {
      const woken = new Set<string>();
      for (const e of reader.poll(now)) {
        if (e.type === 'connected') woken.add(deviceKey(e.device));
        this.take(e, events, e.type === 'edge' && woken.has(deviceKey(e.edge.device)));
      }
    }
    return events.sort((a, b) => a.at - b.at);
  }

  /** The key edges queued since the last read, as events (the app reads them in the key event itself). */
  pollKeys(now: number): InputEvent[] {
    const events: InputEvent[] = [];
    for (const edge of this.keyboard?.poll(now) ?? []) this.take({ type: 'edge', edge }, events, false);
    return events;
  }

  /** Calls `listener` whenever a key event queued an edge (null stops it). */
  onKeys(listener: (() => void) | null): void {
    this.keyboard?.onQueued(listener);
  }

  /** The next button this pad presses comes back as a `captured` event, not as an action (remapping). */
  captureNextButton(device: DeviceRef): void {
    this.capturing = deviceKey(device);
  }

  /** Stops waiting for a button to remap. */
  cancelCapture(): void {
    this.capturing = null;
  }

  /** The remap store behind this hub, if any. */
  get remapStore(): Remap | null {
    return this.remap;
  }

  /** Stops listening to the keyboard. */
  dispose(): void {
    this.keyboard?.dispose();
  }

  private take(e: ReaderEvent, out: InputEvent[], waking: boolean): void {
    if (e.type === 'connected') {
      out.push({ type: 'connected', device: e.device, binding: toInputBinding(e.device), rejoined: e.rejoined, at: e.at });
    } else if (e.type === 'disconnected') {
      this.game?.forget(deviceKey(e.device));
      out.push({ type: 'disconnected', device: e.device, binding: toInputBinding(e.device), at: e.at });
    } else if (e.edge.edge === 'press') {
      if (this.capturing !== null && e.edge.control.kind === 'button' && this.capturing === deviceKey(e.edge.device)) {
        this.capturing = null;
        out.push({ type: 'captured', device: e.edge.device, button: e.edge.control.button, at: e.edge.at });
        return;
      }
      const row = this.rowFor(e.edge);
      if (!row) return;
      const game = this.game;
      const action = game?.rows.includes(row) ? game.resolve(deviceKey(e.edge.device), row.command) : row.command;
      out.push({ type: 'action', device: e.edge.device, action, at: e.edge.at, waking });
    }
  }

  private rowFor(edge: Edge): BindingRow | null {
    const { device, control } = edge;
    switch (control.kind) {
      case 'button':
        return this.table.forButton(this.current, control.button, this.overridesOf(device));
      case 'stick':
        return this.table.forStick(this.current, control.dir);
      case 'key':
        return device.kind === 'keys' ? this.table.forKey(this.current, device.set, control.code) : null;
    }
  }

  private overridesOf(device: DeviceRef): ButtonOverrides {
    return this.remap?.overridesFor(device) ?? {};
  }
}
