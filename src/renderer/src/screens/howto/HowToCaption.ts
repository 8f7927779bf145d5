/**
 * The how-to-play's caption over the lesson's table (docs/howto.md): the game and step, the step's title in big type,
 * its sentence, the buttons it uses on every device seated in the lobby, a bar for the step's time, and how to skip.
 * Every line is at least 40 px tall at 1080p (the test measures it through the debug hook).
 */
import { CanvasTextMetrics, Container, Graphics, Text, type TextStyle } from 'pixi.js';
import type { LessonView } from '@shared/lesson';
import { drawPanel } from '@renderer/ui/Panel';
import { uiScale } from '@renderer/ui/design';
import { UI } from '@renderer/ui/colours';
import { textStyle } from '@renderer/ui/style';
import type { Box } from '@renderer/ui/text-layout';
import { CAPTION_BAND, CAPTION_SPACING, DESIGN_SIZES, fitCaption, type CaptionFit, type CaptionLineId } from './caption-fit';
import type { LessonCaption } from './lesson-model';

export { CAPTION_BAND } from './caption-fit';

/** One caption line as drawn, in 1080p pixels (scaled back from the screen's size). */
export interface CaptionLineDescription {
  readonly text: string;
  /** The font size. */
  readonly fontPx: number;
  /** The glyphs' height: the face's ascent plus descent at that size, as Pixi measures it ("|ÉqÅ" top to bottom). */
  readonly glyphPx: number;
  /** How many lines the text wrapped to. */
  readonly lines: number;
  /** Where it is drawn. */
  readonly box: Box;
}

/** What the caption shows, for the end-to-end tests. */
export interface CaptionDescription {
  readonly step: number;
  readonly steps: number;
  readonly id: string;
  readonly title: string;
  readonly more: string;
  readonly buttons: string;
  /** Each visible line's type and place, in 1080p pixels. */
  readonly lines: Readonly<Partial<Record<CaptionLineId, CaptionLineDescription>>>;
  /** The caption's panel, in 1080p pixels. */
  readonly panel: Box;
  /** The band's share of the screen's height (CAPTION_BAND unless the words needed more). */
  readonly band: number;
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
  private fit: CaptionFit = { sizes: DESIGN_SIZES, skipBeside: true, height: 0, band: CAPTION_BAND };
  private panelBox: Box = { x: 0, y: 0, w: 0, h: 0 };

  constructor() {
    super();
    this.addChild(this.panel, this.bar, ...Object.values(this.lines));
  }

  /** The band's share of the screen's height for the caption on show (the lesson's table takes the rest). */
  get band(): number {
    return this.fit.band;
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

  /** A line's style at a 1080p font size on this screen: centred and wrapped to the band, but for the first row's two. */
  private styleOf(id: CaptionLineId, px: number): TextStyle {
    const { w, h } = this.size;
    const s = uiScale(w, h);
    const look = LOOKS[id];
    const wrap = id !== 'heading' && id !== 'skip';
    return textStyle(px, s, { fill: look.fill, fontWeight: look.weight, align: 'center', wordWrap: wrap, wordWrapWidth: w * 0.84 });
  }

  private layout(): void {
    const { w, h } = this.size;
    const s = uiScale(w, h);
    const shown = Object.fromEntries(Object.entries(this.lines).map(([id, line]) => [id, line.text !== ''])) as Record<
      CaptionLineId,
      boolean
    >;
    this.fit = fitCaption((id, px) => {
      const m = CanvasTextMetrics.measureText(this.lines[id].text, this.styleOf(id, px));
      return { w: m.width / s, h: m.height / s };
    }, shown);
    for (const [id, line] of Object.entries(this.lines) as [CaptionLineId, Text][]) {
      line.style = this.styleOf(id, this.fit.sizes[id]);
      line.visible = shown[id];
    }
    const { padTop, gap: gap1080, bottom, left: left1080, width: width1080, inset } = CAPTION_SPACING;
    const gap = gap1080 * s;
    // The band under the lesson's table, inside the title-safe area (the central 90%).
    const top = h * (1 - this.fit.band) + 8 * s;
    const left = w * left1080;
    const width = w * width1080;
    this.panelBox = { x: left, y: top, w: width, h: h * bottom - top };
    this.panel.clear();
    drawPanel(this.panel, left, top, width, h * bottom - top, s);
    // The game and step on the left of the first row, how to skip on its right (or on a row of its own at the bottom).
    const { heading, skip } = this.lines;
    heading.anchor.set(0, 0);
    heading.position.set(left + inset * s, top + padTop * s);
    let y = top + padTop * s + (this.fit.skipBeside ? Math.max(heading.height, skip.height) : heading.height) + gap;
    for (const line of [this.lines.title, this.lines.more, this.lines.buttons]) {
      line.anchor.set(0.5, 0);
      line.position.set(w / 2, y);
      if (line.visible) y += line.height + gap;
    }
    skip.anchor.set(1, 0);
    skip.position.set(left + width - inset * s, this.fit.skipBeside ? top + padTop * s : y);
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
    const { w, h } = this.size;
    const scale = 1 / uiScale(w, h);
    const to1080 = (b: Box): Box => ({ x: b.x * scale, y: b.y * scale, w: b.w * scale, h: b.h * scale });
    const lines: Partial<Record<CaptionLineId, CaptionLineDescription>> = {};
    for (const [id, line] of Object.entries(this.lines) as [CaptionLineId, Text][]) {
      if (!line.visible) continue;
      const m = CanvasTextMetrics.measureText(line.text, line.style);
      const b = line.getBounds();
      lines[id] = {
        text: line.text,
        fontPx: Math.round(line.style.fontSize * scale * 10) / 10,
        glyphPx: Math.round(m.fontProperties.fontSize * scale * 10) / 10,
        lines: m.lines.length,
        box: to1080({ x: b.x, y: b.y, w: b.width, h: b.height }),
      };
    }
    return {
      step: lesson.step,
      steps: lesson.steps,
      id: lesson.id,
      title: this.lines.title.text,
      more: this.lines.more.text,
      buttons: this.lines.buttons.text,
      lines,
      panel: to1080(this.panelBox),
      band: this.fit.band,
    };
  }
}

/** Each line's colour and weight. */
const LOOKS: Readonly<Record<CaptionLineId, { readonly fill: number; readonly weight: '700' | '800' }>> = {
  heading: { fill: UI.dim, weight: '700' },
  skip: { fill: UI.dim, weight: '700' },
  title: { fill: UI.accent, weight: '800' },
  more: { fill: UI.text, weight: '700' },
  buttons: { fill: UI.good, weight: '800' },
};
