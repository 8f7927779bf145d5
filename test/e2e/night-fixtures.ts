/** A game night of three games for the browser tests: its data folder, and the lobby resuming its Ligretto match. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { LobbyDescription } from '@renderer/screens/LobbyScreen';
import { format1NightJson } from '../main/storage/fixtures/format1-nights';
import { BTN, tapPad } from './players';
import { startServe, type Served } from './harness';
import { focusLine, openLobby, PAD, type SavesRig } from './saves-flow';
import { lobbyTakesPresses, newPage, type Watched } from './waits';

/** A fixture night, its rounds' replays left out (they are not among the fixtures; a missing one is a notice). */
function read(name: string): Record<string, unknown> {
  const night = format1NightJson(name) as { rounds: object[] };
  return { ...night, rounds: night.rounds.map((r) => ({ ...r, replay: null })) };
}

/**
 * A data folder whose night holds a finished Dice match (Ada 5, Bo −3, Cleo −2) and Coloretto match (Ada 46, Bo 49,
 * Cleo 30) and a Ligretto match stopped after round 1 of 2 (Ada 17, Bo 10, Cleo 8).
 */
export function nightOfThreeGames(): string {
  const data = mkdtempSync(join(tmpdir(), 'ligretto-e2e-night-'));
  const nights = join(data, 'saves', 'nights');
  mkdirSync(nights, { recursive: true });
  const dice = read('20250131-2006-yxk6.json');
  const coloretto = read('20250131-2010-mies.json');
  const ligretto = read('20250131-2002-8ic2.json');
  const partOf = dice.id as string;
  const stopped: Record<string, unknown> = {
    ...ligretto,
    partOf,
    startedAt: '2025-01-31T20:20:00.000Z',
    savedAt: '2025-01-31T20:24:00.000Z',
    status: 'playing',
    winners: [],
    options: { ...(ligretto.options as object), rounds: 2 },
    lobby: { ...(ligretto.lobby as object), rounds: 2 },
    // Ada is the person at the TV with pad 0; Bo and Cleo are bots.
    players: (ligretto.players as object[]).map((p, i) => (i === 0 ? { ...p, kind: 'person', input: { kind: 'pad', id: `0#${PAD}` } } : p)),
  };
  for (const night of [{ ...dice, partOf }, { ...coloretto, partOf }, stopped])
    writeFileSync(join(nights, `${String(night.id)}.json`), JSON.stringify(night));
  return data;
}

/**
 * Serves the three-game night (its data folder and server go with the rig) and opens a page on it; both are watched
 * for hangs.
 */
export async function serveTheNight(rig: SavesRig, watched: Watched): Promise<{ readonly served: Served; readonly page: Page }> {
  const data = nightOfThreeGames();
  rig.dataDirs.push(data);
  const served = await startServe(['--data', data]);
  rig.servers.push(served);
  const page = await newPage(rig.browser());
  watched.page = page;
  watched.served = served;
  return { served, page };
}

/** Opens the lobby, takes the resume offer and seats pad 0 as Ada; the focus ends on Start, the lobby taking presses. */
export async function resumeTheNight(page: Page, url: string): Promise<void> {
  await openLobby(page, url, false);
  const mode = (): Promise<string | null> =>
    page.evaluate(() => (window.ligrettoDebug?.describe() as LobbyDescription | null)?.resume?.mode ?? null);
  await page.waitForFunction(() => (window.ligrettoDebug?.describe() as LobbyDescription | null)?.resume?.mode !== undefined);
  if ((await mode()) === 'offer') await tapPad(page, 0, BTN.a);
  await page.waitForFunction(() => (window.ligrettoDebug?.describe() as LobbyDescription | null)?.resume?.mode === 'resuming');
  // Pad 0 is Ada's saved controller: its A seats it as Ada (bounded: a few presses at most).
  for (let tries = 0; tries < 5 && (await page.evaluate(() => window.ligrettoDebug?.snapshot()?.seats[0]?.kind)) !== 'person'; tries++) {
    await lobbyTakesPresses(page);
    await tapPad(page, 0, BTN.a);
    await page.waitForFunction(
      (n) => (window.ligrettoDebug?.snapshot()?.rev ?? 0) > n,
      await page.evaluate(() => window.ligrettoDebug?.snapshot()?.rev ?? 0),
    );
  }
  await focusLine(page, 'start');
  await lobbyTakesPresses(page);
}
