/** The 'table' screen of whichever game the snapshot names: one table per registered game. */
import { Container } from 'pixi.js';
import type { GameId } from '@shared/game';
import type { BuiltInEvent } from '@shared/games/contracts';
import type { HostMessage, Snapshot } from '@shared/protocol';
import type { GameTable, GameUi } from '@renderer/games/game-ui';
import type { InputEvent } from '@renderer/input/index';
import { DESIGN_HEIGHT, DESIGN_WIDTH } from '@renderer/ui/design';
import { releaseTextTextures } from '@renderer/ui/release-texts';
import { HowToCaption, type CaptionDescription } from '../screens/howto/HowToCaption';
import { lessonCaption, lessonTableSnapshot } from '../screens/howto/lesson-model';
import type { AppServices, Screen } from './Screen';

/** Forwards the screen lifecycle to the current game's table, and gives the hub that game's pad actions. */
export class GameTables<D> implements Screen {
  readonly id = 'table' as const;
  readonly root = new Container();
  /** The table comes back every round: its words keep their textures; another game's table lets them go. */
  readonly keepsTexturesHidden = true;
  private readonly tables = new Map<GameId, GameTable<D>>();
  /** Each game's how-to-play buttons per lesson step (its GameUi's `howtoButtons`). */
  private readonly howtoButtons = new Map<GameId, GameUi['howtoButtons']>();
  private current: GameTable<D>;
  private size = { w: DESIGN_WIDTH, h: DESIGN_HEIGHT };
  /** The how-to-play's caption over the lesson's table (stage `howto`, docs/howto.md). */
  private readonly caption = new HowToCaption();
  private teaching = false;

  constructor(
    private readonly services: AppServices,
    games: readonly [GameUi<D>, ...GameUi<D>[]],
  ) {
    const [first, ...rest] = games;
    this.current = this.add(services, first);
    for (const game of rest) this.add(services, game).root.visible = false;
    services.hub.setGame(this.current.actions);
    this.caption.visible = false;
    this.root.addChild(this.caption);
  }

  private add(services: AppServices, game: GameUi<D>): GameTable<D> {
    const table = game.createTable(services);
    this.tables.set(game.id, table);
    this.howtoButtons.set(game.id, game.howtoButtons);
    this.root.addChild(table.root);
    return table;
  }

  /** Switches to the table of `game`; null for a game this renderer does not know. */
  private select(game: GameId): GameTable<D> | null {
    const table = this.tables.get(game) ?? null;
    if (!table) return null;
    if (table !== this.current) {
      this.current.hide();
      this.current.root.visible = false;
      // The night moved on to another game: the table left behind paints its words again if the night comes back.
      releaseTextTextures(this.current.root);
      this.current = table;
      this.services.hub.setGame(table.actions);
      table.root.visible = true;
      table.resize(this.size.w, this.tableHeight(this.size.h));
    }
    return table;
  }

  /** A how-to-play snapshot drawn as the lesson's running table; any other as it is. */
  private shown(snapshot: Snapshot): Snapshot {
    return snapshot.stage === 'howto' && snapshot.lesson ? lessonTableSnapshot(snapshot) : snapshot;
  }

  show(snapshot: Snapshot | null): void {
    if (snapshot) this.select(snapshot.game)?.show(this.shown(snapshot));
  }

  hide(): void {
    this.current.hide();
  }

  update(snapshot: Snapshot, events: readonly BuiltInEvent[]): void {
    const before = this.current;
    const table = this.select(snapshot.game);
    const drawn = this.shown(snapshot);
    if (table && table !== before) table.show(drawn);
    table?.update(drawn, events);
    const lesson = snapshot.stage === 'howto' ? (snapshot.lesson ?? null) : null;
    if (this.teaching !== (lesson !== null)) {
      this.teaching = lesson !== null;
      this.caption.visible = this.teaching;
      this.resize(this.size.w, this.size.h);
    }
    // Nobody plays the lesson's seats from here: presses are menu presses (A, Enter, Esc, Start all skip).
    if (lesson) this.services.hub.setMode('menu');
    if (lesson) {
      const band = this.caption.band;
      this.caption.set(
        lesson,
        lessonCaption(lesson, snapshot.seats, (d) => this.services.hub.hints(d), this.howtoButtons.get(lesson.game)?.[lesson.id] ?? []),
        performance.now(),
      );
      // A long caption grows its band: the lesson's table above it makes room.
      if (this.caption.band !== band) this.current.resize(this.size.w, this.tableHeight(this.size.h));
    }
  }

  /** The table's height: the whole screen, or above the caption's band while a lesson shows. */
  private tableHeight(height: number): number {
    return this.teaching ? Math.round(height * (1 - this.caption.band)) : height;
  }

  resize(width: number, height: number): void {
    this.size = { w: width, h: height };
    // The lesson's table keeps its top part, the caption band the rest: no seat hides under the caption.
    this.caption.resize(width, height);
    this.current.resize(width, this.tableHeight(height));
  }

  input(events: readonly InputEvent[]): void {
    // The how-to-play takes one press to skip: confirm, back or pause on any controller of this screen.
    if (this.teaching) {
      const skip = events.some((e) => e.type === 'action' && ['confirm', 'back', 'pause', 'menu'].includes(e.action.kind));
      if (skip) this.services.send({ t: 'howto', op: 'skip' });
      return;
    }
    this.current.input(events);
  }

  pause(paused: boolean): void {
    this.current.pause?.(paused);
  }

  message(msg: HostMessage): void {
    this.current.message?.(msg);
  }

  tick(now: number): boolean {
    const bar = this.teaching && this.caption.tick(now);
    return (this.current.tick?.(now) ?? false) || bar;
  }

  moving(): boolean {
    if (this.teaching) return true;
    const table = this.current;
    if (!table.tick) return false;
    return table.moving ? table.moving() : true;
  }

  /** The how-to-play caption on show, null when none is. */
  howto(): CaptionDescription | null {
    return this.teaching ? this.caption.describe() : null;
  }

  /** What the current game's table shows. */
  describe(): D {
    return this.current.describe();
  }
}
