/**
 * The table's countdown numeral (issue 31's size sweep found a "2" laid out for a 960x540 window still standing, at
 * that size and place, on a 1280x720 table over a seat's caption): it follows the screen's size, not only its label.
 */
import '../../support/pixi-node-globals';
import { beforeAll, describe, expect, it } from 'vitest';
import { installNodeCanvas } from '../../support/pixi-node';
import type { Snapshot } from '@shared/protocol';
import { CountdownNumeral } from '@renderer/games/countdown-numeral';

beforeAll(() => installNodeCanvas());

const ticks: string[] = [];
const sounds = { play: (id: string): void => void ticks.push(id) } as unknown as Parameters<CountdownNumeral['tick']>[4];
/** A snapshot at `stage`, its countdown ending 1.5 s after its own time, the clock held (nothing moves by itself). */
const snap = (stage: string): Snapshot => ({ stage, stageEndsAt: 1500, now: 0, paused: false, clockRate: 0 }) as unknown as Snapshot;

describe('countdown numeral', () => {
  it('centres and sizes itself again when the screen changes size under the same numeral, ticking once', () => {
    ticks.length = 0;
    const n = new CountdownNumeral();
    expect(n.tick(snap('countdown'), 0, 0, { w: 960, h: 540 }, sounds)).toBe(true);
    expect(n.text).toBe('2');
    const small = Number(n.style.fontSize);
    expect(n.position).toMatchObject({ x: 480, y: 270 });
    expect(n.tick(snap('countdown'), 0, 0, { w: 960, h: 540 }, sounds)).toBe(false);
    expect(n.tick(snap('countdown'), 0, 0, { w: 1280, h: 720 }, sounds)).toBe(true);
    expect(n.position).toMatchObject({ x: 640, y: 360 });
    expect(Number(n.style.fontSize)).toBeGreaterThan(small);
    expect(ticks).toEqual(['tick']);
  });

  it('hides once the countdown is over', () => {
    const n = new CountdownNumeral();
    n.tick(snap('countdown'), 0, 0, { w: 960, h: 540 }, sounds);
    expect(n.visible).toBe(true);
    expect(n.tick(snap('playing'), 0, 0, { w: 1280, h: 720 }, sounds)).toBe(true);
    expect(n.text).toBe('');
    expect(n.visible).toBe(false);
  });
});
