import { describe, expect, it } from 'vitest';
import type { InputAction } from '@renderer/input/actions';
import { deviceKey, keysDevice, padDevice, type DeviceRef } from '@renderer/input/devices';
import { intentFor } from '@renderer/games/ligretto/input/bindings';
import { InputHub } from '@renderer/input/InputHub';
import { BUTTON } from '@renderer/input/labels';
import { IDS, LIGRETTO, Rig, actions } from './fakes';

describe('InputHub', () => {
  it('a keyboard player on set 0, one on set 1 and a pad player produce independent events', () => {
    const rig = new Rig('game');
    rig.pads.connect(0, IDS.xbox);
    rig.frame();
    rig.advance(2);
    rig.keys.down('Space');
    rig.advance(2);
    rig.keys.down('KeyO');
    rig.advance(2);
    rig.pads.press(0, BUTTON.west);
    const events = rig.frame();
    expect(actions(events)).toEqual(['keys0:waste', 'keys1:stack', 'pad0:flip']);
    rig.keys.up('Space');
    rig.keys.up('KeyO');
    expect(actions(rig.frame())).toEqual([]);
    expect(actions(rig.tapKey('Digit3'))).toEqual(['keys0:row@2']);
    expect(actions(rig.tapKey('Digit0'))).toEqual(['keys1:row@3']);
  });

  it('a pad that appears is reported with its seat binding, and its first press is already an action', () => {
    const rig = new Rig('menu');
    rig.pads.connect(2, IDS.switch);
    rig.pads.press(2, BUTTON.south);
    const events = rig.frame();
    expect(events[0]).toEqual({
      type: 'connected',
      device: padDevice(2, IDS.switch),
      binding: { kind: 'pad', id: `2#${IDS.switch}` },
      rejoined: null,
      at: rig.now,
    });
    expect(actions(events)).toEqual(['pad2:confirm']);
    expect(events[1]).toMatchObject({ type: 'action', waking: true });
    rig.pads.release(2, BUTTON.south);
    rig.frame();
    rig.frame();
    rig.pads.press(2, BUTTON.south);
    expect(rig.frame()).toMatchObject([{ type: 'action', action: { kind: 'confirm' }, waking: false }]);
  });

  it('a lost pad is reported, and coming back names the binding of the seat it had', () => {
    const rig = new Rig('game');
    rig.pads.connect(0, IDS.ps);
    rig.frame();
    rig.pads.disconnect(0);
    const lost = rig.frame();
    expect(lost).toMatchObject([{ type: 'disconnected', binding: { kind: 'pad', id: `0#${IDS.ps}`.slice(0, 64) } }]);
    rig.pads.connect(1, IDS.ps);
    rig.pads.press(1, BUTTON.south);
    const back = rig.frame();
    expect(back[0]).toMatchObject({
      type: 'connected',
      binding: { kind: 'pad', id: `1#${IDS.ps}`.slice(0, 64) },
      rejoined: { kind: 'pad', id: `0#${IDS.ps}`.slice(0, 64) },
    });
    expect(actions(back)).toEqual(['pad1:waste']);
  });

  it('two pads pressing in the same frame: both actions, in slot order', () => {
    const rig = new Rig('game');
    rig.pads.connect(0, IDS.xbox);
    rig.pads.connect(1, IDS.xbox);
    rig.frame();
    rig.pads.press(1, BUTTON.north);
    rig.pads.press(0, BUTTON.north);
    expect(actions(rig.frame())).toEqual(['pad0:stack', 'pad1:stack']);
  });

  it('the same control means a menu action or a game action depending on the mode', () => {
    const rig = new Rig('menu');
    rig.pads.connect(0, IDS.xbox);
    rig.frame();
    expect(actions(rig.tapPad(0, BUTTON.south))).toEqual(['pad0:confirm']);
    expect(actions(rig.tapKey('Enter'))).toEqual(['keys1:confirm']);
    expect(actions(rig.tapKey('Escape'))).toEqual(['keys0:back']);
    rig.hub.setMode('game');
    expect(rig.hub.mode).toBe('game');
    expect(actions(rig.tapPad(0, BUTTON.south))).toEqual(['pad0:waste']);
    expect(actions(rig.tapKey('Enter'))).toEqual([]);
    expect(actions(rig.tapKey('Escape'))).toEqual(['keys0:pause']);
  });

  it('the left stick navigates menus and moves the row cursor in game, never placing cards', () => {
    const rig = new Rig('menu');
    rig.pads.connect(0, IDS.xbox);
    rig.pads.setAxis(0, 1, 0.9);
    expect(actions(rig.frame())).toEqual(['pad0:down']);
    rig.pads.setAxis(0, 1, 0);
    rig.frame();
    rig.hub.setMode('game');
    rig.pads.setAxis(0, 1, -0.9);
    expect(actions(rig.frame())).toEqual([]);
    rig.pads.setAxis(0, 1, 0);
    rig.pads.setAxis(0, 0, -0.9);
    expect(actions(rig.frame())).toEqual(['pad0:row-cursor@3']);
  });

  it('row cursors are per device, rest on the last slot, wrap, and reset with the row size', () => {
    const rig = new Rig('game');
    rig.pads.connect(0, IDS.xbox);
    rig.frame();
    const pad = padDevice(0, IDS.xbox);
    expect(rig.cursors.slotOf(deviceKey(pad))).toBe(4);
    expect(actions(rig.tapPad(0, BUTTON.right))).toEqual(['pad0:row-cursor@0']);
    expect(actions(rig.tapPad(0, BUTTON.up))).toEqual(['pad0:stack-to-row@0']);
    expect(actions(rig.tapKey('KeyF'))).toEqual(['keys0:row-at-cursor@4']);
    expect(actions(rig.tapKey('KeyJ'))).toEqual(['keys1:row-cursor@3']);
    expect(rig.cursors.slotOf(deviceKey(keysDevice(1)))).toBe(3);
    rig.cursors.setRowSize(3);
    expect(rig.cursors.slotOf(deviceKey(pad))).toBe(2);
    expect(actions(rig.tapPad(0, BUTTON.left))).toEqual(['pad0:row-cursor@1']);
    expect(actions(rig.tapPad(0, BUTTON.down))).toEqual(['pad0:waste-to-row@1']);
  });

  it('events of one frame are ordered by when they happened, pads before keys on a tie', () => {
    const rig = new Rig('game');
    rig.pads.connect(0, IDS.xbox);
    rig.frame();
    rig.advance(3);
    rig.pads.press(0, BUTTON.north);
    rig.advance(3);
    rig.keys.down('KeyQ');
    rig.advance(10);
    const late = rig.hub.poll(rig.now);
    expect(actions(late)).toEqual(['pad0:stack', 'keys0:stack']);
    expect(late.map((e) => e.at)).toEqual([rig.now - 13, rig.now - 10]);
  });

  it('without readers it is quiet, and dispose detaches the keyboard', () => {
    expect(new InputHub().poll(16)).toEqual([]);
    const rig = new Rig();
    rig.hub.dispose();
    expect(rig.keys.count()).toBe(0);
  });
});

