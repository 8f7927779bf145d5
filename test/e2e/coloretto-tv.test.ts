/**
 * Coloretto's table on the TV at 4 players (issue 31), in headless Chromium: the collection chips drawn equal the
 * snapshot's collections after a few rounds, and a refused move names its seat in a toast that covers no row label
 * and no panel. Pictures of the table with full collections and of the refusal.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isColorettoState } from '@shared/games/contracts';
import { CARD_KINDS, type Collection } from '@shared/games/coloretto/cards';
import type { ColorettoState } from '@shared/games/coloretto/state';
import type { Snapshot } from '@shared/protocol';
import type { ColorettoTableDescription } from '@renderer/games/coloretto/table';
import { overlaps } from '@renderer/games/coloretto/layout/coloretto-layout';
import { hostAndBrowser, SCREENSHOT_DIR } from './harness';
import { padSeatedInLobby, pickGame } from './lobby-steps';
import { BTN, focusLobbyLine, padsIdle, snapshotOf, tapPad } from './players';
import {
  BROWSER_TEST_MS,
  drawnAt,
  drawnSince,
  FULL_SHOTS,
  newPage,
  PLAY_DENSITY,
  PLAY_VIEWPORT,
  reportingHangs,
  screenIs,
  shot,
  SHOT_VIEWPORT,
} from './waits';

/** Game time per held step while the bots (and the timer, for the pad's seat) play. */
const STEP_MS = 4000;
/** Kinds of card every seat holds before the picture. */
const KINDS_WANTED = 3;

function coloretto(snap: Snapshot | null): ColorettoState | null {
  return snap?.state && isColorettoState(snap.state) ? snap.state : null;
}

function table(page: Page): Promise<ColorettoTableDescription> {
  return page.evaluate(() => window.ligrettoDebug?.table() as ColorettoTableDescription);
}

async function tap(page: Page, button: number): Promise<void> {
  await tapPad(page, 0, button);
  await padsIdle(page);
}

const kinds = (c: Collection): number => CARD_KINDS.filter((k) => c[k] > 0).length;

const rig = hostAndBrowser();

describe("Coloretto's table on the TV at 4 players (browser mode)", () => {
  it(
    'draws every collection as chips equal to the snapshot and names the seat of a refused move in its own strip',
    async () => {
      const page = await newPage(rig.browser);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const served = rig.served;
      await reportingHangs({ page, served }, async () => {
        await padSeatedInLobby(page, served.url);
        await pickGame(page, 'coloretto');
        await focusLobbyLine(page, 'add-bot', BTN.up);
        for (let i = 0; i < 2; i++) await tap(page, BTN.right);
        for (let b = 1; b < 4; b++) await tapPad(page, 0, BTN.a);
        await padsIdle(page);
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.seats.filter((s) => s.kind !== 'open').length === 4);
        await focusLobbyLine(page, 'start', BTN.up);
        await served.clock.holdOn(['playing']);
        await served.clock.run(100);
        await tap(page, BTN.a);
        await screenIs(page, 'table');
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing');

        // The held clock steps on (the bots play, the pad's turns time out and are played for it) until every seat
        // holds a few kinds of card, and the pad's seat is not on turn.
        const pad = (await snapshotOf(page))?.players.indexOf(0) ?? -1;
        for (let step = 0; ; step++) {
          const game = coloretto(await snapshotOf(page));
          if (!game || game.phase !== 'playing') throw new Error('the game left play early');
          if (game.collections.every((c) => kinds(c) >= KINDS_WANTED) && game.turn !== pad && game.turn !== null) break;
          if (step > 400) throw new Error('the collections never grew');
          const next = await served.clock.advance(STEP_MS);
          await page.waitForFunction((r) => (window.ligrettoDebug?.snapshot()?.rev ?? 0) >= r, next.rev);
        }
        const snap = await snapshotOf(page);
        const game = coloretto(snap);
        const shown = await table(page);
        expect(shown.panels.map((p) => p.chips)).toEqual(
          game?.collections.map((c) => CARD_KINDS.filter((k) => c[k] > 0).map((kind) => ({ kind, count: c[kind] }))),
        );
        await shot(page, 'coloretto-4p-chips', { screen: 'table', stage: 'playing' });

        // Off its turn the pad takes a row: refused. The toast names its seat, in the strip under the rows. For the
        // 1080p picture the page is laid out at 1080p first (a toast lasts 2 s: no relayout between it and the picture).
        const cdp = FULL_SHOTS ? await page.context().newCDPSession(page) : null;
        if (cdp) {
          await cdp.send('Emulation.setDeviceMetricsOverride', { ...SHOT_VIEWPORT, deviceScaleFactor: 1, mobile: false });
          await drawnAt(page, SHOT_VIEWPORT, 1);
        }
        const rev = snap?.rev ?? 0;
        const before = (await table(page)).toast;
        await tap(page, BTN.y);
        await page.waitForFunction(
          (b) => (window.ligrettoDebug?.table() as { toast: { text: string } | null }).toast?.text !== b,
          before?.text ?? null,
        );
        const refused = await table(page);
        if (cdp) {
          await drawnSince(page);
          const { data } = await cdp.send('Page.captureScreenshot', { format: 'png' });
          writeFileSync(join(SCREENSHOT_DIR, 'coloretto-4p-refused.png'), Buffer.from(data, 'base64'));
          await cdp.send('Emulation.setDeviceMetricsOverride', { ...PLAY_VIEWPORT, deviceScaleFactor: PLAY_DENSITY, mobile: false });
          await drawnAt(page, PLAY_VIEWPORT, PLAY_DENSITY);
          await cdp.detach();
        } else await shot(page, 'coloretto-4p-refused', { screen: 'table', stage: 'playing' });
        const name = snap?.seats[0]?.name ?? '?';
        expect(refused.toast?.text.startsWith(`${name}: `), refused.toast?.text).toBe(true);
        expect((await snapshotOf(page))?.rev).toBe(rev);
        // The toast sits in the layout's strip: clear of every row (its label included) and every panel.
        const bounds = refused.toast?.bounds;
        expect(bounds).toBeDefined();
        expect(refused.layout).not.toBeNull();
        for (const box of [...(refused.layout?.rows ?? []), ...(refused.layout?.panels ?? [])])
          expect(overlaps(bounds ?? box, box), `${JSON.stringify(bounds)} over ${JSON.stringify(box)}`).toBe(false);
      });
      expect(errors).toEqual([]);
      await page.close();
    },
    BROWSER_TEST_MS,
  );
});
