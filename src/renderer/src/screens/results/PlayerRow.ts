/** One player's line on a results screen: rank, colour chip, name, an optional crown marker, detail parts and value cells. */
import { Container, Graphics, Text } from 'pixi.js';
import { textStyle, UI } from '../../ui/style';
import { drawArrow, drawChip, drawCrown } from '@renderer/ui/decor';
import { fitText } from '@renderer/ui/fit-text';
import { MIN_TEXT_PX } from '@renderer/ui/design';
import { rankChangeLook, type RankChange } from './ranking';

/** A text box's height per font size in the screen face (ascent plus descent). */
const LINE = 1.25;
/** What a row shows. */
export interface RowData {
  /** Rank or other lead text; '' for none. */
  readonly lead: string;
  readonly name: string;
  readonly color: number;
  /** A crown pill after the name ("Ligretto stop!"); '' for a crown alone, null for none. */
  readonly marker: string | null;
  /** How the place changed with the last round (the standings); null for no change column. */
  readonly movement: RankChange | null;
  readonly highlight: boolean;
}

/** One coloured piece of the detail line. */
export interface DetailPart {
  readonly text: string;
  readonly color: number;
}

/** How a row is laid out, in 1080p pixels before `scale`. */
export interface RowMetrics {
  readonly width: number;
  readonly height: number;
  readonly scale: number;
  readonly nameSize: number;
  /** 0 for a row without detail parts. */
  readonly detailSize: number;
  /** Distance between the starts of the detail parts, so they line up from row to row. */
  readonly detailStep: number;
  readonly cellSize: number;
  /** Width of the lead (rank) column; 0 for none. */
  readonly leadWidth: number;
  /** Right-aligned value columns, from left to right. */
  readonly cellWidths: readonly number[];
  /** Width of the movement arrow column; 0 for none. */
  readonly movementWidth: number;
  /** Detail under the name (two lines) instead of in its own column. */
  readonly stacked: boolean;
}

const PAD = 30;

/** A results line; `layout` once per size, `set` for data, `setCell` / `setDetail` while counting up. */
export class PlayerRow extends Container {
  private readonly panel = new Graphics();
  private readonly icons = new Graphics();
  private readonly lead = new Text({ text: '' });
  private readonly nameText = new Text({ text: '' });
  private readonly markerText = new Text({ text: '' });
  private readonly details = [new Text({ text: '' }), new Text({ text: '' })];
  private readonly moveText = new Text({ text: '' });
  private cells: Text[] = [];
  private cellColors: number[] = [];
  private detailColors: number[] = [UI.dim, UI.dim];
  private m: RowMetrics | null = null;
  private data: RowData | null = null;

  constructor() {
    super();
    this.addChild(this.panel, this.icons, this.lead, this.nameText, this.markerText, ...this.details, this.moveText);
  }

  /** Sets the row's size and columns. */
  layout(metrics: RowMetrics): void {
    this.m = metrics;
    const old = this.cells;
    this.cells = metrics.cellWidths.map((_, i) => new Text({ text: old[i]?.text ?? '' }));
    this.cellColors = metrics.cellWidths.map((_, i) => this.cellColors[i] ?? UI.text);
    for (const cell of old) cell.destroy();
    this.addChild(...this.cells);
    this.redraw();
  }

  /** Sets what the row shows (cells and details keep their text). */
  set(data: RowData): void {
    this.data = data;
    this.redraw();
  }

  /** The right edge of value column `i`, in row coordinates (for column headers). */
  cellRight(i: number): number {
    const m = this.m;
    if (!m) return 0;
    return m.width - PAD * m.scale - m.cellWidths.slice(i + 1).reduce((a, b) => a + b, 0) * m.scale;
  }

  /** Shows a value in column `i`. */
  setCell(i: number, text: string, color: number = UI.text): void {
    const cell = this.cells[i];
    if (!cell) return;
    cell.text = text;
    if (this.cellColors[i] !== color) {
      this.cellColors[i] = color;
      cell.style.fill = color;
    }
  }

