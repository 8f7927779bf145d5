/**
 * Coloretto at the table in headless Chromium: pad 0 picks the game in the lobby, bots fill the seats, turns play on
 * the scaled host clock, the person plays its turns through the input layer (cursor, A, Y) and the game reaches the
 * scores; the table as described must equal the snapshot; pictures at 2 and 12 players.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isColorettoState } from '@shared/games/contracts';
import type { ColorettoState } from '@shared/games/coloretto/state';
import type { Snapshot } from '@shared/protocol';
import type { ColorettoTableDescription } from '@renderer/games/coloretto/TableScreen';
import type { LobbyDescription } from '@renderer/screens/LobbyScreen';
import { launchChromium, startServe, type Served } from './harness';
import { BTN, connectPad, keepDefaultName, padsIdle, snapshotOf, tapPad } from './players';
import { BROWSER_TEST_MS, lobbyTakesPresses, newPage, reportingHangs, screenIs, shot } from './waits';

/** Game time runs this many times faster than real time while the test lets it run to the scores. */
const SCALE = 50;
/** Game ms per held step while the person plays (well under the 10 s turn timer, so a turn never times out unseen). */
const STEP_MS = 1000;
const PAD = 'Xbox 360 Controller (XInput STANDARD GAMEPAD)';

function coloretto(snap: Snapshot | null): ColorettoState | null {
  return snap?.state && isColorettoState(snap.state) ? snap.state : null;
}

function table(page: Page): Promise<ColorettoTableDescription> {
  return page.evaluate(() => window.ligrettoDebug?.table() as ColorettoTableDescription);
}

/** Taps a pad button and waits until the input layer has read it. */
async function tap(page: Page, button: number): Promise<void> {
  await tapPad(page, 0, button);
  await padsIdle(page);
}

/** Waits for the renderer to apply a snapshot newer than `rev`. */
async function newerThan(page: Page, rev: number): Promise<void> {
  await page.waitForFunction((r) => (window.ligrettoDebug?.snapshot()?.rev ?? -1) > r, rev);
}

/** In the lobby: pad 0 joins, picks Coloretto and the turn timer, and adds `bots` bots. */
async function setUpLobby(page: Page, served: Served, bots: number): Promise<void> {
  await page.goto(`${served.url}?pads=scripted`);
  await page.waitForFunction(() => document.body.dataset.bridge === 'ready' && window.ligrettoDebug?.screen() === 'title');
  await connectPad(page, 0, PAD);
  await tap(page, BTN.a);
  await screenIs(page, 'lobby');
  await tap(page, BTN.a);
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.seats[0]?.kind === 'person');
  await keepDefaultName(page, { kind: 'pad', index: 0 }, 0);
  await lobbyTakesPresses(page);
  const focus = (): Promise<string> => page.evaluate(() => (window.ligrettoDebug?.describe() as LobbyDescription).menuFocus);
  while ((await focus()) !== 'game') await tap(page, BTN.down);
  // The Game line steps through the games in the lobby's order (Ligretto, Ligretto Dice, Coloretto).
  for (let game = (await snapshotOf(page))?.game; game !== 'coloretto'; game = (await snapshotOf(page))?.game) {
    await tap(page, BTN.right);
    await page.waitForFunction((g) => window.ligrettoDebug?.snapshot()?.game !== g, game);
  }
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.game === 'coloretto');
  // The turn timer: 20 s → 15 → 10 s, so the timer's bot moves quickly for the person once the test lets it.
  while ((await focus()) !== 'turnSeconds') await tap(page, BTN.down);
  for (let i = 0; i < 2; i++) await tap(page, BTN.left);
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.options.turnSeconds === 10);
  while ((await focus()) !== 'add-bot') await tap(page, BTN.up);
  for (let b = 0; b < bots; b++) await tapPad(page, 0, BTN.a);
  await padsIdle(page);
  await page.waitForFunction((n) => window.ligrettoDebug?.snapshot()?.seats.filter((s) => s.kind === 'bot').length === n, bots);
  while ((await focus()) !== 'start') await tap(page, BTN.up);
}

/** The table drawn must equal the snapshot it was drawn from (read in one page turn). */
async function expectTableMatchesSnapshot(page: Page): Promise<void> {
  const { snap, shown } = await page.evaluate(() => ({
    snap: window.ligrettoDebug?.snapshot() ?? null,
    shown: window.ligrettoDebug?.table() as ColorettoTableDescription,
  }));
  const game = coloretto(snap);
  if (!snap || !game) throw new Error('no Coloretto table on show');
  expect(shown.rows).toEqual(game.rows.map((r) => ({ cards: [...r.cards], taken: r.taken })));
  expect(shown.turn).toBe(game.turn);
  expect(shown.drawn).toBe(game.drawn);
  expect(shown.lastRound).toBe(game.lastRound);
  expect(shown.panels.map((p) => p.name)).toEqual(game.collections.map((_, i) => snap.seats[snap.players[i] ?? -1]?.name));
  expect(shown.panels.map((p) => p.chips.reduce((n, c) => n + c.count, 0))).toEqual(
    game.collections.map((c) => Object.values(c).reduce((a, b) => a + b, 0)),
  );
  expect(shown.panels.map((p) => p.active)).toEqual(game.collections.map((_, i) => game.turn === i));
}

/** Moves the person's cursor onto `row` with the d-pad. */
async function cursorTo(page: Page, row: number): Promise<void> {
  for (let i = 0; i < 12 && (await table(page)).cursor !== row; i++) await tap(page, BTN.right);
  expect((await table(page)).cursor).toBe(row);
}

