/**
 * `tsx bench/table-shot.ts out.png [gameMs]`: a 1920x1080 screenshot of the 12-bot demo table `gameMs` of game time
 * into the round (host test clock held there, every motion landed), to compare the look before and after a renderer
 * change. Builds nothing: run `npx electron-vite build` first.
 */
import { buildApp, launchChromium, startServe } from './browser';

const file = process.argv[2] ?? 'bench-results/table.png';
const gameMs = Number(process.argv[3] ?? 4000);
if (!process.argv.includes('--no-build')) {
  const failed = buildApp();
  if (failed) throw new Error(failed);
}
const browser = await launchChromium();
if (!browser) throw new Error('no chromium');
const served = await startServe({ testClock: true });
const clock = served.clock;
if (!clock) throw new Error('no test clock');
try {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await clock.holdOn(['playing']);
  await clock.run(1);
  await page.goto(`${served.url}?demo=12`);
  const deadline = Date.now() + 120_000;
  while (!clock.heldOn.includes('playing') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  await clock.holdOn([]);
  for (let t = 0; t < gameMs; t += 100) await clock.advance(100);
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing', undefined, { timeout: 60_000 });
  await page.waitForFunction(() => window.ligrettoDebug?.loop().idle === true, undefined, { timeout: 60_000 });
  await page.screenshot({ path: file });
  const table = await page.evaluate(() => JSON.stringify(window.ligrettoDebug?.table()));
  process.stdout.write(
    `${file}: ${table.length} chars of table description, rev ${await page.evaluate(() => window.ligrettoDebug?.snapshot()?.rev)}\n`,
  );
  await page.close();
} finally {
  await served.stop();
  await browser.close();
}
process.exit(0);
