/** One player's corner of the table: name and score, Ligretto stack, row, waste and hand, hints and focus. */
import { Container, Graphics, Text } from 'pixi.js';
import { cardLabel, type Card } from '@shared/games/ligretto/cards';
import { PLAYER_COLORS, type Seat } from '@shared/seats';
import type { PlayerState } from '@shared/games/ligretto/state';
import type { PlayerArea, Rect } from '@renderer/games/ligretto/layout/table-layout';
import { CAPTION_WORD_SPACE, placeCaptions } from '@renderer/games/ligretto/layout/caption-line';
import { t } from '@renderer/games/ligretto/i18n/translate';
import { countText } from '@renderer/i18n/labels';
import { sharedTextStyle, UI } from '@renderer/ui/style';
import { drawSeatEmblem } from '@renderer/ui/seat-emblem';
import { BitmapLabel, useLabelFont } from '@renderer/ui/bitmap-label';
import { cardAtlas } from '@renderer/views/cards/card-atlas';
import { CardStackView } from '@renderer/views/cards/CardStackView';
import { CardView } from '@renderer/views/cards/CardView';

/** What the area shows besides the cards. */
export interface AreaInfo {
  readonly seat: Seat;
  readonly total: number;
  readonly centreCards: number;
  /** Row slot under this player's cursor, null when no device drives the seat. */
  readonly cursor: number | null;
  readonly hints: string;
  readonly badge: string | null;
}

/** The groups of an area, each named once by a caption under it. */
const CAPTIONS = [
  ['stack', 'table.stack'],
  ['row', 'table.row'],
  ['waste', 'table.waste'],
  ['hand', 'table.hand'],
] as const;

/** What the area displays, read back from its display objects for the end-to-end tests. */
export interface AreaDescription {
  readonly name: string;
  readonly score: string;
  readonly stackCount: number;
  readonly stackTop: string | null;
  readonly row: readonly (string | null)[];
  readonly wasteTop: string | null;
  readonly handCount: number;
  /** The group captions, in stack, row, waste, hand order. */
  readonly captions: readonly string[];
  readonly hints: string;
  /** The smallest caption and the hint line as drawn: font size times the squeeze that fits them (screen px). */
  /** `caption` is null where the layout shows no captions (7 players and more). */
  readonly textPx: { readonly caption: number | null; readonly hint: number };
}

const MAX_COLUMN_SHOWN = 4;

/** A player area view; `layout` on resize, `update` on every snapshot. */
export class PlayerAreaView extends Container {
  private readonly frame = new Graphics();
  private readonly chip = new Graphics();
  private readonly nameText = new Text({ text: '' });
  /** The score line changes on every card the player plays: bitmap glyphs, no text rasterised in play. */
  private readonly scoreText = new BitmapLabel({ text: '' });
  private readonly hintText = new Text({ text: '' });
  private readonly badgeText = new Text({ text: '' });
  private readonly captionTexts = CAPTIONS.map(() => new Text({ text: '' }));
  readonly stack = new CardStackView();
  readonly hand = new CardStackView();
  readonly waste = new CardStackView();
  private readonly rowLayer = new Container();
  private columns: CardView[][] = [];
  private area: PlayerArea | null = null;
  /** Cards still sliding into a row column, kept out of sight until they land. */
  private readonly rowHidden = new Map<number, number>();
  /** What each part was last drawn from; a part is redrawn only when its key changes (layout clears them). */
  private keys = { frame: '', label: '', row: '', hint: '', badge: '', captions: '' };
  private drawn: { row: readonly (readonly Card[])[]; cursor: number | null } = { row: [], cursor: null };
  private shown: { stack: Card | null; stackCount: number; row: (Card | null)[]; waste: Card | null; hand: number } = {
    stack: null,
    stackCount: 0,
    row: [],
    waste: null,
    hand: 0,
  };

  constructor() {
    super();
    // Its own render group: a snapshot that changes one area rebuilds that area's draw list, not the whole table's.
    this.isRenderGroup = true;
    this.addChild(
      this.frame,
      this.chip,
      this.nameText,
      this.scoreText,
      this.stack,
      this.rowLayer,
      this.waste,
      this.hand,
      ...this.captionTexts,
      this.hintText,
      this.badgeText,
    );
  }

  /** Places everything inside the area's rectangles. */
  layout(area: PlayerArea): void {
    this.area = area;
    const { card } = area;
    for (const pile of [this.stack, this.hand, this.waste]) pile.setSize(card.w, card.h, area.badgePx, area.numeralPx);
    this.stack.position.set(area.stack.x, area.stack.y);
    this.waste.position.set(area.waste.x, area.waste.y);
    this.hand.position.set(area.hand.x, area.hand.y);
    for (const col of this.columns) for (const c of col) c.destroy();
    this.rowLayer.removeChildren();
    this.columns = area.row.map(() => []);
    this.keys = { frame: '', label: '', row: '', hint: '', badge: '', captions: '' };
  }

