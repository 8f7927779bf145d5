/** The shared centre: open piles in stable grid slots, completed piles collapsed into a strip below them. */
import { Container, Graphics } from 'pixi.js';
import { cardLabel, cardNumber, cardOwner, type Card } from '@shared/games/ligretto/cards';
import { PLAYER_COLORS, type Seat } from '@shared/seats';
import type { Pile } from '@shared/games/ligretto/state';
import { centreGrid, openPilesRect, pileRect, type CentreGrid, type Rect, type Size } from '@renderer/games/ligretto/layout/table-layout';
import { t } from '@renderer/games/ligretto/i18n/translate';
import { sharedTextStyle, UI } from '@renderer/ui/style';
import { BitmapLabel, useLabelFont } from '@renderer/ui/bitmap-label';
import { CENTRE_MARK } from '@renderer/ui/text-layout';
import { cardAtlas } from '@renderer/views/cards/card-atlas';
import { CardView } from '@renderer/views/cards/CardView';

/** What the centre shows, for the end-to-end tests. */
export interface CentreDescription {
  readonly open: readonly string[];
  readonly completed: number;
  readonly cards: number;
}

/** The centre piles view. */
export class CentreView extends Container {
  private readonly felt = new Graphics();
  private readonly pileLayer = new Container();
  private readonly doneLayer = new Container();
  /** "Round 2 · 5 piles done": it changes as piles complete in play, so bitmap glyphs (no text rasterised in play). */
  private readonly doneText = new BitmapLabel({ text: '' });
  private rect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private card: Size = { w: 60, h: 84 };
  /** Open-pile slots the grid is sized for before it has to grow (piles then keep their place). */
  private capacity = 16;
  private grid: CentreGrid = { cols: 0, rows: 0, card: { w: 60, h: 84 } };
  private openRect: Rect = this.rect;
  private slots = new Map<number, number>();
  private views = new Map<number, CardView>();
  /** The completed strip's card views in strip order, and what each one was last painted with. */
  private readonly doneViews: CardView[] = [];
  private readonly doneKeys: string[] = [];
  private hidden = new Map<number, number>();
  /** The open piles and the completed count of the last draw (the description is built only when asked for). */
  private shownOpen: readonly number[] = [];
  private shownDone = 0;
  /** The strip label's font size (px), set by the layout. */
  private doneFontSize = 30;
  private lastPiles: readonly Pile[] = [];
  private roundLabel = '';
  private order: number[] = [];
  private owners: (card: Card) => { back: number; color: number } = () => ({ back: 0, color: UI.text });

  constructor() {
    super();
    // Its own render group: a card landing on a pile rebuilds the centre's draw list, not the areas'.
    this.isRenderGroup = true;
    this.label = CENTRE_MARK;
    this.addChild(this.felt, this.pileLayer, this.doneLayer, this.doneText);
  }

  /** Sets the centre rectangle, the centre card size and the open piles the grid is sized for before it has to grow. */
  layout(rect: Rect, card: Size, scale: number, capacity: number): void {
    this.rect = rect;
    this.card = card;
    this.capacity = capacity;
    this.openRect = openPilesRect(rect, card);
    this.felt
      .clear()
      .roundRect(rect.x, rect.y, rect.w, rect.h, 24 * scale)
      .fill({ color: UI.felt })
      .stroke({ color: UI.feltEdge, width: 6 * scale });
    // Words on the table read from the sofa: 40 px is a 28 px cap height at 1080p (issue 31).
    this.doneFontSize = sharedTextStyle(40, scale).fontSize;
    this.regrid(Math.max(this.capacity, this.slots.size));
  }

  /** The round label shown beside the completed piles. */
  setRound(label: string): void {
    if (label === this.roundLabel) return;
    this.roundLabel = label;
    this.draw(this.lastPiles);
  }

  /** Seats tell owners apart by back and colour on the piles. */
  setOwners(players: readonly number[], seats: readonly Seat[]): void {
    this.owners = (card) => {
      const seat = seats[players[cardOwner(card)] ?? -1];
      return { back: seat?.back ?? 0, color: PLAYER_COLORS[seat?.color ?? 0]?.hex ?? UI.text };
    };
  }

  private regrid(capacity: number): void {
    this.grid = centreGrid(this.openRect, capacity, this.card);
    const { cols, rows } = this.grid;
    const distance = (i: number): number => Math.abs((i % cols) - (cols - 1) / 2) + 1.5 * Math.abs(Math.floor(i / cols) - (rows - 1) / 2);
    this.order = Array.from({ length: cols * rows }, (_, i) => i).sort((a, b) => distance(a) - distance(b) || a - b);
    for (const [pile, view] of this.views) this.place(pile, view);
  }

  /** Grid cells in fill order: the middle first, then outwards, so a few piles sit in the centre and never move. */
  private cellOf(slot: number): number {
    return this.order[slot] ?? slot;
  }

  private place(pile: number, view: CardView): void {
    const slot = this.slots.get(pile);
    if (slot === undefined) return;
    const r = pileRect(this.openRect, this.grid, this.cellOf(slot));
    view.setSize(r.w, r.h).position.set(r.x, r.y);
  }

