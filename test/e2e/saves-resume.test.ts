/**
 * A game night end to end in headless Chromium (browser mode): a night stopped after its first round is
 * offered again by a restarted host and resumed with its totals.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type {} from '@renderer/screens/saves/NoticeLayer';
import type { LobbyDescription } from '@renderer/screens/LobbyScreen';
import { startServe } from './harness';
import { BTN, connectPad, padsSeen, snapshotOf, tapPad } from './players';
import { describeAs, openLobby, PAD, playRound, savesRig, SCALE, startMatch } from './saves-flow';
import { appUrl, BROWSER_TEST_MS, lobbyTakesPresses, newPage, reportingHangs, screenIs, shot, type Watched } from './waits';
import { ligretto, ligrettoTable } from '../support/ligretto';

describe('game nights: resuming a stopped night (browser mode)', () => {
  const rig = savesRig();

  it(
    'offers a night stopped after its first round to a restarted host (restoring its backup when the file is damaged), and resuming it keeps the totals',
    async () => {
      const watched: Watched = { page: null, served: null };
      await reportingHangs(watched, async () => {
        const t0 = Date.now();
        const data = mkdtempSync(join(tmpdir(), 'ligretto-e2e-resume-'));
        rig.dataDirs.push(data);
        const first = await startServe(['--data', data]);
        rig.servers.push(first);
        let page = await newPage(rig.browser());
        Object.assign(watched, { page, served: first });
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await openLobby(page, first.url);
        await startMatch(page, first, 2, 3);
        await playRound(page);
        await page.waitForFunction(() => (window.ligrettoDebug?.snapshot()?.saves?.night?.savedRounds ?? 0) >= 1);
        const saved = await snapshotOf(page);
        const totals = (saved ? ligretto(saved).state?.match.totals : null) ?? [];
        const names = saved?.players.map((seat) => saved.seats[seat]?.name ?? '') ?? [];
        expect(totals).toHaveLength(3);
        await page.close();
        await first.stop();
        console.log(`saves: first host played one round of three and stopped after ${Date.now() - t0} ms`);

        // The night file is cut short (a crash of the disk, say) while a good backup sits beside it.
        const nights = join(data, 'saves', 'nights');
        const nightFile = readdirSync(nights).find((f) => /^[\w-]+\.json$/.test(f)) ?? '';
        const good = readFileSync(join(nights, nightFile), 'utf8');
        writeFileSync(join(nights, `${nightFile}.bak`), good);
        writeFileSync(join(nights, nightFile), good.slice(0, good.length / 2));

        const second = await startServe(['--data', data]);
        rig.servers.push(second);
        page = await newPage(rig.browser());
        Object.assign(watched, { page, served: second });
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(appUrl(second.url, { pads: 'scripted' }));
        await page.waitForFunction(() => document.body.dataset.bridge === 'ready' && window.ligrettoDebug?.notices?.()?.mode === 'dialog');
        const damaged = await page.evaluate(() => window.ligrettoDebug?.notices?.() ?? null);
        expect(damaged?.title).toBe('A saved file was damaged');
        expect(damaged?.lines.join('\n')).toContain(`nights/${nightFile}`);
        expect(damaged?.lines.join('\n')).toMatch(/A backup from .* holds 1 round/);
        expect(damaged?.buttons).toEqual(['> Use the backup', 'Dismiss']);
        await shot(page, 'saves-notice-damaged', { screen: 'title', notice: 'A saved file was damaged' });
        // A uses the backup (focused first); the next A dismisses the "put right" notice that follows.
        await connectPad(page, 0, PAD);
        // Seen connected first, so its A is a press, not the one that wakes it.
        await padsSeen(page, 1);
        await tapPad(page, 0, BTN.a);
        await page.waitForFunction(() => window.ligrettoDebug?.notices?.()?.title === 'Put right');
        expect(await page.evaluate(() => window.ligrettoDebug?.notices?.()?.lines.join(' '))).toContain(`nights/${nightFile}`);
        await tapPad(page, 0, BTN.a);
        await page.waitForFunction(
          () => window.ligrettoDebug?.notices?.() === null && (window.ligrettoDebug?.snapshot()?.saves?.notices.length ?? 1) === 0,
        );
        expect(await page.evaluate(() => window.ligrettoDebug?.screen())).toBe('title');
        await tapPad(page, 0, BTN.a);
        await screenIs(page, 'lobby');
        await page.waitForFunction(() => (window.ligrettoDebug?.describe() as LobbyDescription | null)?.resume?.mode === 'offer');
        const offer = (await describeAs<LobbyDescription>(page)).resume;
        expect(offer.title).toBe('Unfinished game night');
        expect(offer.lines.join(' ')).toContain('1 round played');
        expect(offer.lines.join(' ')).toContain('3 rounds in all');
        expect(offer.lines.join(' ')).toContain('Round 2 is next');
        for (const name of names) expect(offer.players).toContain(name);
        for (const total of totals)
          expect(offer.players).toContain(`${total < 0 ? `\u2212${-total}` : total} ${Math.abs(total) === 1 ? 'pt' : 'pts'}`);
        expect(offer.buttons).toEqual(['> Resume game night', 'Start fresh']);
        expect(offer.lines.join(' ')).toContain('archive');
        await shot(page, 'saves-resume-offer', { screen: 'lobby', stage: 'lobby' });

        // A resumes: the lobby takes the night's seats (the same pad is seat 1 again) and the ribbon says who must sit.
        await tapPad(page, 0, BTN.a);
        await page.waitForFunction(() => (window.ligrettoDebug?.describe() as LobbyDescription | null)?.resume?.mode === 'resuming');
        const resuming = (await describeAs<LobbyDescription>(page)).resume;
        expect(resuming.title).toBe('↻  Resuming · round 2');
        expect(resuming.lines[0]).toBe('✓  Ready to play');
        expect(resuming.tags).toHaveLength(3);
        await shot(page, 'saves-resuming-lobby', { screen: 'lobby', stage: 'lobby' });
        const lobby = await snapshotOf(page);
        expect(lobby?.seats.filter((s) => s.kind !== 'open').map((s) => s.name)).toEqual(names);

        // The seated pad starts the match: round 2 deals with the saved totals.
        await lobbyTakesPresses(page);
        await second.clock.holdOn(['countdown']);
        await second.clock.run(SCALE);
        await tapPad(page, 0, BTN.a);
        await page.waitForFunction(() => {
          const s = window.ligrettoDebug?.snapshot();
          return s?.stage === 'countdown' && s.state !== null && 'match' in s.state && s.state.match.round === 2;
        });
        const resumedSnap = await snapshotOf(page);
        const resumed = resumedSnap ? ligretto(resumedSnap) : null;
        expect(resumed?.state?.match.totals).toEqual(totals);
        expect(resumed?.state?.match.history).toHaveLength(1);
        await screenIs(page, 'table');
        const table = ligrettoTable(await page.evaluate(() => window.ligrettoDebug?.table() ?? null));
        totals.forEach((total, i) =>
          expect(table?.areas[i]?.score.startsWith(`${total} ${Math.abs(total) === 1 ? 'pt' : 'pts'} · `)).toBe(true),
        );
        expect(errors).toEqual([]);
        await page.close();
        console.log(`saves: resumed with the saved totals after ${Date.now() - t0} ms`);
      });
    },
    BROWSER_TEST_MS,
  );
});
