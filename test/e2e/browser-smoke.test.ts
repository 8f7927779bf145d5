import { describe, expect, it } from 'vitest';
import type {} from '@renderer/app/debug';
import { hostAndBrowser } from './harness';

describe('browser mode smoke test', () => {
  const rig = hostAndBrowser();

  it('prints the URL first, loads the page, receives a snapshot and sees a bot round advance', async () => {
    const { served, browser } = rig;
    expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${served.url}?demo=4`);
    await page.waitForFunction(() => document.body.dataset.bridge === 'ready');
    await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing', undefined, { timeout: 60_000 });
    const first = await page.evaluate(() => window.ligrettoDebug?.snapshot()?.rev ?? 0);
    await page.waitForFunction(() => ((t) => (t && 'centre' in t ? t.centre.cards : 0))(window.ligrettoDebug?.table()) >= 3, undefined, {
      timeout: 60_000,
    });
    const later = await page.evaluate(() => window.ligrettoDebug?.snapshot()?.rev ?? 0);
    expect(later).toBeGreaterThan(first);
    expect(errors).toEqual([]);
  });
});