  /** Where pile `index` sits (for a card flying to it). */
  pileTarget(index: number): Rect {
    const slot = this.slots.get(index);
    if (slot !== undefined) return pileRect(this.openRect, this.grid, this.cellOf(slot));
    return {
      x: this.rect.x + this.rect.w / 2 - this.card.w / 2,
      y: this.rect.y + this.rect.h - this.card.h,
      w: this.card.w,
      h: this.card.h,
    };
  }

  /** Keeps the top `count` cards of a pile hidden while they are still flying to it. */
  hideTop(index: number, count: number): void {
    if (count <= 0) this.hidden.delete(index);
    else this.hidden.set(index, count);
    this.draw(this.lastPiles);
  }

  /** Shows the piles of a snapshot. */
  update(piles: readonly Pile[]): void {
    if (piles.length < this.lastPiles.length) {
      this.slots.clear();
      this.hidden.clear();
    }
    this.draw(piles);
  }

  private draw(piles: readonly Pile[]): void {
    this.lastPiles = piles;
    const open: number[] = [];
    const done: number[] = [];
    piles.forEach((p, i) => (cardNumber(p.cards.at(-1) ?? 0) === 10 && (this.hidden.get(i) ?? 0) === 0 ? done : open).push(i));
    const isOpen = new Set(open);
    for (const pile of [...this.slots.keys()]) if (!isOpen.has(pile)) this.slots.delete(pile);
    for (const pile of open) {
      if (this.slots.has(pile)) continue;
      const used = new Set(this.slots.values());
      let slot = 0;
      while (used.has(slot)) slot++;
      this.slots.set(pile, slot);
    }
    const needed = Math.max(this.capacity, ...[...this.slots.values()].map((s) => s + 1));
    if (needed !== this.grid.cols * this.grid.rows && needed > this.capacity) this.regrid(needed);
    for (const [pile, view] of this.views) {
      if (!this.slots.has(pile)) {
        view.destroy();
        this.views.delete(pile);
      }
    }
    for (const pile of open) {
      let view = this.views.get(pile);
      if (!view) {
        view = new CardView();
        this.views.set(pile, view);
        this.pileLayer.addChild(view);
        this.place(pile, view);
      }
      const cards = piles[pile]?.cards ?? [];
      const top = cards[cards.length - 1 - (this.hidden.get(pile) ?? 0)];
      if (top === undefined) view.setEmpty();
      else view.setFace(top, this.owners(top));
    }
    this.drawDone(piles, done);
    this.shownOpen = open;
    this.shownDone = done.length;
  }

  /**
   * The completed piles' strip: its card views are kept from draw to draw (the strip only grows in a round); a view
   * is added for a newly completed pile, repainted only when its card or size changed, and dropped when the round's
   * piles go.
   */
  private drawDone(piles: readonly Pile[], done: readonly number[]): void {
    const w = Math.round(this.card.w * 0.5);
    const h = Math.round(this.card.h * 0.5);
    const y = this.rect.y + this.rect.h - h - 8;
    const step = Math.min(w * 0.7, (this.rect.w - w - 40) / Math.max(1, done.length));
    let shown = 0;
    for (const pile of done) {
      const top = piles[pile]?.cards.at(-1);
      if (top === undefined) continue;
      let v = this.doneViews[shown];
      if (!v) {
        v = new CardView();
        this.doneViews.push(v);
        this.doneLayer.addChild(v);
      }
      const owner = this.owners(top);
      const key = `${top}|${w}x${h}|${owner.back}:${owner.color}`;
      if (this.doneKeys[shown] !== key) {
        this.doneKeys[shown] = key;
        v.setSize(w, h).setFace(top, owner);
      }
      v.position.set(this.rect.x + 20 + shown * step, y);
      shown++;
    }
    for (const v of this.doneViews.splice(shown)) v.destroy();
    this.doneKeys.length = shown;
    // The glyphs are painted at the screen's density: a new density (another display) takes the font painted for it.
    useLabelFont(this.doneText, this.doneFontSize, '800', cardAtlas()?.resolution ?? 1, UI.dim);
    this.doneText.text = done.length === 0 ? this.roundLabel : `${this.roundLabel} · ${t('table.pilesDone', { n: done.length })}`;
    this.doneText.position.set(this.rect.x + this.rect.w - this.doneText.width - 16, y + (h - this.doneText.height) / 2);
  }

  /** Completed-strip views alive (tests: the strip keeps its views between draws). */
  get doneViewCount(): number {
    return this.doneViews.length;
  }

  /** What the centre shows. */
  describe(): CentreDescription {
    const piles = this.lastPiles;
    return {
      open: this.shownOpen.map((i) => piles[i]?.cards.at(-1)).flatMap((c) => (c === undefined ? [] : [cardLabel(c)])),
      completed: this.shownDone,
      cards: piles.reduce((n, p) => n + p.cards.length, 0),
    };
  }
}
