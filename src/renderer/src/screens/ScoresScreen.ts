/** The round's scores: one line per player in seat order, counting up the game's own figures, the round points and the total. */
import { motion } from '@renderer/ui/motion';
import { Text } from 'pixi.js';
import type { Snapshot } from '@shared/protocol';
import type { AppServices } from '../app/Screen';
import { t } from '../i18n/i18n';
import { textStyle, UI } from '../ui/style';
import { PlayerRow } from './results/PlayerRow';
import { ResultsScreen, type LineDescription } from './results/ResultsScreen';
import { formatNumber, formatSigned, ROWS_PER_COLUMN, splitColumns } from './results/round-data';
import { scoresModel, type ScoresModel } from './results/results-model';
import { SAFE } from '@renderer/ui/design';
import type { RoundColumns, ScoresBoard } from '@renderer/games/game-ui';

const COUNT_SECONDS = 1.5;
const STAGGER_SECONDS = 0.09;

/** Stage 'scores': what every player made this round; confirm skips to the standings. */
export class ScoresScreen extends ResultsScreen {
  readonly id = 'scores' as const;
  private rows: PlayerRow[] = [];
  private headers: Text[] = [];
  private order: number[] = [];
  private progress: number[] = [];
  private timeline: gsap.core.Timeline | null = null;
  private animated = '';
  /** The game's own board while its scores are on show (Coloretto), with the results parts that made it. */
  private board: { readonly of: RoundColumns; readonly board: ScoresBoard } | null = null;

  constructor(services: AppServices) {
    super(services);
  }

  override update(snapshot: Snapshot): void {
    super.update(snapshot);
    if (this.roundKey() !== this.animated) this.animate(snapshot);
  }

  protected heading(): { title: string; subtitle: string; titleSize: number } {
    const model = this.model();
    const titleSize = (model?.lines.length ?? 0) > ROWS_PER_COLUMN ? 80 : 92;
    if (!model) return { title: t('scores.title', { n: 1 }), subtitle: '', titleSize };
    const own = this.snapshot ? this.results()?.title?.(this.snapshot) : undefined;
    return { title: own ?? t('scores.title', { n: model.round }), subtitle: model.subtitle, titleSize };
  }

  /** The round's scores as the snapshot's game gives them (final values). */
  private model(): ScoresModel | null {
    const snap = this.snapshot;
    const columns = this.results();
    return snap && columns ? scoresModel(snap, columns) : null;
  }

  protected layoutBody(): void {
    const snap = this.snapshot;
    const parts = this.results();
    const makeBoard = parts?.scoresBoard;
    if (snap && parts && makeBoard) {
      this.layoutBoard(snap, parts, makeBoard);
      return;
    }
    this.dropBoard();
    const lines = this.model()?.lines ?? [];
    this.order = lines.map((line) => line.player);
    while (this.rows.length < this.order.length) this.body.addChild((this.rows[this.rows.length] = new PlayerRow()));
    for (const row of this.rows.splice(this.order.length)) row.destroy({ children: true });
    for (const h of this.headers.splice(0)) h.destroy();
    if (!snap) return;
    const s = this.scale;
    const columns = splitColumns(this.order.map((_, i) => i));
    const stacked = columns.length > 1;
    const gap = 48 * s;
    const left = this.width * SAFE;
    const colW = (this.width * (1 - 2 * SAFE) - gap * (columns.length - 1)) / Math.max(1, columns.length);
    const headerH = 48 * s;
    const top = this.subtitle.y + this.subtitle.height + 28 * s;
    const perCol = Math.max(1, ...columns.map((c) => c.length));
    const rowGap = (stacked ? 14 : 18) * s;
    const avail = this.footerTop() - top - headerH;
    const rowH = Math.min((stacked ? 124 : 128) * s, (avail - rowGap * (perCol - 1)) / perCol);
    const y0 = top + Math.max(0, (avail - perCol * rowH - (perCol - 1) * rowGap) / 2);
    columns.forEach((col, c) => {
      const x = left + c * (colW + gap);
      col.forEach((i, r) => {
        const row = this.rows[i];
        const line = lines[i];
        if (!row || !line) return;
        row.layout({
          width: colW,
          height: rowH,
          scale: s,
          nameSize: stacked ? 42 : 52,
          detailSize: stacked ? 34 : 40,
          detailStep: this.results()?.detailStep?.(stacked) ?? (stacked ? 250 : 300),
          cellSize: stacked ? 50 : 62,
          leadWidth: 0,
          cellWidths: stacked ? [120, 130] : [190, 210],
          movementWidth: 0,
          stacked,
        });
        row.set({
          lead: '',
          name: line.name,
          color: line.color,
          marker: line.marker,
          movement: null,
          highlight: line.marker !== null,
        });
        row.position.set(x, y0 + headerH + r * (rowH + rowGap));
        this.apply(i);
      });
      const first = this.rows[col[0] ?? -1];
      if (!first) return;
      (['scores.round', 'scores.total'] as const).forEach((key, k) => {
        const h = new Text({ text: t(key), style: textStyle(32, s, { fill: UI.dim, fontWeight: '700' }) });
        h.anchor.set(1, 1);
        h.position.set(x + first.cellRight(k), y0 + headerH - 6 * s);
        this.headers.push(h);
        this.body.addChild(h);
      });
    });
  }

