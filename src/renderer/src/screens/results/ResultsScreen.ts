/** The common frame of the between-rounds screens: backdrop, title, continue hint, stage timer bar, confirm handling. */
import { Container, Graphics, Text } from 'pixi.js';
import type { Snapshot } from '@shared/protocol';
import type { RoundColumns } from '@renderer/games/game-ui';
import { gameUi } from '@renderer/games/registry';
import type { AppServices, Screen, ScreenId } from '../../app/Screen';
import { deviceKey, seatOfDevice, type InputEvent } from '../../input/index';
import { continuePrompt } from './continue-prompt';
import { styleTitle, textStyle, UI } from '../../ui/style';
import { acceptConfirm, playerLooks, sessionNow, stageProgress } from './round-data';
import { DESIGN_HEIGHT, DESIGN_WIDTH, SAFE, uiScale } from '@renderer/ui/design';
import { drawBackdrop } from '@renderer/ui/decor';
import { fitText } from '@renderer/ui/fit-text';

/** One player's line as shown on screen. */
export interface LineDescription {
  /** The name as drawn (long names may end in '…'). */
  readonly name: string;
  /** Everything else on the line, joined by ' | ' in screen order (marker first when there is one). */
  readonly text: string;
}

/** What a results screen shows, read back from its Text objects for end-to-end tests. */
export interface ResultsDescription {
  readonly title: string;
  readonly subtitle: string;
  readonly lines: readonly LineDescription[];
  /** The menu's labels (match end), focused one first marked with '> '. */
  readonly menu: readonly string[];
  /** False while numbers are still counting up. */
  readonly settled: boolean;
  /** Whether a confirm press would be taken now (it is not in the first moments of the screen, nor twice). */
  readonly confirmReady: boolean;
  /** The continue prompt as shown (who presses what, who is still waited for), lines joined by '\n'. */
  readonly prompt: string;
}

/** Base class of the scores, standings and match-end screens. */
export abstract class ResultsScreen implements Screen {
  abstract readonly id: ScreenId;
  readonly root = new Container();
  protected readonly backdrop = new Graphics();
  protected readonly decor = new Container();
  protected readonly body = new Container();
  /** Holds the title at its centre, so a screen can scale it in without touching the text's own fit scale. */
  protected readonly titleBox = new Container();
  protected readonly title = new Text({ text: '' });
  protected readonly subtitle = new Text({ text: '' });
  protected readonly hint = new Text({ text: '' });
  protected readonly bar = new Graphics();
  protected snapshot: Snapshot | null = null;
  protected width = DESIGN_WIDTH;
  protected height = DESIGN_HEIGHT;
  protected scale = 1;
  private shownAt = 0;
  private sent = false;
  /** Devices whose continue press was sent while the host waits for the people (each counts once per showing). */
  private readonly pressed = new Set<string>();
  private receivedAt = 0;
  private stageStart = 0;
  /** The filled width the bar was last drawn with (px; -1: not drawn since the last layout). */
  private barShown = -1;

  constructor(protected readonly services: AppServices) {
    this.titleBox.addChild(this.title);
    this.root.addChild(this.backdrop, this.decor, this.body, this.titleBox, this.subtitle, this.hint, this.bar);
  }

  /** Lays out everything below the title for the current snapshot and size. */
  protected abstract layoutBody(): void;
  /** The player lines as shown. */
  protected abstract describeLines(): LineDescription[];
  /** Starts the screen's animation for a snapshot (count-up, confetti). */
  protected abstract animate(snapshot: Snapshot | null): void;
  /** Stops every animation of the screen. */
  protected abstract stop(): void;

  show(snapshot: Snapshot | null): void {
    this.snapshot = snapshot;
    this.sent = false;
    this.pressed.clear();
    this.shownAt = performance.now();
    this.receivedAt = this.shownAt;
    this.stageStart = snapshot?.now ?? 0;
    this.barShown = -1;
    this.layout();
    this.animate(snapshot);
  }

  hide(): void {
    this.stop();
  }

  update(snapshot: Snapshot): void {
    const sameStage = this.snapshot?.stage === snapshot.stage;
    this.snapshot = snapshot;
    this.receivedAt = performance.now();
    if (!sameStage) this.stageStart = snapshot.now;
    this.layout();
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.layout();
  }

  input(events: readonly InputEvent[]): void {
    for (const e of events) {
      if (e.type !== 'action') continue;
      if (e.action.kind === 'confirm' && this.snapshot?.waiting) this.pressContinue(e);
      else this.onAction(e.action.kind);
    }
  }

  /**
   * While the host waits for the people, a confirm is that person's press (or, from an unseated device, the host's):
   * each device's counts once per showing.
   */
  private pressContinue(e: Extract<InputEvent, { type: 'action' }>): void {
    const snap = this.snapshot;
    if (!snap || this.sent || !acceptConfirm(this.shownAt, performance.now(), false)) return;
    const key = deviceKey(e.device);
    if (this.pressed.has(key)) return;
    this.pressed.add(key);
    const seat = seatOfDevice(snap.seats, e.device);
    if (seat === null || seat === snap.waiting?.host) this.sent = true;
    this.services.sounds.play('confirm');
    this.services.send(seat === null ? { t: 'control', op: 'continue' } : { t: 'control', op: 'continue', seat });
    this.services.requestRender();
  }

  /** Confirm sends 'continue' once; other screens override to drive a menu. */
  protected onAction(kind: string): void {
    if (kind === 'confirm') this.sendOnce(['continue']);
  }

