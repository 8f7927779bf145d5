import { describe, expect, it } from 'vitest';
import { browserPadSource, installPadSource, type PadsGlobal, type RawPad } from '@renderer/input/pad-source';
import { PadReader } from '@renderer/input/PadReader';
import { ScriptedPadSource } from '@renderer/input/ScriptedPadSource';
import { setupInput, type InputPage } from '@renderer/input/setup-input';
import { BUTTON } from '@renderer/input/labels';
import { FakeKeys, IDS, MemoryStorage, actions } from './fakes';

function rawPad(index: number, pressed: boolean): RawPad & { buttons: { pressed: boolean; value: number }[] } {
  return {
    index,
    id: IDS.xbox,
    mapping: 'standard',
    connected: true,
    timestamp: 1,
    buttons: [{ pressed, value: pressed ? 1 : 0 }],
    axes: [0, 0],
  };
}

describe('pad sources', () => {
  it('browserPadSource copies navigator.getGamepads() so later changes do not leak into a snapshot', () => {
    const live = rawPad(0, true);
    const source = browserPadSource({ getGamepads: () => [live, null] });
    const [first, empty] = source.read();
    live.buttons[0] = { pressed: false, value: 0 };
    expect(first?.buttons[0]?.pressed).toBe(true);
    expect(empty).toBeNull();
  });

  it('browserPadSource reads no pads without the API or when it throws', () => {
    expect(browserPadSource({}).read()).toEqual([]);
    expect(
      browserPadSource({
        getGamepads: () => {
          throw new Error('blocked by permissions policy');
        },
      }).read(),
    ).toEqual([]);
  });

  it('installPadSource uses scripted pads for ?pads=scripted and exposes them as window.ligrettoPads', () => {
    const page: PadsGlobal = {};
    const nav = { getGamepads: () => [rawPad(0, true)] };
    const source = installPadSource({ search: '?demo=4&pads=scripted' }, nav, page);
    expect(source).toBeInstanceOf(ScriptedPadSource);
    expect(page.ligrettoPads).toBe(source);
    expect(source.read()).toEqual([]);
    const plain: PadsGlobal = {};
    expect(installPadSource({ search: '?demo=4' }, nav, plain).read()).toHaveLength(1);
    expect(plain.ligrettoPads).toBeUndefined();
  });

  it('ScriptedPadSource looks like Chromium: null in empty slots, snapshots, clamped axes, errors for bad calls', () => {
    let t = 5;
    const pads = new ScriptedPadSource(() => t);
    pads.connect(1, IDS.ps);
    t = 9;
    pads.press(1, BUTTON.leftTrigger, 0.7);
    pads.setAxis(1, 0, -3);
    const [none, pad] = pads.read();
    expect(none).toBeNull();
    expect(pad).toMatchObject({ index: 1, id: IDS.ps, mapping: 'standard', connected: true, timestamp: 9, axes: [-1, 0, 0, 0] });
    expect(pad?.buttons).toHaveLength(17);
    expect(pad?.buttons[BUTTON.leftTrigger]).toEqual({ pressed: true, value: 0.7 });
    expect(pads.isConnected(1)).toBe(true);
    pads.disconnect(1);
    expect(pads.read()).toEqual([null, null]);
    expect(() => pads.press(1, 0)).toThrow(RangeError);
    expect(() => pads.connect(16, IDS.ps)).toThrow(RangeError);
  });
});

describe('scripted taps (for the end-to-end suite)', () => {
  it('each tap is down for one read and up long enough that back-to-back taps all count', () => {
    let now = 0;
    const pads = new ScriptedPadSource(() => now);
    const reader = new PadReader(pads);
    pads.connect(0, IDS.xbox);
    for (let i = 0; i < 3; i++) pads.tap(0, BUTTON.south);
    pads.tap(0, BUTTON.north);
    expect(pads.pendingTaps()).toBe(4);
    const presses: string[] = [];
    for (let frame = 0; frame < 40 && pads.pendingTaps() > 0; frame++) {
      now += 16;
      for (const e of reader.poll(now))
        if (e.type === 'edge' && e.edge.edge === 'press' && e.edge.control.kind === 'button') presses.push(`b${e.edge.control.button}`);
    }
    expect(presses).toEqual(['b0', 'b0', 'b0', 'b3']);
    expect(pads.pendingTaps()).toBe(0);
  });
});

describe('setupInput', () => {
  it('wires scripted pads, the keyboard and saved remaps for a page', () => {
    const keys = new FakeKeys();
    const page: InputPage = Object.assign(keys, {
      location: { search: '?pads=scripted' },
      navigator: {},
      localStorage: new MemoryStorage(),
    });
    const { hub, remap } = setupInput(page);
    const pads = page.ligrettoPads;
    expect(pads).toBeInstanceOf(ScriptedPadSource);
    pads?.connect(0, IDS.xbox);
    pads?.press(0, BUTTON.south);
    const now = performance.now() + 1000;
    keys.time = now - 5;
    keys.down('Enter');
    // The key went down 5 ms before the frame; the pad's press is only known at the frame.
    expect(actions(hub.poll(now))).toEqual(['keys1:confirm', 'pad0:confirm']);
    expect(remap.overridesFor({ kind: 'pad', index: 0, id: IDS.xbox, family: 'xbox' })).toEqual({});
    hub.dispose();
    expect(keys.count()).toBe(0);
  });
});
