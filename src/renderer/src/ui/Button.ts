/** A focusable button and a row of them that a pad walks through, shared by every menu-like screen. */
import { Container, Graphics, Text } from 'pixi.js';
import { fitScale } from '../views/cards/card-layout';
import { sharedTextStyle, UI } from './style';

/** How a button looks. */
export type ButtonTone = 'primary' | 'normal' | 'quiet';

/** One button: a rounded box with a label; focus draws the accent ring, a tap calls `onTap`. */
export class Button extends Container {
  private readonly box = new Graphics();
  private readonly text = new Text({ text: '' });
  private focused = false;
  private enabled = true;
  private dims = { w: 200, h: 72, s: 1, px: 36 };

  constructor(
    readonly id: string,
    private labelOf: () => string,
    private readonly onTap: () => void,
    private tone: ButtonTone = 'normal',
    onHover?: () => void,
  ) {
    super();
    this.addChild(this.box, this.text);
    this.box.eventMode = 'static';
    this.box.cursor = 'pointer';
    this.box.on('pointertap', () => void this.press());
    if (onHover) this.box.on('pointerover', onHover);
  }

  /** Changes what the label says. */
  setLabel(label: () => string): void {
    this.labelOf = label;
    this.draw();
  }

  /** The width the label needs at this size (padding included). */
  natural(h: number, s: number, px = 36): number {
    const probe = new Text({ text: this.labelOf(), style: sharedTextStyle(px, s) });
    const w = probe.width + 2 * Math.max(28 * s, h * 0.42);
    probe.destroy();
    return w;
  }

  /** Sizes the button (w x h at scale s, label at px design pixels). */
  layout(w: number, h: number, s: number, px = 36): void {
    this.dims = { w, h, s, px };
    this.draw();
  }

  /** Changes the look (a chosen speed is drawn as primary). */
  setTone(tone: ButtonTone): void {
    if (tone === this.tone) return;
    this.tone = tone;
    this.draw();
  }

  setFocused(on: boolean): void {
    if (on === this.focused) return;
    this.focused = on;
    this.draw();
  }

  setEnabled(on: boolean): void {
    if (on === this.enabled) return;
    this.enabled = on;
    this.draw();
  }

  /** Acts like a tap; false when the button is disabled. */
  press(): boolean {
    if (!this.enabled) return false;
    this.onTap();
    return true;
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  /** The label as drawn. */
  get caption(): string {
    return this.text.text;
  }

  /** Redraws the box and label. */
  draw(): void {
    const { w, h, s, px } = this.dims;
    const r = h / 2;
    const primary = this.tone === 'primary';
    const fill = !this.enabled
      ? 0x141b2c
      : this.focused
        ? primary
          ? UI.accent
          : 0x34477a
        : primary
          ? 0x3a3320
          : this.tone === 'quiet'
            ? 0x111827
            : UI.panel;
    this.box.clear();
    if (this.focused && this.enabled)
      this.box.roundRect(-6 * s, -6 * s, w + 12 * s, h + 12 * s, r + 6 * s).fill({ color: UI.accent, alpha: 0.18 });
    this.box.roundRect(0, 0, w, h, r).fill(fill);
    this.box
      .roundRect(0, 0, w, h, r)
      .stroke({ color: this.focused && this.enabled ? (primary ? 0xffffff : UI.accent) : UI.panelEdge, width: (this.focused ? 4 : 2) * s });
    const ink = !this.enabled ? 0x5b6580 : primary && this.focused ? 0x1a1405 : primary ? UI.accent : UI.text;
    this.text.style = sharedTextStyle(px, s, { fill: ink });
    this.text.scale.set(1);
    this.text.text = this.labelOf();
    this.text.scale.set(fitScale(this.text.width, w - 2 * Math.min(28 * s, r)));
    this.text.anchor.set(0.5);
    this.text.position.set(w / 2, h / 2);
  }
}

/** A row of buttons that left/right walk through and confirm presses; disabled buttons are skipped. */
export class ButtonRow extends Container {
  private buttons: Button[] = [];
  private focus = 0;

  /** Replaces the buttons (focus goes to `focusId` when given and present, else stays in range). */
  set(buttons: readonly Button[], focusId?: string): void {
    for (const b of this.buttons) if (!buttons.includes(b)) this.removeChild(b);
    this.buttons = [...buttons];
    for (const b of this.buttons) this.addChild(b);
    const at = focusId === undefined ? -1 : this.buttons.findIndex((b) => b.id === focusId);
    this.focus = at !== -1 ? at : Math.min(this.focus, Math.max(0, this.buttons.length - 1));
    this.settle(1);
    this.paint();
  }

  /** The focused button's id ('' when there is none). */
  get focused(): string {
    return this.buttons[this.focus]?.id ?? '';
  }

  /** Focuses a button by id. */
  focusOn(id: string): void {
    const at = this.buttons.findIndex((b) => b.id === id);
    if (at === -1) return;
    this.focus = at;
    this.paint();
  }

  /** Lays the buttons out left to right, `gap` apart, each as wide as its label needs (at least minW), centred in `width`. */
  layout(width: number, h: number, s: number, px = 36, minW = 0): number {
    const gap = 22 * s;
    const widths = this.buttons.map((b) => Math.max(minW, b.natural(h, s, px)));
    const total = widths.reduce((a, b) => a + b, 0) + gap * Math.max(0, widths.length - 1);
    const squeeze = total > width ? (width - gap * Math.max(0, widths.length - 1)) / (total - gap * Math.max(0, widths.length - 1)) : 1;
    let x = Math.max(0, (width - Math.min(total, width)) / 2);
    this.buttons.forEach((b, i) => {
      const w = (widths[i] ?? 0) * squeeze;
      b.layout(w, h, s, px);
      b.position.set(x, 0);
      x += w + gap;
    });
    return Math.min(total, width);
  }

  /** Moves the focus one button left (-1) or right (1), skipping disabled ones; true when it moved. */
  move(step: -1 | 1): boolean {
    const n = this.buttons.length;
    for (let k = 1; k < n; k++) {
      const i = (this.focus + step * k + n * k) % n;
      if (this.buttons[i]?.isEnabled) {
        this.focus = i;
        this.paint();
        return true;
      }
    }
    return false;
  }

  /** Presses the focused button; true when it was enabled. */
  press(): boolean {
    return this.buttons[this.focus]?.press() ?? false;
  }

  /** Redraws every button (after a language change). */
  redraw(): void {
    for (const b of this.buttons) b.draw();
  }

  /** The captions, the focused one marked with '> '. */
  describe(): string[] {
    return this.buttons.map((b, i) => `${i === this.focus ? '> ' : ''}${b.caption}`);
  }

  private settle(step: -1 | 1): void {
    if (this.buttons[this.focus]?.isEnabled !== false) return;
    this.move(step);
  }

  private paint(): void {
    this.buttons.forEach((b, i) => b.setFocused(i === this.focus));
  }
}
