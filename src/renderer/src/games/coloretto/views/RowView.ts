/** One row (truck) in the centre: its number, up to 3 cards, taken or not, and the turn's cursor on it. */
import { Container, Graphics, Text } from 'pixi.js';
import type { Card } from '@shared/games/coloretto/cards';
import type { Row } from '@shared/games/coloretto/state';
import { fitText } from '@renderer/ui/fit-text';
import { sharedTextStyle, UI } from '@renderer/ui/style';
import { CENTRE_MARK } from '@renderer/ui/text-layout';
import { cardSlot, TABLE_WORD_PX, type Rect, type RowCard } from '../layout/coloretto-layout';
import { CardSprite } from './CardSprite';

/** What a row box shows besides its cards. */
export interface RowLook {
  readonly label: string;
  /** The cursor of the seat on turn rests here: its colour; null for none. */
  readonly cursor: number | null;
  /** The drawn card shown where it would go (the cursor's row, a free slot), or null. */
  readonly ghost: Card | null;
}

/** A row box. */
export class RowView extends Container {
  private readonly panel = new Graphics();
  private readonly caption = new Text({ text: '' });
  private readonly cards = [new CardSprite(), new CardSprite(), new CardSprite()];
  private box: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private card: RowCard = { w: 0, h: 0, pad: 0 };
  private scaleS = 1;
  private shown: readonly Card[] = [];
  private taken = false;

  constructor() {
    super();
    this.label = CENTRE_MARK;
    this.addChild(this.panel, this.caption, ...this.cards);
  }

  layout(box: Rect, card: RowCard, scale: number): void {
    this.box = box;
    this.card = card;
    this.scaleS = scale;
    this.caption.style = sharedTextStyle(TABLE_WORD_PX, scale, { fill: UI.text });
    this.shown = [];
  }

  /** Draws the row; returns the slots whose card is new since the last draw (for a small pop). */
  update(row: Row, look: RowLook): CardSprite[] {
    const { box, card } = this;
    const s = this.scaleS;
    const r = 18 * s;
    this.panel.clear();
    this.panel.roundRect(box.x, box.y, box.w, box.h, r).fill({ color: row.taken ? 0x0e1422 : UI.panel, alpha: row.taken ? 0.55 : 0.92 });
    if (look.cursor !== null)
      this.panel
        .roundRect(box.x - 5 * s, box.y - 5 * s, box.w + 10 * s, box.h + 10 * s, r + 4 * s)
        .stroke({ width: 8 * s, color: look.cursor });
    else this.panel.roundRect(box.x, box.y, box.w, box.h, r).stroke({ width: 2 * s, color: UI.panelEdge });
    for (let i = 0; i < 3; i++) {
      const slot = cardSlot(box, card, i, s);
      if (i >= row.cards.length && !row.taken)
        this.panel.roundRect(slot.x, slot.y, slot.w, slot.h, 10 * s).stroke({ width: 3 * s, color: 0x3a4a70, alpha: 0.9 });
    }
    this.caption.alpha = row.taken ? 0.6 : 1;
    this.caption.position.set(box.x + 16 * s, box.y + 8 * s);
    // Shrunk no further than a 12-player table's least cap height (22 of 28.8 px), then ended with '…' (a long name).
    fitText(this.caption, look.label, box.w - 32 * s, 0.78);
    const fresh: CardSprite[] = [];
    this.cards.forEach((sprite, i) => {
      const slot = cardSlot(box, card, i, s);
      const kind = row.cards[i] ?? null;
      const ghost = kind === null && i === row.cards.length && look.ghost !== null;
      sprite.position.set(slot.x, slot.y);
      sprite.set(ghost ? look.ghost : kind, slot.w, slot.h, ghost);
      sprite.alpha = row.taken ? 0.35 : 1;
      if (kind !== null && this.shown[i] !== kind) fresh.push(sprite);
    });
    this.shown = row.cards;
    this.taken = row.taken;
    return fresh;
  }

  /** What the row shows: its cards in order and whether it is taken. */
  describe(): { readonly cards: readonly Card[]; readonly taken: boolean } {
    return { cards: [...this.shown], taken: this.taken };
  }

  /** The middle of card slot `i`, for cards flying in or out. */
  slotRect(i: number): Rect {
    return cardSlot(this.box, this.card, i, this.scaleS);
  }
}
