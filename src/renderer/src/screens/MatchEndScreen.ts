/** The match end (M1-M2): the winner or winners big, confetti, the final ranking, and "Back to lobby" / "Play again". */
import { motion } from '@renderer/ui/motion';
import { Graphics, Text } from 'pixi.js';
import type { Snapshot } from '@shared/protocol';
import type { AppServices } from '../app/Screen';
import { t } from '../i18n/i18n';
import { countText, winnersLabel } from '../i18n/labels';
import { Menu, type MenuAction } from '../ui/Menu';
import { textStyle, UI } from '../ui/style';
import { Confetti } from './results/Confetti';
import { PlayerRow } from './results/PlayerRow';
import type { Ranked } from './results/ranking';
import { matchEndModel, type MatchEndModel } from './results/results-model';
import { ResultsScreen, type LineDescription } from './results/ResultsScreen';
import { formatNumber, playerLooks, splitColumns } from './results/round-data';
import { drawCrown } from '@renderer/ui/decor';
import { SAFE } from '@renderer/ui/design';

const NAV: readonly string[] = ['up', 'down'];

/** Stage 'match-over': who won; a menu back to the lobby or straight into a new match (none in the demo). */
export class MatchEndScreen extends ResultsScreen {
  readonly id = 'match-end' as const;
  private rows: PlayerRow[] = [];
  private ranking: Ranked[] = [];
  private readonly menu: Menu;
  private readonly demoBox = new Graphics();
  private readonly emblem = new Graphics();
  private readonly demoText = new Text({ text: '' });
  private readonly confetti = new Confetti();
  private reveal: gsap.core.Timeline | null = null;
  private demoBar = { x: 0, y: 0, w: 0 };

  constructor(services: AppServices) {
    super(services);
    this.menu = new Menu([
      { id: 'lobby', label: () => t('match.backToLobby'), onConfirm: () => void this.sendOnce(['continue']) },
      { id: 'again', label: () => t('match.playAgain'), onConfirm: () => void this.sendOnce(['end-match', 'start-match']) },
    ]);
    this.body.addChild(this.emblem, this.menu, this.demoBox, this.demoText);
    this.root.addChild(this.confetti);
  }

  private get demo(): boolean {
    return this.snapshot?.demo === true;
  }

  /** The match end of the snapshot's match, from its game's facts. */
  private model(): MatchEndModel | null {
    const snap = this.snapshot;
    const columns = this.results();
    return snap && columns ? matchEndModel(snap, columns) : null;
  }

  private winners(): number[] {
    return [...(this.model()?.winners ?? [])];
  }

  protected heading(): { title: string; subtitle: string; titleColor?: number; titleSize?: number } {
    const snap = this.snapshot;
    if (!snap || !this.model()) return { title: t('match.over'), subtitle: '' };
    const looks = playerLooks(snap);
    const winners = this.winners();
    const names = winners.map((p) => looks[p]?.name ?? '');
    const color = winners.length === 1 ? (looks[winners[0] ?? -1]?.color ?? UI.accent) : UI.accent;
    return { title: winnersLabel(names), subtitle: t('match.over'), titleColor: color, titleSize: 120 };
  }

  protected override hintText(): string {
    return '';
  }

  protected override barPlace(): { x: number; y: number; w: number } {
    return this.demo ? this.demoBar : super.barPlace();
  }

