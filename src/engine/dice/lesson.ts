/**
 * Ligretto Dice's how-to-play (docs/howto.md): three scripted seats with three dice each. They roll at the start call,
 * place dice on their colours' tracks in order, one rerolls all its dice at once, and the first to place its last die
 * wins the dice the others still hold. The trays are set up for the lesson and the rolls come from a fixed RNG state,
 * so the moves below are worked out once, the same every time (test/engine/lessons).
 */
import type { GameAction, Lesson } from '@shared/game';
import { resolveDiceOptions } from '@shared/games/dice/options';
import type { DiceIntent } from '@shared/games/dice/intent';
import type { DiceColor, DiceState } from '@shared/games/dice/state';
import { playStep } from '../lesson-play';
import { newDiceGame, reduceDice } from './reduce';

/** Each seat's dice colours. */
const TRAYS: readonly (readonly DiceColor[])[] = [
  ['r', 'y', 'r'],
  ['y', 'g', 'b'],
  ['g', 'b', 'y'],
];

/** The RNG state the start call and the reroll draw from (chosen so the lesson shows every rule; lessons test). */
export const DICE_LESSON_RNG = 22956;

/** The first die of `player` that fits its track now, as a place intent; null when none does. */
function fitting(player: number): (s: DiceState) => GameAction<DiceIntent> | null {
  return (s) => {
    const tray = s.trays[player] ?? [];
    for (let die = 0; die < tray.length; die++) {
      const probe = reduceDice(s, { type: 'intent', intent: { player, do: 'place', die } });
      if (probe.ok) return { type: 'intent', intent: { player, do: 'place', die } };
    }
    return null;
  };
}

const reroll = (player: number) => (): GameAction<DiceIntent> => ({ type: 'intent', intent: { player, do: 'reroll' } });

/** The lesson from an RNG state (the tests search and check it; the game plays DICE_LESSON_RNG). */
export function diceLessonFrom(rng: number): Lesson<DiceState, DiceIntent> {
  const created = newDiceGame(resolveDiceOptions({ players: 3 }), 1);
  if (!created.ok) throw new Error(`dice lesson refused: ${created.problems.join('; ')}`);
  const trays = TRAYS.map((colors) => colors.map((color) => ({ color, value: null, placed: false })));
  const dealt: DiceState = { ...created.state, rng, trays };
  const play = (from: DiceState, id: string, ms: number, plan: Parameters<typeof playStep<DiceState, DiceIntent, unknown>>[4]) =>
    playStep(reduceDice, from, id, ms, plan);
  const roll = play(dealt, 'roll', 5500, [{ at: 1500, pick: () => ({ type: 'start' }) }]);
  const place = play(roll.state, 'place', 7000, [
    { at: 1500, pick: fitting(0) },
    { at: 2700, pick: fitting(2) },
    { at: 3900, pick: fitting(1) },
    { at: 5100, pick: fitting(2) },
  ]);
  const again = play(place.state, 'reroll', 7000, [
    { at: 1500, pick: reroll(1) },
    { at: 3300, pick: fitting(1) },
    { at: 4500, pick: fitting(1) },
  ]);
  const finish = play(again.state, 'finish', 7000, [
    { at: 1500, pick: fitting(0) },
    { at: 2900, pick: fitting(0) },
  ]);
  return {
    players: 3,
    state: dealt,
    steps: [roll.step, place.step, again.step, finish.step, { id: 'score', ms: 7000, moves: [] }],
  };
}

/** The lesson the game plays: 5 steps, about 34 s. */
export function diceLesson(): Lesson<DiceState, DiceIntent> {
  return diceLessonFrom(DICE_LESSON_RNG);
}
