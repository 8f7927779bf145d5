/** The round's scores (SC1-SC4): one line per player in seat order, counting up centre cards, stack penalty, points and total. */
import { gsap } from 'gsap';
import { Text } from 'pixi.js';
import type { GameEvent } from '@shared/games/ligretto/events';
import type { Snapshot } from '@shared/protocol';
import type { RoundScore } from '@shared/games/ligretto/state';
import type { AppServices } from '../app/Screen';
import { t } from '../i18n/i18n';
import { textStyle, UI } from '../ui/style';
import { PlayerRow } from './results/PlayerRow';
import { ResultsScreen, type LineDescription } from './results/ResultsScreen';
import {
  countUpAt,
  finishedRound,
  formatNumber,
  formatSigned,
  playerLooks,
  ROWS_PER_COLUMN,
  seatOrder,
  splitColumns,
} from './results/round-data';
import { SAFE } from '@renderer/ui/design';

const COUNT_SECONDS = 1.5;
const STAGGER_SECONDS = 0.09;
/** Soft green for the centre cards and soft red for the stack penalty, quieter than the round points. */
const CENTRE_TINT = 0xa8e6b8;
const STACK_TINT = 0xf2a0a0;

/** Stage 'scores': what every player made this round; confirm skips to the standings. */
export class ScoresScreen extends ResultsScreen {
  readonly id = 'scores' as const;
  private rows: PlayerRow[] = [];
  private headers: Text[] = [];
  private order: number[] = [];
  private progress: number[] = [];
  private timeline: gsap.core.Timeline | null = null;
  private animated = '';

  constructor(services: AppServices) {
    super(services);
  }

  override update(snapshot: Snapshot, events: readonly GameEvent[]): void {
    super.update(snapshot, events);
    if (this.roundKey(snapshot) !== this.animated) this.animate(snapshot);
  }

  protected heading(): { title: string; subtitle: string; titleSize: number } {
    const game = this.snapshot?.state;
    const titleSize = (game?.scores?.length ?? 0) > ROWS_PER_COLUMN ? 80 : 92;
    if (!game) return { title: t('scores.title', { n: 1 }), subtitle: '', titleSize };
    const title = t('scores.title', { n: finishedRound(game.match) });
    if (game.stoppedBy === null) return { title, subtitle: t('table.blockadeEnd'), titleSize };
    const name = this.snapshot ? (playerLooks(this.snapshot)[game.stoppedBy]?.name ?? '') : '';
    return { title, subtitle: t('table.stopped', { name }), titleSize };
  }

  protected layoutBody(): void {
    const snap = this.snapshot;
    const scores = snap?.state?.scores ?? [];
    this.order = snap ? seatOrder(snap.players).filter((p) => scores.some((sc) => sc.player === p)) : [];
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
    const looks = playerLooks(snap);
    const stopper = snap.state?.stoppedBy ?? null;
    columns.forEach((col, c) => {
      const x = left + c * (colW + gap);
      col.forEach((i, r) => {
        const row = this.rows[i];
        const player = this.order[i] ?? 0;
        if (!row) return;
        row.layout({
          width: colW,
          height: rowH,
          scale: s,
          nameSize: stacked ? 42 : 52,
          detailSize: stacked ? 34 : 40,
          detailStep: stacked ? 250 : 300,
          cellSize: stacked ? 50 : 62,
          leadWidth: 0,
          cellWidths: stacked ? [120, 130] : [190, 210],
          movementWidth: 0,
          stacked,
        });
        const look = looks[player];
        row.set({
          lead: '',
          name: look?.name ?? '',
          color: look?.color ?? UI.dim,
          marker: player === stopper ? t('table.stopCall') : null,
          movement: null,
          highlight: player === stopper,
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

  protected animate(snapshot: Snapshot | null): void {
    this.stop();
    this.animated = snapshot ? this.roundKey(snapshot) : '';
    const count = this.order.length;
    this.progress = new Array<number>(count).fill(0);
    if (count === 0) return;
    const timeline = gsap.timeline({ delay: 0.25 });
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
    return this.rows.map((row) => {
      const { name, marker, parts } = row.texts();
      return { name, text: [marker, ...parts].filter((x) => x !== '').join(' | ') };
    });
  }

  private roundKey(snapshot: Snapshot): string {
    const game = snapshot.state;
    return game?.scores ? `${game.seed}:${game.match.history.length}` : '';
  }

  private scoreOf(player: number): RoundScore | undefined {
    return this.snapshot?.state?.scores?.find((sc) => sc.player === player);
  }

  private apply(i: number): void {
    const row = this.rows[i];
    const player = this.order[i];
    const score = player === undefined ? undefined : this.scoreOf(player);
    if (!row || !score || player === undefined) return;
    const before = (this.snapshot?.state?.match.totals[player] ?? score.points) - score.points;
    const v = countUpAt(score, before, this.progress[i] ?? 1);
    row.setDetail([
      { text: t('scores.centre', { n: v.centre }), color: CENTRE_TINT },
      { text: t('scores.stack', { n: v.stack }), color: v.stack > 0 ? STACK_TINT : UI.dim },
    ]);
    row.setCell(0, formatSigned(v.points), v.points > 0 ? UI.good : v.points < 0 ? UI.bad : UI.dim);
    row.setCell(1, formatNumber(v.total));
  }
}
