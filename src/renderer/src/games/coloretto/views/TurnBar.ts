/** The band across the top: the deck and the last-round mark, whose turn it is with the controls, the timer, the drawn card. */
import { Container, Graphics, Text } from 'pixi.js';
import type { Card } from '@shared/games/coloretto/cards';
import { fitText } from '@renderer/ui/fit-text';
import { CARD_ASPECT } from '@renderer/ui/design';
import { sharedTextStyle, UI } from '@renderer/ui/style';
import { TABLE_WORD_PX, type Rect } from '../layout/coloretto-layout';
import { CardSprite } from './CardSprite';

/** What the band shows. */
export interface TurnLook {
  readonly title: string;
  readonly color: number;
  readonly hint: string;
  readonly deck: string;
  readonly lastRound: string | null;
  readonly drawn: Card | null;
  readonly drawnLabel: string;
}

/** The turn band. */
export class TurnBar extends Container {
  private readonly bg = new Graphics();
  private readonly timerArt = new Graphics();
  private readonly deck = new CardSprite();
  private readonly drawn = new CardSprite();
  private readonly deckText = new Text({ text: '' });
  private readonly lastRound = new Text({ text: '' });
  private readonly title = new Text({ text: '' });
  private readonly hint = new Text({ text: '' });
  private readonly drawnText = new Text({ text: '' });
  private readonly seconds = new Text({ text: '' });
  private rect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private s = 1;
  private color: number = UI.accent;

  constructor() {
    super();
    this.addChild(
      this.bg,
      this.timerArt,
      this.deck,
      this.drawn,
      this.deckText,
      this.lastRound,
      this.title,
      this.hint,
      this.drawnText,
      this.seconds,
    );
    this.title.anchor.set(0.5, 0);
    this.hint.anchor.set(0.5, 0);
    this.seconds.anchor.set(0.5);
    this.drawnText.anchor.set(0.5, 0);
  }

  layout(rect: Rect, scale: number): void {
    this.rect = rect;
    this.s = scale;
  }

  update(look: TurnLook): void {
    const { rect, s } = this;
    this.color = look.color;
    this.bg
      .clear()
      .roundRect(rect.x, rect.y, rect.w, rect.h, 20 * s)
      .fill({ color: 0x0b0f1a, alpha: 0.72 });
    const cardH = rect.h - 24 * s;
    const cardW = cardH / CARD_ASPECT;
    this.deck.position.set(rect.x + 16 * s, rect.y + 12 * s);
    this.deck.set('back', cardW, cardH);
    this.deckText.style = sharedTextStyle(TABLE_WORD_PX, s, { fill: UI.text });
    this.deckText.position.set(rect.x + 32 * s + cardW, rect.y + 24 * s);
    this.deckText.text = look.deck;
    this.lastRound.visible = look.lastRound !== null;
    this.lastRound.style = sharedTextStyle(TABLE_WORD_PX, s, { fill: UI.bad, stroke: { color: 0x000000, width: 5 * s } });
    this.lastRound.text = look.lastRound ?? '';
    this.lastRound.position.set(rect.x + 32 * s + cardW, rect.y + 78 * s);
    const mid = rect.x + rect.w / 2;
    const centreW = rect.w - 2 * (cardW + 300 * s);
    this.title.style = sharedTextStyle(72, s, { fill: look.color, stroke: { color: 0x000000, width: 8 * s } });
    this.title.position.set(mid, rect.y + 8 * s);
    fitText(this.title, look.title, centreW, 0.5);
    this.hint.style = sharedTextStyle(40, s, { fill: UI.text });
    this.hint.position.set(mid, rect.y + 100 * s);
    fitText(this.hint, look.hint, centreW, 0.5);
    const right = rect.x + rect.w - 16 * s;
    this.drawn.position.set(right - cardW, rect.y + 12 * s);
    this.drawn.set(look.drawn, cardW, cardH);
    this.drawnText.visible = look.drawn !== null;
    this.drawnText.style = sharedTextStyle(TABLE_WORD_PX, s, { fill: UI.dim });
    this.drawnText.text = look.drawnLabel;
    this.drawnText.position.set(right - cardW - 70 * s, rect.y + rect.h / 2 + 26 * s);
  }

  /** The timer ring beside the drawn card: `share` of the turn left, `secs` its seconds; null hides it. */
  setTimer(share: number | null, secs: number | null): void {
    const { rect, s } = this;
    const cx = rect.x + rect.w - 16 * s - (rect.h - 24 * s) / CARD_ASPECT - 200 * s;
    const cy = rect.y + rect.h / 2;
    const r = rect.h * 0.36;
    this.timerArt.clear();
    this.seconds.visible = share !== null && secs !== null;
    if (share === null || secs === null) return;
    const urgent = secs <= 5;
    this.timerArt
      .circle(cx, cy, r)
      .fill({ color: 0x000000, alpha: 0.5 })
      .stroke({ width: 10 * s, color: 0x2c3b5e });
    if (share > 0) {
      this.timerArt
        .moveTo(cx, cy - r)
        .arc(cx, cy, r, -Math.PI / 2, -Math.PI / 2 + share * Math.PI * 2)
        .stroke({ width: 10 * s, color: urgent ? UI.bad : this.color, cap: 'round' });
    }
    this.seconds.style = sharedTextStyle(56, s, { fill: urgent ? UI.bad : UI.text });
    this.seconds.text = String(secs);
    this.seconds.position.set(cx, cy);
  }

  /** The title or hint line as shown. */
  text(which: 'title' | 'hint'): string {
    return which === 'title' ? this.title.text : this.hint.text;
  }

  /** Where the deck lies and the band it lies in (a live hint to draw pulses round it). */
  deckSpot(): { readonly spot: Rect; readonly within: Rect } {
    const { rect, s } = this;
    const h = rect.h - 24 * s;
    return { spot: { x: rect.x + 16 * s, y: rect.y + 12 * s, w: h / CARD_ASPECT, h }, within: rect };
  }

  /** The drawn card's position, for its pop. */
  drawnCard(): CardSprite {
    return this.drawn;
  }
}
