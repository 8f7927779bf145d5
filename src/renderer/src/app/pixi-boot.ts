/** Pixi's start for this app: one WebGL canvas, no ticker of its own (the render loop draws), and the card atlas. */
import 'pixi.js/unsafe-eval';
import { Application, BitmapFontManager, EventsTicker, type Texture, TexturePool, Ticker } from 'pixi.js';
import { CHROMA_GREEN, type StreamOptions } from '../stream/stream-options';
import { UI } from '../ui/style';
import { batchAllGraphics } from '../ui/batching';
import { freeOwnedGraphicsContexts } from '../ui/graphics-lifecycle';
import { installCardAtlas } from '../views/cards/card-atlas';
import type { CardAtlas } from '../views/cards/card-atlas-core';

/** The canvas's pixels per CSS pixel: the screen's density, at most 2 (a 4K TV at 200 % draws 4K, not 8K). */
export function pixelRatio(): number {
  return Math.min(2, window.devicePixelRatio || 1);
}

/** The started Pixi application and what draws one frame of it. */
export interface BootedPixi {
  readonly pixi: Application;
  readonly atlas: CardAtlas<Texture>;
  /** The size of the last frame drawn (the end-to-end waits check a resize has been drawn before a screenshot). */
  readonly rendered: { width: number; height: number };
  /** Draws one frame; `trim`: a stage changed since the last one, so the idle pooled text textures are let go after it. */
  draw(trim: boolean): void;
  /** Follows the window's size and pixel density (the texts redraw themselves at a new density). */
  resize(): void;
}

/** Starts Pixi in `parent` for a page (a stream view's background when `stream` is set). */
export async function bootPixi(parent: HTMLElement, stream: StreamOptions | null): Promise<BootedPixi> {
  // Before any view exists: every Graphics joins the sprite batch (a few draw calls a frame instead of one per shape).
  batchAllGraphics();
  // A destroyed Graphics frees its own shape context however it was destroyed (the heap stays flat over a night).
  freeOwnedGraphicsContexts();
  const pixi = new Application();
  await pixi.init({
    preference: 'webgl',
    autoStart: false,
    sharedTicker: false,
    antialias: true,
    background: stream?.background === 'chroma' ? CHROMA_GREEN : UI.background,
    backgroundAlpha: stream?.background === 'transparent' ? 0 : 1,
    resolution: pixelRatio(),
    autoDensity: true,
    width: window.innerWidth,
    height: window.innerHeight,
  });
  pixi.ticker.stop();
  // Pixi's own tickers would each ask for an animation frame forever (the system one re-checks hover under a still
  // pointer ~60 times a second); the render loop is the only frame driver, and hover follows real pointer moves.
  for (const ticker of [Ticker.system, Ticker.shared]) {
    ticker.autoStart = false;
    ticker.stop();
  }
  // The still-pointer hover re-check leaves the system ticker (hover follows real pointer moves): what stays on it is
  // Pixi's scheduler, stepped once per frame drawn (below).
  EventsTicker.removeTickerListener();
  parent.replaceChildren(pixi.canvas);
  // Card faces and backs are painted once per size into the atlas; the cards on screen are frames of it.
  const atlas = installCardAtlas(pixi.renderer);
  const rendered = { width: 0, height: 0 };
  const draw = (trim: boolean): void => {
    pixi.render();
    // Pixi's scheduler (its resource collector: GPU data unused for a minute, emptied slots of its tables) runs on
    // the system ticker, stopped above: stepped here once per frame drawn, the collector runs as in any Pixi app
    // (it never ran: the tables of destroyed objects only grew) while an idle screen still asks for no frames.
    Ticker.system.update(performance.now());
    if (trim) {
      // Texts give their textures back to a pool that never lets go of them (one per size, as many as were ever
      // in use at once): once a stage's first frame is drawn, the idle ones are destroyed, so the GPU holds the
      // textures of what is on show and nothing more, round after round.
      TexturePool.clear(true);
      // Bitmap text keeps the layout of each string it measured (up to a thousand: score lines of past rounds, a
      // heap that grew for a dozen rounds of a night); the new stage measures what it shows again.
      BitmapFontManager.measureCache.clear();
    }
    rendered.width = pixi.screen.width;
    rendered.height = pixi.screen.height;
  };
  const resize = (): void => {
    pixi.renderer.resize(window.innerWidth, window.innerHeight, pixelRatio());
    atlas.setResolution(pixi.renderer.resolution);
  };
  return { pixi, atlas, rendered, draw, resize };
}

/**
 * Calls `onChange` now and whenever the window changes size or pixel density (moved to a 4K screen, zoomed): the
 * canvas follows both.
 */
export function watchWindowSize(onChange: () => void): void {
  window.addEventListener('resize', onChange);
  const watchDensity = (): void => {
    window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener(
      'change',
      () => {
        onChange();
        watchDensity();
      },
      { once: true },
    );
  };
  watchDensity();
  onChange();
}
