/** Tests of Ligretto through the game-agnostic session read its snapshots as Ligretto's (and fail if they are not). */
import { isLigrettoSnapshot } from '@shared/games/ligretto/snapshot';
import type { GameState } from '@shared/games/ligretto/state';
import type { Snapshot } from '@shared/protocol';

/** The snapshot as a Ligretto snapshot; throws when the session plays another game. */
export function ligretto(s: Snapshot<unknown>): Snapshot<GameState> {
  if (!isLigrettoSnapshot(s)) throw new Error(`not a Ligretto snapshot: ${s.game}`);
  return s;
}
