/**
 * The "Remote players: off / relay address" line (issue 28) on the TV at 1080p, driven by a scripted pad: the host
 * reads the relay address from its settings file (switched off there), the Settings screen shows "Off" and where
 * the address came from; A switches remote players on (the relay room claimed, the line shows the relay's address,
 * the settings file saves the switch); the lobby shows the same line and switches them off again. Saves
 * screenshots/remote-settings-1080.png and screenshots/remote-settings-lobby-1080.png.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, SCREENSHOT_DIR, startServe, type Served } from './harness';
import { BTN, connectPad, focusLobbyLine, padsIdle, seatedAtOnce, tapPad } from './players';
import { appUrl, BROWSER_TEST_MS, lobbyTakesPresses, screenIs, settled, SHOT_VIEWPORT, STATE_WAIT_MS } from './waits';
import { freePort, startRelayProcess, type Child } from '../relay/processes';

let relay: Child | null = null;
let relayPort = 0;
let served: Served | null = null;
let browser: Browser | null = null;
let data = '';

beforeAll(async () => {
  relayPort = await freePort();
  relay = await startRelayProcess({ RELAY_PORT: String(relayPort), RELAY_PHONE_DIR: join(process.cwd(), 'out', 'phone') });
  data = mkdtempSync(join(tmpdir(), 'ligretto-remote-settings-'));
  writeFileSync(join(data, 'settings.json'), JSON.stringify({ relay: `ws://127.0.0.1:${relayPort}`, remotePlayers: false }));
  served = await startServe([], { data });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await served?.stop();
  await relay?.stop();
});

/** The settings file's remotePlayers as saved now. */
function savedSwitch(): unknown {
  return (JSON.parse(readFileSync(join(data, 'settings.json'), 'utf8')) as { remotePlayers?: unknown }).remotePlayers;
}

/** Waits until the settings file says `on` (the host writes it after the switch; bounded by the state wait). */
async function savedAs(page: Page, on: boolean): Promise<void> {
  const stop = Date.now() + STATE_WAIT_MS;
  while (savedSwitch() !== on) {
    if (Date.now() > stop) throw new Error(`settings.json never said remotePlayers: ${String(on)}`);
    // Waiting on the page's own frames, not on wall-clock sleeps.
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
  }
}

/** The focused line of the menu screen or the lobby menu. */
async function focused(page: Page): Promise<string> {
  const d = (await page.evaluate(() => window.ligrettoDebug?.describe())) as { focus?: string; menuFocus?: string } | null;
  return d?.focus ?? d?.menuFocus ?? '';
}

/** Moves pad 0's focus down to the line `id` (bounded). */
async function focusOn(page: Page, id: string, most = 40): Promise<void> {
  for (let i = 0; i < most && (await focused(page)) !== id; i++) {
    await tapPad(page, 0, BTN.down);
    await padsIdle(page);
  }
  expect(await focused(page)).toBe(id);
}

/** The texts on show. */
function sceneText(page: Page): Promise<string[]> {
  return page.evaluate(() => window.ligrettoDebug?.sceneText() ?? []);
}

/** The value on show beside the "Remote players" label (the menu draws a line's label, then its value). */
async function remoteLine(page: Page): Promise<string> {
  const texts = await sceneText(page);
  const at = texts.indexOf('Remote players');
  expect(at, texts.join(' | ')).toBeGreaterThanOrEqual(0);
  return texts[at + 1] ?? '';
}

describe('the Remote players line (browser)', () => {
  it(
    'shows the relay address from the settings file and switches remote players on (Settings) and off (lobby) with a pad',
    async () => {
      if (!served || !browser) throw new Error('not started');
      const address = `127.0.0.1:${relayPort}`;
      const tv = await browser.newPage({ viewport: SHOT_VIEWPORT, deviceScaleFactor: 1 });
      tv.setDefaultTimeout(STATE_WAIT_MS);
      await tv.goto(appUrl(served.url, { pads: 'scripted' }));
      await tv.waitForFunction(() => document.body.dataset['bridge'] === 'ready' && window.ligrettoDebug?.screen() === 'title');
      expect(await tv.evaluate(() => window.ligrettoDebug?.snapshot()?.remoteSetup)).toEqual({
        on: false,
        relay: `ws://${address}`,
        source: 'settings',
        settingsFile: join(data, 'settings.json'),
      });
      await connectPad(tv, 0, 'Xbox 360 Controller (XInput STANDARD GAMEPAD)');
      await focusOn(tv, 'settings');
      await tapPad(tv, 0, BTN.a);
      await screenIs(tv, 'settings');
      await focusOn(tv, 'remote-players');
      expect(await remoteLine(tv)).toMatch(/\bOff\b/);
      expect((await sceneText(tv)).some((x) => /address from the settings file/.test(x))).toBe(true);

      // A switches them on: the host claims a relay room and the line shows the relay's address.
      await tapPad(tv, 0, BTN.a);
      await tv.waitForFunction(() => {
        const s = window.ligrettoDebug?.snapshot();
        return s?.remoteSetup?.on === true && s.remote?.state === 'on';
      });
      await tv.waitForFunction((a) => window.ligrettoDebug?.sceneText().some((x) => x.includes(a)) ?? false, address);
      expect(await remoteLine(tv)).toContain(address);
      await savedAs(tv, true);
      await settled(tv);
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await tv.screenshot({ path: join(SCREENSHOT_DIR, 'remote-settings-1080.png') });

      // Back to the title, on to the lobby: the same line there, with the relay's join card.
      await tapPad(tv, 0, BTN.b);
      await screenIs(tv, 'title');
      await focusOn(tv, 'play');
      await tapPad(tv, 0, BTN.a);
      await screenIs(tv, 'lobby');
      // In the lobby a pad steers the host menu once it sits: A takes a seat, its name kept.
      await tapPad(tv, 0, BTN.a);
      await tv.waitForFunction(() => window.ligrettoDebug?.snapshot()?.seats[0]?.kind === 'person');
      await seatedAtOnce(tv, { kind: 'pad', index: 0 }, 0);
      await lobbyTakesPresses(tv);
      await focusLobbyLine(tv, 'remote-players');
      expect(await remoteLine(tv)).toContain(address);
      await settled(tv);
      await tv.screenshot({ path: join(SCREENSHOT_DIR, 'remote-settings-lobby-1080.png') });

      // A in the lobby switches them off: the relay room goes, the line says Off, the file saves it.
      await tapPad(tv, 0, BTN.a);
      await tv.waitForFunction(() => {
        const s = window.ligrettoDebug?.snapshot();
        return s?.remoteSetup?.on === false && (s.remote ?? null) === null;
      });
      expect(await remoteLine(tv)).toMatch(/\bOff\b/);
      await savedAs(tv, false);
    },
    BROWSER_TEST_MS,
  );
});
