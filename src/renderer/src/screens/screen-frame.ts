/**
 * The frame the full-screen lists share (Replays, Players, the night's end, the event board): the backdrop, a big
 * title (centred, or at the left for the event board), an optional subtitle under it, a Back button at the title's
 * left, and the footer legend at the bottom of the title-safe area. `place` lays them out and returns the body's box
 * between subtitle and legend, so each screen fills only that; large text is made to fit here, once: the display
 * title (already sofa-sized) grows only a little, the body text keeps the full +25 %.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { Rect } from '@renderer/layout/rect';
import type { Button } from '@renderer/ui/Button';
import { drawBackdrop } from '@renderer/ui/decor';
import { SAFE } from '@renderer/ui/design';
import { fitLine } from '@renderer/ui/fit-text';
import { styleTitle, textSizeFactor, textStyle, UI } from '@renderer/ui/style';

/** How much of the large-text growth the frame's title takes (92 px is already read from the sofa). */
const TITLE_GROWTH = 0.4;

/** The texts and colours of one layout of the frame. */
export interface FrameTexts {
  readonly title: string;
  /** '' for none: the body starts under the title. */
  readonly subtitle?: string;
  readonly hint: string;
  /** The backdrop's glow colours. */
  readonly glow: readonly number[];
}

/** How a screen wants its frame. */
export interface FrameLook {
  /** 'centre' (the default) or 'start': the title and subtitle at the safe left (the event board). */
  readonly align?: 'centre' | 'start';
  /** The title's 1080p size (92 by default) and colour. */
  readonly titlePx?: number;
  readonly titleFill?: number;
  readonly subtitleFill?: number;
  readonly hintFill?: number;
  /** The hint's 1080p size (34 by default). */
  readonly hintPx?: number;
  /** false: the title without its outline and shadow (the event board's, a name on a busy backdrop of seat colours). */
  readonly outline?: boolean;
}

/** The size of a display title at scale `s`: 1080p `px`, grown by only part of the large-text factor. */
export function titleSize(px: number): number {
  const factor = textSizeFactor();
  return (px * (1 + (factor - 1) * TITLE_GROWTH)) / factor;
}

/** The shared frame: add `parts()` to the screen's root (under its own content), then call `place` on every layout. */
export class ScreenFrame {
  readonly backdrop = new Graphics();
  readonly decor = new Container();
  readonly title = new Text({ text: '' });
  readonly subtitle = new Text({ text: '' });
  readonly hint = new Text({ text: '' });

  constructor(readonly back: Button | null = null) {}

  /** The frame's display objects: the backdrop first (add them before the screen's content), Back last. */
  parts(): Container[] {
    return [this.backdrop, this.decor, this.title, this.subtitle, this.hint, ...(this.back ? [this.back] : [])];
  }

  /** Lays the frame out on a `w` × `h` screen at scale `s`; returns the body's box. */
  place(texts: FrameTexts, size: { readonly w: number; readonly h: number; readonly s: number }, look: FrameLook = {}): Rect {
    const { w, h, s } = size;
    const left = w * SAFE;
    const right = w * (1 - SAFE);
    const top = h * SAFE;
    const bottom = h * (1 - SAFE);
    const start = look.align === 'start';
    drawBackdrop(this.backdrop, this.decor, w, h, s, texts.glow);
    // Back sits at the title's left; a centred title keeps clear of it on both sides.
    const bh = 68 * s;
    let backRoom = 0;
    if (this.back) {
      this.back.layout(this.back.natural(bh, s, 36), bh, s, 36);
      this.back.position.set(left, top + 10 * s);
      backRoom = this.back.width + 24 * s;
    }
    const titleW = start ? right - left - backRoom : right - left - 2 * backRoom;
    styleTitle(this.title, titleSize(look.titlePx ?? 92), s, { fill: look.titleFill ?? UI.text, outline: look.outline !== false });
    fitLine(this.title, texts.title, titleW, 0.75);
    this.title.anchor.set(start ? 0 : 0.5, 0);
    this.title.position.set(start ? left + backRoom : w / 2, top - 6 * s);
    this.subtitle.style = textStyle(38, s, { fill: look.subtitleFill ?? UI.accent, fontWeight: '700' });
    fitLine(this.subtitle, texts.subtitle ?? '', start ? right - left : right - left - 2 * backRoom, 0.75);
    this.subtitle.anchor.set(start ? 0 : 0.5, 0);
    this.subtitle.position.set(start ? left : w / 2, this.title.y + this.title.height + 2 * s);
    this.subtitle.visible = this.subtitle.text !== '';
    this.hint.style = textStyle(look.hintPx ?? 34, s, { fill: look.hintFill ?? UI.dim, fontWeight: '700' });
    fitLine(this.hint, texts.hint, right - left, 0.75);
    this.hint.anchor.set(0.5, 1);
    this.hint.position.set(w / 2, bottom);
    this.hint.visible = this.hint.text !== '';
    const head = this.subtitle.visible ? this.subtitle.y + this.subtitle.height : this.title.y + this.title.height;
    const bodyTop = Math.max(head, this.back ? this.back.y + bh : 0) + 24 * s;
    const bodyBottom = (this.hint.visible ? bottom - this.hint.height : bottom) - 22 * s;
    return { x: left, y: bodyTop, w: right - left, h: Math.max(0, bodyBottom - bodyTop) };
  }
}
