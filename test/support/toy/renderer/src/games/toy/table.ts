/** The toy game's table: one bar per seat filling towards the target, in the shared table frame. */
import { Container, Graphics, Text } from 'pixi.js';
import type { BuiltInEvent } from '@shared/games/contracts';
import type { HostMessage, Snapshot } from '@shared/protocol';
import type { AppServices } from '@renderer/app/Screen';
import { binding, BUTTON, type BindingRow, type GameInput, type InputEvent } from '@renderer/input/index';
import { sharedTextStyle, UI } from '@renderer/ui/style';
import type { GameTable } from '@renderer/games/game-ui';
import { eventsOf, FlatBackdrop, TableFrame, type FrameDescription } from '@renderer/games/table-frame';
import { TOY_TARGET, toyEventSchema, toyStateSchema, type ToyEvent, type ToyState } from '../../../../shared/games/toy/contract';
import { tt } from './i18n/strings';

/** The toy's one action. */
export interface ToyAction {
  readonly kind: 'toy-press';
}

/** The press row: A on a pad; Space (key set 1) and Enter (key set 2). */
export const TOY_ROWS: readonly BindingRow<ToyAction>[] = [
  binding('game.toy.press', 'game', { kind: 'toy-press' }, BUTTON.south, [['Space'], ['Enter']]),
];

class ToyInput implements GameInput<ToyAction, ToyAction> {
  readonly rows = TOY_ROWS;
  resolve(_device: string, command: ToyAction): ToyAction {
    return command;
  }
  forget(): void {}
}

/** The toy's state in a snapshot of a toy match; null otherwise. */
export function toyState(snapshot: Snapshot | null): ToyState | null {
  if (snapshot?.game !== 'toy-presses') return null;
  const parsed = toyStateSchema.safeParse(snapshot.state);
  return parsed.success ? parsed.data : null;
}

/** What the toy table shows, for the end-to-end test. */
export interface ToyTableDescription extends FrameDescription {
  readonly game: 'toy-presses';
  readonly lanes: readonly { readonly name: string; readonly presses: string }[];
  readonly banner: string;
  readonly goal: string;
}

export class ToyTableScreen implements GameTable<ToyTableDescription> {
  readonly id = 'table' as const;
  readonly actions = new ToyInput();
  private readonly frame: TableFrame<ToyState, ToyEvent>;
  private readonly bars = new Graphics();
  private readonly labels = new Container();
  private readonly goal = new Text({ text: '' });
  private lanes: { name: string; presses: string }[] = [];

  constructor(private readonly services: AppServices) {
    this.frame = new TableFrame(services, new FlatBackdrop(UI.felt), { state: toyState, events: eventsOf(toyEventSchema) });
    this.frame.layers(this.bars, this.labels, this.goal);
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
    this.draw();
  }

  update(snapshot: Snapshot, builtIn: readonly BuiltInEvent[]): void {
    const opened = this.frame.open(snapshot, builtIn);
    if (!opened) return;
    for (const e of opened.events) {
      if (e.type === 'won')
        this.frame.showBanner(tt('wins', { name: this.frame.nameOf(e.player) }), '', this.frame.colourOf(e.player) ?? UI.text, 1500);
    }
    this.draw();
  }

  private draw(): void {
    const game = this.frame.state();
    if (!game) return;
    const s = this.frame.scale;
    const { w } = this.frame.size;
    const h = this.frame.tableHeight;
    const laneH = Math.min(120 * s, (h * 0.7) / Math.max(1, game.presses.length));
    const top = h * 0.2;
    const left = w * 0.25;
    const full = w * 0.5;
    this.bars.clear();
    this.labels.removeChildren().forEach((c) => c.destroy());
    this.lanes = game.presses.map((n, p) => {
      const y = top + p * laneH;
      const colour = this.frame.colourOf(p) ?? UI.text;
      this.bars.roundRect(left, y + laneH * 0.15, full, laneH * 0.7, 12 * s).fill({ color: 0x000000, alpha: 0.25 });
      this.bars.roundRect(left, y + laneH * 0.15, (full * Math.min(n, TOY_TARGET)) / TOY_TARGET, laneH * 0.7, 12 * s).fill(colour);
      const name = this.frame.nameOf(p);
      const presses = tt('presses', { n, target: TOY_TARGET });
      const label = new Text({ text: name, style: sharedTextStyle(40, s, { fill: colour }) });
      label.anchor.set(1, 0.5);
      label.position.set(left - 24 * s, y + laneH / 2);
      const count = new Text({ text: presses, style: sharedTextStyle(40, s, { fill: UI.text }) });
      count.anchor.set(0, 0.5);
      count.position.set(left + full + 24 * s, y + laneH / 2);
      this.labels.addChild(label, count);
      return { name, presses };
    });
    this.goal.style = sharedTextStyle(34, s, { fill: UI.dim });
    this.goal.text = tt('goal', { target: TOY_TARGET });
    this.goal.anchor.set(0.5, 0.5);
    this.goal.position.set(w / 2, top / 2);
    this.services.requestRender();
  }

  message(msg: HostMessage): void {
    if (this.frame.refusal(msg)) this.services.sounds.play('reject');
  }

  input(events: readonly InputEvent[]): void {
    if (!this.frame.state()) return;
    for (const { seat, player, action } of this.frame.actions(events)) {
      if (player >= 0 && action.kind === 'toy-press') this.services.send({ t: 'intent', seat, do: 'press' });
    }
  }

  tick(now: number): boolean {
    return this.frame.tick(now);
  }

  moving(): boolean {
    return this.frame.moving(performance.now());
  }

  describe(): ToyTableDescription {
    const frame = this.frame.describe();
    return {
      game: 'toy-presses',
      lanes: this.lanes,
      banner: this.frame.bannerText(),
      goal: this.goal.text,
      countdown: frame.countdown,
      replay: frame.replay,
      hints: frame.hints,
      nextMatch: frame.nextMatch,
    };
  }
}
