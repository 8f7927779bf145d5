/** The name pickers of the seats that just joined: each takes its own device's presses (and real keys) until a name is chosen. */
import { Container } from 'pixi.js';
import type { ClientMessage, SeatPatch } from '@shared/protocol';
import type { SavedPerson } from '@shared/saves-protocol';
import type { Seat } from '@shared/seats';
import { t } from '../../i18n/i18n';
import { deviceKey, MENU_TABLE, seatOfDevice, type ActionEvent, type DeviceRef, type Hint } from '../../input/index';
import type { Rect } from '../../layout/rect';
import { pickerRects } from './lobby-layout';
import { openPicker, stepPicker, typedChar, type NamePicker, type PickerInput, type PickerOutcome } from './name-picker';
import { NamePickerView, type PickerDescription, type PickerHint } from './NamePickerView';

interface Open {
  readonly device: DeviceRef;
  picker: NamePicker;
  readonly view: NamePickerView;
}

/** What the pickers need from the lobby. */
export interface PickerHost {
  seats(): readonly Seat[];
  people(): readonly SavedPerson[];
  hints(device: DeviceRef): readonly Hint[];
  send(msg: ClientMessage): void;
  sound(name: 'confirm' | 'move' | 'back'): void;
}

const MOVES: Readonly<Record<string, PickerInput['kind']>> = {
  up: 'up',
  down: 'down',
  left: 'left',
  right: 'right',
  confirm: 'confirm',
  back: 'back',
  pause: 'done',
};

