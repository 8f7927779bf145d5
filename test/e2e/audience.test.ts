/**
 * The audience of a streamed night end to end (issue 32): a relay process on loopback, `serve --relay` on the test
 * clock, two seated phones from the relay's page, two bots, and 50 viewers: 47 Colyseus clients and 3 Chromium pages
 * that join from the landing page's "Watch and play along" form. The viewers back seats before a Ligretto round and
 * cheer; the TV and the stream view show the count and the meter; after the round the viewers who backed its winner
 * lead the night's audience leaderboard (the host's tally and a viewer page agree); closing the audience drops every
 * viewer and leaves the seats as they were. Saves screenshots/audience-tv-1080.png and audience-viewer.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Client, type Room } from 'colyseus.js';
import { AUDIENCE_MSG, AUDIENCE_ROOM_NAME } from '@shared/audience-protocol';
import { PROTOCOL_VERSION, type ClientMessage, type Snapshot } from '@shared/protocol';
import { decodeHostMessage } from '@shared/protocol-schema';
import { rawText } from '@main/transport/raw-text';
import { launchChromium, SCREENSHOT_DIR, startServe, type Served } from './harness';
import { appUrl, BROWSER_TEST_MS, settled, SHOT_VIEWPORT, STATE_WAIT_MS } from './waits';
import { freePort, startRelayProcess, type Child } from '../relay/processes';

let relay: (Child & { port: number; url: string }) | null = null;
let served: Served | null = null;
let browser: Browser | null = null;

beforeAll(async () => {
  const port = await freePort();
  relay = await startRelayProcess({
    RELAY_PORT: String(port),
    RELAY_PHONE_DIR: join(process.cwd(), 'out', 'phone'),
    // Every viewer here comes from 127.0.0.1: the per-address caps are raised for them (not the per-viewer ones).
    RELAY_LIMITS: JSON.stringify({ maxConnectionsPerAddress: 400, matchmakePerMinute: 1000 }),
  });
  served = await startServe(['--relay', `ws://127.0.0.1:${port}`]);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await served?.stop();
  await relay?.stop();
});

type Remote = Extract<NonNullable<Snapshot<unknown>['remote']>, { state: 'on' }>;
const audienceOf = (s: Snapshot<unknown>): Remote['audience'] => (s.remote?.state === 'on' ? s.remote.audience : undefined);

/** The TV's own socket to the host (loopback needs no key), with its latest snapshot. */
async function tvSocket(
  url: string,
): Promise<{ send(msg: ClientMessage): void; until(ok: (s: Snapshot<unknown>) => boolean): Promise<Snapshot<unknown>>; close(): void }> {
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

async function roomCode(host: Served): Promise<string> {
  for (let i = 0; i < STATE_WAIT_MS / 50; i++) {
    const m = /remote phones: .*room code ([A-Z]+)/.exec(host.log());
    if (m?.[1]) return m[1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no room code in the host's log:\n${host.log()}`);
}

async function phonePage(b: Browser): Promise<Page> {
  const context = await b.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  page.setDefaultTimeout(STATE_WAIT_MS);
  return page;
}

/** A seated phone: the relay's landing page, the code, a name, the seat. */
async function seatedPhone(b: Browser, relayUrl: string, code: string, name: string): Promise<Page> {
  const phone = await phonePage(b);
  await phone.goto(`${relayUrl}/`);
  await phone.fill('#room', code.toLowerCase());
  await phone.click('main > form:first-of-type button[type="submit"]');
  await phone.waitForURL(/\/play\?room=/);
  await phone.fill('#join-name', name);
  await phone.tap('#join button[type="submit"]');
  await phone.waitForSelector('[data-screen="wait"]');
  return phone;
}

/** A viewer page from the landing page's "Watch and play along" form. */
async function viewerPage(b: Browser, relayUrl: string, code: string, nick: string): Promise<Page> {
  const page = await phonePage(b);
  await page.goto(`${relayUrl}/`);
  await page.fill('#watch-room', code.toLowerCase());
  await page.fill('#watch-nick', nick);
  await page.click('#watch button[type="submit"]');
  await page.waitForURL(/\/watch\?room=/);
  await page.waitForFunction(() => document.querySelectorAll('#seats button').length === 4);
  return page;
}

describe('the audience of a streamed night (browser)', () => {
  it(
    "50 viewers back seats and cheer; the TV and the stream view show the count and the meter; the winner's backers lead the night's leaderboard; closing the audience drops the viewers and keeps the seats",
    async () => {
      if (!served || !browser || !relay) throw new Error('not started');
      const host = served;
      const relayUrl = relay.url;
      const code = await roomCode(host);
      const tv = await tvSocket(host.url);
      const phones = [await seatedPhone(browser, relayUrl, code, 'Ada'), await seatedPhone(browser, relayUrl, code, 'Bo')];
      tv.send({ t: 'lobby', cmd: { op: 'add-bot', level: 'skilled' } });
      tv.send({ t: 'lobby', cmd: { op: 'add-bot', level: 'skilled' } });
      tv.send({ t: 'lobby', cmd: { op: 'set-options', options: { lostController: 'bot' } } });
      const lobby = await tv.until((s) => s.seats.filter((seat) => seat.kind !== 'open').length === 4);
      const seated = lobby.seats.flatMap((seat, i) => (seat.kind === 'open' ? [] : [i]));
      tv.send({ t: 'remote', cmd: { op: 'audience', open: true } });
      await tv.until((s) => audienceOf(s)?.config.open === true);

      // 47 viewers as Colyseus clients, each backing seat i % 4; 3 as Chromium pages, backing by tapping a seat.
      const viewers: { room: Room; nick: string; seat: number }[] = [];
      for (let i = 0; i < 47; i++) {
        const nick = `v${String(i).padStart(2, '0')}`;
        const room = await new Client(relayUrl).joinOrCreate(AUDIENCE_ROOM_NAME, {
          code,
          token: randomBytes(12).toString('base64url'),
          nick,
        });
        room.onMessage('*', () => undefined);
        viewers.push({ room, nick, seat: seated[i % 4] ?? 0 });
      }
      const pages = [
        await viewerPage(browser, relayUrl, code, 'Zed'),
        await viewerPage(browser, relayUrl, code, 'Yu'),
        await viewerPage(browser, relayUrl, code, ''),
      ];
      for (const v of viewers) v.room.send(AUDIENCE_MSG.back, v.seat);
      for (const [i, page] of pages.entries())
        await page
          .locator('#seats button')
          .nth(i % 4)
          .click();
      const backers = (seat: number): string[] => [
        ...viewers.filter((v) => v.seat === seat).map((v) => v.nick),
        ...['Zed', 'Yu', ''].filter((_, i) => seated[i % 4] === seat),
      ];
      const backed = await tv.until(
        (s) => audienceOf(s)?.counts.viewers === 50 && (audienceOf(s)?.counts.backing.reduce((a, b) => a + b, 0) ?? 0) === 50,
      );
      // The round's backing per seat as the host sees it: exactly who backed whom.
      for (const seat of seated) expect(audienceOf(backed)?.counts.backing[seat], `backers of seat ${seat}`).toBe(backers(seat).length);

      // The TV and the stream view draw the count; the meter moves while the viewers cheer (each within its rate).
      const screen = await browser.newPage({ viewport: SHOT_VIEWPORT, deviceScaleFactor: 1 });
      const stream = await browser.newPage({ viewport: SHOT_VIEWPORT, deviceScaleFactor: 1 });
      // A busy machine loads the TV's bundle slowly: the pages wait as long as the states do.
      for (const page of [screen, stream]) page.setDefaultTimeout(STATE_WAIT_MS);
      await screen.goto(appUrl(host.url));
      await stream.goto(appUrl(new URL('/?view=stream', host.url).href));
      // The TV page past its title screen, so it follows the match to the table.
      await screen.waitForFunction(() => document.body.dataset['bridge'] === 'ready');
      for (let i = 0; i < 4 && (await screen.evaluate(() => window.ligrettoDebug?.screen())) !== 'lobby'; i++) {
        await screen.keyboard.press('Enter');
        await screen.waitForFunction(() => ['lobby', 'title'].includes(window.ligrettoDebug?.screen() ?? ''));
      }
      const cheering = setInterval(() => {
        for (const v of viewers.slice(0, 30)) v.room.send(AUDIENCE_MSG.cheer, 'fire');
      }, 400);
      try {
        for (const page of [screen, stream])
          await page.waitForFunction(
            () => {
              const m = window.ligrettoDebug?.audienceMeter();
              return m?.shown === true && m.viewers === 50 && m.level > 0 && /50/.test(m.text);
            },
            undefined,
            { timeout: STATE_WAIT_MS },
          );
      } finally {
        clearInterval(cheering);
      }

      // A Ligretto round: backings lock when play starts; bots (and stand-ins for the phones) play it to the scores.
      tv.send({ t: 'lobby', cmd: { op: 'set-game', game: 'ligretto' } });
      await host.clock.hold();
      await host.clock.holdOn(['playing']);
      tv.send({ t: 'control', op: 'start-match' });
      await tv.until((s) => s.stage === 'countdown');
      await host.clock.advance(10_000);
      const playing = await tv.until((s) => s.stage === 'playing');
      for (const seat of playing.players) {
        const input = playing.seats[seat]?.input;
        if (playing.seats[seat]?.kind === 'person' && input) tv.send({ t: 'device', change: { op: 'lost', input } });
      }
      await tv.until((s) => s.frozen.length === 2);
      // The TV's table with the meter over its top edge (the page in front, so its frames run).
      await screen.bringToFront();
      await screen.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing', undefined, { timeout: STATE_WAIT_MS });
      const roar = setInterval(() => {
        for (const v of viewers) v.room.send(AUDIENCE_MSG.cheer, 'clap');
      }, 400);
      try {
        await screen.waitForFunction(() => (window.ligrettoDebug?.audienceMeter().level ?? 0) > 0.5, undefined, { timeout: STATE_WAIT_MS });
      } finally {
        clearInterval(roar);
      }
      await settled(screen);
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await screen.screenshot({ path: join(SCREENSHOT_DIR, 'audience-tv-1080.png'), timeout: STATE_WAIT_MS });
      await host.clock.holdOn(['scores']);
      let stage = playing.stage;
      for (let i = 0; i < 2_000 && stage !== 'scores'; i++) stage = (await host.clock.advance(5_000)).stage;
      const scores = await tv.until((s) => s.stage === 'scores');
      const state = scores.state as { scores: { player: number; points: number }[] | null };
      const best = Math.max(...(state.scores ?? []).map((x) => x.points));
      const winners = (state.scores ?? []).filter((x) => x.points === best).map((x) => scores.players[x.player] ?? -1);
      const expected = new Set(winners.flatMap(backers));
      const board = await tv.until((s) => (audienceOf(s)?.counts.top.length ?? 0) === Math.min(10, expected.size));
      const top = audienceOf(board)?.counts.top ?? [];
      expect(top.length).toBeGreaterThan(0);
      for (const row of top) {
        expect(row.points).toBe(1);
        expect(expected.has(row.nick), `${row.nick} backed a winner`).toBe(true);
      }
      await pages[0]?.bringToFront();
      // A viewer page shows its own points and the night's leaderboard.
      const zedBacked = winners.includes(seated[0] ?? -1);
      await pages[0]?.waitForFunction(
        (pts) => document.getElementById('you')?.textContent?.includes(pts === 1 ? '1 point' : `${pts} points`) ?? false,
        zedBacked ? 1 : 0,
      );
      await pages[0]?.waitForFunction(() => document.querySelectorAll('#board li').length >= 1);
      await pages[0]?.screenshot({ path: join(SCREENSHOT_DIR, 'audience-viewer.png') });
      await host.clock.run();
      tv.send({ t: 'control', op: 'end-match' });
      const before = await tv.until((s) => s.stage === 'lobby');

      // Closing the audience: every viewer is dropped (code 4020), the seats are as they were.
      await pages[1]?.bringToFront();
      const closed = viewers.map((v) => new Promise<number>((resolve) => v.room.onLeave((c) => resolve(c))));
      tv.send({ t: 'remote', cmd: { op: 'audience', open: false } });
      expect(new Set(await Promise.all(closed))).toEqual(new Set([4020]));
      await pages[1]?.waitForFunction(() => document.getElementById('app')?.dataset['phase'] === 'closed');
      const after = await tv.until((s) => audienceOf(s)?.config.open === false);
      expect(after.seats).toEqual(before.seats);
      for (const phone of phones)
        expect(await phone.evaluate(() => document.getElementById('app')?.dataset['screen'])).not.toBe('connecting');
      await screen.bringToFront();
      await screen.waitForFunction(() => window.ligrettoDebug?.audienceMeter().shown === false, undefined, { timeout: STATE_WAIT_MS });
      tv.close();
    },
    BROWSER_TEST_MS,
  );
});
