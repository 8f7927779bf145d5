/**
 * What the saves' command runner and replay watching use of `Saves`, in a file of their own so `Saves` and its two
 * helpers (which it builds) do not import each other (issue 29.4: no import cycles).
 */
import type { PlayerProfile } from '@shared/night';
import type { SavesView } from '@shared/saves-protocol';
import type { SavesHost } from '../session/ports';
import type { DamagedNight, NightArchive } from './NightArchive';
import type { NoticeBoard } from './notices';
import type { ReplayLibrary } from './ReplayLibrary';

/** The saves as their helpers see them. */
export interface SavesPort {
  readonly archive: NightArchive;
  readonly library: ReplayLibrary;
  readonly notices: NoticeBoard;
  readonly now: () => Date;
  readonly random: () => number;
  /** The night a resume is waiting on, if any. */
  resuming: string | null;
  readonly restorable: Map<string, DamagedNight>;
  readonly host: SavesHost;
  profiles(): readonly PlayerProfile[];
  track(file: string, write: Promise<void>): void;
  refreshProfiles(): void;
  view(): SavesView;
  watching(): boolean;
}
