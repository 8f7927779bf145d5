/** Fakes for the input tests: a keyboard event target, a memory storage, and a rig with a manual clock. */
import { InputHub, type InputEvent } from '@renderer/input/InputHub';
import { KeyboardReader, type KeyEventLike, type KeyTarget } from '@renderer/input/KeyboardReader';
import { PadReader } from '@renderer/input/PadReader';
import { type Remap, type StorageLike } from '@renderer/input/Remap';
import { ScriptedPadSource } from '@renderer/input/ScriptedPadSource';
import type { InputMode } from '@renderer/input/actions';
import { BindingTable } from '@renderer/input/bindings';
import { LIGRETTO_ROWS } from '@renderer/games/ligretto/input/bindings';
import { RowCursors } from '@renderer/games/ligretto/input/RowCursors';

/** Ligretto's binding table (its rows with the shared ones): the game these input tests press buttons for. */
export const LIGRETTO = new BindingTable(LIGRETTO_ROWS);

/** Every game's rows as the remap store takes them: Ligretto's alone. */
export const GAME_ROWS = [LIGRETTO_ROWS] as const;

/** Xbox, DualSense and Switch Pro id strings as Chromium reports them. */
export const IDS = {
  xbox: 'Xbox 360 Controller (XInput STANDARD GAMEPAD)',
  ps: 'DualSense Wireless Controller (STANDARD GAMEPAD Vendor: 054c Product: 0ce6)',
  switch: 'Pro Controller (STANDARD GAMEPAD Vendor: 057e Product: 2009)',
} as const;

type KeyListener = (event: KeyEventLike) => void;

/** A key event target that tests dispatch into; it records which events were default-prevented. */
export class FakeKeys implements KeyTarget {
  private readonly key = new Map<string, Set<KeyListener>>();
  private readonly blurs = new Set<() => void>();
  readonly prevented: string[] = [];
  time = 0;

  addEventListener(type: 'keydown' | 'keyup' | 'blur', listener: KeyListener | (() => void)): void {
    if (type === 'blur') this.blurs.add(listener as () => void);
    else this.listeners(type).add(listener);
  }

  removeEventListener(type: 'keydown' | 'keyup' | 'blur', listener: KeyListener | (() => void)): void {
    if (type === 'blur') this.blurs.delete(listener as () => void);
    else this.listeners(type).delete(listener);
  }

  /** How many listeners are attached. */
  count(): number {
    return this.listeners('keydown').size + this.listeners('keyup').size + this.blurs.size;
  }

  down(code: string, extra: { repeat?: boolean; ctrlKey?: boolean } = {}): void {
    this.dispatch('keydown', code, extra.repeat ?? false, extra.ctrlKey ?? false);
  }

  up(code: string): void {
    this.dispatch('keyup', code, false, false);
  }

  /** Key down then up. */
  tap(code: string): void {
    this.down(code);
    this.up(code);
  }

  blur(): void {
    for (const l of this.blurs) l();
  }

  private dispatch(type: 'keydown' | 'keyup', code: string, repeat: boolean, ctrlKey: boolean): void {
    const event: KeyEventLike = {
      code,
      repeat,
      ctrlKey,
      timeStamp: this.time,
      preventDefault: () => void this.prevented.push(`${type}:${code}`),
    };
    for (const l of this.listeners(type)) l(event);
  }

  private listeners(type: 'keydown' | 'keyup'): Set<KeyListener> {
    let set = this.key.get(type);
    if (!set) {
      set = new Set();
      this.key.set(type, set);
    }
    return set;
  }
}

/** localStorage in memory; `fail` makes every call throw like a disabled storage. */
export class MemoryStorage implements StorageLike {
  readonly data = new Map<string, string>();
  fail = false;

  getItem(key: string): string | null {
    if (this.fail) throw new Error('storage disabled');
    return this.data.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.fail) throw new Error('storage disabled');
    this.data.set(key, value);
  }
}

/** Scripted pads, a fake keyboard and a hub running Ligretto's actions on one manual clock; `frame()` advances 16 ms and polls. */
export class Rig {
  now = 1000;
  readonly pads = new ScriptedPadSource(() => this.now);
  readonly keys = new FakeKeys();
  /** Ligretto's per-device row cursors, the hub's game input. */
  readonly cursors = new RowCursors();
  readonly hub: InputHub;

  constructor(
    mode: InputMode = 'game',
    readonly remap: Remap | null = null,
  ) {
    const keyboard = new KeyboardReader(this.keys, (code) => this.hub.keySetOf(code));
    this.hub = new InputHub({ pads: [new PadReader(this.pads)], keyboard, remap, mode, game: this.cursors });
  }

  /** Moves the clock (also the clock key events are stamped with). */
  advance(ms: number): void {
    this.now += ms;
    this.keys.time = this.now;
  }

  /** Ends the frame: advances `ms` and polls the hub. */
  frame(ms = 16): InputEvent[] {
    this.advance(ms);
    return this.hub.poll(this.now);
  }

  /** Presses a pad button, polls, releases it and polls until the release is through the debounce. */
  tapPad(index: number, button: number): InputEvent[] {
    this.pads.press(index, button);
    const events = this.frame();
    this.pads.release(index, button);
    this.frame();
    this.frame();
    return events;
  }

  /** Taps a key and polls once. */
  tapKey(code: string): InputEvent[] {
    this.advance(1);
    this.keys.tap(code);
    return this.frame();
  }
}

/** The actions of a frame as short strings ("pad0:waste", "keys1:row@3"), in order. */
export function actions(events: readonly InputEvent[]): string[] {
  return events.flatMap((e) => {
    if (e.type !== 'action') return [];
    const who = e.device.kind === 'pad' ? `pad${e.device.index}` : `keys${e.device.set}`;
    const slot = 'slot' in e.action && typeof e.action.slot === 'number' ? `@${e.action.slot}` : '';
    return [`${who}:${e.action.kind}${slot}`];
  });
}
