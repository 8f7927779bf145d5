/** Each game's how-to-play (docs/howto.md): every scripted move is legal, and each step reaches what its caption says. */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_GAMES } from '@engine/registry';
import { ligrettoLesson } from '@engine/ligretto/lesson';
import { diceLesson } from '@engine/dice/lesson';
import { colorettoLesson } from '@engine/coloretto/lesson';
import { reduce as reduceLigretto } from '@engine/ligretto/reduce';
import { reduceDice } from '@engine/dice/reduce';
import { reduce as reduceColoretto } from '@engine/coloretto/reduce';
import { LESSON_STEPS, lessonMs } from '@shared/lesson';
import { cardLabel } from '@shared/games/ligretto/cards';
import type { LigrettoState } from '@shared/games/ligretto/state';
import type { DiceState } from '@shared/games/dice/state';
import type { GameAction, Lesson, Reduced } from '@shared/game';

/** Plays a lesson step by step: the state after each step, failing on any move the rules refuse. */
function statesAfterSteps<S, I>(lesson: Lesson<S, I>, reduce: (s: S, a: GameAction<I>) => Reduced<S, unknown>): Map<string, S> {
  const after = new Map<string, S>();
  let state = lesson.state;
  for (const step of lesson.steps) {
    let last = -1;
    for (const move of step.moves) {
      expect(move.at, `${step.id}: moves in time order`).toBeGreaterThan(last);
      expect(move.at, `${step.id}: moves inside the step`).toBeLessThan(step.ms);
      last = move.at;
      const r = reduce(state, move.action);
      if (!r.ok) throw new Error(`${step.id}: ${JSON.stringify(move.action)} refused: ${r.reason}`);
      state = r.state;
    }
    after.set(step.id, state);
  }
  return after;
}

function at<S>(states: Map<string, S>, id: string): S {
  const s = states.get(id);
  if (s === undefined) throw new Error(`no step ${id}`);
  return s;
}

describe('how-to-play lessons', () => {
  it('every built-in game names a lesson in its rules, of 4 to 7 steps lasting 30 to 45 s, built the same every time', () => {
    for (const game of BUILT_IN_GAMES.games) {
      const lesson = game.lesson?.() ?? null;
      expect(lesson, game.id).not.toBeNull();
      if (!lesson) continue;
      expect(lesson.steps.length).toBeGreaterThanOrEqual(LESSON_STEPS.min);
      expect(lesson.steps.length).toBeLessThanOrEqual(LESSON_STEPS.max);
      expect(lessonMs(lesson)).toBeGreaterThanOrEqual(30_000);
      expect(lessonMs(lesson)).toBeLessThanOrEqual(45_000);
      expect(game.schemas.state.safeParse(lesson.state).success, `${game.id}: the lesson's state is a valid state`).toBe(true);
      expect(JSON.stringify(game.lesson?.())).toBe(JSON.stringify(lesson));
    }
  });

  it('Ligretto: 1s open piles, piles climb, the row refills, a flip plays its top, the emptied stack stops the round, scores', () => {
    const lesson = ligrettoLesson();
    const s = statesAfterSteps<LigrettoState, unknown>(lesson, (st, a) => reduceLigretto(st, a as never));
    const piles = (st: LigrettoState) => st.piles.map((p) => p.cards.map(cardLabel).join(' '));
    expect(piles(at(s, 'piles'))).toEqual(['r1', 'g1', 'b1']);
    expect(piles(at(s, 'climb'))).toEqual(['r1 r2', 'g1 g2', 'b1']);
    // Seat 0 played r3 and g3 from row slot 1, and its stack refilled the slot twice.
    expect(at(s, 'refill').players[0]?.stack.length).toBe(at(s, 'climb').players[0]!.stack.length - 2);
    expect(piles(at(s, 'refill'))).toEqual(['r1 r2 r3', 'g1 g2 g3', 'b1']);
    expect(at(s, 'flip').players[2]?.waste.length).toBe(2);
    expect(piles(at(s, 'flip'))).toContain('y1');
    expect(at(s, 'flip').phase).toBe('playing');
    expect(at(s, 'stack').phase).toBe('round-over');
    expect(at(s, 'stack').stoppedBy).toBe(0);
    expect(at(s, 'score').scores?.map((x) => x.points)).toEqual([5, -3, -3]);
  });

  it('Dice: all roll at the start call, dice go on their tracks, a reroll throws every held die, the last die wins', () => {
    const lesson = diceLesson();
    const s = statesAfterSteps<DiceState, unknown>(lesson, (st, a) => reduceDice(st, a));
    expect(lesson.state.phase).toBe('awaiting-start');
    expect(at(s, 'roll').phase).toBe('playing');
    expect(at(s, 'roll').trays.every((tray) => tray.every((d) => d.value !== null))).toBe(true);
    const placed = (st: DiceState) => st.trays.map((tray) => tray.filter((d) => d.placed).length);
    expect(placed(at(s, 'place')).every((n) => n >= 1)).toBe(true);
    expect(at(s, 'reroll').rerolls[1]).toBe(1);
    expect(placed(at(s, 'reroll'))[1]).toBeGreaterThan(placed(at(s, 'place'))[1]!);
    expect(at(s, 'finish').finishedBy).toBe(0);
    expect(at(s, 'score').scores?.[0]?.points).toBeGreaterThan(0);
  });

  it('Coloretto: draw and place, take a row and sit out, a new round, a joker and a +2 taken, four colours to score', () => {
    const lesson = colorettoLesson();
    const s = statesAfterSteps(lesson, reduceColoretto);
    expect(at(s, 'draw').rows.map((r) => r.cards.length)).toEqual([1, 1, 0]);
    expect(at(s, 'take').inRound.filter((x) => !x).length).toBe(2);
    expect(at(s, 'round').round).toBe(2);
    expect(at(s, 'jokers').collections.some((c) => c.joker > 0 && c.plus2 >= 1)).toBe(true);
    const colours = Object.entries(at(s, 'score').collections[0]!).filter(([k, n]) => k !== 'joker' && k !== 'plus2' && n > 0);
    expect(colours.length).toBeGreaterThan(3);
  });
});
