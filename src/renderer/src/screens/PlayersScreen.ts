/**
 * Players (a local screen from the title): one card per player profile. Its tabs: "Nights" (nights played and won,
 * night points, matches over all games, the game nights with their games and winners) and one per game played
 * (matches, wins, rounds, average and best round of that game only, its matches with a chart of their running
 * totals); head-to-head against everyone met. Left/right picks the player, A the tab, up/down the night or match.
 */
import { motion } from '@renderer/ui/motion';
import { Container, Graphics, Text } from 'pixi.js';
import type { GameId } from '@shared/game';
import type { PlayerProfile } from '@shared/night';
import type { HostMessage, Snapshot } from '@shared/protocol';
import type { AppServices, Screen } from '../app/Screen';
import { t } from '../i18n/i18n';
import type { InputEvent } from '../input/index';
import { LineChart } from '../ui/LineChart';
import { textStyle, UI } from '../ui/style';
import { profileColor, sortProfiles } from './saves/saves-format';
import { DESIGN_HEIGHT, DESIGN_WIDTH, uiScale } from '@renderer/ui/design';
import type { Rect } from '@renderer/layout/rect';
import { Button } from '@renderer/ui/Button';
import { ScreenFrame } from './screen-frame';
import { drawProfileHeader } from './players/profile-header';
import { drawHeadToHead, drawStats } from './players/profile-panels';
import { drawGameNights } from './players/game-nights';
import { drawGameHistory } from './players/game-history';
import { drawTabs, gameName, openingTab, profileTabs, statTiles, type ProfileTab } from './players/profile-tabs';

/** What the players screen shows, read from its texts (end-to-end tests). */
export interface PlayersDescription {
  readonly title: string;
  readonly loading: boolean;
  readonly count: number;
  readonly player: string;
  readonly counter: string;
  readonly bot: boolean;
  /** The tabs ("Nights", then each game played), the chosen one marked '> '. */
  readonly tabs: readonly string[];
  /** "Games: 1", "Wins: 0", … as drawn (the chosen tab's). */
  readonly stats: readonly string[];
  /** "Bo 1 0 0" (wins, losses, draws), as drawn. */
  readonly headToHead: readonly string[];
  /** A game tab's matches on screen, the selected one marked '> '. */
  readonly nights: readonly string[];
  /** The "Nights" tab's game nights on screen ("date | games | winner | place"), the selected one marked '> '. */
  readonly gameNights: readonly string[];
  /** The chart's lines: label and values. */
  readonly chart: readonly { readonly label: string; readonly values: readonly number[] }[];
  readonly message: string;
}

/** The players screen. */
export class PlayersScreen implements Screen {
  readonly id = 'players' as const;
  readonly root = new Container();
  private readonly frame: ScreenFrame;
  private readonly header = new Container();
  private readonly headerG = new Graphics();
  /** The profile's texts, over the panels' shapes (players/profile-panels.ts draws into both). */
  readonly body = new Container();
  readonly panels = new Graphics();
  readonly chart = new LineChart();
  private readonly note = new Text({ text: '' });
  private readonly prevButton: Button;
  private readonly nextButton: Button;
  private readonly backButton: Button;
  private profiles: PlayerProfile[] | null = null;
  private selected = 0;
  /** The chosen tab (0: "Nights") and its game, kept when another player is picked. */
  private tab = 0;
  private tabGame: string | null = null;
  private night = 0;
  private nightTop = 0;
  private failure = '';
  private width = DESIGN_WIDTH;
  private height = DESIGN_HEIGHT;
  private described: Omit<PlayersDescription, 'title' | 'loading' | 'count' | 'message'> = {
    player: '',
    counter: '',
    bot: false,
    tabs: [],
    stats: [],
    headToHead: [],
    nights: [],
    gameNights: [],
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
    this.frame = new ScreenFrame(this.backButton);
    this.root.addChild(...this.frame.parts(), this.header, this.prevButton, this.nextButton, this.panels, this.body, this.chart, this.note);
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
      else if (kind === 'confirm' || kind === 'menu') this.pickTab(this.tab + 1);
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
    this.tab = -1;
    this.tabGame = null;
    this.night = 0;
    this.nightTop = 0;
    this.layout();
    this.services.requestRender();
  }

