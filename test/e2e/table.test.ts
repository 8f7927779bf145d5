import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cardLabel, cardOwner } from '@shared/games/ligretto/cards';
import type { Snapshot } from '@shared/protocol';
import { distinctColours, launchChromium, SCREENSHOT_DIR, startServe, type Served } from './harness';
import { BTN, connectPad, padsIdle, playOnce, snapshotOf, tapPad, type Controller } from './players';

const PAD_IDS = [
  'Xbox 360 Controller (XInput STANDARD GAMEPAD)',
  'DualSense Wireless Controller (STANDARD GAMEPAD Vendor: 054c Product: 0ce6)',
  'Pro Controller (STANDARD GAMEPAD Vendor: 057e Product: 2009)',
  'Xbox Wireless Controller (STANDARD GAMEPAD Vendor: 045e Product: 0b13)',
];

/** Software WebGL is fill-bound: the rounds play at 1280x720 and every screenshot is taken at 1920x1080. */
const PLAY_VIEWPORT = { width: 1280, height: 720 };

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.waitForTimeout(250);
  const png = await page.screenshot();
  await page.setViewportSize(PLAY_VIEWPORT);
  writeFileSync(join(SCREENSHOT_DIR, `${name}.png`), png);
  expect(await distinctColours(page, png), `${name}.png is blank`).toBeGreaterThan(40);
}

/** The table as drawn must equal the snapshot it was drawn from (read in the same page turn). */
async function expectTableMatchesSnapshot(page: Page): Promise<Snapshot> {
  const { snap, table } = await page.evaluate(() => ({
    snap: window.ligrettoDebug?.snapshot() ?? null,
    table: window.ligrettoDebug?.table() ?? null,
  }));
  const game = snap?.state;
  if (!snap || !game || !table) throw new Error('no table on show');
  expect(table.areas).toHaveLength(game.players.length);
  game.players.forEach((p, i) => {
    const area = table.areas[i];
    const top = (cards: readonly number[]): string | null => (cards.length ? cardLabel(cards[cards.length - 1] as number) : null);
    expect(area?.name).toBe(snap.seats[snap.players[i] ?? -1]?.name);
    expect(area?.stackCount).toBe(p.stack.length);
    expect(area?.stackTop).toBe(top(p.stack));
    expect(area?.row).toEqual(p.row.map(top));
    expect(area?.wasteTop).toBe(top(p.waste));
    expect(area?.handCount).toBe(p.hand.length);
    const centre = game.piles.reduce((n, pile) => n + pile.cards.filter((c) => cardOwner(c) === i).length, 0);
    expect(area?.score).toBe(`${game.match.totals[i]}  ▲${centre}`);
  });
  expect(table.centre.cards).toBe(game.piles.reduce((n, p) => n + p.cards.length, 0));
  return snap;
}

async function waitStage(
  page: Page,
  stages: readonly string[],
  people: readonly { controller: Controller; seat: number }[],
  limitMs: number,
): Promise<Snapshot> {
  const end = Date.now() + limitMs;
  for (;;) {
    const snap = await snapshotOf(page);
    if (snap && stages.includes(snap.stage)) return snap;
    if (Date.now() > end) throw new Error(`stage ${snap?.stage} never became ${stages.join('/')}`);
    if ((await playOnce(page, people)) === 0) await page.waitForTimeout(40);
  }
}

