/** The table's backdrop: a deep felt gradient with a soft vignette, drawn once per size. */
import { type FillGradient, Graphics } from 'pixi.js';
import { radialGlow } from '@renderer/ui/gradients';
import { UI } from '@renderer/ui/style';

/**
 * The felt gradient, built once: it lives in the filled shape's own space, so one texture serves every screen size
 * (a new gradient per resize left its texture behind on the GPU).
 */
let felt: FillGradient | null = null;

function feltGradient(): FillGradient {
  felt ??= radialGlow(0.5, 0.5, 0.75, [
    { offset: 0, color: 0x1b4a30 },
    { offset: 0.6, color: 0x12331f },
    { offset: 1, color: UI.background },
  ]);
  return felt;
}

/** Background of the table screen. */
export class Backdrop extends Graphics {
  /** Redraws for a screen size; nothing changes when the size did not. */
  private size = '';

  draw(width: number, height: number): void {
    const size = `${width}x${height}`;
    if (size === this.size) return;
    this.size = size;
    this.clear().rect(0, 0, width, height).fill(feltGradient());
  }
}
