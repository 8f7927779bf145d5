/** What the lobby screen describes of itself (the end-to-end tests read it). */
import type { Rect } from '@renderer/layout/rect';
import type { ResumeDescription } from '../saves/ResumeBanner';
import type { LanPanelDescription } from './LanPanel';
import type { PickerDescription } from './NamePickerView';
import type { SlotDescription } from './SeatSlot';

/** What the lobby shows, read from its own texts (for end-to-end tests). */
export interface LobbyDescription {
  readonly seats: SlotDescription[];
  readonly menu: string[];
  /** The game-night resume dialog or ribbon. */
  readonly resume: ResumeDescription;
  /** Devices that asked to join so recently that their presses are still ignored (JOIN_PENDING_MS). */
  readonly joinPending: number;
  /** The seat the host menu's seat lines act on, or null. */
  readonly targetSeat: number | null;
  /** The id of the host menu's focused line. */
  readonly menuFocus: string;
  /** The menu page on show. */
  readonly menuPage: 'main' | 'players' | 'rules';
  /** The hint line under the main page ('' when the match can start). */
  readonly status: string;
  /** The name pickers of seats that just joined, in seat order. */
  readonly pickers: readonly PickerDescription[];
  /** The phones' corner or join card. */
  readonly lan: LanPanelDescription;
  /** The seat count's pill in window pixels (the phones' corner must keep clear of it). */
  readonly countBox: Rect;
}
