/**
 * Ligretto Dice's animations, planned and played here: a placed die flies from its tray to its field, a roll rattles,
 * the start call and the finish show their banners.
 */
import { motion } from '@renderer/ui/motion';
import { Container } from 'pixi.js';
import { colorIndex, type DiceEvent, type DiceState } from '@shared/games/dice/state';
import { t } from '@renderer/games/dice/i18n/translate';
import type { AppServices } from '@renderer/app/Screen';
import type { Rect } from '@renderer/layout/rect';
import { UI } from '@renderer/ui/style';
import { DieView } from '../views/DieView';

/** What the animations move, light and call out. */
export interface DiceAnimationTarget {
  /** A die's place among the `count` dice left in a tray, null without that tray. */
  dieRect(player: number, index: number, count: number): Rect | null;
  /** A field of the board, null without a layout. */
  fieldRect(set: number, color: number, field: number): Rect | null;
  /** The board's field size (px), null without a layout. */
  fieldSize(): number | null;
  /** A player's seat colour. */
  ringOf(player: number): number;
  nameOf(player: number): string;
  /** A die landed on its field at `to` in the colour of its player. */
  landed(to: Rect, color: number): void;
  banner(title: string, sub: string, color: number, ms: number): void;
  /** The board and trays draw again (a flying die's field shows it). */
  redraw(): void;
}

/** The dice animations of one table. */
export class DiceAnimation {
  /** Flying dice, drawn over the board and the trays. */
  readonly layer = new Container();
  /** Fields whose die is still flying there ("set:colour:field"). */
  readonly inFlight = new Set<string>();
  private readonly flights = new Set<gsap.core.Animation>();

  constructor(
    private readonly target: DiceAnimationTarget,
    private readonly services: Pick<AppServices, 'sounds' | 'requestRender'>,
  ) {}

  /** Dice are in the air. */
  get flying(): boolean {
    return this.flights.size > 0;
  }

  /** Plays the events: dice flying to their fields, rolls rattling, the start call and the finish. */
  play(events: readonly DiceEvent[], game: DiceState): void {
    const sounds = this.services.sounds;
    for (const e of events) {
      switch (e.type) {
        case 'start-call':
          sounds.play('start');
          this.target.banner(t('dice.go'), '', UI.accent, 900);
          break;
        case 'rolled':
          sounds.play('flip');
          break;
        case 'placed':
          sounds.play('play');
          this.fly(e, game);
          break;
        case 'round-stopped':
          sounds.play('stop');
          this.target.banner(t('dice.finish'), t('dice.finished', { name: this.target.nameOf(e.player) }), UI.accent, 2200);
          break;
        default:
          break;
      }
    }
  }

  /** A placed die flies from its place in the tray to its field. */
  private fly(e: Extract<DiceEvent, { type: 'placed' }>, game: DiceState): void {
    const track = game.board[e.set]?.[colorIndex(e.color)];
    const to = this.target.fieldRect(e.set, colorIndex(e.color), e.value - 1);
    const before = game.trays[e.player]?.filter((d, i) => !d.placed || i === e.die) ?? [];
    const index = before.findIndex((d) => d === game.trays[e.player]?.[e.die]);
    const from = this.target.dieRect(e.player, Math.max(0, index), before.length);
    const field = this.target.fieldSize();
    if (!to || !from || !track || field === null) return;
    const key = `${e.set}:${colorIndex(e.color)}:${e.value - 1}`;
    const die = new DieView();
    const size = field * 0.86;
    const ring = this.target.ringOf(e.player);
    die.set({ color: e.color, value: e.value, ring }, size);
    die.position.set(from.x + from.w / 2, from.y + from.h / 2);
    die.scale.set(from.w / size);
    this.layer.addChild(die);
    this.inFlight.add(key);
    // Under reduced motion the flight lasts no time and GSAP completes it inside `to()`, before `anim` is assigned:
    // `landed` says so, and the flight is then never kept.
    let anim: gsap.core.Tween | null = null;
    let landed = false;
    const done = (): void => {
      landed = true;
      this.inFlight.delete(key);
      die.destroy();
      this.target.landed(to, this.target.ringOf(e.player));
      if (anim) this.flights.delete(anim);
      this.target.redraw();
      this.services.requestRender();
    };
    anim = motion.to(die, {
      x: to.x + to.w / 2,
      y: to.y + to.h / 2,
      rotation: Math.PI * 2,
      duration: 0.32,
      ease: 'power2.out',
      onUpdate: () => this.services.requestRender(),
      onComplete: done,
    });
    if (landed) return;
    motion.to(die.scale, { x: 1, y: 1, duration: 0.32, ease: 'power2.out' });
    this.flights.add(anim);
  }

  /** Lands every die in the air at once (a new round, a new layout, another screen). */
  land(): void {
    for (const anim of [...this.flights]) anim.progress(1);
    this.flights.clear();
    this.inFlight.clear();
    this.layer.removeChildren().forEach((c) => c.destroy());
  }
}
