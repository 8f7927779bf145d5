import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { preloadPath, resolveRendererLocation } from '@main/renderer-location';
import { isTrustedSender } from '@main/trusted-sender';

const mainDir = '/opt/ligretto/resources/app.asar/out/main';
const built = resolveRendererLocation(mainDir, {}, true);
const dev = { indexFileUrl: built.indexFileUrl, devServerUrl: 'http://localhost:5173/' };

describe('renderer location', () => {
  it('loads the built index.html beside the main bundle', () => {
    expect(built.indexFileUrl).toBe(pathToFileURL('/opt/ligretto/resources/app.asar/out/renderer/index.html').href);
    expect(built.devServerUrl).toBeUndefined();
  });

  it('uses the dev server only when unpackaged', () => {
    const env = { ELECTRON_RENDERER_URL: 'http://localhost:5173/' };
    expect(resolveRendererLocation(mainDir, env, false).devServerUrl).toBe('http://localhost:5173/');
    expect(resolveRendererLocation(mainDir, env, true).devServerUrl).toBeUndefined();
  });

  it('points the window at the CommonJS preload', () => {
    expect(preloadPath(mainDir)).toBe('/opt/ligretto/resources/app.asar/out/preload/index.cjs');
  });
});

describe('isTrustedSender', () => {
  it('accepts our own index.html, with or without a hash or query', () => {
    expect(isTrustedSender(built.indexFileUrl, built)).toBe(true);
    expect(isTrustedSender(`${built.indexFileUrl}#/lobby`, built)).toBe(true);
    expect(isTrustedSender(`${built.indexFileUrl}?seat=3`, built)).toBe(true);
  });

  it('refuses other local files, remote pages and junk', () => {
    expect(isTrustedSender('file:///tmp/evil/index.html', built)).toBe(false);
    expect(isTrustedSender(pathToFileURL('/opt/ligretto/resources/app.asar/out/renderer/other.html').href, built)).toBe(false);
    expect(isTrustedSender('https://example.com/', built)).toBe(false);
    expect(isTrustedSender('about:blank', built)).toBe(false);
    expect(isTrustedSender('', built)).toBe(false);
    expect(isTrustedSender('not a url', built)).toBe(false);
  });

  it('accepts the dev server origin only when one is configured', () => {
    expect(isTrustedSender('http://localhost:5173/', dev)).toBe(true);
    expect(isTrustedSender('http://localhost:5173/src/main.ts', dev)).toBe(true);
    expect(isTrustedSender('http://localhost:5173/', built)).toBe(false);
    expect(isTrustedSender('http://localhost:5174/', dev)).toBe(false);
    expect(isTrustedSender('http://127.0.0.1:5173/', dev)).toBe(false);
    expect(isTrustedSender('https://localhost:5173/', dev)).toBe(false);
  });
});
