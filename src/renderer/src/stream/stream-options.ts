/** The stream view's page options (`?view=stream&layout=scoreboard&bg=chroma`), read from the page address. */

/** What a stream view draws: the table as the TV shows it, or a compact scoreboard for a corner overlay. */
export type StreamLayout = 'table' | 'scoreboard';

/** The page's background: the game's own, transparent (a browser source keys it out) or a chroma-key green. */
export type StreamBackground = 'normal' | 'transparent' | 'chroma';

/** A stream view's options. */
export interface StreamOptions {
  readonly layout: StreamLayout;
  readonly background: StreamBackground;
}

/** The chroma-key green (broadcast green, far from every seat colour). */
export const CHROMA_GREEN = 0x00b140;

/** The WebSocket path a stream view connects to (the host refuses everything there but a hello). */
export const STREAM_SOCKET_PATH = '/stream';

/** The stream options of a page address's query, or null when the page is not a stream view. Unknown values fall back to the defaults. */
export function streamOptions(search: string): StreamOptions | null {
  const q = new URLSearchParams(search);
  if (q.get('view') !== 'stream') return null;
  const layout = q.get('layout') === 'scoreboard' ? 'scoreboard' : 'table';
  const bg = q.get('bg');
  const background = bg === 'transparent' || bg === 'chroma' ? bg : 'normal';
  return { layout, background };
}
