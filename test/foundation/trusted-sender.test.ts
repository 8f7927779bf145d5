import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { preloadPath, resolveRendererLocation } from '@main/renderer-location';
import { isTrustedSender } from '@main/trusted-sender';

const mainDir = '/opt/ligretto/resources/app.asar/out/main';
const built = resolveRendererLocation(mainDir, {}, true);
const dev = { appUrl: built.appUrl, devServerUrl: 'http://localhost:5173/' };

describe('renderer location', () => {
  it('loads the built renderer from app://ligretto/index.html, served from the folder beside the main bundle', () => {
    expect(built.appUrl).toBe('app://ligretto/index.html');
    expect(built.rendererDir).toBe('/opt/ligretto/resources/app.asar/out/renderer');
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
  it('accepts our own app:// page, with or without a hash or query', () => {
    expect(isTrustedSender('app://ligretto/index.html', built)).toBe(true);
    expect(isTrustedSender('app://ligretto/index.html#/lobby', built)).toBe(true);
    expect(isTrustedSender('app://ligretto/index.html?seat=3', built)).toBe(true);
  });

  it('refuses every file:// page, the built index.html included: the window never loads from the disk', () => {
    const builtIndex = pathToFileURL('/opt/ligretto/resources/app.asar/out/renderer/index.html').href;
    expect(isTrustedSender(builtIndex, built)).toBe(false);
    expect(isTrustedSender(`${builtIndex}#/lobby`, built)).toBe(false);
    expect(isTrustedSender(builtIndex, dev)).toBe(false);
    expect(isTrustedSender('file:///tmp/evil/index.html', built)).toBe(false);
  });

  it('refuses other app:// pages, hosts, ports and credentials', () => {
    expect(isTrustedSender('app://ligretto/other.html', built)).toBe(false);
    expect(isTrustedSender('app://ligretto/assets/index.html', built)).toBe(false);
    expect(isTrustedSender('app://evil/index.html', built)).toBe(false);
    expect(isTrustedSender('app://ligretto:8080/index.html', built)).toBe(false);
    expect(isTrustedSender('app://me@ligretto/index.html', built)).toBe(false);
    expect(isTrustedSender('apps://ligretto/index.html', built)).toBe(false);
  });

  it('refuses remote pages and junk', () => {
    expect(isTrustedSender('https://example.com/', built)).toBe(false);
    expect(isTrustedSender('https://ligretto/index.html', built)).toBe(false);
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
