/**
 * A stand-in for the 'electron' module (register.ts maps the import here) so the built main bundle runs in plain
 * Node. It records every call the main process makes, in order, through the IPC channel of the test that forked it,
 * and does what the test asks (ready, second launch, close the window, F11, a request to a handled scheme). Pages
 * "load" per STANDIN_SCENARIO.
 */
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Scenario, StandInCommand, StandInRecord } from './protocol';

const scenario = (process.env['STANDIN_SCENARIO'] ?? 'normal') as Scenario;
const userData = process.env['STANDIN_USER_DATA'] ?? '';

function record(r: StandInRecord): void {
  process.send?.(r);
}

// Every log line of the main process goes to stderr; it becomes a record too, in order with the calls.
const stderr = process.stderr;
const writeErr = stderr.write.bind(stderr);
stderr.write = (chunk: string | Uint8Array, ...rest: never[]): boolean => {
  const lines = String(chunk).split('\n');
  for (const line of lines) if (line !== '') record({ kind: 'log', line });
  return writeErr(chunk, ...rest);
};

/** The event object Electron passes to events that can be prevented. */
function preventable(): { preventDefault(): void; readonly prevented: boolean } {
  let prevented = false;
  return {
    preventDefault: () => void (prevented = true),
    get prevented() {
      return prevented;
    },
  };
}

class App extends EventEmitter {
  readonly isPackaged = false;
  private ready = false;
  private readyResolve: (() => void) | null = null;
  private readonly readyPromise = new Promise<void>((resolve) => (this.readyResolve = resolve));

  requestSingleInstanceLock(): boolean {
    record({ kind: 'single-instance-lock' });
    return true;
  }
  enableSandbox(): void {
    record({ kind: 'enable-sandbox', ready: this.ready });
  }
  whenReady(): Promise<void> {
    record({ kind: 'when-ready' });
    return this.readyPromise;
  }
  isReady(): boolean {
    return this.ready;
  }
  becomeReady(): void {
    this.ready = true;
    record({ kind: 'ready', listeners: this.eventNames().map(String) });
    this.emit('ready');
    this.readyResolve?.();
  }
  getPath(name: string): string {
    record({ kind: 'get-path', name });
    return userData;
  }
  getName(): string {
    return 'Ligretto Party';
  }
  getVersion(): string {
    return '0.0.0-stand-in';
  }
  quit(): void {
    record({ kind: 'quit-called' });
    const before = preventable();
    this.emit('before-quit', before);
    record({ kind: 'before-quit', prevented: before.prevented });
    if (before.prevented) return;
    const will = preventable();
    this.emit('will-quit', will);
    record({ kind: 'will-quit', prevented: will.prevented });
    if (will.prevented) return;
    this.emit('quit');
    record({ kind: 'exit' });
    // Exit once the records are out.
    process.send?.({ kind: 'log', line: 'stand-in: exiting' }, () => process.exit(0));
  }
  exit(code = 0): void {
    process.exit(code);
  }
}

export const app = new App();

class WebContents extends EventEmitter {
  private destroyed = false;
  setWindowOpenHandler(_handler: unknown): void {
    record({ kind: 'window-open-handler' });
  }
  send(channel: string): void {
    record({ kind: 'sent', channel });
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  destroy(): void {
    this.destroyed = true;
    this.emit('destroyed');
  }
}

export class BrowserWindow extends EventEmitter {
  private static readonly open: BrowserWindow[] = [];
  readonly webContents = new WebContents();
  private destroyed = false;
  private fullscreen = false;
  private minimized = false;