  /** Lays out the game's own board (made once for its game) below the line under the title, in place of the rows. */
  private layoutBoard(snap: Snapshot, columns: RoundColumns, make: () => ScoresBoard): void {
    for (const row of this.rows.splice(0)) row.destroy({ children: true });
    for (const h of this.headers.splice(0)) h.destroy();
    if (this.board?.of !== columns) {
      this.dropBoard();
      this.board = { of: columns, board: make() };
      this.body.addChild(this.board.board.view);
    }
    const s = this.scale;
    const top = this.subtitle.y + this.subtitle.height + 20 * s;
    const area = { x: this.width * SAFE, y: top, w: this.width * (1 - 2 * SAFE), h: this.footerTop() - top };
    this.order = [...this.board.board.layout(snap, area, s)];
    for (let i = 0; i < this.order.length; i++) this.apply(i);
  }

  private dropBoard(): void {
    this.board?.board.destroy();
    this.board = null;
  }

  protected animate(snapshot: Snapshot | null): void {
    this.stop();
    this.animated = snapshot ? this.roundKey() : '';
    const count = this.order.length;
    this.progress = new Array<number>(count).fill(0);
    if (count === 0) return;
    const timeline = motion.timeline({ delay: 0.25 });
    for (let i = 0; i < count; i++) {
      const state = { p: 0 };
      timeline.to(
        state,
        {
          p: 1,
          duration: COUNT_SECONDS,
          ease: 'none',
          onUpdate: () => {
            this.progress[i] = state.p;
            this.apply(i);
          },
          onComplete: () => void this.services.sounds.play('tick'),
        },
        i * STAGGER_SECONDS,
      );
    }
    this.timeline = timeline;
    for (let i = 0; i < count; i++) this.apply(i);
  }

  protected stop(): void {
    this.timeline?.kill();
    this.timeline = null;
  }

  protected override settled(): boolean {
    return this.progress.every((p) => p >= 1);
  }

  protected describeLines(): LineDescription[] {
    if (this.board) return this.board.board.lines();
    return this.rows.map((row) => {
      const { name, marker, parts } = row.texts();
      return { name, text: [marker, ...parts].filter((x) => x !== '').join(' | ') };
    });
  }

  private roundKey(): string {
    return this.snapshot ? (this.results()?.roundKey(this.snapshot) ?? '') : '';
  }

  private apply(i: number): void {
    if (this.board) {
      this.board.board.show(i, this.progress[i] ?? 1);
      return;
    }
    const row = this.rows[i];
    const player = this.order[i];
    const snap = this.snapshot;
    const v = player === undefined || !snap ? null : (this.results()?.counted(snap, player, this.progress[i] ?? 1) ?? null);
    if (!row || !v) return;
    row.setDetail(v.details);
    row.setCell(0, formatSigned(v.points), v.points > 0 ? UI.good : v.points < 0 ? UI.bad : UI.dim);
    row.setCell(1, formatNumber(v.total));
  }
}
