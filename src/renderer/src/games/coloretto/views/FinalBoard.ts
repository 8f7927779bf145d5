/** Coloretto's final-scores board on the scores screen: draws the plan of final-board.ts and counts its points up. */
import { CanvasTextMetrics, Container, Graphics, Text, type TextStyle } from 'pixi.js';
import type { Snapshot } from '@shared/protocol';
import type { AreaBox, ScoresBoard } from '@renderer/games/game-ui';
import { drawCrown } from '@renderer/ui/decor';
import { markPanels } from '@renderer/ui/panel-mark';
import { sharedTextStyle, UI } from '@renderer/ui/style';
import { formatNumber, formatSigned } from '@renderer/screens/results/round-data';
import {
  boardLines,
  chipsCountUp,
  chipWords,
  planBoard,
  rankLabel,
  type BoardPlan,
  type ChipModel,
  type Measure,
  type PlanText,
  type RowPlan,
} from '../final-board';
import { drawCard } from './card-art';

/** The style of a board text: the screen face at weight 800, `px` already scaled. */
function styleOf(px: number, color: number): TextStyle {
  return sharedTextStyle(px, 1, { fill: color });
}

/** Measures as Pixi draws: the canvas's width and line height of the text in its style. */
const measure: Measure = (text, px) => {
  const m = CanvasTextMetrics.measureText(text, styleOf(px, UI.text));
  return { w: m.width, h: m.height };
};

const CHIP_FILL = { plus: 0x1d4a34, minus: 0x4d1f2b, bonus: 0x111118 } as const;
const CHIP_EDGE = { plus: 0x46b07a, minus: 0xb04a5e, bonus: 0xf4f6fb } as const;
const MEDALS = [UI.accent, 0xc9d3e6, 0xd9955b] as const;

/** One row's counting texts and what they count to. */
interface CountingRow {
  readonly plan: RowPlan;
  readonly chips: readonly ChipModel[];
  readonly points: readonly Text[];
  readonly total: Text;
  progress: number;
}

/** The board: one marked panel per row (the text-layout check holds its texts to it), its art and its texts. */
export class FinalBoard implements ScoresBoard {
  readonly view = new Container();
  private readonly panels = markPanels(new Graphics());
  private readonly art = new Graphics();
  private readonly textLayer = new Container();
  private pool: Text[] = [];
  private rows: CountingRow[] = [];

  constructor() {
    this.view.addChild(this.panels, this.art, this.textLayer);
  }

  layout(snapshot: Snapshot, area: AreaBox, scale: number): readonly number[] {
    const lines = boardLines(snapshot);
    const plan = planBoard(lines, area, scale, measure);
    this.draw(plan, scale);
    let used = 0;
    const text = (t: PlanText): Text => {
      let node = this.pool[used];
      if (!node) {
        node = new Text({ text: '' });
        this.pool.push(node);
        this.textLayer.addChild(node);
      }
      used++;
      const style = styleOf(t.px, t.color);
      if (node.style !== style) node.style = style;
      node.text = t.text;
      node.visible = true;
      node.anchor.set(t.anchor, 0.5);
      node.position.set(t.x, t.cy);
      return node;
    };
    const old = this.rows;
    this.rows = plan.rows.map((row, i) => {
      text(row.rank);
      text(row.name);
      const points = row.chips.map((c) => {
        if (c.count) text(c.count);
        return text(c.points);
      });
      const total = text(row.total);
      const progress = old[i]?.plan.line.player === row.line.player ? (old[i]?.progress ?? 1) : 1;
      return { plan: row, chips: row.chips.map((c) => c.chip), points, total, progress };
    });
    for (const node of this.pool.slice(used)) node.visible = false;
    this.rows.forEach((_, i) => this.show(i, this.rows[i]?.progress ?? 1));
    return lines.map((l) => l.player);
  }

  show(i: number, progress: number): void {
    const row = this.rows[i];
    if (!row) return;
    row.progress = progress;
    const up = chipsCountUp(row.chips, progress);
    row.points.forEach((t, k) => (t.text = formatSigned(up.points[k] ?? 0)));
    row.total.text = formatNumber(up.total);
  }

  lines(): { name: string; text: string }[] {
    return this.rows.map((row) => {
      const up = chipsCountUp(row.chips, row.progress);
      const chips = row.chips.map((c, k) => chipWords(c, up.points[k] ?? 0));
      return { name: row.plan.name.text, text: [rankLabel(row.plan.line), ...chips, row.total.text].join(' | ') };
    });
  }

  destroy(): void {
    this.view.destroy({ children: true });
    this.pool = [];
    this.rows = [];
  }

  private draw(plan: BoardPlan, s: number): void {
    const p = this.panels.clear();
    const g = this.art.clear();
    for (const row of plan.rows) {
      const { box, inner, line } = row;
      const winner = line.rank === 1;
      const r = Math.min(18 * s, box.h * 0.3);
      p.roundRect(box.x, box.y, box.w, box.h, r).fill(line.color);
      p.roundRect(inner.x, inner.y, inner.w, inner.h, r).fill(winner ? 0x2b3463 : UI.panel);
      p.roundRect(box.x, box.y, box.w, box.h, r).stroke({ color: winner ? UI.accent : UI.panelEdge, width: (winner ? 4 : 2) * s });
      const pill = row.rankPill;
      g.roundRect(pill.x, pill.y, pill.w, pill.h, pill.h / 2).fill(MEDALS[line.rank - 1] ?? 0x0d1322);
      if (row.crown) drawCrown(g, row.crown.x + row.crown.w / 2, row.crown.y + row.crown.h, row.crown.w, UI.accent);
      for (const c of row.chips) {
        const sign = c.chip.sign;
        g.roundRect(c.box.x, c.box.y, c.box.w, c.box.h, c.box.h * 0.28)
          .fill(CHIP_FILL[sign])
          .stroke({ color: CHIP_EDGE[sign], width: 2 * s, alpha: sign === 'bonus' ? 0.7 : 1 });
        if (c.swatch && c.chip.kind !== 'plus2') drawCard(g, c.chip.kind, c.swatch.x, c.swatch.y, c.swatch.w, c.swatch.h);
        for (const j of c.jokers) drawCard(g, 'joker', j.x, j.y, j.w, j.h);
      }
      const w = row.well;
      g.roundRect(w.x, w.y, w.w, w.h, w.h * 0.3).fill({ color: 0x000000, alpha: 0.28 });
    }
  }
}
