/** Coloretto's table: the rows in the centre, whose turn it is with the timer and the drawn card, every player's collection. */
import { Container } from 'pixi.js';
import type { Card } from '@shared/games/coloretto/cards';
import type { BuiltInEvent } from '@shared/games/contracts';
import { colorettoEventSchema, type ColorettoEvent, type ColorettoState } from '@shared/games/coloretto/state';
import type { HostMessage, Snapshot } from '@shared/protocol';
import type { Seat } from '@shared/seats';
import type { AppServices } from '@renderer/app/Screen';
import { t } from '@renderer/games/coloretto/i18n/translate';
import { deviceKey, deviceOfBinding, type InputEvent } from '@renderer/input/index';
import { UI } from '@renderer/ui/style';
import type { GameTable } from '../game-ui';
import { eventsOf, FlatBackdrop, TableFrame, type FrameDescription } from '../table-frame';
import { ColorettoAnimation, type ToastDescription } from './animation/coloretto-animation';
import { colorettoIntentFor } from './input/bindings';
import { RowCursor } from './input/RowCursor';
import { colorettoLayout, type ColorettoLayout } from './layout/coloretto-layout';
import { deckLeft } from '@shared/games/coloretto/view';
import { lookOf, panelModels, timerMoving, timerSeconds, timerShare } from './model';
import { colorettoState } from './snapshot-state';
import { colorettoHintSpot, colorettoSpotPart } from './hint-spot';
import { controllerOf, reasonText, turnHint } from './table-text';
import { PanelView, type PanelDescription } from './views/PanelView';
import { RowView } from './views/RowView';
import { TurnBar } from './views/TurnBar';
import { seatRoundTrip, withRoundTrip } from '@renderer/ui/round-trip';

/** The table's backdrop colour. */
const BACKDROP = 0x131a33;

/** What Coloretto's table shows, for the end-to-end tests. */
export interface ColorettoTableDescription extends FrameDescription {
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
  /** The toast last shown (a timed-out turn, a refusal naming the seat), null before any. */
  readonly toast: ToastDescription | null;
  /** Where the rows, panels and the toast strip lie (screen px), null before the first layout. */
  readonly layout: ColorettoLayout | null;
}

/** Coloretto's running table screen. */
export class ColorettoTable implements GameTable<ColorettoTableDescription> {
  readonly id = 'table' as const;
  readonly actions = new RowCursor();
  /** Backdrop, countdown, banner, replay bar and the shared presses: what every table shows alike. */
  private readonly frame: TableFrame<ColorettoState, ColorettoEvent>;
  private readonly rowLayer = new Container();
  private readonly panelLayer = new Container();
  private readonly bar = new TurnBar();
  private readonly animation: ColorettoAnimation;
  private rows: RowView[] = [];
  private panels: PanelView[] = [];
  private layout: ColorettoLayout | null = null;
  private layoutKey = '';
  private shownTimer = '';
  private cursor: number | null = null;

  constructor(private readonly services: AppServices) {
    this.frame = new TableFrame(services, new FlatBackdrop(BACKDROP), { state: colorettoState, events: eventsOf(colorettoEventSchema) });
    this.animation = new ColorettoAnimation(
      {
        nameOf: (player) => {
          const snapshot = this.frame.snapshot;
          return snapshot ? lookOf(snapshot, player).name : '';
        },
        banner: (title, sub, color, ms) => this.frame.showBanner(title, sub, color, ms),
        drawnCard: () => this.bar.drawnCard(),
        toastAt: () => ({ ...this.frame.size, scale: this.frame.scale, strip: this.layout?.toast ?? null }),
      },
      services,
    );
    this.frame.layers(this.rowLayer, this.panelLayer, this.bar, this.animation.toast);
  }

  get root(): Container {
    return this.frame.root;
  }

  show(snapshot: Snapshot | null): void {
    if (snapshot) this.update(snapshot, []);
  }

  hide(): void {
    this.frame.hide();
  }

  resize(width: number, height: number): void {
    this.frame.resize(width, height);
    this.layoutKey = '';
    const snapshot = this.frame.snapshot;
    if (snapshot) this.update(snapshot, []);
  }

  private relayout(game: ColorettoState): ColorettoLayout {
    const height = this.frame.tableHeight;
    const width = this.frame.size.w;
    const key = `${game.collections.length}|${game.rows.length}|${width}x${height}`;
    if (key === this.layoutKey && this.layout) return this.layout;
    this.layoutKey = key;
    // The timer ring is drawn where the band lies: a new layout draws it again even when its seconds did not change.
    this.shownTimer = '';
    const layout = colorettoLayout(game.collections.length, game.rows.length, width, height);
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
    this.animation.placeToast();
    return layout;
  }

