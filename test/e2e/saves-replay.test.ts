/**
 * A game night end to end in headless Chromium (browser mode): a one-round match is kept as a replay that
 * is watched at 4x to the recorded final table, and the players screen counts the game.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileChooser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type {} from '@renderer/screens/saves/NoticeLayer';
import type { PlayersDescription } from '@renderer/screens/PlayersScreen';
import type { ReplaysDescription } from '@renderer/screens/ReplaysScreen';
import { runReplay } from '@engine/ligretto/index';
import { cardLabel, cardOwner } from '@shared/games/ligretto/cards';
import { parseReplayText } from '@shared/games/ligretto/replay-schema';
import { ligretto, ligrettoTable } from '../support/ligretto';
import { startServe } from './harness';
import { BTN, tapPad } from './players';
import { describeAs, openLobby, playRound, savesRig, SCALE, startMatch, tableOf, tapAll } from './saves-flow';
import { newPage, settled, reportingHangs, resultsTakeConfirm, screenIs, shot, BROWSER_TEST_MS, type Watched } from './waits';

describe('game nights: replays and profiles (browser mode)', () => {
  const rig = savesRig();

  it(
    'plays a one-round match, watches its replay at 4x to the recorded final table, and counts the game on the players screen',
    async () => {
      const watched: Watched = { page: null, served: null };
      await reportingHangs(watched, async () => {
        const t0 = Date.now();
        const data = mkdtempSync(join(tmpdir(), 'ligretto-e2e-saves-'));
        rig.dataDirs.push(data);
        const served = await startServe(['--data', data]);
        rig.servers.push(served);
        const page = await newPage(rig.browser());
        Object.assign(watched, { page, served });
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await openLobby(page, served.url, true, 'Ana');
        await startMatch(page, served, 2, 1);
        const live = ligretto(await playRound(page));
        console.log(`saves: one round played in ${Date.now() - t0} ms`);
        await served.clock.holdOn([]);
        await served.clock.run(SCALE);

        // Scores and standings move on by themselves; the match end offers "Back to lobby" first.
        await screenIs(page, 'match-end');
        await resultsTakeConfirm(page, 'match-end');
        await tapPad(page, 0, BTN.a);
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'lobby');
        await screenIs(page, 'lobby');
        await page.keyboard.press('Escape');
        await screenIs(page, 'title');

        // Title: Play, Watch demo, How to play, Replays.
        await tapAll(page, [BTN.down, BTN.down, BTN.down, BTN.a]);
        await screenIs(page, 'replays');
        await page.waitForFunction(() => ((window.ligrettoDebug?.describe() as { count?: number } | null)?.count ?? 0) >= 1);
        // The nights first: tonight's, with its game and winner; A opens it on its rounds.
        const shelf = await describeAs<ReplaysDescription>(page);
        expect(shelf.title).toBe('Replays');
        expect(shelf.level).toBe('nights');
        expect(shelf.nights[0]).toMatch(/^> .* \| Ligretto \| Winner: .+ \| 1 replay$/);
        expect(shelf.actions[0]).toMatch(/^> .*Open/);
        await tapPad(page, 0, BTN.a);
        await page.waitForFunction(() => (window.ligrettoDebug?.describe() as ReplaysDescription | null)?.level === 'rounds');
        await shot(page, 'saves-replays-nights-open', { screen: 'replays' });
        const list = await describeAs<ReplaysDescription>(page);
        expect(list.subtitle).toMatch(/ · Ligretto$/);
        expect(list.rows[0]?.title).toBe('Round 1');
        expect(list.rows[0]?.facts).toContain('3 players');
        expect(list.actions[0]).toMatch(/^> .*Watch/);
        const replayId = list.focusedId ?? '';
        expect(replayId).not.toBe('');

        // Export (right, A): a browser download of the replay file as it is saved.
        const saved = readFileSync(join(data, 'saves', 'replays', `${replayId}.json`), 'utf8');
        const download = page.waitForEvent('download');
        await tapAll(page, [BTN.right, BTN.a]);
        const got = await download;
        expect(got.suggestedFilename()).toBe(`ligretto-${replayId}.json`);
        expect(readFileSync((await got.path()) ?? '', 'utf8')).toBe(saved);
        await page.waitForFunction(() =>
          /^Downloaded /.test((window.ligrettoDebug?.describe() as ReplaysDescription | null)?.status ?? ''),
        );

        // Import (right, Enter: a key press lets the page open the file chooser): a broken file changes nothing.
        // One listener for the whole test keeps Playwright's chooser interception on between the two imports.
        let nextChooser: ((c: FileChooser) => void) | null = null;
        page.on('filechooser', (c) => nextChooser?.(c));
        const choose = async (name: string, text: string): Promise<void> => {
          const chooser = new Promise<FileChooser>((resolve) => (nextChooser = resolve));
          await page.keyboard.press('Enter');
          await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
        };
        await page.keyboard.press('ArrowRight');
        await choose('broken.json', '{"options":{"players":3},"intents":[');
        await page.waitForFunction(() =>
          /^Not imported: .*Nothing was changed\.$/.test((window.ligrettoDebug?.describe() as ReplaysDescription | null)?.status ?? ''),
        );
        expect((await describeAs<ReplaysDescription>(page)).count).toBe(1);
        // A good file larger than one message goes in 12 KB parts and joins the list.
        const padded = saved.replace('\n', `\n${' '.repeat(30_000)}\n`);
        await choose('cup-final.json', padded);
        await page.waitForFunction(() => ((window.ligrettoDebug?.describe() as ReplaysDescription | null)?.count ?? 0) === 2);
        const imported = await describeAs<ReplaysDescription>(page);
        expect(imported.status).toBe('Imported “cup-final”');
        // An imported file belongs to no night: it opens under Earlier rounds.
        expect(imported.subtitle).toBe('Rounds kept before nights were saved, and imported files');
        expect(imported.rows.map((r) => r.title)).toEqual(['cup-final']);
        expect(imported.rows[0]?.badge).toBe('Imported');
        expect(imported.rows[0]?.facts).toMatch(/^3 players · \d+ moves$/);
        // B to the nights (tonight's, then Earlier rounds), up to tonight's, Open (left twice), A: its round, on Watch.
        await tapPad(page, 0, BTN.b);
        await page.waitForFunction(() => (window.ligrettoDebug?.describe() as ReplaysDescription | null)?.nights.length === 2);
        await shot(page, 'saves-replays-nights', { screen: 'replays' });
        await tapAll(page, [BTN.up, BTN.left, BTN.left, BTN.a]);
        await page.waitForFunction((id) => {
          const d = window.ligrettoDebug?.describe() as ReplaysDescription | null;
          return d?.focusedId === id && d.actions[0]?.startsWith('> ');
        }, replayId);

        // The saved replay, run by the engine in Node, ends where the live round ended.
        const file = parseReplayText(saved);
        if (!file.ok) throw new Error(file.error);
        const ran = runReplay(file.file);
        if (!ran.ok) throw new Error(ran.problems.join('; '));
        if (!live.state) throw new Error('no live game');
        expect(tableOf(ran.final)).toEqual(tableOf(live.state));

        await shot(page, 'saves-replays', { screen: 'replays' });
        const watchAt = Date.now();
        // The replay plays on the host clock: held, and stepped by hand to a point mid-round for the picture.
        await served.clock.hold();
        await tapPad(page, 0, BTN.a);
        await screenIs(page, 'table');
        while ((await page.evaluate(() => window.ligrettoDebug?.snapshot()?.replay?.step ?? 0)) <= 8) {
          const { rev } = await served.clock.advance(100);
          // The renderer has the host's snapshot of after the step.
          await page.waitForFunction((r) => (window.ligrettoDebug?.snapshot()?.rev ?? 0) >= r, rev);
        }
        // Held mid-replay for the picture; the speed buttons work while it holds.
        await shot(page, 'saves-replay-watching', { screen: 'table' });
        expect(await page.evaluate(() => window.ligrettoDebug?.snapshot()?.replay?.status)).toBe('playing');
        const bar = await page.evaluate(() => window.ligrettoDebug?.table().replay ?? null);
        expect(bar?.buttons.join(' ')).toMatch(/Pause.*1×.*2×.*4×.*Restart.*Close/);
        // Up twice: 1x -> 2x -> 4x.
        await tapAll(page, [BTN.up, BTN.up]);
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.replay?.speed === 4);
        await served.clock.run(SCALE);
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.replay?.status === 'ended');
        await settled(page);
        console.log(`saves: replay watched to its end at 4x in ${Date.now() - watchAt} ms`);
        const { snap, shown } = await page.evaluate(() => ({
          snap: window.ligrettoDebug?.snapshot() ?? null,
          shown: window.ligrettoDebug?.table() ?? null,
        }));
        const game = snap ? ligretto(snap).state : null;
        if (!snap || !game || !shown) throw new Error('no replay table');
        const table = ligrettoTable(shown);
        expect(await page.evaluate(() => window.ligrettoDebug?.screen())).toBe('table');
        expect(tableOf(game)).toEqual(tableOf(live.state));
        expect(table.replay?.status).toBe('ended');
        expect(table.replay?.step).toBe(table.replay?.steps);
        game.players.forEach((p, i) => {
          const area = table.areas[i];
          const top = (cards: readonly number[]): string | null => (cards.length ? cardLabel(cards[cards.length - 1] as number) : null);
          expect(area?.stackCount).toBe(p.stack.length);
          expect(area?.row).toEqual(p.row.map(top));
          expect(area?.wasteTop).toBe(top(p.waste));
          expect(area?.handCount).toBe(p.hand.length);
        });
        expect(table.centre.cards).toBe(game.piles.reduce((n, p) => n + p.cards.length, 0));
        expect(game.piles.flatMap((p) => p.cards).filter((c) => cardOwner(c) === 0).length).toBe(
          live.state.piles.flatMap((p) => p.cards).filter((c) => cardOwner(c) === 0).length,
        );

        // Enter (a key set with no seat) presses "Watch again": the replay starts over instead of taking a seat.
        expect(table.replay?.buttons[0]).toMatch(/^> .*Watch again/);
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.replay?.status === 'playing');

        // B closes the replay and goes back to the night's rounds; B to the nights, B again to the title; then Players.
        await tapPad(page, 0, BTN.b);
        await screenIs(page, 'replays');
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.replay == null);
        await page.waitForFunction(() => (window.ligrettoDebug?.describe() as ReplaysDescription | null)?.level === 'rounds');
        await tapPad(page, 0, BTN.b);
        await page.waitForFunction(() => (window.ligrettoDebug?.describe() as ReplaysDescription | null)?.level === 'nights');
        await tapPad(page, 0, BTN.b);
        await screenIs(page, 'title');
        await tapAll(page, [BTN.down, BTN.a]);
        await screenIs(page, 'players');
        await page.waitForFunction(() => ((window.ligrettoDebug?.describe() as { count?: number } | null)?.count ?? 0) >= 3);
        const players = await describeAs<PlayersDescription>(page);
        expect(players.title).toBe('Players');
        expect(players.player).toBe(live.seats[0]?.name);
        expect(players.bot).toBe(false);
        const games = Number(/Games: (\d+)/.exec(players.stats.join('\n'))?.[1] ?? 0);
        expect(games).toBeGreaterThanOrEqual(1);
        expect(players.stats).toContain('Rounds: 1');
        expect(players.headToHead).toHaveLength(2);
        expect(players.nights).toHaveLength(1);
        expect(players.chart[0]?.values).toHaveLength(2);
        await shot(page, 'saves-players', { screen: 'players' });
        await tapPad(page, 0, BTN.right);
        await page.waitForFunction(() => (window.ligrettoDebug?.describe() as { counter?: string } | null)?.counter === '2 of 3');
        expect((await describeAs<PlayersDescription>(page)).bot).toBe(true);
        expect(errors).toEqual([]);
        await page.close();
        console.log(`saves: replay and players checked after ${Date.now() - t0} ms`);
      });
    },
    BROWSER_TEST_MS,
  );
});
