/** The only code that talks to the host: IPC inside Electron, a WebSocket in a plain browser. */
import { decodeHostMessage } from '@shared/protocol-schema';
import { PROTOCOL_VERSION, type ClientMessage, type HostMessage } from '@shared/protocol';
import { pushProbe, type IntentProbe } from '../app/debug';

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

/** The renderer's link to the host session. */
export class Bridge {
  private status: BridgeStatus = 'connecting';
  private readonly listeners = new Set<(msg: HostMessage) => void>();
  private readonly statusListeners = new Set<(status: BridgeStatus) => void>();
  /** Latency probe (benchmark, read-only): when the latest intents were handed to the wire. */
  readonly sentIntents: IntentProbe[] = [];

  constructor(private readonly wire: Wire) {
    wire.onOpen(() => this.wire.send({ t: 'hello', protocol: PROTOCOL_VERSION }));
    wire.onClose(() => this.setStatus('lost'));
    wire.onText((text) => {
      const decoded = decodeHostMessage(text);
      if (!decoded.ok) {
        console.warn(`ignored a host message: ${decoded.error}`);
        return;
      }
      if (decoded.msg.t === 'welcome') this.setStatus('ready');
      for (const l of this.listeners) l(decoded.msg);
    });
  }

  private setStatus(status: BridgeStatus): void {
    this.status = status;
    for (const l of this.statusListeners) l(status);
  }

  /** Current connection state. */
  get state(): BridgeStatus {
    return this.status;
  }

  /** Sends a message once the handshake is done; earlier messages are dropped (nothing can act before it). */
  send(msg: ClientMessage): void {
    if (this.status !== 'ready') return;
    if (msg.t === 'intent') pushProbe(this.sentIntents, { at: performance.now(), seat: msg.seat, do: msg.do }, 128);
    this.wire.send(msg);
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

  /** Connection state changes. */
  onStatus(listener: (status: BridgeStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }
}
