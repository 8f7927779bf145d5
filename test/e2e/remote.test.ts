/**
 * Remote players end to end: a relay process on loopback, a host started with `serve --relay ws://127.0.0.1:PORT`,
 * and three phones in headless Chromium that open the relay's landing page, type the room code and join; when the
 * relay process is killed and started again, every phone comes back to its own seat by itself.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, startServe, type Served } from './harness';
import { BROWSER_TEST_MS, STATE_WAIT_MS } from './waits';
import { freePort, startRelayProcess, type Child } from '../relay/processes';
import type { Browser } from 'playwright-core';

let relay: (Child & { port: number; url: string }) | null = null;
let relayPort = 0;
let served: Served | null = null;
let browser: Browser | null = null;

const relayEnv = (): Record<string, string> => ({ RELAY_PORT: String(relayPort), RELAY_PHONE_DIR: join(process.cwd(), 'out', 'phone') });

/** Resolves with the room code once the host's log names it (the relay gave it). */
async function roomCode(host: Served): Promise<string> {
  for (let i = 0; i < STATE_WAIT_MS / 50; i++) {
    const m = /remote phones: .*room code ([A-Z]+)/.exec(host.log());
    if (m?.[1]) return m[1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no room code in the host's log:\n${host.log()}`);
}

beforeAll(async () => {
  relayPort = await freePort();
  relay = await startRelayProcess(relayEnv());
  served = await startServe(['--relay', `ws://127.0.0.1:${relayPort}`]);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await served?.stop();
  await relay?.stop();
});

describe('remote players through the relay (browser)', () => {
  it(
    'three phones join from the relay page with the code, and keep their seats across a relay restart',
    async () => {
      if (!served || !browser) throw new Error('not started');
      const code = await roomCode(served);
      const names = ['Ada', 'Bo', 'Cy'];
      const phones: Page[] = [];
      for (const name of names) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
        const phone = await context.newPage();
        await phone.goto(`http://127.0.0.1:${relayPort}/`);
        await phone.fill('#room', code.toLowerCase());
        await phone.click('button[type="submit"]');
        await phone.waitForURL(/\/play\?room=/);
        await phone.fill('#join-name', name);
        await phone.tap('#join button[type="submit"]');
        await phone.waitForSelector('[data-screen="wait"]', { timeout: STATE_WAIT_MS });
        expect(await phone.textContent('#who-name')).toBe(name);
        phones.push(phone);
      }

      // The relay dies: phones and host lose it; a new relay process on the same port takes them back.
      relay?.process.kill('SIGKILL');
      await relay?.stop();
      for (const phone of phones) await phone.waitForSelector('#net[data-state="down"]', { timeout: STATE_WAIT_MS });
      relay = await startRelayProcess(relayEnv());
      for (const [i, phone] of phones.entries()) {
        await phone.waitForSelector('#net[data-state="ok"]', { timeout: STATE_WAIT_MS });
        await phone.waitForSelector('[data-screen="wait"]', { timeout: STATE_WAIT_MS });
        expect(await phone.textContent('#who-name')).toBe(names[i]);
      }
      expect(served.log()).not.toMatch(/did not come back: seat freed/);
    },
    BROWSER_TEST_MS,
  );
});