  /** The area's rectangle and the corner radius of its frame, for marks drawn over the whole area (the F1 lock ring). */
  frameRect(): { rect: Rect; radius: number } | null {
    const a = this.area;
    return a ? { rect: a.rect, radius: a.card.w * 0.14 } : null;
  }

  /** The card (pile or top of a row column) on a spot, to shake it. */
  cardAt(kind: 'stack' | 'waste' | 'hand' | 'row', slot = 0): Container | null {
    if (kind !== 'row') return this[kind];
    const col = this.columns[slot] ?? [];
    return col.filter((v) => v.visible).at(-1) ?? null;
  }

  /** The screen rectangle a card leaves from or lands on, for animations. */
  slotRect(kind: 'stack' | 'waste' | 'hand' | 'row', slot = 0): Rect | null {
    const a = this.area;
    if (!a) return null;
    const r = kind === 'row' ? a.row[slot] : a[kind];
    if (!r) return null;
    const depth = kind === 'row' ? Math.min(MAX_COLUMN_SHOWN, this.columns[slot]?.length ?? 1) - 1 : 0;
    return { x: r.x, y: r.y + Math.max(0, depth) * a.columnStep, w: a.card.w, h: a.card.h };
  }

  /** Draws the player's cards and info: only the parts whose inputs changed since the previous update are redrawn. */
  update(player: PlayerState, info: AreaInfo): void {
    const a = this.area;
    if (!a) return;
    const color = PLAYER_COLORS[info.seat.color]?.hex ?? UI.text;
    const owner = { back: info.seat.back, color };
    const frameKey = `${a.rect.x},${a.rect.y},${a.rect.w},${a.rect.h}|${a.card.w}|${a.label.x},${a.label.y},${a.label.h}|${a.labelPx}|${info.seat.color}`;
    if (frameKey !== this.keys.frame) {
      this.keys.frame = frameKey;
      this.frame
        .clear()
        .roundRect(a.rect.x, a.rect.y, a.rect.w, a.rect.h, a.card.w * 0.14)
        .fill({ color: 0x000000, alpha: 0.22 })
        .stroke({ color, width: Math.max(2, a.card.w * 0.04), alpha: 0.9 });
      drawSeatEmblem(this.chip.clear(), info.seat.color, a.label.x + a.labelPx * 0.45, a.label.y + a.label.h / 2, a.labelPx * 0.42);
    }
    const score = t('table.score', { points: countText('count.pts', info.total), played: countText('count.played', info.centreCards) });
    const resolution = cardAtlas()?.resolution ?? 1;
    const labelKey = `${frameKey}|${a.label.w}|${info.seat.name}|${score}|${resolution}`;
    if (labelKey !== this.keys.label) {
      this.keys.label = labelKey;
      this.nameText.style = sharedTextStyle(a.labelPx, 1, { fill: color });
      this.nameText.text = info.seat.name;
      this.nameText.position.set(a.label.x + a.labelPx * 1.05, a.label.y + (a.label.h - this.nameText.height) / 2);
      useLabelFont(this.scoreText, sharedTextStyle(a.labelPx, 1).fontSize, '800', resolution, UI.text);
      this.scoreText.text = score;
      this.nameText.scale.set(1);
      this.scoreText.scale.set(1);
      // The name keeps at least 45% of the line; a long score squeezes first, then the name.
      const textRoom = a.label.w - a.labelPx * 1.55;
      const scoreRoom = Math.max(textRoom * 0.55, textRoom - this.nameText.width);
      if (this.scoreText.width > scoreRoom) this.scoreText.scale.set(scoreRoom / this.scoreText.width);
      const nameRoom = textRoom - this.scoreText.width;
      if (this.nameText.width > nameRoom) this.nameText.scale.set(Math.max(0.5, nameRoom / this.nameText.width));
      this.scoreText.position.set(a.label.x + a.label.w - this.scoreText.width, a.label.y + (a.label.h - this.scoreText.height) / 2);
    }
    const stackTop = player.stack.at(-1) ?? null;
    this.stack.setPile(player.stack.length, stackTop === null ? null : { kind: 'face', card: stackTop });
    const wasteTop = player.waste.at(-1) ?? null;
    this.waste.setPile(player.waste.length, wasteTop === null ? null : { kind: 'face', card: wasteTop });
    this.hand.setPile(player.hand.length, player.hand.length > 0 ? { kind: 'back', back: owner.back, color } : null);
    const rowKey = `${info.cursor}|${player.row.map((c) => c.join(',')).join('/')}`;
    if (rowKey !== this.keys.row) {
      this.keys.row = rowKey;
      this.drawn = { row: player.row, cursor: info.cursor };
      this.drawRow();
    }
    const captionKey = `${a.captions.stack.x},${a.captions.stack.y},${a.captionPx}|${t('table.stack')}`;
    if (captionKey !== this.keys.captions) {
      this.keys.captions = captionKey;
      const boxes = CAPTIONS.map(([group]) => a.captions[group]);
      this.captionTexts.forEach((text, i) => {
        text.style = sharedTextStyle(a.captionPx, 1, { fill: UI.dim, fontWeight: '800' });
        text.text = t(CAPTIONS[i]?.[1] ?? 'table.stack').toUpperCase();
        text.scale.set(1);
        // Sized out at 7+ players: the hint line names the buttons, and the words stay large.
        text.visible = a.captionPx > 0;
      });
      // A caption wider than its own group (a one-card waste's long word) takes the room its neighbours leave.
      const spots = placeCaptions(
        boxes,
        this.captionTexts.map((x) => x.width),
        a.captionPx * 0.4,
        a.captionPx * CAPTION_WORD_SPACE,
      );
      this.captionTexts.forEach((text, i) => {
        const spot = spots[i];
        const box = boxes[i];
        if (!spot || !box) return;
        text.scale.set(spot.scale);
        text.position.set(spot.x, box.y + (box.h - text.height) / 2);
      });
    }
    const hintKey = `${a.hint.x},${a.hint.y},${a.hint.w},${a.hint.h}|${a.hintPx}|${info.hints}`;
    if (hintKey !== this.keys.hint) {
      this.keys.hint = hintKey;
      this.hintText.style = sharedTextStyle(a.hintPx, 1, { fill: UI.text, fontWeight: '700' });
      this.hintText.text = info.hints;
      this.hintText.scale.set(1);
      if (this.hintText.width > a.hint.w) this.hintText.scale.set(a.hint.w / this.hintText.width);
      this.hintText.position.set(a.hint.x + (a.hint.w - this.hintText.width) / 2, a.hint.y + (a.hint.h - this.hintText.height) / 2);
    }
    const badgeKey = `${a.rect.x},${a.rect.y},${a.rect.w},${a.rect.h}|${a.labelPx}|${info.badge ?? '\u0000'}`;
    if (badgeKey !== this.keys.badge) {
      this.keys.badge = badgeKey;
      this.badgeText.style = sharedTextStyle(a.labelPx, 1, { fill: UI.accent, stroke: { color: 0x000000, width: 6 } });
      this.badgeText.text = info.badge ?? '';
      this.badgeText.visible = info.badge !== null;
      this.badgeText.position.set(a.rect.x + (a.rect.w - this.badgeText.width) / 2, a.rect.y + (a.rect.h - this.badgeText.height) / 2);
    }
    this.shown = {
      stack: stackTop,
      stackCount: player.stack.length,
      row: player.row.map((c) => c.at(-1) ?? null),
      waste: wasteTop,
      hand: player.hand.length,
    };
  }

