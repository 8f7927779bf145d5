/**
 * Coloretto's animations, planned and played here: the sounds and banners of its events, the pop of a drawn or placed
 * card, the short toast of a timed-out turn or a refusal, and who took which row this round (the events tell).
 */
import { gsap } from 'gsap';
import { Text, type Container } from 'pixi.js';
import type { ColorettoEvent } from '@shared/games/coloretto/state';
import type { AppServices } from '@renderer/app/Screen';
import { t } from '@renderer/games/coloretto/i18n/translate';
import { sharedTextStyle, UI } from '@renderer/ui/style';

/** What the animations call on. */
export interface ColorettoAnimationTarget {
  nameOf(player: number): string;
  banner(title: string, sub: string, color: number, ms: number): void;
  /** The drawn card's view on the turn bar (it pops when a card is drawn). */
  drawnCard(): Container;
  /** Where the toast shows: the screen's size, scale and the free strip's centre line (null: a quarter down). */
  toastAt(): { readonly w: number; readonly h: number; readonly scale: number; readonly y: number | null };
}

/** Coloretto's animations of one table. */
export class ColorettoAnimation {
  /** The toast, over the rows and panels. */
  readonly toast = new Text({ text: '' });
  private toastTween: gsap.core.Tween | null = null;
  /** Who took each row this round: the seat out of the round whose move took it is not in the state. */
  private readonly takers = new Map<number, number>();

  constructor(
    private readonly target: ColorettoAnimationTarget,
    private readonly services: Pick<AppServices, 'sounds' | 'requestRender'>,
  ) {
    this.toast.anchor.set(0.5);
    this.toast.visible = false;
  }

  /** The engine player who took row `row` this round, undefined while it is open. */
  takerOf(row: number): number | undefined {
    return this.takers.get(row);
  }

  /** Plays the events' sounds, banners and pops. */
  play(events: readonly ColorettoEvent[]): void {
    const sounds = this.services.sounds;
    const name = (p: number): string => this.target.nameOf(p);
    for (const e of events) {
      switch (e.type) {
        case 'game-started':
          this.takers.clear();
          sounds.play('start');
          break;
        case 'drew':
          sounds.play('flip');
          this.pop(this.target.drawnCard());
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
          this.target.banner(t('coloretto.lastRound'), t('coloretto.lastRoundSub', { name: name(e.player) }), UI.bad, 2200);
          break;
        case 'timed-out':
          this.showToast(t('coloretto.timedOut', { name: name(e.player) }), UI.accent);
          break;
        case 'round-ended':
          this.takers.clear();
          if (e.next !== null) {
            sounds.play('confirm');
            this.target.banner(
              t('coloretto.roundEnded', { n: e.round }),
              t('coloretto.roundNext', { name: name(e.next) }),
              UI.accent,
              1800,
            );
          }
          break;
        case 'game-over':
          sounds.play('stop');
          this.target.banner(t('coloretto.gameOver'), '', UI.accent, 2200);
          break;
      }
    }
  }

  /** A card pops into place. */
  pop(target: Container): void {
    gsap.fromTo(
      target.scale,
      { x: 1.18, y: 1.18 },
      { x: 1, y: 1, duration: 0.25, ease: 'back.out(2)', onUpdate: () => this.services.requestRender() },
    );
  }

  /** A short line in a free strip of the table (never over a row's label), held 2 s, then fading. */
  showToast(text: string, color: number): void {
    const { w, h, scale: s, y } = this.target.toastAt();
    this.toast.style = sharedTextStyle(44, s, { fill: color, stroke: { color: 0x000000, width: 7 * s } });
    this.toast.text = text;
    this.toast.visible = true;
    this.toast.alpha = 1;
    this.toast.position.set(w / 2, y === null ? h / 4 : y);
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
}
