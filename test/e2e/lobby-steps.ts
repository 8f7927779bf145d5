/** The lobby steps many browser tests open with: a pad seated from the title, a game picked on the Game line. */
import type { Page } from 'playwright-core';
import type { GameId } from '@shared/game';
import { BTN, connectPad, focusLobbyLine, padsSeen, seatedAtOnce, snapshotOf, tapPad } from './players';
import { appUrl, lobbyTakesPresses, screenIs } from './waits';

/** The pad most tests play with. */
export const XBOX_PAD = 'Xbox 360 Controller (XInput STANDARD GAMEPAD)';

/**
 * Opens the app at `url` with scripted pads; pad 0 (named `pad`) presses A on the title and again in the lobby, so it
 * sits in seat 0, seated at once; the lobby then takes presses.
 */
export async function padSeatedInLobby(page: Page, url: string, pad = XBOX_PAD): Promise<void> {
  await page.goto(appUrl(url, { pads: 'scripted' }));
  await page.waitForFunction(() => document.body.dataset.bridge === 'ready' && window.ligrettoDebug?.screen() === 'title');
  await connectPad(page, 0, pad);
  // The pad is seen before its first press (a press in the read that finds the pad is not taken).
  await padsSeen(page, 1);
  await tapPad(page, 0, BTN.a);
  await screenIs(page, 'lobby');
  await lobbyTakesPresses(page);
  await tapPad(page, 0, BTN.a);
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.seats[0]?.kind === 'person');
  await seatedAtOnce(page, { kind: 'pad', index: 0 }, 0);
  await lobbyTakesPresses(page);
}

/** Pad 0 focuses the lobby's Game line and steps it right (the lobby's order of games) until `game` is chosen. */
export async function pickGame(page: Page, game: GameId): Promise<void> {
  await focusLobbyLine(page, 'game', BTN.down);
  // Bounded: a few games, one press each.
  for (let tries = 0; tries < 12; tries++) {
    const shown = (await snapshotOf(page))?.game;
    if (shown === game) return;
    await tapPad(page, 0, BTN.right);
    await page.waitForFunction((g) => window.ligrettoDebug?.snapshot()?.game !== g, shown);
  }
  throw new Error(`the lobby's Game line never showed ${game}`);
}
