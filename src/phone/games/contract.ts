/** The contract between the phone page and a game's pad, in a file of its own so the pads and their registry do not import each other. */
import type { GameId } from '@shared/game';
import type { PhonePress, PhoneView } from '@shared/phone-protocol';
import type { StageText } from '../stage-text';

/** Where a pad draws and how it reports presses: `press` also names the control, so a refused press can shake it. */
export interface PadHost {
  /** The pad's area of the page (below the banner). */
  readonly root: HTMLElement;
  press(press: PhonePress, control: HTMLElement): void;
}

/** A pad on the page. */
export interface MountedPad {
  /** Draws the seat's view; false when the view has nothing for the pad (the waiting screen shows instead). */
  render(view: PhoneView): boolean;
  /** The words for a refused press's reason. */
  reasonText(reason: string): string;
  /** The game's own words for a moment (e.g. Ligretto's "Ligretto stop!"), or null for the shared ones. */
  stageText(view: PhoneView): Partial<StageText> | null;
  /** Takes the pad's controls off the page. */
  remove(): void;
}

/** A game's phone pad. */
export interface PhonePad {
  readonly game: GameId;
  mount(host: PadHost): MountedPad;
}
