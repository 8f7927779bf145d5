/** The game-night tests' shared steps (saves-replay.test.ts, saves-resume.test.ts): a browser, hosts and their data folders. */
import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { LobbyDescription } from '@renderer/screens/LobbyScreen';
import type { Snapshot } from '@shared/protocol';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { launchChromium, type Served } from './harness';
import {
  BTN,
  padsIdle,
  playOnce,
  snapshotOf,
  startPlay,
  tapPad,
  connectPad,
  autoAdvanceResults,
  seatedAtOnce,
  focusLobbyLine,
  pickerShown,
  type Controller,
} from './players';
import { appUrl, lobbyTakesPresses, screenIs } from './waits';

export const PAD = 'Xbox 360 Controller (XInput STANDARD GAMEPAD)';
/** Game time runs this many times faster than real time while a match plays (countdowns, bots, stages, replays). */
export const SCALE = 10;
export const ME: readonly { controller: Controller; seat: number }[] = [{ controller: { kind: 'pad', index: 0 }, seat: 0 }];

export const describeAs = <T>(page: Page): Promise<T> => page.evaluate(() => window.ligrettoDebug?.describe() as never);

export async function tapAll(page: Page, buttons: readonly number[]): Promise<void> {
  for (const b of buttons) await tapPad(page, 0, b);
  await padsIdle(page);
}

/** Opens the app, goes from the title to the lobby with pad 0 (and, unless told, seats it: named `name` typed on the keyboard). */
export async function openLobby(page: Page, url: string, join = true, name?: string): Promise<void> {
  // The night runs through its scores and standings by itself (the setting a host would turn on for this).
  await autoAdvanceResults(page);
  await page.goto(appUrl(url, { pads: 'scripted' }));
  await page.waitForFunction(() => document.body.dataset.bridge === 'ready' && window.ligrettoDebug?.screen() === 'title');
  await connectPad(page, 0, PAD);
  await tapPad(page, 0, BTN.a);
  await screenIs(page, 'lobby');
  await lobbyTakesPresses(page);
  if (!join) return;
  await tapPad(page, 0, BTN.a);
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.seats[0]?.kind === 'person');
  if (name === undefined) await seatedAtOnce(page, { kind: 'pad', index: 0 }, 0);
  else {
    // Seated at once under a suggested name: Start on the seat's own pad renames it.
    await seatedAtOnce(page, { kind: 'pad', index: 0 }, 0);
    await tapPad(page, 0, BTN.start);
    await pickerShown(page, 0);
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => window.ligrettoDebug?.snapshot()?.seats[0]?.name === n, name);
  }
  await lobbyTakesPresses(page);
}

/**
 * Seated pad 0 adds `bots` expert bots, gives the last one a 5-card stack (a shorter round), sets the fixed
 * rounds and starts the match; the seat lines act on the bot added last.
 */
export async function startMatch(page: Page, served: Served, bots: number, rounds: number): Promise<void> {
  await focusLine(page, 'add-bot');
  await tapAll(page, [BTN.right, BTN.right]);
  // One bot at a time, each seen by the page before the next, so the test knows which seat each bot took.
  for (let b = 0; b < bots; b++) {
    await tapPad(page, 0, BTN.a);
    await padsIdle(page);
    await page.waitForFunction(
      (n) => (window.ligrettoDebug?.snapshot()?.seats.filter((s) => s.kind === 'bot' && s.botLevel === 'expert').length ?? 0) === n,
      b + 1,
    );
  }
  // The seat line picks the bot added last as the seat the seat lines act on (whatever the page aimed at first).
  await focusLine(page, 'seat');
  for (let tries = 0; tries < 12; tries++) {
    if ((await describeAs<LobbyDescription>(page)).targetSeat === bots) break;
    await tapPad(page, 0, BTN.right);
    await padsIdle(page);
  }
  await page.waitForFunction((seat) => (window.ligrettoDebug?.describe() as LobbyDescription | null)?.targetSeat === seat, bots);
  await focusLine(page, 'stack');
  await tapAll(page, Array<number>(5).fill(BTN.left));
  await page.waitForFunction((seat) => window.ligrettoDebug?.snapshot()?.seats[seat]?.stackSize === 5, bots);
  await focusLine(page, 'rounds');
  await tapAll(page, Array<number>(rounds).fill(BTN.right));
  await page.waitForFunction((n) => window.ligrettoDebug?.snapshot()?.options.games.ligretto.rounds === n, rounds);
  await focusLine(page, 'start');
  // The clock holds when the round stops: playRound sees that round's end, never a later one's.
  await startPlay(page, served, SCALE);
}

/**
 * Moves the host menu's focus to the line `id` with pad 0, watching the focus after each press (the line order
 * lives in the lobby, not here). A press that does not move it is reported: pad presses must never be lost.
 */
export async function focusLine(page: Page, id: string): Promise<void> {
  await focusLobbyLine(page, id);
}

/** Plays pad 0's cards until the round is over; returns the first round-over snapshot (the recorded final table). */
export async function playRound(page: Page): Promise<Snapshot> {
  for (;;) {
    const snap = await snapshotOf(page);
    if (snap?.state?.phase === 'round-over') return snap;
    // Nobody could press: wait for the host's next snapshot (bots, the countdown) instead of a timer.
    if ((await playOnce(page, ME)) === 0)
      await page.waitForFunction((rev) => (window.ligrettoDebug?.snapshot()?.rev ?? -1) !== rev, snap?.rev ?? -1);
  }
}

/** What a final table must show: the same cards everywhere. */
export function tableOf(game: LigrettoState): unknown {
  return {
    players: game.players.map((p) => ({ stack: p.stack, row: p.row, waste: p.waste, hand: p.hand })),
    piles: game.piles.map((p) => p.cards),
    phase: game.phase,
  };
}

/** The browser, hosts and data folders of one test file, closed and removed after its tests. */
export interface SavesRig {
  browser(): Browser;
  readonly servers: Served[];
  readonly dataDirs: string[];
}

/** Registers the launch and clean-up of a saves test file's browser, hosts and data folders. */
export function savesRig(): SavesRig {
  let browser: Browser | null = null;
  const rig: SavesRig = {
    browser: () => {
      if (!browser) throw new Error('the browser is not launched yet');
      return browser;
    },
    servers: [],
    dataDirs: [],
  };
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    for (const s of rig.servers) await s.stop();
    for (const dir of rig.dataDirs) rmSync(dir, { recursive: true, force: true });
  });
  return rig;
}