  /** Shows the detail parts, each at its own aligned position. */
  setDetail(parts: readonly DetailPart[]): void {
    const m = this.m;
    if (!m) return;
    this.details.forEach((text, k) => {
      const part = parts[k];
      text.visible = m.detailSize > 0 && part !== undefined;
      if (!part || m.detailSize === 0) return;
      if (this.detailColors[k] !== part.color) {
        this.detailColors[k] = part.color;
        text.style.fill = part.color;
      }
      const room = k < this.details.length - 1 ? m.detailStep * m.scale - 16 * m.scale : this.cellsLeft() - text.x - 16 * m.scale;
      fitText(text, part.text, room, MIN_TEXT_PX / m.detailSize);
    });
  }

  /** The visible texts, for describe(): name as shown, the marker, then rank, details, movement and cells. */
  texts(): { name: string; marker: string; parts: string[] } {
    const mv = this.data?.movement ?? null;
    const look = mv === null || !this.m?.movementWidth ? null : rankChangeLook(mv);
    const move = look ? `${look.glyph}${look.text}` : '';
    const details = this.details.filter((d) => d.visible).map((d) => d.text);
    const parts = [this.lead.text, ...details, move, ...this.cells.map((c) => c.text)].filter((s) => s !== '');
    const marker = this.data?.marker === null ? '' : this.markerText.visible ? this.markerText.text : '♛';
    return { name: this.nameText.text, marker, parts };
  }

  private cellsLeft(): number {
    const m = this.m;
    return m ? this.cellRight(0) - ((m.cellWidths[0] ?? 0) + m.movementWidth) * m.scale : 0;
  }

  private nameLeft(): number {
    const m = this.m;
    return m ? (PAD + m.leadWidth) * m.scale + m.height * 0.42 + 14 * m.scale : 0;
  }

  private nameSpace(): number {
    const m = this.m;
    if (!m) return 0;
    const room = this.cellsLeft() - this.nameLeft() - 20 * m.scale;
    return m.stacked || m.detailSize === 0 ? room : room - 2 * m.detailStep * m.scale;
  }

  private redraw(): void {
    const m = this.m;
    const d = this.data;
    if (!m || !d) return;
    const s = m.scale;
    const mid = m.height / 2;
    const r = 22 * s;
    this.panel.clear().roundRect(0, 0, m.width, m.height, r).fill(d.color);
    this.panel.roundRect(10 * s, 0, m.width - 10 * s, m.height, r).fill(d.highlight ? 0x2b3463 : UI.panel);
    this.panel
      .roundRect(0, 0, m.width, m.height, r)
      .stroke({ color: d.highlight ? UI.accent : UI.panelEdge, width: (d.highlight ? 4 : 2) * s });
    this.icons.clear();
    const last = m.cellWidths.length - 1;
    if (last >= 0) {
      const inset = m.height * 0.14;
      const wx = this.cellRight(last) - (m.cellWidths[last] ?? 0) * s + 6 * s;
      this.panel.roundRect(wx, inset, m.width - wx - 10 * s, m.height - 2 * inset, 16 * s).fill({ color: 0x000000, alpha: 0.22 });
    }
    this.lead.style = textStyle(Math.max(MIN_TEXT_PX, m.nameSize), s, { fill: d.highlight ? UI.accent : UI.dim });
    this.lead.text = d.lead;
    this.lead.anchor.set(0.5);
    this.lead.position.set((PAD + m.leadWidth / 2) * s, mid);
    drawChip(this.icons, (PAD + m.leadWidth) * s + m.height * 0.2, mid, m.height * 0.52, d.color);
    // Stacked: the name's and the detail line's text boxes (about 1.25 font sizes tall) sit one above the other,
    // centred as a pair, never into each other.
    const nameH = Math.round(m.nameSize * s) * LINE;
    const detailH = Math.round(Math.max(MIN_TEXT_PX, m.detailSize) * s) * LINE;
    const pairTop = (m.height - nameH - detailH) / 2;
    const nameY = m.stacked && m.detailSize > 0 ? pairTop + nameH / 2 : mid;
    const detailY = pairTop + nameH + detailH / 2;
    this.nameText.style = textStyle(m.nameSize, s, { fill: UI.text });
    this.placeNameAndMarker(d, nameY);
    const detailX = m.stacked ? this.nameLeft() : this.nameLeft() + this.nameSpace() + 20 * s;
    this.details.forEach((text, k) => {
      text.style = textStyle(Math.max(MIN_TEXT_PX, m.detailSize), s, { fill: this.detailColors[k] ?? UI.dim, fontWeight: '700' });
      text.anchor.set(0, 0.5);
      text.position.set(detailX + k * m.detailStep * s, m.stacked ? detailY : mid);
    });
    this.drawMovement(d.movement, mid);
    this.cells.forEach((cell, i) => {
      cell.style = textStyle(m.cellSize, s, { fill: this.cellColors[i] ?? UI.text });
      cell.anchor.set(1, 0.5);
      cell.position.set(this.cellRight(i), mid);
    });
  }

