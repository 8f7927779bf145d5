/** The title's Play, decided without Pixi. */
import type { ClientMessage, Snapshot } from '@shared/protocol';

/**
 * What the title's Play sends first: a demo still running behind the title (the page was opened or reloaded while one
 * ran) ends, so Play opens the lobby, not the demo's table; otherwise nothing.
 */
export function playFromTitle(snapshot: Snapshot | null): readonly ClientMessage[] {
  return snapshot?.demo === true ? [{ t: 'control', op: 'end-match' }] : [];
}
