/** The table's backdrop: a deep felt gradient with a soft vignette, drawn once per size. */
import { Graphics } from 'pixi.js';
import { radialGlow } from '@renderer/ui/gradients';
import { UI } from '@renderer/ui/style';

/** Background of the table screen. */
export class Backdrop extends Graphics {
  /** Redraws for a screen size. */
  draw(width: number, height: number): void {
    const gradient = radialGlow(0.5, 0.5, 0.75, [
      { offset: 0, color: 0x1b4a30 },
      { offset: 0.6, color: 0x12331f },
      { offset: 1, color: UI.background },
    ]);
    this.clear().rect(0, 0, width, height).fill(gradient);
  }
}
