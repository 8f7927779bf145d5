/**
 * A game night across three games in headless Chromium (browser mode): a Dice and a Coloretto match of the night are
 * saved, its Ligretto match is resumed and played on, and the standings after its round show the night's table; or it
 * is ended from the pause menu, and the night's table shows before the lobby, the ended match not counted.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { NightEndDescription } from '@renderer/screens/NightEndScreen';
import type { PlayersDescription } from '@renderer/screens/PlayersScreen';
import { resumeTheNight, serveTheNight } from './night-fixtures';
import { BTN, connectPad, padsIdle, tapPad } from './players';
import { describeAs, PAD, playRound, SCALE, savesRig } from './saves-flow';
import { appUrl, BROWSER_TEST_MS, reportingHangs, screenIs, settled, shot, type Watched } from './waits';

describe('a game night across three games (browser mode)', () => {
  const rig = savesRig();

  /** Pad 0's press, once the page has taken it. */
  async function tap(page: Page, button: number): Promise<void> {
    await tapPad(page, 0, button);
    await padsIdle(page);
  }

  /** Moves the pause menu's focus to `id` (at most 10 presses down). */
  async function pauseFocus(page: Page, id: string): Promise<void> {
    const focus = (): Promise<string | undefined> =>
      page.evaluate(() => (window.ligrettoDebug?.pauseMenu() as { focus: string } | null)?.focus);
    for (let i = 0; i < 10 && (await focus()) !== id; i++) await tap(page, BTN.down);
    expect(await focus()).toBe(id);
  }

  it(
    "the standings of the night's third match show the night's table: Dice, Coloretto and Ligretto by placing",
    async () => {
      const watched: Watched = { page: null, served: null };
      await reportingHangs(watched, async () => {
        const { served, page } = await serveTheNight(rig, watched);
        await resumeTheNight(page, served.url);
        await served.clock.holdOn(['standings']);
        await served.clock.run(SCALE);
        await tapPad(page, 0, BTN.a);
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing');
        expect(await page.evaluate(() => window.ligrettoDebug?.snapshot()?.saves?.table?.matches.length)).toBe(3);
        await playRound(page);
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'standings');
        await screenIs(page, 'standings');
        await settled(page);
        const lines = await page.evaluate(() => JSON.stringify(window.ligrettoDebug?.describe() ?? null));
        expect(lines).toContain("Tonight's table");
        expect(lines).toContain('Ligretto Dice');
        expect(lines).toContain('Coloretto');
        expect(lines).toContain('(now)');
        // The night score explained: the rule and each place's points at three players, each column under its number.
        expect(lines).toContain('At 3 players: 1st 2 · 2nd 1 · 3rd 0');
        expect(lines).toContain('# | 1 2 3 | Night');
        await shot(page, 'night-standings-three-games', { screen: 'standings', stage: 'standings' });
        await page.close();
      });
    },
    BROWSER_TEST_MS,
  );

  it(
    "Pause → End match → confirm shows the night's table, the ended match listed but not counted, then the lobby",
    async () => {
      const watched: Watched = { page: null, served: null };
      await reportingHangs(watched, async () => {
        const { served, page } = await serveTheNight(rig, watched);
        await resumeTheNight(page, served.url);
        await served.clock.holdOn(['playing']);
        await served.clock.run(SCALE);
        await tapPad(page, 0, BTN.a);
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing');
        await tap(page, BTN.start);
        await page.waitForFunction(() => window.ligrettoDebug?.pauseMenu() !== null);
        await pauseFocus(page, 'end');
        await tap(page, BTN.a);
        await pauseFocus(page, 'end-yes');
        await tap(page, BTN.a);
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'lobby');
        await screenIs(page, 'night-end');
        await page.waitForFunction(() => (window.ligrettoDebug?.describe() as NightEndDescription | null)?.ready === true);
        await settled(page);
        const shown = (await page.evaluate(() => window.ligrettoDebug?.describe())) as NightEndDescription;
        expect(shown.title).toBe('Match ended');
        expect(shown.subtitle).toContain('not counted');
        // Dice (Ada 1st, Cleo 2nd, Bo 3rd) and Coloretto (Bo, Ada, Cleo) count; Ligretto's round 1 (Ada, Bo, Cleo) does not.
        expect(shown.lines).toContain('1 Ligretto Dice  ·  2 Coloretto  ·  3 Ligretto (ended early: not counted)');
        expect(shown.lines).toContain('# | 1 2 3× | Night');
        expect(shown.lines.slice(-3)).toEqual(['1. Ada | 1 2 (1) | 3', '2. Bo | 3 1 (2) | 2', '3. Cleo | 2 3 (3) | 1']);
        expect(shown.hint).toBe('A / Enter: to the lobby');
        await shot(page, 'night-end-standings', { screen: 'night-end', stage: 'lobby' });
        // The match is over for good: no resume offer for it.
        expect(await page.evaluate(() => window.ligrettoDebug?.snapshot()?.saves?.resume ?? null)).toBeNull();
        await tap(page, BTN.a);
        await screenIs(page, 'lobby');
        await page.close();
      });
    },
    BROWSER_TEST_MS,
  );

  it(
    "the Players screen keeps each game's record apart, and the night's: its games and winner",
    async () => {
      const watched: Watched = { page: null, served: null };
      await reportingHangs(watched, async () => {
        const { served, page } = await serveTheNight(rig, watched);
        await page.goto(appUrl(served.url, { pads: 'scripted' }));
        await page.waitForFunction(() => document.body.dataset.bridge === 'ready' && window.ligrettoDebug?.screen() === 'title');
        await connectPad(page, 0, PAD);
        const focus = (): Promise<string | undefined> =>
          page.evaluate(() => (window.ligrettoDebug?.describe() as { focus?: string } | null)?.focus);
        for (let i = 0; i < 10 && (await focus()) !== 'players'; i++) await tap(page, BTN.down);
        await tap(page, BTN.a);
        await screenIs(page, 'players');
        await page.waitForFunction(() => ((window.ligrettoDebug?.describe() as { count?: number } | null)?.count ?? 0) === 3);
        // Ada first; her newest match is the Ligretto one, so its tab opens: Ligretto's round alone (17), not 22.67.
        let ada = await describeAs<PlayersDescription>(page);
        expect(ada.player).toBe('Ada');
        expect(ada.tabs).toEqual(['Nights', 'Ligretto Dice', 'Coloretto', '> Ligretto']);
        expect(ada.stats).toContain('Avg round: 17');
        expect(ada.stats).toContain('Games: 0');
        expect(ada.chart).toHaveLength(1);
        await settled(page);
        await shot(page, 'players-game-tab', { screen: 'players' });
        // A goes through the tabs (wrapping round to Nights), then each game in the order first played.
        await tap(page, BTN.a);
        await page.waitForFunction(() => (window.ligrettoDebug?.describe() as PlayersDescription | null)?.tabs[0] === '> Nights');
        ada = await describeAs<PlayersDescription>(page);
        expect(ada.tabs).toEqual(['> Nights', 'Ligretto Dice', 'Coloretto', 'Ligretto']);
        // One night of three games: Dice 1st (2), Coloretto 2nd (1), Ligretto 1st so far (2).
        expect(ada.stats.slice(0, 3)).toEqual(['Nights: 1', 'Nights won: 1', 'Night points: 5']);
        expect(ada.gameNights).toHaveLength(1);
        expect(ada.gameNights[0]).toMatch(/^> .* \| Ligretto Dice · Coloretto · Ligretto \| Winner: Ada \| 1st of 3 · 5 pts$/);
        await settled(page);
        await shot(page, 'players-nights-tab', { screen: 'players' });
        await tap(page, BTN.a);
        await page.waitForFunction(() => (window.ligrettoDebug?.describe() as PlayersDescription | null)?.tabs[1] === '> Ligretto Dice');
        expect((await describeAs<PlayersDescription>(page)).stats).toContain('Avg round: 5');
        await page.close();
      });
    },
    BROWSER_TEST_MS,
  );
});
