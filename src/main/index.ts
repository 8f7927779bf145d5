import { app, BrowserWindow, dialog, protocol, session, utilityProcess } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerAppScheme, serveAppProtocol } from './app-protocol';
import { keepFullscreen } from './fullscreen';
import { createHostSession, logLine } from './host';
import { setupEventStart } from './event-start';
import { setupIpc, setupSessionIpc } from './ipc';
import { setupKeepAwake } from './keep-awake';
import { lanSettingsFromEnv, setupLan } from './lan/LanService';
import { relayConfigFrom } from './relay/relay-settings';
import { RemoteSwitch } from './relay/remote-switch';
import { NativePads } from './native-pads/NativePads';
import { utilityPadChannel } from './native-pads/worker-protocol';
import { preloadPath, resolveRendererLocation, windowIconPath } from './renderer-location';
import { setupSessionSecurity } from './security';
import { flushSavesOnQuit, openAppSaves } from './storage/electron-saves';
import { createMainWindow, focusWindow } from './window';

const mainDir = dirname(fileURLToPath(import.meta.url));

/** Everything that needs the app ready: saves, session, IPC, LAN, native pads and the window. */
function ready(): void {
  const location = resolveRendererLocation(mainDir, process.env, app.isPackaged);
  const saved = openAppSaves(logLine);
  const host = createHostSession();
  host.attachSaves(saved.saves);
  const { streamerSafety, streamNames } = saved.settings.settings;
  host.side.setStreamPolicy({ safety: streamerSafety, names: streamNames });
  flushSavesOnQuit(saved);
  setupSessionSecurity(session.defaultSession);
  serveAppProtocol(protocol, location.rendererDir, logLine);
  setupIpc(location, logLine);
  setupSessionIpc(host, location, logLine);
  setupKeepAwake(host);
  setupEventStart(host, saved.root, location, logLine, (draft) => saved.saves.notify(draft));
  const lan = lanSettingsFromEnv(process.env, saved.settings.settings.lan);
  const stopLan = setupLan(host, join(mainDir, '..', 'phone'), lan, logLine, join(mainDir, '..', 'renderer'));
  let lanStopped: Promise<void> | null = null;
  const stopLanOnce = (): Promise<void> =>
    (lanStopped ??= stopLan().catch((e: unknown) => logLine(`LAN mode did not stop cleanly: ${String(e)}`)));
  const config = relayConfigFrom(undefined, process.env, saved.settings.settings);
  const remote = new RemoteSwitch({ session: host, config, log: logLine, saves: saved.saves, settings: saved.settings }).start();
  const nativePads = new NativePads(host, logLine);
  if (process.env['LIGRETTO_NATIVE_PADS'] === 'off')
    host.setNativePads({ available: false, reason: 'switched off (LIGRETTO_NATIVE_PADS=off)' });
  else nativePads.start(() => utilityPadChannel(utilityProcess, join(mainDir, 'native-pad-worker.js')));
  // The LAN port is closed before the process ends: quitting waits for it once.
  let lanClosed = false;
  app.on('will-quit', (event) => {
    nativePads.stop();
    void remote.stop();
    if (lanClosed) return;
    event.preventDefault();
    void stopLanOnce().finally(() => {
      lanClosed = true;
      app.quit();
    });
  });
  // A page that cannot load or keeps crashing must not leave an invisible app with the LAN port open.
  const giveUp = (reason: string): void => {
    void stopLanOnce();
    dialog.showErrorBox(
      'Ligretto Party could not start',
      `The game screen failed too often (${reason}). The game closes now; the saved game nights are kept.`,
    );
    app.quit();
  };
  const openWindow = (): BrowserWindow =>
    keepFullscreen(
      createMainWindow(location, { preloadPath: preloadPath(mainDir), iconPath: windowIconPath(mainDir), log: logLine, onGiveUp: giveUp }),
      saved.settings,
      logLine,
    );
  openWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow();
  });
}

if (app.requestSingleInstanceLock()) {
  // Registered at once: a second launch while this one is still starting focuses the window instead of being lost.
  app.on('second-instance', () => {
    const existing = BrowserWindow.getAllWindows()[0];
    if (existing) focusWindow(existing);
  });
  app.enableSandbox();
  // The window loads the renderer from app://, which Electron lets an app declare only before it is ready.
  registerAppScheme(protocol);
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  void app.whenReady().then(ready);
} else {
  app.quit();
}
