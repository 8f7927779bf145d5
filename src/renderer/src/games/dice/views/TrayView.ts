/** One seat's area: its name and total, its dice (their faces, hidden while they roll), the reroll lock ring and its button map. */
import { motion } from '@renderer/ui/motion';
import { Container, Graphics, Text } from 'pixi.js';
import type { Die } from '@shared/games/dice/state';
import type { Seat } from '@shared/seats';
import { PLAYER_COLORS } from '@shared/seats';
import type { Rect } from '@renderer/layout/rect';
import { fitText } from '@shared/fit-text';
import { drawSeatEmblem } from '@renderer/ui/seat-emblem';
import { sharedTextStyle, UI } from '@renderer/ui/style';
import { shortSeatHint } from '../../seat-hint';
import { dieRect, type TrayArea } from '../layout/dice-layout';
import { DieView } from './DieView';

/** What an area shows, for the end-to-end tests. */
export interface TrayDescription {
  readonly name: string;
  /** The dice still in the tray, "r3" style (colour letter and value; "r?" while hidden). */
  readonly dice: readonly string[];
  readonly total: number;
  readonly rolling: boolean;
  readonly hints: string;
  /** The F1 lock or "too slow" word on the tray, '' for none. */
  readonly notice: string;
}

/** What a seat's area draws besides its tray. */
export interface TrayInfo {
  readonly seat: Seat;
  readonly total: number;
  /** 0..1 of the reroll lock left (0: the dice lie still). */
  readonly rolling: number;
  readonly hints: string;
  readonly badge: string | null;
  readonly finisher: boolean;
  /** F1: the seat is locked after a wrong play (the tray dims under the word), or a refusal came too late; null: neither. */
  readonly notice: { readonly text: string; readonly locked: boolean } | null;
}

/** A seat's area. */
export class TrayView extends Container {
  private readonly panel = new Graphics();
  private readonly ring = new Graphics();
  private readonly nameText = new Text({ text: '' });
  private readonly score = new Text({ text: '' });
  private readonly hint = new Text({ text: '' });
  private readonly veil = new Graphics();
  private readonly noticeText = new Text({ text: '' });
  private readonly dice = new Container();
  private views: DieView[] = [];
  private area: TrayArea | null = null;
  private shown: TrayDescription = { name: '', dice: [], total: 0, rolling: false, hints: '', notice: '' };
  private wobble: gsap.core.Tween | null = null;

  constructor() {
    super();
    this.addChild(this.panel, this.dice, this.ring, this.nameText, this.score, this.hint, this.veil, this.noticeText);
  }

  layout(area: TrayArea): void {
    this.area = area;
    this.shown = { ...this.shown, dice: [] };
  }

  /** Where die `i` of `count` lies, design px (for a die flying to the board). */
  dieRect(i: number, count: number): Rect | null {
    return this.area ? dieRect(this.area, i, count) : null;
  }

  /** The dice of the tray in order (unplaced only) with their die numbers. */
  static unplaced(tray: readonly Die[]): { die: number; d: Die }[] {
    return tray.flatMap((d, die) => (d.placed ? [] : [{ die, d }]));
  }