  constructor(options: Record<string, unknown>) {
    super();
    BrowserWindow.open.push(this);
    record({ kind: 'window-created', options });
  }
  static getAllWindows(): BrowserWindow[] {
    return [...BrowserWindow.open];
  }
  static getFocusedWindow(): BrowserWindow | null {
    return BrowserWindow.open[0] ?? null;
  }
  static fromWebContents(contents: unknown): BrowserWindow | null {
    return BrowserWindow.open.find((w) => w.webContents === contents) ?? null;
  }
  loadFile(file: string): Promise<void> {
    return this.load(file);
  }
  loadURL(url: string): Promise<void> {
    return this.load(url);
  }
  private load(target: string): Promise<void> {
    record({ kind: 'load', target });
    // The page's fate arrives after the call returns, as Electron's events do.
    setImmediate(() => void this.settle(target));
    return scenario === 'fail-load' ? Promise.reject(new Error('ERR_FILE_NOT_FOUND')) : Promise.resolve();
  }
  /** A page on a scheme the app handles is requested from its handler: anything but 200 fails the load. */
  private async settle(target: string): Promise<void> {
    if (this.destroyed) return;
    if (scenario === 'crash-on-load') this.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 139 });
    else if (scenario === 'fail-load') this.webContents.emit('did-fail-load', {}, -6, 'ERR_FILE_NOT_FOUND', target, true);
    else {
      const status = await servedStatus(target);
      if (this.destroyed) return;
      if (status !== null && status !== 200) this.webContents.emit('did-fail-load', {}, -6, `ERR_FILE_NOT_FOUND (${status})`, target, true);
      else {
        this.webContents.emit('did-finish-load');
        this.emit('ready-to-show');
      }
    }
  }
  show(): void {
    record({ kind: 'window-shown' });
  }
  focus(): void {
    record({ kind: 'window-focused' });
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  restore(): void {
    this.minimized = false;
  }
  setFullScreen(on: boolean): void {
    record({ kind: 'fullscreen', on });
    if (on === this.fullscreen) return;
    this.fullscreen = on;
    this.emit(on ? 'enter-full-screen' : 'leave-full-screen');
  }
  isFullScreen(): boolean {
    return this.fullscreen;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  close(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.webContents.destroy();
    BrowserWindow.open.splice(BrowserWindow.open.indexOf(this), 1);
    this.emit('closed');
    if (BrowserWindow.open.length === 0) app.emit('window-all-closed');
  }
}

export const session = {
  defaultSession: {
    webRequest: { onHeadersReceived: (_hook: unknown) => record({ kind: 'csp-hook' }) },
    setPermissionRequestHandler: (_handler: unknown) => record({ kind: 'permission-handler' }),
    setPermissionCheckHandler: (_handler: unknown) => undefined,
  },
};

/** Handlers by scheme, as protocol.handle registered them. */
const protocolHandlers = new Map<string, (request: Request) => Response | Promise<Response>>();

export const protocol = {
  registerSchemesAsPrivileged: (schemes: readonly unknown[]) => record({ kind: 'schemes-privileged', schemes, ready: app.isReady() }),
  handle: (scheme: string, handler: (request: Request) => Response | Promise<Response>) => {
    protocolHandlers.set(scheme, handler);
    record({ kind: 'protocol-handle', scheme, ready: app.isReady() });
  },
};

/** Requests `url` as the page would (URL parsing normalises it as Chromium does), records the handler's answer, gives its status. */
async function requestUrl(url: string): Promise<number> {
  const request = new Request(url);
  const handler = protocolHandlers.get(new URL(request.url).protocol.replace(/:$/, ''));
  // No handler: Chromium's ERR_UNKNOWN_URL_SCHEME, recorded as status 0 with no headers and no body.
  const response = handler ? await handler(request) : Response.error();
  const body = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries(response.headers.entries());
  record({ kind: 'protocol-response', url, status: response.status, headers, sha256: createHash('sha256').update(body).digest('hex') });
  return response.status;
}

/** The status a page load gets: its handler's for a custom scheme (0 when none is registered), null for files and the web. */
async function servedStatus(target: string): Promise<number | null> {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(target)?.[1]?.toLowerCase();
  if (scheme === undefined || scheme === 'http' || scheme === 'https' || scheme === 'file') return null;
  return requestUrl(target);
}

export const ipcMain = {
  handle: (channel: string, _handler: unknown) => record({ kind: 'ipc-handle', channel }),
  on: (channel: string, _handler: unknown) => record({ kind: 'ipc-on', channel }),
};

export const dialog = {
  showErrorBox: (title: string, content: string) => record({ kind: 'error-box', title, content }),
  showSaveDialog: () => Promise.resolve({ canceled: true }),
  showOpenDialog: () => Promise.resolve({ canceled: true, filePaths: [] }),
};

/** A menu item as the template gives it (only what the record reads). */
interface StandInMenuItem {
  readonly label?: string;
  readonly role?: string;
  readonly submenu?: readonly StandInMenuItem[];
}

/** Menus keep their template; setting the application menu records its top-level entries and the Event entries. */
export const Menu = {
  buildFromTemplate: (items: readonly StandInMenuItem[]) => ({ items }),
  setApplicationMenu: (menu: { readonly items: readonly StandInMenuItem[] } | null) =>
    record({
      kind: 'application-menu',
      entries: (menu?.items ?? []).map((i) => i.label ?? i.role ?? ''),
      items: (menu?.items ?? []).flatMap((i) => (i.submenu ?? []).flatMap((s) => (s.label ? [s.label] : []))),
    }),
};

export const powerSaveBlocker = { start: () => 1, stop: (_id: number) => undefined };

/** Runs the pad worker as a Node child process, as Electron's utilityProcess would (the worker speaks to either). */
export const utilityProcess = {
  fork(path: string, args: string[] = [], options: { serviceName?: string; env?: NodeJS.ProcessEnv } = {}) {
    record({ kind: 'utility-fork', path, serviceName: options.serviceName ?? '' });
    const child = fork(path, args, {
      execArgv: [],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      ...(options.env ? { env: options.env } : {}),
    });
    const standInChild = {
      on(event: 'message' | 'exit', listener: ((message: unknown) => void) & ((code: number) => void)) {
        if (event === 'message') child.on('message', (message) => listener(message));
        else child.on('exit', (code) => listener(code ?? -1));
        return standInChild;
      },
      kill: () => child.kill(),
    };
    return standInChild;
  },
};

process.on('message', (raw: StandInCommand) => {
  switch (raw.do) {
    case 'ready':
      return app.becomeReady();
    case 'second-instance':
      return void app.emit('second-instance', {}, [], process.cwd());
    case 'close-window':
      return BrowserWindow.getAllWindows()[0]?.close();
    case 'f11':
      return BrowserWindow.getAllWindows()[0]?.setFullScreen(!BrowserWindow.getAllWindows()[0]?.isFullScreen());
    case 'request':
      return void requestUrl(raw.url).catch((e: unknown) => record({ kind: 'log', line: `stand-in: ${String(e)}` }));
  }
});

export default { app, BrowserWindow, session, protocol, ipcMain, dialog, Menu, powerSaveBlocker, utilityProcess };
