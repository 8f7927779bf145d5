/**
 * Remote players end to end: a relay process on loopback, a host started with `serve --relay ws://127.0.0.1:PORT`,
 * and three phones in headless Chromium that open the relay's landing page, type the room code and join; when the
 * relay process is killed and started again, every phone comes back to its own seat by itself; with the room locked
 * from the TV a new phone is refused, and a phone kicked from the TV cannot come back.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, startServe, type Served } from './harness';
import { BROWSER_TEST_MS, STATE_WAIT_MS } from './waits';
import { freePort, startRelayProcess, type Child } from '../relay/processes';
import type { Browser } from 'playwright-core';
import WebSocket from 'ws';
import { PROTOCOL_VERSION, type ClientMessage, type Snapshot } from '@shared/protocol';
import { decodeHostMessage } from '@shared/protocol-schema';
import { rawText } from '@main/transport/raw-text';

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
    'three phones join from the relay page with the code and keep their seats across a relay restart; lock refuses a new phone; a kicked phone cannot come back',
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

      // The TV locks the room: a new phone is refused on the join form; then it kicks Ada, who cannot come back.
      const tv = await tvSocket(served.url);
      tv.send({ t: 'remote', cmd: { op: 'lock', on: true } });
      await tv.until((s) => s.remote?.state === 'on' && s.remote.locked);
      const late = await (await browser.newContext({ hasTouch: true, isMobile: true })).newPage();
      await late.goto(`http://127.0.0.1:${relayPort}/play?room=${code}`);
      await late.fill('#join-name', 'Late');
      await late.tap('#join button[type="submit"]');
      await late.waitForFunction(() => /locked/i.test(document.getElementById('join-error')?.textContent ?? ''), null, {
        timeout: STATE_WAIT_MS,
      });
      tv.send({ t: 'remote', cmd: { op: 'lock', on: false } });
      await tv.until((s) => s.remote?.state === 'on' && !s.remote.locked);
      const snapshot = await tv.until((s) => s.seats.some((seat) => seat.name === 'Ada'));
      const adaSeat = snapshot.seats.findIndex((seat) => seat.name === 'Ada');
      tv.send({ t: 'remote', cmd: { op: 'kick', seat: adaSeat } });
      await tv.until((s) => s.seats[adaSeat]?.kind === 'open');
      const ada = phones[0] as Page;
      await ada.waitForSelector('[data-screen="join"]', { timeout: STATE_WAIT_MS });
      await ada.fill('#join-name', 'Ada');
      await ada.tap('#join button[type="submit"]');
      await ada.waitForFunction(() => /removed this player/.test(document.getElementById('join-error')?.textContent ?? ''), null, {
        timeout: STATE_WAIT_MS,
      });
      expect((await tv.until(() => true)).seats.some((seat) => seat.name === 'Ada')).toBe(false);
      tv.close();
    },
    BROWSER_TEST_MS,
  );
});

/** The TV's own socket to the host (loopback needs no key), with its latest snapshot. */
async function tvSocket(url: string): Promise<{
  send(msg: ClientMessage): void;
  until(ok: (s: Snapshot<unknown>) => boolean): Promise<Snapshot<unknown>>;
  close(): void;
}> {
  const u = new URL(url);
  const ws = new WebSocket(`ws://${u.host}/ws${u.search}`, { headers: { Origin: `http://${u.host}` } });
  let latest: Snapshot<unknown> | null = null;
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    const decoded = decodeHostMessage(rawText(data));
    if (decoded.ok && decoded.msg.t === 'snapshot') {
      latest = decoded.msg.snapshot;
      for (const w of waiters.splice(0)) w();
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION }));
  return {
    send: (msg) => ws.send(JSON.stringify(msg)),
    until: async (ok) => {
      for (let i = 0; i < 100_000; i++) {
        if (latest && ok(latest)) return latest;
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      throw new Error('no such snapshot');
    },
    close: () => ws.close(),
  };
}
