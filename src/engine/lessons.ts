/** Each game's how-to-play lesson (docs/howto.md), by game id. A new game adds one line here. */
import type { GameId } from '@shared/game';
import type { Lesson } from '@shared/lesson';
import { colorettoLesson } from './coloretto/lesson';
import { diceLesson } from './dice/lesson';
import { ligrettoLesson } from './ligretto/lesson';

/** A lesson, its game's types forgotten (what the game-agnostic host holds). */
export type AnyLesson = Lesson<unknown, { readonly player: number }>;

/** The built-in games' lessons: each call builds the same lesson afresh (pure, deterministic). */
export const BUILT_IN_LESSONS: Readonly<Record<GameId, () => AnyLesson>> = {
  ligretto: ligrettoLesson,
  dice: diceLesson,
  coloretto: colorettoLesson,
};

/** The lesson of a game, or null for a game without one. */
export function lessonFor(game: GameId, lessons: Readonly<Record<GameId, () => AnyLesson>> = BUILT_IN_LESSONS): AnyLesson | null {
  return Object.hasOwn(lessons, game) ? (lessons[game]?.() ?? null) : null;
}