  /** Sends control ops at most once per showing (two players pressing A together skip one screen, not two). */
  protected sendOnce(ops: readonly ('continue' | 'end-match' | 'start-match')[]): boolean {
    if (!acceptConfirm(this.shownAt, performance.now(), this.sent)) return false;
    this.sent = true;
    this.services.sounds.play('confirm');
    for (const op of ops) this.services.send({ t: 'control', op });
    this.services.requestRender();
    return true;
  }

  tick(_now: number): boolean {
    const snap = this.snapshot;
    if (!snap || snap.stageEndsAt === null) return false;
    const now = sessionNow(snap.now, this.receivedAt, performance.now(), snap.paused);
    const p = stageProgress(this.stageStart, snap.stageEndsAt, now);
    // Redrawn only when the filled part grows by a whole pixel (not on every frame of a long stage).
    if (this.barPixels(p) === this.barShown) return false;
    this.drawBar(p);
    return true;
  }

  /** True while the stage timer bar still moves with time alone (the loop keeps its frames coming). */
  moving(): boolean {
    const snap = this.snapshot;
    if (!snap || snap.stageEndsAt === null || snap.paused) return false;
    return this.barShown < 0 || this.barShown < this.barPixels(1);
  }

  /** The filled width of the timer bar at progress `p`, in whole pixels (0: empty). */
  private barPixels(p: number): number {
    if (p <= 0) return 0;
    const h = 10 * this.scale;
    return Math.round(Math.max(h, this.barPlace().w * p));
  }

  /** What the screen shows, as plain data. */
  describe(): ResultsDescription {
    return {
      title: this.title.text,
      subtitle: this.subtitle.text,
      lines: this.describeLines(),
      menu: this.describeMenu(),
      settled: this.settled(),
      confirmReady: acceptConfirm(this.shownAt, performance.now(), this.sent),
      prompt: this.continueHint(),
    };
  }

  /** The results parts of the snapshot's game (its GameUi), null for a game this renderer does not know. */
  protected results(): RoundColumns | null {
    return this.snapshot ? (gameUi(this.snapshot.game)?.results ?? null) : null;
  }

  /** The menu labels, when the screen has a menu. */
  protected describeMenu(): string[] {
    return [];
  }

  /** Whether every animated number has reached its value. */
  protected settled(): boolean {
    return true;
  }

  /** Title text and the line under it. */
  protected abstract heading(): { title: string; subtitle: string; titleColor?: number; titleSize?: number };

  /** Redraws the frame and the body. */
  protected layout(): void {
    const s = (this.scale = uiScale(this.width, this.height));
    const looks = this.snapshot ? playerLooks(this.snapshot) : [];
    drawBackdrop(
      this.backdrop,
      this.decor,
      this.width,
      this.height,
      s,
      looks.map((l) => l.color),
    );
    const head = this.heading();
    styleTitle(this.title, head.titleSize ?? 92, s, { fill: head.titleColor ?? UI.text });
    fitText(this.title, head.title, this.width * (1 - 2 * SAFE), 0.4);
    this.title.anchor.set(0.5);
    this.titleBox.position.set(this.width / 2, this.height * SAFE + 6 * s + this.title.height / 2);
    this.subtitle.style = textStyle(40, s, { fill: UI.accent, fontWeight: '700' });
    // A long name in a long language must not run the line off the screen: it shrinks a little, then ends in '…'.
    fitText(this.subtitle, head.subtitle, this.width * (1 - 2 * SAFE), 0.7);
    this.subtitle.anchor.set(0.5, 0);
    this.subtitle.position.set(this.width / 2, this.titleBottom() + 2 * s);
    this.hint.style = textStyle(36, s, { fill: this.snapshot?.waiting ? UI.text : UI.dim, fontWeight: '700', align: 'center' });
    this.hint.text = this.hintText();
    this.hint.anchor.set(0.5, 1);
    this.hint.position.set(this.width / 2, this.height * (1 - SAFE) - 26 * s);
    this.layoutBody();
    this.bar.clear();
    this.barShown = -1;
    this.tick(performance.now());
  }

  /** The bottom edge of the title on screen. */
  protected titleBottom(): number {
    return this.titleBox.y + this.title.height / 2;
  }

  /** The hint above the timer bar. */
  protected hintText(): string {
    return this.continueHint();
  }

  /** Who presses what to continue (and who else is still waited for), one or two lines. */
  protected continueHint(): string {
    const prompt = continuePrompt(this.snapshot, this.services.viewer === true);
    return prompt.others === '' ? prompt.main : `${prompt.main}\n${prompt.others}`;
  }

  /** The top of the footer (hint), where the body must end. */
  protected footerTop(): number {
    return this.hint.y - this.hint.height - 24 * this.scale;
  }

  /** Where the stage timer bar goes: centred at the bottom of the safe area unless a screen says otherwise. */
  protected barPlace(): { x: number; y: number; w: number } {
    const w = 640 * this.scale;
    return { x: (this.width - w) / 2, y: this.height * (1 - SAFE) - 10 * this.scale, w };
  }

  private drawBar(p: number): void {
    const filled = this.barPixels(p);
    this.barShown = filled;
    const h = 10 * this.scale;
    const { x, y, w } = this.barPlace();
    this.bar
      .clear()
      .roundRect(x, y, w, h, h / 2)
      .fill({ color: 0xffffff, alpha: 0.14 });
    if (filled > 0) this.bar.roundRect(x, y, filled, h, h / 2).fill(UI.accent);
  }
}
