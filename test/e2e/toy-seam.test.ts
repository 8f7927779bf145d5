/**
 * Issue 29's seam, end to end: a fourth game (the test-only toy, test/support/toy/) is added to a copy of the app by
 * its folders and at most three registry lines, built with the project's build, and played for a round through the
 * session, the TV page (a pad) and a phone over the LAN to the scores. The files outside the toy's folders that it
 * needs are listed, printed, and may not grow.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Snapshot } from '@shared/protocol';
import type { LobbyDescription } from '@renderer/screens/LobbyScreen';
import { TOY_RULES_CARD } from '../support/toy/shared/games/toy/rules-card';
import { launchChromium, SCREENSHOT_DIR, startServe, type Served } from './harness';
import { padSeatedInLobby } from './lobby-steps';
import { BTN, padsIdle, pickerShown, snapshotOf, tapPad } from './players';
import { BROWSER_TEST_MS, lobbyTakesPresses, newPage, reportingHangs, screenIs, shot, STATE_WAIT_MS, type Watched } from './waits';

/** The toy's folders, each copied from test/support/toy/<path> to src/<path>. */
const TOY_FOLDERS = ['shared/games/toy', 'engine/toy', 'bots/toy', 'renderer/src/games/toy', 'phone/games/toy'] as const;

/** Every line the toy adds outside its folders: one a registry. The test fails if it needs more. */
const REGISTRY_LINES = [
  { file: 'src/shared/games/registered.ts', line: "export { TOY_CONTRACT } from './toy/contract';" },
  { file: 'src/engine/registered.ts', line: "export { toyRules } from './toy/rules';" },
  { file: 'src/bots/registered.ts', line: "export { toyBot } from './toy/bot';" },
] as const;

/** The files outside the toy's folders it needs edited; this list may only shrink. */
const FILES_OUTSIDE = ['src/bots/registered.ts', 'src/engine/registered.ts', 'src/shared/games/registered.ts'];

/** The top-level files the build and the serve command read, copied beside src/. */
const ROOT_FILES = [
  'package.json',
  'electron.vite.config.ts',
  'path-aliases.ts',
  ...readdirSync(process.cwd()).filter((f) => /^tsconfig.*\.json$/.test(f)),
];

const root = process.cwd();
const LAN = ['--lan', '--lan-host', '127.0.0.1', '--lan-port', '0'];
const SCALE = 10;

/** A copy of the app with the toy added as a developer would: its folders placed, the registry lines inserted. */
function appWithToy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ligretto-toy-seam-'));
  // Hard links make the copy of src/ cheap; every file the toy changes is replaced (unlinked first), never written through.
  const cp = spawnSync('cp', ['-al', join(root, 'src'), join(dir, 'src')], { encoding: 'utf8' });
  if (cp.status !== 0) throw new Error(`cp -al failed: ${cp.stderr}`);
  for (const f of ROOT_FILES) cpSync(join(root, f), join(dir, f));
  cpSync(join(root, 'resources'), join(dir, 'resources'), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  for (const folder of TOY_FOLDERS) {
    const to = join(dir, 'src', folder);
    if (existsSync(to)) throw new Error(`src/${folder} already exists`);
    cpSync(join(root, 'test/support/toy', folder), to, { recursive: true });
  }
  for (const { file, line } of REGISTRY_LINES) {
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    rmSync(path);
    writeFileSync(path, `${text.trimEnd()}\n${line}\n`);
  }
  return dir;
}

/** Taps pad 0 down (or up) until the lobby's host menu focuses the line `id`. */
async function focusLine(page: Page, id: string, button: number): Promise<void> {
  for (let i = 0; i < 24; i++) {
    await padsIdle(page);
    const focus = await page.evaluate(() => (window.ligrettoDebug?.describe() as LobbyDescription | null)?.menuFocus ?? '');
    if (focus === id) return;
    await tapPad(page, 0, button);
  }
  throw new Error(`the lobby menu never focused ${id}`);
}

interface ToyShown {
  readonly game: string;
  readonly lanes: readonly { readonly name: string; readonly presses: string }[];
  readonly banner: string;
  readonly goal: string;
}

function toyOf(snap: Snapshot | null): { presses: readonly number[]; winner: number | null; phase: string } | null {
  const state: unknown = snap?.game === 'toy-presses' ? snap.state : null;
  if (typeof state !== 'object' || state === null || !('presses' in state) || !('winner' in state) || !('phase' in state)) return null;
  return state as { presses: readonly number[]; winner: number | null; phase: string };
}