/** Taps one binding row's main control on a device and returns the actions it produced. */
function tapRow(rig: Rig, device: DeviceRef, rowId: string): InputAction[] {
  const r = LIGRETTO.rows.find((x) => x.id === rowId);
  if (!r) throw new Error(rowId);
  let events;
  if (device.kind === 'keys') events = rig.tapKey(r.keys[device.set][0] ?? 'None');
  else if (r.button === null) return [];
  else events = rig.tapPad(device.index, r.button);
  return events.flatMap((e) => (e.type === 'action' ? [e.action] : []));
}

/** The fewest presses (up to `max`) from a fresh 5-slot row cursor to an action, or null. */
function fewestPresses(rig: Rig, device: DeviceRef, want: (a: InputAction) => boolean, max: number): number | null {
  const ids = LIGRETTO.inMode('game').map((r) => r.id);
  let sequences: string[][] = [[]];
  for (let length = 1; length <= max; length++) {
    sequences = sequences.flatMap((seq) => ids.map((id) => [...seq, id]));
    for (const seq of sequences) {
      rig.cursors.setRowSize(5);
      const last = seq.map((id) => tapRow(rig, device, id)).at(-1) ?? [];
      if (last.some(want)) return length;
    }
  }
  return null;
}

describe('every game action is reachable on every device (5-slot row, fresh cursor)', () => {
  const devices: readonly DeviceRef[] = [padDevice(0, IDS.xbox), padDevice(0, IDS.ps), keysDevice(0), keysDevice(1)];
  for (const device of devices) {
    const name = device.kind === 'pad' ? `a ${device.family} pad` : `key set ${device.set}`;
    it(`${name}: stack, waste, flip in one press; every row slot in at most two; A1 placements on every slot`, () => {
      const rig = new Rig('game');
      if (device.kind === 'pad') rig.pads.connect(0, device.id);
      rig.frame();
      for (const kind of ['stack', 'waste', 'flip', 'pause', 'menu'] as const) {
        expect(
          fewestPresses(rig, device, (a) => a.kind === kind, 1),
          kind,
        ).toBe(1);
      }
      for (let slot = 0; slot < 5; slot++) {
        const plays = (a: InputAction): boolean => intentFor(a, 0)?.do === 'row' && 'slot' in a && a.slot === slot;
        const presses = fewestPresses(rig, device, plays, 2);
        expect(presses, `row slot ${slot}`).not.toBeNull();
        expect(presses ?? 9, `row slot ${slot}`).toBeLessThanOrEqual(2);
      }
      for (const kind of ['stack-to-row', 'waste-to-row'] as const) {
        const presses = [0, 1, 2, 3, 4].map((slot) =>
          fewestPresses(rig, device, (a) => a.kind === kind && 'slot' in a && a.slot === slot, 3),
        );
        // At rest on slot 5 one press; slots 1 and 4 one cursor step away (wrapping); 2 and 3 two.
        expect(presses, kind).toEqual([2, 3, 3, 2, 1]);
      }
    });
  }
});

describe('InputHub off the frame (issue 16)', () => {
  it('a key press is taken in its own key event: the listener reads it at once, with no pad read and no frame', () => {
    const rig = new Rig('game');
    const taken: string[] = [];
    rig.hub.onKeys(() => taken.push(...actions(rig.hub.pollKeys(rig.now))));
    rig.advance(5);
    rig.keys.down('Space');
    expect(taken).toEqual(['keys0:waste']);
    rig.keys.up('Space');
    rig.keys.down('KeyO');
    expect(taken).toEqual(['keys0:waste', 'keys1:stack']);
    // A key the game does not own is left to the browser: no event, the listener is not called.
    rig.keys.down('KeyZ');
    expect(taken).toHaveLength(2);
  });

  it('pads are read by their own poll, which never reads the keys', () => {
    const rig = new Rig('game');
    rig.pads.connect(0, IDS.xbox);
    rig.advance(16);
    expect(rig.hub.pollPads(rig.now).map((e) => e.type)).toEqual(['connected']);
    rig.keys.down('Space');
    rig.pads.press(0, BUTTON.west);
    rig.advance(16);
    expect(actions(rig.hub.pollPads(rig.now))).toEqual(['pad0:flip']);
    // The key waited for its own read.
    expect(actions(rig.hub.pollKeys(rig.now))).toEqual(['keys0:waste']);
  });
});
