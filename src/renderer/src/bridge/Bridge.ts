/** The only code that talks to the host: IPC inside Electron, a WebSocket in a plain browser. */
import { decodeHostMessage } from '@shared/protocol-schema';
import { PROTOCOL_VERSION, type ClientMessage, type HostMessage } from '@shared/protocol';
import { pushProbe, type IntentProbe } from '../app/probes';
import { decodeHere, type HostDecoder } from './decoder';

/** Side fields of a snapshot the table can do without, dropped in this order when one of them is refused. */
const SIDE_FIELDS = ['lan', 'nativePads', 'saves'] as const;

/** A refused snapshot without the side fields that made it bad, when the rest is good; else null. */
export function salvageSnapshot(text: string): Extract<HostMessage, { t: 'snapshot' }> | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || !('t' in raw) || raw.t !== 'snapshot' || !('snapshot' in raw)) return null;
  const snapshot = raw.snapshot;
  if (typeof snapshot !== 'object' || snapshot === null) return null;
  for (let n = 1; n <= SIDE_FIELDS.length; n++) {
    const without = Object.fromEntries(SIDE_FIELDS.slice(0, n).map((f) => [f, null]));
    const decoded = decodeHostMessage({ ...raw, snapshot: { ...snapshot, ...without } });
    if (decoded.ok && decoded.msg.t === 'snapshot') return decoded.msg;
  }
  return null;
}

/** Connection state shown to the room. */
export type BridgeStatus = 'connecting' | 'ready' | 'lost';

/** A raw duplex channel of JSON text to the host. */
export interface Wire {
  send(msg: ClientMessage): void;
  onText(listener: (text: string) => void): void;
  onOpen(listener: () => void): void;
  onClose(listener: () => void): void;
  /** The desktop window's fullscreen, when the host owns the window (Electron); absent in a browser tab. */
  setFullscreen?(on: boolean): Promise<boolean>;
}

/** A sent message's place in its connection (the hello is number 1). */
export interface Ticket {
  readonly connection: number;
  readonly n: number;
}

/** The renderer's link to the host session. */
export class Bridge {
  /** Counts connections (each open starts a new one) and the messages sent on the current one. */
  private connection = 0;
  private sent = 0;
  /** How many of this connection's messages the host had handled when it wrote its latest snapshot or refusal. */
  private seen = 0;
  private status: BridgeStatus = 'connecting';
  private readonly listeners = new Set<(msg: HostMessage) => void>();
  private readonly statusListeners = new Set<(status: BridgeStatus) => void>();
  private readonly problemListeners = new Set<(error: string, salvaged: boolean) => void>();
  private lastProblem = '';
  /** Latency probe (benchmark, read-only): when the latest intents were handed to the wire. */
  readonly sentIntents: IntentProbe[] = [];

  /** `decoder` checks each message's text (the page passes one that works off the main thread); in arrival order. */
  constructor(
    private readonly wire: Wire,
    decoder: HostDecoder = decodeHere,
  ) {
    wire.onOpen(() => {
      this.connection++;
      this.sent = 1;
      this.seen = 0;
      this.wire.send({ t: 'hello', protocol: PROTOCOL_VERSION });
    });
    wire.onClose(() => this.setStatus('lost'));
    wire.onText((text) =>
      decoder(text, (decoded) => {
        if (!decoded.ok) return this.badMessage(text, decoded.error);
        if (decoded.msg.t === 'welcome') this.setStatus('ready');
        if ((decoded.msg.t === 'snapshot' || decoded.msg.t === 'refused') && decoded.msg.seen !== undefined)
          this.seen = Math.max(this.seen, decoded.msg.seen);
        for (const l of this.listeners) l(decoded.msg);
      }),
    );
  }

  /**
   * A message the view's schema refuses: it is reported (once per distinct problem) and never applied. A snapshot
   * whose only bad part is a side field (saves, LAN, native pads) is applied without that field; otherwise the
   * last good state stays on screen.
   */
  private badMessage(text: string, error: string): void {
    console.warn(`ignored a host message: ${error}`);
    const salvaged = salvageSnapshot(text);
    if (error !== this.lastProblem) {
      this.lastProblem = error;
      for (const l of this.problemListeners) l(error, salvaged !== null);
    }
    if (salvaged) for (const l of this.listeners) l(salvaged);
  }

  private setStatus(status: BridgeStatus): void {
    this.status = status;
    for (const l of this.statusListeners) l(status);
  }

  /** Current connection state. */
  get state(): BridgeStatus {
    return this.status;
  }

  /**
   * Sends a message once the handshake is done; earlier messages are dropped (nothing can act before it).
   * Returns its ticket, or null when it was dropped.
   */
  send(msg: ClientMessage): Ticket | null {
    if (this.status !== 'ready') return null;
    if (msg.t === 'intent') pushProbe(this.sentIntents, { at: performance.now(), seat: msg.seat, do: msg.do }, 128);
    this.wire.send(msg);
    this.sent++;
    return { connection: this.connection, n: this.sent };
  }

  /**
   * Has the host answered this message (a snapshot or refusal written after handling it has arrived)? A message of
   * an earlier connection counts as answered: the new connection's first snapshot shows whatever became of it.
   */
  answered(ticket: Ticket): boolean {
    return ticket.connection !== this.connection || ticket.n <= this.seen;
  }

  /** Puts the window (desktop) or the page (browser tab) in or out of fullscreen. */
  async setFullscreen(on: boolean): Promise<void> {
    if (this.wire.setFullscreen) {
      await this.wire.setFullscreen(on);
      return;
    }
    if (on && !document.fullscreenElement) await document.documentElement.requestFullscreen();
    if (!on && document.fullscreenElement) await document.exitFullscreen();
  }

  /** Every validated host message. */
  onMessage(listener: (msg: HostMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Host messages the view had to refuse: what was wrong, and whether the rest of the snapshot could be shown. */
  onProblem(listener: (error: string, salvaged: boolean) => void): () => void {
    this.problemListeners.add(listener);
    return () => this.problemListeners.delete(listener);
  }

  /** Connection state changes. */
  onStatus(listener: (status: BridgeStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }
}
