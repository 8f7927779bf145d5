/** "Ana is back": a short toast at the top of the screen when a lost controller returns. */
import { Container, Graphics, Text } from 'pixi.js';
import type { Snapshot } from '@shared/protocol';
import { t } from '../i18n/i18n';
import { cameBack } from '../screens/lost-controller';
import { DESIGN_HEIGHT, DESIGN_WIDTH, SAFE, uiScale } from '../ui/design';
import { textStyle, UI } from '../ui/style';

/** How long the toast stays (ms of wall time: it is only a courtesy, no rule waits on it). */
const TOAST_MS = 2500;

/** Shows who came back, from one snapshot to the next. */
export class BackToast extends Container {
  private readonly box = new Graphics();
  private readonly words = new Text({ text: '' });
  private previous: Snapshot | null = null;
  private hideTimer: ReturnType<typeof setTimeout> | null = null;
  private size = { w: DESIGN_WIDTH, h: DESIGN_HEIGHT };

  constructor(private readonly requestRender: () => void) {
    super();
    this.visible = false;
    this.addChild(this.box, this.words);
  }

  /** A new snapshot: a seat whose lost controller is back gets the toast. */
  update(snapshot: Snapshot): void {
    const names = cameBack(this.previous, snapshot);
    this.previous = snapshot;
    if (names.length === 0) return;
    this.words.text = names.map((name) => t('lost.back', { name })).join('  ·  ');
    this.visible = true;
    this.layout();
    if (this.hideTimer) clearTimeout(this.hideTimer);
    this.hideTimer = setTimeout(() => {
      this.visible = false;
      this.requestRender();
    }, TOAST_MS);
  }

  resize(width: number, height: number): void {
    this.size = { w: width, h: height };
    this.layout();
  }

  private layout(): void {
    const s = uiScale(this.size.w, this.size.h);
    this.words.style = textStyle(48, s, { fill: UI.text });
    this.words.anchor.set(0.5, 0);
    const pad = 24 * s;
    const w = this.words.width + 2 * pad;
    const h = this.words.height + pad;
    const x = (this.size.w - w) / 2;
    const y = this.size.h * SAFE;
    this.box
      .clear()
      .roundRect(x, y, w, h, h / 2)
      .fill({ color: UI.panel, alpha: 0.94 })
      .stroke({ color: 0x7ee08a, width: 5 * s });
    this.words.position.set(this.size.w / 2, y + pad / 2);
  }
}
