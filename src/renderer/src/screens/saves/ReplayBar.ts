/**
 * The control bar under the table while a replay is watched: play/pause, 1x/2x/4x, restart, close,
 * the replay's title, step and time, and a progress bar that moves smoothly between snapshots.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { Snapshot } from '@shared/protocol';
import { REPLAY_SPEEDS, type ReplaySpeed, type ReplayWatch } from '@shared/saves-protocol';
import type { AppServices } from '../../app/Screen';
import { t } from '../../i18n/i18n';
import type { InputEvent } from '../../input/index';
import { sharedTextStyle, UI } from '../../ui/style';
import { formatClock, replayProgress, replayTime, replayTitle } from './saves-format';
import { DESIGN_HEIGHT, DESIGN_WIDTH, SAFE, uiScale } from '@renderer/ui/design';
import { Button, ButtonRow } from '@renderer/ui/Button';
import { drawPanel } from '@renderer/ui/Panel';
import { fitLine } from '@renderer/ui/fit-text';

/** Height of the bar's panel at 1080p. */
const BAR_H = 132;
/**
 * Room the table leaves under itself for the bar at 1080p: the table keeps 5% of its height free at the
 * bottom, the bar ends at the title-safe edge (5% of the screen), so the table's height h' must satisfy
 * 0.95 h' + gap <= 0.95 h - BAR_H.
 */
const RESERVE = Math.ceil(DESIGN_HEIGHT - ((1 - SAFE) * DESIGN_HEIGHT - BAR_H - 10) / (1 - SAFE));

/** What the bar shows, for the end-to-end tests. */
export interface ReplayBarDescription {
  readonly title: string;
  /** "Paused" or "Replay over" as drawn beside the title, '' while it plays. */
  readonly state: string;
  readonly status: ReplayWatch['status'];
  readonly speed: ReplaySpeed;
  readonly step: number;
  readonly steps: number;
  /** The time and step line as drawn. */
  readonly progress: string;
  /** Buttons, the focused one marked '> '. */
  readonly buttons: readonly string[];
}

/** The replay controls; TableScreen shows it while `snapshot.replay` is set and gives it the menu input. */
export class ReplayBar extends Container {
  private readonly panel = new Graphics();
  private readonly badge = new Graphics();
  private readonly badgeText = new Text({ text: '' });
  private readonly title = new Text({ text: '' });
  private readonly info = new Text({ text: '' });
  /** "Paused" / "Replay over" beside the title. */
  private readonly stateChip = new Graphics();
  private readonly stateText = new Text({ text: '' });
  private readonly track = new Graphics();
  private readonly buttons = new ButtonRow();
  private readonly playButton: Button;
  private readonly speedButtons: Button[];
  private readonly restartButton: Button;
  private readonly closeButton: Button;
  private watch: ReplayWatch | null = null;
  private receivedAt = 0;
  private size = { w: DESIGN_WIDTH, h: DESIGN_HEIGHT };
  private shownAt = -1;
  private drawnKey = '';
  private sent = false;
  /** A speed asked for and not yet in a snapshot (two quick presses of up go 1x -> 2x -> 4x). */
  private asked: ReplaySpeed | null = null;

  constructor(private readonly services: AppServices) {
    super();
    const hover = (id: string) => () => {
      this.buttons.focusOn(id);
      services.requestRender();
    };
    this.playButton = new Button(
      'play',
      () => this.playLabel(),
      () => this.togglePlay(),
      'primary',
      hover('play'),
    );
    this.speedButtons = REPLAY_SPEEDS.map(
      (n) =>
        new Button(
          `speed-${n}`,
          () => t('replay.speed', { n }),
          () => this.setSpeed(n),
          'normal',
          hover(`speed-${n}`),
        ),
    );
    this.restartButton = new Button(
      'restart',
      () => `⟲  ${t('replay.restart')}`,
      () => this.control('restart'),
      'normal',
      hover('restart'),
    );
    this.closeButton = new Button(
      'close',
      () => `✕  ${t('replay.close')}`,
      () => this.close(),
      'normal',
      hover('close'),
    );
    this.buttons.set([this.playButton, ...this.speedButtons, this.restartButton, this.closeButton], 'play');
    this.panel.eventMode = 'static';
    this.addChild(this.panel, this.badge, this.badgeText, this.title, this.stateChip, this.stateText, this.info, this.track, this.buttons);
    this.visible = false;
  }

