/** Native pads in the main process: validates the worker's messages and hands pad states to the views' raw-pad seam. */
import type { NativePadStatus, RawPadState } from '@shared/protocol';
import { decodeWorkerMessage, type PadChannel } from './worker-protocol';

export type { PadChannel } from './worker-protocol';

/** Where native pads go: the session publishes the status in the snapshot and forwards states to every view. */
export interface PadSink {
  setNativePads(status: NativePadStatus | null): void;
  sendNativePads(pads: readonly RawPadState[]): void;
}

/** How long the worker has to say whether SDL loaded. */
export const WORKER_ANSWER_MS = 10_000;

/** Invalid worker messages tolerated before the worker is stopped as broken. */
const MAX_BAD_MESSAGES = 20;

/** Runs one worker through its channel; every failure ends as "unavailable" with a reason, never as a throw. */
export class NativePads {
  private channel: PadChannel | null = null;
  private status: NativePadStatus | null = null;
  private pads = 0;
  private bad = 0;
  private stopped = false;
  private answerTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly sink: PadSink,
    private readonly log: (line: string) => void,
  ) {}

  /** Starts the worker through `spawn`; a spawn that throws reports the native pads unavailable. */
  start(spawn: () => PadChannel, answerMs = WORKER_ANSWER_MS): void {
    try {
      this.channel = spawn();
    } catch (e) {
      return this.unavailable(`the pad worker could not start: ${e instanceof Error ? e.message : String(e)}`);
    }
    this.channel.onMessage((raw) => this.receive(raw));
    this.channel.onExit((code) => {
      if (!this.stopped) this.unavailable(`the pad worker stopped (exit code ${code})`);
    });
    this.answerTimer = setTimeout(() => {
      if (this.status === null) this.unavailable('the pad worker did not answer');
    }, answerMs);
  }

  /** The status as last published. */
  get current(): NativePadStatus | null {
    return this.status;
  }

  /** Ends the worker for good. */
  stop(): void {
    this.stopped = true;
    if (this.answerTimer) clearTimeout(this.answerTimer);
    this.channel?.kill();
    this.channel = null;
  }

  private receive(raw: unknown): void {
    if (this.stopped) return;
    const msg = decodeWorkerMessage(raw);
    if (!msg) {
      this.log('native pads: ignored an invalid worker message');
      if (++this.bad > MAX_BAD_MESSAGES) this.unavailable('the pad worker sent invalid messages');
      return;
    }
    switch (msg.t) {
      case 'ready':
        this.log(`native pads: ${msg.backend} ready`);
        return this.publish({ available: true, pads: this.pads });
      case 'unavailable':
        return this.unavailable(msg.reason);
      case 'pads':
        if (this.status?.available !== true) return;
        this.sink.sendNativePads(msg.pads);
        if (msg.pads.length !== this.pads) {
          this.pads = msg.pads.length;
          this.publish({ available: true, pads: this.pads });
        }
    }
  }

  private unavailable(reason: string): void {
    const wasAvailable = this.status?.available === true;
    this.log(`native pads unavailable: ${reason}; the Gamepad API and phones still work`);
    this.stop();
    if (wasAvailable && this.pads > 0) this.sink.sendNativePads([]);
    this.pads = 0;
    this.publish({ available: false, reason: reason.slice(0, 300) });
  }

  private publish(status: NativePadStatus): void {
    this.status = status;
    this.sink.setNativePads(status);
  }
}
