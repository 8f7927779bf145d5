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
}

/** Menu navigation actions. */
export type MenuAction = 'up' | 'down' | 'left' | 'right' | 'confirm';

interface Line {
  readonly item: MenuItem;
  readonly box: Graphics;
  readonly label: Text;
  readonly value: Text;
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
    this.lines.forEach((line, i) => {
      const y = i * (h + gap);
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

  /** Applies a navigation action; returns true when something changed. */
  act(action: MenuAction): boolean {
    const item = this.items[this.focus];
    if (!item) return false;
    if (action === 'up' || action === 'down') {
      const n = this.items.length;
      this.focus = (this.focus + (action === 'up' ? n - 1 : 1)) % n;
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
