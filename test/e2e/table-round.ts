import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cardLabel, cardOwner } from '@shared/games/ligretto/cards';
import type { Snapshot } from '@shared/protocol';
import { ligretto, ligrettoTable } from '../support/ligretto';
import { launchChromium, startServe, type Served } from './harness';
import {
  BTN,
  connectPad,
  focusLobbyLine,
  seatedAtOnce,
  padsIdle,
  playOnce,
  refusedPress,
  snapshotOf,
  tapPad,
  type Controller,
} from './players';
import {
  appUrl,
  BROWSER_TEST_MS,
  hangReport,
  lobbyTakesPresses,
  newPage,
  reportingHangs,
  resultsTakeConfirm,
  screenIs,
  shot,
} from './waits';

const PAD_IDS = [
  'Xbox 360 Controller (XInput STANDARD GAMEPAD)',
  'DualSense Wireless Controller (STANDARD GAMEPAD Vendor: 054c Product: 0ce6)',
  'Pro Controller (STANDARD GAMEPAD Vendor: 057e Product: 2009)',
  'Xbox Wireless Controller (STANDARD GAMEPAD Vendor: 045e Product: 0b13)',
];

/** Game time runs this many times faster than real time while the test lets it run (countdowns, bots, stages). */
const SCALE = 10;

/** The table as drawn must equal the snapshot it was drawn from (read in the same page turn). */
async function expectTableMatchesSnapshot(page: Page): Promise<Snapshot> {
  const { snap, shown } = await page.evaluate(() => ({
    snap: window.ligrettoDebug?.snapshot() ?? null,
    shown: window.ligrettoDebug?.table() ?? null,
  }));
  const game = snap ? ligretto(snap).state : null;
  if (!snap || !game || !shown) throw new Error('no table on show');
  const table = ligrettoTable(shown);
  expect(table.areas).toHaveLength(game.players.length);
  game.players.forEach((p, i) => {
    const area = table.areas[i];
    const top = (cards: readonly number[]): string | null => (cards.length ? cardLabel(cards[cards.length - 1] as number) : null);
    expect(area?.name).toBe(snap.seats[snap.players[i] ?? -1]?.name);
    expect(area?.stackCount).toBe(p.stack.length);
    expect(area?.stackTop).toBe(top(p.stack));
    expect(area?.row).toEqual(p.row.map(top));
    expect(area?.wasteTop).toBe(top(p.waste));
    expect(area?.handCount).toBe(p.hand.length);
    const centre = game.piles.reduce((n, pile) => n + pile.cards.filter((c) => cardOwner(c) === i).length, 0);
    const total = game.match.totals[i] ?? 0;
    // "1 pt" and "−1 pt", else "pts" (issue 31: counts take the language's plural form).
    expect(area?.score).toBe(`${total} ${Math.abs(total) === 1 ? 'pt' : 'pts'} · ${centre} played`);
  });
  expect(table.centre.cards).toBe(game.piles.reduce((n, p) => n + p.cards.length, 0));
  return snap;
}

/** Plays the people's moves while the host runs, until the stage is one of `stages` (bots and stages move on the host clock). */
async function waitStage(
  page: Page,
  served: Served,
  stages: readonly string[],
  people: readonly { controller: Controller; seat: number }[],
): Promise<Snapshot> {
  for (;;) {
    const snap = await snapshotOf(page);
    if (snap && stages.includes(snap.stage)) return snap;
    // Nobody could press: wait for the host's next snapshot instead of polling on a timer.
    if ((await playOnce(page, people)) === 0) {
      try {
        await page.waitForFunction((rev) => (window.ligrettoDebug?.snapshot()?.rev ?? -1) !== rev, snap?.rev ?? -1);
      } catch (e) {
        throw new Error(`no new snapshot while waiting for ${stages.join('/')}: ${await hangReport(page, served)}`, { cause: e });
      }
    }
  }
}

/**
 * Registers one table test: `pads` scripted pads and bots fill a `players`-seat lobby and play a whole round to the
 * standings. Each table size has its own test file, so vitest runs the sizes side by side.
 */
