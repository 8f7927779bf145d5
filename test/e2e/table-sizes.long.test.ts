/**
 * Readable from the sofa (issue 31): every game's table (Ligretto, Dice, Coloretto) at 2, 4 and 12 players, in
 * English, German, Spanish and Icelandic, each laid out at 720p, 1080p and 4K: every card and die numeral is at least
 * 44 px at 1080p, every word's cap height at least 28 px (2-4 players) or 22 px (12), all scaled by height / 1080; at
 * 2-4 players the centre's numerals are larger than every seat's; and no text overlaps another or leaves its panel.
 * Sizes are read from the scene graph (`textSizes`, measured with the fonts' canvas metrics:
 * src/renderer/src/ui/text-layout.ts). The tables are demos (bots alone, `?demo=N`), one per player count and
 * language, held as dealt (Ligretto's once the centre holds two piles, Coloretto's once the rows hold a colour or +2 card) and resized for the
 * three screens. Each 1080p English table, and each game's German 12-player one, is saved as
 * screenshots/sizes-<game>-<players>[-de].png to look at; every measurement goes to test-results/table-sizes.json
 * and the 1080p ones are printed as a table, with the time each phase took (8.5 CPU-minutes in all, over half of
 * it booting the 36 demo pages).
 */
import type { CDPSession, Page } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameId } from '@shared/game';
import { describeProblem, describeSize, sizeProblems, textLayoutProblems, type SizedText } from '@renderer/ui/text-layout';
import { hostAndBrowser, type Served } from './harness';
import { padSeatedInLobby } from './lobby-steps';
import { BTN, tapPad } from './players';
import { focusLine, PAD, SCALE } from './saves-flow';
import { appUrl, BROWSER_TEST_MS, drawnAt, lobbyTakesPresses, newPage, reportingHangs, settled, shot } from './waits';

/** The three sizes, each at a low density (the check reads the scene graph), each density unlike the one before. */
const SIZES = [
  { name: '720p', width: 1280, height: 720, density: 0.625 },
  { name: '1080p', width: 1920, height: 1080, density: 0.5 },
  { name: '4K', width: 3840, height: 2160, density: 0.375 },
] as const;
/**
 * `TABLE_SIZES=dice:12:en` narrows the sweep while a layout is worked on (`game:players:language`, each part a
 * comma list or empty for all). Unset, as in CI, it sweeps every game, player count and language.
 */
const only = (process.env.TABLE_SIZES ?? '::').split(':');
const pick = <T>(all: readonly T[], part: string | undefined): readonly T[] =>
  all.filter((v) => !part || part.split(',').includes(String(v)));
const LANGUAGES = pick(['en', 'de', 'es', 'is'] as const, only[2]);
const PLAYERS = pick([2, 4, 12] as const, only[1]);
const ALL_GAMES: readonly GameId[] = ['ligretto', 'dice', 'coloretto'];
const GAMES = pick(ALL_GAMES, only[0]);
/** Game-time steps (ms) a demo runs for, at most, until the centre (Ligretto) or the rows (Coloretto) hold cards. */
const PLAY_STEP_MS = 250;
const PLAY_STEPS = 240;

/** Picks `game` in the host's lobby (pad 0 sits down, moves the game line, stands up): the demos play it. */
async function chooseGame(page: Page, served: Served, game: GameId): Promise<void> {
  // The game before left its last demo held at play, and the title opens over it: the title's Play ends that demo
  // (TitleScreen), so the lobby opens. The clock runs free again until the next demo holds it.
  await served.clock.holdOn([]);
  await served.clock.run(SCALE);
  await padSeatedInLobby(page, served.url, PAD);
  await focusLine(page, 'game');
  for (let i = 0; i < ALL_GAMES.length && (await page.evaluate(() => window.ligrettoDebug?.snapshot()?.game)) !== game; i++) {
    // One step at a time, each waited for in the snapshot (a step tapped before the last one's answer is one too many).
    const before = await page.evaluate(() => window.ligrettoDebug?.snapshot()?.game);
    await tapPad(page, 0, BTN.right);
    await page.waitForFunction((g) => window.ligrettoDebug?.snapshot()?.game !== g, before);
    await lobbyTakesPresses(page);
  }
  expect(await page.evaluate(() => window.ligrettoDebug?.snapshot()?.game)).toBe(game);
}

