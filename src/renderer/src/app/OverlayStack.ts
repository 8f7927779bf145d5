/**
 * The one input path for everything drawn over a screen (the pause menu, storage notices, the lobby's resume dialog):
 * overlays are pushed and popped, the topmost takes the frame's input first, and each passes down only what it lets through.
 */
import type { InputEvent } from '../input/index';

/** How high an overlay sits: a higher tier is always above a lower one, whatever the push order. */
export const OVERLAY_TIER = {
  /** Dialogs a screen opens over itself (the lobby's resume offer). */
  screen: 0,
  /** The pause menu over the table. */
  pause: 1,
  /** Storage notices and refused messages, above everything. */
  notice: 2,
} as const;

/** One overlay's tier. */
export type OverlayTier = (typeof OVERLAY_TIER)[keyof typeof OVERLAY_TIER];

/** Something drawn over the screens that may take input. */
export interface Overlay {
  /** A name for tests and debugging ("pause", "notices", "resume"). */
  readonly name: string;
  readonly tier: OverlayTier;
  /** This frame's events reach it before anything below; it returns the events it lets through (none: it takes them all). */
  input(events: readonly InputEvent[]): readonly InputEvent[];
}

/** The overlays on show, bottom first, and the routing of input through them. */
export class OverlayStack {
  private readonly layers: Overlay[] = [];

  /** Puts an overlay on top of its tier (it moves there if it was already on the stack). */
  push(overlay: Overlay): void {
    this.remove(overlay);
    const above = this.layers.findIndex((o) => o.tier > overlay.tier);
    if (above === -1) this.layers.push(overlay);
    else this.layers.splice(above, 0, overlay);
  }

  /** Takes an overlay off the stack wherever it is; the one below it gets the input again. */
  pop(overlay: Overlay): void {
    this.remove(overlay);
  }

  /** Pushes the overlay when `on` and it is not on the stack yet, pops it when not `on` (its place is kept while it stays). */
  set(overlay: Overlay, on: boolean): void {
    if (on && !this.has(overlay)) this.push(overlay);
    else if (!on) this.pop(overlay);
  }

  /** Whether the overlay is on the stack. */
  has(overlay: Overlay): boolean {
    return this.layers.includes(overlay);
  }

  /** The topmost overlay, or null. */
  get top(): Overlay | null {
    return this.layers.at(-1) ?? null;
  }

  /** The overlays' names, bottom first. */
  names(): string[] {
    return this.layers.map((o) => o.name);
  }

  /** Gives the events to the overlays from the top down and returns what the screen below may still see. */
  route(events: readonly InputEvent[]): readonly InputEvent[] {
    let rest = events;
    // A copy: an overlay may pop itself (or push another) while it handles its input.
    for (const overlay of [...this.layers].reverse()) {
      if (rest.length === 0) break;
      rest = overlay.input(rest);
    }
    return rest;
  }

  private remove(overlay: Overlay): void {
    const at = this.layers.indexOf(overlay);
    if (at !== -1) this.layers.splice(at, 1);
  }
}
