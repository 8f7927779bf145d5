/** A pile of cards (Ligretto stack, hand, waste): top card, 1-3 offset edges for depth, and a count badge. */
import { BitmapFont, BitmapText, Container, Graphics } from 'pixi.js';
import type { Card } from '@shared/games/ligretto/cards';
import { backFrame } from './card-palette';
import { pileBadgeBox, pileBadgeSize } from './card-layout';
import { type CardOwnerMark, CARD_FONT, CardView } from './CardView';
import { type CardTheme, type CardThemeHub, sharedCardThemes } from './card-theme';
import { cardAtlas } from './card-atlas';
import { CARD_ASPECT } from '@renderer/ui/design';

/** What lies on top of the pile. */
export type StackTop =
  | { readonly kind: 'face'; readonly card: Card; readonly owner?: CardOwnerMark | null }
  | { readonly kind: 'back'; readonly back: number; readonly color: number };

const countFonts = new Set<string>();

/**
 * The count badges' digits as a bitmap font of one size at the atlas's density, installed the first time a badge of
 * that size shows (when a table is laid out): a count that changes in play then rasterises no text.
 */
function countFont(fontSize: number): string {
  const resolution = cardAtlas()?.resolution ?? 1;
  const name = `card-count-${fontSize}@${resolution}`;
  if (!countFonts.has(name)) {
    countFonts.add(name);
    BitmapFont.install({
      name,
      style: { fontFamily: CARD_FONT, fontWeight: '900', fontSize, fill: 0xffffff },
      chars: [['0', '9']],
      resolution,
      padding: 4,
    });
  }
  return name;
}

/** Where the count badge sits. */
export type BadgeCorner = 'bottom-right' | 'top-right' | 'bottom-left' | 'top-left';

/** A pile view: setSize, then setPile(count, top) whenever the pile changes. */
export class CardStackView extends Container {
  /** The top card (exposed so callers can highlight or animate it). */
  readonly top: CardView;
  private readonly edges = new Graphics();
  private readonly badge = new Graphics();
  private readonly countText = new BitmapText({ text: '' });
  private countFamily = '';
  /** The top card's numeral size, px (undefined: the card's default). */
  private numeralSize: number | undefined;
  private w = 90;
  private h = 90 * CARD_ASPECT;
  private count = -1;
  private depthKey = '';
  /** The badge pill last drawn (its place and size), '' when none. */
  private badgeShape = '';
  private badgeSize = 0;
  private corner: BadgeCorner = 'bottom-right';
  private lastTop: StackTop | null = null;
  private theme: CardTheme;
  private readonly unsubscribe: () => void;

  /** An empty pile using the shared theme hub unless given another. */
  constructor(themes: CardThemeHub = sharedCardThemes) {
    super();
    this.theme = themes.current;
    this.top = new CardView(themes);
    this.countText.anchor.set(0.5, 0.5);
    this.addChild(this.edges, this.top, this.badge, this.countText);
    this.unsubscribe = themes.subscribe((theme) => {
      this.theme = theme;
      this.depthKey = '';
      this.redraw(this.lastTop);
    });
    this.setPile(0, null);
  }

  /** Resizes the pile's cards; `badgeSize` overrides the count badge diameter (default 42% of w, min 26 px). */
  setSize(w: number, h: number = w * CARD_ASPECT, badgeSize?: number, numeralSize?: number): this {
    const d = badgeSize ?? Math.max(26, pileBadgeSize(w));
    if (w === this.w && h === this.h && d === this.badgeSize && numeralSize === this.numeralSize) return this;
    this.w = w;
    this.h = h;
    this.badgeSize = d;
    this.numeralSize = numeralSize;
    this.top.setSize(w, h, numeralSize);
    this.depthKey = '';
    this.count = -1;
    return this.redraw(this.lastTop);
  }

  /** Which corner carries the count badge. */
  setBadgeCorner(corner: BadgeCorner): this {
    if (corner === this.corner) return this;
    this.corner = corner;
    this.count = -1;
    return this.redraw(this.lastTop);
  }

  /** Shows `count` cards with `top` uppermost; a count of 0 (or a null top) shows an empty slot. */
  setPile(count: number, top: StackTop | null): this {
    this.lastTop = count > 0 ? top : null;
    return this.redraw(this.lastTop, count);
  }

  /** Leaves the theme hub and frees children. */
  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.unsubscribe();
    super.destroy({ ...(typeof options === 'object' ? options : {}), children: true, style: false });
  }

  private redraw(top: StackTop | null, count = Math.max(0, this.count)): this {
    if (!top) this.top.setEmpty();
    else if (top.kind === 'face') this.top.setFace(top.card, top.owner ?? null);
    else this.top.setBack(top.back, top.color);
    const layers = top ? Math.min(3, Math.max(0, Math.ceil((count - 1) / 3))) : 0;
    const tint = top?.kind === 'back' ? backFrame(top.color) : 0xd9d4c8;
    const key = `${this.w}x${this.h}|${layers}|${tint}|${this.theme.name}`;
    if (key !== this.depthKey) {
      this.depthKey = key;
      this.drawEdges(layers, tint);
    }
    if (count !== this.count) {
      this.count = count;
      this.drawBadge(top ? count : 0);
    }
    return this;
  }

  private drawEdges(layers: number, tint: number): void {
    const g = this.edges.clear();
    const step = Math.max(2.5, this.h * 0.036);
    const r = Math.max(3, this.w * 0.09);
    const edge = Math.max(1, this.w * this.theme.edgeWidth);
    if (layers > 0) g.roundRect(this.w * 0.01, layers * step + this.h * 0.022, this.w, this.h, r).fill({ color: 0, alpha: 0.3 });
    for (let i = layers; i >= 1; i--) {
      g.roundRect(edge / 2, i * step + edge / 2, this.w - edge, this.h - edge, r).fill(i % 2 ? this.theme.rim : tint);
      g.stroke({ color: this.theme.edge, width: edge });
    }
  }

  private drawBadge(count: number): void {
    this.countText.visible = count > 0;
    const d = this.badgeSize;
    // Inside the card's width, hanging below its bottom edge: a count never covers the next card to the right.
    const box = pileBadgeBox(this.w, this.h, d, Math.max(0, count));
    const x = this.corner.endsWith('right') ? box.x : this.w - box.x - box.w;
    const y = this.corner.startsWith('bottom') ? box.y : this.h - box.y - box.h;
    // The pill changes shape only with the size, the corner or a count's second digit: most counts change only the digits.
    const shapeKey = count <= 0 ? '' : `${x},${y},${box.w},${box.h}`;
    if (shapeKey !== this.badgeShape) {
      this.badgeShape = shapeKey;
      const g = this.badge.clear();
      if (count > 0) {
        g.roundRect(x, y, box.w, box.h, d / 2).fill(0x12141f);
        g.stroke({ color: 0xffffff, width: Math.max(2, d * 0.09), alignment: 1 });
      }
    }
    if (count <= 0) return;
    const fontSize = Math.round(d * 0.66);
    const family = countFont(fontSize);
    if (family !== this.countFamily) {
      this.countFamily = family;
      this.countText.style = { fontFamily: family, fontSize, fill: 0xffffff };
    }
    this.countText.text = String(count);
    this.countText.position.set(x + box.w / 2, y + d / 2 + d * 0.02);
  }
}
