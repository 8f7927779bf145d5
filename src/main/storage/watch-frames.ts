/** A replay as the frames a viewer shows: the same game steps, in the same order, as the live round; any game with `replays.start`. */
import type { AnyGameRules, GameAction } from '@shared/game';
import type { ReplayMeta } from '@shared/night';
import type { Stage } from '@shared/protocol';

/** The steady beat between intents of a replay without recorded times (game ms); countdowns are the game's own. */
export const PLAIN_INTENT_MS = 250;

/** An intent as any game's is: its player, and usually its kind (`do`) and a slot. */
type AnyIntent = { readonly player: number };

/** One step of a replay: a new game state with its events, or a rejected intent (the state stays). */
export type WatchFrame =
  | { readonly kind: 'state'; readonly at: number; readonly stage: Stage; readonly state: unknown; readonly events: readonly unknown[] }
  | {
      readonly kind: 'rejected';
      readonly at: number;
      readonly stage: Stage;
      readonly state: unknown;
      readonly intent: AnyIntent;
      readonly reason: string;
      readonly late: boolean;
    };

/** What a replay is played with: its game, its file and its sidecar. */
interface Source {
  readonly rules: AnyGameRules;
  readonly file: unknown;
  readonly meta: ReplayMeta;
}

function stageOf(rules: AnyGameRules, state: unknown): Stage {
  const phase = rules.flow.phase(state);
  return phase === 'awaiting-start' ? 'countdown' : phase === 'playing' ? 'playing' : 'stopped';
}

/** Game applications made while building watch frames: a read-only probe (tests bound the work watching does). */
export const frameWork = { applied: 0 };

function apply(rules: AnyGameRules, state: unknown, action: GameAction<AnyIntent>): ReturnType<AnyGameRules['reduce']> {
  frameWork.applied++;
  return rules.reduce(state, action);
}

/** The frames after the first, computed one at a time as they are asked for (the same steps as the live round). */
function* laterFrames({ rules, file, meta }: Source, first: unknown): Generator<WatchFrame, void, undefined> {
  const intents = rules.replays.intents(file);
  const times = meta.times?.length === intents.length ? meta.times : null;
  const starts = times ? meta.starts : null;
  const { countdown, restartCountdown, stopped } = rules.flow.timings;
  let state = first;
  let before: unknown = null;
  let at = 0;
  let startCalls = 0;
  for (let i = 0; i < intents.length; i++) {
    const intent = intents[i] as AnyIntent;
    if (rules.flow.phase(state) === 'awaiting-start') {
      const plain = at + (startCalls === 0 ? countdown : restartCountdown);
      at = Math.max(at, starts?.[startCalls] ?? plain);
      startCalls++;
      const r = apply(rules, state, { type: 'start' });
      if (r.ok) {
        state = r.state;
        yield { kind: 'state', at, stage: 'playing', state, events: r.events };
      }
    }
    at = Math.max(at, times?.[i] ?? at + PLAIN_INTENT_MS);
    const r = apply(rules, state, { type: 'intent', intent });
    if (r.ok) {
      before = state;
      state = r.state;
      yield { kind: 'state', at, stage: stageOf(rules, state), state, events: r.events };
      continue;
    }
    const late = before !== null && rules.late(before, intent, r.reason);
    yield { kind: 'rejected', at, stage: stageOf(rules, state), state, intent, reason: r.reason, late };
  }
  if (rules.flow.phase(state) === 'round-over') yield { kind: 'state', at: at + (stopped ?? 0), stage: 'scores', state, events: [] };
}

/**
 * A replay's frames, computed lazily: only the frames up to the one asked for, and only the ones not yet shown are
 * kept, so watching a long replay neither blocks the host nor holds every state. Going back restarts from the deal.
 */
export class FrameStream {
  private later: Generator<WatchFrame, void, undefined>;
  /** Intents in the file. */
  private readonly count: number;
  /** Frames `base`, `base + 1`, ... computed and not yet forgotten. */
  private window: WatchFrame[] = [];
  private base = 1;
  private done = false;
  private last: WatchFrame;

  private constructor(
    private readonly source: Source,
    readonly first: WatchFrame,
  ) {
    this.later = laterFrames(source, first.state);
    this.last = first;
    this.count = source.rules.replays.intents(source.file).length;
  }

  /** The stream of a replay of this game, or why its first state cannot be made. */
  static open(rules: AnyGameRules, file: unknown, meta: ReplayMeta): { ok: true; stream: FrameStream } | { ok: false; error: string } {
    if (!rules.replays.start) return { ok: false, error: `${rules.id} replays cannot be shown frame by frame yet` };
    const first = rules.replays.start(file, meta.match);
    if (!first.ok) return { ok: false, error: first.problems.join('; ') };
    const frame: WatchFrame = { kind: 'state', at: 0, stage: stageOf(rules, first.state), state: first.state, events: first.events };
    return { ok: true, stream: new FrameStream({ rules, file, meta }, frame) };
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
    const guess = 1 + this.count + Math.max(1, this.source.meta.starts?.length ?? 1) + 1;
    return Math.max(guess, this.base + this.window.length + 1);
  }

  /** Replay time of the last frame: exact once complete, else a guess from the recorded times or the plain pacing. */
  duration(): number {
    if (this.done) return this.last.at;
    const times = this.source.meta.times;
    const { countdown, stopped } = this.source.rules.flow.timings;
    const guess =
      times && times.length > 0 ? (times.at(-1) ?? 0) + (stopped ?? 0) : countdown + this.count * PLAIN_INTENT_MS + (stopped ?? 0);
    return Math.max(guess, this.last.at);
  }

  private rewind(): void {
    this.later = laterFrames(this.source, this.first.state);
    this.window = [];
    this.base = 1;
    this.done = false;
    this.last = this.first;
  }
}

/** Every frame of a replay at once (tests and tools; the viewer uses FrameStream). */
export function watchFrames(
  rules: AnyGameRules,
  file: unknown,
  meta: ReplayMeta,
): { ok: true; frames: WatchFrame[] } | { ok: false; error: string } {
  const opened = FrameStream.open(rules, file, meta);
  if (!opened.ok) return opened;
  const frames: WatchFrame[] = [];
  for (let i = 0; ; i++) {
    const frame = opened.stream.get(i);
    if (!frame) break;
    frames.push(frame);
  }
  return { ok: true, frames };
}
