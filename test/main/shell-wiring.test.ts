import { beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (...args: unknown[]) => unknown;

const electron = vi.hoisted(() => {
  const on = new Map<string, Listener>();
  const handle = new Map<string, Listener>();
  const windows: { options: unknown; contents: FakeContents }[] = [];
  /** What each window was told to load, in order: `file <path>` for loadFile, the URL for loadURL. */
  const loads: string[] = [];
  class FakeContents {
    readonly handlers = new Map<string, Listener>();
    readonly sent: unknown[][] = [];
    openHandler: Listener | null = null;
    on(event: string, fn: Listener): this {
      this.handlers.set(event, fn);
      return this;
    }
    once(event: string, fn: Listener): this {
      return this.on(event, fn);
    }
    setWindowOpenHandler(fn: Listener): void {
      this.openHandler = fn;
    }
    send(...args: unknown[]): void {
      this.sent.push(args);
    }
    isDestroyed(): boolean {
      return false;
    }
  }
  class FakeWindow {
    readonly webContents = new FakeContents();
    constructor(readonly options: unknown) {
      windows.push({ options, contents: this.webContents });
    }
    once(): void {}
    on(): void {}
    loadFile(path: string): Promise<void> {
      loads.push(`file ${path}`);
      return Promise.resolve();
    }
    loadURL(url: string): Promise<void> {
      loads.push(url);
      return Promise.resolve();
    }
    isDestroyed(): boolean {
      return false;
    }
  }
  return {
    on,
    handle,
    windows,
    loads,
    FakeContents,
    module: {
      ipcMain: {
        on: (channel: string, fn: Listener) => on.set(channel, fn),
        handle: (channel: string, fn: Listener) => handle.set(channel, fn),
      },
      app: { getName: () => 'Ligretto Party', getVersion: () => '0.1.0' },
      BrowserWindow: Object.assign(FakeWindow, { fromWebContents: () => null }),
    },
  };
});

vi.mock('electron', () => electron.module);

const { setupIpc, setupSessionIpc } = await import('@main/ipc');
const { createMainWindow } = await import('@main/window');
const { setupSessionSecurity } = await import('@main/security');
const { CONTENT_SECURITY_POLICY } = await import('@main/csp');
const { Session } = await import('@main/session/Session');
const { ManualClock } = await import('@main/session/clock');
const { IpcChannel } = await import('@shared/channels');

const location = { rendererDir: '/app/out/renderer', appUrl: 'app://ligretto/index.html' };
const trustedFrame = { url: 'app://ligretto/index.html' };

describe('the Electron shell as wired', () => {
  beforeEach(() => {
    electron.on.clear();
    electron.handle.clear();
    electron.windows.length = 0;
    electron.loads.length = 0;
  });

  it('creates the window with the hardened options and denies new windows and navigation', () => {
    createMainWindow(location, { preloadPath: '/app/out/preload/index.cjs', log: () => undefined, onGiveUp: () => undefined });
    const created = electron.windows[0];
    expect(created).toBeDefined();
    const prefs = (created?.options as { webPreferences: Record<string, unknown> }).webPreferences;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      backgroundThrottling: false,
    });
    expect(created?.contents.openHandler?.({ url: 'https://example.org' })).toEqual({ action: 'deny' });
    const prevent = vi.fn();
    created?.contents.handlers.get('will-navigate')?.({ preventDefault: prevent });
    expect(prevent).toHaveBeenCalled();
    expect(created?.contents.handlers.has('render-process-gone')).toBe(true);
    expect(created?.contents.handlers.has('did-fail-load')).toBe(true);
  });

  it('loads the page from app://ligretto/index.html, never from a file', () => {
    createMainWindow(location, { preloadPath: '/app/out/preload/index.cjs', log: () => undefined, onGiveUp: () => undefined });
    expect(electron.loads).toEqual(['app://ligretto/index.html']);
  });

  it('loads the dev server instead when there is one', () => {
    const dev = { ...location, devServerUrl: 'http://localhost:5173/' };
    createMainWindow(dev, { preloadPath: '/app/out/preload/index.cjs', log: () => undefined, onGiveUp: () => undefined });
    expect(electron.loads).toEqual(['http://localhost:5173/']);
  });

  it('sends the CSP header on every response and refuses every permission', () => {
    let headerHook: Listener = () => undefined;
    let permission: Listener = () => undefined;
    let check: Listener = () => true;
    setupSessionSecurity({
      webRequest: { onHeadersReceived: (fn: Listener) => (headerHook = fn) },
      setPermissionRequestHandler: (fn: Listener) => (permission = fn),
      setPermissionCheckHandler: (fn: Listener) => (check = fn),
    } as never);
    const callback = vi.fn();
    headerHook({ responseHeaders: {} }, callback);
    expect(callback).toHaveBeenCalledWith({ responseHeaders: { 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
    const answer = vi.fn();
    permission(null, 'media', answer);
    expect(answer).toHaveBeenCalledWith(false);
    expect(check()).toBe(false);
  });

  it('checks the sender of every IPC message: a foreign frame is refused, our page is served', () => {
    const log = vi.fn();
    const session = new Session({ autoAdvance: true, clock: new ManualClock(), seed: () => 1, log });
    setupIpc(location, log);
    setupSessionIpc(session, location, log);
    const toHost = electron.on.get(IpcChannel.toHost);
    const info = electron.handle.get(IpcChannel.appInfo);
    expect(toHost).toBeDefined();
    const contents = new electron.FakeContents();
    toHost?.({ senderFrame: { url: 'https://evil.example/' }, sender: contents }, JSON.stringify({ t: 'hello', protocol: 1 }));
    expect(contents.sent).toHaveLength(0);
    expect(session.viewCount()).toBe(0);
    expect(() => info?.({ senderFrame: { url: 'file:///tmp/other.html' } })).toThrow(/untrusted/);
    expect(() => info?.({ senderFrame: { url: 'file:///app/out/renderer/index.html' } })).toThrow(/untrusted/);
    toHost?.({ senderFrame: trustedFrame, sender: contents }, JSON.stringify({ t: 'hello', protocol: 1 }));
    expect(contents.sent.map((args) => (JSON.parse(String(args[1])) as { t: string }).t)).toEqual(['welcome', 'snapshot']);
    expect(info?.({ senderFrame: trustedFrame })).toMatchObject({ name: 'Ligretto Party' });
    expect(log.mock.calls.some(([line]) => String(line).includes('untrusted'))).toBe(true);
  });
});
