/** The screen lifecycle driven by one navigation object (show / hide / update / resize / pause). */
import type { Container } from 'pixi.js';
import type { GameEvent } from '../../../shared/events';
import type { Snapshot } from '../../../shared/protocol';
import type { InputEvent } from '../input/index';

/** What every screen receives from the app. */
export interface ScreenContext {
  /** The latest snapshot (null before the first one arrives). */
  readonly snapshot: Snapshot | null;
  readonly width: number;
  readonly height: number;
}

/** A full-screen view of the game. */
export interface Screen {
  readonly id: ScreenId;
  readonly root: Container;
  show(ctx: ScreenContext): void;
  hide(): void;
  /** A new snapshot with the events that led to it. */
  update(snapshot: Snapshot, events: readonly GameEvent[]): void;
  resize(width: number, height: number): void;
  /** Input events of this frame; returns true when the screen needs a redraw. */
  input(events: readonly InputEvent[]): void;
  /** Per-frame hook while shown (countdowns, timers); returns true when something changed on screen. */
  tick?(now: number): boolean;
}

/** Every screen. */
export type ScreenId = 'title' | 'lobby' | 'table' | 'scores' | 'standings' | 'match-end' | 'settings';
