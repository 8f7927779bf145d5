/** The two card themes as plain data, and the shared switch that repaints every card view; no Pixi import. */
import type { Color } from '@shared/games/ligretto/cards';
import { mixColor } from './card-palette';

/** Theme names offered in the options screen. */
export type CardThemeName = 'standard' | 'high-visibility';

/** Fill texture on a face in the high-visibility theme, one per colour. */
export type FacePattern = 'none' | 'dots' | 'stripes' | 'grid' | 'chevrons';

/** Colours of one card colour's face; `numeral` must stay readable on top, bottom, watermark and patternInk. */
export interface FacePalette {
  readonly top: number;
  readonly bottom: number;
  readonly numeral: number;
  readonly outline: number;
  readonly watermark: number;
  readonly pattern: FacePattern;
  readonly patternInk: number;
}

/** Everything a card view needs to know to paint itself in one theme. */
export interface CardTheme {
  readonly name: CardThemeName;
  readonly faces: Readonly<Record<Color, FacePalette>>;
  /** The printed white margin around the face. */
  readonly rim: number;
  /** The outermost edge line, so cards separate from the table and from each other. */
  readonly edge: number;
  /** Edge line width as a fraction of the card width. */
  readonly edgeWidth: number;
  /** Numeral outline width as a fraction of the numeral font size. */
  readonly numeralOutline: number;
  /** Corner symbol size as a fraction of the card width. */
  readonly symbolSize: number;
  /** Big centre symbol size as a fraction of the card width (0 hides it). */
  readonly watermarkSize: number;
  /** Opacity of the light ring around the big centre symbol. */
  readonly watermarkRing: number;
}

const INK = 0x14161f;
const darker = (c: number, t: number): number => mixColor(c, 0x000000, t);
const lighter = (c: number, t: number): number => mixColor(c, 0xffffff, t);

function face(top: number, bottom: number, numeral: number, pattern: FacePattern, patternInk: number): FacePalette {
  const dark = numeral !== INK && numeral !== 0x000000;
  const watermark = dark ? darker(mixColor(top, bottom, 0.5), 0.14) : lighter(mixColor(top, bottom, 0.5), 0.45);
  return { top, bottom, numeral, outline: dark ? 0x0d0f1a : 0xffffff, watermark, pattern, patternInk };
}

/** Tasteful saturated faces with a soft vertical gradient. */
export const STANDARD_THEME: CardTheme = {
  name: 'standard',
  faces: {
    r: face(0xdb2b40, 0xb3172d, 0xffffff, 'none', 0xb3172d),
    g: face(0x14853f, 0x0b6531, 0xffffff, 'none', 0x0b6531),
    b: face(0x1f6fe6, 0x1450b5, 0xffffff, 'none', 0x1450b5),
    y: face(0xffd43a, 0xf5b000, INK, 'none', 0xf5b000),
  },
  rim: 0xfbf8f1,
  edge: 0x1a1c28,
  edgeWidth: 0.012,
  numeralOutline: 0.1,
  symbolSize: 0.17,
  watermarkSize: 0.8,
  watermarkRing: 0.22,
};

/** Pure flat colours, black edges, bigger symbols and a fill pattern per colour. */
export const HIGH_VISIBILITY_THEME: CardTheme = {
  name: 'high-visibility',
  faces: {
    r: face(0xd40000, 0xd40000, 0xffffff, 'dots', darker(0xd40000, 0.22)),
    g: face(0x007a25, 0x007a25, 0xffffff, 'stripes', darker(0x007a25, 0.3)),
    b: face(0x0050d8, 0x0050d8, 0xffffff, 'grid', darker(0x0050d8, 0.3)),
    y: face(0xffe000, 0xffe000, 0x000000, 'chevrons', darker(0xffe000, 0.16)),
  },
  rim: 0xffffff,
  edge: 0x000000,
  edgeWidth: 0.03,
  numeralOutline: 0.15,
  symbolSize: 0.21,
  watermarkSize: 0.84,
  watermarkRing: 0.6,
};

/** Both themes by name. */
export const CARD_THEMES: Readonly<Record<CardThemeName, CardTheme>> = {
  standard: STANDARD_THEME,
  'high-visibility': HIGH_VISIBILITY_THEME,
};

/** A theme holder that card views listen to; switching it repaints every view that uses it. */
export class CardThemeHub {
  private theme: CardTheme;
  private readonly listeners = new Set<(theme: CardTheme) => void>();

  /** Starts with the given theme (standard by default). */
  constructor(name: CardThemeName = 'standard') {
    this.theme = CARD_THEMES[name];
  }

  /** The theme in force. */
  get current(): CardTheme {
    return this.theme;
  }

  /** Switches theme and tells every listener; a no-op when it is already in force. */
  set(name: CardThemeName): void {
    if (this.theme.name === name) return;
    this.theme = CARD_THEMES[name];
    for (const fn of this.listeners) fn(this.theme);
  }

  /** Calls `fn` on every switch; returns the unsubscribe function. */
  subscribe(fn: (theme: CardTheme) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** How many views listen (for leak checks in tests). */
  get listenerCount(): number {
    return this.listeners.size;
  }
}

/** The hub every card view uses unless given its own. */
export const sharedCardThemes = new CardThemeHub();

/** Switches all card views that use the shared hub to the named theme. */
export function setCardTheme(name: CardThemeName): void {
  sharedCardThemes.set(name);
}
