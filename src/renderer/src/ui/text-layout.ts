/**
 * The text-layout check: every text on a screen lies inside its panel and touches no other text, and (on a table)
 * every word and numeral is big enough to read from the sofa. Pure (no Pixi), so the rules are unit-tested in Node and
 * the browser test runs them on what the debug hooks read from the scene graph.
 *
 * How sizes are measured (app/scene-text.ts, `textSizes`): the canvas' own font metrics of the text's font
 * (`measureText` at 100 px: `actualBoundingBoxAscent` of "H" for a word's cap height, ascent plus descent of
 * "0123456789" for a numeral's digit height), times the font size, times the node's world scale (y). Card faces are
 * atlas sprites, so a face-up card counts with its big numeral's font (Arial Black 900) and size. Sizes are CSS px of
 * the screen; the rules scale their 1080p minimums by height / 1080.
 */

/** An axis-aligned box in screen (CSS) pixels. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** One visible text as drawn: what it says and its bounds. */
export interface PlacedText {
  readonly text: string;
  readonly box: Box;
}

/** What a screen shows, as the check reads it: its size, the panels drawn on it and its visible texts. */
export interface TextLayout {
  readonly width: number;
  readonly height: number;
  /** Panels (dialogs, list and chart panels, pills): each text belongs to the smallest one holding its centre. */
  readonly panels: readonly Box[];
  readonly texts: readonly PlacedText[];
}

/** One thing wrong with a layout. */
export type TextProblem =
  | { readonly kind: 'outside-panel'; readonly text: string; readonly box: Box; readonly panel: Box }
  | { readonly kind: 'off-screen'; readonly text: string; readonly box: Box }
  | { readonly kind: 'overlap'; readonly text: string; readonly other: string; readonly box: Box; readonly otherBox: Box };

/** How far (CSS px at 1080p, scaled with the screen) a text may reach over an edge or another text: anti-aliasing. */
export const TOLERANCE_PX = 2;

function centre(b: Box): { x: number; y: number } {
  return { x: b.x + b.w / 2, y: b.y + b.h / 2 };
}

function holds(outer: Box, p: { x: number; y: number }): boolean {
  return p.x >= outer.x && p.x <= outer.x + outer.w && p.y >= outer.y && p.y <= outer.y + outer.h;
}

/** Whether `inner` lies inside `outer`, allowing `tol` pixels over each edge. */
export function inside(inner: Box, outer: Box, tol: number): boolean {
  return (
    inner.x >= outer.x - tol &&
    inner.y >= outer.y - tol &&
    inner.x + inner.w <= outer.x + outer.w + tol &&
    inner.y + inner.h <= outer.y + outer.h + tol
  );
}

/** Whether two boxes share more than `tol` pixels in both directions. */
export function intersects(a: Box, b: Box, tol: number): boolean {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > tol && h > tol;
}

/** The smallest panel holding the text's centre, or null when it stands on the screen itself. */
export function panelOf(text: Box, panels: readonly Box[]): Box | null {
  const c = centre(text);
  let best: Box | null = null;
  for (const p of panels) if (holds(p, c) && (best === null || p.w * p.h < best.w * best.h)) best = p;
  return best;
}

/** Everything wrong with a layout: texts out of their panel or off the screen, and texts over each other. */
export function textLayoutProblems(layout: TextLayout): TextProblem[] {
  const tol = TOLERANCE_PX * Math.max(0.5, Math.min(layout.width / 1920, layout.height / 1080));
  const screen: Box = { x: 0, y: 0, w: layout.width, h: layout.height };
  const texts = layout.texts.filter((t) => t.text.trim() !== '' && t.box.w > 0 && t.box.h > 0);
  const problems: TextProblem[] = [];
  for (const t of texts) {
    const panel = panelOf(t.box, layout.panels);
    if (panel && !inside(t.box, panel, tol)) problems.push({ kind: 'outside-panel', text: t.text, box: t.box, panel });
    else if (!inside(t.box, screen, tol)) problems.push({ kind: 'off-screen', text: t.text, box: t.box });
  }
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i] as PlacedText;
      const b = texts[j] as PlacedText;
      if (intersects(a.box, b.box, tol)) problems.push({ kind: 'overlap', text: a.text, other: b.text, box: a.box, otherBox: b.box });
    }
  }
  return problems;
}

/** A problem as one line, for a test's failure message. */
export function describeProblem(p: TextProblem): string {
  const r = (b: Box): string => `[${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.w)}x${Math.round(b.h)}]`;
  if (p.kind === 'overlap') return `"${p.text}" ${r(p.box)} overlaps "${p.other}" ${r(p.otherBox)}`;
  if (p.kind === 'off-screen') return `"${p.text}" ${r(p.box)} is off the screen`;
  return `"${p.text}" ${r(p.box)} leaves its panel ${r(p.panel)}`;
}

/** The label (Pixi `label`) of a container holding the shared centre: numerals under it are the centre's. */
export const CENTRE_MARK = 'table-centre';
/** The label of a Text that is a card's or a die's numeral (not a word, a score or a count). */
export const NUMERAL_MARK = 'numeral';

