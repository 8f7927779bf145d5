/**
 * The text-layout check: every text on a screen lies inside its panel and touches no other text. Pure (no Pixi), so
 * the rule is unit-tested in Node and the browser test runs it on what the debug hooks read from the scene graph.
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
