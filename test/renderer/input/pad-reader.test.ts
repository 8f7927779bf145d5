import { describe, expect, it } from 'vitest';
import { PadReader } from '@renderer/input/PadReader';
import { stickDirection } from '@renderer/input/PadState';
import { ScriptedPadSource } from '@renderer/input/ScriptedPadSource';
import type { ReaderEvent } from '@renderer/input/devices';
import { BUTTON } from '@renderer/input/labels';
import { IDS } from './fakes';

/** Reader events as short strings: "+pad0", "-pad0", "pad0 press b0", "pad1 release up". */
function describeEvents(events: readonly ReaderEvent[]): string[] {
  return events.map((e) => {
    if (e.type !== 'edge') return `${e.type === 'connected' ? '+' : '-'}pad${e.device.kind === 'pad' ? e.device.index : '?'}`;
    const who = e.edge.device.kind === 'pad' ? `pad${e.edge.device.index}` : 'keys';
    const c = e.edge.control;
    const what = c.kind === 'button' ? `b${c.button}` : c.kind === 'stick' ? c.dir : c.code;
    return `${who} ${e.edge.edge} ${what}`;
  });
}

function setup(): {
  source: ScriptedPadSource;
  reader: PadReader;
  poll: (ms?: number) => string[];
  events: (ms?: number) => ReaderEvent[];
} {
  let now = 0;
  const source = new ScriptedPadSource(() => now);
  const reader = new PadReader(source);
  const events = (ms = 16): ReaderEvent[] => {
    now += ms;
    return reader.poll(now);
  };
  return { source, reader, events, poll: (ms) => describeEvents(events(ms)) };
}

