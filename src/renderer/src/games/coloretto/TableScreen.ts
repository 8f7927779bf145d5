/** Coloretto's table: the rows in the centre, whose turn it is with the timer and the drawn card, every player's collection. */
import { gsap } from 'gsap';
import { Container, Graphics, Text } from 'pixi.js';
import type { Card } from '@shared/games/coloretto/cards';
import type { ColorettoEvent, ColorettoState } from '@shared/games/coloretto/state';
import type { HostMessage, Snapshot } from '@shared/protocol';
import type { Seat } from '@shared/seats';
import type { AppServices, Screen } from '@renderer/app/Screen';
import { t } from '@renderer/i18n/i18n';
import { deviceKey, deviceOfBinding, type InputEvent } from '@renderer/input/index';
import { TableInput } from '../table-input';
import { CountdownNumeral } from '../countdown-numeral';
import { countdownMoving } from '../host-now';
import { ReplayBar, type ReplayBarDescription } from '@renderer/screens/saves/ReplayBar';
import { Banner } from '@renderer/ui/Banner';
import { DESIGN_HEIGHT, DESIGN_WIDTH, uiScale } from '@renderer/ui/design';
import { sharedTextStyle, UI } from '@renderer/ui/style';
import { colorettoIntentFor } from './input/bindings';
import { RowCursor } from './input/RowCursor';
import { colorettoLayout, type ColorettoLayout } from './layout/coloretto-layout';
import { deckLeft } from '@shared/games/coloretto/view';
import { lookOf, panelModels, timerMoving, timerSeconds, timerShare } from './model';
import { colorettoState } from './snapshot-state';
import { controllerOf, reasonText, turnHint } from './table-text';
import { PanelView, type PanelDescription } from './views/PanelView';
import { RowView } from './views/RowView';
import { TurnBar } from './views/TurnBar';

/** What Coloretto's table shows, for the end-to-end tests. */
export interface ColorettoTableDescription {
  readonly game: 'coloretto';
  readonly rows: readonly { readonly cards: readonly Card[]; readonly taken: boolean }[];
  readonly panels: readonly PanelDescription[];
  /** The engine player on turn, null between turns. */
  readonly turn: number | null;
  readonly title: string;
  readonly hint: string;
  readonly drawn: Card | null;
  readonly deckLeft: number;
  readonly lastRound: boolean;
  /** The timer's seconds as shown, null when none runs. */
  readonly timer: number | null;
  /** The row under the cursor of the seat on turn, null when it has none on this screen. */
  readonly cursor: number | null;
  readonly countdown: string;
  readonly replay: ReplayBarDescription | null;
}

/** Coloretto's running table screen. */
export class ColorettoTable implements Screen {
  readonly id = 'table' as const;
  readonly root = new Container();
  readonly actions = new RowCursor();
  private readonly bg = new Graphics();
  private readonly rowLayer = new Container();
  private readonly panelLayer = new Container();
  private readonly bar = new TurnBar();
  private readonly toast = new Text({ text: '' });
  private readonly countdown = new CountdownNumeral();
  private readonly banner = new Banner();
  private readonly replayBar: ReplayBar;
  /** The presses every table takes alike (pause, continuing a stopped round) and the seats' own. */
  private readonly tableInput: TableInput;
  private rows: RowView[] = [];
  private panels: PanelView[] = [];
  private layout: ColorettoLayout | null = null;
  private layoutKey = '';
  private size = { w: DESIGN_WIDTH, h: DESIGN_HEIGHT };
  private snapshot: Snapshot | null = null;
  private receivedAt = 0;
  private shownTimer = '';
  private cursor: number | null = null;
  private toastTween: gsap.core.Tween | null = null;

  constructor(private readonly services: AppServices) {
    this.replayBar = new ReplayBar(services);
    this.tableInput = new TableInput((msg) => services.send(msg), this.replayBar);
    this.toast.anchor.set(0.5);
    this.toast.visible = false;
    this.root.addChild(this.bg, this.rowLayer, this.panelLayer, this.bar, this.toast, this.countdown, this.banner, this.replayBar);
  }

