/** A big call-out across the table ("Ligretto!", "Ligretto stop!", "Blockade!") that pops in and fades out. */
import { motion } from '@renderer/ui/motion';
import { Container, Graphics, Text } from 'pixi.js';
import { sharedTextStyle, UI } from './style';

/** The banner overlay. */
export class Banner extends Container {
  private readonly band = new Graphics();
  private readonly title = new Text({ text: '' });
  private readonly sub = new Text({ text: '' });
  private timeline: gsap.core.Timeline | null = null;

  constructor() {
    super();
    this.addChild(this.band, this.title, this.sub);
    this.visible = false;
  }

  /** Shows a call-out for `ms`, centred on a screen of the given size. */
  show(title: string, subtitle: string, color: number, width: number, height: number, scale: number, ms: number): void {
    this.timeline?.kill();
    this.visible = true;
    this.alpha = 1;
    this.title.style = sharedTextStyle(150, scale, { fill: color, stroke: { color: 0x000000, width: 14 * scale }, letterSpacing: 2 });
    this.title.text = title;
    this.sub.style = sharedTextStyle(52, scale, { fill: UI.text, stroke: { color: 0x000000, width: 8 * scale } });
    this.sub.text = subtitle;
    const bandH = this.title.height + (subtitle ? this.sub.height : 0) + 80 * scale;
    this.band.clear().rect(0, 0, width, bandH).fill({ color: 0x000000, alpha: 0.62 });
    this.band.position.set(0, (height - bandH) / 2);
    this.title.anchor.set(0.5);
    this.title.position.set(width / 2, height / 2 - (subtitle ? this.sub.height / 2 : 0));
    this.sub.anchor.set(0.5);
    this.sub.position.set(width / 2, this.title.y + this.title.height / 2 + this.sub.height / 2 + 8 * scale);
    this.title.scale.set(0.4);
    this.timeline = motion
      .timeline({ onComplete: () => void (this.visible = false) })
      .to(this.title.scale, { x: 1, y: 1, duration: 0.28, ease: 'back.out(2.2)' })
      .to(this, { alpha: 0, duration: 0.3 }, Math.max(0.4, ms / 1000 - 0.3));
  }

  /** Hides at once (a newer state wins). */
  hide(): void {
    this.timeline?.kill();
    this.timeline = null;
    this.visible = false;
  }
}
