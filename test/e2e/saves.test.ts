/**
 * Game nights end to end in headless Chromium (browser mode): a one-round match is kept as a replay that
 * is watched at 4x to the recorded final table, the players screen counts the game, and a night stopped
 * after its first round is offered again by a restarted host and resumed with its totals.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, FileChooser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {} from '@renderer/screens/saves/NoticeLayer';
import type { PlayersDescription } from '@renderer/screens/PlayersScreen';
import type { ReplaysDescription } from '@renderer/screens/ReplaysScreen';
import type { LobbyDescription } from '@renderer/screens/LobbyScreen';
import { runReplay } from '@engine/ligretto/index';
import { cardLabel, cardOwner } from '@shared/games/ligretto/cards';
import type { Snapshot } from '@shared/protocol';
import { parseReplayText } from '@shared/games/ligretto/replay-schema';
import type { GameState } from '@shared/games/ligretto/state';
import { launchChromium, startServe, type Served } from './harness';
import { BTN, connectPad, padsIdle, playOnce, snapshotOf, tapPad, type Controller } from './players';
import { framesPass, lobbyTakesPresses, newPage, resultsTakeConfirm, screenIs, shot, BROWSER_TEST_MS } from './waits';

const PAD = 'Xbox 360 Controller (XInput STANDARD GAMEPAD)';
/** Game time runs this many times faster than real time while a match plays (countdowns, bots, stages, replays). */
const SCALE = 10;
const ME: readonly { controller: Controller; seat: number }[] = [{ controller: { kind: 'pad', index: 0 }, seat: 0 }];

const describeAs = <T>(page: Page): Promise<T> => page.evaluate(() => window.ligrettoDebug?.describe() as never);

async function tapAll(page: Page, buttons: readonly number[]): Promise<void> {
  for (const b of buttons) await tapPad(page, 0, b);
  await padsIdle(page);
}

/** Opens the app, goes from the title to the lobby with pad 0 (and, unless told, seats it). */
async function openLobby(page: Page, url: string, join = true): Promise<void> {
  await page.goto(`${url}?pads=scripted`);
  await page.waitForFunction(() => document.body.dataset.bridge === 'ready' && window.ligrettoDebug?.screen() === 'title');
  await connectPad(page, 0, PAD);
  await tapPad(page, 0, BTN.a);
  await screenIs(page, 'lobby');
  await lobbyTakesPresses(page);
  if (!join) return;
  await tapPad(page, 0, BTN.a);
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.seats[0]?.kind === 'person');
  await lobbyTakesPresses(page);
}

/**
 * Seated pad 0 adds `bots` expert bots, gives the last one a 5-card stack (a shorter round), sets the fixed
 * rounds and starts the match. Host menu lines: start, add bot, seat, bot level, colour, card back, stack
 * size, remove, game, row size, blockade, advanced row, used-up hand, target, fixed rounds, …; the seat lines act on the bot
 * added last.
 */
async function startMatch(page: Page, served: Served, bots: number, rounds: number): Promise<void> {
  await tapAll(page, [BTN.down, BTN.right, BTN.right]);
  // One bot at a time, each seen by the page before the next: the seat lines target the seat the page saw filled
  // last, and a busy page that got two additions in one snapshot would target the first of them.
  for (let b = 0; b < bots; b++) {
    await tapPad(page, 0, BTN.a);
    await padsIdle(page);
    await page.waitForFunction(
      (n) => (window.ligrettoDebug?.snapshot()?.seats.filter((s) => s.kind === 'bot' && s.botLevel === 'expert').length ?? 0) === n,
      b + 1,
    );
  }
  // The seat line picks the bot added last as the seat the seat lines act on (whatever the page aimed at first).
  await tapPad(page, 0, BTN.down);
  for (let tries = 0; tries < 12; tries++) {
    const target = await page.evaluate(
      () => (window.ligrettoDebug?.describe() as { targetSeat?: number | null } | null)?.targetSeat ?? null,
    );
    if (target === bots) break;
    await tapPad(page, 0, BTN.right);
    await padsIdle(page);
  }
  await page.waitForFunction(
    (seat) => (window.ligrettoDebug?.describe() as { targetSeat?: number | null } | null)?.targetSeat === seat,
    bots,
  );
  await tapAll(page, Array<number>(4).fill(BTN.down));
  await tapAll(page, Array<number>(5).fill(BTN.left));
  await page.waitForFunction((seat) => window.ligrettoDebug?.snapshot()?.seats[seat]?.stackSize === 5, bots);
  await tapAll(page, Array<number>(8).fill(BTN.down));
  await tapAll(page, Array<number>(rounds).fill(BTN.right));
  await page.waitForFunction((n) => window.ligrettoDebug?.snapshot()?.options.rounds === n, rounds);
  await tapAll(page, Array<number>(14).fill(BTN.up));
  // The clock holds when the round stops: playRound sees that round's end, never a later one's.
  await served.clock.holdOn(['stopped']);
  await served.clock.run(SCALE);
  await tapPad(page, 0, BTN.a);
  await page.waitForFunction(
    () => window.ligrettoDebug?.snapshot()?.stage === 'countdown' || window.ligrettoDebug?.snapshot()?.stage === 'playing',
  );
}

/** Plays pad 0's cards until the round is over; returns the first round-over snapshot (the recorded final table). */
async function playRound(page: Page): Promise<Snapshot> {
  for (;;) {
    const snap = await snapshotOf(page);
    if (snap?.state?.phase === 'round-over') return snap;
    // Nobody could press: wait for the host's next snapshot (bots, the countdown) instead of a timer.
    if ((await playOnce(page, ME)) === 0)
      await page.waitForFunction((rev) => (window.ligrettoDebug?.snapshot()?.rev ?? -1) !== rev, snap?.rev ?? -1);
  }
}

