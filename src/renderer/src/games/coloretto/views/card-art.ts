/** Draws Coloretto's card faces with Pixi Graphics: the colour's hue plus its symbol, black jokers and +2 cards. */
import type { Graphics } from 'pixi.js';
import { COLOR_LOOKS, isColor, type Card, type ColorSymbol } from '@shared/games/coloretto/cards';
import { kindHue, kindInk } from '../model';

const JOKER_RAYS = [0x0072b2, 0xd55e00, 0xf0e442, 0x009e73, 0xcc79a7, 0xe69f00];

/** A colour's symbol centred at (cx, cy), `r` its radius. */
export function drawSymbol(g: Graphics, symbol: ColorSymbol, cx: number, cy: number, r: number, ink: number): void {
  switch (symbol) {
    case 'circle':
      g.circle(cx, cy, r);
      break;
    case 'triangle':
      g.poly([cx, cy - r, cx + r * 0.95, cy + r * 0.8, cx - r * 0.95, cy + r * 0.8]);
      break;
    case 'square':
      g.rect(cx - r * 0.8, cy - r * 0.8, r * 1.6, r * 1.6);
      break;
    case 'diamond':
      g.poly([cx, cy - r, cx + r * 0.8, cy, cx, cy + r, cx - r * 0.8, cy]);
      break;
    case 'star':
      g.star(cx, cy, 5, r, r * 0.45, 0);
      break;
    case 'spade':
      drawSpade(g, cx, cy, r);
      break;
  }
  g.fill(ink);
}

/**
 * A spade (♠) in a box of radius r: a point on top, two round lobes, a flared stem. Its outline is one polygon, so it
 * fills cleanly at any alpha, and nothing in it reads as a digit or a plus sign.
 */
function drawSpade(g: Graphics, cx: number, cy: number, r: number): void {
  const lobe = r * 0.46;
  const ly = cy + r * 0.12;
  const pts: number[] = [cx, cy - r];
  // Straight down the right flank to where it meets the right lobe, round the lobe, then in to the stem's top.
  const steps = 10;
  for (let i = 0; i <= steps; i++) {
    const a = -Math.PI * 0.25 + (i / steps) * Math.PI * 0.97;
    pts.push(cx + r * 0.47 + lobe * Math.cos(a), ly + lobe * Math.sin(a));
  }
  pts.push(cx + r * 0.1, cy + r * 0.45, cx + r * 0.42, cy + r, cx - r * 0.42, cy + r, cx - r * 0.1, cy + r * 0.45);
  for (let i = 0; i <= steps; i++) {
    const a = Math.PI * 0.28 + (i / steps) * Math.PI * 0.97;
    pts.push(cx - r * 0.47 + lobe * Math.cos(a), ly + lobe * Math.sin(a));
  }
  g.poly(pts);
}

/** A card of `kind` at (x, y) of size w x h; `alpha` < 1 for a ghost. The +2 card's label is text, drawn by the caller. */
export function drawCard(g: Graphics, kind: Card | 'back', x: number, y: number, w: number, h: number, alpha = 1): void {
  const r = Math.min(w, h) * 0.12;
  if (kind === 'back') {
    g.roundRect(x, y, w, h, r)
      .fill({ color: 0x2a2f45, alpha })
      .stroke({ width: Math.max(2, w * 0.04), color: 0xf4f6fb, alpha });
    for (let i = 0; i < 6; i++)
      g.circle(x + w / 2, y + h / 2, (w * (6 - i)) / 16).fill({ color: JOKER_RAYS[i] ?? 0xffffff, alpha: 0.85 * alpha });
    return;
  }
  g.roundRect(x, y, w, h, r)
    .fill({ color: kindHue(kind), alpha })
    .stroke({ width: Math.max(2, w * 0.05), color: 0xf4f6fb, alpha });
  const cx = x + w / 2;
  const cy = y + h / 2;
  if (isColor(kind)) {
    drawSymbol(g, COLOR_LOOKS[kind].symbol, cx, cy, w * 0.3, kindInk(kind));
    // Small symbols in two corners, as printed cards have.
    drawSymbol(g, COLOR_LOOKS[kind].symbol, x + w * 0.2, y + w * 0.2, w * 0.09, kindInk(kind));
    drawSymbol(g, COLOR_LOOKS[kind].symbol, x + w * 0.8, y + h - w * 0.2, w * 0.09, kindInk(kind));
  } else if (kind === 'joker') {
    JOKER_RAYS.forEach((color, i) => {
      const a = (i / JOKER_RAYS.length) * Math.PI * 2 - Math.PI / 2;
      g.circle(cx + Math.cos(a) * w * 0.22, cy + Math.sin(a) * w * 0.22, w * 0.12).fill(color);
    });
    g.circle(cx, cy, w * 0.1).fill(0xffffff);
  }
}

/** The joker's mark (the card's ring of the six hues round a white dot) centred at (cx, cy), `r` its radius. */
export function drawJokerMark(g: Graphics, cx: number, cy: number, r: number): void {
  JOKER_RAYS.forEach((color, i) => {
    const a = (i / JOKER_RAYS.length) * Math.PI * 2 - Math.PI / 2;
    g.circle(cx + Math.cos(a) * r * 0.66, cy + Math.sin(a) * r * 0.66, r * 0.34).fill(color);
  });
  g.circle(cx, cy, r * 0.3).fill(0xffffff);
}
