/**
 * The audience's light meter (issue 32): a slim pill at the top edge of the TV and the stream view, above every
 * table's cards, with the viewer count, a bar of how loudly they cheer and the loudest reaction. Shown only while
 * the audience is open; drawn again only when what it shows changes.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { REACTIONS, type AudienceCounts } from '@shared/audience-protocol';
import type { Snapshot } from '@shared/protocol';
import { t } from '@renderer/i18n/i18n';
import { SAFE, uiScale } from './design';
import { sharedTextStyle, UI } from './style';
import { countText } from '@renderer/i18n/labels';

/** What the meter shows, as text (end-to-end tests). */
export interface AudienceMeterDescription {
  readonly shown: boolean;
  readonly viewers: number;
  /** The bar's fill, 0..1. */
  readonly level: number;
  readonly text: string;
}

/** Bar width and pill height at 1080p. */
const BAR_W = 220;
const PILL_H = 52;

/** How full the bar is: cheers a second per viewer, where one cheer a second from everyone fills it. */
export function cheerLevel(counts: AudienceCounts): number {
  const cheers = counts.cheers.reduce((a, b) => a + b, 0);
  return counts.viewers === 0 ? 0 : Math.min(1, cheers / counts.viewers);
}

/** The reaction cheered most in the last second, null when none. */
export function loudest(counts: AudienceCounts): (typeof REACTIONS)[number] | null {
  const top = Math.max(0, ...counts.cheers);
  return top === 0 ? null : (REACTIONS[counts.cheers.indexOf(top)] ?? null);
}

/** The audience part of a snapshot while the audience is open, else null. */
export function openAudience(snapshot: Snapshot): AudienceCounts | null {
  const remote = snapshot.remote;
  const audience = remote?.state === 'on' ? remote.audience : undefined;
  return audience?.config.open ? audience.counts : null;
}

export class AudienceMeter extends Container {
  private readonly pill = new Graphics();
  private readonly countText = new Text({ text: '' });
  private readonly cheer = new Text({ text: '' });
  private counts: AudienceCounts | null = null;
  private size = { w: 1920, h: 1080 };
  private drawn = '';
  private described: AudienceMeterDescription = { shown: false, viewers: 0, level: 0, text: '' };

  constructor(private readonly requestRender: () => void) {
    super();
    this.addChild(this.pill, this.countText, this.cheer);
    this.visible = false;
    this.eventMode = 'none';
  }

  update(snapshot: Snapshot): void {
    this.counts = openAudience(snapshot);
    this.layout();
  }

  resize(width: number, height: number): void {
    this.size = { w: width, h: height };
    this.layout();
  }

  describe(): AudienceMeterDescription {
    return this.described;
  }

  private layout(): void {
    const c = this.counts;
    const key = JSON.stringify([c?.viewers, c?.cheers, this.size]);
    if (key === this.drawn) return;
    this.drawn = key;
    this.visible = c !== null;
    if (!c) {
      this.described = { shown: false, viewers: 0, level: 0, text: '' };
      this.requestRender();
      return;
    }
    const s = uiScale(this.size.w, this.size.h);
    const level = cheerLevel(c);
    const reaction = loudest(c);
    const text = countText('count.watching', c.viewers);
    const cheerText = reaction ? t(`audience.reaction.${reaction}`) : '';
    this.countText.text = text;
    this.countText.style = sharedTextStyle(32, s, { fill: UI.text });
    this.cheer.text = cheerText;
    this.cheer.style = sharedTextStyle(32, s, { fill: UI.accent });
    const pad = 18 * s;
    const barW = BAR_W * s;
    const h = PILL_H * s;
    const w = pad + this.countText.width + pad + barW + (cheerText ? pad + this.cheer.width : 0) + pad;
    const x = (this.size.w - w) / 2;
    const y = (this.size.h * SAFE) / 4;
    this.pill.clear();
    this.pill.roundRect(x, y, w, h, h / 2).fill({ color: UI.panel, alpha: 0.85 });
    this.countText.position.set(x + pad, y + (h - this.countText.height) / 2);
    const barX = x + pad + this.countText.width + pad;
    const barH = 16 * s;
    const barY = y + (h - barH) / 2;
    this.pill.roundRect(barX, barY, barW, barH, barH / 2).fill({ color: UI.dim, alpha: 0.35 });
    if (level > 0) this.pill.roundRect(barX, barY, Math.max(barH, barW * level), barH, barH / 2).fill({ color: UI.accent });
    this.cheer.position.set(barX + barW + pad, y + (h - this.cheer.height) / 2);
    this.described = { shown: true, viewers: c.viewers, level, text: [text, cheerText].filter(Boolean).join(' · ') };
    this.requestRender();
  }
}
