/**
 * A vertical menu that any pad, key set or mouse can drive: up/down to move, left/right to change, confirm. A menu
 * taller than the room it is given scrolls: a window of whole lines around the focused one, with a chevron above and
 * below ("more this way", tappable) while lines are out of view; the wheel moves the focus.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { fitLine } from './fit-text';
import { sharedTextStyle, textSizeFactor, UI } from './style';

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

/** Which shown lines are in view: `first` to `last` (indices among the shown lines) of `total`. */
export interface MenuWindow {
  readonly first: number;
  readonly last: number;
  readonly total: number;
}

/** A focusable list of items. */
export class Menu extends Container {
  private focus = 0;
  private lines: Line[] = [];
  private width_ = 800;
  private scale_ = 1;
  /** The most height the lines may take (the chevrons included); Infinity: no limit, no scrolling. */
  private room = Number.POSITIVE_INFINITY;
  /** The first shown line in view. */
  private top = 0;
  private window_: MenuWindow = { first: 0, last: -1, total: 0 };
  private readonly moreUp = new Graphics();
  private readonly moreDown = new Graphics();

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
    for (const [cue, dir] of [
      [this.moreUp, 'up'],
      [this.moreDown, 'down'],
    ] as const) {
      cue.eventMode = 'static';
      cue.cursor = 'pointer';
      cue.on('pointertap', () => this.act(dir));
      this.addChild(cue);
    }
    this.eventMode = 'static';
    this.on('wheel', (e) => {
      if (this.scrolls()) this.act(e.deltaY > 0 ? 'down' : 'up');
    });
  }

  /** The shown lines in view (the tests read it: the focused line is always among them). */
  visibleWindow(): MenuWindow {
    return this.window_;
  }

  /** Whether some lines are out of view. */
  scrolls(): boolean {
    return this.window_.first > 0 || this.window_.last < this.window_.total - 1;
  }

  /** The height of one line at scale `s`: it grows with large text, so a larger label keeps its margin. */
  static lineHeight(s: number): number {
    return Math.round(84 * s * Math.max(1, textSizeFactor() * 0.9));
  }

  /** The gap between lines at scale `s`. */
  static lineGap(s: number): number {
    return Math.round(14 * s);
  }

  /** The height `lines` lines take at scale `s`. */
  static heightOf(lines: number, s: number): number {
    return lines <= 0 ? 0 : lines * Menu.lineHeight(s) + (lines - 1) * Menu.lineGap(s);
  }

  /** How many lines the menu has on show. */
  shownCount(): number {
    return this.items.filter((item) => isShown(item)).length;
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

  /**
   * Lays the menu out for a width and a 1080p-relative scale; `room` (px) bounds its height: the lines that do not
   * fit scroll, the focused one always in view.
   */
  layout(width: number, scale: number, room = Number.POSITIVE_INFINITY): void {
    this.width_ = width;
    this.scale_ = scale;
    this.room = room;
    this.refresh();
  }

  /** How many whole lines fit the room (the chevrons' bands taken off when they are needed). */
  private fitting(total: number): number {
    const h = Menu.lineHeight(this.scale_);
    const gap = Menu.lineGap(this.scale_);
    if (Menu.heightOf(total, this.scale_) <= this.room) return total;
    const cue = this.cueHeight();
    return Math.max(1, Math.floor((this.room - 2 * cue + gap) / (h + gap)));
  }

  /** The band above and below a scrolling list that holds its chevron. */
  private cueHeight(): number {
    return Math.round(40 * this.scale_);
  }

  /** Redraws labels, values and the focus highlight. */
  refresh(): void {
    const h = Menu.lineHeight(this.scale_);
    const gap = Menu.lineGap(this.scale_);
    this.focus = this.nearestShown(this.focus);
    const shownItems = this.items.flatMap((item, i) => (isShown(item) ? [i] : []));
    const total = shownItems.length;
    const fits = this.fitting(total);
    const at = Math.max(0, shownItems.indexOf(this.focus));
    // The window follows the focus by as little as it can (a console list: it scrolls when the focus reaches an edge).
    if (at < this.top) this.top = at;
    if (at > this.top + fits - 1) this.top = at - fits + 1;
    this.top = Math.max(0, Math.min(this.top, total - fits));
    this.window_ = { first: this.top, last: Math.min(total, this.top + fits) - 1, total };
    const scrolling = fits < total;
    const offset = scrolling ? this.cueHeight() : 0;
    this.drawCue(this.moreUp, scrolling && this.top > 0, offset / 2, -1);
    this.drawCue(this.moreDown, scrolling && this.window_.last < total - 1, offset + Menu.heightOf(fits, this.scale_) + offset / 2, 1);
    let row = 0;
    this.lines.forEach((line, i) => {
      const index = isShown(line.item) ? row++ : -1;
      const shown = index >= this.window_.first && index <= this.window_.last;
      for (const part of [line.box, line.label, line.value]) part.visible = shown;
      if (!shown) return;
      const y = offset + (index - this.window_.first) * (h + gap);
      const focused = i === this.focus;
      const enabled = line.item.enabled?.() ?? true;
      line.box
        .clear()
        .roundRect(0, y, this.width_, h, 18 * this.scale_)
        .fill({ color: focused ? 0x2a3a63 : UI.panel });
      if (focused) line.box.stroke({ color: UI.accent, width: 5 * this.scale_ });
      line.value.style = sharedTextStyle(40, this.scale_, { fill: UI.accent });
      line.value.text = line.item.value ? `‹ ${line.item.value()} ›` : '';
      line.label.style = sharedTextStyle(44, this.scale_, { fill: enabled ? UI.text : UI.dim });
      // A long label (German with large text) is narrowed to keep clear of the value, never drawn over it.
      const gapToValue = line.value.text === '' ? 0 : line.value.width + 24 * this.scale_;
      fitLine(line.label, line.item.label(), this.width_ - 56 * this.scale_ - gapToValue);
      line.label.position.set(28 * this.scale_, y + (h - line.label.height) / 2);
      line.value.position.set(this.width_ - line.value.width - 28 * this.scale_, y + (h - line.value.height) / 2);
    });
  }

  /** A chevron centred at `y` pointing up (-1) or down (1), drawn only while lines are out of view that way. */
  private drawCue(cue: Graphics, on: boolean, y: number, dir: -1 | 1): void {
    cue.clear();
    cue.visible = on;
    if (!on) return;
    const s = this.scale_;
    const cx = this.width_ / 2;
    const half = 30 * s;
    const tip = 13 * s * dir;
    cue
      .roundRect(cx - 70 * s, y - 17 * s, 140 * s, 34 * s, 17 * s)
      .fill({ color: UI.panel, alpha: 0.9 })
      .poly([cx - half, y - tip, cx, y + tip, cx + half, y - tip], false)
      .stroke({ color: UI.accent, width: 6 * s, cap: 'round', join: 'round' });
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
