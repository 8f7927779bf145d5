/** Read-only views of the running renderer for the end-to-end tests and the benchmark. */
import type { CaptionDescription } from '../screens/howto/HowToCaption';
import type { AudienceMeterDescription } from '@renderer/ui/AudienceMeter';
import type { Snapshot } from '@shared/protocol';
import type { AnyTableDescription } from '@renderer/games/registry';
import type { NoticeDescription } from '../screens/saves/NoticeLayer';
import type { ScoreboardDescription } from '../stream/StreamScoreboard';
import type { SizedText, TextLayout } from '../ui/text-layout';
import type { LatencyProbes } from './probes';
import type { MotionStats } from '../ui/motion';

/** What `window.ligrettoDebug` offers: what is on show, and what the render loop did. */
export interface DebugHooks {
  /** The id of the screen on show. */
  screen(): string;
  /** The latest snapshot the renderer applied. */
  snapshot(): Snapshot | null;
  /** What the current game's table draws, read from its display objects (Ligretto: its TableDescription). */
  table(): AnyTableDescription;
  /** Any screen's own description (lobby, results), when it has one. */
  describe(): unknown;
  /** The storage notice on show over the screens, or null. */
  notices(): NoticeDescription | null;
  /** What the render loop did: frames run and drawn, JS time per drawn frame, whether it sleeps, the size last drawn. */
  loop(): LoopReport;
  /** Cheap (no copies): frames drawn so far and the JS time (ms) of the latest render call alone. */
  frameSplit(): { readonly renders: number; readonly renderMs: number };
  /** What the input layer took (off the frame: key events, pad polls). */
  input(): InputReport;
  /** GPU textures the renderer holds right now (uploaded and not yet destroyed): flat while the same things show. */
  textures(): number;
  /** Of those, the textures of texts some Text object holds (one per distinct text and style, shown or hidden). */
  textTextures(): number;
  /** Who holds the live GPU textures: the texts (each text's words), the card atlas's pages, and the rest. */
  textureOwners(): TextureOwners;
  /** Latency probes for the benchmark (read-only timestamps, newest last). */
  probes(): LatencyProbes;
  /** Every visible text in the scene graph (streamer safety: no room code may be among them). */
  sceneText(): string[];
  /** Every visible text with its bounds and the panels drawn around them (the text-layout check reads it). */
  textLayout(): TextLayout;
  /** Every visible word and numeral with its drawn cap or digit height (the readable-size sweep reads it). */
  textSizes(): SizedText[];
  /** The audience's count and cheer meter (issue 32) as the TV or stream view shows it. */
  audienceMeter(): AudienceMeterDescription;
  /** The stream view's scoreboard as text, null unless the page is a stream view with the scoreboard layout. */
  /** The how-to-play caption on show (docs/howto.md), null when none is. */
  howto(): CaptionDescription | null;
  /** The pause menu while it shows (its mode, focus and, in "Rules", the rules card on show), else null. */
  pauseMenu(): unknown;
  streamBoard(): ScoreboardDescription | null;
  /** The font size (px) of the first visible text saying `text`, null when none shows it (large text: 1.25 times). */
  fontPx(text: string): number | null;
  /** Reduced motion, and how many moves (tweens of more than opacity, over time) were made so far. */
  motion(): MotionStats;
}

/** Live GPU textures by owner (issue 16: find what grows over a night). */
export interface TextureOwners {
  /** All live textures. */
  readonly total: number;
  /** The words of every text whose texture some Text holds (one entry per texture). */
  readonly texts: readonly string[];
  /** Render-texture pages of the card atlas's sheets, and how many sheets. */
  readonly cardPages: number;
  readonly cardSheets: number;
  /** Of the sheets, those no view uses right now (the atlas keeps a few, IDLE_SHEETS, for views that come back). */
  readonly cardSheetsIdle: number;
  /** Every other live texture, as its label (or kind) and pixel size: what to look at when the count grows. */
  readonly others: readonly string[];
}

/** The render loop's counters. */
export interface LoopReport {
  /** Animation frames run; an idle page runs none. */
  readonly frames: number;
  /** Frames that drew. */
  readonly renders: number;
  /** JS time (ms) of each drawn frame, newest last (bounded). */
  readonly frameMs: readonly number[];
  /** No frame is asked for: nothing changed and nothing moves. */
  readonly idle: boolean;
  /** The canvas size of the last frame drawn (CSS pixels). */
  readonly drawn: { readonly width: number; readonly height: number };
}

/** The input layer's counters. */
export interface InputReport {
  /** Key events that queued an edge (each one taken in the event itself). */
  readonly keyEvents: number;
  /** Pad reads of the light pad loop. */
  readonly padPolls: number;
  /** Input events handed on (actions, pads found and lost). */
  readonly events: number;
  /** JS time (ms) spent handling them. */
  readonly ms: number;
  /** Pads present after the last read. */
  readonly pads: number;
}

declare global {
  interface Window {
    ligrettoDebug?: DebugHooks;
  }
}
