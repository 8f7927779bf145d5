/**
 * The TV's lobby with remote players on (issue 28): a relay process on loopback, a host with LAN mode and
 * `--relay ws://127.0.0.1:PORT`, a phone that joins through the relay's page; the TV at 1080p shows both QR codes on
 * the join card, the relay's code, and the remote seat's round trip on its chip. Saves screenshots/remote-lobby-1080.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LobbyDescription } from '@renderer/screens/LobbyScreen';
import { launchChromium, SCREENSHOT_DIR, startServe, type Served } from './harness';
import { appUrl, BROWSER_TEST_MS, screenIs, settled, SHOT_VIEWPORT, STATE_WAIT_MS } from './waits';
import { freePort, startRelayProcess, type Child } from '../relay/processes';

let relay: (Child & { port: number; url: string }) | null = null;
let relayPort = 0;
let served: Served | null = null;
let browser: Browser | null = null;

beforeAll(async () => {
  relayPort = await freePort();
  relay = await startRelayProcess({ RELAY_PORT: String(relayPort), RELAY_PHONE_DIR: join(process.cwd(), 'out', 'phone') });
  served = await startServe(['--lan', '--lan-host', '127.0.0.1', '--lan-port', '0', '--relay', `ws://127.0.0.1:${relayPort}`]);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await served?.stop();
  await relay?.stop();
});

describe('the lobby with remote players (browser)', () => {
  it(
    "shows the relay's QR code and code beside the LAN's, and a remote seat's round trip, at 1080p",
    async () => {
      if (!served || !browser) throw new Error('not started');
      const tv = await browser.newPage({ viewport: SHOT_VIEWPORT, deviceScaleFactor: 1 });
      tv.setDefaultTimeout(STATE_WAIT_MS);
      await tv.goto(appUrl(served.url));
      await tv.waitForFunction(
        () => document.body.dataset['bridge'] === 'ready' && window.ligrettoDebug?.snapshot()?.remote?.state === 'on',
      );
      for (let i = 0; i < 4 && (await tv.evaluate(() => window.ligrettoDebug?.screen())) !== 'lobby'; i++) {
        await tv.keyboard.press('Enter');
        await tv.waitForFunction(() => ['lobby', 'title'].includes(window.ligrettoDebug?.screen() ?? ''));
      }
      await screenIs(tv, 'lobby');
      const code = await tv.evaluate(() => {
        const r = window.ligrettoDebug?.snapshot()?.remote;
        return r?.state === 'on' ? r.code : '';
      });
      expect(code).toMatch(/^[A-Z]{4,8}$/);

      const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })).newPage();
      await phone.goto(`http://127.0.0.1:${relayPort}/`);
      await phone.fill('#room', code.toLowerCase());
      await phone.click('button[type="submit"]');
      await phone.waitForURL(/\/play\?room=/);
      await phone.fill('#join-name', 'Ada');
      await phone.tap('#join button[type="submit"]');
      await phone.waitForSelector('[data-screen="wait"]', { timeout: STATE_WAIT_MS });

      // The host measures the round trip every 2 s: the seat's chip shows it once a snapshot carries it.
      await tv.waitForFunction(() => {
        const d = window.ligrettoDebug?.describe() as LobbyDescription | null;
        return d?.lan.qrCodes === 2 && (d.seats.some((s) => /\d+ ms/.test(s.text)) ?? false);
      });
      const lobby = (await tv.evaluate(() => window.ligrettoDebug?.describe())) as LobbyDescription;
      expect(lobby.lan.remote.code).toBe(code);
      expect(lobby.lan.remote.address).toBe(`127.0.0.1:${relayPort}`);
      expect(lobby.lan.qrPx).toBeGreaterThanOrEqual(200);
      for (const f of lobby.lan.fontPx) expect(f.px, f.text).toBeGreaterThanOrEqual(28);
      const ada = lobby.seats.find((s) => s.name === 'Ada');
      expect(ada?.text).toMatch(/Phone · \d+ ms/);
      await settled(tv);
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await tv.screenshot({ path: join(SCREENSHOT_DIR, 'remote-lobby-1080.png') });
    },
    BROWSER_TEST_MS,
  );
});
