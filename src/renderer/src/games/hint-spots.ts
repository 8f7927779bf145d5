/**
 * Live hints on the TV (issue 30), the part every table shares and no Pixi: which engine player the snapshot's hints
 * name, and how far a pulse round a spot may grow without leaving the seat's own area (it never covers another seat).
 */
import type { SeatHint, Snapshot } from '@shared/protocol';
import type { Rect } from '@renderer/layout/rect';

/** A hint as a table reads it: the engine player it is for, and the play (`do`, `slot`) it names. */
export interface PlayerHint {
  readonly player: number;
  readonly seat: number;
  readonly do: string;
  readonly slot: number | null;
}

/** The snapshot's hints by engine player (a seat not at the table is left out); none in a watched replay. */
export function playerHints(snapshot: Pick<Snapshot, 'hints' | 'players' | 'replay'>): PlayerHint[] {
  if (snapshot.replay) return [];
  return (snapshot.hints ?? []).flatMap((h: SeatHint) => {
    const player = snapshot.players.indexOf(h.seat);
    return player === -1 ? [] : [{ player, seat: h.seat, do: h.do, slot: h.slot }];
  });
}

/** How a pulse is drawn round its spot: the outline's gap to the spot, and the most it may scale up, both kept inside `within`. */
export interface PulseFit {
  /** Gap between the spot and the outline's middle, px. */
  readonly pad: number;
  /** Largest scale of the outline about the spot's centre (1: it may not grow). */
  readonly maxScale: number;
}

/** The widest scale a breathing pulse reaches when it has room. */
export const PULSE_GROWTH = 1.08;

/**
 * Fits a pulse's outline (stroke `width`) round `spot` inside `within` (the seat's own area, or the shared row it
 * names): the gap shrinks where the area's edge is near, and the outline never scales past that edge.
 */
export function fitPulse(spot: Rect, within: Rect, wantPad: number, width: number): PulseFit {
  const cx = spot.x + spot.w / 2;
  const cy = spot.y + spot.h / 2;
  const roomX = Math.min(cx - within.x, within.x + within.w - cx);
  const roomY = Math.min(cy - within.y, within.y + within.h - cy);
  const pad = Math.max(0, Math.min(wantPad, roomX - spot.w / 2 - width / 2, roomY - spot.h / 2 - width / 2));
  const halfW = spot.w / 2 + pad + width / 2;
  const halfH = spot.h / 2 + pad + width / 2;
  const maxScale = Math.max(1, Math.min(PULSE_GROWTH, roomX / halfW, roomY / halfH));
  return { pad, maxScale };
}
