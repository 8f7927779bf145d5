/**
 * Ligretto Dice's masher: a blind player who presses "place" on each die of its tray in turn and rerolls after every
 * round of presses, never reading the faces or the board. It is what F1's lock exists against; tests use it, the lobby
 * never offers it. Presses come at random (exponential) gaps averaging `pressesPerSecond`.
 */
import { nextRandom } from '@engine/rng';
import type { DiceIntent } from '@shared/games/dice/intent';
import type { DiceView } from '@shared/games/dice/view';
import type { BotDecision } from '../game-bot';

/** The masher's press number `step`: a place on the next die of the tray, a reroll after each pass over the tray. */
export function diceMasherDecide(
  view: DiceView,
  pressesPerSecond: number,
  step: number,
  rng: number,
  now: number,
): BotDecision<DiceIntent> {
  const mean = 1000 / Math.max(0.1, pressesPerSecond);
  if (!view.running || view.tray.length === 0) return { rng, plan: { kind: 'wait', until: now + Math.ceil(mean), orChange: true } };
  const loop = view.tray.length + 1;
  const at = step % loop;
  const die = view.tray[at]?.die;
  const intent: DiceIntent = die === undefined ? { player: view.seat, do: 'reroll' } : { player: view.seat, do: 'place', die };
  const r = nextRandom(rng);
  const gap = Math.round(-mean * Math.log(1 - r.value));
  return { rng: r.state, plan: { kind: 'send', intent, at: now + gap } };
}