  update(snapshot: Snapshot, builtIn: readonly BuiltInEvent[]): void {
    const opened = this.frame.open(snapshot, builtIn);
    if (!opened) return;
    const { state: game, events } = opened;
    this.relayout(game);
    this.actions.setRows(game.rows.map((r) => !r.taken));
    this.draw(snapshot, game);
    this.animation.play(events);
    // The events name who took which row: the rows' labels follow.
    if (events.length > 0) this.draw(snapshot, game);
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
        .forEach((sprite) => this.animation.pop(sprite));
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
      hint:
        look === null || game.phase !== 'playing'
          ? t('coloretto.scoring')
          : withRoundTrip(turnHint(game, controller), seatRoundTrip(snapshot.remote, snapshot.players[game.turn ?? -1] ?? -1)),
      deck: `${t('coloretto.deck')}: ${t('coloretto.deckLeft', { n: deckLeft(game) })}`,
      lastRound: game.lastRound ? t('coloretto.lastRound') : null,
      drawn: game.drawn,
      drawnLabel: t('coloretto.drawn'),
    });
    this.drawHints(game);
  }

  /** Live hints (issue 30): the deck to draw from, or the row to place on or take, pulses for the stuck seat on turn. */
  private drawHints(game: ColorettoState): void {
    const scale = this.frame.scale;
    const targets = this.frame.hints().flatMap((h) => {
      const spot = colorettoHintSpot(h, game.rows.length);
      const row = spot?.kind === 'row' ? this.layout?.rows[spot.row] : undefined;
      const at = spot?.kind === 'deck' ? this.bar.deckSpot() : row ? { spot: row, within: row } : null;
      return spot && at ? [{ seat: h.seat, part: colorettoSpotPart(spot), ...at, scale }] : [];
    });
    this.frame.pulse(targets);
  }

  /** Who took row `row` this round: the seat out of the round whose move took it is not in the state, so the events tell. */
  private takerOf(snapshot: Snapshot, _game: ColorettoState, row: number): string | null {
    const player = this.animation.takerOf(row);
    return player === undefined ? null : lookOf(snapshot, player).name;
  }

  message(msg: HostMessage): void {
    const snapshot = this.frame.snapshot;
    const refusal = this.frame.refusal(msg);
    if (!refusal || !snapshot || refusal.player < 0) return;
    this.services.sounds.play('reject');
    // The toast names the seat; its panel (and the card it holds, on its turn) shakes and drops back into place.
    this.animation.showToast(`${lookOf(snapshot, refusal.player).name}: ${reasonText(refusal.msg.reason)}`, UI.bad);
    const game = this.frame.state();
    const panel = this.panels[refusal.player];
    const holding = game?.turn === refusal.player && game.drawn !== null;
    this.animation.refused([...(panel ? [panel] : []), ...(holding ? [this.bar.drawnCard()] : [])], this.frame.scale);
  }

  input(events: readonly InputEvent[]): void {
    const snapshot = this.frame.snapshot;
    const game = this.frame.state();
    if (!snapshot || !game) return;
    for (const { seat, player, action } of this.frame.actions(events)) {
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
    const frame = this.frame.tick(now);
    return this.tickTimer(now) || frame;
  }

  /** The countdown's numeral, the turn timer's ring or the replay bar still changes with time alone. */
  moving(): boolean {
    const now = performance.now();
    const snap = this.frame.snapshot;
    const game = this.frame.state();
    const timer = snap !== null && game !== null && timerMoving(snap, game, now, this.frame.receivedAt);
    return timer || this.frame.moving(now);
  }

  private tickTimer(now: number): boolean {
    const snap = this.frame.snapshot;
    const game = this.frame.state();
    if (!snap || !game) return false;
    const share = timerShare(snap, game, now, this.frame.receivedAt);
    const secs = timerSeconds(snap, now, this.frame.receivedAt);
    // Redraw the ring about 30 times a second at most: it changes by 1/30 of a second's share.
    const key = share === null ? '' : `${secs}|${Math.round(share * (game.options.turnSeconds ?? 1) * 30)}`;
    if (key === this.shownTimer) return false;
    if (secs !== null && secs <= 5 && secs > 0 && !this.shownTimer.startsWith(`${secs}|`)) this.services.sounds.play('tick');
    this.shownTimer = key;
    this.bar.setTimer(share, secs);
    return true;
  }

  describe(): ColorettoTableDescription {
    const snap = this.frame.snapshot;
    const game = this.frame.state();
    const n = game?.collections.length ?? 0;
    const timer = snap && game ? timerSeconds(snap, performance.now(), this.frame.receivedAt) : null;
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
      toast: this.animation.describeToast(),
      layout: this.layout,
      ...this.frame.describe(),
    };
  }

  private barText(which: 'title' | 'hint'): string {
    return this.bar.text(which);
  }
}
