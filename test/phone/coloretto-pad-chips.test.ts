/** The Coloretto phone pad's collection chips (issue 31): +2 cards counted as the TV counts them. */
import { describe, expect, it } from 'vitest';
import { collectionChipText } from '@phone/games/coloretto/ColorettoPad';

describe("the Coloretto phone pad's collection chips", () => {
  it('shows two +2 cards as "+4", not the glyph and the count run together ("+22")', () => {
    expect(collectionChipText('plus2', 2)).toEqual({ glyph: '', count: '+4' });
    expect(collectionChipText('plus2', 1)).toEqual({ glyph: '', count: '+2' });
  });

  it('shows a colour as its glyph and its count', () => {
    expect(collectionChipText('blue', 3)).toEqual({ glyph: '●', count: '3' });
    expect(collectionChipText('joker', 1)).toEqual({ glyph: '✱', count: '1' });
  });
});
