/**
 * The Pixi side of the card atlas: paints a sheet's faces (numerals included) and empty slot into render textures
 * once, backs into back slots when first shown, and hands out frames of them. The app installs one atlas on its
 * renderer at start; card views take their sheet from it.
 */
import { Container, Graphics, Rectangle, RenderTexture, Text, TextStyle, Texture, type Renderer } from 'pixi.js';
import type { Color } from '@shared/games/ligretto/cards';
import { drawBack, drawEmptySlot, drawFace } from './card-art';
import { CardAtlas, SHEET_PICTURES, type BuiltSheet, type SheetLayout, type SheetSpec, type SlotRect } from './card-atlas-core';
import { type CardLayout, cardLayout, fitScale } from './card-layout';
import { CARD_THEMES, type CardTheme } from './card-theme';

/** Font stack for numerals: a heavy sans that every desktop has, with bundled Linux fallbacks. */
export const CARD_FONT = '"Arial Black", "Segoe UI Black", "Helvetica Neue", Arial, "Liberation Sans", "DejaVu Sans", sans-serif';

function numeralStyle(size: number, fill: number, outline: number, outlineRatio: number): TextStyle {
  return new TextStyle({
    fontFamily: CARD_FONT,
    fontWeight: '900',
    fontSize: size,
    fill,
    stroke: { color: outline, width: Math.max(1, size * outlineRatio), join: 'round' },
    dropShadow: { color: 0x000000, alpha: 0.35, blur: 0, angle: Math.PI / 2, distance: Math.max(1, size * 0.045) },
    padding: Math.ceil(size * 0.12),
  });
}

/** The numerals of a face: the big one in the middle and the two corner indices (the bottom one turned). */
function addNumerals(card: Container, color: Color, n: number, L: CardLayout, theme: CardTheme, resolution: number): void {
  const pal = theme.faces[color];
  const label = String(n);
  const numeral = new Text({ text: label, style: numeralStyle(L.numeralSize, pal.numeral, pal.outline, theme.numeralOutline), resolution });
  numeral.anchor.set(0.5, 0.5);
  numeral.scale.x = fitScale(numeral.width, L.numeralMaxWidth);
  numeral.position.set(L.w / 2, L.h / 2 + L.numeralSize * 0.02);
  card.addChild(numeral);
  const corner = numeralStyle(L.cornerFont, pal.numeral, pal.outline, theme.numeralOutline * 1.2);
  const cy = L.cornerY + L.cornerFont * 0.03;
  for (const bottom of [false, true]) {
    const t = new Text({ text: label, style: corner, resolution });
    t.anchor.set(0, 0.5);
    t.scale.x = fitScale(t.width, L.cornerFont * 1.05);
    if (bottom) {
      t.rotation = Math.PI;
      t.position.set(L.w - L.cornerTextX, L.h - cy);
    } else t.position.set(L.cornerTextX, cy);
    card.addChild(t);
  }
}

/** Renders `root` into `target` (cleared first when asked) and frees it and the text textures it made. */
function renderOnce(renderer: Renderer, root: Container, target: RenderTexture, clear: boolean): void {
  renderer.render({ container: root, target, clear, clearColor: [0, 0, 0, 0] });
  root.destroy({ children: true, context: true, style: true });
}

/** The label of the atlas's page textures (the debug hooks count them apart). */
export const CARD_PAGE_LABEL = 'card atlas page';

/** Paints sheets with `renderer`: one render texture per page, a frame per slot. */
export function pixiSheetBuilder(renderer: Renderer): (spec: SheetSpec, layout: SheetLayout) => BuiltSheet<Texture> {
  return (spec, layout) => {
    const theme = CARD_THEMES[spec.theme];
    const L = cardLayout(spec.w, spec.h, theme.symbolSize, spec.numeralSize);
    const pages = layout.pages.map((p) =>
      RenderTexture.create({ width: p.w, height: p.h, resolution: spec.resolution, antialias: true, label: CARD_PAGE_LABEL }),
    );
    const textures = layout.slots.map((s) => {
      const page = pages[s.page];
      return page ? new Texture({ source: page.source, frame: new Rectangle(s.x, s.y, s.w, s.h) }) : Texture.EMPTY;
    });
    const cardAt = (s: SlotRect): Container => {
      const c = new Container();
      c.position.set(s.x + layout.pad, s.y + layout.pad);
      return c;
    };
    pages.forEach((page, index) => {
      const root = new Container();
      SHEET_PICTURES.forEach((pic, i) => {
        const slot = layout.slots[i];
        if (!slot || slot.page !== index || pic.kind === 'back') return;
        const card = cardAt(slot);
        const body = new Graphics();
        if (pic.kind === 'face') drawFace(body, pic.color, L, theme);
        else drawEmptySlot(body, L, theme);
        card.addChild(body);
        if (pic.kind === 'face') addNumerals(card, pic.color, pic.number, L, theme, spec.resolution);
        root.addChild(card);
      });
      renderOnce(renderer, root, page, true);
    });
    return {
      textures,
      paintBack: (slotIndex, back, color) => {
        const slot = layout.slots[slotIndex];
        const page = slot ? pages[slot.page] : undefined;
        if (!slot || !page) return;
        const root = new Container();
        // The slot may hold an older back: wipe it (the shadow and rounded corners are see-through).
        const wipe = new Graphics().rect(slot.x, slot.y, slot.w, slot.h).fill(0xffffff);
        wipe.blendMode = 'erase';
        const card = cardAt(slot);
        const body = new Graphics();
        drawBack(body, spec.w, spec.h, back, color, theme);
        card.addChild(body);
        root.addChild(wipe, card);
        renderOnce(renderer, root, page, false);
      },
      destroy: () => {
        for (const t of textures) t.destroy(false);
        for (const p of pages) p.destroy(true);
      },
    };
  };
}

let installed: CardAtlas<Texture> | null = null;

/** Installs the app's atlas on its renderer (once, at start); card views made before or after it use it. */
export function installCardAtlas(renderer: Renderer): CardAtlas<Texture> {
  installed ??= new CardAtlas(pixiSheetBuilder(renderer), renderer.resolution);
  return installed;
}

/** The installed atlas, or null before the app installed one (a view then shows nothing until it is). */
export function cardAtlas(): CardAtlas<Texture> | null {
  return installed;
}
