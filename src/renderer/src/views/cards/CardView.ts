/** One card on the table: face, back or empty slot, with owner badge and highlight; repaints only on change. */
import { Container, Graphics, Text, TextStyle } from 'pixi.js';
import { type Card, type Color, cardColor, cardNumber, cardOwner } from '@shared/games/ligretto/cards';
import { type CardLayout, cardLayout, fitScale } from './card-layout';
import { drawBack, drawEmptySlot, drawFace, drawHighlight, drawOwnerBadge } from './card-art';
import { type CardTheme, type CardThemeHub, sharedCardThemes } from './card-theme';
import { CARD_ASPECT } from '@renderer/ui/design';

/** Font stack for numerals: a heavy sans that every desktop has, with bundled Linux fallbacks. */
export const CARD_FONT = '"Arial Black", "Segoe UI Black", "Helvetica Neue", Arial, "Liberation Sans", "DejaVu Sans", sans-serif';

/** Who owns a face-up card, for its owner badge: back pattern index and player colour. */
export interface CardOwnerMark {
  readonly back: number;
  readonly color: number;
}

type Shown =
  | { kind: 'none' }
  | { kind: 'empty' }
  | { kind: 'face'; card: Card; owner: CardOwnerMark | null }
  | { kind: 'back'; back: number; color: number };

const styles = new Map<string, TextStyle>();

/** A shared numeral style, so equal numerals on many cards share one style (and one text texture). */
function numeralStyle(size: number, fill: number, outline: number, outlineRatio: number): TextStyle {
  const key = `${size}|${fill}|${outline}|${outlineRatio}`;
  let style = styles.get(key);
  if (!style) {
    style = new TextStyle({
      fontFamily: CARD_FONT,
      fontWeight: '900',
      fontSize: size,
      fill,
      stroke: { color: outline, width: Math.max(1, size * outlineRatio), join: 'round' },
      dropShadow: { color: 0x000000, alpha: 0.35, blur: 0, angle: Math.PI / 2, distance: Math.max(1, size * 0.045) },
      padding: Math.ceil(size * 0.12),
    });
    styles.set(key, style);
  }
  return style;
}

/** A card view: call setSize once, then setFace / setBack / setEmpty as the game changes. */
export class CardView extends Container {
  private readonly body = new Graphics();
  private readonly badge = new Graphics();
  private readonly glow = new Graphics();
  private readonly numeral = new Text({ text: '' });
  private readonly cornerTop = new Text({ text: '' });
  private readonly cornerBottom = new Text({ text: '' });
  private shown: Shown = { kind: 'none' };
  private layout: CardLayout;
  private numeralOverride: number | undefined;
  private highlight: number | null = null;
  private theme: CardTheme;
  private bodyKey = '';
  private textKey = '';
  private glowKey = '';
  private readonly unsubscribe: () => void;

  /** A 90 x 126 empty card using the shared theme hub unless given another. */
  constructor(themes: CardThemeHub = sharedCardThemes) {
    super();
    this.theme = themes.current;
    this.layout = cardLayout(90, 90 * CARD_ASPECT, this.theme.symbolSize);
    this.numeral.anchor.set(0.5, 0.5);
    this.cornerTop.anchor.set(0, 0.5);
    this.cornerBottom.anchor.set(0, 0.5);
    this.cornerBottom.rotation = Math.PI;
    this.addChild(this.glow, this.body, this.numeral, this.cornerTop, this.cornerBottom, this.badge);
    this.unsubscribe = themes.subscribe((theme) => this.setTheme(theme));
    this.setEmpty();
  }

  /** Card width in pixels. */
  get cardWidth(): number {
    return this.layout.w;
  }

  /** Card height in pixels. */
  get cardHeight(): number {
    return this.layout.h;
  }

  /** Resizes the card; `numeralSize` overrides the default numeral font size (58% of h). */
  setSize(w: number, h: number = w * CARD_ASPECT, numeralSize?: number): this {
    if (w === this.layout.w && h === this.layout.h && numeralSize === this.numeralOverride) return this;
    this.numeralOverride = numeralSize;
    this.layout = cardLayout(w, h, this.theme.symbolSize, numeralSize);
    return this.refresh();
  }

  /** Shows the card face up; `owner` adds a badge telling whose deck it came from (centre piles). */
  setFace(card: Card, owner: CardOwnerMark | null = null): this {
    this.shown = { kind: 'face', card, owner };
    return this.refresh();
  }