  /** What the screen shows. */
  describe(): PlayersDescription {
    return {
      title: this.frame.title.text,
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
    this.tab = -1;
    this.nightTop = 0;
    this.services.sounds.play('move');
    this.layout();
    motion.fromTo([this.body, this.panels, this.chart], { alpha: 0.35 }, { alpha: 1, duration: 0.25, ease: 'power2.out' });
    this.services.requestRender();
  }

  /** Picks a tab (wrapping round); the list's selection starts over. */
  private pickTab(index: number): void {
    const profile = this.profiles?.[this.selected];
    const n = profile ? profileTabs(profile).length : 0;
    if (n < 2) return;
    this.tab = (index + n) % n;
    this.tabGame = null;
    this.night = 0;
    this.nightTop = 0;
    this.services.sounds.play('move');
    this.layout();
    this.services.requestRender();
  }

  /** The entries of the chosen tab's list: game nights, or one game's matches. */
  private listOf(profile: PlayerProfile, tab: ProfileTab): number {
    return tab.kind === 'nights' ? profile.gameNights.length : profile.nights.filter((n) => n.game === tab.game).length;
  }

  private pickNight(step: -1 | 1): void {
    const profile = this.profiles?.[this.selected];
    const tab = profile ? profileTabs(profile)[this.tab] : undefined;
    const nights = profile && tab ? this.listOf(profile, tab) : 0;
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
    const frame = this.frame.place(
      { title: t('players.title'), hint: t('players.hint'), glow: [color, UI.accent, color, 0x4fb3ff] },
      { w, h, s },
    );
    const left = frame.x;
    const right = frame.x + frame.w;
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
    const headerTop = frame.y - 16 * s;
    const headerH = 96 * s;
    const bodyBottom = frame.y + frame.h;
    if (!profile) {
      this.note.text = this.failure || (this.profiles === null ? t('players.loading') : t('players.empty'));
      this.prevButton.visible = false;
      this.nextButton.visible = false;
      this.chart.visible = false;
      this.described = { player: '', counter: '', bot: false, tabs: [], stats: [], headToHead: [], nights: [], gameNights: [], chart: [] };
      return;
    }
    this.note.text = this.failure;
    this.chart.visible = true;
    const parts = { g: this.headerG, header: this.header, prev: this.prevButton, next: this.nextButton };
    const at = { index: this.selected, total: this.profiles?.length ?? 1 };
    const header = drawProfileHeader(parts, profile, color, at, left, right, headerTop, headerH, s);
    const tabs = profileTabs(profile);
    // A newly picked player opens on the tab of the game looked at (else their newest match's game).
    if (this.tab < 0 || this.tab >= tabs.length) this.tab = openingTab(profile, tabs, this.tabGame);
    const tab = tabs[this.tab] ?? { kind: 'nights' };
    this.tabGame = tab.kind === 'nights' ? 'nights' : tab.game;
    const tabBox = { x: left, y: headerTop + headerH + 18 * s, w: right - left, h: 64 * s };
    const tabLines = drawTabs(this, tabs, this.tab, color, tabBox, s, (i) => this.pickTab(i));
    const top = tabBox.y + tabBox.h + 22 * s;
    const split = left + (right - left) * 0.42;
    const stats = drawStats(this, statTiles(profile, tab), color, left, top, split - left, s);
    const h2h = drawHeadToHead(this, profile, left, stats.bottom + 22 * s, split - left, bodyBottom - stats.bottom - 22 * s, s);
    const side = { x: split + 32 * s, y: top, w: right - split - 32 * s, h: bodyBottom - top };
    const lists =
      tab.kind === 'nights' ? this.drawGameNights(profile, color, side, s) : this.drawMatches(profile, tab.game, color, side, s);
    this.described = { ...header, tabs: tabLines, stats: stats.lines, headToHead: h2h, nights: [], gameNights: [], ...lists };
  }

  private drawGameNights(profile: PlayerProfile, color: number, box: Rect, s: number): { gameNights: string[]; chart: [] } {
    this.chart.visible = false;
    const list = { top: this.nightTop, selected: this.night };
    const drawn = drawGameNights(this, profile.gameNights, list, color, box, s, (index) => this.tapNight(index));
    this.nightTop = drawn.top;
    return { gameNights: drawn.lines, chart: [] };
  }

  private tapNight(index: number): void {
    this.night = index;
    this.services.sounds.play('move');
    this.layout();
    this.services.requestRender();
  }

  /** A game tab's side: the chart of its matches' running totals over the list of its matches. */
  private drawMatches(
    profile: PlayerProfile,
    game: GameId,
    color: number,
    box: Rect,
    s: number,
  ): Pick<PlayersDescription, 'nights' | 'chart'> {
    const matches = profile.nights.filter((n) => n.game === game);
    const at = { selected: this.night, top: this.nightTop };
    const drawn = drawGameHistory(this, matches, gameName(game), color, at, box, s, (index) => this.tapNight(index));
    this.nightTop = drawn.top;
    return { nights: drawn.lines, chart: drawn.chart };
  }
}
