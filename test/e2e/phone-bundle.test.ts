/**
 * The phone bundle's relay client is its own chunk: the LAN phone page never downloads colyseus.js (its scripts do not
 * contain it), while the relay's phone page loads the chunk and joins a room with it. Both servers serve the chunk.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RELAY_CLIENT_CHUNK, RELAY_MSG } from '@shared/relay-protocol';
import { loadPages } from '../../src/relay/pages';
import { startLanRig, type LanRig } from '../main/lan/lan-harness';
import { hostRoom } from '../relay/harness';
import { startRelay, type Relay } from '../../src/relay/server';
import { launchChromium } from './harness';
import { STATE_WAIT_MS } from './waits';

const PHONE_DIR = join('out', 'phone');
/** Strings only the colyseus.js client carries (its matchmaking route and its class names), not our own code. */
const RELAY_CLIENT_MARKS = ['matchmake/', 'reconnectionToken', 'onStateChange'];

let browser: Browser;
let rig: LanRig;
let relay: Relay;

beforeAll(async () => {
  const buildError = inject('buildError');
  if (buildError) throw new Error(buildError);
  rig = await startLanRig({ phoneDir: PHONE_DIR });
  relay = await startRelay({
    config: { host: '127.0.0.1', port: 0, redisUrl: null, publicAddress: null, origins: [], trustProxy: false, phoneDir: PHONE_DIR },
    log: () => undefined,
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await rig?.close();
  await relay?.close();
});

/** Opens `url` in a phone-sized page and lists the scripts it fetched (paths). */
async function scriptsLoaded(url: string, ready: string): Promise<{ scripts: string[]; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto(url);
  await page.waitForSelector(ready, { timeout: STATE_WAIT_MS });
  return { scripts, page };
}

describe('the phone bundle', () => {
  it('is phone.js and the relay client chunk; only the chunk holds colyseus.js', () => {
    const scripts = readdirSync(PHONE_DIR).filter((f) => f.endsWith('.js'));
    expect(scripts.sort()).toEqual([RELAY_CLIENT_CHUNK, 'phone.js'].sort());
    const main = readFileSync(join(PHONE_DIR, 'phone.js'), 'utf8');
    const chunk = readFileSync(join(PHONE_DIR, RELAY_CLIENT_CHUNK), 'utf8');
    for (const mark of RELAY_CLIENT_MARKS) {
      expect(main, mark).not.toContain(mark);
      expect(chunk, mark).toContain(mark);
    }
    // The page itself names phone.js alone (no preload of the chunk).
    expect(readFileSync(join(PHONE_DIR, 'index.html'), 'utf8')).not.toContain(RELAY_CLIENT_CHUNK);
  });

  it('the LAN phone page never downloads the relay client', async () => {
    const { scripts, page } = await scriptsLoaded(`http://127.0.0.1:${rig.port}/`, '[data-screen="join"]');
    expect(scripts).toEqual(['/phone.js']);
    await page.context().close();
    // The LAN server still serves the chunk (one bundle for both servers), byte for byte.
    const res = await fetch(`http://127.0.0.1:${rig.port}/${RELAY_CLIENT_CHUNK}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(join(PHONE_DIR, RELAY_CLIENT_CHUNK)))).toBe(true);
  });

  it("the relay's phone page loads the chunk and joins the room with it", async () => {
    const host = await hostRoom(relay.url);
    const { scripts, page } = await scriptsLoaded(`${relay.url}/play?room=${host.code}`, '[data-screen="join"]');
    // The page opened its relay connection: the host hears a phone arrive.
    await host.inbox.next(RELAY_MSG.peerOpen);
    expect(scripts).toEqual(['/phone.js', `/${RELAY_CLIENT_CHUNK}`]);
    expect(loadPages(PHONE_DIR, () => undefined).has(`/${RELAY_CLIENT_CHUNK}`)).toBe(true);
    await page.context().close();
    await host.room.leave(true);
  });
});
