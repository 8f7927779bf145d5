/** Pacing shared by the WebSocket endpoints: newest-only delivery to slow readers, and a per-second message cap. */
import type { WebSocket } from 'ws';

/** Bytes a socket may have waiting (answers that cannot be skipped, like exports) before a slow reader is dropped. */
export const MAX_WAITING_BYTES = 24 * 1024 * 1024;

/** Sends over a socket; replaceable messages (whole snapshots or views) wait while it is backed up, and only the newest goes. */
export class NewestOnlySender {
  private held: string | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly ws: WebSocket,
    private readonly maxBuffered: number,
    /** Bytes waiting past which the reader is too slow to keep: the socket is dropped (its view reconnects). */
    private readonly dropAt: number = MAX_WAITING_BYTES,
  ) {}

  /** Sends now, or, for a replaceable message while the socket is backed up, keeps it as the one to send later. */
  send(text: string, replaceable: boolean): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount + text.length > this.dropAt) {
      this.dispose();
      this.ws.terminate();
      return;
    }
    if (replaceable && (this.held !== null || this.ws.bufferedAmount > this.maxBuffered)) {
      this.held = text;
      this.retry ??= setTimeout(this.flush, 50);
      return;
    }
    this.ws.send(text);
  }

  private readonly flush = (): void => {
    this.retry = null;
    if (this.held === null || this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > this.maxBuffered) {
      this.retry = setTimeout(this.flush, 50);
      return;
    }
    const text = this.held;
    this.held = null;
    this.ws.send(text);
  };

  /** Drops a held message and its timer (the socket closed). */
  dispose(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.held = null;
  }
}

/** Counts a connection's messages in one-second windows. */
export class RateWindow {
  private start: number | null = null;
  private count = 0;

  constructor(private readonly limit: number) {}

  /** Counts one message; true when this one goes over the limit. */
  over(now = Date.now()): boolean {
    if (this.start === null || now - this.start >= 1000) {
      this.start = now;
      this.count = 0;
    }
    return ++this.count > this.limit;
  }
}