export function tableRound(players: 2 | 4 | 12, pads: number): void {
  describe(`the ${players}-player table in headless Chromium (browser mode)`, () => {
    let served: Served;
    let browser: Browser;

    beforeAll(async () => {
      browser = await launchChromium();
    });

    beforeEach(async () => {
      served = await startServe();
    });

    afterEach(async () => {
      await served?.stop();
    });

    afterAll(async () => {
      await browser?.close();
    });

    it(
      `fills the lobby with ${pads} scripted pads and bots, plays a full ${players}-player round to the standings, drawing the snapshot`,
      async () => {
        const page = await newPage(browser);
        // A wait that never ends says what the page and the host were doing.
        await reportingHangs({ page, served }, async () => {
          const t0 = Date.now();
          const errors: string[] = [];
          page.on('pageerror', (e) => errors.push(e.message));
          await page.goto(appUrl(served.url, { pads: 'scripted' }));
          await page.waitForFunction(() => document.body.dataset.bridge === 'ready' && window.ligrettoDebug?.screen() === 'title');
          await connectPad(page, 0, PAD_IDS[0] ?? '');
          await tapPad(page, 0, BTN.a);
          await screenIs(page, 'lobby');
          const people: { controller: Controller; seat: number }[] = [];
          for (let i = 0; i < pads; i++) {
            if (i > 0) await connectPad(page, i, PAD_IDS[i] ?? '');
            await tapPad(page, i, BTN.a);
            await page.waitForFunction(
              (n) => (window.ligrettoDebug?.snapshot()?.seats.filter((s) => s.kind === 'person').length ?? 0) === n,
              i + 1,
            );
            await seatedAtOnce(page, { kind: 'pad', index: i }, i);
            await lobbyTakesPresses(page);
            people.push({ controller: { kind: 'pad', index: i }, seat: i });
          }
          // The bot line is behind "Players…" (issue 30).
          await focusLobbyLine(page, 'add-bot');
          const level = players === 12 ? 'casual' : players === 4 ? 'skilled' : 'expert';
          if (level !== 'casual') await tapPad(page, 0, BTN.right);
          if (level === 'expert') await tapPad(page, 0, BTN.right);
          for (let b = pads; b < players; b++) await tapPad(page, 0, BTN.a);
          await padsIdle(page);
          await page.waitForFunction(
            (n) => (window.ligrettoDebug?.snapshot()?.seats.filter((s) => s.kind !== 'open').length ?? 0) === n,
            players,
          );
          const lobby = await snapshotOf(page);
          expect(lobby?.seats.filter((s) => s.kind === 'bot').every((s) => s.botLevel === level)).toBe(true);
          if (players === 12) await shot(page, 'lobby-12', { screen: 'lobby', stage: 'lobby' });
          // The host clock holds as the round starts; the test then steps it while the people play.
          await served.clock.holdOn(['playing', 'stopped', 'scores', 'standings']);
          await served.clock.run(SCALE);
          await focusLobbyLine(page, 'start');
          await tapPad(page, 0, BTN.a);
          await screenIs(page, 'table');
          console.log(`${players}p: lobby filled, match started after ${Date.now() - t0} ms`);
          await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing');
          // Stepped until 5 cards are in the centre and play is on (a blockade's restart countdown is stepped through too).
          while (
            (await page.evaluate(() => ((t) => (t && 'centre' in t ? t.centre.cards : 0))(window.ligrettoDebug?.table()))) < 5 ||
            (await snapshotOf(page))?.stage !== 'playing'
          ) {
            await playOnce(page, people);
            const step = await served.clock.advance(200);
            // A blockade's reshuffle countdown is part of play; the round ending (held on 'stopped') is not.
            if (step.stage !== 'playing' && step.stage !== 'countdown')
              throw new Error(`the round ended (${step.stage}) before 5 cards reached the centre`);
            // The renderer has the host's snapshot of after the step before the centre is counted again.
            await page.waitForFunction((r) => (window.ligrettoDebug?.snapshot()?.rev ?? 0) >= r, step.rev);
          }
          // Held: nothing moves on the host while the table is photographed and compared with its snapshot.
          await shot(page, `table-${players}`, { screen: 'table', stage: 'playing' });
          await expectTableMatchesSnapshot(page);
          for (let k = 0; k < 6; k++) await playOnce(page, people);
          await expectTableMatchesSnapshot(page);
          // A refused press (the clock is held: no race can be lost) gets the ✕ mark on that person's own area, and never
          // "too slow!"; the counts are read, not the mark itself, which lasts well under a second.
          const feedback = (): Promise<{ marks: Record<string, number>; tooSlow: Record<string, number> }> =>
            page.evaluate(() => {
              const t = window.ligrettoDebug?.table();
              return t && 'feedback' in t ? t.feedback : { marks: {}, tooSlow: {} };
            });
          // A refusal among the plays above may have locked the seat (F1), and a press into the lock gets no new mark:
          // the held clock steps past any lock first.
          const lockMs = (await snapshotOf(page))?.options.games.ligretto.rejectLockMs ?? 0;
          if (lockMs > 0) {
            const step = await served.clock.advance(lockMs + 1);
            await page.waitForFunction((r) => (window.ligrettoDebug?.snapshot()?.rev ?? 0) >= r, step.rev);
          }
          const before = await feedback();
          const refused = await refusedPress(page, people[0] ?? { controller: { kind: 'pad', index: 0 }, seat: 0 });
          expect(refused, 'a play the rules refuse (the waste, stack and row all fit a pile: not seen in practice)').not.toBeNull();
          await page.waitForFunction((n) => {
            const t = window.ligrettoDebug?.table();
            return t !== null && t !== undefined && 'feedback' in t && (t.feedback.marks['0'] ?? 0) > n;
          }, before.marks['0'] ?? 0);
          expect((await feedback()).tooSlow).toEqual(before.tooSlow);
          console.log(`${players}p: mid-round checks done after ${Date.now() - t0} ms`);
          // Held on the stop: a person's play pressed as the round ends must land on the stopped table (refused), never
          // on the scores, where A is the host seat's "continue" and would skip them.
          // (The round may have ended already during the stepped checks: the clock then holds where it stopped.)
          const running = ['playing', 'countdown'].includes((await served.clock.state()).stage);
          if (running) {
            await served.clock.holdOn(['stopped', 'scores', 'standings']);
            await served.clock.run(SCALE);
          }
          const scored = await waitStage(page, served, ['stopped', 'scores'], people);
          expect(scored.state?.phase).toBe('round-over');
          // Held on the stop: on to the scores (where the clock holds again).
          if ((await served.clock.state()).stage === 'stopped') {
            await served.clock.holdOn(['scores', 'standings']);
            await served.clock.run(SCALE);
          }
          console.log(`${players}p: round over after ${Date.now() - t0} ms`);
          // The clock holds on the scores: the count-up settles and the picture is taken before anything moves on.
          await screenIs(page, 'scores');
          console.log(`${players}p: scores on show after ${Date.now() - t0} ms`);
          await page.waitForFunction(() => (window.ligrettoDebug?.describe() as { settled?: boolean } | null)?.settled === true);
          console.log(`${players}p: scores settled after ${Date.now() - t0} ms`);
          expect((await served.clock.state()).held).toBe(true);
          const { scores, snap } = await page.evaluate(() => ({
            scores: window.ligrettoDebug?.describe() as { lines: { name: string; text: string }[] },
            snap: window.ligrettoDebug?.snapshot() ?? null,
          }));
          expect(snap?.stage).toBe('scores');
          expect(scores.lines).toHaveLength(players);
          const roundGame = snap ? ligretto(snap).state : null;
          roundGame?.scores?.forEach((s, i) => {
            const parts = scores.lines[i]?.text.replaceAll('\u2212', '-').split(' | ') ?? [];
            expect(parts.at(-1)).toBe(String(roundGame.match.totals[i]));
            expect(parts).toContain(`+${s.centre} centre`);
            expect(parts).toContain(`-${2 * s.stackLeft} stack`);
          });
          if (players !== 2) await shot(page, `scores-${players}`, { screen: 'scores', stage: 'scores' });
          console.log(`${players}p: scores checked after ${Date.now() - t0} ms`);
          // A skips to the standings, where the clock holds again: round 2 cannot start under the picture.
          await resultsTakeConfirm(page, 'scores');
          await tapPad(page, 0, BTN.a);
          await screenIs(page, 'standings');
          await page.waitForFunction(() => (window.ligrettoDebug?.describe() as { settled?: boolean } | null)?.settled === true);
          if (players !== 2) await shot(page, `standings-${players}`, { screen: 'standings', stage: 'standings' });
          console.log(`${players}p: standings checked after ${Date.now() - t0} ms`);
          const held = await served.clock.state();
          expect(held).toMatchObject({ held: true, stage: 'standings' });
          // The standings wait for the people: pad 0 (the first person, so the host) presses A and round 2 is dealt; the
          // clock holds on its countdown until the page sees it (a page far behind the host must not find it over).
          await served.clock.holdOn(['countdown']);
          const prompt = await page.evaluate(() => (window.ligrettoDebug?.describe() as { prompt?: string } | null)?.prompt ?? '');
          const host = (await snapshotOf(page))?.seats[0]?.name ?? '';
          expect(prompt).toContain(`${host} presses A to continue`);
          await resultsTakeConfirm(page, 'standings');
          await tapPad(page, 0, BTN.a);
          await page.waitForFunction(() => {
            const s = window.ligrettoDebug?.snapshot();
            return (
              s?.state !== null && s?.state !== undefined && 'match' in s.state && s.state.match.round === 2 && s.stage === 'countdown'
            );
          });
          expect(await served.clock.state()).toMatchObject({ held: true, stage: 'countdown' });
          expect(errors).toEqual([]);
        });
        await page.close();
      },
      BROWSER_TEST_MS,
    );
  });
}