/** A demo of `players` bots in `lang`, held as dealt (Ligretto, Coloretto: once the centre or the rows hold cards). */
async function demoTable(page: Page, served: Served, game: GameId, players: number, lang: string): Promise<void> {
  await served.clock.holdOn(['playing']);
  await page.evaluate((l) => localStorage.setItem('ligretto-party.settings', JSON.stringify({ language: l })), lang);
  await page.goto(appUrl(served.url, { pads: 'scripted', demo: String(players) }));
  // The clock runs once the new demo is seated (the one before it was held at play).
  await page.waitForFunction(
    ([g, n]) => {
      const snap = window.ligrettoDebug?.snapshot();
      return snap?.demo === true && snap.game === g && snap.players.length === n && snap.stage !== 'playing';
    },
    [game, players] as const,
  );
  await served.clock.run(SCALE);
  await page.waitForFunction(
    ([g, n]) => {
      const snap = window.ligrettoDebug?.snapshot();
      return snap?.stage === 'playing' && snap.game === g && snap.players.length === n && window.ligrettoDebug?.screen() === 'table';
    },
    [game, players] as const,
  );
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  // Dice's board shows its numbers as dealt; Ligretto's centre and Coloretto's rows fill as the bots play on.
  if (game === 'dice') return;
  // Enough to measure: Ligretto's centre holds two piles; Coloretto's rows hold two cards, one of them a colour or a
  // +2 card (a face with a symbol or a caption). Rows alone are not enough: a row taken empties, and a new round deals
  // every row empty, so a table read a step after the rows filled can show no card at all.
  const dealt = (): Promise<boolean> =>
    page.evaluate(() => {
      const s = window.ligrettoDebug?.snapshot()?.state;
      if (!s || typeof s !== 'object') return false;
      if ('rows' in s && Array.isArray(s.rows)) {
        const rows: readonly { readonly cards: readonly unknown[] }[] = s.rows;
        const cards = rows.flatMap((r) => r.cards);
        return cards.length >= 2 && cards.some((c) => c !== 'joker');
      }
      return 'piles' in s && Array.isArray(s.piles) && s.piles.length >= 2;
    });
  // The page reads the host's held state, not one a step behind: each step waits for the snapshot of its reply's rev
  // (a table read from a lagging snapshot showed rows the host had already taken or dealt afresh).
  const caughtUp = (rev: number): Promise<unknown> => page.waitForFunction((r) => (window.ligrettoDebug?.snapshot()?.rev ?? -1) >= r, rev);
  // A table whose countdown numeral still shows (a new round's countdown came up between steps) plays on past it: the
  // numeral lies over the seats by design for those seconds, and the sweep once measured it over a seat's caption.
  const atPlay = (): Promise<boolean> =>
    page.evaluate(() => {
      const d: unknown = window.ligrettoDebug?.table();
      const counting = d && typeof d === 'object' && 'countdown' in d && d.countdown !== '';
      return window.ligrettoDebug?.snapshot()?.stage === 'playing' && !counting;
    });
  // Held at play: steps of game time, each one stopping early should a stage it holds on come up.
  await caughtUp((await served.clock.hold()).rev);
  for (let i = 0; i < PLAY_STEPS && (!(await dealt()) || !(await atPlay())); i++) {
    await caughtUp((await served.clock.advance(PLAY_STEP_MS)).rev);
  }
  expect(await dealt()).toBe(true);
  expect(await atPlay()).toBe(true);
}

/** The smallest and largest sizes of one table at one size, for the summary. */
interface Measured {
  readonly game: GameId;
  readonly players: number;
  readonly lang: string;
  readonly size: string;
  /** Smallest and largest card or die numeral in the centre and at the seats (px, null: none). */
  readonly centre: readonly [number, number] | null;
  readonly seats: readonly [number, number] | null;
  /** The smallest word's cap height and the smallest figure's digit height (px, null: none). */
  readonly word: number | null;
  readonly figure: number | null;
}

const range = (px: readonly number[]): readonly [number, number] | null => (px.length === 0 ? null : [Math.min(...px), Math.max(...px)]);
const least = (px: readonly number[]): number | null => (px.length === 0 ? null : Math.min(...px));

function summarise(game: GameId, players: number, lang: string, size: string, sizes: readonly SizedText[]): Measured {
  const numerals = (zone: SizedText['zone']): number[] => sizes.filter((s) => s.kind === 'numeral' && s.zone === zone).map((s) => s.px);
  return {
    game,
    players,
    lang,
    size,
    centre: range(numerals('centre')),
    seats: range(numerals('seat')),
    word: least(sizes.filter((s) => s.kind === 'word').map((s) => s.px)),
    figure: least(sizes.filter((s) => s.kind === 'figure').map((s) => s.px)),
  };
}

