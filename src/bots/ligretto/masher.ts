/**
 * The masher: a blind player who presses waste, stack, each row slot, waste, flip in a loop, never looking at the
 * cards. It is the strategy F1 (RULES.md) exists against; tests and the calibration table use it, the lobby never
 * offers it. Its presses come at random gaps (exponential, like hammering buttons, never metronomic) averaging
 * `pressesPerSecond`.
 */
import { nextRandom } from '@engine/ligretto/index';
import type { LigrettoIntent } from '@shared/games/ligretto/intent';
import type { TableView } from '@shared/games/ligretto/view';
import type { BotDecision as GenericDecision } from '../game-bot';

/** The presses of one loop for a seat with `rowSize` row slots. */
export function masherLoop(player: number, rowSize: number): LigrettoIntent[] {
  const row = Array.from({ length: rowSize }, (_, slot): LigrettoIntent => ({ player, do: 'row', slot }));
  return [{ player, do: 'waste' }, { player, do: 'stack' }, ...row, { player, do: 'waste' }, { player, do: 'flip' }];
}

/** The masher's press number `step` of its loop (it keeps only its count of presses), landing after a random gap. */
export function masherDecide(
  view: TableView,
  pressesPerSecond: number,
  step: number,
  rng: number,
  now: number,
): GenericDecision<LigrettoIntent> {
  const mean = 1000 / Math.max(0.1, pressesPerSecond);
  if (!view.running) return { rng, plan: { kind: 'wait', until: now + Math.ceil(mean), orChange: true } };
  const loop = masherLoop(view.seat, view.rowTops.length);
  const intent = loop[step % loop.length] as LigrettoIntent;
  const r = nextRandom(rng);
  const gap = Math.round(-mean * Math.log(1 - r.value));
  return { rng: r.state, plan: { kind: 'send', intent, at: now + gap } };
}