describe('a fourth game added by its folders alone (issue 29)', () => {
  let dir = '';
  let served: Served | null = null;
  afterAll(async () => {
    await served?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('the toy needs only its folders and three registry lines; the list of files outside them does not grow', () => {
    expect(REGISTRY_LINES.length).toBeLessThanOrEqual(3);
    const outside = [...new Set(REGISTRY_LINES.map((l) => l.file))].sort();
    console.log(`files outside the toy's folders it needs: ${outside.join(', ')}`);
    expect(outside).toEqual(FILES_OUTSIDE);
    for (const { file } of REGISTRY_LINES) expect(existsSync(join(root, file)), file).toBe(true);
  });

  it(
    'built with the toy, the app plays a round of it: a pad on the TV and a phone press, the TV table shows the race, the phone wins',
    async () => {
      dir = appWithToy();
      const bin = join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
      const build = spawnSync(process.execPath, [bin, 'build'], { cwd: dir, encoding: 'utf8' });
      expect(build.status, build.stderr || build.stdout).toBe(0);
      served = await startServe(LAN, { cwd: dir });
      const host = served;
      const browser = await launchChromium();
      const watched: Watched = { page: null, served: host };
      try {
        await reportingHangs(watched, async () => {
          const page = await newPage(browser);
          watched.page = page;
          const errors: string[] = [];
          page.on('pageerror', (e) => errors.push(e.message));
          await padSeatedInLobby(page, host.url);
          // The phone opens the TV's link and gives its name.
          const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
          context.setDefaultTimeout(STATE_WAIT_MS);
          const phone = await context.newPage();
          phone.on('pageerror', (e) => errors.push(`phone: ${e.message}`));
          const lan = (await snapshotOf(page))?.lan;
          if (lan?.state !== 'on') throw new Error(`LAN mode is not on: ${JSON.stringify(lan)}`);
          await phone.goto(lan.url);
          await phone.fill('#join-name', 'Dani');
          await phone.tap('button[type="submit"]');
          await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.seats[1]?.name === 'Dani');
          await pickerShown(page, 1, false);
          await lobbyTakesPresses(page);
          // The Game line steps through the games the registries found; the toy is the fourth.
          await focusLine(page, 'game', BTN.down);
          // One step at a time, each waited for in the host's snapshot: a step tapped while the last one's answer is still
          // on its way would be one too many, and four games wrap around to Ligretto.
          for (let i = 0; i < 4 && (await snapshotOf(page))?.game !== 'toy-presses'; i++) {
            const before = (await snapshotOf(page))?.game;
            await tapPad(page, 0, BTN.right);
            await padsIdle(page);
            await page.waitForFunction((g) => window.ligrettoDebug?.snapshot()?.game !== g, before);
          }
          await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.game === 'toy-presses');
          await host.clock.holdOn(['playing']);
          await host.clock.run(SCALE);
          await focusLine(page, 'start', BTN.up);
          await tapPad(page, 0, BTN.a);
          await screenIs(page, 'table');
          await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing');
          const start = await snapshotOf(page);
          const padPlayer = start?.players.indexOf(0) ?? -1;
          const phonePlayer = start?.players.indexOf(1) ?? -1;
          // The pad presses twice on the TV; each press reaches the engine.
          for (let n = 1; n <= 2; n++) {
            await tapPad(page, 0, BTN.a);
            await page.waitForFunction(
              ([p, c]) => {
                const s = window.ligrettoDebug?.snapshot()?.state;
                return s !== undefined && s !== null && 'presses' in s && Array.isArray(s.presses) && s.presses[p] === c;
              },
              [padPlayer, n] as const,
            );
          }
          // The phone's pad shows the count and presses five times: the fifth wins the round.
          await phone.waitForSelector('#btn-toy-press:not([disabled])');
          for (let n = 1; n <= 5; n++) {
            await phone.evaluate(() => document.querySelector<HTMLButtonElement>('#btn-toy-press')?.click());
            await page.waitForFunction(
              ([p, c]) => {
                const s = window.ligrettoDebug?.snapshot()?.state;
                return s !== undefined && s !== null && 'presses' in s && Array.isArray(s.presses) && s.presses[p] === c;
              },
              [phonePlayer, n] as const,
            );
            if (n === 3) {
              await phone.waitForSelector('.toy-count[data-presses="3"]');
              const table = (await page.evaluate(() => window.ligrettoDebug?.table() ?? null)) as ToyShown | null;
              expect(table?.game).toBe('toy-presses');
              expect(table?.lanes.map((l) => l.name)).toEqual([start?.seats[0]?.name, 'Dani']);
              expect(table?.lanes.map((l) => l.presses)).toEqual(['2 of 5', '3 of 5']);
              expect(table?.goal).toBe('First to 5 presses wins');
              await shot(page, 'toy-seam-table', { screen: 'table', stage: 'playing' });
              await phone.screenshot({ path: join(SCREENSHOT_DIR, 'toy-seam-phone.png') });
              // The phone's "?" opens the toy's own rules card, found through its view contract.
              await phone.locator('#rules-open').tap();
              await phone.waitForSelector('#rules-sheet', { state: 'visible' });
              expect(await phone.locator('#rules-title').textContent()).toBe(TOY_RULES_CARD.en.title);
              expect(await phone.locator('#rules-sheet dd').allTextContents()).toEqual(TOY_RULES_CARD.en.lines.map((l) => l.text));
              await phone.locator('.rules-close').tap();
              await phone.waitForSelector('#rules-sheet', { state: 'hidden' });
            }
          }
          const won = toyOf(await snapshotOf(page));
          expect(won?.winner).toBe(phonePlayer);
          expect(won?.presses).toEqual(phonePlayer === 1 ? [2, 5] : [5, 2]);
          expect(((await page.evaluate(() => window.ligrettoDebug?.table() ?? null)) as ToyShown | null)?.banner).toBe('Dani wins!');
          await host.clock.holdOn([]);
          await host.clock.run(SCALE);
          // The toy's flow skips the scores and standings stages (one round a match): the match end shows the result.
          await screenIs(page, 'match-end');
          await shot(page, 'toy-seam-match-end', { screen: 'match-end' });
          const end = await page.evaluate(() => JSON.stringify(window.ligrettoDebug?.describe() ?? null));
          expect(end).toContain('Dani wins!');
          expect(errors).toEqual([]);
          await context.close();
          await page.close();
        });
      } finally {
        await browser.close();
      }
    },
    BROWSER_TEST_MS,
  );
});
