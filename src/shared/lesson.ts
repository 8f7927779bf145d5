/**
 * How to play: a game's lesson, played on the real table by scripted seats (docs/howto.md). A lesson is data: a state
 * set up for it (dealt, waiting for its start call or already running) and a few short steps, each a caption id and
 * the actions the scripted seats make at fixed game times from the step's start. The host plays it on its game clock;
 * nothing of it is scored, saved or replayed. Its shape (`Lesson`) is part of the game module contract (game.ts).
 */
import { z } from 'zod';
import { gameIdSchema } from './game';

/** Fewest and most steps a lesson has. */
export const LESSON_STEPS = { min: 4, max: 7 } as const;

/** The lesson's total length in game ms. */
export function lessonMs(lesson: { readonly steps: readonly { readonly ms: number }[] }): number {
  return lesson.steps.reduce((sum, step) => sum + step.ms, 0);
}

/** Schema of what a snapshot says about the lesson on show: the game, the step (0-based) of how many, and its caption id. */
export const lessonViewSchema = z.object({
  game: gameIdSchema,
  step: z
    .number()
    .int()
    .min(0)
    .max(LESSON_STEPS.max - 1),
  steps: z.number().int().min(1).max(LESSON_STEPS.max),
  id: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/),
  /** The step's length and the ms left of it when the snapshot was made (the caption's progress bar). */
  ms: z.number().int().min(0),
  left: z.number().int().min(0),
});

/** What a snapshot says about the lesson on show. */
export type LessonView = z.infer<typeof lessonViewSchema>;