  show(snapshot: Snapshot | null): void {
    if (snapshot) this.update(snapshot, []);
  }

  hide(): void {
    this.banner.hide();
    this.services.hub.setMode('menu');
  }

  resize(width: number, height: number): void {
    this.size = { w: width, h: height };
    this.layoutKey = '';
    this.bg.clear().rect(0, 0, width, height).fill(0x131a33);
    this.replayBar.resize(width, height);
    if (this.snapshot) this.update(this.snapshot, []);
  }

  private relayout(game: ColorettoState): ColorettoLayout {
    const height = this.size.h - this.replayBar.reserve(this.size.w, this.size.h);
    const key = `${game.collections.length}|${game.rows.length}|${this.size.w}x${height}`;
    if (key === this.layoutKey && this.layout) return this.layout;
    this.layoutKey = key;
    // The timer ring is drawn where the band lies: a new layout draws it again even when its seconds did not change.
    this.shownTimer = '';
    const layout = colorettoLayout(game.collections.length, game.rows.length, this.size.w, height);
    this.layout = layout;
    while (this.rows.length < game.rows.length) this.rowLayer.addChild((this.rows[this.rows.length] = new RowView()));
    while (this.panels.length < game.collections.length) this.panelLayer.addChild((this.panels[this.panels.length] = new PanelView()));
    this.rows.forEach((view, i) => {
      const rect = layout.rows[i];
      view.visible = rect !== undefined;
      if (rect) view.layout(rect, layout.card, layout.scale);
    });
    this.panels.forEach((view, i) => {
      const rect = layout.panels[i];
      view.visible = rect !== undefined;
      if (rect) view.layout(rect, layout.scale);
    });
    this.bar.layout(layout.top, layout.scale);
    return layout;
  }

  update(snapshot: Snapshot, events: readonly unknown[]): void {
    const game = colorettoState(snapshot);
    this.snapshot = snapshot;
    this.receivedAt = performance.now();
    this.tableInput.shown(snapshot.stage, this.receivedAt);
    if (!game) return;
    this.replayBar.update(snapshot);
    this.relayout(game);
    const playing = snapshot.stage === 'playing' || snapshot.stage === 'countdown';
    this.services.hub.setMode(playing && !snapshot.paused && !snapshot.replay ? 'game' : 'menu');
    this.actions.setRows(game.rows.map((r) => !r.taken));
    this.draw(snapshot, game);
    this.play(snapshot, events as readonly ColorettoEvent[]);
    this.tick(performance.now());
  }

  /** The seat on turn, its seat record and how it plays. */
  private turnSeat(snapshot: Snapshot, game: ColorettoState): { seat: Seat | undefined; device: string | null } {
    const seat = game.turn === null ? undefined : snapshot.seats[snapshot.players[game.turn] ?? -1];
    const device = seat?.kind === 'person' && !snapshot.replay ? deviceOfBinding(seat.input) : null;
    return { seat, device: device ? deviceKey(device) : null };
  }

