/** One player's panel: name, running score, the collection as chips by colour with counts, turn and sit-out marks. */
import { Container, Graphics, Text } from 'pixi.js';
import { COLOR_LOOKS, isColor } from '@shared/games/coloretto/cards';
import { fitText } from '@renderer/ui/fit-text';
import { emblemOf } from '@shared/seat-emblems';
import { drawEmblem } from '@renderer/ui/seat-emblem';
import { sharedTextStyle, UI } from '@renderer/ui/style';
import { withRoundTrip } from '@renderer/ui/round-trip';
import { formatNumber } from '@renderer/screens/results/round-data';
import { TABLE_WORD_PX, type Rect } from '../layout/coloretto-layout';
import { kindHue, kindInk, type Chip, type PanelModel } from '../model';
import { drawSymbol } from './card-art';

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

const CHIP_SLOTS = 8;
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
    this.score.style = sharedTextStyle(60, s, { fill: model.score < 0 ? UI.bad : UI.accent, stroke: { color: 0x000000, width: 6 * s } });
    this.score.text = formatNumber(model.score);
    this.score.position.set(rect.x + rect.w - 15 * s, rect.y + 4 * s);
    this.nameText.style = sharedTextStyle(TABLE_WORD_PX, s, { fill: model.active ? model.color : UI.text });
    this.nameText.position.set(rect.x + pad, rect.y + 10 * s);
    // A remote phone's seat carries its round trip after the name ("Ana · 48 ms"), as its seat hint does at the other tables.
    const name = withRoundTrip(model.out ? `✓ ${model.name}` : model.name, model.rtt);
    fitText(this.nameText, name, rect.w - pad - 15 * s - this.score.width - 8 * s, 0.55);
    // A seat that took a row sits out the round: its panel dims and its name carries a tick (the tag says why).
    this.tag.visible = model.out && rect.w >= 420 * s && model.chips.length <= 5;
    this.tag.style = sharedTextStyle(TABLE_WORD_PX, s, { fill: UI.dim });
    this.tag.text = outText;
    this.tag.anchor.set(1, 0);
    this.tag.position.set(rect.x + rect.w - 15 * s, rect.y + 70 * s);
    this.drawChips(model.chips);
  }

  private drawChips(chips: readonly Chip[]): void {
    const { rect, s } = this;
    const pad = (STRIPE_W + 10) * s;
    const top = rect.y + 64 * s;
    const room = rect.w - pad - 12 * s;
    // One line of up to 8 chips when they are big enough, else two lines of 4.
    const oneLine = room / CHIP_SLOTS >= 62 * s;
    const perLine = oneLine ? CHIP_SLOTS : 4;
    const lineH = oneLine ? rect.y + rect.h - top - 10 * s : (rect.y + rect.h - top - 14 * s) / 2;
    const w = Math.min(room / perLine - 6 * s, 86 * s);
    const h = Math.min(lineH, 72 * s);
    this.chipArt.clear();
    this.counts.forEach((text, i) => {
      const chip = chips[i];
      text.visible = chip !== undefined;
      if (!chip) return;
      const x = rect.x + pad + (i % perLine) * (w + 6 * s);
      const y = top + Math.floor(i / perLine) * (h + 4 * s);
      const ink = kindInk(chip.kind);
      this.chipArt
        .roundRect(x, y, w, h, 8 * s)
        .fill(kindHue(chip.kind))
        .stroke({ width: 2 * s, color: 0xf4f6fb });
      if (isColor(chip.kind)) drawSymbol(this.chipArt, COLOR_LOOKS[chip.kind].symbol, x + w * 0.25, y + h / 2, Math.min(w, h) * 0.18, ink);
      // +2 cards show what they are worth together ("+4" for two), short enough for the smallest chip at 12 players.
      const label = chip.kind === 'plus2' ? `+${2 * chip.count}` : chip.kind === 'joker' ? `✱${chip.count}` : String(chip.count);
      text.style = sharedTextStyle(Math.min(h * 0.72, 44 * s), 1, { fill: ink });
      text.anchor.set(isColor(chip.kind) ? 0 : 0.5, 0.5);
      text.position.set(isColor(chip.kind) ? x + w * 0.45 : x + w / 2, y + h / 2);
      fitText(text, label, isColor(chip.kind) ? w * 0.52 : w - 6 * s, 0.5);
    });
  }

  describe(): PanelDescription | null {
    const m = this.model;
    return m ? { name: m.name, score: m.score, chips: m.chips, active: m.active, out: m.out, line: this.nameText.text } : null;
  }
}
