/** A replay as the frames a viewer shows: the same engine steps, in the same order, as the live round. */
import { reduce, replayStart } from '@engine/ligretto/index';
import type { GameEvent } from '@shared/games/ligretto/events';
import type { Intent, RejectReason } from '@shared/games/ligretto/intent';
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

/** Every frame of a replay with its replay time (game ms after the deal); the start calls are frames too. */
export function watchFrames(file: ReplayFile, meta: ReplayMeta): { ok: true; frames: WatchFrame[] } | { ok: false; error: string } {
  const first = firstState(file, meta);
  if (typeof first === 'string') return { ok: false, error: first };
  const times = meta.times?.length === file.intents.length ? meta.times : null;
  const starts = times ? meta.starts : null;
  let state = first.state;
  let before: GameState | null = null;
  let at = 0;
  let startCalls = 0;
  const frames: WatchFrame[] = [{ kind: 'state', at, stage: stageOf(state), state, events: first.events }];
  file.intents.forEach((intent, i) => {
    if (state.phase === 'awaiting-start') {
      const plain = at + (startCalls === 0 ? PLAIN_PACING.countdown : PLAIN_PACING.reshuffleCountdown);
      at = Math.max(at, starts?.[startCalls] ?? plain);
      startCalls++;
      const r = reduce(state, { type: 'start' });
      if (r.ok) {
        state = r.state;
        frames.push({ kind: 'state', at, stage: 'playing', state, events: r.events });
      }
    }
    at = Math.max(at, times?.[i] ?? at + PLAIN_PACING.intent);
    const action = { type: 'intent', intent } as const;
    const r = reduce(state, action);
    if (r.ok) {
      before = state;
      state = r.state;
      frames.push({ kind: 'state', at, stage: stageOf(state), state, events: r.events });
      return;
    }
    const late = r.reason === 'no-fit' && before !== null && reduce(before, action).ok;
    frames.push({ kind: 'rejected', at, stage: stageOf(state), state, intent, reason: r.reason, late });
  });
  if (state.phase === 'round-over') frames.push({ kind: 'state', at: at + PLAIN_PACING.stopped, stage: 'scores', state, events: [] });
  return { ok: true, frames };
}
