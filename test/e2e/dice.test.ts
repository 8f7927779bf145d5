/**
 * Ligretto Dice end to end: a scripted pad picks the game in the lobby, bots fill the seats, the person plays by the
 * colour buttons (a fitting die's colour, else the reroll shoulder) and the round plays to the scores; the table the
 * debug hook describes equals the snapshot. Four seats mix a pad, a key set, a phone and a bot. Screenshots at 2, 4 and
 * 12 players.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { diceSeatView as seatView, dieForColor } from '@shared/games/dice/view';
import { DICE_COLORS, type DiceState } from '@shared/games/dice/state';
import type { Snapshot } from '@shared/protocol';
import type { DiceTableDescription } from '@renderer/games/dice/table';
import { hostAndBrowser, SCREENSHOT_DIR, type Served } from './harness';
import { padSeatedInLobby } from './lobby-steps';
import { BTN, focusLobbyLine, seatedAtOnce, padsIdle, pickerShown, snapshotOf, tapPad } from './players';
import { BROWSER_TEST_MS, lobbyTakesPresses, newPage, reportingHangs, screenIs, shot, STATE_WAIT_MS, type Watched } from './waits';

/** Game time runs this many times faster than real time while the clock runs. */
const SCALE = 10;
/** The colour buttons (DICE.md controls): B red, Y yellow, A green, X blue. */
const COLOR_BUTTON = { r: BTN.b, y: BTN.y, g: BTN.a, b: BTN.x } as const;
/** Key set 1 (the left hand, input/bindings.ts): A S D F place red, yellow, green, blue; Space rerolls. */
const COLOR_KEY = { r: 'KeyA', y: 'KeyS', g: 'KeyD', b: 'KeyF' } as const;
const REROLL_KEY = 'Space';
/** The host's LAN mode on this machine, for the phone. */
const LAN = ['--lan', '--lan-host', '127.0.0.1', '--lan-port', '0'];

function diceOf(snap: Snapshot | null): DiceState | null {
  const state = snap?.game === 'dice' ? snap.state : null;
  return state !== null && 'game' in state && state.game === 'dice' ? state : null;
}

/** Taps pad 0 down (or up) until the lobby's host menu focuses the line `id`. */
async function focusLine(page: Page, id: string, button: number): Promise<void> {
  await focusLobbyLine(page, id, button);
}

/**
 * Pad 0 joins (and `others` seats more people), picks Ligretto Dice on the Game line, adds bots up to `players` and
 * starts; the clock holds on play.
 */
async function lobbyToTable(page: Page, served: Served, players: number, others?: () => Promise<void>): Promise<void> {
  await padSeatedInLobby(page, served.url);
  if (others) {
    await others();
    await lobbyTakesPresses(page);
  }
  await focusLine(page, 'game', BTN.down);
  await tapPad(page, 0, BTN.right);
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.game === 'dice');
  await focusLine(page, 'add-bot', BTN.up);
  const seated = (await snapshotOf(page))?.seats.filter((s) => s.kind !== 'open').length ?? 0;
  for (let b = seated; b < players; b++) await tapPad(page, 0, BTN.a);
  await padsIdle(page);
  await page.waitForFunction((n) => window.ligrettoDebug?.snapshot()?.seats.filter((s) => s.kind !== 'open').length === n, players);
  await served.clock.holdOn(['playing']);
  await served.clock.run(SCALE);
  await focusLine(page, 'start', BTN.up);
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

/** The fields a player has filled on the board plus its rerolls: only that player's own input can raise it. */
function doneBy(game: DiceState, player: number): { placed: number; rerolls: number } {
  const placed = game.board.reduce((n, set) => n + set.reduce((m, track) => m + track.filter((p) => p === player).length, 0), 0);
  return { placed, rerolls: game.rerolls[player] ?? 0 };
}

/** DSC1-DSC2 on the round's end: the finisher gets a point for every die the others hold; the others lose one per die. */
function expectRoundScored(end: DiceState | null): void {
  expect(end?.phase).toBe('round-over');
  expect(end?.finishedBy).not.toBeNull();
  const finisher = end?.finishedBy ?? -1;
  const others = end?.scores?.filter((s) => s.player !== finisher) ?? [];
  expect(end?.scores?.find((s) => s.player === finisher)?.points).toBe(others.reduce((n, s) => n + s.held, 0));
  for (const s of others) expect(s.points).toBe(-s.held);
}

/** A real key press through the page; it has been acted on once the page counted its key down and up. */
async function pressKey(page: Page, code: string): Promise<void> {
  const before = await page.evaluate(() => window.ligrettoDebug?.input().keyEvents ?? 0);
  await page.keyboard.press(code);
  await page.waitForFunction((n) => (window.ligrettoDebug?.input().keyEvents ?? 0) >= n, before + 2);
}