describe('PadReader', () => {
  it('hot-plug: a pad that appears with its first button down is connected and that press already counts', () => {
    const { source, poll, reader } = setup();
    expect(poll()).toEqual([]);
    source.connect(0, IDS.xbox);
    source.press(0, BUTTON.south);
    expect(poll()).toEqual(['+pad0', 'pad0 press b0']);
    expect(reader.connected()).toEqual([{ kind: 'pad', index: 0, id: IDS.xbox, family: 'xbox' }]);
    expect(poll()).toEqual([]);
  });

  it('reports press and release edges once each, the release after the debounce window', () => {
    const { source, poll } = setup();
    source.connect(0, IDS.xbox);
    poll();
    source.press(0, BUTTON.north);
    expect(poll()).toEqual(['pad0 press b3']);
    expect(poll()).toEqual([]);
    source.release(0, BUTTON.north);
    expect(poll()).toEqual([]);
    expect(poll()).toEqual([]);
    expect(poll()).toEqual(['pad0 release b3']);
    expect(poll()).toEqual([]);
  });

  it('a chattering button (up and down again within 25 ms, across frames) gives one press', () => {
    const { source, poll } = setup();
    source.connect(0, IDS.xbox);
    poll();
    const seen: string[] = [];
    source.press(0, BUTTON.east);
    seen.push(...poll(4));
    for (let i = 0; i < 5; i++) {
      source.release(0, BUTTON.east);
      seen.push(...poll(4));
      source.press(0, BUTTON.east);
      seen.push(...poll(4));
    }
    source.release(0, BUTTON.east);
    for (let i = 0; i < 10; i++) seen.push(...poll(4));
    expect(seen).toEqual(['pad0 press b1', 'pad0 release b1']);
  });

  it('a press that flickers within one frame is seen as the state at the end of the frame: one press', () => {
    const { source, poll } = setup();
    source.connect(0, IDS.xbox);
    poll();
    source.press(0, BUTTON.west);
    source.release(0, BUTTON.west);
    source.press(0, BUTTON.west);
    expect(poll()).toEqual(['pad0 press b2']);
  });

  it('two real presses 100 ms apart are two presses', () => {
    const { source, poll } = setup();
    source.connect(0, IDS.xbox);
    poll();
    const seen: string[] = [];
    for (let i = 0; i < 2; i++) {
      source.press(0, BUTTON.south);
      seen.push(...poll(50));
      source.release(0, BUTTON.south);
      seen.push(...poll(50));
    }
    expect(seen).toEqual(['pad0 press b0', 'pad0 release b0', 'pad0 press b0']);
  });

  it('two pads pressing in the same frame both give their edges, in slot then button order', () => {
    const { source, poll } = setup();
    source.connect(1, IDS.ps);
    source.connect(0, IDS.xbox);
    expect(poll()).toEqual(['+pad0', '+pad1']);
    source.press(1, BUTTON.leftBumper);
    source.press(1, BUTTON.south);
    source.press(0, BUTTON.south);
    expect(poll()).toEqual(['pad0 press b0', 'pad1 press b0', 'pad1 press b4']);
  });

  it('disconnect releases held buttons, and the same pad coming back is recognised by its id', () => {
    const { source, events, poll } = setup();
    source.connect(0, IDS.ps);
    source.press(0, BUTTON.south);
    poll();
    source.disconnect(0);
    expect(poll()).toEqual(['pad0 release b0', '-pad0']);
    source.connect(0, IDS.ps);
    source.press(0, BUTTON.south);
    const back = events();
    expect(describeEvents(back)).toEqual(['+pad0', 'pad0 press b0']);
    expect(back[0]).toMatchObject({ type: 'connected', rejoined: { kind: 'pad', id: `0#${IDS.ps}`.slice(0, 64) } });
  });

  it('a pad that comes back in another slot still names the binding it had; a new pad names none', () => {
    const { source, events } = setup();
    source.connect(0, IDS.xbox);
    source.connect(1, IDS.switch);
    events();
    source.disconnect(1);
    events();
    source.connect(2, IDS.switch);
    source.connect(3, IDS.ps);
    const back = events();
    expect(back).toMatchObject([
      { type: 'connected', device: { index: 2, family: 'nintendo' }, rejoined: { kind: 'pad', id: `1#${IDS.switch}`.slice(0, 64) } },
      { type: 'connected', device: { index: 3, family: 'playstation' }, rejoined: null },
    ]);
  });

  it('a different pad in the same slot is a disconnect then a connect', () => {
    const { source, poll } = setup();
    source.connect(0, IDS.xbox);
    poll();
    source.connect(0, IDS.ps);
    expect(poll()).toEqual(['-pad0', '+pad0']);
  });

  it('a half-pulled trigger counts from the analog value; a light touch does not', () => {
    const { source, poll } = setup();
    source.connect(0, IDS.xbox);
    poll();
    source.press(0, BUTTON.leftTrigger, 0.2);
    source.release(0, BUTTON.leftTrigger);
    source.press(0, BUTTON.rightTrigger, 0.6);
    expect(poll()).toEqual(['pad0 press b7']);
  });

  it('left stick: nothing inside the radial dead zone, a direction outside it, held with hysteresis', () => {
    const { source, poll } = setup();
    source.connect(0, IDS.xbox);
    poll();
    source.setAxis(0, 0, 0.3);
    expect(poll()).toEqual([]);
    source.setAxis(0, 0, 0.2);
    source.setAxis(0, 1, 0.2);
    expect(poll()).toEqual([]);
    source.setAxis(0, 1, 0);
    source.setAxis(0, 0, 0.5);
    expect(poll()).toEqual(['pad0 press right']);
    source.setAxis(0, 0, 0.3);
    expect(poll()).toEqual([]);
    source.setAxis(0, 0, 0.3);
    source.setAxis(0, 1, -0.4);
    expect(poll()).toEqual([]);
    source.setAxis(0, 0, 0.1);
    source.setAxis(0, 1, -0.6);
    expect(poll()).toEqual(['pad0 release right', 'pad0 press up']);
    source.setAxis(0, 0, 0);
    source.setAxis(0, 1, -0.2);
    expect(poll()).toEqual(['pad0 release up']);
  });

  it('stickDirection: dead zone is radial, not per axis', () => {
    expect(stickDirection(0.3, 0.3, null)).toBe('right');
    expect(stickDirection(-0.3, -0.3, null)).toBe('left');
    expect(stickDirection(0.24, 0.24, null)).toBeNull();
    expect(stickDirection(-0.1, 0.5, null)).toBe('down');
    expect(stickDirection(-0.26, 0, 'left')).toBe('left');
    expect(stickDirection(-0.24, 0, 'left')).toBeNull();
    expect(stickDirection(Number.NaN, 0, 'left')).toBeNull();
  });

  it('a source that throws one frame changes nothing', () => {
    const source = new ScriptedPadSource(() => 0);
    let fail = false;
    const reader = new PadReader({
      read: () =>
        fail
          ? (() => {
              throw new Error('boom');
            })()
          : source.read(),
    });
    source.connect(0, IDS.xbox);
    expect(reader.poll(16)).toHaveLength(1);
    fail = true;
    expect(reader.poll(32)).toEqual([]);
    fail = false;
    expect(reader.poll(48)).toEqual([]);
    expect(reader.connected()).toHaveLength(1);
  });
});

describe('scripted taps on a busy page', () => {
  it('eight quick taps are eight presses even when the page reads its pads at varying points after the frame starts', () => {
    // The frame time (`now`) steps 16 ms; the page's own clock at the moment the pads are read runs 0-30 ms ahead
    // of it (animations and snapshots ran first). Taps spaced on that clock used to fall inside the debounce.
    let frame = 0;
    let lag = 0;
    const source = new ScriptedPadSource(() => frame + lag);
    const reader = new PadReader(source);
    source.connect(0, IDS.xbox);
    for (let k = 0; k < 8; k++) source.tap(0, BUTTON.south);
    let presses = 0;
    for (let i = 0; i < 400 && source.pendingTaps() > 0; i++) {
      frame += 16;
      lag = i % 2 === 0 ? 30 : 0;
      presses += reader.poll(frame).filter((e) => e.type === 'edge' && e.edge.edge === 'press').length;
    }
    expect(source.pendingTaps()).toBe(0);
    expect(presses).toBe(8);
  });
});