  update(tray: readonly Die[], info: TrayInfo): void {
    const a = this.area;
    if (!a) return;
    const { rect } = a;
    const hex = PLAYER_COLORS[info.seat.color]?.hex ?? UI.text;
    this.panel.clear();
    this.panel.roundRect(rect.x, rect.y, rect.w, rect.h, 18).fill({ color: UI.panel, alpha: 0.82 });
    this.panel
      .roundRect(rect.x, rect.y, rect.w, rect.h, 18)
      .stroke({ color: info.finisher ? UI.accent : hex, width: info.finisher ? 8 : 4 });
    const px = Math.max(a.label * 0.78, a.text);
    drawSeatEmblem(this.panel, info.seat.color, rect.x + 14 + px * 0.5, rect.y + a.label * 0.55, px * 0.5);
    this.nameText.style = sharedTextStyle(px, 1, { fill: hex });
    this.nameText.text = fitText(
      info.badge ? `${info.seat.name} · ${info.badge}` : info.seat.name,
      Math.max(4, Math.floor((rect.w * 0.7 - px * 1.2) / (px * 0.55))),
    );
    this.nameText.anchor.set(0, 0.5);
    this.nameText.position.set(rect.x + 14 + px * 1.2, rect.y + a.label * 0.55);
    const left = TrayView.unplaced(tray);
    this.score.style = sharedTextStyle(px, 1, { fill: UI.text });
    this.score.text = String(info.total);
    this.score.anchor.set(1, 0.5);
    this.score.position.set(rect.x + rect.w - 14, rect.y + a.label * 0.55);
    this.hint.style = sharedTextStyle(a.text, 1, { fill: UI.dim });
    this.hint.text = info.hints;
    this.hint.anchor.set(0.5, 0.5);
    this.hint.position.set(rect.x + rect.w / 2, rect.y + rect.h - a.label * 0.5);
    // A long hint (a 12-seat tray is narrow) says less rather than shrinking under the table's word size: a bot its
    // level alone. Only what still does not fit shrinks to its own tray instead of running into the next one.
    this.hint.scale.set(1);
    const room = rect.w * 0.92;
    if (this.hint.width > room) this.hint.text = shortSeatHint(info.seat, info.hints);
    this.hint.scale.set(Math.min(1, room / Math.max(1, this.hint.width)));
    const hideFaces = info.rolling > 0;
    while (this.views.length < left.length) this.dice.addChild((this.views[this.views.length] = new DieView()));
    this.views.forEach((view, i) => {
      const entry = left[i];
      view.visible = entry !== undefined;
      if (!entry) return;
      const r = dieRect(a, i, left.length);
      view.set({ color: entry.d.color, value: hideFaces ? null : entry.d.value, ring: null }, r.w);
      view.position.set(r.x + r.w / 2, r.y + r.h / 2);
      if (!hideFaces) view.rotation = 0;
    });
    this.drawRing(info.rolling, hex);
    this.drawNotice(info.notice);
    this.setWobble(hideFaces);
    this.shown = {
      name: info.seat.name,
      dice: left.map(({ d }) => `${d.color}${hideFaces || d.value === null ? '?' : d.value}`),
      total: info.total,
      rolling: hideFaces,
      hints: info.hints,
      notice: info.notice?.text ?? '',
    };
  }

  /** F1: a locked tray dims under the word; a refusal that came too late shows the word alone. */
  private drawNotice(notice: TrayInfo['notice']): void {
    const a = this.area;
    this.veil.clear();
    this.noticeText.visible = notice !== null && a !== null;
    if (!a || !notice) return;
    const { rect } = a;
    if (notice.locked) this.veil.roundRect(rect.x, rect.y, rect.w, rect.h, 18).fill({ color: 0x05070d, alpha: 0.55 });
    this.noticeText.style = sharedTextStyle(Math.max(a.label * 1.1, 34), 1, {
      fill: notice.locked ? UI.text : UI.accent,
      stroke: { color: 0x05070d, width: 6 },
    });
    this.noticeText.text = notice.text;
    this.noticeText.anchor.set(0.5, 0.5);
    this.noticeText.position.set(rect.x + rect.w / 2, rect.y + rect.h / 2);
    this.noticeText.scale.set(1);
    this.noticeText.scale.set(Math.min(1, (rect.w * 0.9) / Math.max(1, this.noticeText.width)));
  }

  /** The reroll lock ring: a circle around the tray that drains as the dice settle. */
  private drawRing(left: number, color: number): void {
    const a = this.area;
    this.ring.clear();
    if (!a || left <= 0) return;
    const cx = a.rect.x + a.rect.w - a.label * 0.5 - 14 - a.label * 1.2;
    const cy = a.rect.y + a.label * 0.55;
    const r = a.label * 0.34;
    this.ring.circle(cx, cy, r).stroke({ color: 0x000000, width: r * 0.45, alpha: 0.4 });
    // The arc starts where the pen is: move it to the arc's start first, or a line is drawn there from the corner.
    this.ring
      .moveTo(cx, cy - r)
      .arc(cx, cy, r, -Math.PI / 2, -Math.PI / 2 + 2 * Math.PI * Math.min(1, left))
      .stroke({ color, width: r * 0.45 });
  }

  private setWobble(on: boolean): void {
    if (on && !this.wobble) {
      const views = this.views;
      this.wobble = motion.to(
        { t: 0 },
        {
          t: 1,
          duration: 0.12,
          repeat: -1,
          onRepeat: () => {
            for (const v of views) v.rotation = (Math.random() - 0.5) * 0.6;
          },
        },
      );
    } else if (!on && this.wobble) {
      this.wobble.kill();
      this.wobble = null;
      for (const v of this.views) v.rotation = 0;
    }
  }

  /** Stops the rolling wobble (the table goes away). */
  stop(): void {
    this.setWobble(false);
  }

  describe(): TrayDescription {
    return this.shown;
  }
}