describe('Ligretto Dice end to end (browser mode)', () => {
  // LAN mode on for the phone of the 4-seat test (the table screen does not show it).
  const rig = hostAndBrowser({ hostPerTest: true, serveArgs: LAN });

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
        expectRoundScored(diceOf(await snapshotOf(page)));
        await page.waitForFunction(() => (window.ligrettoDebug?.describe() as { settled?: boolean } | null)?.settled === true);
        await shot(page, 'dice-2p-scores', { screen: 'scores', stage: 'scores' });
        expect(errors).toEqual([]);
        await page.close();
      });
    },
    BROWSER_TEST_MS,
  );

  it(
    'four seats mix every input (a pad, key set 1, a phone over the LAN and a bot); each person places dice its own way, the round plays to the scores',
    async () => {
      const { served, browser } = rig;
      const watched: Watched = { page: null, served };
      await reportingHangs(watched, async () => {
        const page = await newPage(browser);
        watched.page = page;
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
        context.setDefaultTimeout(STATE_WAIT_MS);
        const phone = await context.newPage();
        phone.on('pageerror', (e) => errors.push(`phone: ${e.message}`));
        await lobbyToTable(page, served, 4, async () => {
          // Key set 1 joins with its confirm key (Space) and keeps its default name (Esc).
          await pressKey(page, 'Space');
          await seatedAtOnce(page, { kind: 'keys', set: 0 }, 1);
          // The phone opens the TV's link and gives its name.
          const lan = (await snapshotOf(page))?.lan;
          if (lan?.state !== 'on') throw new Error(`LAN mode is not on: ${JSON.stringify(lan)}`);
          await phone.goto(lan.url);
          await phone.fill('#join-name', 'Dani');
          await phone.tap('button[type="submit"]');
          await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.seats[2]?.name === 'Dani');
          await pickerShown(page, 2, false);
        });
        const start = await snapshotOf(page);
        expect(start?.seats.slice(0, 4).map((s) => s.input?.kind ?? s.kind)).toEqual(['pad', 'keys', 'phone', 'bot']);
        // The clock stays held: the test steps game time 100 ms after every look, so the people keep pace with the bot
        // however busy the machine is.
        await served.clock.holdOn(['stopped']);
        await phone.waitForSelector('#dice button[data-die]');
        /** Seat -> how its person plays. */
        const people = [
          { seat: 0, kind: 'pad' },
          { seat: 1, kind: 'keys' },
          { seat: 2, kind: 'phone' },
        ] as const;
        const pressed = { pad: 0, keys: 0, phone: 0 };
        let shotTaken = false;
        for (;;) {
          const snap = await snapshotOf(page);
          const game = diceOf(snap);
          if (!snap || !game || snap.stage !== 'playing') break;
          // The picture is taken at the top of a step, once every person has placed: the presses of the step before
          // reached the host before its clock step (the page and the phone send them at once, the step comes after), so
          // nothing is in flight; presses made after this look could end the round under the picture.
          if (!shotTaken && people.every((p) => doneBy(game, snap.players.indexOf(p.seat)).placed > 0)) {
            await expectTableMatchesSnapshot(page);
            await shot(page, 'dice-4p', { screen: 'table', stage: 'playing' });
            await phone.screenshot({ path: join(SCREENSHOT_DIR, 'dice-4p-phone.png') });
            shotTaken = true;
          }
          for (const person of people) {
            const player = snap.players.indexOf(person.seat);
            if ((game.lockedUntil[player] ?? 0) > snap.now) continue;
            const view = seatView(game, player);
            const color = DICE_COLORS.find((c) => dieForColor(view, c) !== null) ?? null;
            pressed[person.kind]++;
            if (person.kind === 'pad') await tapPad(page, 0, color ? COLOR_BUTTON[color] : BTN.rb);
            else if (person.kind === 'keys') await pressKey(page, color ? COLOR_KEY[color] : REROLL_KEY);
            else {
              // The phone taps the die's own button (a click with no pointer: no wait for its press animation). A phone a
              // moment behind the table (the round just stopped, its dice not drawn yet) skips this turn.
              const die = color ? dieForColor(view, color) : null;
              const selector = die === null ? '#btn-reroll' : `#dice button[data-die="${die}"]`;
              const tapped = await phone.evaluate((sel) => {
                const button = document.querySelector<HTMLButtonElement>(sel);
                button?.click();
                return button !== null;
              }, selector);
              if (!tapped) pressed.phone--;
            }
          }
          await padsIdle(page);
          const step = await served.clock.advance(100);
          await page.waitForFunction((r) => (window.ligrettoDebug?.snapshot()?.rev ?? 0) >= r, step.rev);
        }
        await served.clock.holdOn(['scores']);
        await served.clock.run(SCALE);
        await screenIs(page, 'scores');
        const end = diceOf(await snapshotOf(page));
        expectRoundScored(end);
        // Nobody but the seat's own person places its dice or rerolls them: each input path changed the engine's state.
        for (const person of people) {
          const player = start?.players.indexOf(person.seat) ?? -1;
          const done = end ? doneBy(end, player) : { placed: 0, rerolls: 0 };
          expect(done.placed + done.rerolls, `${person.kind} neither placed nor rerolled: ${JSON.stringify(end)}`).toBeGreaterThan(0);
        }
        // The bot played too: it places or, with no die that fits, rerolls (a quick round can end before it placed one).
        const bot = end ? doneBy(end, start?.players.indexOf(3) ?? -1) : { placed: 0, rerolls: 0 };
        expect(bot.placed + bot.rerolls, `the bot neither placed nor rerolled: ${JSON.stringify(end)}`).toBeGreaterThan(0);
        expect(shotTaken).toBe(true);
        console.log(`dice 4p: presses ${JSON.stringify(pressed)}`);
        expect(errors).toEqual([]);
        await context.close();
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