  protected layoutBody(): void {
    const s = this.scale;
    this.subtitle.position.set(this.width / 2, this.height * SAFE);
    this.titleBox.position.set(this.width / 2, this.subtitle.y + this.subtitle.height + this.title.height / 2);
    const snap = this.snapshot;
    this.ranking = [...(this.model()?.ranking ?? [])];
    while (this.rows.length < this.ranking.length) this.body.addChild((this.rows[this.rows.length] = new PlayerRow()));
    for (const row of this.rows.splice(this.ranking.length)) row.destroy({ children: true });
    const left = this.width * SAFE;
    const safeW = this.width * (1 - 2 * SAFE);
    const sideW = 600 * s;
    const top = this.titleBottom() + 36 * s;
    const bottom = this.height * (1 - SAFE) - 30 * s;
    const listW = safeW - sideW - 64 * s;
    const columns = splitColumns(this.ranking.map((_, i) => i));
    const gap = 32 * s;
    const colW = (listW - gap * (columns.length - 1)) / Math.max(1, columns.length);
    const perCol = Math.max(1, ...columns.map((c) => c.length));
    const rowGap = 14 * s;
    const rowH = Math.min(120 * s, (bottom - top - rowGap * (perCol - 1)) / perCol);
    const listH = perCol * rowH + (perCol - 1) * rowGap;
    const y0 = top + Math.max(0, (bottom - top - listH) / 2);
    const two = columns.length > 1;
    const looks = snap ? playerLooks(snap) : [];
    const winners = new Set(this.winners());
    columns.forEach((col, c) => {
      col.forEach((i, r) => {
        const row = this.rows[i];
        const entry = this.ranking[i];
        if (!row || !entry) return;
        const look = looks[entry.player];
        const won = winners.has(entry.player);
        row.layout({
          width: colW,
          height: rowH,
          scale: s,
          nameSize: two ? 38 : 50,
          detailSize: 0,
          detailStep: 0,
          cellSize: two ? 40 : 52,
          leadWidth: two ? 60 : 64,
          cellWidths: [two ? 120 : 200],
          movementWidth: 0,
          stacked: false,
        });
        row.set({
          lead: String(entry.rank),
          name: look?.name ?? '',
          color: look?.color ?? UI.dim,
          marker: won ? '' : null,
          movement: null,
          highlight: won,
        });
        row.setCell(0, two ? formatNumber(entry.total) : countText('count.pts', entry.total), won ? UI.accent : UI.text);
        row.position.set(left + c * (colW + gap), y0 + r * (rowH + rowGap));
      });
    });
    const sideX = left + safeW - sideW;
    const emblemH = 210 * s;
    const menuH = 2 * 84 * s + 14 * s;
    const groupY = y0 + Math.max(0, (listH - emblemH - 40 * s - menuH) / 2);
    this.drawEmblem(
      sideX + sideW / 2,
      groupY + emblemH / 2,
      emblemH,
      winners.size === 1 ? (looks[[...winners][0] ?? -1]?.color ?? UI.accent) : UI.accent,
    );
    this.menu.visible = !this.demo;
    this.menu.layout(sideW, s);
    this.menu.position.set(sideX, groupY + emblemH + 40 * s);
    this.demoBox.clear();
    this.demoText.visible = this.demo;
    if (this.demo) {
      this.demoText.style = textStyle(64, s, { fill: UI.background, letterSpacing: 6 });
      this.demoText.text = t('demo.banner').toUpperCase();
      this.demoText.anchor.set(0.5);
      const h = 130 * s;
      const y = groupY + emblemH + 40 * s;
      this.demoBox.roundRect(sideX, y, sideW, h, h / 2).fill(UI.accent);
      this.demoText.position.set(sideX + sideW / 2, y + h / 2);
      this.demoBar = { x: sideX + 40 * s, y: y + h + 36 * s, w: sideW - 80 * s };
    }
  }

  /** A big crown in the winner's colour on a soft halo. */
  private drawEmblem(cx: number, cy: number, size: number, color: number): void {
    const g = this.emblem;
    g.clear();
    for (let k = 4; k >= 1; k--) g.circle(0, 0, (size / 2) * (0.55 + k * 0.12)).fill({ color, alpha: 0.05 + (4 - k) * 0.03 });
    g.circle(0, 0, size * 0.36)
      .fill({ color: UI.background, alpha: 0.85 })
      .stroke({ color, width: 6 * this.scale });
    drawCrown(g, 0, size * 0.13, size * 0.42, color);
    g.position.set(cx, cy);
  }

  protected animate(snapshot: Snapshot | null): void {
    this.stop();
    if (!snapshot || !this.model()) return;
    const looks = playerLooks(snapshot);
    this.confetti.burst(
      snapshot.players.map((_, p) => looks[p]?.color ?? UI.accent),
      this.width,
      this.height,
      this.scale,
    );
    this.services.sounds.play('pile');
    const tl = motion.timeline();
    tl.fromTo(this.titleBox.scale, { x: 0.3, y: 0.3 }, { x: 1, y: 1, duration: 0.6, ease: 'back.out(2)' }, 0);
    tl.fromTo(this.emblem.scale, { x: 0, y: 0 }, { x: 1, y: 1, duration: 0.7, ease: 'elastic.out(1, 0.6)' }, 0.25);
    this.rows.forEach((row, i) => {
      tl.fromTo(row, { alpha: 0 }, { alpha: 1, duration: 0.35 }, 0.35 + i * 0.05);
    });
    this.reveal = tl;
  }

  protected stop(): void {
    this.reveal?.progress(1).kill();
    this.reveal = null;
    this.confetti.stop();
  }

  protected override onAction(kind: string): void {
    if (this.demo) return;
    if (NAV.includes(kind) && this.menu.act(kind as MenuAction)) this.services.sounds.play('move');
    else if (kind === 'confirm') this.menu.act('confirm');
    this.services.requestRender();
  }

  protected override describeMenu(): string[] {
    if (this.demo) return [this.demoText.text];
    const labels = this.menu.children.filter((c): c is Text => c instanceof Text && c.text !== '').map((c) => c.text);
    const focused = this.menu.focused === 'again' ? 1 : 0;
    return labels.map((label, i) => (i === focused ? `> ${label}` : label));
  }

  protected describeLines(): LineDescription[] {
    return this.rows.map((row) => {
      const { name, parts } = row.texts();
      return { name, text: parts.join(' | ') };
    });
  }
}
