/**
 * Players (a local screen from the title): one card per player profile with games, wins, rounds,
 * average and best round, head-to-head against everyone met, the game nights played and a chart of
 * the running total in each night. Left/right picks the player, up/down the night.
 */
import { gsap } from 'gsap';
import { Container, Graphics, Text } from 'pixi.js';
import type { PlayerProfile } from '@shared/night';
import type { HostMessage, Snapshot } from '@shared/protocol';
import type { AppServices, Screen } from '../app/Screen';
import { t } from '../i18n/i18n';
import type { InputEvent } from '../input/index';
import { LineChart, type ChartSeries } from '../ui/LineChart';
import { textStyle, UI } from '../ui/style';
import { mixColor } from '../views/cards/card-palette';
import { formatDay, historyLine, profileColor, runningTotal, scrollWindow, sortProfiles, statValue } from './saves/saves-format';
import { DESIGN_HEIGHT, DESIGN_WIDTH, SAFE, uiScale } from '@renderer/ui/design';
import { drawBackdrop, drawChip, drawCrown } from '@renderer/ui/decor';
import { Button } from '@renderer/ui/Button';
import { drawPanel } from '@renderer/ui/Panel';
import { fitLine } from '@renderer/ui/fit-text';

/** The chart's labels are drawn at 26 px x scale; this keeps them at 32 px or more. */
const CHART_BOOST = 1.25;
/** Most nights drawn in the chart at once (the selected one and those next to it in the list). */
const CHART_NIGHTS = 5;

/** What the players screen shows, read from its texts (end-to-end tests). */
export interface PlayersDescription {
  readonly title: string;
  readonly loading: boolean;
  readonly count: number;
  readonly player: string;
  readonly counter: string;
  readonly bot: boolean;
  /** "Games: 1", "Wins: 0", … as drawn. */
  readonly stats: readonly string[];
  /** "Bo 1 0 0" (wins, losses, draws), as drawn. */
  readonly headToHead: readonly string[];
  /** The history lines on screen, the selected one first marked '> '. */
  readonly nights: readonly string[];
  /** The chart's lines: label and values. */
  readonly chart: readonly { readonly label: string; readonly values: readonly number[] }[];
  readonly message: string;
}

/** The players screen. */
export class PlayersScreen implements Screen {
  readonly id = 'players' as const;
  readonly root = new Container();
  private readonly backdrop = new Graphics();
  private readonly decor = new Container();
  private readonly title = new Text({ text: '' });
  private readonly header = new Container();
  private readonly headerG = new Graphics();
  private readonly body = new Container();
  private readonly panels = new Graphics();
  private readonly chart = new LineChart();
  private readonly hint = new Text({ text: '' });
  private readonly note = new Text({ text: '' });
  private readonly prevButton: Button;
  private readonly nextButton: Button;
  private readonly backButton: Button;
  private profiles: PlayerProfile[] | null = null;
  private selected = 0;
  private night = 0;
  private nightTop = 0;
  private failure = '';
  private width = DESIGN_WIDTH;
  private height = DESIGN_HEIGHT;
  private described: Omit<PlayersDescription, 'title' | 'loading' | 'count' | 'message'> = {
    player: '',
    counter: '',
    bot: false,
    stats: [],
    headToHead: [],
    nights: [],
    chart: [],
  };

  constructor(private readonly services: AppServices) {
    this.prevButton = new Button(
      'prev',
      () => '‹',
      () => this.pick(-1),
      'normal',
    );
    this.nextButton = new Button(
      'next',
      () => '›',
      () => this.pick(1),
      'normal',
    );
    this.backButton = new Button(
      'back',
      () => `‹  ${t('replays.back')}`,
      () => this.back(),
      'quiet',
    );
    this.header.addChild(this.headerG);
    this.root.addChild(
      this.backdrop,
      this.decor,
      this.title,
      this.header,
      this.prevButton,
      this.nextButton,
      this.panels,
      this.body,
      this.chart,
      this.note,
      this.hint,
      this.backButton,
    );
  }

