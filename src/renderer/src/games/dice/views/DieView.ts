/** One die as the table draws it: a rounded square in its colour, its value as a big numeral, a colour-blind symbol. */
import { Container, Graphics, Text } from 'pixi.js';
import type { DiceColor } from '@shared/games/dice/state';
import { drawSeatEmblem } from '@renderer/ui/seat-emblem';
import { sharedTextStyle } from '@renderer/ui/style';
import { NUMERAL_MARK } from '@renderer/ui/text-layout';
import { DIE_NUMERAL_RATIO } from '../layout/dice-layout';
import { DIE_FILL } from '@shared/games/dice/colours';

export { DIE_FILL };

/** A numeral colour that reads on each die. */
const INK: Readonly<Record<DiceColor, number>> = { r: 0xffffff, y: 0x1a1a1a, g: 0xffffff, b: 0xffffff };

/** What a die shows. */
export interface DieLook {
  readonly color: DiceColor;
  /** Null: face hidden (in the cup before the start call, or rolling). */
  readonly value: number | null;
  /** A ring in this colour (the seat that placed it on the board), or null. */
  readonly ring: number | null;
  /** The placer's seat colour (a PLAYER_COLORS index): its emblem sits on the ring's corner, so shape says who too. */
  readonly emblem?: number | null;
}

/** Draws the colour-blind symbol of a colour (red circle, yellow triangle, green square, blue diamond) at (x, y), size r. */
export function drawSymbol(g: Graphics, color: DiceColor, x: number, y: number, r: number, fill: number): void {
  switch (color) {
    case 'r':
      g.circle(x, y, r * 0.8);
      break;
    case 'y':
      g.poly([x, y - r, x + r, y + r * 0.8, x - r, y + r * 0.8]);
      break;
    case 'g':
      g.rect(x - r * 0.75, y - r * 0.75, r * 1.5, r * 1.5);
      break;
    case 'b':
      g.poly([x, y - r, x + r, y, x, y + r, x - r, y]);
      break;
  }
  g.fill({ color: fill, alpha: 0.85 });
}

/** A die. */
export class DieView extends Container {
  private readonly body = new Graphics();
  private readonly numeral = new Text({ text: '' });
  private key = '';

  constructor() {
    super();
    this.numeral.label = NUMERAL_MARK;
    this.addChild(this.body, this.numeral);
  }

  /** Draws the die at `size` px (its pivot is its centre, so it spins in place). */
  set(look: DieLook, size: number): void {
    const key = `${look.color}${look.value}${look.ring}${look.emblem ?? ''}${size}`;
    if (key === this.key) return;
    this.key = key;
    const r = size * 0.18;
    const ink = INK[look.color];
    this.body.clear();
    if (look.ring !== null) this.body.roundRect(-size * 0.08, -size * 0.08, size * 1.16, size * 1.16, r * 1.3).fill(look.ring);
    this.body
      .roundRect(0, 0, size, size, r)
      .fill(DIE_FILL[look.color])
      .stroke({ color: 0x000000, width: Math.max(1, size * 0.04), alpha: 0.5 });
    drawSymbol(this.body, look.color, size * 0.17, size * 0.17, size * 0.08, ink);
    if (look.emblem !== undefined && look.emblem !== null) {
      this.body
        .circle(size * 0.96, size * 0.96, size * 0.22)
        .fill(0x0b0f1a)
        .stroke({ color: look.ring ?? 0xffffff, width: Math.max(1.5, size * 0.04) });
      drawSeatEmblem(this.body, look.emblem, size * 0.96, size * 0.96, size * 0.15);
    }
    this.numeral.style = sharedTextStyle(size * DIE_NUMERAL_RATIO, 1, { fill: ink, fontWeight: '900' });
    this.numeral.text = look.value === null ? '?' : String(look.value);
    this.numeral.alpha = look.value === null ? 0.5 : 1;
    this.numeral.anchor.set(0.5);
    this.numeral.position.set(size / 2, size / 2 + size * 0.02);
    this.pivot.set(size / 2, size / 2);
  }
}
