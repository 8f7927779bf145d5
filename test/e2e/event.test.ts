/**
 * Issue 19 in the browser: a stream view follows a 12-player round and every command it sends is refused; with
 * streamer safety on, no text in the TV's or the stream view's scene graph holds the room code. An event of 30
 * entrants in round robin at 12 seats, bots standing in, is played to its final leaderboard through a kill of the
 * host mid-game and a restart that resumes it.
 */
import { PLAYER_COLORS } from '@shared/seats';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rect } from '@renderer/layout/rect';
import type { EventScreenDescription } from '@renderer/screens/event/EventScreen';
import type { LobbyDescription } from '@renderer/screens/LobbyScreen';
import { launchChromium, startServe, type Served } from './harness';
import { eventFileSchema } from '@shared/event/event-file';
import type { EventFile } from '@shared/event/event-schema';
import { appUrl, BROWSER_TEST_MS, newPage, reportingHangs, resultsTakeConfirm, screenIs, shot, STATE_WAIT_MS, type Watched } from './waits';

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

const ENTRANTS = 30;
const SEATS = 12;
const GAMES_EACH = 2;
/** 30 entrants x 2 games at 12 seats: 5 full tables. */
const GAMES = (ENTRANTS * GAMES_EACH) / SEATS;
/** Game time runs this much faster than real time while the event plays (1-round games of casual stand-in bots). */
const EVENT_SCALE = 25;

/** What the event screen shows. */
function eventScreen(page: Page): Promise<EventScreenDescription> {
  return page.evaluate(() => window.ligrettoDebug?.describe() as EventScreenDescription);
}

/** From the event screen, Start (P) begins game `game` with the table as seated; returns that table. */
async function startGame(tv: Page, game: number): Promise<string[]> {
  await tv.waitForFunction(
    (g) => window.ligrettoDebug?.screen() === 'event' && window.ligrettoDebug.snapshot()?.event?.games === g - 1,
    game,
  );
  await tv.waitForFunction(() => (window.ligrettoDebug?.describe() as EventScreenDescription | null)?.confirmReady === true);
  const table = [...((await tv.evaluate(() => window.ligrettoDebug?.snapshot()?.event?.table)) ?? [])];
  expect(table, `game ${game} seats a full table`).toHaveLength(SEATS);
  expect(
    (await eventScreen(tv)).table.every((n) => n.endsWith(' (bot)')),
    `bots stand in for game ${game}`,
  ).toBe(true);
  await tv.keyboard.press('KeyP');
  return table;
}

/** Plays game `game` of the event to its end with bots standing in, and confirms its result: back on the event screen. */
async function playGame(tv: Page, game: number): Promise<string[]> {
  const started = Date.now();
  const table = await startGame(tv, game);
  // Results wait for a press (no people at a bot table, so any press moves on): Enter on each until the match end.
  for (;;) {
    await tv.waitForFunction(() => {
      const screen = window.ligrettoDebug?.screen() ?? '';
      const ready = (window.ligrettoDebug?.describe() as { confirmReady?: boolean } | null)?.confirmReady === true;
      return ready && (screen === 'scores' || screen === 'standings' || screen === 'match-end');
    });
    const screen = await tv.evaluate(() => window.ligrettoDebug?.screen() ?? '');
    if (screen === 'match-end') break;
    const rev = await tv.evaluate(() => window.ligrettoDebug?.snapshot()?.rev ?? 0);
    await tv.keyboard.press('Enter');
    await tv.waitForFunction((r) => (window.ligrettoDebug?.snapshot()?.rev ?? 0) > r && window.ligrettoDebug?.screen() !== 'scores', rev);
  }
  await resultsTakeConfirm(tv, 'match-end');
  const players = await tv.evaluate(() => {
    const s = window.ligrettoDebug?.snapshot();
    return s ? s.players.map((seat) => s.seats[seat]?.name ?? '') : [];
  });
  expect(players, `game ${game} was played by its table`).toEqual(table);
  await tv.keyboard.press('Enter');
  await tv.waitForFunction((g) => window.ligrettoDebug?.screen() === 'event' && window.ligrettoDebug.snapshot()?.event?.games === g, game);
  console.log(`event: game ${game} recorded after ${Date.now() - started} ms`);
  return table;
}

