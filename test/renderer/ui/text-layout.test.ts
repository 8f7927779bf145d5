import { describe, expect, it } from 'vitest';
import { describeProblem, panelOf, textLayoutProblems, type TextLayout } from '@renderer/ui/text-layout';

const base: TextLayout = {
  width: 1920,
  height: 1080,
  panels: [
    { x: 100, y: 100, w: 800, h: 600 },
    { x: 1000, y: 100, w: 800, h: 600 },
    { x: 120, y: 620, w: 200, h: 60 },
  ],
  texts: [
    { text: 'Settings', box: { x: 700, y: 10, w: 500, h: 80 } },
    { text: 'Volume', box: { x: 140, y: 140, w: 300, h: 50 } },
    { text: '‹ 80 % ›', box: { x: 600, y: 140, w: 200, h: 50 } },
    { text: 'Legend', box: { x: 1020, y: 600, w: 300, h: 50 } },
    { text: '−17 pts', box: { x: 130, y: 630, w: 150, h: 40 } },
  ],
};

describe('the text-layout check', () => {
  it('passes a layout whose texts sit apart inside their panels', () => {
    expect(textLayoutProblems(base)).toEqual([]);
  });

  it('fails a deliberately overlapped fixture: a footer over the Back line, a label into its value', () => {
    const overlapped: TextLayout = {
      ...base,
      texts: [
        ...base.texts,
        { text: 'Cartas de alta visibilidad', box: { x: 140, y: 200, w: 520, h: 50 } },
        { text: '‹ Sí ›', box: { x: 620, y: 205, w: 160, h: 50 } },
      ],
    };
    const problems = textLayoutProblems(overlapped);
    expect(problems.map(describeProblem)).toEqual(['"Cartas de alta visibilidad" [140,200 520x50] overlaps "‹ Sí ›" [620,205 160x50]']);
  });

  it('fails a text that leaves its panel (a score out of its pill, a legend across two panels) or the screen', () => {
    const out: TextLayout = {
      ...base,
      texts: [
        { text: '−17 pts', box: { x: 130, y: 630, w: 230, h: 40 } },
        { text: 'Legend', box: { x: 700, y: 400, w: 300, h: 50 } },
        { text: 'Title', box: { x: 1700, y: 900, w: 300, h: 50 } },
      ],
    };
    expect(textLayoutProblems(out).map((p) => p.kind)).toEqual(['outside-panel', 'outside-panel', 'off-screen']);
  });

  it('allows anti-aliasing slack (2 px at 1080p, 4 px at 4K) and no more', () => {
    const touching = (gap: number, scale: number): TextLayout => ({
      width: 1920 * scale,
      height: 1080 * scale,
      panels: [],
      texts: [
        { text: 'a', box: { x: 10, y: 10, w: 100, h: 40 } },
        { text: 'b', box: { x: 10, y: 50 - gap, w: 100, h: 40 } },
      ],
    });
    expect(textLayoutProblems(touching(2, 1))).toEqual([]);
    expect(textLayoutProblems(touching(3, 1))).toHaveLength(1);
    expect(textLayoutProblems(touching(4, 2))).toEqual([]);
    expect(textLayoutProblems(touching(5, 2))).toHaveLength(1);
  });

  it('gives a text the smallest panel holding its centre, and ignores empty texts', () => {
    expect(panelOf({ x: 130, y: 630, w: 150, h: 40 }, base.panels)).toEqual({ x: 120, y: 620, w: 200, h: 60 });
    expect(panelOf({ x: 10, y: 10, w: 10, h: 10 }, base.panels)).toBeNull();
    expect(textLayoutProblems({ ...base, texts: [...base.texts, { text: ' ', box: { x: 140, y: 140, w: 300, h: 50 } }] })).toEqual([]);
  });
});
