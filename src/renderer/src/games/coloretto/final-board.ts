/**
 * Coloretto's final-scores board, planned without Pixi (KSC1–KSC5): one full-width row per player in rank order, each
 * with its rank (ties marked "="), its name, each colour as a chip (a mini card, the count of plain cards, a mini joker
 * per joker counted in it, the colour's points), the +2 cards and the total. Every text is measured (the caller passes
 * the measure: Pixi's canvas in the browser, the bundled face's metrics in Node tests) and every number is shown whole:
 * when the chips need more room than the row has, the names give way first, then the chips' letters shrink.
 */
import { MIN_TEXT_PX } from '@renderer/ui/design';
import { UI } from '@renderer/ui/colours';
import type { Box, PlacedText, TextLayout } from '@renderer/ui/text-layout';
import { formatNumber, formatSigned } from '@renderer/screens/results/round-data';
import { chipCount, chipsOf, rankLabel, type BoardLine, type ChipModel, type Measure } from './final-board-model';

export * from './final-board-model';

/** A text as planned: what it says, its font size in px, its colour, its anchor point and box (screen px). */
export interface PlanText {
  readonly text: string;
  readonly px: number;
  readonly color: number;
  /** Horizontal anchor: 0 left, 1 right; vertically every text is centred on `cy`. */
  readonly anchor: 0 | 1;
  readonly x: number;
  readonly cy: number;
  /** The box of the text at its final value (counting up never widens it: the shown values never exceed the final ones). */
  readonly box: Box;
}

/** One chip as planned. */
export interface ChipPlan {
  readonly chip: ChipModel;
  readonly box: Box;
  /** The mini card of the colour (none for the +2 chip, whose count text says "+2"). */
  readonly swatch: Box | null;
  /** One mini joker per joker counted in the colour. */
  readonly jokers: readonly Box[];
  readonly count: PlanText | null;
  readonly points: PlanText;
}

/** One player's row as planned. */
export interface RowPlan {
  readonly line: BoardLine;
  /** The whole row (the seat's colour shows as a strip down its left edge). */
  readonly box: Box;
  /** The row's panel inside the strip: every text of the row lies in it. */
  readonly inner: Box;
  readonly rankPill: Box;
  readonly rank: PlanText;
  readonly name: PlanText;
  /** A crown after a winner's name. */
  readonly crown: Box | null;
  readonly chips: readonly ChipPlan[];
  /** The darker well behind the total. */
  readonly well: Box;
  readonly total: PlanText;
}

/** The whole board. */
export interface BoardPlan {
  readonly rows: readonly RowPlan[];
  /** Font sizes used (px): the chips', the names' (before a long name shrinks) and the totals'. */
  readonly chipPx: number;
  readonly namePx: number;
  readonly totalPx: number;
}

/** Design sizes (1080p px). */
const STRIP = 10;
const PAD = 12;
const GAP = 14;
const CHIP_GAP = 8;
const GROUP_GAP = 22;
const CROWN = 40;
/** The room a name always keeps (about "Player 12" at the smallest name size), and the most it asks for. */
const NAME_MIN = 190;
const NAME_CAP = 460;

function place(text: string, px: number, color: number, anchor: 0 | 1, x: number, cy: number, measure: Measure): PlanText {
  const { w, h } = measure(text, px);
  return { text, px, color, anchor, x, cy, box: { x: x - anchor * w, y: cy - h / 2, w, h } };
}

/** The largest font px, at most `want`, whose line height fits `room`. */
function fitHeight(want: number, room: number, measure: Measure): number {
  let px = Math.max(8, Math.round(want));
  while (px > 8 && measure('0', px).h > room) px--;
  return px;
}

/** A name in `room`: at `px`, else smaller down to `minPx`, else shortened with '…'. */
function fitName(name: string, px: number, minPx: number, room: number, measure: Measure): { text: string; px: number } {
  let size = px;
  while (size > minPx && measure(name, size).w > room) size--;
  let chars = [...name];
  let text = name;
  while (measure(text, size).w > room && chars.length > 1) {
    chars = chars.slice(0, -1);
    text = `${chars.join('').trimEnd()}…`;
  }
  return { text, px: size };
}

/** A chip's inner sizes at a chip font size, in screen px. */
interface ChipMetrics {
  readonly px: number;
  readonly s: number;
  readonly h: number;
  readonly card: { readonly w: number; readonly h: number };
  readonly joker: { readonly w: number; readonly h: number };
}

function chipWidth(chip: ChipModel, m: ChipMetrics, measure: Measure): number {
  const points = measure(formatSigned(chip.points), m.px).w;
  const count = chipCount(chip);
  const countW = count === '' ? 0 : measure(count, m.px).w + 6 * m.s;
  if (chip.kind === 'plus2') return 14 * m.s + countW + 6 * m.s + points + 12 * m.s;
  const jokers = chip.jokers * (m.joker.w + 4 * m.s);
  return 8 * m.s + m.card.w + 8 * m.s + countW + jokers + 6 * m.s + points + 12 * m.s;
}