  /** Is a replay on the table? */
  get active(): boolean {
    return this.watch !== null;
  }

  /** Height the table must leave free at the bottom of a screen of this size (0 without a replay). */
  reserve(width: number, height: number): number {
    return this.watch ? RESERVE * uiScale(width, height) : 0;
  }

  /** The latest snapshot: shows, updates or hides the bar. */
  update(snapshot: Snapshot): void {
    const before = this.watch;
    this.watch = snapshot.replay ?? null;
    if (this.watch?.speed === this.asked || !this.watch) this.asked = null;
    this.receivedAt = performance.now();
    this.visible = this.watch !== null;
    if (!this.watch) {
      this.sent = false;
      return;
    }
    if (!before || before.id !== this.watch.id) {
      this.buttons.focusOn('play');
      this.sent = false;
    }
    this.draw();
  }

  resize(width: number, height: number): void {
    this.size = { w: width, h: height };
    this.drawnKey = '';
    if (this.watch) this.draw();
  }

  /** Menu input: left/right choose a button, A presses it, Start / P plays or pauses, up/down change speed, B closes. */
  input(events: readonly InputEvent[]): void {
    if (!this.watch) return;
    for (const e of events) {
      if (e.type !== 'action' || e.waking) continue;
      switch (e.action.kind) {
        case 'left':
        case 'right':
          if (this.buttons.move(e.action.kind === 'left' ? -1 : 1)) this.services.sounds.play('move');
          break;
        case 'confirm':
          this.buttons.press();
          break;
        case 'pause':
          this.togglePlay();
          break;
        case 'up':
        case 'down': {
          const at = REPLAY_SPEEDS.indexOf(this.asked ?? this.watch.speed);
          const next = REPLAY_SPEEDS[Math.min(REPLAY_SPEEDS.length - 1, Math.max(0, at + (e.action.kind === 'up' ? 1 : -1)))];
          if (next !== undefined && next !== (this.asked ?? this.watch.speed)) this.setSpeed(next);
          break;
        }
        case 'back':
          this.close();
          break;
        default:
          break;
      }
    }
    this.services.requestRender();
  }

  /** Moves the progress bar and clock on between snapshots; true when something changed. */
  tick(now: number): boolean {
    const watch = this.watch;
    if (!watch) return false;
    const at = replayTime(watch, now - this.receivedAt);
    if (Math.abs(at - this.shownAt) < 40 / Math.max(1, watch.speed) && this.drawnKey !== '') return false;
    this.drawProgress(at);
    return true;
  }

  /** True while the bar moves on by itself (a replay playing and not yet at its end). */
  moving(now: number): boolean {
    const watch = this.watch;
    return watch !== null && watch.status === 'playing' && replayTime(watch, now - this.receivedAt) < watch.duration;
  }

  /** What the bar shows. */
  describe(): ReplayBarDescription | null {
    const watch = this.watch;
    if (!watch) return null;
    return {
      title: this.title.text,
      state: this.stateText.text,
      status: watch.status,
      speed: watch.speed,
      step: watch.step,
      steps: watch.steps,
      progress: this.info.text,
      buttons: this.buttons.describe(),
    };
  }

  private playLabel(): string {
    const status = this.watch?.status;
    if (status === 'playing') return `❚❚  ${t('replay.pause')}`;
    return status === 'ended' ? `⟲  ${t('replay.again')}` : `▶  ${t('replay.play')}`;
  }

  private control(action: 'play' | 'pause' | 'restart' | 'close'): void {
    this.services.sounds.play(action === 'close' ? 'back' : 'confirm');
    this.services.send({ t: 'saves', cmd: { op: 'watch-control', action } });
  }

  private togglePlay(): void {
    const status = this.watch?.status;
    if (!status) return;
    this.control(status === 'playing' ? 'pause' : 'play');
  }

  private setSpeed(speed: ReplaySpeed): void {
    if (!this.watch) return;
    this.asked = speed;
    this.services.sounds.play('move');
    this.services.send({ t: 'saves', cmd: { op: 'watch-speed', speed } });
  }

  /** Closes the replay and goes back to the replays list. */
  private close(): void {
    if (this.sent) return;
    this.sent = true;
    this.control('close');
    this.services.openLocal('replays');
  }

  private geometry(): { s: number; x: number; y: number; w: number; h: number } {
    const { w, h } = this.size;
    const s = uiScale(w, h);
    const bw = w * 0.9;
    const bh = BAR_H * s;
    return { s, x: (w - bw) / 2, y: h * 0.95 - bh, w: bw, h: bh };
  }

