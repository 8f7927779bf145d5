/** A replay as the frames a viewer shows: the same engine steps, in the same order, as the live round. */
import { reduce, replayStart } from '@engine/ligretto/index';
import type { GameEvent } from '@shared/games/ligretto/events';
import type { Action, Intent, RejectReason } from '@shared/games/ligretto/intent';
import type { ReplayMeta } from '@shared/night';
import type { Stage } from '@shared/protocol';
import type { ReplayFile } from '@shared/games/ligretto/replay';
import type { GameState } from '@shared/games/ligretto/state';

/** Pacing without recorded times: the countdowns and a steady beat between intents (game ms). */
export const PLAIN_PACING = { countdown: 3000, reshuffleCountdown: 2000, intent: 250, stopped: 2500 } as const;

/** One step of a replay: a new game state with its events, or a rejected intent (the state stays). */
export type WatchFrame =
  | { readonly kind: 'state'; readonly at: number; readonly stage: Stage; readonly state: GameState; readonly events: readonly GameEvent[] }
  | {
      readonly kind: 'rejected';
      readonly at: number;
      readonly stage: Stage;
      readonly state: GameState;
      readonly intent: Intent;
      readonly reason: RejectReason;
      readonly late: boolean;
    };

function stageOf(state: GameState): Stage {
  return state.phase === 'awaiting-start' ? 'countdown' : state.phase === 'playing' ? 'playing' : 'stopped';
}

/** The round's first state, with the saved match around it so totals and round numbers look as they did live. */
function firstState(file: ReplayFile, meta: ReplayMeta): { state: GameState; events: readonly GameEvent[] } | string {
  const start = replayStart(file);
  if (!start.ok) return start.problems.join('; ');
  const match = meta.match;
  if (!match || match.history.some((r) => r.length !== start.state.options.players)) return start;
  const totals = start.state.match.totals.map((_, p) => match.history.reduce((sum, r) => sum + (r[p] ?? 0), 0));
  const history = match.history.map((r) => [...r]);
  return {
    state: { ...start.state, seed: match.seed, match: { round: history.length + 1, totals, history, over: false, winners: [] } },
    events: start.events,
  };
}

/** Engine applications made while building watch frames: a read-only probe (tests bound the work watching does). */
export const frameWork = { applied: 0 };

function apply(state: GameState, action: Action): ReturnType<typeof reduce> {
  frameWork.applied++;
  return reduce(state, action);
}

/** The frames after the first, computed one at a time as they are asked for (the same steps as the live round). */
function* laterFrames(file: ReplayFile, meta: ReplayMeta, first: GameState): Generator<WatchFrame, void, undefined> {
  const times = meta.times?.length === file.intents.length ? meta.times : null;
  const starts = times ? meta.starts : null;
  let state = first;
  let before: GameState | null = null;
  let at = 0;
  let startCalls = 0;
  for (let i = 0; i < file.intents.length; i++) {
    const intent = file.intents[i] as Intent;
    if (state.phase === 'awaiting-start') {
      const plain = at + (startCalls === 0 ? PLAIN_PACING.countdown : PLAIN_PACING.reshuffleCountdown);
      at = Math.max(at, starts?.[startCalls] ?? plain);
      startCalls++;
      const r = apply(state, { type: 'start' });
      if (r.ok) {
        state = r.state;
        yield { kind: 'state', at, stage: 'playing', state, events: r.events };
      }
    }
    at = Math.max(at, times?.[i] ?? at + PLAIN_PACING.intent);
    const action = { type: 'intent', intent } as const;
    const r = apply(state, action);
    if (r.ok) {
      before = state;
      state = r.state;
      yield { kind: 'state', at, stage: stageOf(state), state, events: r.events };
      continue;
    }
    const late = r.reason === 'no-fit' && before !== null && apply(before, action).ok;
    yield { kind: 'rejected', at, stage: stageOf(state), state, intent, reason: r.reason, late };
  }
  if (state.phase === 'round-over') yield { kind: 'state', at: at + PLAIN_PACING.stopped, stage: 'scores', state, events: [] };
}

/**
 * A replay's frames, computed lazily: only the frames up to the one asked for, and only the ones not yet shown are
 * kept, so watching a long replay neither blocks the host nor holds every state. Going back restarts from the deal.
 */
export class FrameStream {
  private later: Generator<WatchFrame, void, undefined>;
  /** Frames `base`, `base + 1`, ... computed and not yet forgotten. */
  private window: WatchFrame[] = [];
  private base = 1;
  private done = false;
  private last: WatchFrame;

  private constructor(
    private readonly file: ReplayFile,
    private readonly meta: ReplayMeta,
    readonly first: WatchFrame,
  ) {
    this.later = laterFrames(file, meta, first.state);
    this.last = first;
  }

  /** The stream of a replay, or why its first state cannot be made. */
  static open(file: ReplayFile, meta: ReplayMeta): { ok: true; stream: FrameStream } | { ok: false; error: string } {
    const first = firstState(file, meta);
    if (typeof first === 'string') return { ok: false, error: first };
    return {
      ok: true,
      stream: new FrameStream(file, meta, { kind: 'state', at: 0, stage: stageOf(first.state), state: first.state, events: first.events }),
    };
  }

  /** Frame `i`, computing the ones before it that are not there yet; null past the end. */
  get(i: number): WatchFrame | null {
    if (i === 0) return this.first;
    if (i < this.base) this.rewind();
    while (this.base + this.window.length <= i && !this.done) {
      const next = this.later.next();
      if (next.done) this.done = true;
      else {
        this.window.push(next.value);
        this.last = next.value;
      }
    }
    return this.window[i - this.base] ?? null;
  }

  /** Frames before `i` will not be asked for again (until a restart). */
  forget(i: number): void {
    const drop = Math.min(this.window.length, i - this.base);
    if (drop <= 0) return;
    this.window.splice(0, drop);
    this.base += drop;
  }

  /** Are all frames computed, so the counts are exact? */
  get complete(): boolean {
    return this.done;
  }

  /** Frames in all: exact once complete, else a close guess from the file (one per intent, the deal, a start call, the scores). */
  steps(): number {
    if (this.done) return this.base + this.window.length;
    const guess = 1 + this.file.intents.length + Math.max(1, this.meta.starts?.length ?? 1) + 1;
    return Math.max(guess, this.base + this.window.length + 1);
  }

  /** Replay time of the last frame: exact once complete, else a guess from the recorded times or the plain pacing. */
  duration(): number {
    if (this.done) return this.last.at;
    const times = this.meta.times;
    const guess =
      times && times.length > 0
        ? (times.at(-1) ?? 0) + PLAIN_PACING.stopped
        : PLAIN_PACING.countdown + this.file.intents.length * PLAIN_PACING.intent + PLAIN_PACING.stopped;
    return Math.max(guess, this.last.at);
  }

  private rewind(): void {
    this.later = laterFrames(this.file, this.meta, this.first.state);
    this.window = [];
    this.base = 1;
    this.done = false;
    this.last = this.first;
  }
}

/** Every frame of a replay at once (tests and tools; the viewer uses FrameStream). */
export function watchFrames(file: ReplayFile, meta: ReplayMeta): { ok: true; frames: WatchFrame[] } | { ok: false; error: string } {
  const opened = FrameStream.open(file, meta);
  if (!opened.ok) return opened;
  const frames: WatchFrame[] = [];
  for (let i = 0; ; i++) {
    const frame = opened.stream.get(i);
    if (!frame) break;
    frames.push(frame);
  }
  return { ok: true, frames };
}
