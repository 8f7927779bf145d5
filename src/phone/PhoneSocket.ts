/** The phone's one connection to the host: reconnects with exponential backoff and keeps the seat token. */
import { PHONE_WS_PATH, type PhoneHostMessage, type PhoneMessage } from '@shared/phone-protocol';

/** What the page remembers between reloads: the seat token and the chosen name. */
export interface Remembered {
  readonly token: string | null;
  readonly name: string;
}

const KEY = 'ligretto-phone';

/** Reads what this phone remembered; storage that is missing or blocked remembers nothing. */
export function recall(storage: Storage | null): Remembered {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return { token: null, name: '' };
    const r = raw as { token?: unknown; name?: unknown };
    return { token: typeof r.token === 'string' ? r.token : null, name: typeof r.name === 'string' ? r.name : '' };
  } catch {
    return { token: null, name: '' };
  }
}

/** Stores the token and name; a blocked storage only costs the reconnect after a reload. */
export function remember(storage: Storage | null, value: Remembered): void {
  try {
    storage?.setItem(KEY, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the seat still works until the page reloads.
  }
}

/** The delay before reconnect attempt n (0-based): 0.5 s doubling to 10 s, with ±20% jitter so phones spread out. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(10_000, 500 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Just enough checking of a server frame for the page to switch on it safely (the server validates strictly). */
export function parseHostMessage(text: string): PhoneHostMessage | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const t = (value as { t?: unknown }).t;
    return t === 'joined' || t === 'view' || t === 'rejected' || t === 'refused' || t === 'event-call' || t === 'suggested'
      ? (value as PhoneHostMessage)
      : null;
  } catch {
    return null;
  }
}

/** Events of the connection. */
export interface SocketEvents {
  open(): void;
  message(msg: PhoneHostMessage): void;
  down(retryInMs: number): void;
}

/** A WebSocket to this page's own host that comes back after drops, sleeps and network changes. */
export class PhoneSocket {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly events: SocketEvents,
  ) {}

  /** The endpoint of the page's own host. */
  static urlFor(location: Pick<Location, 'host'>): string {
    return `ws://${location.host}${PHONE_WS_PATH}`;
  }

  /** Is the socket open now? */
  get open(): boolean {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  /** Connects now unless a connection is open or opening. */
  connect(): void {
    if (this.stopped || (this.ws && this.ws.readyState <= WebSocket.OPEN)) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => this.events.open();
    ws.onmessage = (e: MessageEvent) => {
      const msg = typeof e.data === 'string' ? parseHostMessage(e.data) : null;
      if (msg) this.events.message(msg);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.stopped) return;
      const wait = backoffMs(this.attempt++);
      this.timer = setTimeout(() => this.connect(), wait);
      this.events.down(wait);
    };
  }

  /** A good answer from the host: the next drop starts the backoff afresh. */
  healthy(): void {
    this.attempt = 0;
  }

  /** Sends when open; a press while reconnecting is dropped (it would land late and wrong). */
  send(msg: PhoneMessage): void {
    if (this.open) this.ws?.send(JSON.stringify(msg));
  }

  /** Closes and stops reconnecting. */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.ws?.close();
  }
}
