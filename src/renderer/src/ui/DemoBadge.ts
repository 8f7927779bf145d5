/** The attract-mode demo's badge: "DEMO" and how to leave it, on top of the table, readable from the sofa. */
import { Container, Graphics, Text } from 'pixi.js';
import { t } from '../i18n/i18n';
import { uiScale } from './design';
import { markPanels } from './panel-mark';
import { textStyle, UI } from './style';

/** A pill at the top centre: the word DEMO in accent, the way out beside it. */
export class DemoBadge extends Container {
  private readonly box = markPanels(new Graphics());
  private readonly word = new Text({ text: '' });
  private readonly hint = new Text({ text: '' });
  /** What the badge was last laid out for: it is shown on every demo snapshot and redrawn only when this changes. */
  private key = '';

  constructor() {
    super();
    this.addChild(this.box, this.word, this.hint);
    this.visible = false;
  }

  /** Shows or hides the badge and lays it out for the screen size. */
  update(shown: boolean, width: number, height: number): void {
    this.visible = shown;
    if (!shown) return;
    const word = t('demo.banner').toUpperCase();
    const hint = t('demo.exitHint');
    const key = `${width}x${height}|${word}|${hint}`;
    if (key === this.key) return;
    this.key = key;
    const s = uiScale(width, height);
    this.word.style = textStyle(44, s, { fill: UI.background, letterSpacing: 4 * s });
    this.word.text = word;
    this.hint.style = textStyle(34, s, { fill: UI.text, fontWeight: '700' });
    this.hint.text = hint;
    const pad = 22 * s;
    const pillW = this.word.width + 2 * pad;
    const h = Math.max(this.word.height, this.hint.height) + 16 * s;
    const w = pillW + pad + this.hint.width + pad;
    const x = (width - w) / 2;
    const y = height * 0.05;
    this.box
      .clear()
      .roundRect(x, y, w, h, h / 2)
      .fill({ color: 0x0b0f1a, alpha: 0.92 })
      .stroke({ color: UI.accent, width: 3 * s })
      .roundRect(x, y, pillW, h, h / 2)
      .fill(UI.accent);
    this.word.anchor.set(0.5);
    this.word.position.set(x + pillW / 2, y + h / 2);
    this.hint.anchor.set(0, 0.5);
    this.hint.position.set(x + pillW + pad, y + h / 2);
  }
}
