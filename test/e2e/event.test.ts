/**
 * Issue 19 in the browser: a stream view follows a 12-player round and every command it sends is refused; with
 * streamer safety on, no text in the TV's or the stream view's scene graph holds the room code. An event of 30
 * entrants shows on the TV, survives a kill of the host and is resumed.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventScreenDescription } from '@renderer/screens/event/EventScreen';
import { launchChromium, startServe, type Served } from './harness';
import { newPage, screenIs, shot, BROWSER_TEST_MS, STATE_WAIT_MS } from './waits';

const SCALE = 10;

let browser: Browser | null = null;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

function opened(): Browser {
  if (!browser) throw new Error('no browser');
  return browser;
}

/** Every visible text of the page's scene graph, joined. */
async function sceneText(page: Page): Promise<string> {
  return page.evaluate(() => (window.ligrettoDebug?.sceneText() ?? []).join('\n'));
}

/** Presses Enter until the TV leaves the title for the session's screen. */
async function pastTitle(page: Page, want: string): Promise<void> {
  await page.waitForFunction(() => document.body.dataset['bridge'] === 'ready' && window.ligrettoDebug?.snapshot() !== null);
  for (let i = 0; i < 4 && (await page.evaluate(() => window.ligrettoDebug?.screen())) !== want; i++) {
    await page.keyboard.press('Enter');
    await page.waitForFunction((w) => window.ligrettoDebug?.screen() === w || window.ligrettoDebug?.screen() === 'title', want);
  }
  await screenIs(page, want);
}

describe('streamed game nights and events', () => {
  it(
    'ST-E1 a stream view follows a 12-player round, every command it sends is refused, and no scene text holds the room code',
    async () => {
      const served: Served = await startServe(['--streamer-safe', '--lan', '--lan-host', '127.0.0.1', '--lan-port', '0']);
      try {
        // LAN mode starts after the URL is printed: wait for its log line (the host's own log names the code).
        const deadline = Date.now() + STATE_WAIT_MS;
        while (!/room code [A-Z]{4}/.test(served.log()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        const code = /room code ([A-Z]{4})/.exec(served.log())?.[1] ?? '';
        expect(code, 'the host log names the room code').toMatch(/^[A-Z]{4}$/);
        await served.clock.hold();
        const tv = await newPage(opened());
        await tv.goto(served.url);
        await pastTitle(tv, 'lobby');
        expect(await sceneText(tv)).not.toContain(code);
        await shot(tv, 'event-safe-lobby', { screen: 'lobby' });
        const stream = await newPage(opened());
        await stream.goto(new URL('/?view=stream', served.url).href);
        await stream.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'lobby');
        expect(await sceneText(stream)).not.toContain(code);
        await tv.goto(`${served.url}${served.url.includes('?') ? '&' : '?'}demo=12`);
        await served.clock.holdOn(['scores']);
        await served.clock.run(SCALE);
        await stream.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing');
        expect((await stream.evaluate(() => window.ligrettoDebug?.snapshot()?.players.length)) ?? 0).toBe(12);
        await stream.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'scores');
        await tv.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'scores');
        expect((await served.clock.state()).held).toBe(true);
        for (const page of [tv, stream]) expect(await sceneText(page)).not.toContain(code);
        await shot(stream, 'stream-table-scores', { screen: 'scores', stage: 'scores' });
        // The stream view's own socket: a hello, then every kind of command; each is refused and nothing changes.
        const refused = await stream.evaluate(async () => {
          const ws = new WebSocket(`ws://${location.host}/stream`);
          const commands = [
            { t: 'intent', seat: 0, do: 'flip' },
            { t: 'control', op: 'continue' },
            { t: 'control', op: 'end-match' },
            { t: 'lobby', cmd: { op: 'add-bot' } },
            { t: 'demo', bots: 2 },
            { t: 'device', change: { op: 'lost', input: { kind: 'keys', set: 0 } } },
          ];
          const texts: string[] = [];
          await new Promise<void>((resolve) => {
            ws.onopen = () => {
              ws.send(JSON.stringify({ t: 'hello', protocol: 1 }));
              for (const c of commands) ws.send(JSON.stringify(c));
            };
            ws.onmessage = (e: MessageEvent) => {
              if (typeof e.data === 'string' && e.data.includes('"t":"refused"')) texts.push(e.data);
              if (texts.length === commands.length) resolve();
            };
          });
          ws.close();
          return texts.length;
        });
        expect(refused).toBe(6);
        expect(await tv.evaluate(() => window.ligrettoDebug?.snapshot()?.stage)).toBe('scores');
        const board = await opened().newPage({ viewport: { width: 1920, height: 1080 } });
        await board.goto(new URL('/?view=stream&layout=scoreboard&bg=chroma', served.url).href);
        await board.waitForFunction(() => (window.ligrettoDebug?.streamBoard()?.lines.length ?? 0) === 12);
        expect(await sceneText(board)).not.toContain(code);
        await board.screenshot({ path: 'screenshots/stream-scoreboard.png' });
      } finally {
        await served.stop();
      }
    },
    BROWSER_TEST_MS,
  );

  it(
    'ST-E2 an event of 30 entrants in round robin at 12 seats shows on the TV, and a killed host resumes it',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'ligretto-event-'));
      const list = join(dir, 'guests.txt');
      writeFileSync(list, Array.from({ length: 30 }, (_, i) => `Guest ${i + 1}`).join('\n'));
      const data = mkdtempSync(join(tmpdir(), 'ligretto-event-data-'));
      const first = await startServe(['--event', list], { data });
      let table: readonly string[];
      try {
        const tv = await newPage(opened());
        await tv.goto(first.url);
        await pastTitle(tv, 'event');
        const seen = (await tv.evaluate(() => window.ligrettoDebug?.describe())) as EventScreenDescription;
        table = (await tv.evaluate(() => window.ligrettoDebug?.snapshot()?.event?.table)) ?? [];
        expect(table.length).toBeGreaterThanOrEqual(11);
        expect(seen.table.map((t) => t.replace(/ \(bot\)$/, ''))).toEqual(table);
        expect(seen.rows).toHaveLength(12);
        await shot(tv, 'event-next-table', { screen: 'event', stage: 'lobby' });
      } finally {
        first.child.kill('SIGKILL');
        await first.stop();
      }
      const second = await startServe(['--event', 'resume'], { data });
      try {
        const tv = await newPage(opened());
        await tv.goto(second.url);
        await pastTitle(tv, 'event');
        expect(await tv.evaluate(() => window.ligrettoDebug?.snapshot()?.event?.table)).toEqual(table);
      } finally {
        await second.stop();
      }
    },
    BROWSER_TEST_MS,
  );
});
