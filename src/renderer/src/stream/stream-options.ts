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

/** The query parameter of a key that lets the page's socket in (the LAN server's stream key, or a network host's TV key). */
export const STREAM_KEY_PARAM = 'key';

/**
 * The stream options of a page address, or null when the page is not a stream view: `/?view=stream` (browser mode) or
 * the page the app's LAN server serves at `/stream?key=K`. Unknown values fall back to the defaults.
 */
export function streamOptions(search: string, pathname = '/'): StreamOptions | null {
  const q = new URLSearchParams(search);
  if (q.get('view') !== 'stream' && pathname !== STREAM_SOCKET_PATH) return null;
  const layout = q.get('layout') === 'scoreboard' ? 'scoreboard' : 'table';
  const bg = q.get('bg');
  const background = bg === 'transparent' || bg === 'chroma' ? bg : 'normal';
  return { layout, background };
}

/** The stream view's socket path: `/stream`, with the page's key when its address carries one (nothing else from the query). */
export function streamSocketPath(search: string): string {
  const key = new URLSearchParams(search).get(STREAM_KEY_PARAM);
  return key === null || key === '' ? STREAM_SOCKET_PATH : `${STREAM_SOCKET_PATH}?${STREAM_KEY_PARAM}=${encodeURIComponent(key)}`;
}
