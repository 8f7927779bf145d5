/**
 * The renderer's composition root: wires Pixi (pixi-boot), the bridge to the host, the snapshot pump, the input
 * pump, the demo, the screens and the debug hooks. Each part lives in its own module; this file only connects them.
 */
import type { LigrettoApi } from '@shared/channels';
import { Sounds } from '../audio/Sounds';
import { Bridge } from '../bridge/Bridge';
import { pageDecoder } from '../bridge/decoder';
import { chooseWire, socketUrl, webSocketWire } from '../bridge/wires';
import { streamOptions, streamSocketPath } from '../stream/stream-options';
import { AudienceMeter } from '@renderer/ui/AudienceMeter';
import { StreamScoreboard } from '../stream/StreamScoreboard';
import { NativePadSource, setupInput } from '../input/index';
import { SettingsStore } from '../settings/SettingsStore';
import { GAME_UIS } from '../games/registry';
import { applySettings, appServices } from './app-services';
import { BackToast } from './BackToast';
import type { DebugHooks } from './debug';
import { debugHooks } from './debug-hooks';
import { DemoMode } from './demo-mode';
import { startInputPump } from './input-pump';
import { Navigation } from './Navigation';
import { bootPixi, watchWindowSize } from './pixi-boot';
import { RenderLoop, maxFpsOption } from './render-loop';
import { buildScreens } from './screens';
import { SnapshotPump } from './snapshot-pump';
import { takeoverJoins } from './takeover';
import { joinCommand, suggestName } from '../screens/lobby/suggested-name';
import { getLanguage } from '../i18n/i18n';
import type { LobbyCommand } from '@shared/protocol';
import type { InputBinding } from '@shared/seats';

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