const RAW: Readonly<Record<string, PickerInput['kind']>> = {
  Enter: 'done',
  Backspace: 'delete',
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** The open pickers, drawn over the seat grid. */
export class JoinPickers extends Container {
  private readonly open = new Map<string, Open>();
  /** Devices that asked to join: their picker opens when a snapshot shows them seated. */
  private readonly awaiting = new Map<string, DeviceRef>();
  /** A real key went to a picker since the last input batch: the key set's action for that key is not the lobby's. */
  private rawTyped = false;
  private area: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private scaleNow = 1;

  constructor(private readonly host: PickerHost) {
    super();
  }

  /** A device asked for a seat: it picks its name once seated. */
  awaitJoin(device: DeviceRef): void {
    this.awaiting.set(deviceKey(device), device);
  }

  /** True while any picker is open. */
  get active(): boolean {
    return this.open.size > 0;
  }

  /** Opens the pickers of devices now seated, closes those whose seat went; true when that changed anything. */
  sync(): boolean {
    const seats = this.host.seats();
    let changed = false;
    for (const [key, device] of this.awaiting) {
      const seat = seatOfDevice(seats, device);
      if (seat === null) continue;
      this.awaiting.delete(key);
      const view = new NamePickerView();
      this.addChild(view);
      this.open.set(key, { device, picker: openPicker(seat, this.host.people(), this.othersNames(seat)), view });
      changed = true;
    }
    for (const [key, o] of this.open) {
      if (seatOfDevice(seats, o.device) !== o.picker.seat) changed = this.close(key) || changed;
    }
    return changed;
  }

  /** Closes every picker and forgets pending joins (the lobby is left). */
  clear(): void {
    for (const key of [...this.open.keys()]) this.close(key);
    this.awaiting.clear();
  }

  /**
   * Takes an action of a device with an open picker: true when it was the picker's (used or swallowed), false when the
   * lobby should handle it. `justAsked`: the device asked to join a moment ago (a double-tapped A types nothing).
   */
  act(e: ActionEvent, justAsked: boolean): boolean {
    const typing = e.device.kind === 'keys' && (this.rawTyped || this.keysTyping() !== null);
    const o = this.open.get(deviceKey(e.device)) ?? this.keyboardPicker(e.device);
    if (!o) return typing;
    if (typing || e.waking || (justAsked && e.action.kind === 'confirm')) return true;
    const kind = MOVES[e.action.kind];
    if (kind) this.apply(o, { kind } as PickerInput);
    return true;
  }

  /** Ends an input batch: the real keys typed before it have had their key-set actions swallowed. */
  batchDone(): void {
    this.rawTyped = false;
  }

  /** A real key press while a keyboard player types a name; true when a picker took it. */
  rawKey(e: KeyboardEvent): boolean {
    const o = this.keysTyping();
    if (!o || e.ctrlKey || e.altKey || e.metaKey) return false;
    let input: PickerInput | null = null;
    const raw = RAW[e.key];
    if (raw) input = { kind: raw } as PickerInput;
    else if (e.key === 'Escape') input = { kind: 'back' };
    else {
      const ch = typedChar(e.key);
      if (ch !== null && !e.repeat) input = { kind: 'type', ch };
    }
    if (!input) return false;
    e.preventDefault();
    if (MENU_TABLE.keySetOf(e.code) !== null) this.rawTyped = true;
    // Esc leaves the keyboard whatever was typed.
    if (e.key === 'Escape') o.picker = { ...o.picker, text: '' };
    this.apply(o, input);
    return true;
  }

  /** Lays the pickers out over the seat grid. */
  layout(area: Rect, s: number): void {
    this.area = area;
    this.scaleNow = s;
  }

  /** Draws every open picker. */
  draw(): void {
    const list = [...this.open.values()].sort((a, b) => a.picker.seat - b.picker.seat);
    const rects = pickerRects(list.length, this.area, 18 * this.scaleNow);
    const seats = this.host.seats();
    list.forEach((o, i) => {
      const r = rects[i];
      if (r) o.view.show(o.picker, seats[o.picker.seat]?.color ?? o.picker.seat, r, this.scaleNow, this.hint(o.device));
    });
  }

  /** The open pickers as drawn, in seat order. */
  describe(): PickerDescription[] {
    return [...this.open.values()]
      .sort((a, b) => a.picker.seat - b.picker.seat)
      .flatMap((o) => {
        const d = o.view.describe();
        return d ? [d] : [];
      });
  }

  /**
   * The picker of the keyboard's seat, for a key of the other key set that sits nowhere: one person at the keyboard
   * uses whichever keys they know (arrows and Enter are the right hand's).
   */
  private keyboardPicker(device: DeviceRef): Open | undefined {
    if (device.kind !== 'keys' || seatOfDevice(this.host.seats(), device) !== null) return undefined;
    const keys = [...this.open.values()].filter((o) => o.device.kind === 'keys');
    return keys.length === 1 ? keys[0] : undefined;
  }

  /** The picker real keys type into: the keyboard player's, else the one pad picker on its keyboard (a keyboard lies near). */
  private keysTyping(): Open | null {
    const typing = [...this.open.values()].filter((o) => o.picker.mode === 'keyboard');
    return typing.find((o) => o.device.kind === 'keys') ?? (typing.length === 1 ? (typing[0] ?? null) : null);
  }

  private othersNames(seat: number): string[] {
    return this.host.seats().flatMap((s, i) => (i === seat || s.kind === 'open' ? [] : [s.name]));
  }

  private apply(o: Open, input: PickerInput): void {
    const out: PickerOutcome = stepPicker(o.picker, input, this.othersNames(o.picker.seat));
    const key = deviceKey(o.device);
    switch (out.kind) {
      case 'open':
        o.picker = out.picker;
        this.host.sound(out.picker.error ? 'back' : 'move');
        return;
      case 'keep':
        this.close(key);
        this.host.sound('back');
        return;
      case 'chosen':
        this.host.send({
          t: 'lobby',
          cmd: { op: 'update-seat', seat: o.picker.seat, patch: this.patchFor(o.picker.seat, out.name, out.person) },
        });
        this.close(key);
        this.host.sound('confirm');
    }
  }

  /** The name, and the saved person's colour and back when no other seat has them. */
  private patchFor(seat: number, name: string, person: SavedPerson | null): SeatPatch {
    const others = this.host.seats().filter((s, i) => i !== seat && s.kind !== 'open');
    const patch: { name: string; color?: number; back?: number } = { name };
    if (person && !others.some((s) => s.color === person.color)) patch.color = person.color;
    if (person && !others.some((s) => s.back === person.back)) patch.back = person.back;
    return patch;
  }

  private close(key: string): boolean {
    const o = this.open.get(key);
    if (!o) return false;
    this.open.delete(key);
    o.view.destroy({ children: true });
    return true;
  }

  private hint(device: DeviceRef): PickerHint {
    const hints = this.host.hints(device);
    const keys = device.kind === 'keys';
    const label = (id: string): string => {
      const h = hints.find((x) => x.id === id);
      return (keys ? h?.alternatives.at(-1) : undefined) ?? h?.label ?? '';
    };
    const list = t('picker.hint.list', {
      confirm: label('menu.confirm'),
      move: `${label('menu.up')}${label('menu.down')}`,
      back: label('menu.back'),
    });
    const keyboard = keys
      ? t('picker.hint.keys')
      : t('picker.hint.pad', { confirm: label('menu.confirm'), back: label('menu.back'), done: label('menu.pause') });
    return { list, keyboard };
  }
}
