/** A line chart of every player's running total across rounds (standings, player results). */
import { Container, Graphics, Text } from 'pixi.js';
import { placeLabels, tieGroups } from './label-placement';
import { drawSeatEmblem } from './seat-emblem';
import { textSizeFactor, textStyle, UI } from './style';

/** One line: a player's totals after each round, starting from 0. */
export interface ChartSeries {
  readonly label: string;
  readonly color: number;
  readonly values: readonly number[];
  /** The seat colour index (PLAYER_COLORS): each point is the seat's emblem, so lines are told apart by shape too. */
  readonly emblem?: number;
}

/** Draws the series into a width x height box, with axis labels and an end label per line. */
export class LineChart extends Container {
  private readonly g = new Graphics();
  private readonly labels = new Container();

  constructor() {
    super();
    this.addChild(this.g, this.labels);
  }

  /** Redraws for new data or a new size. */
  draw(
    series: readonly ChartSeries[],
    width: number,
    height: number,
    scale: number,
    target: number | null,
    labelSpan: { readonly lo: number; readonly hi: number } = { lo: 0, hi: height },
  ): void {
    this.g.clear();
    for (const child of this.labels.removeChildren()) child.destroy();
    const all = series.flatMap((s) => s.values);
    const rounds = Math.max(1, ...series.map((s) => s.values.length - 1));
    const max = Math.max(10, target ?? 0, ...all);
    const min = Math.min(0, ...all);
    // The axis and end labels' room grows with large text (their text does).
    const left = 80 * scale * textSizeFactor();
    const right = 220 * scale * textSizeFactor();
    const plotW = width - left - right;
    const x = (i: number): number => left + (plotW * i) / rounds;
    const y = (v: number): number => height - ((v - min) / (max - min)) * height;
    this.g.rect(left, 0, plotW, height).fill({ color: 0x000000, alpha: 0.25 });
    // The axis lines and their labels, once each: with no value below zero the bottom line is the zero line. In a
    // short chart a label that would touch one already placed is left out (zero, then the ends, then the middle).
    const axisLabels: { v: number; t: Text; top: number; bottom: number }[] = [];
    for (const v of new Set([0, min, max, Math.round(max / 2)])) {
      this.g
        .moveTo(left, y(v))
        .lineTo(left + plotW, y(v))
        .stroke({ color: UI.panelEdge, width: 2 * scale });
      const t = new Text({ text: String(v), style: textStyle(26, scale, { fill: UI.dim }) });
      const top = y(v) - t.height / 2;
      if (axisLabels.some((p) => top < p.bottom && top + t.height > p.top)) {
        t.destroy();
        continue;
      }
      axisLabels.push({ v, t, top, bottom: top + t.height });
      t.position.set(left - t.width - 12 * scale, top);
    }
    for (const { t } of axisLabels.sort((a, b) => a.v - b.v)) this.labels.addChild(t);
    if (target !== null && target <= max) {
      this.g
        .moveTo(left, y(target))
        .lineTo(left + plotW, y(target))
        .stroke({ color: UI.accent, width: 3 * scale, alpha: 0.8 });
    }
    const ends: { y: number; s: ChartSeries }[] = [];
    for (const s of series) {
      s.values.forEach((v, i) => (i === 0 ? this.g.moveTo(x(i), y(v)) : this.g.lineTo(x(i), y(v))));
      this.g.stroke({ color: s.color, width: 6 * scale, cap: 'round', join: 'round' });
      const emblem = s.emblem;
      if (emblem === undefined) s.values.forEach((v, i) => this.g.circle(x(i), y(v), 7 * scale).fill(s.color));
      else s.values.forEach((v, i) => drawSeatEmblem(this.g, emblem, x(i), y(v), 13 * scale, UI.background));
      const last = s.values.at(-1) ?? 0;
      ends.push({ y: y(last), s });
    }
    // Tied lines end on one point: rings in every tied colour, one inside the other, so none hides the rest.
    const lastValues = series.map((s) => s.values.at(-1) ?? 0);
    const tied = new Set<number>();
    const endX = x(rounds);
    for (const group of tieGroups(lastValues)) {
      group.forEach((index, k) => {
        tied.add(index);
        const r = (9 + 5 * (group.length - k)) * scale;
        this.g
          .circle(endX, y(lastValues[index] ?? 0), r)
          .fill(series[index]?.color ?? UI.dim)
          .stroke({ color: UI.background, width: 2 * scale });
      });
    }
    // The labels shrink (to 3/4 at most) when the room beside the chart cannot hold them all one above the other.
    const makeLabels = (px: number): Text[] =>
      ends.map((end, i) => {
        const mark = tied.has(i) ? '= ' : '';
        return new Text({ text: `${mark}${end.s.label} ${end.s.values.at(-1) ?? 0}`, style: textStyle(px, scale, { fill: end.s.color }) });
      });
    const span = labelSpan.hi - labelSpan.lo;
    let labels = makeLabels(26);
    const tallest = (list: readonly Text[]): number => Math.max(0, ...list.map((t) => t.height));
    if (labels.length * tallest(labels) > span) {
      const px = Math.max(19.5, (26 * span) / (labels.length * tallest(labels)));
      for (const t of labels) t.destroy();
      labels = makeLabels(px);
    }
    const gap = tallest(labels);
    const placed = placeLabels(
      ends.map((e) => e.y),
      gap,
      labelSpan.lo + gap / 2,
      labelSpan.hi - gap / 2,
    );
    const labelX = left + plotW + 30 * scale;
    labels.forEach((t, i) => {
      const ly = placed[i] ?? 0;
      const end = ends[i];
      // A label moved off its line's end gets a leader back to it.
      if (end && Math.abs(ly - end.y) > 4 * scale) {
        this.g
          .moveTo(endX + 8 * scale, end.y)
          .lineTo(labelX - 6 * scale, ly)
          .stroke({ color: end.s.color, width: 2 * scale, alpha: 0.8 });
      }
      // A label still wider than the room beside the plot is narrowed, never drawn past the chart.
      const room = right - 36 * scale;
      if (t.width > room) t.scale.x = room / t.width;
      t.position.set(labelX, ly - t.height / 2);
      this.labels.addChild(t);
    });
  }
}
