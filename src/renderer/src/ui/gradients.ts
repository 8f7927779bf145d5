/** The radial glow behind the game's screens: one shape, each screen picks its centre and colours. */
import { FillGradient } from 'pixi.js';

/** A radial gradient in the filled shape's own space, from `stops` at its centre (x, y in 0..1) out to `radius`. */
export function radialGlow(x: number, y: number, radius: number, stops: readonly { offset: number; color: number }[]): FillGradient {
  return new FillGradient({
    type: 'radial',
    center: { x, y },
    innerRadius: 0,
    outerCenter: { x, y },
    outerRadius: radius,
    colorStops: stops.map((s) => ({ ...s })),
    textureSpace: 'local',
  });
}
