/**
 * Ligretto Dice end to end: a scripted pad picks the game in the lobby, bots fill the seats, the person plays by the
 * colour buttons (a fitting die's colour, else the reroll shoulder) and the round plays to the scores; the table the
 * debug hook describes equals the snapshot. Screenshots at 2 and 12 players.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dieForColor } from '@shared/games/dice/view';
import { DICE_COLORS, type DiceState } from '@shared/games/dice/state';
import type { Snapshot } from '@shared/protocol';
import { seatView } from '@renderer/games/dice/input/bindings';
import type { DiceTableDescription } from '@renderer/games/dice/DiceTableScreen';
import { hostAndBrowser, type Served } from './harness';
import { BTN, connectPad, keepDefaultName, padsIdle, snapshotOf, tapPad } from './players';
import { BROWSER_TEST_MS, lobbyTakesPresses, newPage, reportingHangs, screenIs, shot, type Watched } from './waits';

/** Game time runs this many times faster than real time while the clock runs. */
const SCALE = 10;
/** The colour buttons (DICE.md controls): B red, Y yellow, A green, X blue. */
const COLOR_BUTTON = { r: BTN.b, y: BTN.y, g: BTN.a, b: BTN.x } as const;
/** Lobby lines from Add bot down to Game (lobby-menu.ts order: start, add-bot, seat, bot-level, colour, back, handicap, remove, game). */
const ADD_BOT_TO_GAME = 7;

function diceOf(snap: Snapshot | null): DiceState | null {
  const state = snap?.game === 'dice' ? snap.state : null;
  return state !== null && 'game' in state && state.game === 'dice' ? state : null;
}

/** Pad 0 joins, picks Ligretto Dice on the Game line, adds bots up to `players` and starts; the clock holds on play. */
async function lobbyToTable(page: Page, served: Served, players: number): Promise<void> {
  await page.goto(`${served.url}?pads=scripted`);
  await page.waitForFunction(() => document.body.dataset.bridge === 'ready' && window.ligrettoDebug?.screen() === 'title');
  await connectPad(page, 0, 'Xbox 360 Controller (XInput STANDARD GAMEPAD)');
  await tapPad(page, 0, BTN.a);
  await screenIs(page, 'lobby');
  await tapPad(page, 0, BTN.a);
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.seats.some((s) => s.kind === 'person') === true);
  await keepDefaultName(page, { kind: 'pad', index: 0 }, 0);
  await lobbyTakesPresses(page);
  await tapPad(page, 0, BTN.down);
  for (let i = 0; i < ADD_BOT_TO_GAME; i++) await tapPad(page, 0, BTN.down);
  await tapPad(page, 0, BTN.right);
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.game === 'dice');
  for (let i = 0; i < ADD_BOT_TO_GAME; i++) await tapPad(page, 0, BTN.up);
  for (let b = 1; b < players; b++) await tapPad(page, 0, BTN.a);
  await padsIdle(page);
  await page.waitForFunction((n) => window.ligrettoDebug?.snapshot()?.seats.filter((s) => s.kind !== 'open').length === n, players);
  await served.clock.holdOn(['playing']);
  await served.clock.run(SCALE);
  await tapPad(page, 0, BTN.up);
  await tapPad(page, 0, BTN.a);
  await screenIs(page, 'table');
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing');
}

/** The table as drawn equals the snapshot it was drawn from (read in the same page turn). */
async function expectTableMatchesSnapshot(page: Page): Promise<DiceState> {
  const { snap, table } = await page.evaluate(() => ({
    snap: window.ligrettoDebug?.snapshot() ?? null,
    table: (window.ligrettoDebug?.table() ?? null) as DiceTableDescription | null,
  }));
  const game = diceOf(snap);
  if (!snap || !game || !table) throw new Error('no dice table on show');
  expect(table.game).toBe('dice');
  expect(table.areas).toHaveLength(game.trays.length);
  game.trays.forEach((tray, i) => {
    const area = table.areas[i];
    expect(area?.name).toBe(snap.seats[snap.players[i] ?? -1]?.name);
    expect(area?.total).toBe(game.match.totals[i]);
    expect(area?.dice.map((d) => d[0])).toEqual(tray.filter((d) => !d.placed).map((d) => d.color));
    if (!area?.rolling) expect(area?.dice).toEqual(tray.filter((d) => !d.placed).map((d) => `${d.color}${d.value ?? '?'}`));
  });
  expect(table.board).toEqual(game.board.map((tracks) => tracks.map((t) => [...t])));
  return game;
}

