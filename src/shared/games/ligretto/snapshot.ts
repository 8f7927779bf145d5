/** Reading a session snapshot as Ligretto's: the host puts a game's state only under that game's id. */
import type { Snapshot } from '../../protocol';
import type { LigrettoState } from './state';

/** True when the snapshot is of a Ligretto match (or lobby): its `state` is then a LigrettoState. */
export function isLigrettoSnapshot(s: Snapshot<unknown>): s is Snapshot<LigrettoState> {
  return s.game === 'ligretto';
}