  /** Shows a back: `back` indexes CARD_BACKS, `ownerColor` is the player colour hex. */
  setBack(back: number, ownerColor: number): this {
    this.shown = { kind: 'back', back, color: ownerColor };
    return this.refresh();
  }

  /** Shows an empty slot (dashed outline). */
  setEmpty(): this {
    this.shown = { kind: 'empty' };
    return this.refresh();
  }

  /** Turns the glow ring on (in `color`, warm yellow by default) or off. */
  setHighlight(on: boolean, color = 0xffe45c): this {
    this.highlight = on ? color : null;
    return this.refreshGlow();
  }

  /** The owner seat of the face shown, or null for backs and empty slots. */
  get faceOwner(): number | null {
    return this.shown.kind === 'face' ? cardOwner(this.shown.card) : null;
  }

  /** Repaints in another theme (the hub calls this on every view). */
  setTheme(theme: CardTheme): this {
    if (theme === this.theme) return this;
    this.theme = theme;
    this.layout = cardLayout(this.layout.w, this.layout.h, theme.symbolSize, this.numeralOverride);
    return this.refresh();
  }

  /** Leaves the theme hub and frees the Graphics and Texts. */
  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.unsubscribe();
    super.destroy({ ...(typeof options === 'object' ? options : {}), children: true, style: false });
  }

  private refresh(): this {
    const L = this.layout;
    const s = this.shown;
    const color: Color | null = s.kind === 'face' ? cardColor(s.card) : null;
    const base = `${this.theme.name}|${L.w}x${L.h}|${L.numeralSize}`;
    const bodyKey =
      s.kind === 'face'
        ? `${base}|f${color}|${s.owner ? `${s.owner.back}:${s.owner.color}` : '-'}`
        : s.kind === 'back'
          ? `${base}|b${s.back}:${s.color}`
          : `${base}|${s.kind}`;
    if (bodyKey !== this.bodyKey) {
      this.bodyKey = bodyKey;
      this.body.clear();
      this.badge.clear();
      if (s.kind === 'face' && color) {
        drawFace(this.body, color, L, this.theme);
        if (s.owner) drawOwnerBadge(this.badge, L.badgeX, L.badgeY, L.badgeSize, s.owner.back, s.owner.color);
      } else if (s.kind === 'back') drawBack(this.body, L.w, L.h, s.back, s.color, this.theme);
      else if (s.kind === 'empty') drawEmptySlot(this.body, L, this.theme);
    }
    this.refreshText(s.kind === 'face' ? s.card : null);
    return this.refreshGlow();
  }

  private refreshGlow(): this {
    const key = this.highlight === null ? '' : `${this.layout.w}x${this.layout.h}|${this.highlight}`;
    if (key === this.glowKey) return this;
    this.glowKey = key;
    this.glow.clear();
    if (this.highlight !== null) drawHighlight(this.glow, this.layout, this.highlight);
    return this;
  }

  private refreshText(card: Card | null): void {
    const visible = card !== null;
    for (const t of [this.numeral, this.cornerTop, this.cornerBottom]) t.visible = visible;
    if (card === null) return;
    const L = this.layout;
    const key = `${this.bodyKey}|${cardNumber(card)}`;
    if (key === this.textKey) return;
    this.textKey = key;
    const pal = this.theme.faces[cardColor(card)];
    const label = String(cardNumber(card));
    this.numeral.style = numeralStyle(L.numeralSize, pal.numeral, pal.outline, this.theme.numeralOutline);
    this.numeral.text = label;
    this.numeral.scale.set(1, 1);
    this.numeral.scale.x = fitScale(this.numeral.width, L.numeralMaxWidth);
    this.numeral.position.set(L.w / 2, L.h / 2 + L.numeralSize * 0.02);
    const corner = numeralStyle(L.cornerFont, pal.numeral, pal.outline, this.theme.numeralOutline * 1.2);
    for (const t of [this.cornerTop, this.cornerBottom]) {
      t.style = corner;
      t.text = label;
      t.scale.set(1, 1);
      t.scale.x = fitScale(t.width, L.cornerFont * 1.05);
    }
    const cy = L.cornerY + L.cornerFont * 0.03;
    this.cornerTop.position.set(L.cornerTextX, cy);
    this.cornerBottom.position.set(L.w - L.cornerTextX, L.h - cy);
  }
}