/** The event file the host saved in its data folder (the newest one), or null. */
function savedEvent(data: string): EventFile | null {
  const found: string[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, e.name);
      if (e.isDirectory()) walk(path);
      else if (/[/\\]events[/\\][\w-]+\.json$/.test(path)) found.push(path);
    }
  };
  walk(data);
  const path = found.sort().at(-1);
  if (!path) return null;
  try {
    const r = eventFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/** Opens the stream view's own socket (the page's path, with the key it was opened with), says hello, sends every kind of command; resolves with the refusals counted. */
function refusedOn(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // The page's own socket path: the LAN server's stream endpoint, with the key the page was opened with.
    const key = new URLSearchParams(location.search).get('key');
    const ws = new WebSocket(`ws://${location.host}/stream${key === null ? '' : `?key=${encodeURIComponent(key)}`}`);
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
}

/** Whether two boxes share any area. */
function overlap(a: Rect, b: Rect): boolean {
  return a.w > 0 && b.w > 0 && a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** Waits until `ok()` holds, checking every 50 ms; only a hang reaches the limit. */
async function until(ok: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + STATE_WAIT_MS;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('streamed game nights and events', () => {
  it(
    'ST-E1 the LAN server serves a read-only stream view; a stream view follows a 12-player round with colours for names, every command it sends is refused, and no scene text holds the room code',
    async () => {
      const served: Served = await startServe([
        '--streamer-safe',
        '--stream-colors',
        '--lan',
        '--lan-host',
        '127.0.0.1',
        '--lan-port',
        '0',
      ]);
      try {
        // LAN mode starts after the URL is printed: wait for its log line (the host's own log names the code).
        const streamLine = /LAN stream view for a streaming program: (http:\/\/\S+)/;
        await until(() => /room code [A-Z]{4}/.test(served.log()) && streamLine.test(served.log()), 'LAN mode started');
        const code = /room code ([A-Z]{4})/.exec(served.log())?.[1] ?? '';
        expect(code, 'the host log names the room code').toMatch(/^[A-Z]{4}$/);
        // The page a streaming machine adds as its browser source, served by the LAN server with its key.
        const lanStreamPage = streamLine.exec(served.log())?.[1] ?? '';
        expect(new URL(lanStreamPage).pathname).toBe('/stream');
        await served.clock.hold();
        const tv = await newPage(opened());
        await tv.goto(appUrl(served.url));
        await pastTitle(tv, 'lobby');
        await tv.waitForFunction(() => (window.ligrettoDebug?.describe() as LobbyDescription | null)?.lan.hidden === true);
        expect(await sceneText(tv)).not.toContain(code);
        // The phones' corner says why there is no code, on lines of their own clear of the seat count.
        const lobby = (await tv.evaluate(() => window.ligrettoDebug?.describe())) as LobbyDescription;
        expect(lobby.lan.lines.slice(0, 2)).toEqual(['Streamer safety on', 'Room code hidden']);
        expect(lobby.lan.lines.every((l) => l.trim() !== '')).toBe(true);
        expect(lobby.lan.card).toBe(false);
        expect(overlap(lobby.lan.textBox, lobby.countBox), 'the phones corner overlaps the seat count').toBe(false);
        await shot(tv, 'event-safe-lobby', { screen: 'lobby' });
        // A streaming machine's browser source from the LAN server: the renderer in its stream role, read-only.
        const lanStream = await newPage(opened());
        await lanStream.goto(appUrl(lanStreamPage));
        await lanStream.waitForFunction(
          () => window.ligrettoDebug?.snapshot()?.stage === 'lobby' && window.ligrettoDebug.screen() === 'lobby',
        );
        expect(await sceneText(lanStream)).not.toContain(code);
        const lanSeen = await lanStream.evaluate(() => window.ligrettoDebug?.snapshot()?.lan ?? null);
        expect(lanSeen?.state === 'on' ? lanSeen.roomCode : null, 'the stream view is told LAN mode is on, with no code').toBe('');
        expect(await refusedOn(lanStream)).toBe(6);
        expect(await tv.evaluate(() => window.ligrettoDebug?.snapshot()?.seats.every((seat) => seat.kind === 'open'))).toBe(true);
        await lanStream.close();
        // Attract mode closes the LAN server: the round is followed by a stream view of this machine's host.
        const stream = await newPage(opened());
        await stream.goto(appUrl(new URL('/?view=stream', served.url).href));
        await stream.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'lobby');
        expect(await sceneText(stream)).not.toContain(code);
        await tv.goto(appUrl(served.url, { demo: '12' }));
        await served.clock.holdOn(['scores']);
        await served.clock.run(SCALE);
        await stream.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'scores');
        expect((await stream.evaluate(() => window.ligrettoDebug?.snapshot()?.players.length)) ?? 0).toBe(12);
        await tv.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'scores');
        expect((await served.clock.state()).held).toBe(true);
        for (const page of [tv, stream]) expect(await sceneText(page)).not.toContain(code);
        // Names on stream: the TV shows the seats' names, the stream view their colours instead.
        const names = await tv.evaluate(() => {
          const s = window.ligrettoDebug?.snapshot();
          return s ? s.players.map((seat) => s.seats[seat]?.name ?? '') : [];
        });
        const tvTexts = (await sceneText(tv)).split('\n');
        const streamTexts = (await sceneText(stream)).split('\n');
        expect(
          names.filter((n) => tvTexts.some((t) => t.includes(n))),
          'the TV shows every name',
        ).toEqual(names);
        expect(
          streamTexts.filter((t) => names.some((n) => t.includes(n))),
          'the stream view shows no name',
        ).toEqual([]);
        // The first seat's colour by its English name (the first of PLAYER_COLORS).
        expect(streamTexts.some((t) => t.includes(PLAYER_COLORS[0].name))).toBe(true);
        await shot(stream, 'stream-table-scores', { screen: 'scores', stage: 'scores' });
        expect(await refusedOn(stream)).toBe(6);
        expect(await tv.evaluate(() => window.ligrettoDebug?.snapshot()?.stage)).toBe('scores');
        const board = await opened().newPage({ viewport: { width: 1920, height: 1080 } });
        await board.goto(appUrl(new URL('/?view=stream&layout=scoreboard&bg=chroma', served.url).href));
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
    'ST-E2 30 entrants, round robin at 12 seats, bots standing in: game after game to the final leaderboard, through a kill of the host mid-game and its restart',
    async () => {
      const t0 = Date.now();
      const dir = mkdtempSync(join(tmpdir(), 'ligretto-event-'));
      const list = join(dir, 'guests.txt');
      writeFileSync(list, Array.from({ length: ENTRANTS }, (_, i) => `Guest ${i + 1}`).join('\n'));
      const data = mkdtempSync(join(tmpdir(), 'ligretto-event-data-'));
      const watched: Watched = { page: null, served: null };
      await reportingHangs(watched, async () => {
        // 2 games each: 60 seats, 5 full tables; 1 round per game (the event's own setting, not the lobby's target).
        const first = await startServe(['--event', list, '--event-games', String(GAMES_EACH), '--event-rounds', '1'], { data });
        const tables: string[][] = [];
        try {
          const tv = await newPage(opened());
          Object.assign(watched, { page: tv, served: first });
          await tv.goto(appUrl(first.url));
          await pastTitle(tv, 'event');
          const seen = await eventScreen(tv);
          expect(seen.table, 'every seat of the first table is an entrant with a bot standing in').toHaveLength(SEATS);
          expect(seen.table.every((n) => n.endsWith(' (bot)'))).toBe(true);
          expect(seen.rows).toHaveLength(SEATS);
          await shot(tv, 'event-next-table', { screen: 'event', stage: 'lobby' });
          await first.clock.run(EVENT_SCALE);
          for (let game = 1; game <= 2; game++) tables.push(await playGame(tv, game));
          // Game 3 is under way when the host is killed: the event file on disk holds the two games played.
          await first.clock.holdOn(['playing']);
          tables.push(await startGame(tv, 3));
          await tv.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing');
          expect((await first.clock.state()).held, 'the clock holds game 3 where the test kills its host').toBe(true);
          await until(() => savedEvent(data)?.log.filter((e) => e.kind === 'game').length === 2, 'two games saved');
          first.child.kill('SIGKILL');
          await first.stop();
          // The host process itself is gone (not just a wrapper): its address no longer answers.
          await expect(fetch(first.url)).rejects.toThrow();
          await tv.close();
          console.log(`event: 2 games and the start of a third in ${Date.now() - t0} ms, then the host was killed`);
        } finally {
          await first.stop();
        }
        const second = await startServe(['--event', 'resume'], { data });
        try {
          const tv = await newPage(opened());
          Object.assign(watched, { page: tv, served: second });
          await tv.goto(appUrl(second.url));
          await pastTitle(tv, 'event');
          const resumed = await tv.evaluate(() => window.ligrettoDebug?.snapshot()?.event ?? null);
          expect(resumed?.games, 'the killed game is not counted').toBe(2);
          expect(resumed?.table, 'the killed game is seated again').toEqual(tables[2]);
          await second.clock.run(EVENT_SCALE);
          for (let game = 3; game <= GAMES; game++) await playGame(tv, game);
          await tv.waitForFunction(() => window.ligrettoDebug?.snapshot()?.event?.finished === true);
          const final = await eventScreen(tv);
          expect(final.finished).toBe(true);
          expect(final.title).toBe('Final leaderboard');
          const shown = (await tv.evaluate(() => window.ligrettoDebug?.snapshot()?.event ?? null)) ?? null;
          // The host shows a result only once it is saved: the file holds every game shown.
          await until(() => savedEvent(data)?.log.filter((e) => e.kind === 'game').length === GAMES, 'every game saved');
          const file = savedEvent(data);
          if (!shown || !file) throw new Error('no event shown or saved');
          // Every entrant played the same number of games, and each one's points are the points of their places.
          expect(shown.games).toBe(GAMES);
          expect(shown.leaderboard).toHaveLength(ENTRANTS);
          expect(shown.leaderboard.every((row) => row.games === GAMES_EACH)).toBe(true);
          const earned = new Map<string, number>();
          for (const entry of file.log) {
            if (entry.kind !== 'game') continue;
            entry.table.forEach((e, i) => {
              const name = file.config.entrants[e] ?? '';
              earned.set(name, (earned.get(name) ?? 0) + (file.config.points[(entry.places[i] ?? 0) - 1] ?? 0));
            });
          }
          expect(Object.fromEntries(shown.leaderboard.map((r) => [r.name, r.points]))).toEqual(Object.fromEntries(earned));
          expect(shown.leaderboard.reduce((n, r) => n + r.wins, 0)).toBeGreaterThanOrEqual(GAMES);
          expect(final.rows.length).toBeGreaterThan(0);
          await shot(tv, 'event-final-leaderboard', { screen: 'event', stage: 'lobby' });
          console.log(`event: ${GAMES} games to the final leaderboard, through a kill and a resume, in ${Date.now() - t0} ms`);
        } finally {
          await second.stop();
        }
      });
    },
    BROWSER_TEST_MS,
  );
});
