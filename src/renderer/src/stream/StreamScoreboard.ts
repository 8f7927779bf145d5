/** The stream view's scoreboard layout: a corner panel with the standings, who leads and the last stop, over any background. */
import { Container, Graphics, Text } from 'pixi.js';
import type { Snapshot } from '@shared/protocol';
import { gameUi } from '@renderer/games/registry';
import { t } from '../i18n/i18n';
import { sharedTextStyle, UI } from '../ui/style';
import { DESIGN_HEIGHT, DESIGN_WIDTH, SAFE, uiScale } from '@renderer/ui/design';
import { drawChip } from '@renderer/ui/decor';
import { fitLine } from '@renderer/ui/fit-text';
import { formatNumber } from '../screens/results/round-data';
import { scoreboardModel, type Scoreboard } from './scoreboard-model';

/** What the scoreboard shows, as text (end-to-end tests). */
export interface ScoreboardDescription {
  readonly heading: string;
  readonly leader: string;
  readonly lines: readonly string[];
  readonly lastStop: string;
}

/** Panel width at 1080p. */
const PANEL_W = 640;

/** A corner scoreboard for streams. */
export class StreamScoreboard extends Container {
  private readonly panel = new Graphics();
  private readonly chips = new Graphics();
  private readonly texts = new Container();
  private board: Scoreboard = { kind: 'idle', round: 0, lines: [], leader: null };
  private lastStop = '';
  private width_ = DESIGN_WIDTH;
  private height_ = DESIGN_HEIGHT;
  private drawn = '';
  private described: ScoreboardDescription = { heading: '', leader: '', lines: [], lastStop: '' };

  constructor() {
    super();
    this.addChild(this.panel, this.chips, this.texts);
  }

  /** A new snapshot. */
  update(snapshot: Snapshot): void {
    const results = gameUi(snapshot.game)?.results ?? null;
    const facts = results?.match(snapshot) ?? null;
    if (results && (snapshot.stage === 'scores' || snapshot.stage === 'standings')) {
      const names = snapshot.players.map((seat, p) => snapshot.seats[seat]?.name ?? `P${p + 1}`);
      this.lastStop = results.subtitle(snapshot, (p) => names[p] ?? '');
    }
    this.board = scoreboardModel(snapshot, facts);
    this.layout();
  }

  resize(width: number, height: number): void {
    this.width_ = width;
    this.height_ = height;
    this.layout();
  }

  describe(): ScoreboardDescription {
    return this.described;
  }

  private add(value: string, px: number, s: number, color: number, maxW: number): Text {
    const text = new Text({ text: value, style: sharedTextStyle(px, s, { fill: color }) });
    fitLine(text, value, maxW, 0.75);
    this.texts.addChild(text);
    return text;
  }

  private layout(): void {
    const key = JSON.stringify([this.board, this.lastStop, this.width_, this.height_]);
    if (key === this.drawn) return;
    this.drawn = key;
    const b = this.board;
    const s = uiScale(this.width_, this.height_);
    const w = PANEL_W * s;
    const x0 = this.width_ * (1 - SAFE) - w;
    const y0 = this.height_ * SAFE;
    const pad = 24 * s;
    const inner = w - 2 * pad;
    for (const child of this.texts.removeChildren()) child.destroy();
    this.panel.clear();
    this.chips.clear();
    const heading =
      b.kind === 'match'
        ? `${t('stream.scoreboard')} · ${t('stream.round', { n: b.round })}`
        : b.kind === 'event'
          ? `${t('event.leaderboard')} · ${t('event.games', { n: b.round })}`
          : t('stream.lobby');
    let y = y0 + pad;
    const head = this.add(heading, 36, s, UI.dim, inner);
    head.position.set(x0 + pad, y);
    y += 52 * s;
    const leader = b.leader ? t('stream.leader', { name: b.leader }) : '';
    if (leader) {
      const lead = this.add(leader, 44, s, UI.accent, inner);
      lead.position.set(x0 + pad, y);
      y += 64 * s;
    }
    const rowH = 50 * s;
    const lines: string[] = [];
    for (const line of b.lines) {
      const color = line.rank === 1 ? UI.accent : UI.text;
      const rank = this.add(String(line.rank), 38, s, color, 60 * s);
      rank.position.set(x0 + pad, y + (rowH - rank.height) / 2);
      let nameX = x0 + pad + 68 * s;
      if (line.color !== null) {
        drawChip(this.chips, nameX + 14 * s, y + rowH / 2, 36 * s, line.color);
        nameX += 40 * s;
      }
      const total = this.add(formatNumber(line.total), 38, s, color, 120 * s);
      total.position.set(x0 + w - pad - total.width, y + (rowH - total.height) / 2);
      const name = this.add(line.name, 38, s, color, x0 + w - pad - 130 * s - nameX);
      name.position.set(nameX, y + (rowH - name.height) / 2);
      lines.push(`${line.rank} ${line.name} ${line.total}`);
      y += rowH;
    }
    const stop = b.kind === 'match' && this.lastStop ? t('stream.lastStop', { text: this.lastStop }) : '';
    if (stop) {
      y += 8 * s;
      const last = this.add(stop, 32, s, UI.dim, inner);
      last.position.set(x0 + pad, y);
      y += 48 * s;
    }
    this.panel.roundRect(x0, y0, w, y - y0 + pad, 22 * s).fill({ color: UI.panel, alpha: 0.92 });
    this.panel.roundRect(x0, y0, w, y - y0 + pad, 22 * s).stroke({ color: UI.panelEdge, width: 3 * s });
    this.described = { heading, leader, lines, lastStop: stop };
  }
}
