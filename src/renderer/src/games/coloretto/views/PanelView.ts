/** One player's panel: name, running score, the collection as chips by colour with counts, turn and sit-out marks. */
import { Container, Graphics, Text } from 'pixi.js';
import { COLOR_LOOKS, isColor } from '@shared/games/coloretto/cards';
import { fitText } from '@renderer/ui/fit-text';
import { emblemOf } from '@shared/seat-emblems';
import { drawEmblem } from '@renderer/ui/seat-emblem';
import { sharedTextStyle, textBox, UI } from '@renderer/ui/style';
import { withRoundTrip } from '@renderer/ui/round-trip';
import { formatNumber } from '@renderer/screens/results/round-data';
import { TABLE_WORD_PX, type Rect } from '../layout/coloretto-layout';
import { kindHue, kindInk, type Chip, type PanelModel } from '../model';
import { drawJokerMark, drawSymbol } from './card-art';
import { chipArea, chipLayout } from '../layout/chip-layout';

/** What a panel shows, for the end-to-end tests. */
export interface PanelDescription {
  readonly name: string;
  readonly score: number;
  readonly chips: readonly Chip[];
  readonly active: boolean;
  readonly out: boolean;
  /** The name line as drawn (with a remote seat's round trip). */
  readonly line: string;
}

/** Chips a panel can show: one per card kind. */
const CHIP_SLOTS = 8;
/**
 * The running score's font size (1080p px): numerals 32 px tall (above the 28 px words need), its text box (line
 * height and stroke) no taller than the name line, so it never reaches down over the chips.
 */
const SCORE_PX = 46;
/** The seat stripe's width (1080p px), room for the emblem. */
const STRIPE_W = 44;

/** A player's panel. */
export class PanelView extends Container {
  private readonly bg = new Graphics();
  private readonly chipArt = new Graphics();
  private readonly nameText = new Text({ text: '' });
  private readonly score = new Text({ text: '' });
  private readonly tag = new Text({ text: '' });
  private readonly counts = Array.from({ length: CHIP_SLOTS }, () => new Text({ text: '' }));
  private rect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private s = 1;
  private model: PanelModel | null = null;
  /** The name's text box's lower edge as drawn (a taller fallback glyph or large text can pass the name line). */
  private nameBottom = 0;

  constructor() {
    super();
    this.addChild(this.bg, this.chipArt, this.nameText, this.score, this.tag, ...this.counts);
    this.score.anchor.set(1, 0);
  }

  layout(rect: Rect, scale: number): void {
    this.rect = rect;
    this.s = scale;
    this.model = null;
  }

  update(model: PanelModel, outText: string): void {
    const { rect, s } = this;
    this.model = model;
    const r = 16 * s;
    this.bg.clear();
    this.bg.roundRect(rect.x, rect.y, rect.w, rect.h, r).fill({ color: model.active ? 0x22305a : UI.panel, alpha: model.out ? 0.6 : 0.95 });
    // The seat's stripe carries its emblem, so the seat reads by shape as well as hue.
    const stripe = STRIPE_W * s;
    this.bg.roundRect(rect.x, rect.y, stripe, rect.h, r).fill(model.color);
    if (model.seat >= 0)
      drawEmblem(this.bg, emblemOf(model.seat), rect.x + stripe / 2, rect.y + 38 * s, stripe * 0.38, { fill: UI.background });
    this.bg
      .roundRect(rect.x, rect.y, rect.w, rect.h, r)
      .stroke(model.active ? { width: 7 * s, color: model.color } : { width: 2 * s, color: UI.panelEdge });
    const pad = (STRIPE_W + 12) * s;
    // The running score in big numerals, its whole text box inside the name line: a chip under it (a full collection,
    // a 12-seat panel) never lies under the score's box (issue 31: the size sweep found them overlapping).
    this.score.style = sharedTextStyle(SCORE_PX, s, {
      fill: model.score < 0 ? UI.bad : UI.accent,
      stroke: { color: 0x000000, width: 6 * s },
    });
    this.score.text = formatNumber(model.score);
    const chipsTop = chipArea(rect, s, STRIPE_W * s).y;
    this.score.position.set(rect.x + rect.w - 15 * s, Math.max(rect.y, Math.min(rect.y + s, chipsTop - this.score.height)));
    this.nameText.style = sharedTextStyle(TABLE_WORD_PX, s, { fill: model.active ? model.color : UI.text });
    this.nameText.position.set(rect.x + pad, rect.y + 14 * s);
    // A remote phone's seat carries its round trip after the name ("Ana · 48 ms"), as its seat hint does at the other tables.
    const name = withRoundTrip(model.out ? `✓ ${model.name}` : model.name, model.rtt);
    fitText(this.nameText, name, rect.w - pad - 15 * s - this.score.width - 8 * s, 0.55);
    this.nameBottom = this.nameText.y + this.nameText.height;
    // A seat that took a row sits out the round: its panel dims and its name carries a tick (the tag says why).
    const chipsEnd = this.drawChips(model.chips);
    // The tag shows where the chips leave room for it, right of the last chip.
    this.tag.style = sharedTextStyle(TABLE_WORD_PX, s, { fill: UI.dim });
    this.tag.text = outText;
    this.tag.anchor.set(1, 0.5);
    const area = this.chipRoom();
    this.tag.position.set(rect.x + rect.w - 15 * s, area.y + area.h / 2);
    this.tag.visible = model.out && this.tag.width <= rect.x + rect.w - 15 * s - chipsEnd - 12 * s;
  }

