/**
 * Seat emblems (issue 31): a shape per seat colour, drawn wherever the colour is the cue, so a seat is recognised by
 * shape as well as hue (colour-blind players, and the pairs the dichromacy simulations squeeze together). The shapes
 * differ from Coloretto's colour symbols (circle, triangle, square, diamond, star, spade) so the two never read as
 * one. Pure geometry in a unit box (-1..1, y down), so the TV (Pixi) and the phone page (SVG) draw the same shapes.
 */

/** The emblems, in seat colour order (PLAYER_COLORS index i wears SEAT_EMBLEMS[i]). */
export const SEAT_EMBLEMS = [
  'heart',
  'moon',
  'bolt',
  'hexagon',
  'ring',
  'drop',
  'crown',
  'arrow',
  'clover',
  'hourglass',
  'sun',
  'flag',
] as const;

/** One emblem's name. */
export type SeatEmblem = (typeof SEAT_EMBLEMS)[number];

/** A closed outline as flat x, y pairs; a hole is cut out of the outlines drawn before it. */
export interface EmblemPath {
  readonly points: readonly number[];
  readonly hole: boolean;
}

/** The emblem a seat colour wears (indexes outside the palette wrap). */
export function emblemOf(colour: number): SeatEmblem {
  const n = SEAT_EMBLEMS.length;
  return SEAT_EMBLEMS[((colour % n) + n) % n] ?? 'heart';
}

function arc(cx: number, cy: number, r: number, from: number, to: number, steps: number): number[] {
  const out: number[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = from + ((to - from) * i) / steps;
    out.push(cx + r * Math.cos(a), cy + r * Math.sin(a));
  }
  return out;
}

/** A disc; a hole winds the other way, so the phone's nonzero fill leaves it open too. */
const circle = (cx: number, cy: number, r: number, hole = false): EmblemPath => ({
  points: hole ? arc(cx, cy, r, Math.PI * 2 * (23 / 24), 0, 23) : arc(cx, cy, r, 0, Math.PI * 2 * (23 / 24), 23),
  hole,
});
const poly = (...points: number[]): EmblemPath => ({ points, hole: false });

function regular(sides: number, r: number, turn: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < sides; i++) {
    const a = turn + (i * 2 * Math.PI) / sides;
    out.push(r * Math.cos(a), r * Math.sin(a));
  }
  return out;
}

function heart(): EmblemPath[] {
  const pts: number[] = [...arc(-0.45, -0.3, 0.5, Math.PI * 0.8, Math.PI * 2, 10), ...arc(0.45, -0.3, 0.5, Math.PI, Math.PI * 2.2, 10)];
  pts.push(0, 0.92);
  return [{ points: pts, hole: false }];
}

function moon(): EmblemPath[] {
  // The lit crescent: the outer disc's left side, then the inner disc's edge back (a cut disc offset right).
  const outer = arc(0, 0, 0.92, Math.PI * 0.28, Math.PI * 1.72, 18);
  const inner = arc(0.42, -0.12, 0.72, Math.PI * 1.5, Math.PI * 0.62, 14);
  return [{ points: [...outer, ...inner], hole: false }];
}

function sun(): EmblemPath[] {
  const rays: number[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    const r = i % 2 === 0 ? 0.95 : 0.6;
    rays.push(r * Math.cos(a), r * Math.sin(a));
  }
  return [{ points: rays, hole: false }, circle(0, 0, 0.3, true)];
}

const SHAPES: Readonly<Record<SeatEmblem, () => EmblemPath[]>> = {
  heart,
  moon,
  bolt: () => [poly(0.2, -0.95, -0.62, 0.12, -0.06, 0.12, -0.26, 0.95, 0.62, -0.18, 0.06, -0.18, 0.32, -0.95)],
  hexagon: () => [poly(...regular(6, 0.92, 0))],
  ring: () => [circle(0, 0, 0.9), circle(0, 0, 0.48, true)],
  drop: () => [{ points: [0, -0.95, ...arc(0, 0.3, 0.6, -Math.PI * 0.17, Math.PI * 1.17, 16)], hole: false }],
  crown: () => [poly(-0.9, 0.7, -0.9, -0.6, -0.45, -0.05, 0, -0.85, 0.45, -0.05, 0.9, -0.6, 0.9, 0.7)],
  arrow: () => [poly(0, -0.95, 0.92, 0.05, 0.35, 0.05, 0.35, 0.9, -0.35, 0.9, -0.35, 0.05, -0.92, 0.05)],
  clover: () => [
    circle(0, -0.48, 0.42),
    circle(-0.46, 0.12, 0.42),
    circle(0.46, 0.12, 0.42),
    poly(-0.1, 0.1, 0.1, 0.1, 0.2, 0.95, -0.2, 0.95),
  ],
  hourglass: () => [poly(-0.8, -0.92, 0.8, -0.92, 0.12, 0, 0.8, 0.92, -0.8, 0.92, -0.12, 0)],
  sun,
  flag: () => [poly(-0.78, -0.95, -0.56, -0.95, -0.56, 0.95, -0.78, 0.95), poly(-0.56, -0.95, 0.9, -0.6, -0.56, -0.2)],
};

/** An emblem's outlines in the unit box: fill them in order, cutting the holes. */
export function emblemPaths(emblem: SeatEmblem): readonly EmblemPath[] {
  return SHAPES[emblem]();
}

/** An emblem as one SVG path (viewBox -1 -1 2 2, fill-rule nonzero: holes wind the other way) for the phone page. */
export function emblemSvgPath(emblem: SeatEmblem): string {
  return emblemPaths(emblem)
    .map((p) => {
      const xy: string[] = [];
      for (let i = 0; i + 1 < p.points.length; i += 2) xy.push(`${(p.points[i] ?? 0).toFixed(3)} ${(p.points[i + 1] ?? 0).toFixed(3)}`);
      return `M${xy.join('L')}Z`;
    })
    .join('');
}
