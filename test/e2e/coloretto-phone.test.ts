/**
 * Coloretto's phone page in headless Chromium at 390×844 (issue 31): the pad draws the seat's view (the rows as cards
 * to tap, the drawn card big, the collection with its score, the turn in words), a tap on a row places or takes it,
 * and the header names the Coloretto round. Screenshots on the seat's turn and off it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { colorettoStateSchema, type ColorettoState } from '@shared/games/coloretto/state';
import { bestChoice } from '@shared/games/coloretto/scoring';
import { realClock } from '@main/session/clock';
import { TestClock } from '@main/session/test-clock';
import { startLanRig, waitFor, type LanRig } from '../main/lan/lan-harness';
import './global-build';
import { launchChromium } from './harness';
import { STATE_WAIT_MS } from './waits';

const SHOTS = 'screenshots';
const PORTRAIT = { width: 390, height: 844 };

let browser: Browser;
let rig: LanRig;
/** The session's clock: held whenever the phone's seat is on turn, so the bots wait while the test looks. */
const clock = new TestClock(realClock);

beforeAll(async () => {
  const buildError = inject('buildError');
  if (buildError) throw new Error(buildError);
  rig = await startLanRig({ phoneDir: join('out', 'phone'), clock });
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await rig?.close();
});

function game(): ColorettoState {
  return colorettoStateSchema.parse(rig.session.snapshot().state);
}

/** Ana's engine player (she joined first, seat 0). */
function ana(): number {
  return rig.session.snapshot().players.indexOf(0);
}

/** Runs the clock (the bots play) until it is Ana's turn, then holds it there. */
async function untilAnasTurn(): Promise<void> {
  const stop = rig.session.observe(() => {
    const s = colorettoStateSchema.safeParse(rig.session.snapshot().state);
    if (s.success && s.data.phase === 'playing' && s.data.turn === ana() && s.data.drawn === null) clock.hold();
  });
  clock.run(20);
  await waitFor(() => game().phase === 'playing' && game().turn === ana() && game().drawn === null, "Ana's turn");
  clock.hold();
  stop();
}

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  writeFileSync(join(SHOTS, `${name}.png`), await page.screenshot());
}

/** The pad as the page shows it: the turn line, the header, each row's cards and action, the chips and the score. */
function padOnPage(page: Page) {
  return page.evaluate(() => {
    const text = (sel: string): string => document.querySelector(sel)?.textContent ?? '';
    return {
      turn: text('.c-turn'),
      banner: text('#banner'),
      drawDisabled: document.querySelector<HTMLButtonElement>('#btn-draw')?.disabled ?? null,
      drawHidden: document.querySelector<HTMLButtonElement>('#btn-draw')?.hidden ?? null,
      drawn: document.querySelector('.c-drawn:not([hidden]) .ccard.big')?.getAttribute('aria-label') ?? null,
      rows: [...document.querySelectorAll<HTMLButtonElement>('.c-row')].map((b) => ({
        action: b.dataset['action'],
        disabled: b.disabled,
        cards: [...b.querySelectorAll('.ccard:not(.empty)')].map((c) => c.className.replace(/.*k-/, '')),
        height: b.getBoundingClientRect().height,
      })),
      chips: [...document.querySelectorAll('.c-chip')].map((c) => c.className),
      score: text('.c-score'),
      drawHeight: document.querySelector('#btn-draw')?.getBoundingClientRect().height ?? 0,
    };
  });
}

