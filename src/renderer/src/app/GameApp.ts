/** The renderer's composition root: Pixi, the bridge to the host, input, settings, sound and the screens. */
import 'pixi.js/unsafe-eval';
import { Application, BitmapFontManager, EventsTicker, type Texture, TexturePool, Ticker } from 'pixi.js';
import type { LigrettoApi } from '@shared/channels';
import type { BuiltInEvent } from '@shared/games/contracts';
import type { HostMessage, Snapshot } from '@shared/protocol';
import { Sounds } from '../audio/Sounds';
import { Bridge } from '../bridge/Bridge';
import { pageDecoder } from '../bridge/decoder';
import { chooseWire, socketUrl, webSocketWire } from '../bridge/wires';
import { CHROMA_GREEN, streamOptions, streamSocketPath } from '../stream/stream-options';
import { StreamScoreboard } from '../stream/StreamScoreboard';
import { onLanguageChange, setLanguage } from '../i18n/i18n';
import { NativePadSource, setupInput, type InputEvent } from '../input/index';
import { browserFullscreen, desktopFullscreen } from '../settings/fullscreen';
import { SettingsStore } from '../settings/SettingsStore';
import { DemoBadge } from '../ui/DemoBadge';
import { UI } from '../ui/style';
import { batchAllGraphics } from '../ui/batching';
import { freeOwnedGraphicsContexts } from '../ui/graphics-lifecycle';
import { setCardTheme } from '../views/cards/card-theme';
import { CARD_PAGE_LABEL, installCardAtlas } from '../views/cards/card-atlas';
import { Navigation } from './Navigation';
import { OverlayStack } from './OverlayStack';
import { RenderLoop, maxFpsOption } from './render-loop';
import { nextReturns, type AppServices, type LocalScreen } from './Screen';
import type { DebugHooks } from './debug';
import { pushProbe, type SnapshotProbe } from './probes';
import { textLayout, visibleTexts } from './scene-text';
import { SnapshotQueue, type Pending } from './snapshot-queue';
import { renamedForLanguage, withSeatNames } from './seat-names';
import { buildScreens } from './screens';
import { GAME_UIS } from '@renderer/games/registry';
import { takeoverJoins } from './takeover';
import { BackToast } from './BackToast';

/** How often the pads are read (ms): often enough that a tap is never missed, and the read draws nothing. */
const PAD_POLL_MS = 10;

/** What the page offers the app; `window` itself fits. */
export interface AppPage {
  readonly ligretto?: LigrettoApi;
}

/** The running renderer, with hooks the end-to-end tests and the benchmark read. */
export interface RunningApp {
  readonly nav: Navigation;
  readonly loop: RenderLoop;
  readonly bridge: Bridge;
  readonly debug: DebugHooks;
}

/** The canvas's pixels per CSS pixel: the screen's density, at most 2 (a 4K TV at 200 % draws 4K, not 8K). */
function pixelRatio(): number {
  return Math.min(2, window.devicePixelRatio || 1);
}