/** What a final table must show: the same cards everywhere. */
function tableOf(game: GameState): unknown {
  return {
    players: game.players.map((p) => ({ stack: p.stack, row: p.row, waste: p.waste, hand: p.hand })),
    piles: game.piles.map((p) => p.cards),
    phase: game.phase,
  };
}

describe('game nights, replays and profiles (browser mode)', () => {
  let browser: Browser;
  const servers: Served[] = [];
  /** Data folders made here (removed at the end). */
  const dataDirs: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    for (const s of servers) await s.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'plays a one-round match, watches its replay at 4x to the recorded final table, and counts the game on the players screen',
    async () => {
      const t0 = Date.now();
      const data = mkdtempSync(join(tmpdir(), 'ligretto-e2e-saves-'));
      dataDirs.push(data);
      const served = await startServe(['--data', data]);
      servers.push(served);
      const page = await newPage(browser);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await openLobby(page, served.url);
      await startMatch(page, served, 2, 1);
      const live = await playRound(page);
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

      // Title: Play, Watch demo, Replays.
      await tapAll(page, [BTN.down, BTN.down, BTN.a]);
      await screenIs(page, 'replays');
      await page.waitForFunction(() => ((window.ligrettoDebug?.describe() as { count?: number } | null)?.count ?? 0) >= 1);
      const list = await describeAs<ReplaysDescription>(page);
      expect(list.title).toBe('Replays');
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
      await page.waitForFunction(() => /^Downloaded /.test((window.ligrettoDebug?.describe() as ReplaysDescription | null)?.status ?? ''));

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
      expect(imported.rows.map((r) => r.title)).toEqual(['cup-final', 'Round 1']);
      expect(imported.rows[0]?.badge).toBe('Imported');
      expect(imported.rows[0]?.facts).toMatch(/^3 players · \d+ moves$/);
      // Back to the round (down) and to Watch (left twice).
      await tapAll(page, [BTN.down, BTN.left, BTN.left]);
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
      await framesPass(page, 2);
      console.log(`saves: replay watched to its end at 4x in ${Date.now() - watchAt} ms`);
      const { snap, table } = await page.evaluate(() => ({
        snap: window.ligrettoDebug?.snapshot() ?? null,
        table: window.ligrettoDebug?.table() ?? null,
      }));
      const game = snap?.state;
      if (!snap || !game || !table) throw new Error('no replay table');
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

      // B closes the replay and goes back to the list; B again to the title; then Players.
      await tapPad(page, 0, BTN.b);
      await screenIs(page, 'replays');
      await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.replay == null);
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
    },
    BROWSER_TEST_MS,
  );

  it(
    'offers a night stopped after its first round to a restarted host (restoring its backup when the file is damaged), and resuming it keeps the totals',
    async () => {
      const t0 = Date.now();
      const data = mkdtempSync(join(tmpdir(), 'ligretto-e2e-resume-'));
      dataDirs.push(data);
      const first = await startServe(['--data', data]);
      servers.push(first);
      let page = await newPage(browser);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await openLobby(page, first.url);
      await startMatch(page, first, 2, 3);
      await playRound(page);
      await page.waitForFunction(() => (window.ligrettoDebug?.snapshot()?.saves?.night?.savedRounds ?? 0) >= 1);
      const saved = await snapshotOf(page);
      const totals = saved?.state?.match.totals ?? [];
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
      servers.push(second);
      page = await newPage(browser);
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${second.url}?pads=scripted`);
      await page.waitForFunction(() => document.body.dataset.bridge === 'ready' && window.ligrettoDebug?.notices?.()?.mode === 'dialog');
      const damaged = await page.evaluate(() => window.ligrettoDebug?.notices?.() ?? null);
      expect(damaged?.title).toBe('A saved file was damaged');
      expect(damaged?.lines.join('\n')).toContain(`nights/${nightFile}`);
      expect(damaged?.lines.join('\n')).toMatch(/A backup from .* holds 1 round/);
      expect(damaged?.buttons).toEqual(['> Use the backup', 'Dismiss']);
      await shot(page, 'saves-notice-damaged', { screen: 'title', notice: 'A saved file was damaged' });
      // A uses the backup (focused first); the next A dismisses the "put right" notice that follows.
      await connectPad(page, 0, PAD);
      // Seen connected first (input is polled once per frame), so its A is a press, not the one that wakes it.
      await framesPass(page, 2);
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
      for (const total of totals) expect(offer.players).toContain(`${total < 0 ? `\u2212${-total}` : total} pts`);
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
      await second.clock.run(SCALE);
      await tapPad(page, 0, BTN.a);
      await page.waitForFunction(() => {
        const s = window.ligrettoDebug?.snapshot();
        return (s?.stage === 'countdown' || s?.stage === 'playing') && s.state?.match.round === 2;
      });
      const resumed = await snapshotOf(page);
      expect(resumed?.state?.match.totals).toEqual(totals);
      expect(resumed?.state?.match.history).toHaveLength(1);
      await screenIs(page, 'table');
      const table = await page.evaluate(() => window.ligrettoDebug?.table() ?? null);
      totals.forEach((total, i) => expect(table?.areas[i]?.score.startsWith(`${total}  `)).toBe(true));
      expect(errors).toEqual([]);
      await page.close();
      console.log(`saves: resumed with the saved totals after ${Date.now() - t0} ms`);
    },
    BROWSER_TEST_MS,
  );
});
