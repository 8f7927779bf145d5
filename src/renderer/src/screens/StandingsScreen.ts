/** The standings (M1-M2): players ranked by total with rank movement, the match goal, and a chart of the running totals. */
import { motion } from '@renderer/ui/motion';
import { Container, Graphics } from 'pixi.js';
import type { Snapshot } from '@shared/protocol';
import type { AppServices } from '../app/Screen';
import { t } from '../i18n/i18n';
import { LineChart } from '../ui/LineChart';
import { UI } from '../ui/style';
import { PlayerRow } from './results/PlayerRow';
import { chartPlotHeight, chartRange, chartSeries, shortLabel, type PlayerLook, type RankChange, type Ranked } from './results/ranking';
import { standingsModel, type StandingsModel } from './results/results-model';
import { ResultsScreen, type LineDescription } from './results/ResultsScreen';
import { drawNightTable } from './results/night-table-panel';
import { playerLooks, ROWS_PER_COLUMN, seatOrder } from './results/round-data';
import { SAFE } from '@renderer/ui/design';
import { countText } from '../i18n/labels';

/** The chart's labels are drawn at 26 px x scale; this factor keeps them at 32 px or more. */
const CHART_BOOST = 1.25;

/** Stage 'standings': who leads the match; confirm goes on to the next round (or the match end). */
export class StandingsScreen extends ResultsScreen {
  readonly id = 'standings' as const;
  private rows: PlayerRow[] = [];
  private readonly chartPanel = new Graphics();
  private readonly chart = new LineChart();
  /** The night's table, shown instead of the match chart once the night has more than one match. */
  private readonly night = new Container();
  private nightLines: string[] = [];
  private ranking: Ranked[] = [];
  private timeline: gsap.core.Timeline | null = null;
  private animated = '';

  constructor(services: AppServices) {
    super(services);
    this.body.addChild(this.chartPanel, this.chart, this.night);
  }

  override update(snapshot: Snapshot): void {
    super.update(snapshot);
    if (this.key() !== this.animated) this.animate(snapshot);
  }

  /** The standings of the snapshot's match, from its game's facts. */
  private model(): StandingsModel | null {
    const snap = this.snapshot;
    const columns = this.results();
    return snap && columns ? standingsModel(snap, columns) : null;
  }

  protected heading(): { title: string; subtitle: string; titleSize: number } {
    const model = this.model();
    const titleSize = (model?.ranking.length ?? 0) > ROWS_PER_COLUMN ? 80 : 92;
    if (!model) return { title: t('standings.title', { n: 1 }), subtitle: '', titleSize };
    const title = t('standings.title', { n: model.round });
    if (model.over) return { title, subtitle: t('match.over'), titleSize };
    const goal = model.goal;
    return {
      title,
      subtitle:
        goal.kind === 'target'
          ? t('standings.target', { points: countText('count.points', goal.n) })
          : t('standings.roundsLeft', { n: goal.n }),
      titleSize,
    };
  }

  protected override hintText(): string {
    return this.model()?.over ? this.continueHint() : `${t('standings.nextRound')}  ·  ${this.continueHint()}`;
  }