  private draw(): void {
    const watch = this.watch;
    if (!watch) return;
    const g = this.geometry();
    const key = JSON.stringify([watch.id, watch.title, watch.status, watch.speed, g, t('replay.badge')]);
    if (key !== this.drawnKey) {
      this.drawnKey = key;
      const { s, x, y, w, h } = g;
      this.panel.clear();
      drawPanel(this.panel, x, y, w, h, s, UI.accent, 0x0d1424);
      const pad = 22 * s;
      const bh = 66 * s;
      this.playButton.setLabel(() => this.playLabel());
      this.speedButtons.forEach((b, i) => b.setTone(REPLAY_SPEEDS[i] === watch.speed ? 'primary' : 'normal'));
      const widths = [
        this.playButton.natural(bh, s, 34) + 20 * s,
        ...this.speedButtons.map(() => 96 * s),
        this.restartButton.natural(bh, s, 34),
        this.closeButton.natural(bh, s, 34),
      ];
      const rowW = widths.reduce((a, b) => a + b, 0) + 22 * s * (widths.length - 1);
      this.buttons.layout(rowW, bh, s, 34, 96 * s);
      this.buttons.position.set(x + w - pad - rowW, y + (h - 26 * s - bh) / 2);
      this.badgeText.style = sharedTextStyle(32, s, { fill: 0x1a1405 });
      this.badgeText.text = t('replay.badge').toUpperCase();
      const badgeW = this.badgeText.width + 30 * s;
      this.badge
        .clear()
        .roundRect(x + pad, y + 16 * s, badgeW, 46 * s, 23 * s)
        .fill(UI.accent);
      this.badgeText.anchor.set(0.5);
      this.badgeText.position.set(x + pad + badgeW / 2, y + 39 * s);
      const textLeft = x + pad + badgeW + 16 * s;
      const textRight = this.buttons.x - 26 * s;
      const state = watch.status === 'ended' ? t('replay.ended') : watch.status === 'paused' ? t('replay.paused') : '';
      this.stateText.style = sharedTextStyle(32, s, { fill: 0x0b0f1a });
      this.stateText.text = state;
      const stateW = state ? this.stateText.width + 28 * s : 0;
      this.title.style = sharedTextStyle(34, s, { fill: UI.text });
      fitLine(this.title, replayTitle(watch.title), textRight - textLeft - (state ? stateW + 14 * s : 0), 0.9);
      this.title.anchor.set(0, 0.5);
      this.title.position.set(textLeft, y + 39 * s);
      this.stateChip.clear();
      if (state) {
        const cx = textLeft + this.title.width + 14 * s;
        this.stateChip.roundRect(cx, y + 17 * s, stateW, 44 * s, 22 * s).fill(watch.status === 'ended' ? UI.good : UI.text);
        this.stateText.anchor.set(0.5);
        this.stateText.position.set(cx + stateW / 2, y + 39 * s);
      }
      this.info.style = sharedTextStyle(32, s, { fill: UI.dim, fontWeight: '700' });
      this.info.anchor.set(0, 0.5);
      this.info.position.set(x + pad + 4 * s, y + 84 * s);
    }
    this.drawProgress(replayTime(watch, performance.now() - this.receivedAt));
  }

  private drawProgress(at: number): void {
    const watch = this.watch;
    if (!watch) return;
    this.shownAt = at;
    const { s, x, y, w, h } = this.geometry();
    const parts = [
      t('replay.time', { at: formatClock(at), duration: formatClock(watch.duration) }),
      t('replay.step', { n: watch.step, total: watch.steps }),
    ];
    fitLine(this.info, parts.join('  ·  '), this.buttons.x - 26 * s - (x + 22 * s));
    const p = replayProgress(watch, at);
    const th = 8 * s;
    const tx = x + 22 * s;
    const tw = w - 44 * s;
    const ty = y + h - 20 * s - th / 2;
    this.track
      .clear()
      .roundRect(tx, ty, tw, th, th / 2)
      .fill({ color: 0xffffff, alpha: 0.12 });
    if (p > 0) this.track.roundRect(tx, ty, Math.max(th, tw * p), th, th / 2).fill(UI.accent);
    this.track.circle(tx + tw * p, ty + th / 2, 9 * s).fill(0xffffff);
  }
}
