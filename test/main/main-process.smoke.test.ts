/**
 * The built main process (out/main/index.js, built by the suite's global setup) runs in Node against a stand-in
 * 'electron' module through its whole life. The stand-in records every call; the test waits for records, never for time.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createHash } from 'node:crypto';
import { IpcChannel } from '@shared/channels';
import { CONTENT_SECURITY_POLICY } from '@main/csp';
import { DEFAULT_RECOVERY } from '@main/window-recovery';
import type { StandInRecord } from './stand-in/protocol';
import { StandInRun } from './stand-in/run';
import { matching } from '../support/matchers';

const runs: { run: StandInRun; dir: string }[] = [];

function start(scenario: 'normal' | 'crash-on-load' | 'fail-load', settings?: object): StandInRun {
  const dir = mkdtempSync(join(tmpdir(), 'ligretto-main-'));
  if (settings) writeFileSync(join(dir, 'settings.json'), JSON.stringify(settings));
  const run = new StandInRun(scenario, dir, { LIGRETTO_LAN_HOST: '127.0.0.1', LIGRETTO_LAN_PORT: '0' });
  runs.push({ run, dir });
  return run;
}

afterEach(() => {
  for (const { run, dir } of runs.splice(0)) {
    run.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Answers with the HTTP status of GET / on the phone server, or the connection error's code. */
function phonePage(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(url, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    req.end();
  });
}

const at = (run: StandInRun, match: (r: StandInRecord) => boolean): number => run.indexOf(match);

