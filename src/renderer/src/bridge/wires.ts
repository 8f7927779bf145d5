/** The two wires under the bridge: Electron IPC through the preload, and a reconnecting WebSocket. */
import type { LigrettoApi } from '@shared/channels';
import type { Wire } from './Bridge';

/** IPC through `window.ligretto`; the main process is always there, so it opens at once. */
export function ipcWire(api: LigrettoApi): Wire {
  return {
    send: (msg) => api.send(msg),
    onText: (listener) => void api.onHostMessage(listener),
    onOpen: (listener) => queueMicrotask(listener),
    onClose: () => undefined,
    setFullscreen: (on) => api.setFullscreen(on),
  };
}

/** A WebSocket to `url` that reconnects after a drop and says hello again. */
export function webSocketWire(url: string): Wire {
  let socket: WebSocket | null = null;
  const text = new Set<(t: string) => void>();
  const open = new Set<() => void>();
  const close = new Set<() => void>();
  let retry = 250;
  const connect = (): void => {
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      retry = 250;
      for (const l of open) l();
    };
    ws.onmessage = (e: MessageEvent) => {
      if (typeof e.data === 'string') for (const l of text) l(e.data);
    };
    ws.onclose = () => {
      for (const l of close) l();
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 4000);
    };
  };
  connect();
  return {
    send: (msg) => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(msg));
    },
    onText: (l) => void text.add(l),
    onOpen: (l) => void open.add(l),
    onClose: (l) => void close.add(l),
  };
}

/** The page's own WebSocket endpoint at `path` (the TV's `/ws`, a stream view's `/stream`). */
export function socketUrl(location: Location, path: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${path}`;
}

/** IPC when the preload is there, the page's own WebSocket endpoint otherwise. */
export function chooseWire(api: LigrettoApi | undefined, location: Location): Wire {
  if (api) return ipcWire(api);
  return webSocketWire(socketUrl(location, '/ws'));
}
