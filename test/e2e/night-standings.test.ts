/**
 * A game night across three games in headless Chromium (browser mode): a Dice and a Coloretto match of the night are
 * saved, its Ligretto match is resumed and played on, and the standings after its round show the night's table.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LobbyDescription } from '@renderer/screens/LobbyScreen';
import { startServe } from './harness';
import { BTN, tapPad } from './players';
import { focusLine, openLobby, PAD, playRound, SCALE, savesRig } from './saves-flow';
import { BROWSER_TEST_MS, lobbyTakesPresses, newPage, reportingHangs, screenIs, settled, shot, type Watched } from './waits';

const FIXTURES = join(__dirname, '..', 'main', 'storage', 'fixtures', 'nights-format1');
/** A fixture night, its rounds' replays left out (they are not among the fixtures; a missing one is a notice). */
function read(name: string): Record<string, unknown> {
  const night = JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as { rounds: object[] };
  return { ...night, rounds: night.rounds.map((r) => ({ ...r, replay: null })) };
}

/** A data folder whose night holds a finished Dice and Coloretto match and a Ligretto match stopped after round 1 of 2. */
function nightOfThreeGames(): string {
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

describe('a game night across three games (browser mode)', () => {
  const rig = savesRig();

  it(
    "the standings of the night's third match show the night's table: Dice, Coloretto and Ligretto by placing",
    async () => {
      const watched: Watched = { page: null, served: null };
      await reportingHangs(watched, async () => {
        const data = nightOfThreeGames();
        rig.dataDirs.push(data);
        const served = await startServe(['--data', data]);
        rig.servers.push(served);
        const page = await newPage(rig.browser());
        Object.assign(watched, { page, served });
        await openLobby(page, served.url, false);
        const mode = (): Promise<string | null> =>
          page.evaluate(() => (window.ligrettoDebug?.describe() as LobbyDescription | null)?.resume?.mode ?? null);
        await page.waitForFunction(() => (window.ligrettoDebug?.describe() as LobbyDescription | null)?.resume?.mode !== undefined);
        if ((await mode()) === 'offer') await tapPad(page, 0, BTN.a);
        await page.waitForFunction(() => (window.ligrettoDebug?.describe() as LobbyDescription | null)?.resume?.mode === 'resuming');
        // Pad 0 is Ada's saved controller: its A seats it as Ada (bounded: a few presses at most).
        for (
          let tries = 0;
          tries < 5 && (await page.evaluate(() => window.ligrettoDebug?.snapshot()?.seats[0]?.kind)) !== 'person';
          tries++
        ) {
          await lobbyTakesPresses(page);
          await tapPad(page, 0, BTN.a);
          await page.waitForFunction(
            (n) => (window.ligrettoDebug?.snapshot()?.rev ?? 0) > n,
            await page.evaluate(() => window.ligrettoDebug?.snapshot()?.rev ?? 0),
          );
        }
        await focusLine(page, 'start');
        await lobbyTakesPresses(page);
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
        await shot(page, 'night-standings-three-games', { screen: 'standings', stage: 'standings' });
        await page.close();
      });
    },
    BROWSER_TEST_MS,
  );
});