function groupWidth(chips: readonly ChipModel[], m: ChipMetrics, measure: Measure): number {
  return chips.reduce((sum, c, i) => sum + chipWidth(c, m, measure) + (i > 0 ? CHIP_GAP * m.s : 0), 0);
}

const POINT_COLORS = { plus: UI.good, minus: 0xff9a9a, bonus: UI.good } as const;

/**
 * Lays the board out in `area` (screen px) at `scale` (the 1080p-relative scale): rows as tall as the area allows (at
 * most 100 design px), font sizes from the row height (never under the sofa minimum while the rows allow it), and
 * columns lined up from row to row: names, the best colours, the other colours, the +2 cards, the totals.
 */
export function planBoard(lines: readonly BoardLine[], area: Box, scale: number, measure: Measure): BoardPlan {
  const s = scale;
  const n = lines.length;
  const gap = (n > 8 ? 6 : 12) * s;
  const rowH = n === 0 ? 0 : Math.min(100 * s, (area.h - gap * (n - 1)) / n);
  const textRoom = rowH - 2 * s;
  const rowDesign = rowH / s;
  const namePx = fitHeight(Math.min(52, Math.max(MIN_TEXT_PX, rowDesign * 0.72)) * s, textRoom, measure);
  const totalPx = fitHeight(Math.min(64, Math.max(MIN_TEXT_PX, rowDesign * 0.72)) * s, textRoom, measure);
  const chipFull = fitHeight(Math.min(44, Math.max(MIN_TEXT_PX, rowDesign * 0.66)) * s, textRoom, measure);
  // A chip is as tall as its figures need (at most 80% of the row); its mini cards follow its height.
  const metrics = (px: number, lineH: number): ChipMetrics => {
    const k = px / chipFull;
    const h = Math.min(lineH * 0.8, px * 1.5);
    const cardH = h - 10 * s * k;
    return { px, s: s * k, h, card: { w: cardH * 0.72, h: cardH }, joker: { w: cardH * 0.6, h: cardH * 0.84 } };
  };
  const chips = lines.map((l) => chipsOf(l.score));
  // The rank's pill and the total's well follow their figures' size (not the row's: tall rows keep room for names).
  const pillH = Math.min(rowH * 0.8, namePx * 1.45);
  const wellH = Math.min(rowH * 0.86, totalPx * 1.45);
  const rankW = Math.max(pillH, ...lines.map((l) => measure(rankLabel(l), namePx).w + 20 * s));
  const totalW = Math.max(totalPx * 1.6, ...lines.map((l) => measure(formatNumber(l.score.total), totalPx).w + 32 * s));
  const fixed = (STRIP + PAD + GAP + GAP + PAD) * s + rankW + totalW;
  const columns = (m: ChipMetrics): [number, number, number] => {
    const widest = (sign: ChipModel['sign']): number =>
      Math.max(
        0,
        ...chips.map((c) =>
          groupWidth(
            c.filter((x) => x.sign === sign),
            m,
            measure,
          ),
        ),
      );
    return [widest('plus'), widest('minus'), widest('bonus')];
  };
  const g = GROUP_GAP * s;
  const chipRoom = (cols: readonly number[], two: boolean): number => {
    const [plus = 0, minus = 0, bonus = 0] = cols;
    if (two) return Math.max(plus, minus + (minus > 0 && bonus > 0 ? g : 0) + bonus) + g;
    return cols.reduce((a, b) => a + b, 0) + cols.filter((w) => w > 0).length * g;
  };
  // The names want room for the longest one (with a winner's crown), up to a cap; the chips shrink for it down to the
  // sofa minimum, and further only when even a short name would not fit (no number is ever cut).
  const minPx = Math.round(MIN_TEXT_PX * s);
  const crownRoom = (CROWN + 10) * s;
  const nameWant = Math.min(
    NAME_CAP * s,
    Math.max(NAME_MIN * s, ...lines.map((l) => measure(l.name, namePx).w + (l.rank === 1 ? crownRoom : 0))),
  );
  // One line of chips; in rows tall enough for two lines of figures, the other colours and the +2 cards go on a second
  // line when one line would squeeze the names.
  const fit = (two: boolean): { px: number; m: ChipMetrics; cols: [number, number, number]; room: number } => {
    const lineH = two ? (rowH - 6 * s) / 2 : rowH;
    let px = two ? Math.min(chipFull, fitHeight(chipFull, lineH, measure)) : chipFull;
    let m = metrics(px, lineH);
    let cols = columns(m);
    const room = (): number => area.w - fixed - chipRoom(cols, two);
    while ((px > minPx && room() < nameWant) || (px > 8 && room() < NAME_MIN * s)) {
      px--;
      m = metrics(px, lineH);
      cols = columns(m);
    }
    return { px, m, cols, room: room() };
  };
  const one = fit(false);
  const twoLines = one.room < nameWant && fitHeight(minPx, (rowH - 6 * s) / 2, measure) >= minPx;
  const chosen = twoLines ? fit(true) : one;
  const { px: chipPx, m, cols } = chosen;
  const nameRoom = chosen.room;
  // A few rows stand in the middle of the area, a little above its centre.
  const top = area.y + Math.max(0, area.h - n * rowH - (n - 1) * gap) * 0.4;
  const rows = lines.map((line, r): RowPlan => {
    const box: Box = { x: area.x, y: top + r * (rowH + gap), w: area.w, h: rowH };
    const inner: Box = { x: box.x + STRIP * s, y: box.y, w: box.w - STRIP * s, h: rowH };
    const cy = box.y + rowH / 2;
    const rankX = inner.x + PAD * s;
    const rankPill: Box = { x: rankX, y: cy - pillH / 2, w: rankW, h: pillH };
    const label = rankLabel(line);
    const rank = place(label, namePx, line.rank <= 3 ? 0x1a1300 : UI.text, 0, rankX + (rankW - measure(label, namePx).w) / 2, cy, measure);
    const nameX = rankX + rankW + GAP * s;
    const winner = line.rank === 1;
    const fitted = fitName(line.name, namePx, Math.min(namePx, minPx), nameRoom - (winner ? crownRoom : 0), measure);
    const name = place(fitted.text, fitted.px, winner ? UI.accent : UI.text, 0, nameX, cy, measure);
    const crown: Box | null = winner
      ? { x: nameX + name.box.w + 10 * s, y: cy - CROWN * 0.36 * s, w: CROWN * s, h: CROWN * 0.72 * s }
      : null;
    const chipsX = nameX + nameRoom + GAP * s;
    let groupX = chipsX;
    const planned: ChipPlan[] = [];
    (['plus', 'minus', 'bonus'] as const).forEach((sign, k) => {
      // Two lines: the best colours above, the others and the +2 cards below, from the same left edge.
      if (twoLines && sign === 'minus') groupX = chipsX;
      const chipY = twoLines ? (sign === 'plus' ? cy - 3 * s - (rowH - 6 * s) / 4 : cy + 3 * s + (rowH - 6 * s) / 4) : cy;
      let x = groupX;
      for (const chip of chips[r]?.filter((c) => c.sign === sign) ?? []) {
        const w = chipWidth(chip, m, measure);
        planned.push(planChip(chip, { x, y: chipY - m.h / 2, w, h: m.h }, m, measure));
        x += w + CHIP_GAP * m.s;
      }
      const width = cols[k] ?? 0;
      if (width > 0) groupX += width + GROUP_GAP * s;
    });
    const wellX = inner.x + inner.w - PAD * s - totalW;
    const well: Box = { x: wellX, y: cy - wellH / 2, w: totalW, h: wellH };
    const total = place(
      formatNumber(line.score.total),
      totalPx,
      line.score.total < 0 ? UI.bad : winner ? UI.accent : UI.text,
      1,
      wellX + totalW - 16 * s,
      cy,
      measure,
    );
    return { line, box, inner, rankPill, rank, name, crown, chips: planned, well, total };
  });
  return { rows, chipPx, namePx, totalPx };
}

