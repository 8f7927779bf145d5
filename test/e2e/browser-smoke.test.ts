import { describe, expect, it } from 'vitest';
import type {} from '@renderer/app/debug';
import { hostAndBrowser } from './harness';
import { appUrl, newPage } from './waits';

describe('browser mode smoke test', () => {
  const rig = hostAndBrowser();

  it('prints the URL first, loads the page, receives a snapshot and sees a bot round advance', async () => {
    const { served, browser } = rig;
    expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(appUrl(served.url, { demo: '4' }));
    await page.waitForFunction(() => document.body.dataset.bridge === 'ready');
    await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing');
    const first = await page.evaluate(() => window.ligrettoDebug?.snapshot()?.rev ?? 0);
    // A page that is behind may see its first 'playing' snapshot with cards already down: wait for a later one too.
    await page.waitForFunction(
      (r) =>
        (window.ligrettoDebug?.snapshot()?.rev ?? 0) > r &&
        ((t) => (t && 'centre' in t ? t.centre.cards : 0))(window.ligrettoDebug?.table()) >= 3,
      first,
    );
    expect(errors).toEqual([]);
  });
});