  /**
   * The collection's chips, filling the room under the name line (chip-layout.ts): each its hue, its symbol drawn
   * large (the symbol, not the hue, tells red, orange and yellow apart) and its count in big numerals. Returns the
   * right edge of the last chip.
   */
  private drawChips(chips: readonly Chip[]): number {
    const { s } = this;
    const area = this.chipRoom();
    const layout = chipLayout(chips.length, area, s);
    this.chipArt.clear();
    let right = area.x;
    this.counts.forEach((text, i) => {
      const chip = chips[i];
      const cell = layout.cells[i];
      text.visible = chip !== undefined && cell !== undefined;
      if (!chip || !cell) return;
      right = cell.x + cell.w;
      const ink = kindInk(chip.kind);
      this.chipArt
        .roundRect(cell.x, cell.y, cell.w, cell.h, Math.min(cell.w, cell.h) * 0.14)
        .fill(kindHue(chip.kind))
        .stroke({ width: 3 * s, color: 0xf4f6fb });
      const sx = cell.x + cell.w * layout.symbolAt.x;
      const sy = cell.y + cell.h * layout.symbolAt.y;
      if (isColor(chip.kind)) drawSymbol(this.chipArt, COLOR_LOOKS[chip.kind].symbol, sx, sy, layout.symbolR, ink);
      else if (chip.kind === 'joker') drawJokerMark(this.chipArt, sx, sy, layout.symbolR);
      // +2 cards show what they are worth together ("+4" for two), the whole chip's width; a joker its count under its mark.
      const whole = chip.kind === 'plus2';
      // The count fills its chip already: large text grows neither (textBox(1) is its factor), so it stays inside it.
      text.style = sharedTextStyle((whole ? layout.countPx * 0.8 : layout.countPx) / textBox(1), 1, { fill: ink });
      text.anchor.set(0.5, 0.5);
      text.position.set(
        whole ? cell.x + cell.w / 2 : cell.x + cell.w * layout.countAt.x,
        whole ? cell.y + cell.h / 2 : cell.y + cell.h * layout.countAt.y,
      );
      const room = whole ? cell.w * 0.9 : layout.arrangement === 'stacked' ? cell.w * 0.9 : cell.w * 0.5;
      fitText(text, whole ? `+${2 * chip.count}` : String(chip.count), room, 0.5);
    });
    return right;
  }

  /** The chips' room under the name line, and under the name's own text box should it reach lower. */
  private chipRoom(): Rect {
    const area = chipArea(this.rect, this.s, STRIPE_W * this.s);
    const top = Math.max(area.y, this.nameBottom + 10 * this.s);
    return { ...area, y: top, h: Math.max(0, area.y + area.h - top) };
  }

  describe(): PanelDescription | null {
    const m = this.model;
    return m ? { name: m.name, score: m.score, chips: m.chips, active: m.active, out: m.out, line: this.nameText.text } : null;
  }
}
