/**
 * Remote players end to end: a relay process on loopback, a host started with `serve --relay ws://127.0.0.1:PORT --lan
 * --lan-host 127.0.0.1`, three phones in headless Chromium that open the relay's landing page, type the room code and
 * join, one phone over the LAN and two bots. A Ligretto round, a Dice round and a Coloretto game reach the scores on the
 * host's held test clock: in each the remote phones' own presses reach the engine while game time stands still (several
 * flips in Ligretto, a place and a reroll in Dice, a draw and a place on a remote phone's own Coloretto turn, each seen
 * in the engine's state for that seat), then stand-in bots play the people's seats on to the scores. When the relay process is killed and started again, every phone comes
 * back to its own seat by itself; with the room locked from the TV a new phone is refused, and a phone kicked from the TV
 * cannot come back.
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
  served = await startServe(['--relay', `ws://127.0.0.1:${relayPort}`, '--lan', '--lan-host', '127.0.0.1', '--lan-port', '0']);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await served?.stop();
  await relay?.stop();
});

type Tv = Awaited<ReturnType<typeof tvSocket>>;

/** The game state of a snapshot, as plain data for the checks below. */
type Loose = Record<string, unknown> & { readonly players?: readonly Record<string, unknown>[] };
const stateOf = (s: Snapshot<unknown>): Loose => (s.state ?? {}) as Loose;

/** Opens the relay's landing page, types the code, joins with `name` and waits for the seat. */
async function joinFromRelay(browser: Browser, code: string, name: string): Promise<Page> {
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
  return phone;
}

/** Clicks a phone pad's button (no pointer: no press animation to wait for) once it is drawn and live. */
async function press(phone: Page, selector: string): Promise<void> {
  await phone.waitForSelector(`${selector}:not([disabled])`, { timeout: STATE_WAIT_MS });
  await phone.evaluate((sel) => document.querySelector<HTMLButtonElement>(sel)?.click(), selector);
}

/**
 * Plays `game` from the lobby to its scores on the held test clock: the match starts, `act` runs once play is on (the
 * clock still held, so what changes is the people's doing), then game time is stepped until the scores show. Back to
 * the lobby after.
 */
async function playToScores(host: Served, tv: Tv, game: string, act: (s: Snapshot<unknown>) => Promise<void>): Promise<Snapshot<unknown>> {
  tv.send({ t: 'lobby', cmd: { op: 'set-game', game } });
  await tv.until((s) => s.game === game);
  await host.clock.hold();
  await host.clock.holdOn(['playing']);
  tv.send({ t: 'control', op: 'start-match' });
  await tv.until((s) => s.stage === 'countdown');
  let stage = (await host.clock.advance(10_000)).stage;
  expect(stage).toBe('playing');
  const playing = await tv.until((s) => s.stage === 'playing');
  await act(playing);
  // The people's own presses are proven; stand-in bots play their seats on to the end (idle people would hold a
  // Ligretto round up for ever): the TV says each phone is lost, and the lobby's lost-controller choice is a bot.
  for (const seat of playing.players) {
    const input = playing.seats[seat]?.input;
    if (playing.seats[seat]?.kind === 'person' && input) tv.send({ t: 'device', change: { op: 'lost', input } });
  }
  await tv.until((s) => s.frozen.length === 4);
  await host.clock.holdOn(['scores']);
  for (let i = 0; i < 2_000 && stage !== 'scores'; i++) stage = (await host.clock.advance(5_000)).stage;
  expect(stage).toBe('scores');
  const scores = await tv.until((s) => s.stage === 'scores');
  tv.send({ t: 'control', op: 'end-match' });
  await tv.until((s) => s.stage === 'lobby');
  return scores;
}