  /** Keeps the top `count` cards of row column `slot` hidden while they are still sliding into it. */
  hideRowTop(slot: number, count: number): void {
    if (count <= 0) this.rowHidden.delete(slot);
    else this.rowHidden.set(slot, count);
    this.drawRow();
  }

  private drawRow(): void {
    this.drawn.row.forEach((column, slot) =>
      this.drawColumn(slot, column.slice(0, column.length - (this.rowHidden.get(slot) ?? 0)), this.drawn.cursor === slot),
    );
  }

  private drawColumn(slot: number, column: readonly Card[], focused: boolean): void {
    const a = this.area;
    const rect = a?.row[slot];
    if (!a || !rect) return;
    const views = (this.columns[slot] ??= []);
    const visible = column.slice(-MAX_COLUMN_SHOWN);
    while (views.length < Math.max(1, visible.length)) {
      const v = new CardView().setSize(a.card.w, a.card.h, a.numeralPx);
      views.push(v);
      this.rowLayer.addChild(v);
    }
    views.forEach((v, i) => {
      const card = visible[i];
      v.visible = i === 0 || card !== undefined;
      if (card === undefined) v.setEmpty();
      else v.setFace(card);
      v.position.set(rect.x, rect.y + i * a.columnStep);
      v.setHighlight(focused && i === Math.max(0, visible.length - 1));
    });
  }

  /** What is on show, read from the area's own state. */
  describe(): AreaDescription {
    return {
      name: this.nameText.text,
      score: this.scoreText.text,
      stackCount: this.shown.stackCount,
      stackTop: this.shown.stack === null ? null : cardLabel(this.shown.stack),
      row: this.shown.row.map((c) => (c === null ? null : cardLabel(c))),
      wasteTop: this.shown.waste === null ? null : cardLabel(this.shown.waste),
      handCount: this.shown.hand,
      captions: this.captionTexts.map((c) => c.text),
      hints: this.hintText.text,
      textPx: {
        caption: this.captionTexts.some((c) => c.visible) ? Math.min(...this.captionTexts.filter((c) => c.visible).map(drawnPx)) : null,
        hint: drawnPx(this.hintText),
      },
    };
  }
}

/** A text's size on screen: its font size times the scale it is drawn at. */
function drawnPx(text: Text): number {
  return text.style.fontSize * text.scale.y;
}
