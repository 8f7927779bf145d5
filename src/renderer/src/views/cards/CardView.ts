/**
 * One card on the table: face, back or empty slot, with owner badge and highlight; repaints only on change. The card
 * itself is a sprite of a frame of the card atlas (faces with their numerals and backs painted once per size), so
 * showing another card makes no texture and rasterises no text.
 */
import { Container, Graphics, GraphicsContext, Sprite, Texture } from 'pixi.js';
import { type Card, cardLabel, cardOwner } from '@shared/games/ligretto/cards';
import { type CardLayout, cardLayout } from './card-layout';
import { drawHighlight, drawOwnerBadge } from './card-art';
import type { AtlasSheet } from './card-atlas-core';
import { CARD_FONT, cardAtlas } from './card-atlas';
import type { FaceMark, FaceMarked } from '@renderer/ui/text-layout';
import { type CardTheme, type CardThemeHub, sharedCardThemes } from './card-theme';
import { CARD_ASPECT } from '@renderer/ui/design';

export { CARD_FONT } from './card-atlas';

/**
 * Owner badges by place, size and owner, each built (tessellated, back pattern and all) once and shared by every card
 * that shows it: a centre pile's top changes owner on most plays, and now swaps shapes instead of drawing one. Bounded
 * (seats times the few card sizes of a layout fit many times over); past it a card draws its own badge.
 */
const ownerBadges = new Map<string, GraphicsContext>();
const OWNER_BADGES_MAX = 256;

/** The shared owner badge of this key, built the first time; null once the cache is full. */
function sharedOwnerBadge(key: string, L: CardLayout, owner: CardOwnerMark): GraphicsContext | null {
  let shape = ownerBadges.get(key);
  if (!shape && ownerBadges.size < OWNER_BADGES_MAX) {
    shape = new GraphicsContext();
    drawOwnerBadge(shape, L.badgeX, L.badgeY, L.badgeSize, owner.back, owner.color);
    ownerBadges.set(key, shape);
  }
  return shape ?? null;
}

/** Shared owner badges built so far (tests: equal badges share one). */
export function ownerBadgeShapes(): number {
  return ownerBadges.size;
}

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

/** A card view: call setSize once, then setFace / setBack / setEmpty as the game changes. */
export class CardView extends Container implements FaceMarked {
  private readonly body = new Sprite(Texture.EMPTY);
  private readonly badge = new Graphics();
  /** The badge's own shape context: empty, or the badge drawn here when the shared ones are full. */
  private readonly ownBadge = this.badge.context;
  private readonly glow = new Graphics();
  /** The atlas sheet of this size (null until the first setSize: the default size is never shown). */
  private sheet: AtlasSheet<Texture> | null = null;
  /** The back this view took from its sheet, given back when it shows something else. */
  private heldBack: { back: number; color: number } | null = null;
  private sized = false;
  private shown: Shown = { kind: 'none' };
  private layout: CardLayout;
  private numeralOverride: number | undefined;
  private highlight: number | null = null;
  private theme: CardTheme;
  private bodyKey = '';
  private badgeKey = '';
  private glowKey = '';
  private readonly unsubscribe: () => void;
  private readonly unsubscribeAtlas: () => void;

  /** A 90 x 126 empty card using the shared theme hub unless given another. */
  constructor(themes: CardThemeHub = sharedCardThemes) {
    super();
    this.theme = themes.current;
    this.layout = cardLayout(90, 90 * CARD_ASPECT, this.theme.symbolSize);
    this.addChild(this.glow, this.body, this.badge);
    this.unsubscribe = themes.subscribe((theme) => this.setTheme(theme));
    // A new pixel density replaced every sheet: take this size's new one.
    this.unsubscribeAtlas = cardAtlas()?.subscribe(() => this.resheet()) ?? ((): void => undefined);
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

  /** The big numeral a face-up card shows, in its font and size (px, before any scale), or null (back, empty slot). */
  faceMark(): FaceMark | null {
    if (this.shown.kind !== 'face') return null;
    return { text: cardLabel(this.shown.card), kind: 'font', family: CARD_FONT, weight: '900', fontSize: this.layout.numeralSize };
  }

  /** Resizes the card; `numeralSize` overrides the default numeral font size (58% of h). */
  setSize(w: number, h: number = w * CARD_ASPECT, numeralSize?: number): this {
    if (w === this.layout.w && h === this.layout.h && numeralSize === this.numeralOverride) return this;
    this.numeralOverride = numeralSize;
    this.layout = cardLayout(w, h, this.theme.symbolSize, numeralSize);
    this.sized = true;
    return this.resheet();
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
    return this.resheet();
  }

  /** Leaves the theme hub and the atlas (its sheet may go) and frees the Graphics; the atlas keeps its textures. */
  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.unsubscribe();
    this.unsubscribeAtlas();
    this.letGo();
    this.body.texture = Texture.EMPTY;
    super.destroy({ ...(typeof options === 'object' ? options : {}), children: true, texture: false, textureSource: false });
  }

  /** Gives the sheet and any back back to the atlas. */
  private letGo(): void {
    const atlas = cardAtlas();
    if (this.sheet && this.heldBack) this.sheet.dropBack(this.heldBack.back, this.heldBack.color);
    this.heldBack = null;
    if (this.sheet && atlas) atlas.release(this.sheet);
    this.sheet = null;
  }

  /** Takes the sheet of the current size and theme (after letting the old one go) and repaints. */
  private resheet(): this {
    this.letGo();
    const atlas = cardAtlas();
    const L = this.layout;
    if (this.sized && atlas) this.sheet = atlas.acquire(this.theme.name, L.w, L.h, L.numeralSize);
    this.bodyKey = '';
    return this.refresh();
  }

  private refresh(): this {
    const L = this.layout;
    const s = this.shown;
    const sheet = this.sheet?.live ? this.sheet : null;
    const bodyKey = s.kind === 'face' ? `f${s.card}` : s.kind === 'back' ? `b${s.back}:${s.color}` : s.kind === 'empty' ? 'e' : '-';
    if (bodyKey !== this.bodyKey || sheet === null) {
      this.bodyKey = sheet ? bodyKey : '';
      if (sheet && this.heldBack) sheet.dropBack(this.heldBack.back, this.heldBack.color);
      this.heldBack = null;
      let texture = Texture.EMPTY;
      if (sheet && s.kind === 'face') texture = sheet.face(s.card);
      else if (sheet && s.kind === 'empty') texture = sheet.empty();
      else if (sheet && s.kind === 'back') {
        texture = sheet.takeBack(s.back, s.color);
        this.heldBack = { back: s.back, color: s.color };
      }
      this.body.texture = texture;
      this.body.visible = texture !== Texture.EMPTY;
      const pad = sheet?.pad ?? 0;
      this.body.position.set(-pad, -pad);
    }
    const owner = s.kind === 'face' ? s.owner : null;
    const badgeKey = owner ? `${L.badgeX},${L.badgeY},${L.badgeSize}|${owner.back}:${owner.color}` : '';
    if (badgeKey !== this.badgeKey) {
      this.badgeKey = badgeKey;
      const shared = owner ? sharedOwnerBadge(badgeKey, L, owner) : null;
      if (shared) this.badge.context = shared;
      else {
        this.badge.context = this.ownBadge;
        this.badge.clear();
        if (owner) drawOwnerBadge(this.badge, L.badgeX, L.badgeY, L.badgeSize, owner.back, owner.color);
      }
    }
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
}
