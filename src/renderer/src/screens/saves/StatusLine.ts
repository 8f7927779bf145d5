/** A screen's status line: what its last action did, in the tone of the outcome (info, good, bad). */
import { Text } from 'pixi.js';
import { textStyle, UI } from '@renderer/ui/style';

/** How a status reads. */
export type Tone = 'info' | 'good' | 'bad';

const TONE_COLORS: Readonly<Record<Tone, number>> = { info: UI.dim, good: UI.good, bad: UI.bad };

/** The status line. */
export class StatusLine extends Text {
  private said = '';
  private tone: Tone = 'info';

  constructor() {
    super({ text: '' });
  }

  /** Says `text` in `tone` ('' clears it). */
  say(text: string, tone: Tone): void {
    this.said = text;
    this.tone = tone;
    this.draw();
  }

  /** Whether a status is said (not only a note shown while none is). */
  get saying(): boolean {
    return this.said !== '';
  }

  /** Lays the line out at (x, y), wrapping at `width`, and shows the status again. */
  place(x: number, y: number, width: number, s: number): void {
    this.position.set(x, y);
    this.style = textStyle(34, s, {
      fill: TONE_COLORS[this.tone],
      fontWeight: '700',
      wordWrap: true,
      wordWrapWidth: width,
      lineHeight: 34 * 1.3 * s,
    });
    this.draw();
  }

  /** A dim note shown while no status is said. */
  note(text: string): void {
    if (this.saying) return;
    this.style.fill = UI.dim;
    this.text = text;
  }

  private draw(): void {
    this.style.fill = TONE_COLORS[this.tone];
    this.text = this.said;
  }
}
