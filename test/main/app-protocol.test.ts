/** The app:// handler over a small renderer folder: what it serves, with which headers, and everything it refuses. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  APP_INDEX_URL,
  APP_SCHEME,
  APP_SCHEME_PRIVILEGED,
  createAppProtocolHandler,
  listServedFiles,
  registerAppScheme,
  serveAppProtocol,
} from '@main/app-protocol';
import { CONTENT_SECURITY_POLICY } from '@main/csp';

// <tmp>/renderer is served; <tmp>/secret.txt and <tmp>/main/index.js sit beside it and must never be.
const top = mkdtempSync(join(tmpdir(), 'ligretto-app-protocol-'));
const root = join(top, 'renderer');
mkdirSync(join(root, 'assets'), { recursive: true });
mkdirSync(join(top, 'main'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>Ligretto Party</title>');
writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1);');
writeFileSync(join(root, 'assets', 'index-abc.js.map'), '{"version":3}');
writeFileSync(join(root, 'assets', 'face.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
writeFileSync(join(top, 'secret.txt'), 'secret');
writeFileSync(join(top, 'main', 'index.js'), 'secret code');
const handler = createAppProtocolHandler(listServedFiles(root));

afterAll(() => rmSync(top, { recursive: true, force: true }));

const get = (url: string, method = 'GET'): Promise<Response> => handler(new Request(url, { method }));

describe('the app:// scheme', () => {
  it('is registered standard and secure with fetch and CORS, and neither bypasses the CSP nor allows service workers', () => {
    const registered: unknown[] = [];
    registerAppScheme({ registerSchemesAsPrivileged: (schemes) => registered.push(...schemes) });
    expect(registered).toEqual([APP_SCHEME_PRIVILEGED]);
    expect(APP_SCHEME_PRIVILEGED).toEqual({
      scheme: 'app',
      privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true },
    });
    expect(APP_INDEX_URL).toBe('app://ligretto/index.html');
  });

  it('serves index.html (also for /) with its content type, the CSP and nosniff', async () => {
    for (const url of [APP_INDEX_URL, 'app://ligretto/', 'app://ligretto/index.html?demo=1#/lobby']) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.text()).toBe('<!doctype html><title>Ligretto Party</title>');
    }
  });

  it('serves each asset with the right MIME type, and HEAD without a body', async () => {
    const script = await get('app://ligretto/assets/index-abc.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('console.log(1);');
    const font = await get('app://ligretto/assets/face.woff2');
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(new Uint8Array(await font.arrayBuffer())).toEqual(new Uint8Array([0x77, 0x4f, 0x46, 0x32]));
    const head = await get('app://ligretto/assets/index-abc.js', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('15');
    expect(await head.text()).toBe('');
  });

  it('refuses every spelling of a path out of the renderer folder, with the CSP on the refusal', async () => {
    for (const url of [
      'app://ligretto/../secret.txt',
      'app://ligretto/%2e%2e/secret.txt',
      'app://ligretto/..%2fsecret.txt',
      'app://ligretto/..%2Fmain%2Findex.js',
      'app://ligretto/%2e%2e%2fmain%2findex.js',
      'app://ligretto/..%5csecret.txt',
      'app://ligretto/assets/..%2f..%2fsecret.txt',
      'app://ligretto/%252e%252e%252fsecret.txt',
      `app://ligretto/${encodeURIComponent(join(top, 'secret.txt'))}`,
      'app://ligretto//secret.txt',
      'app://ligretto/%E0%A4%A',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-security-policy'), url).toBe(CONTENT_SECURITY_POLICY);
      expect(await res.text(), url).not.toContain('secret');
    }
  });

  it('refuses other hosts and ports, files of unknown types (source maps) and missing files', async () => {
    for (const url of [
      'app://evil/index.html',
      'app://ligretto:8080/index.html',
      'app://ligretto.evil/index.html',
      'app://ligretto/assets/index-abc.js.map',
      'app://ligretto/assets/',
      'app://ligretto/missing.js',
    ])
      expect((await get(url)).status, url).toBe(404);
  });

  it('answers 404, not a failed request, for a listed file removed since the start', async () => {
    const gone = join(root, 'assets', 'gone.js');
    writeFileSync(gone, 'x');
    const late = createAppProtocolHandler(listServedFiles(root));
    rmSync(gone);
    const res = await late(new Request('app://ligretto/assets/gone.js'));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('refuses methods other than GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await get(APP_INDEX_URL, method);
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('without a built renderer (development) serves nothing and says so, rather than failing to start', async () => {
    const lines: string[] = [];
    const served: { scheme: string; handler: (request: Request) => Response | Promise<Response> }[] = [];
    serveAppProtocol({ handle: (scheme, h) => served.push({ scheme, handler: h }) }, join(top, 'no-such-folder'), (line) =>
      lines.push(line),
    );
    expect(lines).toEqual([expect.stringContaining('serves no index.html')]);
    expect(served.map((s) => s.scheme)).toEqual([APP_SCHEME]);
    expect((await served[0]?.handler(new Request(APP_INDEX_URL)))?.status).toBe(404);
  });
});
