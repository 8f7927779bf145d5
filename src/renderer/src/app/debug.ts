/** Read-only views of the running renderer for the end-to-end tests and the benchmark. */
import type { Snapshot } from '../../../shared/protocol';
import type { TableDescription } from '../screens/TableScreen';

/** What `window.ligrettoDebug` offers: what is on show, and what the render loop did. */
export interface DebugHooks {
  /** The id of the screen on show. */
  screen(): string;
  /** The latest snapshot the renderer applied. */
  snapshot(): Snapshot | null;
  /** What the table draws, read from its display objects. */
  table(): TableDescription;
  /** Any screen's own description (lobby, results), when it has one. */
  describe(): unknown;
  /** Frames, renders and JS time per rendered frame. */
  loop(): { frames: number; renders: number; frameMs: readonly number[] };
}

declare global {
  interface Window {
    ligrettoDebug?: DebugHooks;
  }
}
