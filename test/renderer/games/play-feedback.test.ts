/** The shared play feedback (issue 15, item 3): which marks a refusal earns, the lock ring's geometry, its contrast. */
import { describe, expect, it } from 'vitest';
import {
  drainOutline,
  fadeStartMs,
  FEEDBACK_HOLD_MS,
  FEEDBACK_MS,
  gameTimeNow,
  MARK,
  refusalFeedback,
  SHAKE_SIDEWAYS_MS,
} from '@renderer/games/play-feedback-rules';
import { CARD_THEMES } from '@renderer/views/cards/card-theme';
import { contrastRatio } from '@renderer/views/cards/card-palette';
import { roundedRectLength } from '@renderer/views/cards/card-layout';
import { HINT_SEP, hintLine } from '@renderer/games/ligretto/input/hint-line';
import type { Hint } from '@renderer/input/index';

describe('how long a refusal shows (issue 31)', () => {
  it('holds a wrong press ✕ and a lost race\'s "too slow!" fully for at least 1.2 s before they fade', () => {
    expect(FEEDBACK_HOLD_MS).toBeGreaterThanOrEqual(1200);
    expect(fadeStartMs('mark')).toBeGreaterThanOrEqual(FEEDBACK_HOLD_MS);
    expect(fadeStartMs('tooSlow')).toBeGreaterThanOrEqual(FEEDBACK_HOLD_MS);
    expect(FEEDBACK_MS.mark).toBeGreaterThan(fadeStartMs('mark'));
    expect(FEEDBACK_MS.tooSlow).toBeGreaterThan(fadeStartMs('tooSlow'));
  });

  it('gives the refused card time to shake and drop back onto its place (the bounce is at least 0.2 s)', () => {
    expect(FEEDBACK_MS.shake - SHAKE_SIDEWAYS_MS).toBeGreaterThanOrEqual(200);
  });
});

describe('what a refusal shows', () => {
  it('a wrong play of a person: shake, ✕ mark and the F1 lock ring for the time left, no "too slow!"', () => {
    expect(refusalFeedback({ reason: 'no-fit', late: false, lockedUntil: 1400 }, true, 1000)).toEqual({
      shake: true,
      mark: true,
      lockMs: 400,
      tooSlow: false,
    });
  });

  it('with F1 off there is no ring, the mark stays', () => {
    expect(refusalFeedback({ reason: 'empty-source', late: false }, true, 1000)).toEqual({
      shake: true,
      mark: true,
      lockMs: 0,
      tooSlow: false,
    });
  });

  it('a lost race: "too slow!" for a person, never for a bot, and no ✕ (nobody did anything wrong)', () => {
    expect(refusalFeedback({ reason: 'no-fit', late: true }, true, 0)).toMatchObject({ mark: false, tooSlow: true, lockMs: 0 });
    expect(refusalFeedback({ reason: 'no-fit', late: true }, false, 0)).toMatchObject({ mark: false, tooSlow: false });
  });

  it('a press during the lock shakes and keeps the ring running, without a new ✕', () => {
    expect(refusalFeedback({ reason: 'locked', late: false, lockedUntil: 2000 }, true, 1900)).toEqual({
      shake: true,
      mark: false,
      lockMs: 100,
      tooSlow: false,
    });
  });

  it('a lock that already ended by the local clock shows no ring', () => {
    expect(refusalFeedback({ reason: 'no-fit', late: false, lockedUntil: 900 }, true, 1000).lockMs).toBe(0);
  });

  it('game time runs on from the snapshot by the local clock, and stands while paused', () => {
    expect(gameTimeNow({ now: 5000, paused: false }, 100, 350)).toBe(5250);
    expect(gameTimeNow({ now: 5000, paused: true }, 100, 350)).toBe(5000);
    expect(gameTimeNow(null, 0, 10)).toBe(0);
  });
});

describe('the draining lock ring', () => {
  const r = { x: 100, y: 50, w: 400, h: 200 };
  const onOutline = (x: number, y: number): boolean => {
    const inside = x >= r.x - 0.01 && x <= r.x + r.w + 0.01 && y >= r.y - 0.01 && y <= r.y + r.h + 0.01;
    const nearEdge = Math.min(x - r.x, r.x + r.w - x, y - r.y, r.y + r.h - y) < 20 * (1 - Math.SQRT1_2) + 0.01 + 20;
    return inside && nearEdge;
  };
  const length = (pts: number[]): number => {
    let n = 0;
    for (let i = 2; i < pts.length; i += 2) n += Math.hypot((pts[i] ?? 0) - (pts[i - 2] ?? 0), (pts[i + 1] ?? 0) - (pts[i - 1] ?? 0));
    return n;
  };

  it('starts full at 12 o clock and runs clockwise along the frame', () => {
    const full = drainOutline(r, 20, 1);
    expect(full.slice(0, 2)).toEqual([300, 50]);
    expect(full[2]).toBeGreaterThan(300);
    expect(length(full)).toBeCloseTo(roundedRectLength(r.w, r.h, 20), -1);
    for (let i = 0; i < full.length; i += 2) expect(onOutline(full[i] ?? 0, full[i + 1] ?? 0)).toBe(true);
  });

  it('half drained ends at 6 o clock; empty draws nothing', () => {
    const half = drainOutline(r, 20, 0.5);
    expect(half.at(-2)).toBeCloseTo(300, 5);
    expect(half.at(-1)).toBeCloseTo(250, 5);
    expect(drainOutline(r, 20, 0)).toEqual([]);
    expect(drainOutline(r, 20, -1)).toEqual([]);
  });
});

describe('the ✕ mark reads on every card', () => {
  it('the white cross on its dark disc has the highest contrast, and one of its outer rings stands out from every card face', () => {
    expect(contrastRatio(MARK.cross, MARK.disc)).toBeGreaterThanOrEqual(15);
    expect(contrastRatio(MARK.ring, MARK.disc)).toBeGreaterThanOrEqual(15);
    const standsOut = (bg: number): number => Math.max(contrastRatio(MARK.ring, bg), contrastRatio(MARK.halo, bg));
    for (const theme of Object.values(CARD_THEMES)) {
      for (const face of Object.values(theme.faces)) {
        expect(standsOut(face.top)).toBeGreaterThanOrEqual(4.5);
        expect(standsOut(face.bottom)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe('the table hint line', () => {
  const hints: Hint[] = [
    { id: 'game.stack', label: 'Y' },
    { id: 'game.waste', label: 'A' },
    { id: 'game.flip', label: 'X' },
    { id: 'game.row.0', label: 'LB' },
    { id: 'game.row.1', label: 'RB' },
    { id: 'game.row.2', label: 'LT' },
    { id: 'game.row.3', label: 'RT' },
    { id: 'game.row.4', label: 'L3' },
    { id: 'game.row-at-cursor', label: 'B' },
  ] as Hint[];

  it('names only the row slots the table has', () => {
    expect(hintLine(hints, false, 3)).toBe(['Y Stack', 'A Waste', 'X Flip', 'LB RB LT Row'].join(HINT_SEP));
    expect(hintLine(hints, false, 5)).toBe(['Y Stack', 'A Waste', 'X Flip', 'LB RB LT RT L3 Row'].join(HINT_SEP));
  });
});