describe('the table in headless Chromium (browser mode)', () => {
  let served: Served;
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  beforeEach(async () => {
    served = await startServe();
  });

  afterEach(async () => {
    await served?.stop();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const [players, pads] of [
    [2, 1],
    [4, 2],
    [12, 4],
  ] as const) {
    it(`fills the lobby with ${pads} scripted pads and bots, plays a full ${players}-player round to the standings, drawing the snapshot`, async () => {
      const page = await browser.newPage({ viewport: PLAY_VIEWPORT });
      const t0 = Date.now();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${served.url}?pads=scripted`);
      await page.waitForFunction(() => document.body.dataset.bridge === 'ready' && window.ligrettoDebug?.screen() === 'title');
      await connectPad(page, 0, PAD_IDS[0] ?? '');
      await tapPad(page, 0, BTN.a);
      await page.waitForFunction(() => window.ligrettoDebug?.screen() === 'lobby');
      await page.waitForTimeout(700);
      const people: { controller: Controller; seat: number }[] = [];
      for (let i = 0; i < pads; i++) {
        if (i > 0) await connectPad(page, i, PAD_IDS[i] ?? '');
        await tapPad(page, i, BTN.a);
        await page.waitForFunction(
          (n) => (window.ligrettoDebug?.snapshot()?.seats.filter((s) => s.kind === 'person').length ?? 0) === n,
          i + 1,
        );
        await page.waitForTimeout(650);
        people.push({ controller: { kind: 'pad', index: i }, seat: i });
      }
      await tapPad(page, 0, BTN.down);
      const level = players === 12 ? 'casual' : players === 4 ? 'skilled' : 'expert';
      if (level !== 'casual') await tapPad(page, 0, BTN.right);
      if (level === 'expert') await tapPad(page, 0, BTN.right);
      for (let b = pads; b < players; b++) await tapPad(page, 0, BTN.a);
      await padsIdle(page);
      await page.waitForFunction(
        (n) => (window.ligrettoDebug?.snapshot()?.seats.filter((s) => s.kind !== 'open').length ?? 0) === n,
        players,
      );
      const lobby = await snapshotOf(page);
      expect(lobby?.seats.filter((s) => s.kind === 'bot').every((s) => s.botLevel === level)).toBe(true);
      if (players === 12) await shot(page, 'lobby-12');
      await tapPad(page, 0, BTN.up);
      await tapPad(page, 0, BTN.a);
      await page.waitForFunction(() => window.ligrettoDebug?.screen() === 'table');
      console.log(`${players}p: lobby filled, match started after ${Date.now() - t0} ms`);
      await waitStage(page, ['playing'], people, 15_000);
      const until = Date.now() + 60_000;
      while ((await page.evaluate(() => window.ligrettoDebug?.table().centre.cards ?? 0)) < 5) {
        if (Date.now() > until) throw new Error('fewer than 5 cards reached the centre');
        await playOnce(page, people);
      }
      await shot(page, `table-${players}`);
      expect(await page.evaluate(() => window.ligrettoDebug?.snapshot()?.stage)).toBe('playing');
      await expectTableMatchesSnapshot(page);
      for (let k = 0; k < 6; k++) await playOnce(page, people);
      await expectTableMatchesSnapshot(page);
      console.log(`${players}p: mid-round checks done after ${Date.now() - t0} ms`);
      const scored = await waitStage(page, ['stopped', 'scores'], people, 120_000);
      expect(scored.state?.phase).toBe('round-over');
      console.log(`${players}p: round over after ${Date.now() - t0} ms`);
      await page.waitForFunction(() => window.ligrettoDebug?.screen() === 'scores', undefined, { timeout: 30_000 });
      await page.waitForFunction(() => (window.ligrettoDebug?.describe() as { settled?: boolean } | null)?.settled === true, undefined, {
        timeout: 30_000,
      });
      const { scores, snap } = await page.evaluate(() => ({
        scores: window.ligrettoDebug?.describe() as { lines: { name: string; text: string }[] },
        snap: window.ligrettoDebug?.snapshot() ?? null,
      }));
      expect(snap?.stage).toBe('scores');
      expect(scores.lines).toHaveLength(players);
      snap?.state?.scores?.forEach((s, i) => {
        const parts = scores.lines[i]?.text.replaceAll('\u2212', '-').split(' | ') ?? [];
        expect(parts.at(-1)).toBe(String(snap.state?.match.totals[i]));
        expect(parts).toContain(`+${s.centre} centre`);
        expect(parts).toContain(`-${2 * s.stackLeft} stack`);
      });
      if (players !== 2) await shot(page, `scores-${players}`);
      await tapPad(page, 0, BTN.a);
      await page.waitForFunction(() => window.ligrettoDebug?.screen() === 'standings', undefined, { timeout: 30_000 });
      await page.waitForTimeout(400);
      if (players !== 2) await shot(page, `standings-${players}`);
      expect(errors).toEqual([]);
      await page.close();
    }, 240_000);
  }
});
