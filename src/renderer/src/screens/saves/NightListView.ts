/** The Replays screen's first level: a panel of night rows (and the earlier rounds) around the focused one. */
import { Container, Graphics, Text } from 'pixi.js';
import { t } from '@renderer/i18n/i18n';
import { countText } from '@renderer/i18n/labels';
import type { Rect } from '@renderer/layout/rect';
import { fitLine } from '@renderer/ui/fit-text';
import { drawPanel } from '@renderer/ui/Panel';
import { textBox, textStyle, UI } from '@renderer/ui/style';
import { drawNightRow, rowPlate } from '../night-rows';
import { drawScrollbar } from './replay-views';
import type { ReplayListInput } from './ReplayListView';
import { nightFacts, type ShelfItem } from './replay-shelf';
import { scrollWindow } from './saves-format';

/** The earlier rounds' row: its name, what it holds and how many. Returns it as a line of text. */
function earlierRow(into: Container, count: number, focused: boolean, box: Rect, s: number, onTap: () => void): string {
  const { x, y, w, h } = box;
  const pad = 22 * s;
  into.addChild(rowPlate(box, s, focused, UI.accent, onTap));
  const line = (value: string, px: number, fill: number, at: { y: number; ax: number; x: number }, room: number): void => {
    const item = new Text({ text: '', style: textStyle(px, s, { fill, fontWeight: '700' }) });
    fitLine(item, value, room);
    item.anchor.set(at.ax, 0.5);
    item.position.set(at.x, at.y);
    into.addChild(item);
  };
  const total = countText('count.replays', count);
  line(t('replays.earlier'), 36, UI.text, { x: x + pad, y: y + h * 0.3, ax: 0 }, w - 2 * pad);
  line(t('replays.earlierNote'), 30, UI.dim, { x: x + pad, y: y + h * 0.72, ax: 0 }, (w - 2 * pad) * 0.62);
  line(total, 34, UI.text, { x: x + w - pad, y: y + h * 0.72, ax: 1 }, (w - 2 * pad) * 0.34);
  return `${focused ? '> ' : ''}${t('replays.earlier')} | ${total}`;
}

/** The nights list. */
export class NightListView extends Container {
  private readonly panel = new Graphics();
  private readonly lines = new Container();
  private readonly scrollbar = new Graphics();
  private top = 0;
  private described: string[] = [];

  constructor(private readonly input: ReplayListInput) {
    super();
    this.lines.eventMode = 'static';
    this.lines.on('wheel', (e) => input.step(e.deltaY > 0 ? 1 : -1));
    this.addChild(this.panel, this.lines, this.scrollbar);
  }

  /** The rows on screen as text, the focused one marked '> '. */
  rows(): readonly string[] {
    return this.described;
  }

  /** Draws `items` (null: still loading) in `box` at scale `s`, the item `focus` focused and in view. */
  draw(items: readonly ShelfItem[] | null, focus: number, box: Rect, s: number): void {
    const { x, y, w, h } = box;
    this.panel.clear();
    drawPanel(this.panel, x, y, w, h, s);
    for (const child of this.lines.removeChildren()) child.destroy({ children: true });
    this.scrollbar.clear();
    this.described = [];
    this.lines.hitArea = { contains: (px: number, py: number) => px >= x && px <= x + w && py >= y && py <= y + h };
    if (!items || items.length === 0) {
      const msg = new Text({
        text: items ? t('replays.empty') : t('replays.loading'),
        style: textStyle(40, s, { fill: UI.dim, wordWrap: true, wordWrapWidth: w - 120 * s, align: 'center' }),
      });
      msg.anchor.set(0.5);
      msg.position.set(x + w / 2, y + h / 2);
      this.lines.addChild(msg);
      return;
    }
    const pad = 22 * s;
    const rowH = textBox(118) * s;
    const gap = 12 * s;
    const shown = Math.max(1, Math.floor((h - 2 * pad + gap) / (rowH + gap)));
    this.top = scrollWindow(focus, this.top, shown, items.length);
    const rowW = w - 2 * pad - (items.length > shown ? 22 * s : 0);
    items.slice(this.top, this.top + shown).forEach((item, k) => {
      const index = this.top + k;
      const focused = index === focus;
      const row = { x: x + pad, y: y + pad + k * (rowH + gap), w: rowW, h: rowH };
      const tap = (): void => this.input.tap(index);
      this.described.push(
        item.kind === 'earlier'
          ? earlierRow(this.lines, item.rounds.length, focused, row, s, tap)
          : drawNightRow(
              this.lines,
              nightFacts(item.night),
              { focused, color: UI.accent, right: countText('count.replays', item.rounds.length), crowned: false },
              row,
              s,
              tap,
            ),
      );
    });
    if (items.length > shown) {
      const track = { x: x + w - pad - 8 * s, y: y + pad, w: 8 * s, h: shown * (rowH + gap) - gap };
      drawScrollbar(this.scrollbar, track, s, { top: this.top, shown, total: items.length });
    }
  }
}