/**
 * One move of the person's turn, with the host clock held (no bot and no timer moves meanwhile): place a drawn card in
 * the first open row; take the fullest row when it holds 2 or more cards, or when drawing is not possible; else draw.
 */
async function personMove(page: Page, game: ColorettoState, rev: number): Promise<'draw' | 'place' | 'take'> {
  const rows = game.rows.map((r, i) => ({ ...r, i }));
  const open = rows.filter((r) => !r.taken && r.cards.length < 3);
  const takeable = rows.filter((r) => !r.taken && r.cards.length > 0).sort((a, b) => b.cards.length - a.cards.length);
  const deckLeft = game.deck.filter((c) => c !== 'last-round').length;
  let move: 'draw' | 'place' | 'take';
  if (game.drawn !== null && open[0]) {
    await cursorTo(page, open[0].i);
    await tap(page, BTN.a);
    move = 'place';
  } else if (takeable[0] && (open.length === 0 || deckLeft === 0 || (takeable[0].cards.length >= 2 && game.deck[0] !== 'last-round'))) {
    await cursorTo(page, takeable[0].i);
    await tap(page, BTN.y);
    move = 'take';
  } else {
    await tap(page, BTN.a);
    await newerThan(page, rev);
    return 'draw';
  }
  await newerThan(page, rev);
  return move;
}

describe('Coloretto at the table in headless Chromium (browser mode)', () => {
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
    'a pad picks Coloretto, plays its turns with the cursor, A and Y against a bot, and the game reaches the scores',
    async () => {
      const page = await newPage(browser);
      await reportingHangs({ page, served }, async () => {
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await setUpLobby(page, served, 1);
        await served.clock.holdOn(['playing']);
        await served.clock.run(SCALE);
        await tap(page, BTN.a);
        await screenIs(page, 'table');
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing');
        const me = (await snapshotOf(page))?.players.indexOf(0) ?? -1;
        // Held: the bot's turns are stepped, the person's are played through the input layer, until it drew, placed and took.
        const moves: string[] = [];
        let pictured = false;
        for (let step = 0; !(moves.includes('draw') && moves.includes('place') && moves.includes('take')); step++) {
          if (step > 400) throw new Error(`the person never got to draw, place and take: ${moves.join(', ')}`);
          const snap = await snapshotOf(page);
          const game = coloretto(snap);
          if (!snap || !game || snap.stage !== 'playing') throw new Error(`the game left play early (${snap?.stage})`);
          if (game.turn !== me) {
            const next = await served.clock.advance(STEP_MS);
            await page.waitForFunction((r) => (window.ligrettoDebug?.snapshot()?.rev ?? 0) >= r, next.rev);
            continue;
          }
          if (!pictured && game.drawn !== null) {
            await shot(page, 'coloretto-2', { screen: 'table', stage: 'playing' });
            await expectTableMatchesSnapshot(page);
            const shown = await table(page);
            expect(shown.timer).not.toBeNull();
            expect(shown.hint).toContain('place');
            pictured = true;
          }
          moves.push(await personMove(page, game, snap.rev));
        }
        expect(pictured).toBe(true);
        // Let go: the bot plays on, the turn timer moves for the person, and the clock holds on the scores.
        await served.clock.holdOn(['scores']);
        await served.clock.run(SCALE);
        await screenIs(page, 'scores');
        await page.waitForFunction(() => (window.ligrettoDebug?.describe() as { settled?: boolean } | null)?.settled === true);
        const { scores, snap } = await page.evaluate(() => ({
          scores: window.ligrettoDebug?.describe() as { lines: { name: string; text: string }[] },
          snap: window.ligrettoDebug?.snapshot() ?? null,
        }));
        const game = coloretto(snap);
        expect(game?.scores).toHaveLength(2);
        for (const s of game?.scores ?? []) {
          const name = snap?.seats[snap.players[s.player] ?? -1]?.name;
          const line = scores.lines.find((l) => l.name === name);
          expect(line?.text.replaceAll('\u2212', '-').split(' | ').at(-1)).toBe(String(s.total));
        }
        expect(errors).toEqual([]);
      });
      await page.close();
    },
    BROWSER_TEST_MS,
  );

  it(
    'shows a 12-player table on the person’s turn with its cursor, hint and timer',
    async () => {
      const page = await newPage(browser);
      await reportingHangs({ page, served }, async () => {
        await setUpLobby(page, served, 11);
        await served.clock.holdOn(['playing']);
        await served.clock.run(SCALE);
        await tap(page, BTN.a);
        await screenIs(page, 'table');
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing');
        const me = (await snapshotOf(page))?.players.indexOf(0) ?? -1;
        // Held: the bots' turns are stepped until the person is on turn.
        for (;;) {
          const game = coloretto(await snapshotOf(page));
          if (game?.turn === me) break;
          const step = await served.clock.advance(STEP_MS);
          await page.waitForFunction((r) => (window.ligrettoDebug?.snapshot()?.rev ?? 0) >= r, step.rev);
        }
        const live = (await table(page)).rows.flatMap((r, i) => (r.taken ? [] : [i]));
        const target = live[1] ?? live[0] ?? 0;
        await cursorTo(page, target);
        await shot(page, 'coloretto-12', { screen: 'table', stage: 'playing' });
        await expectTableMatchesSnapshot(page);
        const shown = await table(page);
        expect(shown.panels).toHaveLength(12);
        expect(shown.rows).toHaveLength(12);
        expect(shown.cursor).toBe(target);
        // The timer shows the 10 s turn (drawn from the snapshot's turnEndsAt; the held clock does not move it on the host).
        expect(shown.timer).not.toBeNull();
        expect(shown.timer).toBeLessThanOrEqual(10);
      });
      await page.close();
    },
    BROWSER_TEST_MS,
  );
});