  protected layoutBody(): void {
    const snap = this.snapshot;
    const model = this.model();
    this.ranking = model ? [...model.ranking] : [];
    while (this.rows.length < this.ranking.length) this.body.addChild((this.rows[this.rows.length] = new PlayerRow()));
    for (const row of this.rows.splice(this.ranking.length)) row.destroy({ children: true });
    this.chartPanel.clear();
    if (!snap || !model) return;
    const s = this.scale;
    const looks = playerLooks(snap);
    const moves = model.movement;
    const left = this.width * SAFE;
    const safeW = this.width * (1 - 2 * SAFE);
    const listW = Math.round(safeW * 0.52);
    const top = this.subtitle.y + this.subtitle.height + 30 * s;
    const bottom = this.footerTop();
    const n = Math.max(1, this.ranking.length);
    const rowGap = (n > 8 ? 8 : 16) * s;
    const rowH = Math.min(120 * s, (bottom - top - rowGap * (n - 1)) / n);
    const y0 = top + Math.max(0, (bottom - top - n * rowH - (n - 1) * rowGap) / 2);
    const big = rowH >= 80 * s;
    this.ranking.forEach((r, i) => {
      const row = this.rows[i];
      const look = looks[r.player];
      if (!row) return;
      row.layout({
        width: listW,
        height: rowH,
        scale: s,
        nameSize: big ? 46 : 36,
        detailSize: 0,
        detailStep: 0,
        cellSize: big ? 48 : 40,
        leadWidth: 64,
        cellWidths: [big ? 200 : 170],
        movementWidth: 110,
        stacked: false,
      });
      row.set({
        lead: String(r.rank),
        name: look?.name ?? '',
        color: look?.color ?? UI.dim,
        // A crown for the leaders; the words "New leader" for one who took the lead this round.
        marker: r.rank !== 1 ? null : tookLead(moves[r.player]) ? t('standings.newLeader') : '',
        movement: moves[r.player] ?? null,
        highlight: r.rank === 1,
      });
      row.setCell(0, countText('count.pts', r.total), r.rank === 1 ? UI.accent : UI.text);
      row.position.set(left, y0 + i * (rowH + rowGap));
    });
    const table = snap.saves?.table;
    const across = table !== undefined && table.matches.length > 1;
    this.chart.visible = !across;
    this.night.visible = across;
    this.nightLines = [];
    if (!across) return this.layoutChart(model, looks, left + listW + 40 * s, top, left + safeW, bottom);
    const x = left + listW + 40 * s;
    this.nightLines = drawNightTable(this.night, table, { x, y: top, w: left + safeW - x, h: bottom - top }, s);
  }

  private layoutChart(model: StandingsModel, looks: readonly PlayerLook[], x0: number, y0: number, x1: number, y1: number): void {
    const snap = this.snapshot;
    if (!snap) return;
    const s = this.scale;
    const cs = s * CHART_BOOST;
    this.chartPanel
      .roundRect(x0, y0, x1 - x0, y1 - y0, 22 * s)
      .fill({ color: UI.panel, alpha: 0.55 })
      .stroke({ color: UI.panelEdge, width: 2 * s });
    const pad = 30 * s;
    const short = looks.map((l) => ({ name: shortLabel(l.name), color: l.color }));
    const series = chartSeries(model.history, short, seatOrder(snap.players));
    const target = model.target;
    const room = y1 - y0 - 2 * pad;
    const h = chartPlotHeight(
      series.map((l) => l.values.at(-1) ?? 0),
      chartRange(series, target),
      room,
      30 * cs,
    );
    // The end labels may use the whole panel height, above and below the plot.
    this.chart.draw(series, x1 - x0 - 2 * pad, h, cs, target, { lo: -pad + 6 * s, hi: y1 - y0 - pad - 6 * s });
    this.chart.position.set(x0 + pad, y0 + pad);
  }

  protected animate(snapshot: Snapshot | null): void {
    this.stop();
    this.animated = snapshot ? this.key() : '';
    const timeline = motion.timeline();
    this.rows.forEach((row, i) => {
      timeline.fromTo(row, { alpha: 0 }, { alpha: 1, duration: 0.35, ease: 'power2.out' }, 0.1 + i * 0.06);
      timeline.fromTo(row.pivot, { x: 60 * this.scale }, { x: 0, duration: 0.45, ease: 'back.out(1.6)' }, 0.1 + i * 0.06);
    });
    timeline.fromTo([this.chart, this.night], { alpha: 0 }, { alpha: 1, duration: 0.6, ease: 'power1.out' }, 0.3);
    this.timeline = timeline;
  }

  protected stop(): void {
    this.timeline?.progress(1).kill();
    this.timeline = null;
  }

  protected describeLines(): LineDescription[] {
    const rows = this.rows.map((row) => {
      const { name, parts } = row.texts();
      return { name, text: parts.join(' | ') };
    });
    return [...rows, ...this.nightLines.map((text) => ({ name: 'night', text }))];
  }

  /** Changes with every finished round of every match: the rows slide in again. */
  private key(): string {
    const snap = this.snapshot;
    const model = this.model();
    return snap && model ? `${this.results()?.matchKey(snap) ?? ''}:${model.history.length}` : '';
  }
}

/** Whether a rank change put the player into first place this round. */
function tookLead(change: RankChange | undefined): boolean {
  return change?.kind === 'up' && change.leader;
}