function planChip(chip: ChipModel, box: Box, m: ChipMetrics, measure: Measure): ChipPlan {
  const cy = box.y + box.h / 2;
  const s = m.s;
  const points = place(formatSigned(chip.points), m.px, POINT_COLORS[chip.sign], 1, box.x + box.w - 12 * s, cy, measure);
  const count = chipCount(chip);
  if (chip.kind === 'plus2') {
    return { chip, box, swatch: null, jokers: [], count: place(count, m.px, UI.text, 0, box.x + 14 * s, cy, measure), points };
  }
  const swatch: Box = { x: box.x + 8 * s, y: cy - m.card.h / 2, w: m.card.w, h: m.card.h };
  let x = swatch.x + swatch.w + 8 * s;
  const countText = count === '' ? null : place(count, m.px, UI.text, 0, x, cy, measure);
  if (countText) x += countText.box.w + 6 * s;
  const jokers = Array.from({ length: chip.jokers }, (_, j): Box => ({
    x: x + j * (m.joker.w + 4 * s),
    y: cy - m.joker.h / 2,
    w: m.joker.w,
    h: m.joker.h,
  }));
  return { chip, box, swatch, jokers, count: countText, points };
}

/** Every text of a row as planned, in screen order. */
export function rowTexts(row: RowPlan): PlanText[] {
  return [row.rank, row.name, ...row.chips.flatMap((c) => (c.count ? [c.count, c.points] : [c.points])), row.total];
}

/** The board as the text-layout check reads a screen: its rows' panels and every text. */
export function boardTextLayout(plan: BoardPlan, width: number, height: number): TextLayout {
  const texts: PlacedText[] = plan.rows.flatMap((row) => rowTexts(row).map((t) => ({ text: t.text, box: t.box })));
  return { width, height, panels: plan.rows.map((r) => r.inner), texts };
}
