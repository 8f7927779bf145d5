/** Works a lesson's steps out once: each planned move is picked from the state so far and kept only if the rules take it. */
import type { GameAction, LessonMove, LessonStep, Reduced } from '@shared/game';

/** One planned move: `at` game ms into its step, picked from the state so far (null: nothing to do). */
export interface PlannedMove<S, I> {
  readonly at: number;
  readonly pick: (state: S) => GameAction<I> | null;
}

/** Plays a step's plan on `state` with `reduce`: the step with the moves that were taken, and the state after them. */
export function playStep<S, I, E>(
  reduce: (state: S, action: GameAction<I>) => Reduced<S, E>,
  state: S,
  id: string,
  ms: number,
  plan: readonly PlannedMove<S, I>[],
): { readonly step: LessonStep<I>; readonly state: S } {
  let now = state;
  const moves: LessonMove<I>[] = [];
  for (const { at, pick } of plan) {
    const action = pick(now);
    if (action === null) continue;
    const r = reduce(now, action.type === 'intent' ? { ...action, at } : action);
    if (!r.ok) continue;
    now = r.state;
    moves.push({ at, action });
  }
  return { step: { id, ms, moves }, state: now };
}
