/**
 * The how-to-play's captions are big enough and fit their band (docs/howto.md, issue 30): every step of every game's
 * lesson, in all four TV languages, laid out at 1080p with every device family seated (so each step's buttons line is
 * as long as it gets). Each caption line's type is at least 40 px at 1080p, measured from the scene graph (the font
 * size and the face's glyph height, ascent plus descent), and every line lies inside the caption's panel, on the
 * screen, over no other line: long German and Icelandic sentences wrap, they never shrink below 40 px or spill.
 */
import { describe, expect, it } from 'vitest';
import type { CaptionDescription } from '@renderer/screens/howto/HowToCaption';
import { MAX_CAPTION_BAND, MIN_CAPTION_PX } from '@renderer/screens/howto/caption-fit';
import { describeProblem, textLayoutProblems, type Box } from '@renderer/ui/text-layout';
import { hostAndBrowser } from './harness';
import { backInLobby, GAMES, seatEveryFamily, setLanguage, showFromTitle, type Language } from './howto-tour';
import { walkLesson } from './howto-walk';
import { BROWSER_TEST_MS, reportingHangs, STATE_WAIT_MS } from './waits';

const rig = hostAndBrowser({ serveArgs: ['--lan', '--lan-host', '127.0.0.1', '--lan-port', '0'] });

/** English first (the reference), then the longest words: German and Icelandic, then Spanish. */
const LANGUAGES: readonly Language[] = ['en', 'de', 'is', 'es'];

/** Laid out at 1080p, drawn at a quarter density: the check reads the scene graph, not pixels. */
const LAYOUT = { width: 1920, height: 1080, density: 0.25 } as const;

/** Everything wrong with one step's caption: a line under 40 px, out of its panel or screen, or over another line. */
function captionProblems(caption: CaptionDescription): string[] {
  const problems: string[] = [];
  const lines = Object.entries(caption.lines);
  for (const want of ['heading', 'title', 'skip'] as const) if (!caption.lines[want]) problems.push(`the ${want} line is missing`);
  for (const [id, line] of lines) {
    if (line.fontPx < MIN_CAPTION_PX) problems.push(`${id} "${line.text}" is set at ${line.fontPx} px`);
    if (line.glyphPx < MIN_CAPTION_PX) problems.push(`${id} "${line.text}" has glyphs ${line.glyphPx} px tall`);
    if (line.text.includes('howto.')) problems.push(`${id} shows a message key: "${line.text}"`);
  }
  const texts = lines.map(([, line]) => ({ text: line.text, box: line.box }));
  for (const p of textLayoutProblems({ width: 1920, height: 1080, panels: [caption.panel], texts })) problems.push(describeProblem(p));
  const screen: Box = { x: 0, y: 0, w: 1920, h: 1080 };
  const p = caption.panel;
  if (p.x < screen.x || p.y < screen.y || p.x + p.w > screen.w || p.y + p.h > screen.h) problems.push('the panel leaves the screen');
  if (caption.band > MAX_CAPTION_BAND) problems.push(`the band takes ${caption.band} of the screen`);
  return problems;
}

describe('how-to-play captions at 1080p (browser mode, every device family seated)', () => {
  it(
    'every step of every game, in English, German, Icelandic and Spanish, has caption type of at least 40 px that wraps inside its band',
    async () => {
      const page = await rig.browser.newPage({
        viewport: { width: LAYOUT.width, height: LAYOUT.height },
        deviceScaleFactor: LAYOUT.density,
      });
      page.setDefaultTimeout(STATE_WAIT_MS);
      await reportingHangs({ page, served: rig.served }, async () => {
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        const clock = rig.served.clock;
        await clock.hold();
        const { context } = await seatEveryFamily(page, rig.browser, rig.served);
        const problems: string[] = [];
        const smallest = { font: Infinity, glyph: Infinity, band: 0, wrapped: 0 };
        for (const lang of LANGUAGES) {
          await setLanguage(page, lang);
          for (const game of GAMES) {
            await showFromTitle(page, game);
            const captions = await walkLesson(page, clock, game, (caption) => {
              for (const problem of captionProblems(caption))
                problems.push(`${lang} ${game} step ${caption.step + 1} (${caption.id}): ${problem}`);
              for (const line of Object.values(caption.lines)) {
                smallest.font = Math.min(smallest.font, line.fontPx);
                smallest.glyph = Math.min(smallest.glyph, line.glyphPx);
                if (line.lines > 1) smallest.wrapped++;
              }
              smallest.band = Math.max(smallest.band, caption.band);
              return Promise.resolve();
            });
            // Every step was seen, each with its buttons named for the seated families where it has any.
            expect(captions.map((c) => c.step)).toEqual([...captions.keys()]);
            expect(captions.length).toBe(captions[0]?.steps);
            const named = captions.filter((c) => c.buttons !== '');
            expect(named.length).toBeGreaterThan(0);
            for (const c of named) expect(c.buttons, `${lang} ${game} ${c.id}`).toMatch(/Xbox .*PlayStation /);
            await backInLobby(page);
          }
        }
        console.log(
          `howto captions: smallest type ${smallest.font} px, smallest glyphs ${smallest.glyph} px, ${smallest.wrapped} wrapped lines, widest band ${smallest.band}`,
        );
        expect(problems).toEqual([]);
        expect(smallest.font).toBeGreaterThanOrEqual(MIN_CAPTION_PX);
        expect(errors).toEqual([]);
        await context.close();
      });
    },
    BROWSER_TEST_MS,
  );
});
