/** One Coloretto card on the table: its face (hue and symbol) and, for +2 cards, the label. */
import { Container, Graphics, Text } from 'pixi.js';
import type { Card } from '@shared/games/coloretto/cards';
import { sharedTextStyle } from '@renderer/ui/style';
import { drawCard } from './card-art';

/** A card view redrawn only when its kind or size changes. */
export class CardSprite extends Container {
  private readonly face = new Graphics();
  private readonly caption = new Text({ text: '' });
  private key = '';

  constructor() {
    super();
    this.caption.anchor.set(0.5);
    this.addChild(this.face, this.caption);
  }

  /** Shows `kind` (null: nothing) at w x h, `ghost` half transparent. */
  set(kind: Card | 'back' | null, w: number, h: number, ghost = false): void {
    const key = `${kind}|${Math.round(w)}x${Math.round(h)}|${ghost}`;
    this.visible = kind !== null;
    if (key === this.key || kind === null) return;
    this.key = key;
    this.face.clear();
    drawCard(this.face, kind, 0, 0, w, h, ghost ? 0.4 : 1);
    this.caption.visible = kind === 'plus2';
    if (kind === 'plus2') {
      this.caption.style = sharedTextStyle(w * 0.42, 1, { fill: 0xffffff });
      this.caption.text = '+2';
      this.caption.position.set(w / 2, h / 2);
      this.caption.alpha = ghost ? 0.4 : 1;
    }
  }
}
