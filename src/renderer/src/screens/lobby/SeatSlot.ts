/** One seat slot of the lobby grid: a dashed "press A to join" outline, or a player card in the seat's colour. */
import { motion } from '@renderer/ui/motion';
import { Container, Graphics, Text } from 'pixi.js';
import { emblemOf } from '@shared/seat-emblems';
import { PLAYER_COLORS, type Seat } from '@shared/seats';
import { drawEmblem } from '@renderer/ui/seat-emblem';
import { t } from '../../i18n/i18n';
import { botLevelLabel } from '../../i18n/labels';
import { textStyle, UI } from '../../ui/style';
import { CardView } from '../../views/cards/CardView';
import { dashedRoundedRect, fitScale } from '../../views/cards/card-layout';
import { inkOn, mixColor } from '../../views/cards/card-palette';
import { deviceLabel } from './lobby-input';
import { withRoundTrip, type SeatRoundTrip } from '../../ui/round-trip';

/** What a slot shows, for describe(). */
export interface SlotDescription {
  readonly kind: string;
  readonly name: string;
  readonly text: string;
}

/** A seat slot; call `show` with the seat and its size whenever either changes. */
export class SeatSlot extends Container {
  private readonly ring = new Graphics();
  private readonly bg = new Graphics();
  private readonly plus = new Graphics();
  private readonly badge = new Graphics();
  private readonly num = new Text({ text: '' });
  private readonly nameText = new Text({ text: '' });
  private readonly sub = new Text({ text: '' });
  private readonly corner = new Text({ text: '' });
  private readonly card = new CardView();
  private kind: Seat['kind'] | null = null;
  private key = '';
  private targeted = false;
  private size = { w: 0, h: 0, s: 1 };

  constructor(
    readonly index: number,
    onTap: (index: number) => void,
  ) {
    super();
    this.bg.eventMode = 'static';
    this.bg.cursor = 'pointer';
    this.bg.on('pointertap', () => onTap(index));
    this.addChild(this.ring, this.bg, this.plus, this.card, this.badge, this.num, this.nameText, this.sub, this.corner);
  }

  /**
   * Draws the seat at w x h and scale s, with the chosen game's handicap badge (null: none) and a remote phone's round
   * trip in ms (null: not remote) and `extra` after the device (the rename hint); pops when the seat fills or empties.
   */
  show(
    seat: Seat,
    w: number,
    h: number,
    s: number,
    badge: string | null = null,
    rtt: SeatRoundTrip = null,
    extra: string | null = null,
  ): void {
    const key = JSON.stringify([seat, w, h, s, t('lobby.join'), badge, rtt, extra]);
    if (key === this.key) return;
    this.key = key;
    if (this.kind !== null && this.kind !== seat.kind) this.pop(seat.kind !== 'open');
    this.kind = seat.kind;
    this.pivot.set(w / 2, h / 2);
    this.size = { w, h, s };
    this.drawRing();
    const hex = PLAYER_COLORS[seat.color]?.hex ?? UI.dim;
    const r = 22 * s;
    this.bg.clear();
    this.plus.clear();
    this.badge.clear();
    if (seat.kind === 'open') this.drawOpen(hex, w, h, s, r);
    else this.drawTaken(seat, hex, w, h, s, r, badge, rtt, extra);
  }

  /** Rings the slot in the accent colour while the host menu's seat lines act on it. */
  setTargeted(on: boolean): void {
    if (on === this.targeted) return;
    this.targeted = on;
    this.drawRing();
  }

  /** The slot's kind and the texts it shows. */
  describe(): SlotDescription {
    const texts = [this.num, this.nameText, this.sub, this.corner].filter((x) => x.visible && x.text !== '').map((x) => x.text);
    return { kind: this.kind ?? 'open', name: this.nameText.visible ? this.nameText.text : '', text: texts.join(' | ') };
  }

  private drawRing(): void {
    const { w, h, s } = this.size;
    const d = 8 * s;
    this.ring.clear();
    if (this.targeted) this.ring.roundRect(-d, -d, w + 2 * d, h + 2 * d, 22 * s + d).stroke({ color: UI.accent, width: 5 * s });
  }

  private drawOpen(hex: number, w: number, h: number, s: number, r: number): void {
    this.bg.roundRect(0, 0, w, h, r).fill({ color: 0x121a2e, alpha: 0.82 });
    for (const pts of dashedRoundedRect(3 * s, 3 * s, w - 6 * s, h - 6 * s, r, 22 * s, 13 * s)) this.bg.poly(pts, false);
    this.bg.stroke({ color: hex, width: 5 * s, alpha: 0.9, cap: 'round' });
    this.setText(this.num, String(this.index + 1), textStyle(34, s, { fill: hex }), 18 * s, 12 * s, 0, 0);
    this.num.alpha = 1;
    this.nameText.visible = false;
    this.card.visible = false;
    this.corner.visible = false;
    const join = textStyle(27, s, { fill: UI.text, align: 'center', wordWrap: true, wordWrapWidth: w - 36 * s, lineHeight: 32 * s });
    this.setText(this.sub, t('lobby.join'), join, w / 2, h - 16 * s, 0.5, 1);
    const room = this.sub.y - this.sub.height - 6 * s;
    const cx = w / 2;
    const cy = room / 2 + 8 * s;
    const pr = Math.min(40 * s, room / 2 - 14 * s);
    // No room for the plus sign in a short cell: the dashed outline and the words say it.
    if (pr < 16 * s) return;
    this.plus
      .circle(cx, cy, pr)
      .fill({ color: hex, alpha: 0.16 })
      .stroke({ color: hex, width: 5 * s });
    const arm = pr * 0.5;
    this.plus
      .moveTo(cx - arm, cy)
      .lineTo(cx + arm, cy)
      .moveTo(cx, cy - arm)
      .lineTo(cx, cy + arm)
      .stroke({ color: hex, width: 7 * s, cap: 'round' });
  }

