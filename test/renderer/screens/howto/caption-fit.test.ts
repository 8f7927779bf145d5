/** How the how-to-play's caption fits its band (docs/howto.md): wrap first, shrink the title, never under 40 px. */
import { describe, expect, it } from 'vitest';
import {
  CAPTION_BAND,
  CAPTION_SIZES,
  DESIGN_SIZES,
  fitCaption,
  MAX_CAPTION_BAND,
  MIN_CAPTION_PX,
  type CaptionLineId,
} from '@renderer/screens/howto/caption-fit';

/** A face whose glyphs are 0.55 em wide and whose lines are 1.2 em tall (as Pixi measures the screen face), wrapped at the band's 1612 px. */
function face(chars: Readonly<Record<CaptionLineId, number>>) {
  return (id: CaptionLineId, px: number): { w: number; h: number } => {
    const width = chars[id] * 0.55 * px;
    const wraps = id !== 'heading' && id !== 'skip';
    const lines = wraps ? Math.max(1, Math.ceil(width / 1612)) : 1;
    return { w: wraps ? Math.min(width, 1612) : width, h: lines * 1.2 * px };
  };
}

const ALL = { heading: true, skip: true, title: true, more: true, buttons: true } as const;

describe('fitting the how-to-play caption', () => {
  it('keeps the design sizes and the band when the words fit', () => {
    const fit = fitCaption(face({ heading: 30, skip: 30, title: 25, more: 60, buttons: 40 }), ALL);
    expect(fit.sizes).toEqual(DESIGN_SIZES);
    expect(fit.band).toBe(CAPTION_BAND);
    expect(fit.skipBeside).toBe(true);
  });

  it('shrinks the title before the sentence when a long title would wrap, and keeps the band', () => {
    const fit = fitCaption(face({ heading: 30, skip: 30, title: 45, more: 60, buttons: 40 }), ALL);
    expect(fit.sizes).toEqual(CAPTION_SIZES[1]);
    expect(fit.sizes.title).toBeLessThan(DESIGN_SIZES.title);
    expect(fit.sizes.more).toBe(DESIGN_SIZES.more);
    expect(fit.band).toBe(CAPTION_BAND);
  });

  it('never sets a line under 40 px: words that fit no size grow the band, up to its most', () => {
    const long = fitCaption(face({ heading: 40, skip: 30, title: 60, more: 160, buttons: 90 }), ALL);
    expect(long.sizes).toEqual(CAPTION_SIZES.at(-1));
    expect(Object.values(long.sizes).every((px) => px >= MIN_CAPTION_PX)).toBe(true);
    expect(long.band).toBeGreaterThan(CAPTION_BAND);
    expect(long.band).toBeLessThanOrEqual(MAX_CAPTION_BAND);
    const huge = fitCaption(face({ heading: 40, skip: 30, title: 200, more: 400, buttons: 300 }), ALL);
    expect(huge.band).toBe(MAX_CAPTION_BAND);
    for (const sizes of CAPTION_SIZES) expect(Math.min(...Object.values(sizes))).toBeGreaterThanOrEqual(MIN_CAPTION_PX);
  });

  it('puts "how to skip" on a row of its own when it and the heading do not fit side by side', () => {
    const fit = fitCaption(face({ heading: 45, skip: 40, title: 20, more: 30, buttons: 0 }), { ...ALL, buttons: false });
    expect(fit.skipBeside).toBe(false);
    const beside = fitCaption(face({ heading: 20, skip: 20, title: 20, more: 30, buttons: 0 }), { ...ALL, buttons: false });
    expect(fit.height).toBeGreaterThan(beside.height);
  });
});
