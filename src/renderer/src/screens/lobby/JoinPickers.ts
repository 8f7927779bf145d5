/**
 * Names at join: a device that joins is seated at once under a suggested name (a saved person's look comes along once
 * seated); a seated device that asks to rename gets a picker that takes its presses (and real keys) until it closes.
 */
import { Container } from 'pixi.js';
import type { ClientMessage, SeatPatch } from '@shared/protocol';
import type { SavedPerson } from '@shared/saves-protocol';
import type { InputBinding, Seat } from '@shared/seats';
import { getLanguage, t } from '../../i18n/i18n';
import { joinCommand, suggestName } from './suggested-name';
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
  /** Devices that asked to join under a saved person's name: that person's look is asked for once they are seated. */
  private readonly awaiting = new Map<string, { readonly device: DeviceRef; readonly person: SavedPerson }>();
  /** A real key went to a picker since the last input batch: the key set's action for that key is not the lobby's. */
  private rawTyped = false;
  private area: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private scaleNow = 1;

  constructor(private readonly host: PickerHost) {
    super();
  }

  /**
   * Seats a device at once under a suggested name (`seat`: a tapped slot): a saved person nobody sits as (their look
   * follows once seated), else a friendly unused name in the TV's language; renaming is the seat card's Start, never a gate.
   */
  join(device: DeviceRef, input: InputBinding, seat?: number): void {
    const suggestion = suggestName(this.host.people(), this.host.seats(), getLanguage(), this.claimedNames());
    this.awaitJoin(device, suggestion?.person ?? null);
    this.host.send({ t: 'lobby', cmd: joinCommand(input, suggestion, seat) });
  }

  /** A device asked for a seat as a saved person (null: a friendly name): their colour and back follow once seated. */
  awaitJoin(device: DeviceRef, person: SavedPerson | null): void {
    if (person) this.awaiting.set(deviceKey(device), { device, person });
  }

  /** Names the devices that joined a moment ago are asking for (so the next press suggests another). */
  claimedNames(): string[] {
    return [...this.awaiting.values()].map((a) => a.person.name);
  }

  /** A seated device asks to rename its seat: its picker opens (saved people first, else the keyboard); true when it did. */
  rename(device: DeviceRef): boolean {
    const key = deviceKey(device);
    const seat = seatOfDevice(this.host.seats(), device);
    if (seat === null || this.open.has(key)) return false;
    const current = this.host.seats()[seat]?.name;
    const view = new NamePickerView();
    this.addChild(view);
    this.open.set(key, { device, picker: openPicker(seat, this.host.people(), this.othersNames(seat), current), view });
    this.host.sound('confirm');
    return true;
  }

  /** True while any picker is open. */
  get active(): boolean {
    return this.open.size > 0;
  }

  /** Gives the saved people who just sat down their look, closes the pickers whose seat went; true when that changed anything. */
  sync(): boolean {
    const seats = this.host.seats();
    let changed = false;
    for (const [key, { device, person }] of this.awaiting) {
      const seat = seatOfDevice(seats, device);
      if (seat === null) continue;
      this.awaiting.delete(key);
      const patch = this.patchFor(seat, person.name, person);
      if (patch.color !== undefined || patch.back !== undefined) this.host.send({ t: 'lobby', cmd: { op: 'update-seat', seat, patch } });
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
      if (r)
        o.view.show(o.picker, seats[o.picker.seat]?.color ?? o.picker.seat, r, this.scaleNow, this.hint(o.device, o.picker.text === ''));
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
  private patchFor(seat: number, name: string, person: SavedPerson | null): { name?: string; color?: number; back?: number } & SeatPatch {
    const others = this.host.seats().filter((s, i) => i !== seat && s.kind !== 'open');
    const patch: { name?: string; color?: number; back?: number } = this.host.seats()[seat]?.name === name ? {} : { name };
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

  /** The hint line in the device's own labels; `empty`: nothing typed yet, so back cancels (it deletes a letter otherwise). */
  private hint(device: DeviceRef, empty: boolean): PickerHint {
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
    const pad = { confirm: label('menu.confirm'), back: label('menu.back'), done: label('menu.pause') };
    const keyboard = keys
      ? t(empty ? 'picker.hint.keysCancel' : 'picker.hint.keys')
      : t(empty ? 'picker.hint.padCancel' : 'picker.hint.pad', pad);
    return { list, keyboard };
  }
}