describe('remote players through the relay (browser)', () => {
  it(
    'three relay phones, a LAN phone and bots play a Ligretto round, a Dice round and a Coloretto game to the scores; the phones keep their seats across a relay restart; lock refuses a new phone; a kicked phone cannot come back',
    async () => {
      if (!served || !browser) throw new Error('not started');
      const code = await roomCode(served);
      const names = ['Ada', 'Bo', 'Cy'];
      const phones: Page[] = [];
      for (const name of names) phones.push(await joinFromRelay(browser, code, name));
      const tv = await tvSocket(served.url);

      // One phone over the LAN (the TV's own link) and two bots.
      const lan = (await tv.until((s) => s.lan?.state === 'on')).lan;
      if (lan?.state !== 'on') throw new Error('LAN mode is not on');
      const lanPhone = await (
        await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
      ).newPage();
      await lanPhone.goto(lan.url);
      await lanPhone.fill('#join-name', 'Lan');
      await lanPhone.tap('#join button[type="submit"]');
      await lanPhone.waitForSelector('[data-screen="wait"]', { timeout: STATE_WAIT_MS });
      tv.send({ t: 'lobby', cmd: { op: 'add-bot', level: 'skilled' } });
      tv.send({ t: 'lobby', cmd: { op: 'add-bot', level: 'skilled' } });
      const lobby = await tv.until((s) => s.seats.filter((seat) => seat.kind !== 'open').length === 6);
      const seatOf = (name: string): number => lobby.seats.findIndex((seat) => seat.name === name);
      expect(lobby.seats.filter((seat) => seat.kind === 'person').map((seat) => seat.input?.kind)).toEqual([
        'phone',
        'phone',
        'phone',
        'phone',
      ]);
      tv.send({ t: 'lobby', cmd: { op: 'set-options', options: { turnSeconds: 5, lostController: 'bot' } } });

      // Ligretto: Bo flips three times and Ada once from their relay pages; the engine sees each press while the clock
      // stands still (their own waste piles grow, nobody else's hand moves them).
      const wasteOf = (now: Snapshot<unknown>, player: number): number =>
        (stateOf(now).players?.[player]?.['waste'] as unknown[] | undefined)?.length ?? 0;
      const ligrettoEnd = await playToScores(served, tv, 'ligretto', async (s) => {
        for (const [name, times] of [
          ['Bo', 3],
          ['Ada', 1],
        ] as const) {
          const player = s.players.indexOf(seatOf(name));
          for (let i = 0; i < times; i++) {
            const before = wasteOf(await tv.until(() => true), player);
            await press(phones[names.indexOf(name)] as Page, '#btn-flip');
            await tv.until((now) => wasteOf(now, player) > before);
          }
        }
      });
      expect(ligrettoEnd.players).toHaveLength(6);

      // Dice: Cy places a die that fits (the board's field names Cy's player), then rerolls the rest, from the relay page.
      const placedBy = (now: Snapshot<unknown>, player: number): number =>
        ((stateOf(now)['board'] as number[][][] | undefined) ?? []).flat(2).filter((p) => p === player).length;
      await playToScores(served, tv, 'dice', async (s) => {
        const cy = s.players.indexOf(seatOf('Cy'));
        const cyPhone = phones[2] as Page;
        await cyPhone.waitForSelector('#dice button.die', { timeout: STATE_WAIT_MS });
        if ((await cyPhone.$('#dice button.die.fits')) !== null) {
          await press(cyPhone, '#dice button.die.fits');
          await tv.until((now) => placedBy(now, cy) > 0);
        }
        await press(cyPhone, '#btn-reroll');
        await tv.until((now) => ((stateOf(now)['rerolls'] as number[] | undefined)?.[cy] ?? 0) > 0);
      });

      // Coloretto: the table plays on (people's turns time out) until a relay phone is on turn; it draws itself.
      await playToScores(served, tv, 'coloretto', async (s) => {
        const remote = names.map((name) => s.players.indexOf(seatOf(name)));
        let now = s;
        for (let i = 0; i < 200 && !remote.includes(stateOf(now)['turn'] as number); i++) {
          const step = await served?.clock.advance(1_000);
          now = await tv.until((x) => x.rev >= (step?.rev ?? 0));
        }
        const turn = stateOf(now)['turn'] as number;
        const phone = phones[remote.indexOf(turn)] as Page;
        await press(phone, '#btn-draw');
        await tv.until((x) => stateOf(x)['drawn'] !== null && stateOf(x)['turn'] === turn);
        // Then it places the drawn card on a row its pad offers: the row holds one card more and the turn moves on.
        const cards = (x: Snapshot<unknown>): number =>
          ((stateOf(x)['rows'] as { cards: unknown[] }[] | undefined) ?? []).reduce((n, r) => n + r.cards.length, 0);
        const before = cards(await tv.until(() => true));
        await press(phone, '.c-place:not([disabled])');
        await tv.until((x) => stateOf(x)['drawn'] === null && cards(x) === before + 1);
      });
      await served.clock.run();

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
      expect((await tv.until(() => true)).seats.map((seat) => seat.name)).toEqual(lobby.seats.map((seat) => seat.name));

      // The TV locks the room: a new phone is refused on the join form; then it kicks Ada, who cannot come back.
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
