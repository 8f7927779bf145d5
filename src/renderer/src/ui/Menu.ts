/** A vertical menu that any pad, key set or mouse can drive: up/down to move, left/right to change, confirm. */
import { Container, Graphics, Text } from 'pixi.js';
import { sharedTextStyle, UI } from './style';

/** One menu line. */
export interface MenuItem {
  readonly id: string;
  readonly label: () => string;
  /** Current value shown on the right; left/right change it. */
  readonly value?: () => string;
  readonly onConfirm?: () => void;
  readonly onChange?: (direction: -1 | 1) => void;
  readonly enabled?: () => boolean;
  /** Whether the line is on show at all (a line of another game than the chosen one is not); shown when absent. */
  readonly shown?: () => boolean;
  /** One line saying what the item does (the lobby's options), shown while it has the focus. */
  readonly help?: () => string;
}

/** Menu navigation actions. */
export type MenuAction = 'up' | 'down' | 'left' | 'right' | 'confirm';

interface Line {
  readonly item: MenuItem;
  readonly box: Graphics;
  readonly label: Text;
  readonly value: Text;
}

/** Whether a menu line is on show. */
function isShown(item: MenuItem | undefined): boolean {
  return item !== undefined && (item.shown?.() ?? true);
}

/** A focusable list of items. */
export class Menu extends Container {
  private focus = 0;
  private lines: Line[] = [];
  private width_ = 800;
  private scale_ = 1;

  constructor(private readonly items: readonly MenuItem[]) {
    super();
    this.lines = items.map((item, i) => {
      const box = new Graphics();
      const label = new Text({ text: '' });
      const value = new Text({ text: '' });
      const line: Line = { item, box, label, value };
      box.eventMode = 'static';
      box.cursor = 'pointer';
      box.on('pointertap', () => {
        this.focus = i;
        this.act('confirm');
      });
      this.addChild(box, label, value);
      return line;
    });
  }

  /** The focused item's id. */
  get focused(): string {
    return this.items[this.focus]?.id ?? '';
  }

  /** The focused item's one-line explanation, '' when it has none. */
  focusedHelp(): string {
    return this.items[this.focus]?.help?.() ?? '';
  }

  /** Moves the focus to the item `id` (when there is one) and redraws. */
  focusOn(id: string): void {
    const i = this.items.findIndex((item) => item.id === id);
    if (i === -1) return;
    this.focus = i;
    this.refresh();
  }

  /** Lays the menu out for a width and a 1080p-relative scale. */
  layout(width: number, scale: number): void {
    this.width_ = width;
    this.scale_ = scale;
    this.refresh();
  }

  /** Redraws labels, values and the focus highlight. */
  refresh(): void {
    const h = Math.round(84 * this.scale_);
    const gap = Math.round(14 * this.scale_);
    this.focus = this.nearestShown(this.focus);
    let row = 0;
    this.lines.forEach((line, i) => {
      const shown = isShown(line.item);
      for (const part of [line.box, line.label, line.value]) part.visible = shown;
      if (!shown) return;
      const y = row++ * (h + gap);
      const focused = i === this.focus;
      const enabled = line.item.enabled?.() ?? true;
      line.box
        .clear()
        .roundRect(0, y, this.width_, h, 18 * this.scale_)
        .fill({ color: focused ? 0x2a3a63 : UI.panel });
      if (focused) line.box.stroke({ color: UI.accent, width: 5 * this.scale_ });
      line.label.style = sharedTextStyle(44, this.scale_, { fill: enabled ? UI.text : UI.dim });
      line.label.text = line.item.label();
      line.label.position.set(28 * this.scale_, y + (h - line.label.height) / 2);
      line.value.style = sharedTextStyle(40, this.scale_, { fill: UI.accent });
      line.value.text = line.item.value ? `‹ ${line.item.value()} ›` : '';
      line.value.position.set(this.width_ - line.value.width - 28 * this.scale_, y + (h - line.value.height) / 2);
    });
  }

  /** `index` when its line is shown, else the nearest shown line above it (below when none is above). */
  private nearestShown(index: number): number {
    for (let i = index; i >= 0; i--) if (isShown(this.items[i])) return i;
    for (let i = index + 1; i < this.items.length; i++) if (isShown(this.items[i])) return i;
    return index;
  }

  /** Applies a navigation action; returns true when something changed. */
  act(action: MenuAction): boolean {
    const item = this.items[this.focus];
    if (!item) return false;
    if (action === 'up' || action === 'down') {
      // Hidden lines are stepped over.
      const n = this.items.length;
      let next = this.focus;
      do next = (next + (action === 'up' ? n - 1 : 1)) % n;
      while (next !== this.focus && !isShown(this.items[next]));
      this.focus = next;
    } else if (action === 'left' || action === 'right') {
      if (!item.onChange) return false;
      item.onChange(action === 'left' ? -1 : 1);
    } else {
      if (item.enabled && !item.enabled()) return false;
      if (item.onConfirm) item.onConfirm();
      else if (item.onChange) item.onChange(1);
      else return false;
    }
    this.refresh();
    return true;
  }
}