  private draw(snapshot: Snapshot, game: ColorettoState): void {
    const { seat, device } = this.turnSeat(snapshot, game);
    const look = game.turn === null ? null : lookOf(snapshot, game.turn);
    this.cursor = device !== null && game.phase === 'playing' ? this.actions.rowOf(device) : null;
    const hub = this.services.hub;
    const controller = controllerOf(
      seat,
      snapshot.replay
        ? null
        : (s) => {
            const d = deviceOfBinding(s.input);
            return d ? hub.hints(d) : null;
          },
    );
    game.rows.forEach((row, i) => {
      const taker = row.taken ? this.takerOf(snapshot, game, i) : null;
      this.rows[i]
        ?.update(row, {
          label: taker ? t('coloretto.takenBy', { name: taker }) : t('coloretto.row', { n: i + 1 }),
          cursor: this.cursor === i && look ? look.color : null,
          ghost: this.cursor === i && game.drawn !== null ? game.drawn : null,
        })
        .forEach((sprite) => this.pop(sprite));
    });
    panelModels(snapshot, game).forEach((model, i) => this.panels[i]?.update(model, t('coloretto.out')));
    const title =
      look === null
        ? game.scores
          ? t('coloretto.gameOver')
          : t('table.round', { n: game.round })
        : game.drawn !== null
          ? t('coloretto.place', { name: look.name })
          : t('coloretto.turn', { name: look.name });
    this.bar.update({
      title,
      color: look?.color ?? UI.accent,
      hint: look === null || game.phase !== 'playing' ? t('coloretto.scoring') : turnHint(game, controller),
      deck: `${t('coloretto.deck')}: ${t('coloretto.deckLeft', { n: deckLeft(game) })}`,
      lastRound: game.lastRound ? t('coloretto.lastRound') : null,
      drawn: game.drawn,
      drawnLabel: t('coloretto.drawn'),
    });
  }

  /** Who took row `row` this round: the seat out of the round whose move took it is not in the state, so the events tell. */
  private takerOf(snapshot: Snapshot, _game: ColorettoState, row: number): string | null {
    const player = this.takers.get(row);
    return player === undefined ? null : lookOf(snapshot, player).name;
  }

  private readonly takers = new Map<number, number>();

  private play(snapshot: Snapshot, events: readonly ColorettoEvent[]): void {
    const sounds = this.services.sounds;
    const s = uiScale(this.size.w, this.size.h);
    const name = (p: number): string => lookOf(snapshot, p).name;
    for (const e of events) {
      switch (e.type) {
        case 'game-started':
          this.takers.clear();
          sounds.play('start');
          break;
        case 'drew':
          sounds.play('flip');
          this.pop(this.bar.drawnCard());
          break;
        case 'placed':
          sounds.play('play');
          break;
        case 'took':
          this.takers.set(e.row, e.player);
          sounds.play('pile');
          break;
        case 'last-round':
          sounds.play('stop');
          this.banner.show(
            t('coloretto.lastRound'),
            t('coloretto.lastRoundSub', { name: name(e.player) }),
            UI.bad,
            this.size.w,
            this.size.h,
            s,
            2200,
          );
          break;
        case 'timed-out':
          this.showToast(t('coloretto.timedOut', { name: name(e.player) }), UI.accent);
          break;
        case 'round-ended':
          this.takers.clear();
          if (e.next !== null) {
            sounds.play('confirm');
            this.banner.show(
              t('coloretto.roundEnded', { n: e.round }),
              t('coloretto.roundNext', { name: name(e.next) }),
              UI.accent,
              this.size.w,
              this.size.h,
              s,
              1800,
            );
          }
          break;
        case 'game-over':
          sounds.play('stop');
          this.banner.show(t('coloretto.gameOver'), '', UI.accent, this.size.w, this.size.h, s, 2200);
          break;
      }
    }
    if (events.length > 0) this.draw(snapshot, colorettoState(snapshot) as ColorettoState);
  }

  private pop(target: Container): void {
    gsap.fromTo(
      target.scale,
      { x: 1.18, y: 1.18 },
      { x: 1, y: 1, duration: 0.25, ease: 'back.out(2)', onUpdate: () => this.services.requestRender() },
    );
  }