describe('the built main process against a stand-in Electron', () => {
  it('runs its whole life: lock, sandbox, ready, saves, IPC, pad worker, hardened window, LAN, then quits with saves flushed and LAN stopped', async () => {
    expect(inject('buildError')).toBe('');
    const run = start('normal');
    await run.waitFor('when-ready');
    // Before ready: the lock, the sandbox and the second-instance handler.
    expect(run.records.slice(0, 3).map((r) => r.kind)).toEqual(['single-instance-lock', 'enable-sandbox', 'schemes-privileged']);
    expect(await run.waitFor('enable-sandbox')).toEqual({ kind: 'enable-sandbox', ready: false });
    // app:// is declared privileged before ready, as Electron requires.
    expect(await run.waitFor('schemes-privileged')).toMatchObject({ ready: false, schemes: [{ scheme: 'app' }] });
    run.send({ do: 'ready' });
    const ready = await run.waitFor('ready');
    expect(ready.listeners).toContain('second-instance');
    expect(ready.listeners).toContain('window-all-closed');

    const shown = run.waitFor('window-shown');
    const lanOn = await run.waitForLog('LAN mode: phones can open');
    // Without @kmamal/sdl (as here) the worker says why; where it is installed it says SDL is ready.
    const pads = await run.waitFor('log', (r) => /native pads( unavailable)?: /.test(r.line));
    await shown;
    // Saves opened in the app's userData folder.
    expect(run.records).toContainEqual({ kind: 'get-path', name: 'userData' });
    await run.waitForLog('game nights, replays and profiles are kept in');
    expect(existsSync(join(runs[0]?.dir ?? '', 'saves'))).toBe(true);
    // IPC handlers and the CSP before the window.
    const channels = run.records.flatMap((r) => (r.kind === 'ipc-handle' || r.kind === 'ipc-on' ? [r.channel] : []));
    expect(channels.sort()).toEqual(
      [IpcChannel.appInfo, IpcChannel.eventStart, IpcChannel.fullscreen, IpcChannel.fullscreenState, IpcChannel.toHost].sort(),
    );
    // The Event menu starts the three formats from a file, or resumes the unfinished event.
    const menu = await run.waitFor('application-menu');
    expect(menu.entries).toEqual(['fileMenu', 'Event', 'viewMenu']);
    expect(menu.items).toEqual([
      'New event: round robin…',
      'New event: winner stays…',
      'New event: open table…',
      'Resume the unfinished event',
    ]);
    const windowAt = at(run, (r) => r.kind === 'window-created');
    expect(at(run, (r) => r.kind === 'csp-hook')).toBeLessThan(windowAt);
    expect(at(run, (r) => r.kind === 'ipc-on')).toBeLessThan(windowAt);
    // The pad worker ran (out/main/native-pad-worker.js) and answered.
    const fork = await run.waitFor('utility-fork');
    expect(fork.path).toMatch(/out[\\/]main[\\/]native-pad-worker\.js$/);
    expect(run.records.indexOf(pads)).toBeGreaterThan(run.indexOf((r) => r.kind === 'utility-fork'));
    // The hardened window with its icon, loading the built renderer.
    const created = await run.waitFor('window-created');
    expect(created.options).toMatchObject({
      show: false,
      icon: matching(/resources[\\/]icon\.png$/),
      webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true },
    });
    expect(run.records).toContainEqual({ kind: 'window-open-handler' });
    // The page comes from app://, served by the handler registered once ready and before the window.
    expect((await run.waitFor('load')).target).toBe('app://ligretto/index.html');
    expect(await run.waitFor('protocol-handle')).toEqual({ kind: 'protocol-handle', scheme: 'app', ready: true });
    expect(at(run, (r) => r.kind === 'protocol-handle')).toBeLessThan(windowAt);
    const page = await run.waitFor('protocol-response', (r) => r.url === 'app://ligretto/index.html');
    expect(page).toMatchObject({ status: 200, headers: { 'content-security-policy': CONTENT_SECURITY_POLICY } });
    // LAN mode listens on the asked interface and serves the phone page.
    const url = /http:\/\/(\S+)\//.exec(lanOn.kind === 'log' ? lanOn.line : '')?.[0] ?? '';
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(await phonePage(url)).toBe(200);

    // A second launch focuses the window; F11 is saved as the fullscreen setting and told to the page.
    run.send({ do: 'second-instance' });
    await run.waitFor('window-focused');
    run.send({ do: 'f11' });
    await run.waitFor('sent', (r) => r.channel === IpcChannel.fullscreenChanged);

    // Closing the window quits: writes flushed first (before-quit waits), then LAN stopped (will-quit waits), then exit.
    run.send({ do: 'close-window' });
    expect(await run.exited).toBe(0);
    const kinds = run.records.map((r) => (r.kind === 'log' ? `log:${r.line.replace(/^\[[^\]]+\] /, '')}` : r.kind));
    const firstBefore = run.indexOf((r) => r.kind === 'before-quit');
    expect(run.records[firstBefore]).toEqual({ kind: 'before-quit', prevented: true });
    const stopped = kinds.indexOf('log:LAN mode: stopped listening');
    expect(stopped).toBeGreaterThan(firstBefore);
    expect(run.records.filter((r) => r.kind === 'will-quit')).toEqual([
      { kind: 'will-quit', prevented: true },
      { kind: 'will-quit', prevented: false },
    ]);
    expect(run.indexOf((r) => r.kind === 'will-quit' && !r.prevented)).toBeGreaterThan(stopped);
    expect(kinds.at(-2)).toBe('exit');
    expect(await phonePage(url)).toBe('ECONNREFUSED');
    expect(JSON.parse(readFileSync(join(runs[0]?.dir ?? '', 'settings.json'), 'utf8'))).toMatchObject({ fullscreen: true });
  });

  it('a page that crashes on load is reloaded a bounded number of times, then the app says so, stops LAN and quits', async () => {
    const run = start('crash-on-load');
    run.send({ do: 'ready' });
    const box = await run.waitFor('error-box');
    expect(box.title).toMatch(/could not start/);
    expect(await run.exited).toBe(0);
    const loads = run.records.filter((r) => r.kind === 'load');
    expect(loads).toHaveLength(DEFAULT_RECOVERY.maxFailures);
    expect(run.indexOf((r) => r.kind === 'load' && run.records.indexOf(r) > run.records.indexOf(box))).toBe(-1);
    const waits = run.records.flatMap((r) => (r.kind === 'log' ? (/trying again in (\d+) ms/.exec(r.line)?.[1] ?? []) : [])).map(Number);
    expect(waits).toEqual([250, 500, 1000]);
    expect(run.indexOf((r) => r.kind === 'window-shown')).toBe(-1);
    expect(run.records.some((r) => r.kind === 'log' && r.line.includes('LAN mode: stopped listening'))).toBe(true);
  });

  it('a page that never loads is retried, then given up on: no invisible app left with the LAN port open', async () => {
    const run = start('fail-load');
    run.send({ do: 'ready' });
    await run.waitFor('error-box');
    expect(await run.exited).toBe(0);
    expect(run.records.filter((r) => r.kind === 'load')).toHaveLength(DEFAULT_RECOVERY.maxFailures);
    expect(run.records.some((r) => r.kind === 'log' && r.line.includes('LAN mode: stopped listening'))).toBe(true);
  });

  it('serves the built renderer on app://ligretto with the CSP, and refuses traversal, unknown hosts and source maps', async () => {
    expect(inject('buildError')).toBe('');
    const run = start('normal');
    run.send({ do: 'ready' });
    await run.waitFor('window-shown');
    const request = (url: string): Promise<Extract<StandInRecord, { kind: 'protocol-response' }>> => {
      run.send({ do: 'request', url });
      return run.waitFor('protocol-response', (r) => r.url === url);
    };
    const out = fileURLToPath(new URL('../../out/', import.meta.url));
    const sha = (file: string): string =>
      createHash('sha256')
        .update(readFileSync(join(out, file)))
        .digest('hex');
    const index = await request('app://ligretto/');
    expect(index).toMatchObject({
      status: 200,
      sha256: sha('renderer/index.html'),
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': CONTENT_SECURITY_POLICY },
    });
    // Every script and stylesheet the page names is served with its type and the CSP.
    const html = readFileSync(join(out, 'renderer', 'index.html'), 'utf8');
    const assets = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.(js|css))"/g)];
    expect(assets.length).toBeGreaterThan(0);
    for (const [, asset = '', ext] of assets) {
      const res = await request(`app://ligretto/${asset}`);
      expect(res, asset).toMatchObject({
        status: 200,
        sha256: sha(`renderer/${asset}`),
        headers: {
          'content-type': `text/${ext === 'js' ? 'javascript' : 'css'}; charset=utf-8`,
          'content-security-policy': CONTENT_SECURITY_POLICY,
        },
      });
    }
    // out/main/index.js is one folder up from out/renderer: no spelling of that reaches it.
    const refused = [
      'app://ligretto/../x',
      'app://ligretto/../main/index.js',
      'app://ligretto/%2e%2e/main/index.js',
      'app://ligretto/..%2fmain%2findex.js',
      'app://ligretto/%2E%2E%2Fmain%2Findex.js',
      'app://ligretto/..%5cmain%5cindex.js',
      'app://ligretto/assets/..%2f..%2fmain%2findex.js',
      'app://ligretto/%252e%252e%252fmain%252findex.js',
      'app://evil/index.html',
      'app://ligretto:1/index.html',
      `app://ligretto/${assets[0]?.[1] ?? ''}.map`,
    ];
    for (const url of refused) {
      const res = await request(url);
      expect(res.status, url).toBe(404);
      expect(res.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
      expect(res.sha256, url).not.toBe(sha('main/index.js'));
    }
    run.send({ do: 'close-window' });
    expect(await run.exited).toBe(0);
  });

  it('honours "lan": false in settings.json: the LAN port never opens', async () => {
    const run = start('normal', { lan: false });
    run.send({ do: 'ready' });
    await run.waitForLog('LAN mode off: LAN mode is switched off in settings.json');
    await run.waitFor('window-shown');
    run.send({ do: 'close-window' });
    expect(await run.exited).toBe(0);
    expect(run.records.some((r) => r.kind === 'log' && r.line.includes('phones can open'))).toBe(false);
  });
});

describe('the bundles that run under the Content-Security-Policy', () => {
  const out = fileURLToPath(new URL('../../out/', import.meta.url));
  const scripts = (dir: string): string[] =>
    readdirSync(join(out, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.c?js$/.test(f))
      .map((f) => join(out, dir, f));

  it('switch zod to jitless mode wherever zod is bundled (renderer), so its new Function probe never runs', () => {
    expect(inject('buildError')).toBe('');
    const withZod: string[] = [];
    for (const file of [...scripts('renderer'), ...scripts('phone'), ...scripts('preload')]) {
      const code = readFileSync(file, 'utf8');
      // zod's eval probe (util.allowsEval) is the only code that names Cloudflare's user agent.
      if (!code.includes('Cloudflare')) continue;
      withZod.push(file);
      const probe = code.indexOf('Cloudflare');
      const config = code.search(/\(\s*\{\s*jitless\s*:\s*(true|!0)\s*\}\s*\)/);
      expect(config, `${file} bundles zod without jitless mode`).toBeGreaterThan(-1);
      expect(config, `${file}: zod is configured after its probe is defined`).toBeGreaterThan(probe);
    }
    expect(withZod.some((f) => f.includes('renderer'))).toBe(true);
  });
});
