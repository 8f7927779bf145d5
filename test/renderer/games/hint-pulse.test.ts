/**
 * Live hints on the TV (issue 30) and a render loop that draws on demand (issue 16): a hint's breathing outline asks
 * for frames only while the hint shows; with no hint, once the layer is destroyed, and under reduced motion (even
 * while a hint shows, even turned on mid-breath) the loop goes idle and asks for none.
 */
import '../../support/pixi-node-globals';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RenderLoop } from '@renderer/app/render-loop';
import { HintPulse, type PulseTarget } from '@renderer/games/hint-pulse';
import { motionStats, setReducedMotion } from '@renderer/ui/motion';
import { FakeFrames } from '../../support/fake-frames';
import { installNodeCanvas } from '../../support/pixi-node';

/** Frames a breathing outline keeps asking for: far past the first few, far short of the check's bound. */
const BREATHING = 200;
/** The bound on every run of frames here: a loop still asking after this many never goes idle. */
const BOUND = 1000;
/** Frames a loop may still run once the breathing stops: the one already asked for, and the one whose update ends it. */
const SETTLING = 2;

const target = (seat: number): PulseTarget => ({
  seat,
  part: 'stack',
  spot: { x: 200, y: 200, w: 100, h: 140 },
  within: { x: 100, y: 100, w: 400, h: 400 },
  scale: 1,
});

let frames: FakeFrames;
let loop: RenderLoop | null = null;

/** Runs display frames until the loop is idle (at most `max`); returns the frames the loop ran. */
const loopFrames = (max: number): number => (loop ? frames.runLoop(loop, max) : 0);

beforeAll(() => installNodeCanvas());
beforeEach(() => {
  frames = new FakeFrames().install();
});
afterEach(() => {
  loop?.dispose();
  loop = null;
  setReducedMotion(false);
  frames.uninstall();
});

/** Shows `targets` as the table frame does: a change asks the loop for a redraw. */
function show(pulse: HintPulse, targets: readonly PulseTarget[]): boolean {
  const changed = pulse.show(targets);
  if (changed) loop?.requestRender();
  return changed;
}

/** A pulse layer under a render loop that has drawn its first frame and gone idle. */
function idleLayer(): HintPulse {
  const pulse = new HintPulse();
  loop = new RenderLoop(
    () => false,
    () => undefined,
  );
  expect(loopFrames(BOUND)).toBe(1);
  return pulse;
}

describe('the hint pulse and the render loop', () => {
  it('asks for frames while a hint shows and none once it goes', () => {
    const pulse = idleLayer();
    expect(show(pulse, [target(0)])).toBe(true);
    expect(loopFrames(BREATHING), 'still breathing').toBeGreaterThan(BREATHING / 2);
    expect(loop?.idle).toBe(false);
    expect(pulse.describe().map((d) => d.motion)).toEqual(['pulse']);
    expect(show(pulse, [])).toBe(true);
    expect(loopFrames(BOUND)).toBeLessThanOrEqual(SETTLING);
    expect(loop?.idle).toBe(true);
    expect(frames.asked).toBe(0);
  });

  it('asks for none with no hint at all, however long the table shows', () => {
    const pulse = idleLayer();
    expect(show(pulse, [])).toBe(false);
    expect(loopFrames(BOUND)).toBe(0);
    expect(loop?.idle).toBe(true);
  });

  it('asks for none under reduced motion while a hint shows: a steady outline, no motion made', () => {
    setReducedMotion(true);
    const pulse = idleLayer();
    const moves = motionStats().moves;
    expect(show(pulse, [target(0), target(1)])).toBe(true);
    expect(loopFrames(BOUND), 'the one frame that draws the outlines').toBe(1);
    expect(loop?.idle).toBe(true);
    expect(pulse.describe().map((d) => d.motion)).toEqual(['static', 'static']);
    expect(pulse.children.map((g) => [g.alpha, g.scale.x])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    expect(motionStats().moves).toBe(moves);
  });

  it('stops breathing, steady, when reduced motion is turned on mid-breath', () => {
    const pulse = idleLayer();
    show(pulse, [target(0)]);
    expect(loopFrames(20)).toBeGreaterThan(10);
    setReducedMotion(true);
    expect(loopFrames(BOUND)).toBeLessThanOrEqual(SETTLING);
    expect(loop?.idle).toBe(true);
    expect(pulse.describe().map((d) => d.motion)).toEqual(['static']);
    expect(pulse.children.map((g) => [g.alpha, g.scale.x])).toEqual([[1, 1]]);
    // Turned off again: the next update draws it breathing.
    setReducedMotion(false);
    show(pulse, [target(0)]);
    expect(loopFrames(BREATHING)).toBeGreaterThan(BREATHING / 2);
    expect(loop?.idle).toBe(false);
  });

  it('asks for no further frame once the layer is destroyed with its table', () => {
    const pulse = idleLayer();
    show(pulse, [target(0), target(1)]);
    expect(loopFrames(20)).toBeGreaterThan(10);
    pulse.destroy({ children: true });
    expect(loopFrames(BOUND)).toBeLessThanOrEqual(SETTLING);
    expect(loop?.idle).toBe(true);
  });
});
