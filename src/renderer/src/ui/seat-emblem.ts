/** Draws a seat's emblem (src/shared/seat-emblems.ts) into a Graphics: the colour's shape with a dark outline. */
import type { Graphics } from 'pixi.js';
import { emblemOf, emblemPaths, type SeatEmblem } from '@shared/seat-emblems';
import { PLAYER_COLORS } from '@shared/seats';

/** How an emblem is painted: its fill, and an outline that keeps it apart from any background (0 for none). */
export interface EmblemPaint {
  readonly fill: number;
  readonly outline?: number;
  readonly outlineWidth?: number;
  readonly alpha?: number;
}

/** Draws `emblem` centred on (cx, cy), `r` from the centre to the unit box's edge. */
export function drawEmblem(g: Graphics, emblem: SeatEmblem, cx: number, cy: number, r: number, paint: EmblemPaint): Graphics {
  const alpha = paint.alpha ?? 1;
  const width = paint.outlineWidth ?? Math.max(1.5, r * 0.16);
  const trace = (points: readonly number[]): void => {
    g.poly(points.map((v, i) => (i % 2 === 0 ? cx + v * r : cy + v * r)));
  };
  const paths = emblemPaths(emblem);
  if (paint.outline !== undefined && width > 0)
    for (const p of paths) {
      trace(p.points);
      g.stroke({ color: paint.outline, width: width * 2, alpha, join: 'round' });
    }
  for (const p of paths) {
    trace(p.points);
    if (p.hole) g.cut();
    else g.fill({ color: paint.fill, alpha });
  }
  return g;
}

/** Draws the emblem of seat colour `colour` (a PLAYER_COLORS index) in that colour, outlined dark. */
export function drawSeatEmblem(g: Graphics, colour: number, cx: number, cy: number, r: number, outline = 0x0b0f1a): Graphics {
  return drawEmblem(g, emblemOf(colour), cx, cy, r, { fill: PLAYER_COLORS[colour]?.hex ?? 0xf4f6fb, outline });
}
