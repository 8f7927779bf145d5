import { describe, expect, it } from 'vitest';
import { cardOwner } from '@shared/games/ligretto/cards';
import { ligretto } from '../support/ligretto';
import { hostAndBrowser } from './harness';
import { BTN, connectPad, seatedAtOnce, padsIdle, playOnce, press, snapshotOf, startPlay, tapPad, type Controller } from './players';
import { appUrl, BROWSER_TEST_MS, lobbyTakesPresses, newPage, reportingHangs, screenIs, shot, type Watched } from './waits';

/** Game time runs this many times faster than real time (the countdown; people play at their own pace). */
const SCALE = 10;

const PADS = [
  'Xbox 360 Controller (XInput STANDARD GAMEPAD)',
  'DualSense Wireless Controller (STANDARD GAMEPAD Vendor: 054c Product: 0ce6)',
  'Pro Controller (STANDARD GAMEPAD Vendor: 057e Product: 2009)',
  'Xbox Wireless Controller (STANDARD GAMEPAD Vendor: 045e Product: 0b13)',
];

describe('input end to end (browser mode)', () => {
  const rig = hostAndBrowser();

  it(
    'four scripted pads and two keyboard players join, play a whole round only through the input layer, and a dropped pad reconnects to its seat',
    async () => {
      const { served, browser } = rig;
      const watched: Watched = { page: null, served: null };
      await reportingHangs(watched, async () => {
        const page = await newPage(browser);
        Object.assign(watched, { page, served });
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(appUrl(served.url, { pads: 'scripted' }));
        await page.waitForFunction(() => document.body.dataset.bridge === 'ready' && window.ligrettoDebug?.screen() === 'title');
        await press(page, { kind: 'keys', set: 0 }, 'confirm');
        await screenIs(page, 'lobby');
        const people: { controller: Controller; seat: number }[] = [];
        const joined = (n: number) =>
          page.waitForFunction((k) => (window.ligrettoDebug?.snapshot()?.seats.filter((s) => s.kind === 'person').length ?? 0) === k, n);
        for (let i = 0; i < 4; i++) {
          await connectPad(page, i, PADS[i] ?? '');
          await tapPad(page, i, BTN.a);
          await joined(i + 1);
          await seatedAtOnce(page, { kind: 'pad', index: i }, i);
          await lobbyTakesPresses(page);
          people.push({ controller: { kind: 'pad', index: i }, seat: i });
        }
        for (const set of [0, 1] as const) {
          await press(page, { kind: 'keys', set }, 'confirm');
          await joined(5 + set);
          await seatedAtOnce(page, { kind: 'keys', set }, 4 + set);
          await lobbyTakesPresses(page);
          people.push({ controller: { kind: 'keys', set }, seat: 4 + set });
        }
        const lobby = await snapshotOf(page);
        expect(lobby?.seats.slice(0, 6).map((s) => s.input?.kind)).toEqual(['pad', 'pad', 'pad', 'pad', 'keys', 'keys']);
        // The clock holds when the round stops, so the test sees its end before the next round is dealt.
        await startPlay(page, served, SCALE);

        for (let k = 0; k < 8; k++) await playOnce(page, people);
        await page.evaluate(() => window.ligrettoPads?.disconnect(1));
        await page.waitForFunction(() => {
          const s = window.ligrettoDebug?.snapshot();
          return s?.paused === true && s.frozen.some((f) => f.seat === 1);
        });
        // Not a plain pause: the overlay says whose controller is lost and how that DualSense comes back.
        const lostName = (await snapshotOf(page))?.seats[1]?.name ?? '';
        await page.waitForFunction((name) => {
          const texts = window.ligrettoDebug?.sceneText() ?? [];
          return texts.includes(`Waiting for ${name}`) && texts.includes('Press ✕ on that pad to come back');
        }, lostName);
        const overlay = await page.evaluate(() => window.ligrettoDebug?.sceneText() ?? []);
        for (const choice of ['Wait for them', 'A bot plays for now', 'Give the seat to a bot', 'End match'])
          expect(overlay).toContain(choice);
        expect(overlay).not.toContain('Press Start to resume');
        await shot(page, 'lost-controller', { screen: 'table', stage: 'playing' });
        expect(
          await page.evaluate(() => ((t) => (t && 'areas' in t ? t.areas[1]?.name : undefined))(window.ligrettoDebug?.table())),
        ).toBeTruthy();
        await connectPad(page, 3 + 2, PADS[1] ?? '');
        await tapPad(page, 5, BTN.a);
        await padsIdle(page);
        await page.waitForFunction(() => {
          const s = window.ligrettoDebug?.snapshot();
          return s?.paused === false && s.frozen.length === 0;
        });
        const back = await snapshotOf(page);
        const input = back?.seats[1]?.input;
        expect(input?.kind === 'pad' && input.id.startsWith('5#DualSense')).toBe(true);
        const rejoined = people[1];
        if (rejoined) people[1] = { ...rejoined, controller: { kind: 'pad', index: 5 } };

        for (;;) {
          const snap = await snapshotOf(page);
          if (snap && snap.stage !== 'playing' && snap.stage !== 'countdown') break;
          // Nobody could press: wait for the host's next snapshot (a countdown after a reshuffle) instead of a timer.
          if ((await playOnce(page, people)) === 0)
            await page.waitForFunction((rev) => (window.ligrettoDebug?.snapshot()?.rev ?? -1) !== rev, snap?.rev ?? -1);
        }
        const over = await snapshotOf(page);
        const overGame = over ? ligretto(over).state : null;
        expect(overGame?.phase).toBe('round-over');
        const played = new Set(overGame?.piles.flatMap((p) => p.cards.map(cardOwner)) ?? []);
        expect([...played].sort()).toEqual([0, 1, 2, 3, 4, 5]);
        expect(errors).toEqual([]);
        await page.close();
      });
    },
    BROWSER_TEST_MS,
  );
});