const px = (v: number | null): string => (v === null ? '-' : v.toFixed(1));
const span = (r: readonly [number, number] | null): string => (r === null ? '-' : `${px(r[0])}-${px(r[1])}`);

/** Every measured table, written to test-results/table-sizes.json after the sweep; the 1080p lines printed as a table. */
const summary: Measured[] = [];

/** Wall-clock ms per phase of the sweep (loading and dealing the demos, measuring, screenshots), printed after it. */
const phases = new Map<string, number>();
async function timed<T>(phase: string, step: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await step();
  } finally {
    phases.set(phase, (phases.get(phase) ?? 0) + performance.now() - start);
  }
}

describe('readable table sizes in every game (browser mode)', () => {
  const rig = hostAndBrowser();

  afterAll(() => {
    if (summary.length === 0) return;
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/table-sizes.json', `${JSON.stringify(summary, null, 1)}\n`);
    const lines = summary
      .filter((m) => m.size === '1080p')
      .map(
        (m) =>
          `${m.game.padEnd(9)} ${String(m.players).padStart(2)}p ${m.lang}  centre ${span(m.centre).padEnd(11)} seats ${span(m.seats).padEnd(11)} words ${px(m.word).padStart(5)}  figures ${px(m.figure).padStart(5)}`,
      );
    console.log(`table sizes at 1080p (px: numerals' digit height, words' cap height):\n${lines.join('\n')}`);
    console.log(`table sizes: time per phase ${[...phases].map(([k, ms]) => `${k} ${(ms / 1000).toFixed(0)} s`).join(', ')}`);
  });

  for (const game of GAMES) {
    it(
      `${game}: numerals and words big enough, the centre largest at 2-4, no text over another, at 2, 4 and 12 players`,
      async () => {
        const page = await newPage(rig.browser);
        const served = rig.served;
        // Each problem once (the four seats' same caption is one problem).
        const found = new Set<string>();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        // The page closes whatever happens: a TV page left open holds the host's screen, and the next game's page
        // would never connect.
        try {
          await reportingHangs({ page, served }, async () => {
            await timed('choose game', () => chooseGame(page, served, game));
            for (const players of PLAYERS) {
              for (const lang of LANGUAGES) {
                await timed('demo', () => demoTable(page, served, game, players, lang));
                const cdp: CDPSession = await page.context().newCDPSession(page);
                for (const size of SIZES) {
                  await timed(`measure ${size.name}`, async () => {
                    await cdp.send('Emulation.setDeviceMetricsOverride', { ...size, deviceScaleFactor: size.density, mobile: false });
                    await drawnAt(page, size, size.density);
                    await settled(page);
                    // A table's call-out ("Ligretto!" as Dice's round starts) lies over the board for a moment by
                    // design: the sizes are measured once it has gone.
                    await page.waitForFunction(() => {
                      const d: unknown = window.ligrettoDebug?.describe();
                      return !(d && typeof d === 'object' && 'banner' in d && d.banner !== '');
                    });
                    const { sizes, layout } = await page.evaluate(() => ({
                      sizes: window.ligrettoDebug?.textSizes() ?? [],
                      layout: window.ligrettoDebug?.textLayout() ?? null,
                    }));
                    if (!layout) throw new Error('no text layout from the debug hooks');
                    const where = `${game} ${players}p ${lang} ${size.name}`;
                    for (const p of sizeProblems(sizes, players, size.height)) found.add(`${where}: ${describeSize(p)}`);
                    for (const p of textLayoutProblems(layout)) found.add(`${where}: ${describeProblem(p)}`);
                    summary.push(summarise(game, players, lang, size.name, sizes));
                  });
                }
                // A picture at full 1080p density (the costliest frame of all: every text rasterised again) only where
                // one is saved: English, and German (the longest words) at 12 players.
                if (lang === 'en' || (lang === 'de' && players === 12)) {
                  await timed('screenshot', async () => {
                    await cdp.send('Emulation.setDeviceMetricsOverride', {
                      width: 1920,
                      height: 1080,
                      deviceScaleFactor: 1,
                      mobile: false,
                    });
                    await drawnAt(page, { width: 1920, height: 1080 }, 1);
                    await settled(page);
                    await shot(page, `sizes-${game}-${players}${lang === 'en' ? '' : `-${lang}`}`, { screen: 'table', stage: 'playing' });
                  });
                }
                await cdp.detach();
              }
            }
          });
        } finally {
          await page.close();
        }
        for (const f of found) console.log(`table sizes: ${f}`);
        expect(errors).toEqual([]);
        expect([...found]).toEqual([]);
      },
      BROWSER_TEST_MS,
    );
  }
});
