/** The table's backdrop: a deep felt gradient with a soft vignette, drawn once per size. */
import { FillGradient, Graphics } from 'pixi.js';
import { UI } from '../../ui/style';

/** Background of the table screen. */
export class Backdrop extends Graphics {
  /** Redraws for a screen size. */
  draw(width: number, height: number): void {
    const gradient = new FillGradient({
      type: 'radial',
      center: { x: 0.5, y: 0.5 },
      innerRadius: 0,
      outerCenter: { x: 0.5, y: 0.5 },
      outerRadius: 0.75,
      colorStops: [
        { offset: 0, color: 0x1b4a30 },
        { offset: 0.6, color: 0x12331f },
        { offset: 1, color: UI.background },
      ],
      textureSpace: 'local',
    });
    this.clear().rect(0, 0, width, height).fill(gradient);
  }
}