  private showToast(text: string, color: number): void {
    const s = uiScale(this.size.w, this.size.h);
    const layout = this.layout;
    this.toast.style = sharedTextStyle(44, s, { fill: color, stroke: { color: 0x000000, width: 7 * s } });
    this.toast.text = text;
    this.toast.visible = true;
    this.toast.alpha = 1;
    const y = layout ? layout.top.y + layout.top.h + 24 * s : this.size.h / 4;
    this.toast.position.set(this.size.w / 2, y);
    this.toastTween?.kill();
    this.toastTween = gsap.to(this.toast, {
      alpha: 0,
      delay: 1.6,
      duration: 0.4,
      onUpdate: () => this.services.requestRender(),
      onComplete: () => void (this.toast.visible = false),
    });
    this.services.requestRender();
  }

  message(msg: HostMessage): void {
    if (msg.t !== 'rejected' || !this.snapshot) return;
    const player = this.snapshot.players.indexOf(msg.seat);
    if (player < 0) return;
    this.services.sounds.play('reject');
    this.showToast(`${lookOf(this.snapshot, player).name}: ${reasonText(msg.reason)}`, UI.bad);
  }

  input(events: readonly InputEvent[]): void {
    const snapshot = this.snapshot;
    const game = colorettoState(snapshot);
    if (!snapshot || !game) return;
    for (const { seat, player, action } of this.tableInput.actions(snapshot, events)) {
      if (player < 0) continue;
      const intent = colorettoIntentFor(action, player, game);
      if (intent) this.services.send({ t: 'intent', seat, do: intent.do, ...('row' in intent ? { args: { row: intent.row } } : {}) });
      else if (action.kind === 'coloretto-cursor') {
        this.draw(snapshot, game);
        this.services.sounds.play('move');
        this.services.requestRender();
      }
    }
  }

  tick(now: number): boolean {
    const bar = this.replayBar.tick(now);
    return this.tickCountdown(now) || this.tickTimer(now) || bar;
  }

  /** The countdown's numeral, the turn timer's ring or the replay bar still changes with time alone. */
  moving(): boolean {
    const now = performance.now();
    const snap = this.snapshot;
    const game = colorettoState(snap);
    const timer = snap !== null && game !== null && timerMoving(snap, game, now, this.receivedAt);
    return timer || countdownMoving(snap, this.receivedAt, now) || this.replayBar.moving(now);
  }

  private tickTimer(now: number): boolean {
    const snap = this.snapshot;
    const game = colorettoState(snap);
    if (!snap || !game) return false;
    const share = timerShare(snap, game, now, this.receivedAt);
    const secs = timerSeconds(snap, now, this.receivedAt);
    // Redraw the ring about 30 times a second at most: it changes by 1/30 of a second's share.
    const key = share === null ? '' : `${secs}|${Math.round(share * (game.options.turnSeconds ?? 1) * 30)}`;
    if (key === this.shownTimer) return false;
    if (secs !== null && secs <= 5 && secs > 0 && !this.shownTimer.startsWith(`${secs}|`)) this.services.sounds.play('tick');
    this.shownTimer = key;
    this.bar.setTimer(share, secs);
    return true;
  }

  private tickCountdown(now: number): boolean {
    return this.countdown.tick(this.snapshot, this.receivedAt, now, this.size, this.services.sounds);
  }

  describe(): ColorettoTableDescription {
    const snap = this.snapshot;
    const game = colorettoState(snap);
    const n = game?.collections.length ?? 0;
    const timer = snap && game ? timerSeconds(snap, performance.now(), this.receivedAt) : null;
    return {
      game: 'coloretto',
      rows: this.rows.slice(0, game?.rows.length ?? 0).map((r) => r.describe()),
      panels: this.panels.slice(0, n).flatMap((p) => p.describe() ?? []),
      turn: game?.turn ?? null,
      title: this.barText('title'),
      hint: this.barText('hint'),
      drawn: game?.drawn ?? null,
      deckLeft: game ? deckLeft(game) : 0,
      lastRound: game?.lastRound ?? false,
      timer,
      cursor: this.cursor,
      countdown: this.countdown.text,
      replay: this.replayBar.describe(),
    };
  }

  private barText(which: 'title' | 'hint'): string {
    return this.bar.text(which);
  }
}
