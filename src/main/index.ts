import { app, BrowserWindow, session, utilityProcess } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHostSession, logLine } from './host';
import { setupIpc, setupSessionIpc } from './ipc';
import { setupKeepAwake } from './keep-awake';
import { lanSettingsFromEnv, setupLan } from './lan/LanService';
import { NativePads } from './native-pads/NativePads';
import { utilityPadChannel } from './native-pads/worker-protocol';
import { preloadPath, resolveRendererLocation } from './renderer-location';
import { setupSessionSecurity } from './security';
import { flushSavesOnQuit, keepFullscreenSetting, openAppSaves } from './storage/electron-saves';
import { createMainWindow, focusWindow } from './window';

const mainDir = dirname(fileURLToPath(import.meta.url));

function start(): void {
  app.enableSandbox();
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  void app.whenReady().then(() => {
    const location = resolveRendererLocation(mainDir, process.env, app.isPackaged);
    const saved = openAppSaves(logLine);
    const openWindow = (): BrowserWindow =>
      keepFullscreenSetting(createMainWindow(location, preloadPath(mainDir), logLine), saved, logLine);
    const host = createHostSession();
    host.attachSaves(saved.saves);
    flushSavesOnQuit(saved);
    setupSessionSecurity(session.defaultSession);
    setupIpc(location, logLine);
    setupSessionIpc(host, location, logLine);
    setupKeepAwake(host);
    const stopLan = setupLan(host, join(mainDir, '..', 'phone'), lanSettingsFromEnv(process.env), logLine);
    const nativePads = new NativePads(host, logLine);
    if (process.env['LIGRETTO_NATIVE_PADS'] === 'off')
      host.setNativePads({ available: false, reason: 'switched off (LIGRETTO_NATIVE_PADS=off)' });
    else nativePads.start(() => utilityPadChannel(utilityProcess, join(mainDir, 'native-pad-worker.js')));
    app.on('will-quit', () => {
      nativePads.stop();
      void stopLan();
    });
    openWindow();
    app.on('second-instance', () => {
      const existing = BrowserWindow.getAllWindows()[0];
      if (existing) focusWindow(existing);
    });
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) openWindow();
    });
  });
}

if (app.requestSingleInstanceLock()) {
  start();
} else {
  app.quit();
}