/**
 * One visible text's drawn height, CSS px: a word's cap height, a numeral's digit height. `numeral`: a card's or a
 * die's numeral (card faces, texts marked NUMERAL_MARK); `word`: a text with a letter; `figure`: digits alone (a
 * score, a count). `zone`: under the centre's mark, or anywhere else (the seats' own areas, the legends).
 */
export interface SizedText {
  readonly text: string;
  readonly kind: 'word' | 'numeral' | 'figure';
  readonly zone: 'centre' | 'seat';
  readonly px: number;
}

/**
 * What a drawn card face reads as, for the size check: a numeral painted into a texture (its font and size, before
 * any scale), or a symbol drawn as a shape (its height). Views that draw faces without a Text offer it (`faceMark`).
 */
export type FaceMark =
  | { readonly text: string; readonly kind: 'font'; readonly family: string; readonly weight: string; readonly fontSize: number }
  | { readonly text: string; readonly kind: 'shape'; readonly height: number };

/** A view whose face is drawn without a Text (an atlas sprite, a Graphics symbol) and says what it reads as. */
export interface FaceMarked {
  faceMark(): FaceMark | null;
}

/** The readable sizes at 1080p (issue 31, a 55" TV at 3 m), px. */
export const READABLE_1080 = {
  /** Every card numeral and die numeral, at any player count. */
  numeral: 44,
  /** Words' cap height at 2-4 players, and at 12 (between them it falls in steps). */
  wordFew: 28,
  wordMany: 22,
} as const;

/** The least cap height of a word on a table of `players` at 1080p: 28 px up to 4 players, 22 px at 12. */
export function minWordCap1080(players: number): number {
  if (players <= 4) return READABLE_1080.wordFew;
  if (players >= 12) return READABLE_1080.wordMany;
  return READABLE_1080.wordFew - ((READABLE_1080.wordFew - READABLE_1080.wordMany) * (players - 4)) / 8;
}

/** The screen face's (Nunito 800) cap height per px of font size, rounded down: the layouts size words with it. */
export const FACE_CAP_RATIO = 0.7;
/** The card face's (Arial Black) digit height per px of font size, rounded down. */
export const CARD_DIGIT_RATIO = 0.71;

/** The font size (1080p px) whose cap height is the least a word on a table of `players` may have. */
export function wordFontPx1080(players: number): number {
  return Math.ceil(minWordCap1080(players) / FACE_CAP_RATIO);
}

/** One thing too small on a table. */
export type SizeProblem =
  | { readonly kind: 'small-word' | 'small-numeral'; readonly text: string; readonly px: number; readonly least: number }
  | { readonly kind: 'centre-not-largest'; readonly centre: number; readonly seat: number }
  | { readonly kind: 'no-centre-numeral' };

/** Half a pixel of rounding (whole-pixel fonts, scaled layouts), at 1080p. */
const SIZE_SLACK = 0.5;

/**
 * Everything too small on a table of `players` on a screen `height` px tall: words under the cap height of
 * `minWordCap1080` and numerals under 44 px (scaled by height / 1080); figures count as words. At 2-4 players the
 * centre's smallest numeral must also be larger than every seat's largest (the centre is what everyone watches).
 */
export function sizeProblems(sizes: readonly SizedText[], players: number, height: number): SizeProblem[] {
  const k = height / 1080;
  const slack = SIZE_SLACK * k;
  const problems: SizeProblem[] = [];
  const word = minWordCap1080(players) * k;
  const numeral = READABLE_1080.numeral * k;
  for (const s of sizes) {
    const least = s.kind === 'numeral' ? numeral : word;
    if (s.px + slack < least) problems.push({ kind: s.kind === 'numeral' ? 'small-numeral' : 'small-word', text: s.text, px: s.px, least });
  }
  if (players <= 4) {
    const centre = sizes.filter((s) => s.kind === 'numeral' && s.zone === 'centre').map((s) => s.px);
    const seat = sizes.filter((s) => s.kind === 'numeral' && s.zone === 'seat').map((s) => s.px);
    if (centre.length === 0) problems.push({ kind: 'no-centre-numeral' });
    else if (seat.length > 0 && Math.min(...centre) <= Math.max(...seat)) {
      problems.push({ kind: 'centre-not-largest', centre: Math.min(...centre), seat: Math.max(...seat) });
    }
  }
  return problems;
}

/** A size problem as one line, for a test's failure message. */
export function describeSize(p: SizeProblem): string {
  if (p.kind === 'no-centre-numeral') return 'no numeral in the centre';
  if (p.kind === 'centre-not-largest')
    return `centre numerals ${p.centre.toFixed(1)} px are not larger than a seat's ${p.seat.toFixed(1)} px`;
  return `${p.kind === 'small-word' ? 'word' : 'numeral'} "${p.text}" ${p.px.toFixed(1)} px < ${p.least.toFixed(1)} px`;
}