  show(_snapshot: Snapshot | null): void {
    this.failure = '';
    this.services.send({ t: 'saves', cmd: { op: 'get-profiles' } });
    this.layout();
    gsap.fromTo(this.body, { alpha: 0 }, { alpha: 1, duration: 0.35 });
  }

  hide(): void {}

  update(_snapshot: Snapshot): void {}

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.layout();
  }

  input(events: readonly InputEvent[]): void {
    for (const e of events) {
      if (e.type !== 'action' || e.waking) continue;
      const kind = e.action.kind;
      if (kind === 'left' || kind === 'right') this.pick(kind === 'left' ? -1 : 1);
      else if (kind === 'up' || kind === 'down') this.pickNight(kind === 'up' ? -1 : 1);
      else if (kind === 'back') this.back();
    }
    this.services.requestRender();
  }

  private showFailure(text: string): void {
    this.failure = text;
    this.layout();
  }

  message(msg: HostMessage): void {
    if (msg.t === 'refused') return this.showFailure(t('replays.failed', { error: msg.error }));
    if (msg.t !== 'saves') return;
    if (msg.reply.kind === 'failed' && msg.reply.op === 'get-profiles') {
      if (this.profiles === null) this.profiles = [];
      return this.showFailure(t('replays.failed', { error: msg.reply.error }));
    }
    if (msg.reply.kind !== 'profiles') return;
    const keep = this.profiles?.[this.selected]?.key;
    this.profiles = sortProfiles(msg.reply.profiles);
    const at = keep === undefined ? -1 : this.profiles.findIndex((p) => p.key === keep);
    this.selected = at === -1 ? 0 : at;
    this.night = 0;
    this.nightTop = 0;
    this.layout();
    this.services.requestRender();
  }

  /** What the screen shows. */
  describe(): PlayersDescription {
    return {
      title: this.title.text,
      loading: this.profiles === null,
      count: this.profiles?.length ?? 0,
      message: this.note.text,
      ...this.described,
    };
  }

  private back(): void {
    this.services.sounds.play('back');
    this.services.openLocal('title');
  }

  private pick(step: -1 | 1): void {
    const n = this.profiles?.length ?? 0;
    if (n < 2) return;
    this.selected = (this.selected + step + n) % n;
    this.night = 0;
    this.nightTop = 0;
    this.services.sounds.play('move');
    this.layout();
    gsap.fromTo([this.body, this.panels, this.chart], { alpha: 0.35 }, { alpha: 1, duration: 0.25, ease: 'power2.out' });
    this.services.requestRender();
  }

  private pickNight(step: -1 | 1): void {
    const nights = this.profiles?.[this.selected]?.nights.length ?? 0;
    if (nights < 2) return;
    this.night = (this.night + step + nights) % nights;
    this.services.sounds.play('move');
    this.layout();
    this.services.requestRender();
  }

  private layout(): void {
    const w = this.width;
    const h = this.height;
    const s = uiScale(w, h);
    const profile = this.profiles?.[this.selected] ?? null;
    const color = profile ? profileColor(profile.key) : UI.accent;
    drawBackdrop(this.backdrop, this.decor, w, h, s, [color, UI.accent, color, 0x4fb3ff]);
    const left = w * SAFE;
    const right = w * (1 - SAFE);
    const top = h * SAFE;
    this.title.style = textStyle(92, s, {
      fill: UI.text,
      stroke: { color: 0x000000, width: 8 * s },
      dropShadow: { color: 0x000000, alpha: 0.45, distance: 6 * s, blur: 6 * s, angle: Math.PI / 2 },
    });
    this.title.text = t('players.title');
    this.title.anchor.set(0.5, 0);
    this.title.position.set(w / 2, top - 6 * s);
    const bh = 68 * s;
    this.backButton.layout(this.backButton.natural(bh, s, 36), bh, s, 36);
    this.backButton.position.set(left, top + 10 * s);
    this.hint.style = textStyle(34, s, { fill: UI.dim, fontWeight: '700' });
    fitLine(this.hint, t('players.hint'), right - left);
    this.hint.anchor.set(0.5, 1);
    this.hint.position.set(w / 2, h * (1 - SAFE));
    for (const child of this.body.removeChildren()) child.destroy({ children: true });
    for (const child of this.header.removeChildren()) if (child !== this.headerG) child.destroy();
    this.header.addChild(this.headerG);
    this.headerG.clear();
    this.panels.clear();
    this.note.style = textStyle(40, s, {
      fill: this.failure ? UI.bad : UI.dim,
      wordWrap: true,
      wordWrapWidth: right - left - 200 * s,
      align: 'center',
    });
    this.note.anchor.set(0.5);
    this.note.position.set(w / 2, h / 2);
    const headerTop = this.title.y + this.title.height + 8 * s;
    const headerH = 96 * s;
    const bodyTop = headerTop + headerH + 26 * s;
    const bodyBottom = this.hint.y - this.hint.height - 24 * s;
    if (!profile) {
      this.note.text = this.failure || (this.profiles === null ? t('players.loading') : t('players.empty'));
      this.prevButton.visible = false;
      this.nextButton.visible = false;
      this.chart.visible = false;
      this.described = { player: '', counter: '', bot: false, stats: [], headToHead: [], nights: [], chart: [] };
      return;
    }
    this.note.text = this.failure;
    this.chart.visible = true;
    const header = this.drawHeader(profile, color, left, right, headerTop, headerH, s);
    const split = left + (right - left) * 0.42;
    const stats = this.drawStats(profile, color, left, bodyTop, split - left, s);
    const h2h = this.drawHeadToHead(profile, left, stats.bottom + 22 * s, split - left, bodyBottom - stats.bottom - 22 * s, s);
    const side = this.drawNights(profile, color, split + 32 * s, bodyTop, right - split - 32 * s, bodyBottom - bodyTop, s);
    this.described = { ...header, stats: stats.lines, headToHead: h2h, ...side };
  }

  private drawHeader(
    profile: PlayerProfile,
    color: number,
    left: number,
    right: number,
    y: number,
    hgt: number,
    s: number,
  ): { player: string; counter: string; bot: boolean } {
    const n = this.profiles?.length ?? 1;
    const cx = (left + right) / 2;
    const g = this.headerG;
    const name = new Text({ text: '', style: textStyle(64, s, { fill: UI.text }) });
    fitLine(name, profile.name, 700 * s);
    const chipH = 62 * s;
    const badge = profile.bot ? new Text({ text: t('players.bot'), style: textStyle(32, s, { fill: 0x0b0f1a }) }) : null;
    const badgeW = badge ? badge.width + 32 * s : 0;
    const contentW = chipH * 0.72 + 24 * s + name.width + (badge ? 20 * s + badgeW : 0);
    const pillW = Math.max(560 * s, contentW + 90 * s);
    g.roundRect(cx - pillW / 2, y, pillW, hgt, hgt / 2)
      .fill({ color: mixColor(color, 0x0b0f1a, 0.78), alpha: 0.95 })
      .stroke({ color, width: 4 * s });
    let x = cx - contentW / 2;
    drawChip(g, x + (chipH * 0.72) / 2, y + hgt / 2, chipH, color);
    x += chipH * 0.72 + 24 * s;
    name.anchor.set(0, 0.5);
    name.position.set(x, y + hgt / 2);
    this.header.addChild(name);
    x += name.width + 20 * s;
    if (badge) {
      g.roundRect(x, y + hgt / 2 - 24 * s, badgeW, 48 * s, 24 * s).fill(UI.dim);
      badge.anchor.set(0.5);
      badge.position.set(x + badgeW / 2, y + hgt / 2);
      this.header.addChild(badge);
    }
    const counter = new Text({
      text: t('players.counter', { n: this.selected + 1, total: n }),
      style: textStyle(32, s, { fill: UI.dim, fontWeight: '700' }),
    });
    counter.anchor.set(0, 0.5);
    counter.position.set(cx + pillW / 2 + 120 * s, y + hgt / 2);
    this.header.addChild(counter);
    const neighbours = n > 1;
    const bw = 84 * s;
    this.prevButton.visible = neighbours;
    this.nextButton.visible = neighbours;
    this.prevButton.layout(bw, bw, s, 56);
    this.nextButton.layout(bw, bw, s, 56);
    this.prevButton.position.set(cx - pillW / 2 - bw - 22 * s, y + (hgt - bw) / 2);
    this.nextButton.position.set(cx + pillW / 2 + 22 * s, y + (hgt - bw) / 2);
    counter.position.x = this.nextButton.x + bw + 22 * s;
    return { player: name.text, counter: counter.text, bot: profile.bot };
  }

  private drawStats(
    profile: PlayerProfile,
    color: number,
    x: number,
    y: number,
    w: number,
    s: number,
  ): { bottom: number; lines: string[] } {
    const rate = profile.games > 0 ? t('players.winRateValue', { n: Math.round((100 * profile.wins) / profile.games) }) : '—';
    const tiles: [string, string][] = [
      [t('players.games'), statValue(profile.games)],
      [t('players.wins'), statValue(profile.wins)],
      [t('players.winRate'), rate],
      [t('players.rounds'), statValue(profile.rounds)],
      [t('players.average'), statValue(profile.average, 1)],
      [t('players.best'), statValue(profile.best)],
    ];
    const gap = 18 * s;
    const cols = 3;
    const tw = (w - gap * (cols - 1)) / cols;
    const th = 138 * s;
    const lines: string[] = [];
    tiles.forEach(([label, value], i) => {
      const tx = x + (i % cols) * (tw + gap);
      const ty = y + Math.floor(i / cols) * (th + gap);
      this.panels.roundRect(tx, ty + 5 * s, tw, th, 20 * s).fill({ color: 0x000000, alpha: 0.35 });
      this.panels
        .roundRect(tx, ty, tw, th, 20 * s)
        .fill({ color: UI.panel, alpha: 0.95 })
        .stroke({ color: i === 1 && profile.wins > 0 ? UI.accent : UI.panelEdge, width: 2 * s });
      this.panels.roundRect(tx + 18 * s, ty, tw - 36 * s, 6 * s, 3 * s).fill(i < 3 ? color : UI.accent);
      const v = new Text({ text: value, style: textStyle(64, s, { fill: i === 1 && profile.wins > 0 ? UI.accent : UI.text }) });
      v.anchor.set(0.5, 0);
      v.position.set(tx + tw / 2, ty + 8 * s);
      const l = new Text({ text: '', style: textStyle(32, s, { fill: UI.dim, fontWeight: '700' }) });
      fitLine(l, label, tw - 20 * s);
      l.anchor.set(0.5, 1);
      l.position.set(tx + tw / 2, ty + th - 8 * s);
      this.body.addChild(v, l);
      lines.push(`${label}: ${value}`);
    });
    return { bottom: y + 2 * th + gap, lines };
  }

  private drawHeadToHead(profile: PlayerProfile, x: number, y: number, w: number, h: number, s: number): string[] {
    drawPanel(this.panels, x, y, w, h, s);
    const pad = 26 * s;
    const head = new Text({ text: '', style: textStyle(40, s, { fill: UI.accent }) });
    fitLine(head, t('players.headToHead'), w * 0.55);
    head.position.set(x + pad, y + pad - 6 * s);
    this.body.addChild(head);
    const colW = 76 * s;
    const cols = [t('players.h2hWins'), t('players.h2hLosses'), t('players.h2hDraws')];
    cols.forEach((c, i) => {
      const label = new Text({ text: c, style: textStyle(34, s, { fill: UI.dim }) });
      label.anchor.set(0.5, 0);
      label.position.set(x + w - pad - colW * (2.5 - i), y + pad);
      this.body.addChild(label);
    });
    const rows = [...profile.headToHead].sort(
      (a, b) => b.wins + b.losses + b.draws - (a.wins + a.losses + a.draws) || a.name.localeCompare(b.name),
    );
    const rowH = 56 * s;
    const listTop = head.y + head.height + 14 * s;
    const fit = Math.max(0, Math.floor((y + h - pad - listTop) / rowH));
    const lines: string[] = [];
    if (rows.length === 0) {
      const none = new Text({
        text: t('players.noRivals'),
        style: textStyle(34, s, { fill: UI.dim, fontWeight: '700', wordWrap: true, wordWrapWidth: w - 2 * pad }),
      });
      none.position.set(x + pad, listTop + 6 * s);
      this.body.addChild(none);
      return lines;
    }
    const shown = rows.length > fit ? rows.slice(0, Math.max(0, fit - 1)) : rows;
    shown.forEach((r, i) => {
      const ry = listTop + i * rowH;
      if (i % 2 === 0) this.panels.roundRect(x + 12 * s, ry, w - 24 * s, rowH, 12 * s).fill({ color: 0xffffff, alpha: 0.04 });
      const name = new Text({ text: '', style: textStyle(36, s, { fill: UI.text, fontWeight: '700' }) });
      fitLine(name, r.name, w - 2 * pad - colW * 3 - 46 * s);
      name.anchor.set(0, 0.5);
      name.position.set(x + pad + 30 * s, ry + rowH / 2);
      this.panels.circle(x + pad + 10 * s, ry + rowH / 2, 9 * s).fill(profileColor(r.key));
      this.body.addChild(name);
      [r.wins, r.losses, r.draws].forEach((v, k) => {
        const cell = new Text({
          text: String(v),
          style: textStyle(38, s, { fill: k === 0 && v > 0 ? UI.good : k === 1 && v > 0 ? UI.bad : UI.text }),
        });
        cell.anchor.set(0.5);
        cell.position.set(x + w - pad - colW * (2.5 - k), ry + rowH / 2);
        this.body.addChild(cell);
      });
      lines.push(`${name.text} ${r.wins} ${r.losses} ${r.draws}`);
    });
    if (shown.length < rows.length) {
      const more = new Text({
        text: t('players.moreRivals', { n: rows.length - shown.length }),
        style: textStyle(32, s, { fill: UI.dim, fontWeight: '700' }),
      });
      more.position.set(x + pad + 30 * s, listTop + shown.length * rowH + 8 * s);
      this.body.addChild(more);
    }
    return lines;
  }

  private drawNights(
    profile: PlayerProfile,
    color: number,
    x: number,
    y: number,
    w: number,
    h: number,
    s: number,
  ): { nights: string[]; chart: { label: string; values: number[] }[] } {
    const nights = profile.nights;
    const listRowH = 58 * s;
    const listRows = Math.min(3, Math.max(1, nights.length));
    const listH = 40 * s + 26 * s + listRows * (listRowH + 6 * s) + 20 * s;
    const chartH = h - listH - 22 * s;
    drawPanel(this.panels, x, y, w, chartH, s);
    const pad = 26 * s;
    const caption = new Text({ text: '', style: textStyle(34, s, { fill: UI.dim, fontWeight: '700' }) });
    fitLine(caption, t('players.chart'), w - 2 * pad);
    caption.position.set(x + pad, y + pad - 8 * s);
    this.body.addChild(caption);
    this.nightTop = scrollWindow(this.night, this.nightTop, listRows, nights.length);
    const around = nights.slice(
      Math.max(0, Math.min(this.night - 2, nights.length - CHART_NIGHTS)),
      Math.max(0, Math.min(this.night - 2, nights.length - CHART_NIGHTS)) + CHART_NIGHTS,
    );
    const others = around.filter((n) => n !== nights[this.night]);
    // The other nights stay in the background: greyed colours, the selected night in the player's own.
    const muted = [0x6b7591, 0x5f7c86, 0x7c7393, 0x847b62, 0x6c806c];
    const series: ChartSeries[] = [
      ...others.map((n, i) => ({
        label: `${formatDay(n.startedAt)} ·`,
        color: muted[i % muted.length] ?? UI.dim,
        values: runningTotal(n.scores),
      })),
      ...(nights[this.night]
        ? [{ label: `${formatDay(nights[this.night]?.startedAt ?? '')} ·`, color, values: runningTotal(nights[this.night]?.scores ?? []) }]
        : []),
    ];
    const cs = s * CHART_BOOST;
    // The top axis label is centred on the plot's top edge: half of it stands above the plot, under the caption.
    const plotTop = caption.y + caption.height + 16 * s + 18 * cs;
    const plotH = y + chartH - pad - plotTop;
    if (series.length > 0) {
      this.chart.visible = true;
      this.chart.draw(series, w - 2 * pad, Math.max(60 * s, plotH), cs, null);
      this.chart.position.set(x + pad, plotTop);
    } else {
      this.chart.visible = false;
      const none = new Text({ text: t('players.noNights'), style: textStyle(36, s, { fill: UI.dim }) });
      none.anchor.set(0.5);
      none.position.set(x + w / 2, plotTop + plotH / 2);
      this.body.addChild(none);
    }
    const ly = y + chartH + 22 * s;
    drawPanel(this.panels, x, ly, w, listH, s);
    const head = new Text({ text: t('players.history'), style: textStyle(40, s, { fill: UI.accent }) });
    head.position.set(x + pad, ly + 16 * s);
    this.body.addChild(head);
    if (nights.length > listRows) {
      const range = new Text({
        text: t('players.nightsShown', { from: this.nightTop + 1, to: this.nightTop + listRows, total: nights.length }),
        style: textStyle(32, s, { fill: UI.dim, fontWeight: '700' }),
      });
      range.anchor.set(1, 0.5);
      range.position.set(x + w - pad, head.y + head.height / 2);
      this.body.addChild(range);
    }
    const lines: string[] = [];
    nights.slice(this.nightTop, this.nightTop + listRows).forEach((night, k) => {
      const index = this.nightTop + k;
      const focused = index === this.night;
      const ry = head.y + head.height + 10 * s + k * (listRowH + 6 * s);
      const row = new Graphics();
      row
        .roundRect(x + 14 * s, ry, w - 28 * s, listRowH, 14 * s)
        .fill({ color: focused ? mixColor(color, 0x0b0f1a, 0.7) : 0xffffff, alpha: focused ? 1 : 0.04 });
      if (focused) row.roundRect(x + 14 * s, ry, w - 28 * s, listRowH, 14 * s).stroke({ color, width: 3 * s });
      row.eventMode = 'static';
      row.cursor = 'pointer';
      row.on('pointertap', () => {
        this.night = index;
        this.services.sounds.play('move');
        this.layout();
        this.services.requestRender();
      });
      const line = historyLine(night);
      const date = new Text({ text: line.date, style: textStyle(34, s, { fill: UI.text, fontWeight: '700' }) });
      date.anchor.set(0, 0.5);
      date.position.set(x + pad + 10 * s, ry + listRowH / 2);
      const place = new Text({ text: line.place, style: textStyle(34, s, { fill: UI.dim, fontWeight: '700' }) });
      place.anchor.set(0.5, 0.5);
      place.position.set(x + w * 0.5, ry + listRowH / 2);
      const total = new Text({ text: line.total, style: textStyle(36, s, { fill: night.won ? UI.accent : UI.text }) });
      total.anchor.set(1, 0.5);
      total.position.set(x + w - pad - 70 * s, ry + listRowH / 2);
      this.body.addChild(row, date, place, total);
      if (night.won) {
        const crown = new Graphics();
        drawCrown(crown, x + w - pad - 26 * s, ry + listRowH / 2 + 12 * s, 38 * s, UI.accent);
        this.body.addChild(crown);
      }
      lines.push(`${focused ? '> ' : ''}${line.date} | ${line.place} | ${line.total}${night.won ? ` | ${line.status}` : ''}`);
    });
    if (nights.length === 0) {
      const none = new Text({ text: t('players.noNights'), style: textStyle(34, s, { fill: UI.dim, fontWeight: '700' }) });
      none.position.set(x + pad, head.y + head.height + 14 * s);
      this.body.addChild(none);
    }
    return { nights: lines, chart: series.map((l) => ({ label: l.label, values: [...l.values] })) };
  }
}