/** Starts the renderer in `parent`. */
export async function startApp(parent: HTMLElement): Promise<RunningApp> {
  // A stream view (issue 19): read-only, on the host's /stream socket, sends nothing but its hello.
  const stream = streamOptions(window.location.search, window.location.pathname);
  if (stream) document.documentElement.dataset.streamBg = stream.background;
  const booted = await bootPixi(parent, stream);
  const { pixi } = booted;
  const settings = new SettingsStore();
  const sounds = new Sounds();
  applySettings(settings, sounds);
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
  const bridge = new Bridge(
    stream
      ? webSocketWire(socketUrl(window.location, streamSocketPath(window.location.search)))
      : chooseWire(window.ligretto, window.location),
    // Snapshots are checked against their schema in a worker: the frames that apply them do not pay for the check.
    pageDecoder(),
  );
  let nav: Navigation | null = null;
  let loop: RenderLoop | null = null;
  const requestRender = (): void => loop?.requestRender();
  const services = appServices({ bridge, sounds, settings, hub, readOnly: stream !== null, nav: () => nav, requestRender });
  const { screens, overlay, notices, table } = buildScreens(services);
  const shown = new Navigation(screens, overlay, notices, services.overlays);
  nav = shown;
  pixi.stage.addChild(shown.root);
  const backToast = new BackToast(requestRender);
  if (!stream) pixi.stage.addChild(backToast);
  const scoreboard = stream?.layout === 'scoreboard' ? new StreamScoreboard() : null;
  // The audience's count and cheer meter (issue 32), over every screen of the TV and the stream view.
  const audienceMeter = new AudienceMeter(requestRender);
  if (stream) shown.setLocal(null);
  if (scoreboard) {
    shown.root.visible = false;
    pixi.stage.addChild(scoreboard);
  }
  pixi.stage.addChild(audienceMeter);
  const size = (): { width: number; height: number } => ({ width: pixi.screen.width, height: pixi.screen.height });
  const demo = new DemoMode(
    { send: (msg) => bridge.send(msg), localScreen: () => shown.localScreen, setLocal: (s) => shown.setLocal(s), size, requestRender },
    stream ? null : pixi.stage,
  );
  settings.subscribe((next, previous) => {
    if (next.autoAdvance !== previous.autoAdvance && !stream) bridge.send({ t: 'auto-advance', on: next.autoAdvance });
    const display = next.reducedMotion !== previous.reducedMotion || next.largeText !== previous.largeText;
    if (display && !stream) bridge.send({ t: 'display', prefs: { reducedMotion: next.reducedMotion, largeText: next.largeText } });
    applySettings(settings, sounds);
    shown.resize(pixi.screen.width, pixi.screen.height);
    requestRender();
  });

  const snapshots = new SnapshotPump({
    apply: (snapshot, events) => {
      demo.applied(snapshot);
      browserPads = snapshot.nativePads?.available !== true;
      shown.update(snapshot, events);
      backToast.update(snapshot);
      scoreboard?.update(snapshot);
      audienceMeter.update(snapshot);
    },
    message: (msg) => shown.message(msg),
    nativePads: (pads) => nativePads.update(pads),
    requestRender,
  });
  bridge.onMessage((msg) => snapshots.receive(msg));
  // A message the view refuses is said on screen; the last good state (or the salvaged rest) stays.
  bridge.onProblem((error, salvaged) => notices.showProblem(error, salvaged));
  bridge.onStatus((status) => {
    document.body.dataset.bridge = status;
    // The host follows this screen's setting: results wait for the people unless it says they move on by themselves.
    if (status === 'ready' && !stream) bridge.send({ t: 'auto-advance', on: settings.get().autoAdvance });
    // The phones follow this screen's reduced motion and large text.
    const { reducedMotion, largeText } = settings.get();
    if (status === 'ready' && !stream) bridge.send({ t: 'display', prefs: { reducedMotion, largeText } });
    if (status === 'ready' && !stream) demo.startFromQuery(window.location.search);
    requestRender();
  });

  const input = startInputPump(
    hub,
    {
      readOnly: stream !== null,
      send: (msg) => bridge.send(msg),
      unlockSound: () => sounds.unlock(),
      // Snapshots waiting for a frame go first: the input acts on what the players see (the next frame would apply it).
      beforeInput: () => snapshots.applyWaiting(),
      route: (events) => {
        if (demo.running && events.some((e) => e.type === 'action')) {
          demo.leave();
          return;
        }
        const latest = snapshots.latest;
        const late = (input: InputBinding, claimed: readonly string[]): LobbyCommand =>
          joinCommand(input, suggestName(latest?.saves?.people ?? [], latest?.seats ?? [], getLanguage(), claimed));
        const takeover = takeoverJoins(latest, events, (device) => hub.bindingOf(device), shown.localScreen !== null, late);
        for (const msg of takeover.messages) bridge.send(msg);
        shown.input(takeover.rest);
      },
      requestRender,
    },
    window,
  );

  const running = new RenderLoop(
    (now) => {
      const applied = snapshots.waiting;
      snapshots.applyWaiting();
      return shown.tick(now) || applied;
    },
    () => booted.draw(snapshots.takeStageChange()),
    () => snapshots.waiting || shown.moving(),
    // `?fps=N` caps the frame rate (a slow machine, a stream encoder, the browser tests' software WebGL).
    { maxFps: maxFpsOption(window.location.search) },
  );
  loop = running;
  // The window can change size and pixel density (moved to a 4K screen, zoomed): the canvas follows both.
  const resize = (): void => {
    booted.resize();
    shown.resize(pixi.screen.width, pixi.screen.height);
    backToast.resize(pixi.screen.width, pixi.screen.height);
    scoreboard?.resize(pixi.screen.width, pixi.screen.height);
    audienceMeter.resize(pixi.screen.width, pixi.screen.height);
    demo.showBadge();
    requestRender();
  };
  watchWindowSize(resize);
  // Keys no key set uses end the demo too ("press any button").
  if (!stream) window.addEventListener('keydown', () => void demo.leave());
  const debug = debugHooks({
    stage: pixi.stage,
    renderer: pixi.renderer,
    screen: pixi.screen,
    atlas: booted.atlas,
    nav: shown,
    loop: running,
    table,
    notices,
    hub,
    scoreboard,
    audienceMeter,
    rendered: booted.rendered,
    latest: () => snapshots.latest,
    inputCounters: () => input.counters(),
    probes: () => ({ intents: bridge.sentIntents.slice(), snapshots: snapshots.probes() }),
  });
  return { nav: shown, loop: running, bridge, debug };
}
