/**
 * Coloretto's animations, planned and played here: the sounds and banners of its events, the pop of a drawn or placed
 * card, the short toast of a timed-out turn or a refusal, and who took which row this round (the events tell).
 */
import { motion } from '@renderer/ui/motion';
import { Text, type Container } from 'pixi.js';
import type { ColorettoEvent } from '@shared/games/coloretto/state';
import type { AppServices } from '@renderer/app/Screen';
import { t } from '@renderer/games/coloretto/i18n/translate';
import { sharedTextStyle, UI } from '@renderer/ui/style';
import { fitText } from '@renderer/ui/fit-text';
import { refusedShake } from '../../play-feedback';
import { FEEDBACK_HOLD_MS } from '../../play-feedback-rules';
import type { Rect } from '../layout/coloretto-layout';

/** How long a toast stays fully visible, ms: longer than the shared hold for a ✕ (issue 31), a sentence to read. */
export const TOAST_HOLD_MS = Math.max(FEEDBACK_HOLD_MS, 2000);
/** How long a toast takes to fade, ms. */
const TOAST_FADE_MS = 400;

/** A toast as last shown: its words and where it was drawn (screen px), for the end-to-end tests. */
export interface ToastDescription {
  readonly text: string;
  readonly bounds: Rect;
}

/** What the animations call on. */
export interface ColorettoAnimationTarget {
  nameOf(player: number): string;
  banner(title: string, sub: string, color: number, ms: number): void;
  /** The drawn card's view on the turn bar (it pops when a card is drawn). */
  drawnCard(): Container;
  /** Where the toast shows: the screen's size, scale and the layout's free strip for it (null: none laid out yet). */
  toastAt(): { readonly w: number; readonly h: number; readonly scale: number; readonly strip: Rect | null };
}

/** Coloretto's animations of one table. */
export class ColorettoAnimation {
  /** The toast, over the rows and panels. */
  readonly toast = new Text({ text: '' });
  private toastTween: gsap.core.Tween | null = null;
  private lastToast: ToastDescription | null = null;
  private toastText = '';
  private toastColor: number = UI.bad;
  /** Refused-move shakes running, by what shakes. */
  private readonly shakes = new Map<Container, gsap.core.Tween>();
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
    motion.fromTo(
      target.scale,
      { x: 1.18, y: 1.18 },
      { x: 1, y: 1, duration: 0.25, ease: 'back.out(2)', onUpdate: () => this.services.requestRender() },
    );
  }

  /**
   * A refused move: each of `targets` (the seat's panel, and the drawn card when the seat on turn holds one) lifts off
   * its place, shakes and drops back onto it, the shake every table uses for a refused card.
   */
  refused(targets: readonly Container[], scale: number): void {
    for (const target of targets) {
      this.shakes.get(target)?.progress(1);
      const tween = refusedShake(target, scale);
      tween.eventCallback('onUpdate', () => this.services.requestRender());
      tween.eventCallback('onComplete', () => {
        target.pivot.set(0, 0);
        if (this.shakes.get(target) === tween) this.shakes.delete(target);
        this.services.requestRender();
      });
      this.shakes.set(target, tween);
    }
  }

  /**
   * A short line in the layout's free strip (never over a row's label or a panel), sized to fit it, held
   * TOAST_HOLD_MS, then fading.
   */
  showToast(text: string, color: number): void {
    this.toastText = text;
    this.toastColor = color;
    this.toast.visible = true;
    this.toast.alpha = 1;
    this.placeToast();
    this.toastTween?.kill();
    this.toastTween = motion.to(this.toast, {
      alpha: 0,
      delay: TOAST_HOLD_MS / 1000,
      duration: TOAST_FADE_MS / 1000,
      onUpdate: () => this.services.requestRender(),
      onComplete: () => void (this.toast.visible = false),
    });
    this.services.requestRender();
  }

  /** Sizes and places the toast in the layout's strip (again after a new layout: the toast follows its strip). */
  placeToast(): void {
    if (!this.toast.visible) return;
    const { w, h, scale: s, strip } = this.target.toastAt();
    // The line's box (the face's ascent and descent, about 1.36 em, plus its outline) fits the strip's height.
    const px = strip ? Math.min(44 * s, strip.h / 1.5) : 44 * s;
    this.toast.style = sharedTextStyle(px, 1, { fill: this.toastColor, stroke: { color: 0x000000, width: px * 0.16 } });
    fitText(this.toast, this.toastText, (strip?.w ?? w) * 0.96, 0.6);
    this.toast.position.set(strip ? strip.x + strip.w / 2 : w / 2, strip ? strip.y + strip.h / 2 : h / 4);
    const b = this.toast.getBounds();
    this.lastToast = { text: this.toast.text, bounds: { x: b.x, y: b.y, w: b.width, h: b.height } };
  }

  /** The toast last shown, null before any. */
  describeToast(): ToastDescription | null {
    return this.lastToast;
  }
}