/** Starts the renderer in `parent`. */
export async function startApp(parent: HTMLElement): Promise<RunningApp> {
  // A stream view (issue 19): read-only, on the host's /stream socket, sends nothing but its hello.
  const stream = streamOptions(window.location.search, window.location.pathname);
  if (stream) document.documentElement.dataset.streamBg = stream.background;
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
  // pointer ~60 times a second); the render loop below is the only frame driver, and hover follows real pointer moves.
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

  const settings = new SettingsStore();
  const sounds = new Sounds();
  const applySettings = (): void => {
    const s = settings.get();
    sounds.applySettings(s);
    setLanguage(s.language);
    document.documentElement.lang = s.language;
    setCardTheme(s.highVisibility ? 'high-visibility' : 'standard');
  };
  applySettings();
  sounds.attachUnlock(window);
  const nativePads = new NativePadSource();
  // SDL sees every pad, the first four too: while it works, the browser's Gamepad API is not read (no double pads).
  let browserPads = true;
  const { hub } = setupInput(
    window,
    [nativePads],
    () => browserPads,
    GAME_UIS.map((g) => g.bindings),
  );
  /** The size of the last frame drawn (the end-to-end waits check a resize has been drawn before a screenshot). */
  const rendered = { width: 0, height: 0 };
  const bridge = new Bridge(
    stream
      ? webSocketWire(socketUrl(window.location, streamSocketPath(window.location.search)))
      : chooseWire(window.ligretto, window.location),
    // Snapshots are checked against their schema in a worker: the frames that apply them do not pay for the check.
    pageDecoder(),
  );
  const desktop = window.ligretto !== undefined;

  let nav: Navigation | null = null;
  let loop: RenderLoop | null = null;
  const overlays = new OverlayStack();
  // The local screens a Back press returns through (Title → Settings → Controls: Back, Back lands on the title).
  let cameFrom: readonly LocalScreen[] = [];
  const services: AppServices = {
    send: (msg) => (stream ? null : bridge.send(msg)),
    answered: (ticket) => bridge.answered(ticket),
    sounds,
    settings,
    fullscreen: window.ligretto ? desktopFullscreen(window.ligretto) : browserFullscreen(settings, document),
    hub,
    overlays,
    desktop,
    openLocal: (screen) => {
      cameFrom = nextReturns(cameFrom, nav?.localScreen ?? null, screen);
      nav?.setLocal(screen);
      loop?.requestRender();
    },
    closeLocal: () => {
      const back = cameFrom.at(-1) ?? null;
      cameFrom = cameFrom.slice(0, -1);
      nav?.setLocal(back);
      loop?.requestRender();
    },
    requestRender: () => loop?.requestRender(),
    setFullscreen: (on) => bridge.setFullscreen(on),
  };
  const { screens, overlay, notices, table } = buildScreens(services);
  nav = new Navigation(screens, overlay, notices, overlays);
  pixi.stage.addChild(nav.root);
  const backToast = new BackToast(() => loop?.requestRender());
  if (!stream) pixi.stage.addChild(backToast);
  const scoreboard = stream?.layout === 'scoreboard' ? new StreamScoreboard() : null;
  if (stream) nav.setLocal(null);
  if (scoreboard) {
    nav.root.visible = false;
    pixi.stage.addChild(scoreboard);
  }
  settings.subscribe((next, previous) => {
    if (next.autoAdvance !== previous.autoAdvance && !stream) bridge.send({ t: 'auto-advance', on: next.autoAdvance });
    applySettings();
    nav?.resize(pixi.screen.width, pixi.screen.height);
    loop?.requestRender();
  });

  let latest: Snapshot | null = null;
  // The demo says what it is and how to leave it (any button or key), over every screen it shows.
  const demoBadge = new DemoBadge();
  if (!stream) pixi.stage.addChild(demoBadge);
  const showDemoBadge = (): void =>
    demoBadge.update(latest?.demo === true && nav?.localScreen === null, pixi.screen.width, pixi.screen.height);
  let demoLeft = false;
  /** Any press during the demo ends it and opens the title (once per demo). */
  const leaveDemo = (): boolean => {
    if (!latest?.demo || nav?.localScreen !== null || demoLeft) return false;
    demoLeft = true;
    bridge.send({ t: 'control', op: 'end-match' });
    nav.setLocal('title');
    showDemoBadge();
    loop?.requestRender();
    return true;
  };
  /** Latency probe (benchmark, read-only): when the navigation finished applying each snapshot. */
  const appliedSnapshots: SnapshotProbe[] = [];
  /** Snapshots wait here for the next frame, which applies only the newest (with the events of the skipped ones). */
  const queue = new SnapshotQueue<Snapshot, BuiltInEvent>();
  /** A stage changed since the last frame: once it is drawn, the idle pooled text textures are let go. */
  let trimPool = false;
  const apply = (next: Pending<Snapshot, BuiltInEvent>): void => {
    if (latest?.stage !== next.snapshot.stage) trimPool = true;
    latest = next.snapshot;
    if (!next.snapshot.demo) demoLeft = false;
    showDemoBadge();
    browserPads = next.snapshot.nativePads?.available !== true;
    nav?.update(next.snapshot, next.events);
    backToast.update(next.snapshot);
    scoreboard?.update(next.snapshot);
    pushProbe(appliedSnapshots, { at: performance.now(), rev: next.snapshot.rev, snapshot: next.snapshot }, 64);
  };
  const applyWaiting = (): void => {
    const next = queue.take();
    if (next) apply(next);
  };
  /** The newest snapshot as the host sent it (unnamed seats still unnamed). */
  let received: Snapshot | null = null;
  // Default seat names are words of the view's language: a language change renames them at once, not at the next snapshot.
  onLanguageChange(() => {
    const renamed = renamedForLanguage(received);
    if (!renamed) return;
    const now = queue.push(renamed, []);
    if (now) apply(now);
    loop?.requestRender();
  });
  const onMessage = (msg: HostMessage): void => {
    if (msg.t === 'native-pads') {
      nativePads.update(msg.pads);
      return;
    }
    if (msg.t === 'snapshot') {
      received = msg.snapshot;
      const now = queue.push(withSeatNames(msg.snapshot), msg.events);
      if (now) apply(now);
    } else {
      // Other messages keep their place after the snapshots that came before them.
      applyWaiting();
      nav?.message(msg);
    }
    loop?.requestRender();
  };
  bridge.onMessage(onMessage);
  // A message the view refuses is said on screen; the last good state (or the salvaged rest) stays.
  bridge.onProblem((error, salvaged) => notices.showProblem(error, salvaged));
  const demo = Number(new URLSearchParams(window.location.search).get('demo'));
  bridge.onStatus((status) => {
    document.body.dataset.bridge = status;
    // The host follows this screen's setting: results wait for the people unless it says they move on by themselves.
    if (status === 'ready' && !stream) bridge.send({ t: 'auto-advance', on: settings.get().autoAdvance });
    if (status === 'ready' && !stream && Number.isInteger(demo) && demo >= 2 && demo <= 12) {
      bridge.send({ t: 'demo', bots: demo });
      nav?.setLocal(null);
    }
    loop?.requestRender();
  });

  /**
   * Input is taken where it happens, never in a frame: a key press in its own key event, pads on a light poll that
   * draws nothing. What the input changed asks for one frame.
   */
  const inputStats = { keyEvents: 0, padPolls: 0, events: 0, ms: 0 };
  const takeInput = (events: readonly InputEvent[]): void => {
    // A stream view has no controllers: presses near the streaming machine must not reach the host.
    if (events.length === 0 || stream) return;
    const t0 = performance.now();
    inputStats.events += events.length;
    for (const e of events) {
      if (e.type === 'disconnected') bridge.send({ t: 'device', change: { op: 'lost', input: e.binding } });
      if (e.type === 'connected') bridge.send({ t: 'device', change: { op: 'found', input: e.binding, previous: e.rejoined } });
    }
    sounds.unlock();
    // Snapshots waiting for a frame go first: the input acts on what the players see (the next frame would apply it).
    applyWaiting();
    if (latest?.demo && nav?.localScreen === null && events.some((e) => e.type === 'action')) {
      leaveDemo();
    } else {
      const takeover = takeoverJoins(latest, events, (device) => hub.bindingOf(device), (nav?.localScreen ?? null) !== null);
      for (const msg of takeover.messages) bridge.send(msg);
      nav?.input(takeover.rest);
    }
    loop?.requestRender();
    inputStats.ms += performance.now() - t0;
  };
  hub.onKeys(() => {
    inputStats.keyEvents++;
    takeInput(hub.pollKeys(performance.now()));
  });
  const padPoll = setInterval(() => {
    inputStats.padPolls++;
    takeInput(hub.pollPads(performance.now()));
  }, PAD_POLL_MS);
  window.addEventListener('pagehide', () => clearInterval(padPoll));

  loop = new RenderLoop(
    (now) => {
      const applied = queue.waiting;
      applyWaiting();
      return (nav?.tick(now) ?? false) || applied;
    },
    () => {
      pixi.render();
      // Pixi's scheduler (its resource collector: GPU data unused for a minute, emptied slots of its tables) runs on
      // the system ticker, stopped above: stepped here once per frame drawn, the collector runs as in any Pixi app
      // (it never ran: the tables of destroyed objects only grew) while an idle screen still asks for no frames.
      Ticker.system.update(performance.now());
      if (trimPool) {
        // Texts give their textures back to a pool that never lets go of them (one per size, as many as were ever
        // in use at once): once a stage's first frame is drawn, the idle ones are destroyed, so the GPU holds the
        // textures of what is on show and nothing more, round after round.
        trimPool = false;
        TexturePool.clear(true);
        // Bitmap text keeps the layout of each string it measured (up to a thousand: score lines of past rounds, a
        // heap that grew for a dozen rounds of a night); the new stage measures what it shows again.
        BitmapFontManager.measureCache.clear();
      }
      rendered.width = pixi.screen.width;
      rendered.height = pixi.screen.height;
    },
    () => queue.waiting || (nav?.moving() ?? false),
    // `?fps=N` caps the frame rate (a slow machine, a stream encoder, the browser tests' software WebGL).
    { maxFps: maxFpsOption(window.location.search) },
  );
  // The window can change size and pixel density (moved to a 4K screen, zoomed): the canvas follows both, and the
  // texts redraw themselves at the new density (Pixi's resolution change).
  const resize = (): void => {
    pixi.renderer.resize(window.innerWidth, window.innerHeight, pixelRatio());
    atlas.setResolution(pixi.renderer.resolution);
    nav?.resize(pixi.screen.width, pixi.screen.height);
    backToast.resize(pixi.screen.width, pixi.screen.height);
    scoreboard?.resize(pixi.screen.width, pixi.screen.height);
    showDemoBadge();
    loop?.requestRender();
  };
  window.addEventListener('resize', resize);
  // Keys no key set uses end the demo too ("press any button").
  if (!stream) window.addEventListener('keydown', () => void leaveDemo());
  const watchDensity = (): void => {
    window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener(
      'change',
      () => {
        resize();
        watchDensity();
      },
      { once: true },
    );
  };
  watchDensity();
  resize();
  const shown = nav;
  const running = loop;
  const debug: DebugHooks = {
    screen: () => shown.active?.id ?? '',
    snapshot: () => latest,
    table: () => table.describe(),
    describe: () => {
      const active = shown.active as { describe?: () => unknown } | null;
      return active?.describe ? active.describe() : null;
    },
    notices: () => notices.describe(),
    loop: () => ({
      frames: running.stats.frames,
      renders: running.stats.renders,
      frameMs: running.stats.frameMs.slice(),
      idle: running.idle,
      drawn: { ...rendered },
    }),
    frameSplit: () => ({ renders: running.stats.renders, renderMs: running.stats.lastRenderMs }),
    input: () => ({ ...inputStats, pads: hub.connectedPads().length }),
    textures: () => {
      const system = pixi.renderer.texture;
      // The list keeps a null where a texture was destroyed: only the live ones count.
      return 'managedTextures' in system ? system.managedTextures.filter((t) => t !== null).length : 0;
    },
    textTextures: () => {
      // Pixi keeps the texture of every distinct text and style that some Text holds; the field is private in its types.
      const system = pixi.renderer.canvasText as unknown as { _activeTextures?: Record<string, unknown> };
      return Object.values(system._activeTextures ?? {}).filter((t) => t !== null && t !== undefined).length;
    },
    textureOwners: () => {
      const system = pixi.renderer.canvasText as unknown as { _activeTextures?: Record<string, { texture: unknown } | null> };
      const texts = Object.entries(system._activeTextures ?? {})
        .filter(([, t]) => t !== null && t !== undefined)
        .map(([key]) => key.split(':').slice(0, -2).join(':'));
      const cards = atlas.stats();
      const live = 'managedTextures' in pixi.renderer.texture ? pixi.renderer.texture.managedTextures.filter((t) => t !== null) : [];
      const textSources = new Set(Object.values(system._activeTextures ?? {}).map((t) => (t?.texture as Texture | undefined)?.source));
      const others = live
        .filter((t) => !textSources.has(t) && t.label !== CARD_PAGE_LABEL)
        .map(
          (t) => `${t.label || (t.resource as object | null | undefined)?.constructor.name || 'texture'} ${t.pixelWidth}x${t.pixelHeight}`,
        );
      return { total: live.length, texts, cardPages: cards.pages, cardSheets: cards.sheets, cardSheetsIdle: cards.idle, others };
    },
    probes: () => ({ intents: bridge.sentIntents.slice(), snapshots: appliedSnapshots.slice() }),
    sceneText: () => visibleTexts(pixi.stage),
    textLayout: () => textLayout(pixi.stage, pixi.screen.width, pixi.screen.height),
    streamBoard: () => scoreboard?.describe() ?? null,
  };
  return { nav, loop, bridge, debug };
}
