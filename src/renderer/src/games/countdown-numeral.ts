/** The big countdown numeral every game's table shows before play starts ("3", "2", "1"). */
import { Text } from 'pixi.js';
import type { Snapshot } from '@shared/protocol';
import type { AppServices } from '@renderer/app/Screen';
import { sharedTextStyle, UI } from '@renderer/ui/style';
import { uiScale } from '@renderer/ui/design';
import { countdownLeft } from './host-now';

/** The numeral, centred on the table; it ticks once each time it changes. */
export class CountdownNumeral extends Text {
  private shown = '';
  /** The label and screen size it was last laid out for: a new size centres and sizes it again. */
  private key = '';

  constructor() {
    super({ text: '' });
    this.anchor.set(0.5);
  }

  /** Shows the countdown of `snap` at `now`; true when the numeral changed (a frame is needed). */
  tick(snap: Snapshot | null, receivedAt: number, now: number, size: { w: number; h: number }, sounds: AppServices['sounds']): boolean {
    const running = snap?.stage === 'countdown' && snap.stageEndsAt !== null && !snap.paused;
    const label = running ? String(Math.max(1, Math.ceil(countdownLeft(snap, receivedAt, now) / 1000))) : '';
    const key = `${label}|${size.w}x${size.h}`;
    if (key === this.key) return false;
    this.key = key;
    // The window changed size under a running countdown (a screen moved, the tests' sizes): the same numeral, laid out
    // again, without a second tick.
    if (label !== '' && label !== this.shown) sounds.play('tick');
    this.shown = label;
    this.visible = label !== '';
    const s = uiScale(size.w, size.h);
    this.style = sharedTextStyle(260, s, { fill: UI.accent, stroke: { color: 0x000000, width: 16 * s } });
    this.text = label;
    this.position.set(size.w / 2, size.h / 2);
    return true;
  }
}