/** The person's next press: the colour of a die that fits, else the reroll shoulder. */
function nextPress(game: DiceState, player: number): number {
  const view = seatView(game, player);
  const color = DICE_COLORS.find((c) => dieForColor(view, c) !== null);
  return color ? COLOR_BUTTON[color] : BTN.rb;
}

describe('Ligretto Dice end to end (browser mode)', () => {
  const rig = hostAndBrowser({ hostPerTest: true });

  it(
    'a pad picks Ligretto Dice, a bot joins, the person places dice by colour and rerolls, the round plays to the scores',
    async () => {
      const { served, browser } = rig;
      const watched: Watched = { page: null, served };
      await reportingHangs(watched, async () => {
        const page = await newPage(browser);
        watched.page = page;
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await lobbyToTable(page, served, 2);
        // Held for the picture once the person has placed a die; the clock then runs on to the round's end.
        await served.clock.holdOn(['stopped']);
        await served.clock.run(SCALE);
        let placedByPerson = 0;
        let shotTaken = false;
        for (;;) {
          const snap = await snapshotOf(page);
          const game = diceOf(snap);
          if (!snap || !game || snap.stage !== 'playing') break;
          const player = snap.players.indexOf(0);
          if ((game.lockedUntil[player] ?? 0) <= snap.now) {
            const button = nextPress(game, player);
            if (button !== BTN.rb) placedByPerson++;
            await tapPad(page, 0, button);
          }
          if (!shotTaken && placedByPerson >= 2) {
            const held = await served.clock.hold();
            await page.waitForFunction((r) => (window.ligrettoDebug?.snapshot()?.rev ?? 0) >= r, held.rev);
            await expectTableMatchesSnapshot(page);
            await shot(page, 'dice-2p', { screen: 'table', stage: 'playing' });
            shotTaken = true;
            await served.clock.holdOn(['stopped']);
            await served.clock.run(SCALE);
          }
          await page.waitForFunction((r) => (window.ligrettoDebug?.snapshot()?.rev ?? 0) > r, snap.rev);
        }
        expect(placedByPerson).toBeGreaterThan(0);
        await served.clock.holdOn(['scores']);
        await served.clock.run(SCALE);
        await screenIs(page, 'scores');
        const end = diceOf(await snapshotOf(page));
        expect(end?.phase).toBe('round-over');
        expect(end?.finishedBy).not.toBeNull();
        const finisher = end?.finishedBy ?? -1;
        const others = end?.scores?.filter((s) => s.player !== finisher) ?? [];
        // DSC1-DSC2: the finisher gets a point for every die the others hold; the others lose one per die.
        expect(end?.scores?.find((s) => s.player === finisher)?.points).toBe(others.reduce((n, s) => n + s.held, 0));
        for (const s of others) expect(s.points).toBe(-s.held);
        await page.waitForFunction(() => (window.ligrettoDebug?.describe() as { settled?: boolean } | null)?.settled === true);
        await shot(page, 'dice-2p-scores', { screen: 'scores', stage: 'scores' });
        expect(errors).toEqual([]);
        await page.close();
      });
    },
    BROWSER_TEST_MS,
  );

  it(
    'twelve seats (a pad and eleven bots) play on three dice sets, drawn as the snapshot says',
    async () => {
      const { served, browser } = rig;
      const watched: Watched = { page: null, served };
      await reportingHangs(watched, async () => {
        const page = await newPage(browser);
        watched.page = page;
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await lobbyToTable(page, served, 12);
        // The clock holds as play starts; the test steps it until a dozen dice lie on the board (a running clock could
        // carry the eleven bots past that moment, and the page might never see it), then photographs the held table.
        const onBoard = (): Promise<number> =>
          page.evaluate(() => {
            const state = window.ligrettoDebug?.snapshot()?.state;
            return state && 'board' in state ? state.board.reduce((n, set) => n + set.reduce((m, t) => m + t.length, 0), 0) : 0;
          });
        while ((await onBoard()) < 12) {
          const step = await served.clock.advance(100);
          if (step.stage !== 'playing') throw new Error(`the round ended (${step.stage}) before 12 dice were on the board`);
          await page.waitForFunction((r) => (window.ligrettoDebug?.snapshot()?.rev ?? 0) >= r, step.rev);
        }
        const game = await expectTableMatchesSnapshot(page);
        expect(game.board).toHaveLength(3);
        await shot(page, 'dice-12p', { screen: 'table', stage: 'playing' });
        expect(errors).toEqual([]);
        await page.close();
      });
    },
    BROWSER_TEST_MS,
  );
});
