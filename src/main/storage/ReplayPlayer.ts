/** Plays a replay's frames on the session clock: play, pause, restart, 1x / 2x / 4x. */
import type { ReplayMeta } from '@shared/night';
import type { ReplaySpeed, ReplayWatch } from '@shared/saves-protocol';
import type { Clock } from '../session/clock';
import type { FrameStream, WatchFrame } from './watch-frames';

/** A replay being watched; `show` is called once for every frame reached, in order. */
export class ReplayPlayer {
  private shown = 0;
  private status: ReplayWatch['status'] = 'playing';
  private speed: ReplaySpeed = 1;
  /** Replay time `baseAt` was reached at clock time `baseClock`. */
  private baseAt = 0;
  private baseClock: number;
  private cancel: (() => void) | null = null;

  constructor(
    readonly meta: ReplayMeta,
    private readonly frames: FrameStream,
    private readonly clock: Clock,
    private readonly show: (frame: WatchFrame) => void,
  ) {
    this.baseClock = clock.now();
    this.schedule();
  }

  /** The frame on screen. */
  current(): WatchFrame {
    return this.frames.get(this.shown) ?? this.frames.first;
  }

  /** The frame after the one on screen, if any. */
  next(): WatchFrame | null {
    return this.frames.get(this.shown + 1);
  }

  /** Replay time now. */
  at(): number {
    // The end is known only once every frame is computed; before that the next frame's time bounds nothing here.
    const end = this.frames.complete ? this.frames.duration() : Infinity;
    if (this.status !== 'playing') return Math.min(this.baseAt, end);
    return Math.min(end, this.baseAt + (this.clock.now() - this.baseClock) * this.speed);
  }

  /** Replay ms per clock ms right now: the speed while playing, 0 while paused or ended. */
  rate(): number {
    return this.status === 'playing' ? this.speed : 0;
  }

  /** The snapshot's `replay` field. */
  watch(): ReplayWatch {
    return {
      id: this.meta.id,
      title: this.meta.title,
      status: this.status,
      speed: this.speed,
      step: this.shown + 1,
      steps: Math.max(this.frames.steps(), this.shown + 1),
      at: this.at(),
      duration: Math.max(this.frames.duration(), this.at()),
    };
  }

  private rebase(): void {
    this.baseAt = this.at();
    this.baseClock = this.clock.now();
  }

  /** Plays on (from the start again once it has ended). */
  play(): void {
    if (this.status === 'ended') return this.restart();
    this.rebase();
    this.status = 'playing';
    this.schedule();
  }

  /** Holds the current frame. */
  pause(): void {
    if (this.status !== 'playing') return;
    this.rebase();
    this.status = 'paused';
    this.schedule();
  }

  /** Back to the deal, playing. */
  restart(): void {
    this.shown = 0;
    this.baseAt = 0;
    this.baseClock = this.clock.now();
    this.status = 'playing';
    this.schedule();
    this.show(this.current());
  }

  /** Changes the speed from now on. */
  setSpeed(speed: ReplaySpeed): void {
    this.rebase();
    this.speed = speed;
    this.schedule();
  }

  /** Stops the clock for good. */
  stop(): void {
    this.cancel?.();
    this.cancel = null;
  }

  private schedule(): void {
    this.stop();
    const next = this.next();
    if (this.status !== 'playing') return;
    if (!next) {
      this.status = 'ended';
      return;
    }
    const wakeAt = this.baseClock + (next.at - this.baseAt) / this.speed;
    this.cancel = this.clock.wakeAt(wakeAt, () => this.wake());
  }

  private wake(): void {
    this.cancel = null;
    const next = this.next();
    if (!next || this.status !== 'playing') return;
    if (next.at - this.at() > 0.001) return this.schedule();
    this.shown++;
    this.frames.forget(this.shown);
    if (!this.next()) {
      this.rebase();
      this.status = 'ended';
    }
    this.schedule();
    this.show(next);
  }
}