describe("Coloretto's phone page", () => {
  it('draws the rows as cards to tap, the drawn card big, the turn in words and the score; a tap places and takes', async () => {
    rig.control({ t: 'lobby', cmd: { op: 'set-game', game: 'coloretto' } });
    rig.control({ t: 'lobby', cmd: { op: 'set-options', options: { turnSeconds: 45 } } });
    const context = await browser.newContext({ viewport: PORTRAIT, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    context.setDefaultTimeout(STATE_WAIT_MS);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => void problems.push(e.message));
    await page.goto(`http://127.0.0.1:${rig.port}/?room=${rig.server.roomCode}`);
    await page.fill('#join-name', 'Ana');
    await page.tap('button[type="submit"]');
    await page.waitForSelector('[data-screen="wait"]');
    for (let i = 0; i < 3; i++) rig.control({ t: 'lobby', cmd: { op: 'add-bot', level: 'relaxed' } });
    clock.hold();
    rig.control({ t: 'control', op: 'start-match' });
    await untilAnasTurn();
    await page.waitForSelector('[data-screen="pad"][data-stage="playing"] .c-status.mine');

    // Her turn: the big line says what to do, the draw button is live and tall, each row says a tap takes it.
    let g = game();
    let seen = await padOnPage(page);
    expect(seen.turn).toBe('Your turn: draw or take a row');
    expect(seen.banner).toMatch(/^Round 1 · \d+ cards left$/);
    expect(seen.drawDisabled).toBe(false);
    expect(seen.drawHeight).toBeGreaterThanOrEqual(48);
    expect(seen.rows).toHaveLength(g.rows.length);
    seen.rows.forEach((row, i) => {
      expect(row.cards).toEqual(g.rows[i]?.cards);
      expect(row.action).toBe((g.rows[i]?.cards.length ?? 0) > 0 ? 'take' : 'none');
      expect(row.height).toBeGreaterThanOrEqual(48);
    });
    expect(seen.score).toBe(`Score ${bestChoice(g.collections[ana()] ?? g.collections[0]!).total}`);
    await shot(page, 'coloretto-phone-turn');

    // She draws: the card shows big, every row with room says a tap places it there.
    await page.tap('#btn-draw');
    await waitFor(() => game().drawn !== null, 'the draw to reach the session');
    await page.waitForSelector('.c-drawn:not([hidden]) .ccard.big');
    g = game();
    seen = await padOnPage(page);
    expect(seen.turn).toBe('Place your card on a row');
    expect(seen.drawHidden).toBe(true);
    expect(seen.drawn).not.toBeNull();
    expect(seen.rows.map((r) => r.action)).toEqual(g.rows.map((r) => (!r.taken && r.cards.length < 3 ? 'place' : 'none')));
    await shot(page, 'coloretto-phone-drawn');
    const placed = g.rows.findIndex((r) => !r.taken && r.cards.length < 3);
    const before = g.rows[placed]?.cards.length ?? 0;
    await page.tap(`#btn-row-${placed}`);
    await waitFor(() => (game().rows[placed]?.cards.length ?? 0) === before + 1, 'the placed card to reach the session');

    // Off her turn: whose turn it is, no live button.
    await page.waitForFunction(() => !document.querySelector('.c-status')?.classList.contains('mine'));
    seen = await padOnPage(page);
    const onTurn = rig.session.snapshot().seats[rig.session.snapshot().players[game().turn ?? -1] ?? -1]?.name ?? '?';
    expect(seen.turn).toBe(`${onTurn}’s turn`);
    expect(seen.drawDisabled).toBe(true);
    expect(seen.rows.every((r) => r.disabled)).toBe(true);

    // Her next turn: she takes the fullest row, the chips and the score follow her collection, she sits out.
    await untilAnasTurn();
    g = game();
    const take = g.rows.reduce((best, r, i) => (!r.taken && r.cards.length > (g.rows[best]?.cards.length ?? -1) ? i : best), 0);
    await page.waitForSelector(`#btn-row-${take}[data-action="take"]`);
    await page.tap(`#btn-row-${take}`);
    await waitFor(() => game().rows[take]?.taken === true || game().round > g.round, 'the take to reach the session');
    clock.hold();
    const mine = game().collections[ana()];
    const kinds = Object.entries(mine ?? {}).filter(([, n]) => n > 0).length;
    await page.waitForFunction((n) => document.querySelectorAll('.c-chip').length === n, kinds);
    seen = await padOnPage(page);
    expect(seen.score).toBe(`Score ${bestChoice(mine!).total}`);
    await shot(page, 'coloretto-phone-waiting');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows twelve rows in two columns at 12 players, every one a tall enough target, none scrolled off', async () => {
    clock.run();
    rig.control({ t: 'control', op: 'end-match' });
    await waitFor(() => rig.session.snapshot().stage === 'lobby', 'the lobby');
    rig.session.snapshot().seats.forEach((seat, i) => {
      if (seat.kind === 'bot') rig.control({ t: 'lobby', cmd: { op: 'remove-bot', seat: i } });
      else if (seat.kind === 'person') rig.control({ t: 'lobby', cmd: { op: 'leave', seat: i } });
    });
    await waitFor(() => rig.session.snapshot().seats.every((seat) => seat.kind === 'open'), 'the lobby to clear');
    rig.control({ t: 'lobby', cmd: { op: 'set-game', game: 'coloretto' } });
    const context = await browser.newContext({ viewport: PORTRAIT, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    context.setDefaultTimeout(STATE_WAIT_MS);
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${rig.port}/?room=${rig.server.roomCode}`);
    await page.fill('#join-name', 'Ana');
    await page.tap('button[type="submit"]');
    await page.waitForSelector('[data-screen="wait"]');
    for (let i = 0; i < 11; i++) rig.control({ t: 'lobby', cmd: { op: 'add-bot', level: 'relaxed' } });
    await waitFor(() => rig.session.snapshot().seats.filter((seat) => seat.kind !== 'open').length === 12, 'twelve seats');
    clock.hold();
    rig.control({ t: 'control', op: 'start-match' });
    await untilAnasTurn();
    await page.waitForSelector('[data-screen="pad"][data-stage="playing"] .c-rows.many .c-row');
    const rows = await page.evaluate(() => {
      const box = document.querySelector('.c-rows');
      return {
        scrolls: box ? box.scrollHeight > box.clientHeight + 1 : true,
        heights: [...document.querySelectorAll('.c-row')].map((b) => b.getBoundingClientRect().height),
      };
    });
    await shot(page, 'coloretto-phone-12p');
    expect(rows.heights).toHaveLength(12);
    for (const h of rows.heights) expect(h).toBeGreaterThanOrEqual(48);
    expect(rows.scrolls).toBe(false);
    await context.close();
  });
});
