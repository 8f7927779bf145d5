/**
 * Players (a local screen from the title): one card per player profile with games, wins, rounds,
 * average and best round, head-to-head against everyone met, the game nights played and a chart of
 * the running total in each night. Left/right picks the player, up/down the night.
 */
import { motion } from '@renderer/ui/motion';
import { Container, Graphics, Text } from 'pixi.js';
import type { PlayerProfile } from '@shared/night';
import type { HostMessage, Snapshot } from '@shared/protocol';
import type { AppServices, Screen } from '../app/Screen';
import { t } from '../i18n/i18n';
import type { InputEvent } from '../input/index';
import { LineChart, type ChartSeries } from '../ui/LineChart';
import { textStyle, UI } from '../ui/style';
import { formatDay, profileColor, runningTotal, scrollWindow, sortProfiles } from './saves/saves-format';
import { DESIGN_HEIGHT, DESIGN_WIDTH, SAFE, uiScale } from '@renderer/ui/design';
import { drawBackdrop } from '@renderer/ui/decor';
import { Button } from '@renderer/ui/Button';
import { drawPanel } from '@renderer/ui/Panel';
import { fitLine } from '@renderer/ui/fit-text';
import { placeLocalFrame } from './local-screen-frame';
import { drawNightHistory } from './players/night-history';
import { drawProfileHeader } from './players/profile-header';
import { drawHeadToHead, drawStats } from './players/profile-panels';

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
  /** The profile's texts, over the panels' shapes (players/profile-panels.ts draws into both). */
  readonly body = new Container();
  readonly panels = new Graphics();
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
    motion.fromTo(this.body, { alpha: 0 }, { alpha: 1, duration: 0.35 });
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
    motion.fromTo([this.body, this.panels, this.chart], { alpha: 0.35 }, { alpha: 1, duration: 0.25, ease: 'power2.out' });
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
    placeLocalFrame(
      { title: this.title, back: this.backButton, hint: this.hint },
      { title: t('players.title'), hint: t('players.hint') },
      { w, h, s },
      { titleDy: -6 * s, backDy: 10 * s },
    );
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
    const parts = { g: this.headerG, header: this.header, prev: this.prevButton, next: this.nextButton };
    const at = { index: this.selected, total: this.profiles?.length ?? 1 };
    const header = drawProfileHeader(parts, profile, color, at, left, right, headerTop, headerH, s);
    const split = left + (right - left) * 0.42;
    const stats = drawStats(this, profile, color, left, bodyTop, split - left, s);
    const h2h = drawHeadToHead(this, profile, left, stats.bottom + 22 * s, split - left, bodyBottom - stats.bottom - 22 * s, s);
    const side = this.drawNights(profile, color, split + 32 * s, bodyTop, right - split - 32 * s, bodyBottom - bodyTop, s);
    this.described = { ...header, stats: stats.lines, headToHead: h2h, ...side };
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
    const list = { top: this.nightTop, rows: listRows, selected: this.night };
    const lines = drawNightHistory(this, nights, list, color, { x, y: ly, w, h: listH }, s, (index) => {
      this.night = index;
      this.services.sounds.play('move');
      this.layout();
      this.services.requestRender();
    });
    return { nights: lines, chart: series.map((l) => ({ label: l.label, values: [...l.values] })) };
  }
}