  private drawTaken(
    seat: Seat,
    hex: number,
    w: number,
    h: number,
    s: number,
    r: number,
    badge: string | null,
    rtt: SeatRoundTrip,
    extra: string | null,
  ): void {
    const bot = seat.kind === 'bot';
    const face = bot ? mixColor(hex, 0x0b0f1a, 0.62) : hex;
    const ink = bot ? UI.text : inkOn(hex);
    const bandH = 58 * s;
    const band = mixColor(hex, 0x05070d, bot ? 0.8 : 0.45);
    this.bg.roundRect(0, 6 * s, w, h, r).fill({ color: 0x000000, alpha: 0.35 });
    this.bg.roundRect(0, 0, w, h, r).fill(face);
    this.bg
      .roundRect(0, h - bandH, w, bandH, r)
      .fill(band)
      .rect(0, h - bandH, w, r)
      .fill(band);
    this.bg.roundRect(0, 0, w, h, r).stroke({ color: bot ? hex : mixColor(hex, 0xffffff, 0.45), width: 4 * s, alignment: 1 });
    this.setText(this.num, String(this.index + 1), textStyle(26, s, { fill: bot ? hex : ink }), 14 * s, 10 * s, 0, 0);
    this.num.alpha = bot ? 1 : 0.6;
    // The seat's emblem beside its number (issue 31): the seat reads by shape as well as colour.
    const er = 13 * s;
    drawEmblem(this.bg, emblemOf(seat.color), 14 * s + this.num.width + 8 * s + er, 10 * s + this.num.height / 2, er, {
      fill: bot ? hex : ink,
    });
    const top = 68 * s;
    // A short cell (the join card and the key chips take the height) shows the card back small at the name's right.
    const compact = h - bandH - top - 12 * s < 48 * s;
    const faceH = h - bandH;
    const smallH = Math.min(56 * s, faceH - 16 * s);
    this.setText(this.nameText, seat.name, textStyle(40, s, { fill: ink }), w / 2, compact ? faceH / 2 : 14 * s, 0.5, compact ? 0.5 : 0);
    this.nameText.scale.x = fitScale(this.nameText.width, compact ? w - 2 * (smallH / 1.4 + 30 * s) : w - 84 * s);
    const device = bot ? `${t('lobby.seatBot')} · ${botLevelLabel(seat.botLevel)}` : withRoundTrip(deviceLabel(seat.input), rtt);
    // A short cell has no room for the handicap pill beside the name: the band says it after the device.
    // A short cell's band says what the seated person can do (rename) over which device they hold (the key chips say that).
    const subText = (compact ? [extra ?? device, badge] : [device, extra]).filter((x) => x !== null).join(' · ');
    this.setText(this.sub, subText, textStyle(26, s, { fill: bot ? hex : UI.text, fontWeight: '800' }), w / 2, h - bandH / 2, 0.5, 0.5);
    this.sub.scale.x = fitScale(this.sub.width, w - 24 * s);
    const cardH = compact ? smallH : h - bandH - top - 12 * s;
    const cardW = cardH / 1.4;
    this.card.visible = true;
    this.card.setSize(cardW, cardH).setBack(seat.back, hex);
    this.card.pivot.set(cardW / 2, cardH / 2);
    if (compact) this.card.position.set(w - 14 * s - cardW / 2, faceH / 2);
    else this.card.position.set(w / 2, top + cardH / 2);
    this.card.rotation = -0.06;
    this.corner.visible = badge !== null && !compact;
    if (badge !== null && !compact) {
      const y = top + cardH - 4 * s;
      this.setText(this.corner, badge, textStyle(24, s, { fill: UI.text }), w / 2, y, 0.5, 0.5);
      const pw = this.corner.width + 24 * s;
      const ph = this.corner.height + 6 * s;
      const bx = w / 2;
      this.badge
        .roundRect(bx - pw / 2, y - ph / 2, pw, ph, ph / 2)
        .fill({ color: 0x05070d, alpha: 0.85 })
        .stroke({ color: UI.accent, width: 2 * s });
    }
  }

  private setText(text: Text, value: string, style: Text['style'], x: number, y: number, ax: number, ay: number): void {
    text.visible = true;
    text.style = style;
    text.text = value;
    text.scale.set(1, 1);
    text.anchor.set(ax, ay);
    text.position.set(x, y);
  }

  private pop(filled: boolean): void {
    motion.killTweensOf(this.scale);
    motion.killTweensOf(this);
    if (filled) motion.fromTo(this.scale, { x: 0.82, y: 0.82 }, { x: 1, y: 1, duration: 0.42, ease: 'back.out(3)' });
    else {
      motion.fromTo(this.scale, { x: 1.06, y: 1.06 }, { x: 1, y: 1, duration: 0.3, ease: 'power2.out' });
      motion.fromTo(this, { alpha: 0.35 }, { alpha: 1, duration: 0.3, ease: 'power1.out' });
    }
  }
}