  /** The name, then the crown pill; the pill drops its words when they would squeeze the name. */
  private placeNameAndMarker(d: RowData, y: number): void {
    const m = this.m;
    if (!m) return;
    const s = m.scale;
    const minScale = MIN_TEXT_PX / m.nameSize;
    this.markerText.style = textStyle(MIN_TEXT_PX, s, { fill: 0x1a1300 });
    this.markerText.text = d.marker ?? '';
    const crownOnly = 56 * s;
    let pillW = d.marker === null ? 0 : d.marker === '' ? crownOnly : this.markerText.width + 70 * s;
    this.nameText.scale.set(1);
    this.nameText.text = d.name;
    const fullName = this.nameText.width * minScale;
    if (pillW > crownOnly && fullName + pillW + 16 * s > this.nameSpace()) pillW = crownOnly;
    this.markerText.visible = pillW > crownOnly;
    fitText(this.nameText, d.name, this.nameSpace() - (pillW ? pillW + 16 * s : 0), minScale);
    this.nameText.anchor.set(0, 0.5);
    this.nameText.position.set(this.nameLeft(), y);
    if (pillW === 0) return;
    const pillH = 48 * s;
    const px = this.nameLeft() + this.nameText.width + 16 * s;
    this.icons.roundRect(px, y - pillH / 2, pillW, pillH, pillH / 2).fill(UI.accent);
    drawCrown(this.icons, px + (this.markerText.visible ? 30 * s : pillW / 2), y + 11 * s, 30 * s, 0x1a1300);
    this.markerText.anchor.set(0, 0.5);
    this.markerText.position.set(px + 52 * s, y);
  }

  /** The change column: a big triangle and the places moved, coloured by direction (gold: took the lead), "=" unchanged. */
  private drawMovement(movement: RankChange | null, mid: number): void {
    const m = this.m;
    if (!m) return;
    const s = m.scale;
    this.moveText.text = '';
    if (movement === null || m.movementWidth === 0) return;
    const look = rankChangeLook(movement);
    if (look.glyph === '') return;
    const x = this.cellsLeft() + 26 * s;
    const color = { good: UI.good, bad: UI.bad, lead: UI.accent, dim: UI.dim }[look.tone];
    if (look.glyph === '=') {
      for (const dy of [-8, 8]) this.icons.roundRect(x - 16 * s, mid + dy * s - 4 * s, 32 * s, 8 * s, 4 * s).fill(color);
      return;
    }
    drawArrow(this.icons, x, mid, 36 * s, look.glyph === '▲', color);
    this.moveText.style = textStyle(40, s, { fill: color });
    this.moveText.text = look.text;
    this.moveText.anchor.set(0, 0.5);
    this.moveText.position.set(x + 24 * s, mid);
  }
}
