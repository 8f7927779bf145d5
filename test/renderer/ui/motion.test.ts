import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gsap } from 'gsap';
import { afterEach, describe, expect, it } from 'vitest';
import { calm, isFade, motion, motionStats, reducedMotion, setReducedMotion } from '@renderer/ui/motion';

afterEach(() => {
  setReducedMotion(false);
  gsap.globalTimeline.clear();
});

describe('calm (the tween settings under the reduced-motion setting)', () => {
  it('leaves every tween as written while reduced motion is off', () => {
    const vars = { x: 10, duration: 0.4, ease: 'back.out(3)', repeat: 2, yoyo: true };
    expect(reducedMotion()).toBe(false);
    expect(calm(vars)).toBe(vars);
  });

  it('makes a move instant, keeping its delay and callbacks', () => {
    setReducedMotion(true);
    const onComplete = (): void => undefined;
    expect(calm({ x: 10, y: 4, duration: 0.4, delay: 0.2, ease: 'power2.out', repeat: 3, yoyo: true, onComplete })).toEqual({
      x: 10,
      y: 4,
      duration: 0,
      delay: 0.2,
      ease: 'none',
      repeat: 0,
      yoyo: false,
      onComplete,
    });
  });

  it('keeps a fade (alpha alone) with its time: a state change still shows', () => {
    setReducedMotion(true);
    const fade = { alpha: 0, duration: 0.3, ease: 'power1.in' };
    expect(isFade(fade)).toBe(true);
    expect(calm(fade)).toBe(fade);
    expect(isFade({ alpha: 1, y: 20, duration: 0.3 })).toBe(false);
  });

  it('collapses a shake keyframe list into the place it ends on', () => {
    setReducedMotion(true);
    const shake = calm({
      keyframes: [
        { x: 14, y: 26, duration: 0.08 },
        { x: -14, duration: 0.06 },
        { x: 0, duration: 0.05 },
        { y: 0, duration: 0.2, ease: 'bounce.out' },
      ],
      ease: 'none',
    });
    expect(shake).toEqual({ x: 0, y: 0, duration: 0, ease: 'none', repeat: 0, yoyo: false });
  });
});

describe('motion (GSAP through the setting)', () => {
  it('tweens over time with reduced motion off', () => {
    const target = { x: 0 };
    motion.to(target, { x: 100, duration: 1 });
    gsap.globalTimeline.render(gsap.globalTimeline.time() + 0.5);
    expect(target.x).toBeGreaterThan(0);
    expect(target.x).toBeLessThan(100);
  });

  it('puts a card where it lands at once with reduced motion on, and its timeline ends on the next tick', () => {
    setReducedMotion(true);
    const card = { x: 0, y: 0, alpha: 1 };
    const scale = { x: 1, y: 1 };
    let landed = false;
    const tl = motion.timeline();
    tl.to(card, { x: 300, y: 200, duration: 0.5, ease: 'power2.out' }, 0)
      .to(scale, { x: 1.18, y: 1.18, duration: 0.2 }, 0)
      .to(scale, { x: 0.8, y: 0.8, duration: 0.3 }, 0.2)
      .call(() => void (landed = true));
    expect(tl.duration()).toBe(0);
    tl.progress(1);
    expect(card).toMatchObject({ x: 300, y: 200, alpha: 1 });
    expect(scale).toMatchObject({ x: 0.8, y: 0.8 });
    expect(landed).toBe(true);
  });

  it('holds a mark still and then fades it with reduced motion on (a timeline keeps its fades and their places)', () => {
    setReducedMotion(true);
    const mark = { alpha: 1 };
    const scale = { x: 0.3, y: 0.3 };
    const tl = motion.timeline();
    tl.fromTo(scale, { x: 0.3, y: 0.3 }, { x: 1, y: 1, duration: 0.16, ease: 'back.out(3)' }).to(mark, { alpha: 0, duration: 0.2 }, 1.45);
    expect(tl.duration()).toBeCloseTo(1.65, 5);
    tl.progress(0.5);
    expect(scale).toMatchObject({ x: 1, y: 1 });
    expect(mark.alpha).toBe(1);
    tl.progress(1);
    expect(mark.alpha).toBe(0);
  });

  it('counts the moves handed to GSAP: a flight counts with reduced motion off, none with it on, fades never', () => {
    const start = motionStats().moves;
    motion.timeline().to({ x: 0 }, { x: 5, duration: 0.3 });
    motion.to({ alpha: 1 }, { alpha: 0, duration: 0.3 });
    expect(motionStats().moves).toBe(start + 1);
    setReducedMotion(true);
    motion.timeline().to({ x: 0 }, { x: 5, duration: 0.3 });
    motion.fromTo({ y: 0 }, { y: 1 }, { y: 2, duration: 0.3 });
    expect(motionStats()).toEqual({ reduced: true, moves: start + 1 });
  });

  it('runs no endless wobble with reduced motion on', () => {
    setReducedMotion(true);
    const tween = motion.to({ t: 0 }, { t: 1, duration: 0.12, repeat: -1 });
    expect(tween.totalDuration()).toBe(0);
  });
});

describe('the one door to GSAP', () => {
  const root = join(__dirname, '../../../src/renderer/src');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
    });

  it('no renderer file but the motion module and the render loop imports GSAP, so no animation forgets the setting', () => {
    const importers = files(root)
      .filter((path) => /from 'gsap'/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path).split('\\').join('/'))
      .sort();
    expect(importers).toEqual(['app/render-loop.ts', 'ui/motion.ts']);
  });
});
