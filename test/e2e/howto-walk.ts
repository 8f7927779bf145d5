/**
 * Walking a how-to-play step by step on a held host clock (docs/howto.md): the end-to-end tests and the screenshot
 * script read each step's caption through `window.ligrettoDebug.howto()` once the page has drawn it.
 */
import type { Page } from 'playwright-core';
import type { CaptionDescription } from '@renderer/screens/howto/HowToCaption';
import type { LessonView } from '@shared/lesson';
import type { HostClock } from './host-clock';

/** The lesson the page's latest snapshot shows, or null when none is on. */
export function lessonOf(page: Page): Promise<LessonView | null> {
  return page.evaluate(() => {
    const s = window.ligrettoDebug?.snapshot();
    return s?.stage === 'howto' ? (s.lesson ?? null) : null;
  });
}

/**
 * Waits until the page shows step `step` of a lesson of `game` with its caption laid out. (The page never rests during
 * a lesson: the caption's time bar moves on the page's own clock.)
 */
export async function captionAt(page: Page, game: string, step: number): Promise<CaptionDescription> {
  await page.waitForFunction(
    ([g, n]) => {
      const s = window.ligrettoDebug?.snapshot();
      const c = window.ligrettoDebug?.howto();
      return s?.stage === 'howto' && s.lesson?.game === g && s.lesson.step === n && c?.step === n;
    },
    [game, step] as const,
  );
  const caption = await page.evaluate(() => window.ligrettoDebug?.howto() ?? null);
  if (!caption) throw new Error(`no caption on show at step ${step}`);
  return caption;
}

/**
 * Walks the lesson of `game` on show from its first step to its end on the held clock: at each step `each` gets the
 * drawn caption, then the clock jumps over what is left of the step. Returns the captions in order.
 */
export async function walkLesson(
  page: Page,
  clock: HostClock,
  game: string,
  each: (caption: CaptionDescription) => Promise<void> = () => Promise.resolve(),
): Promise<CaptionDescription[]> {
  const seen: CaptionDescription[] = [];
  const first = await captionAt(page, game, 0);
  for (let step = 0, caption = first; step < first.steps; step++) {
    if (step > 0) caption = await captionAt(page, game, step);
    seen.push(caption);
    await each(caption);
    const lesson = await lessonOf(page);
    // Bounded: a step is at most a few seconds of game time; the clock never stops early inside a lesson.
    await clock.advance((lesson?.left ?? 0) + 1);
  }
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage !== 'howto');
  return seen;
}
