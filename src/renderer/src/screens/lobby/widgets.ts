/** The lobby's two widgets: the host menu that fits long labels beside their values, and the seats' key chips. */
import { Container, Graphics, Text } from 'pixi.js';
import { PLAYER_COLORS } from '@shared/seats';
import { t } from '../../i18n/i18n';
import type { Rect } from '../../layout/rect';
import { Menu } from '../../ui/Menu';
import { textStyle, UI } from '../../ui/style';
import { fitScale } from '../../views/cards/card-layout';
import { inkOn } from '../../views/cards/card-palette';
import { HINT_CHIPS_PER_ROW, hintRows, twoLineChips } from './lobby-layout';
import type { SeatChip } from './seat-chips';

interface DrawnLine {
  readonly label: Text;
  readonly value: Text;
}

/** The lobby's host menu. */
export class LobbyMenu extends Menu {
  private menuWidth = 800;

  /** Lays the menu out for a width and a scale (the Menu's own, remembered for fitting). */
  override layout(width: number, scale: number): void {
    this.menuWidth = width;
    super.layout(width, scale);
  }

  /** Redraws the lines, then squeezes labels that would run into their values. */
  override refresh(): void {
    super.refresh();
    for (const { label, value } of this.drawn()) {
      label.scale.x = 1;
      const pad = label.x;
      const right = value.text !== '' ? value.x - pad * 0.6 : this.menuWidth - pad;
      label.scale.x = fitScale(label.width, Math.max(1, right - label.x));
    }
  }

  /** Each line as drawn: the label, then the value when there is one ("Colour ‹ Mint ›"). */
  describeLines(): string[] {
    return this.drawn().map(({ label, value }) => (value.text !== '' ? `${label.text} ${value.text}` : label.text));
  }

  /** The label and value texts of every line (the Menu adds a box and two texts per line, in order). */
  private drawn(): DrawnLine[] {
    const out: DrawnLine[] = [];
    const kids = this.children;
    for (let i = 0; i + 2 < kids.length; i++) {
      const [box, label, value] = [kids[i], kids[i + 1], kids[i + 2]];
      if (box instanceof Graphics && label instanceof Text && value instanceof Text) {
        if (box.visible) out.push({ label, value });
        i += 2;
      }
    }
    return out;
  }
}

/** The hint strip: a chip per seated pad or key set (its game keys, then its menu keys), one for the phones. */
export class HintBar extends Container {
  private readonly boxes = new Graphics();
  private texts: Text[] = [];
  private key = '';

  constructor() {
    super();
    this.addChild(this.boxes);
  }

  /** Shows the chips inside `area` at scale s; with no chips, the general join hint. */
  show(chips: readonly SeatChip[], area: Rect, s: number): void {
    const key = JSON.stringify([chips, area, s, t('lobby.join')]);
    if (key === this.key) return;
    this.key = key;
    for (const x of this.texts) x.destroy();
    this.texts = [];
    this.boxes.clear();
    this.position.set(area.x, area.y);
    const rows = hintRows(chips.length);
    const gap = 10 * s;
    const rowH = (area.h - (rows - 1) * gap) / rows;
    if (chips.length === 0) {
      this.boxes.roundRect(0, 0, area.w, rowH, Math.min(rowH / 2, 30 * s)).fill({ color: 0x05070d, alpha: 0.45 });
      this.addText(t('lobby.join'), textStyle(30, s, { fill: UI.dim }), area.w / 2, rowH / 2, area.w - 40 * s, 0.5);
      return;
    }
    const two = twoLineChips(rows);
    const chipW = (area.w - (HINT_CHIPS_PER_ROW - 1) * gap) / HINT_CHIPS_PER_ROW;
    chips.forEach((chip, i) => {
      const x = (i % HINT_CHIPS_PER_ROW) * (chipW + gap);
      const y = Math.floor(i / HINT_CHIPS_PER_ROW) * (rowH + gap);
      const first = PLAYER_COLORS[chip.seats[0]?.color ?? 0]?.hex ?? UI.dim;
      const corner = Math.min(rowH / 2, 26 * s);
      this.boxes
        .roundRect(x, y, chipW, rowH, corner)
        .fill({ color: 0x05070d, alpha: 0.62 })
        .stroke({ color: first, width: 3 * s, alpha: 0.9 });
      // One numbered disc per seat in the seat's colour (the phones' chip lists every phone seat).
      const r = Math.min(rowH * 0.34, 24 * s);
      let cx = x + 12 * s + r;
      for (const seat of chip.seats) {
        const hex = PLAYER_COLORS[seat.color]?.hex ?? UI.dim;
        this.boxes.circle(cx, y + rowH / 2, r).fill(hex);
        this.addText(String(seat.index + 1), textStyle(24, s, { fill: inkOn(hex) }), cx, y + rowH / 2, r * 1.7, 0.5);
        cx += 2 * r + 4 * s;
      }
      const lineX = cx - r + 10 * s;
      const maxW = x + chipW - 16 * s - lineX;
      const keys = textStyle(two ? 28 : 27, s, { fill: UI.text, fontWeight: '800' });
      if (!two) {
        this.addText(chip.keys, keys, lineX, y + rowH / 2, maxW, 0);
        return;
      }
      this.addText(chip.keys, keys, lineX, y + rowH * 0.33, maxW, 0);
      this.addText(chip.menu, textStyle(21, s, { fill: UI.dim, fontWeight: '700' }), lineX, y + rowH * 0.72, maxW, 0);
    });
  }

  /** The texts the strip shows, in order. */
  describe(): string[] {
    return this.texts.map((x) => x.text);
  }

  private addText(value: string, style: Text['style'], x: number, y: number, maxW: number, ax: number): Text {
    const text = new Text({ text: value, style });
    text.anchor.set(ax, 0.5);
    text.position.set(x, y);
    text.scale.x = fitScale(text.width, Math.max(1, maxW));
    this.texts.push(text);
    this.addChild(text);
    return text;
  }
}
