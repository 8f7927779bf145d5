/** One Coloretto card on the table: its face (hue and symbol) and, for +2 cards, the label. */
import { Container, Graphics, Text } from 'pixi.js';
import type { Card } from '@shared/games/coloretto/cards';
import { sharedTextStyle } from '@renderer/ui/style';
import { NUMERAL_MARK, type FaceMark, type FaceMarked } from '@renderer/ui/text-layout';
import { fitText } from '@renderer/ui/fit-text';
import { PLUS2_SHARE, PLUS2_WIDTH } from '../layout/coloretto-layout';
import { drawCard } from './card-art';

/** A card view redrawn only when its kind or size changes. */
export class CardSprite extends Container implements FaceMarked {
  private readonly face = new Graphics();
  private readonly caption = new Text({ text: '' });
  private key = '';
  /** What the face shows and its width, for the size check. */
  private shown: { kind: Card | 'back'; w: number } | null = null;

  constructor() {
    super();
    this.caption.anchor.set(0.5);
    this.caption.label = NUMERAL_MARK;
    this.addChild(this.face, this.caption);
  }

  /** Shows `kind` (null: nothing) at w x h, `ghost` half transparent. */
  set(kind: Card | 'back' | null, w: number, h: number, ghost = false): void {
    const key = `${kind}|${Math.round(w)}x${Math.round(h)}|${ghost}`;
    this.visible = kind !== null;
    this.shown = kind === null ? null : { kind, w };
    if (key === this.key || kind === null) return;
    this.key = key;
    this.face.clear();
    drawCard(this.face, kind, 0, 0, w, h, ghost ? 0.4 : 1);
    this.caption.visible = kind === 'plus2';
    if (kind === 'plus2') {
      this.caption.style = sharedTextStyle(w * PLUS2_SHARE, 1, { fill: 0xffffff });
      // "+2" is 1.24 em wide: narrowed (not shrunk) to stay inside the card's white edge.
      fitText(this.caption, '+2', w * PLUS2_WIDTH, 0.8, 'x');
      this.caption.position.set(w / 2, h / 2);
      this.caption.alpha = ghost ? 0.4 : 1;
    }
  }

  /** A colour card's or joker's big symbol (card-art: 0.6 of the width across); a +2 reads as its caption (a Text). */
  faceMark(): FaceMark | null {
    const s = this.shown;
    if (!s || s.kind === 'back' || s.kind === 'plus2') return null;
    return { text: s.kind, kind: 'shape', height: s.w * SYMBOL_SHARE };
  }
}

/** A face symbol's height as a share of the card's width (card-art draws colour symbols of radius 0.3 w). */
const SYMBOL_SHARE = 0.6;
