/**
 * The how-to-play's caption over the lesson's table (docs/howto.md): the game and step, the step's title in big type,
 * its sentence, the buttons it uses on every device seated in the lobby, a bar for the step's time, and how to skip.
 * Every line is at least 40 px tall at 1080p (the test measures it through the debug hook).
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { LessonView } from '@shared/lesson';
import { drawPanel } from '@renderer/ui/Panel';
import { uiScale } from '@renderer/ui/design';
import { UI } from '@renderer/ui/colours';
import { textStyle } from '@renderer/ui/style';
import type { LessonCaption } from './lesson-model';

/** The share of the screen's height the caption band takes at the bottom (the lesson's table is laid out above it). */
export const CAPTION_BAND = 0.33;

/** Each line's font size at 1080p (its text is taller than its size: the test measures the drawn bounds). */
const SIZES = { heading: 40, title: 68, more: 44, buttons: 42, skip: 40 } as const;

/** What the caption shows, for the end-to-end tests. */
export interface CaptionDescription {
  readonly step: number;
  readonly steps: number;
  readonly id: string;
  readonly title: string;
  readonly more: string;
  readonly buttons: string;
  /** The drawn height of each line in 1080p pixels (scaled back from the screen's size). */
  readonly heights: Readonly<Record<keyof typeof SIZES, number>>;
}

/** The caption band at the bottom of the screen. */
export class HowToCaption extends Container {
  private readonly panel = new Graphics();
  private readonly bar = new Graphics();
  private readonly lines = {
    heading: new Text({ text: '' }),
    title: new Text({ text: '' }),
    more: new Text({ text: '' }),
    buttons: new Text({ text: '' }),
    skip: new Text({ text: '' }),
  };
  private size = { w: 1920, h: 1080 };
  private lesson: LessonView | null = null;
  private shownAt = 0;

  constructor() {
    super();
    this.addChild(this.panel, this.bar, ...Object.values(this.lines));
  }

  /** Shows a step's caption; `at` is when its snapshot arrived (performance.now), for the time bar. */
  set(lesson: LessonView, caption: LessonCaption, at: number): void {
    this.lesson = lesson;
    this.shownAt = at;
    this.lines.heading.text = caption.heading;
    this.lines.title.text = caption.title;
    this.lines.more.text = caption.more;
    this.lines.buttons.text = caption.buttons;
    this.lines.skip.text = caption.skip;
    this.layout();
  }

  resize(width: number, height: number): void {
    this.size = { w: width, h: height };
    this.layout();
  }

  private layout(): void {
    const { w, h } = this.size;
    const s = uiScale(w, h);
    const wrap = w * 0.84;
    const style = (px: number, fill: number, weight: '700' | '800' = '800') =>
      textStyle(px, s, { fill, fontWeight: weight, align: 'center', wordWrap: true, wordWrapWidth: wrap });
    this.lines.heading.style = style(SIZES.heading, UI.dim, '700');
    this.lines.title.style = style(SIZES.title, UI.accent);
    this.lines.more.style = style(SIZES.more, UI.text, '700');
    this.lines.buttons.style = style(SIZES.buttons, UI.good);
    this.lines.skip.style = style(SIZES.skip, UI.dim, '700');
    this.lines.heading.style.wordWrap = false;
    this.lines.skip.style.wordWrap = false;
    const gap = 10 * s;
    // The band under the lesson's table, inside the title-safe area (the central 90%).
    const top = h * (1 - CAPTION_BAND) + 8 * s;
    const left = w * 0.06;
    const width = w * 0.88;
    this.panel.clear();
    drawPanel(this.panel, left, top, width, h * 0.96 - top, s);
    // The game and step on the left of the first line, how to skip on its right.
    this.lines.heading.anchor.set(0, 0);
    this.lines.heading.position.set(left + 28 * s, top + 22 * s);
    this.lines.skip.anchor.set(1, 0);
    this.lines.skip.position.set(left + width - 28 * s, top + 22 * s);
    let y = top + 22 * s + this.lines.heading.height + gap;
    for (const line of [this.lines.title, this.lines.more, this.lines.buttons]) {
      line.visible = line.text !== '';
      line.anchor.set(0.5, 0);
      line.position.set(w / 2, y);
      if (line.visible) y += line.height + gap;
    }
    this.drawBar(performance.now());
  }

  /** The step's time bar at the panel's top edge; true while it still moves. */
  tick(now: number): boolean {
    return this.drawBar(now);
  }

  private drawBar(now: number): boolean {
    const lesson = this.lesson;
    this.bar.clear();
    if (!lesson || lesson.ms <= 0) return false;
    const s = uiScale(this.size.w, this.size.h);
    const left = Math.max(0, lesson.left - (now - this.shownAt));
    const done = 1 - left / lesson.ms;
    const x = this.size.w * 0.06 + 20 * s;
    const width = this.size.w * 0.88 - 40 * s;
    const y = this.lines.heading.y - 12 * s;
    this.bar.rect(x, y, width, 6 * s).fill({ color: UI.panelEdge });
    this.bar.rect(x, y, width * Math.min(1, done), 6 * s).fill({ color: UI.accent });
    return left > 0;
  }

  describe(): CaptionDescription | null {
    const lesson = this.lesson;
    if (!lesson) return null;
    const scale = 1080 / Math.max(1, Math.min(this.size.h, (this.size.w * 1080) / 1920));
    const height = (line: Text): number => Math.round(line.getLocalBounds().height * scale);
    return {
      step: lesson.step,
      steps: lesson.steps,
      id: lesson.id,
      title: this.lines.title.text,
      more: this.lines.more.text,
      buttons: this.lines.buttons.text,
      heights: {
        heading: height(this.lines.heading),
        title: height(this.lines.title),
        more: height(this.lines.more),
        buttons: height(this.lines.buttons),
        skip: height(this.lines.skip),
      },
    };
  }
}
