/** The LAN server's stream endpoint: a key, lockouts, sockets per address and in total, size and rate caps; a stream view only watches. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEFAULT_LAN_STREAM_LIMITS, StreamGate, streamKeyOf } from '@main/lan/LanStream';
import { rawText } from '@main/transport/raw-text';
import { streamSocketPath } from '@renderer/stream/stream-options';
import { PROTOCOL_VERSION, type HostMessage } from '@shared/protocol';
import { decodeHostMessage } from '@shared/protocol-schema';
import { PhoneClient, startLanRig, waitFor, type LanRig } from './lan-harness';

const KEY = 'k'.repeat(32);

describe('stream gate (pure)', () => {
  it('ST-1 only /stream?key=K is the stream path; other paths are left to the phones', () => {
    expect(streamKeyOf('/ws')).toBeNull();
    expect(streamKeyOf('/stream/x')).toBeNull();
    expect(streamKeyOf('/stream')).toEqual({ key: null });
    expect(streamKeyOf('/stream?key=abc')).toEqual({ key: 'abc' });
    expect(streamKeyOf('/stream?key=abc&x=1')).toEqual({ key: null });
  });

  it('ST-2 refuses a missing or wrong key, locks an address out after repeated wrong keys, and lets it in again later', () => {
    let now = 0;
    const gate = new StreamGate(KEY, DEFAULT_LAN_STREAM_LIMITS, () => now);
    expect(gate.admit('10.0.0.9', '/stream', true)).toBe('key');
    for (let i = 1; i < DEFAULT_LAN_STREAM_LIMITS.maxKeyFailures; i++) expect(gate.admit('10.0.0.9', '/stream?key=nope', true)).toBe('key');
    expect(gate.admit('10.0.0.9', `/stream?key=${KEY}`, true), 'locked even with the right key').toBe('locked');
    expect(gate.admit('10.0.0.8', `/stream?key=${KEY}`, true), 'another address is not locked').toBe('ok');
    now += DEFAULT_LAN_STREAM_LIMITS.lockoutMs;
    expect(gate.admit('10.0.0.9', `/stream?key=${KEY}`, true)).toBe('ok');
    expect(gate.admit('10.0.0.7', `/stream?key=${KEY}`, false), 'a wrong Host header').toBe('host');
  });

  it('ST-3 caps sockets per address and in total; a released slot is free again', () => {
    const gate = new StreamGate(KEY, { ...DEFAULT_LAN_STREAM_LIMITS, maxPerAddress: 2, maxTotal: 3 }, () => 0);
    const url = `/stream?key=${KEY}`;
    expect(gate.admit('a', url, true)).toBe('ok');
    expect(gate.admit('a', url, true)).toBe('ok');
    expect(gate.admit('a', url, true)).toBe('address');
    expect(gate.admit('b', url, true)).toBe('ok');
    expect(gate.admit('c', url, true)).toBe('full');
    gate.release('a');
    expect(gate.open).toBe(2);
    expect(gate.admit('c', url, true)).toBe('ok');
  });
});

describe('stream endpoint on the LAN server (real sockets)', () => {
  let rig: LanRig | null = null;
  afterEach(async () => {
    await rig?.close();
    rig = null;
  });

  function open(port: number, path: string): Promise<{ ws: WebSocket; inbox: HostMessage[]; closed: Promise<number> }> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { perMessageDeflate: false });
    const inbox: HostMessage[] = [];
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    ws.on('message', (data) => {
      const decoded = decodeHostMessage(rawText(data));
      if (decoded.ok) inbox.push(decoded.msg);
    });
    ws.on('error', () => undefined);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve({ ws, inbox, closed }));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode ?? '?'}`)));
    });
  }

  it('ST-4 a keyed stream view gets snapshots without the room code under streamer safety and is refused every command', async () => {
    rig = await startLanRig();
    rig.session.side.setStreamPolicy({ safety: true, names: 'names' });
    const port = rig.port;
    await expect(open(port, '/stream')).rejects.toThrow('401');
    await expect(open(port, '/stream?key=wrong')).rejects.toThrow('401');
    const key = new URL(rig.server.streamUrl).searchParams.get('key') ?? '';
    const view = await open(port, `/stream?key=${key}`);
    view.ws.send(JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION }));
    await waitFor(() => view.inbox.some((m) => m.t === 'snapshot'), 'a snapshot');
    const snap = view.inbox.find((m) => m.t === 'snapshot');
    expect(JSON.stringify(snap)).not.toContain(rig.server.roomCode);
    const commands = [
      { t: 'lobby', cmd: { op: 'add-bot' } },
      { t: 'control', op: 'start-match' },
      { t: 'intent', seat: 0, do: 'flip' },
      { t: 'demo', bots: 4 },
    ];
    for (const c of commands) view.ws.send(JSON.stringify(c));
    await waitFor(() => view.inbox.filter((m) => m.t === 'refused').length >= commands.length, 'every command refused');
    expect(rig.session.snapshot().seats.every((s) => s.kind === 'open')).toBe(true);
    expect(rig.session.snapshot().stage).toBe('lobby');
    // A phone still uses the same server as before.
    const phone = await PhoneClient.open(port);
    await phone.join(rig.server.roomCode, 'Ana');
    phone.close();
    view.ws.close();
  });

  it('ST-5 an oversized message closes the stream socket; more sockets than allowed from one address are refused', async () => {
    rig = await startLanRig();
    const key = new URL(rig.server.streamUrl).searchParams.get('key') ?? '';
    const a = await open(rig.port, `/stream?key=${key}`);
    const b = await open(rig.port, `/stream?key=${key}`);
    await expect(open(rig.port, `/stream?key=${key}`)).rejects.toThrow('503');
    a.ws.send('x'.repeat(DEFAULT_LAN_STREAM_LIMITS.maxPayload + 1));
    expect(await a.closed).toBe(1009);
    await waitFor(() => rig?.server.stream.gate.open === 1, 'the slot released');
    const c = await open(rig.port, `/stream?key=${key}`);
    c.ws.close();
    b.ws.close();
  });

  it('ST-6 the LAN server serves the stream view page at /stream?key=K (the renderer in its stream role), its files only with the page cookie, and a wrong key counts toward the lockout', async () => {
    const renderer = mkdtempSync(join(tmpdir(), 'ligretto-renderer-'));
    const index = '<!doctype html><title>Ligretto Party</title><script type="module" src="./assets/app.js"></script>';
    writeFileSync(join(renderer, 'index.html'), index);
    mkdirSync(join(renderer, 'assets'));
    writeFileSync(join(renderer, 'assets', 'app.js'), 'console.log("renderer");');
    rig = await startLanRig({ rendererDir: renderer });
    const base = `http://127.0.0.1:${rig.port}`;
    expect(rig.server.streamPageUrl).toBe(rig.server.streamUrl.replace('ws://', 'http://'));
    const key = new URL(rig.server.streamPageUrl).searchParams.get('key') ?? '';
    const page = await fetch(`${base}/stream?key=${key}&layout=scoreboard&bg=chroma&fps=30`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toBe(index);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`connect-src ws://127.0.0.1:${rig.port}/stream;`);
    expect(csp).toContain("frame-ancestors 'none'");
    const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toBe(`ligretto-stream=${key}`);
    // The page's own files come with its cookie only; the phone page is still the phones'.
    expect((await fetch(`${base}/assets/app.js`)).status).toBe(404);
    expect((await fetch(`${base}/assets/app.js`, { headers: { cookie: 'ligretto-stream=nope' } })).status).toBe(404);
    const script = await fetch(`${base}/assets/app.js`, { headers: { cookie } });
    expect(script.status).toBe(200);
    expect(await script.text()).toBe('console.log("renderer");');
    expect(await (await fetch(`${base}/`)).text()).toContain('phone');
    // The page's socket, at the path the renderer builds from the page's own address, is a stream view's: read-only.
    const view = await open(rig.port, streamSocketPath(`?key=${key}&layout=scoreboard&bg=chroma`));
    view.ws.send(JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION }));
    await waitFor(() => view.inbox.some((m) => m.t === 'snapshot'), 'a snapshot');
    view.ws.send(JSON.stringify({ t: 'lobby', cmd: { op: 'add-bot' } }));
    view.ws.send(JSON.stringify({ t: 'control', op: 'start-match' }));
    await waitFor(() => view.inbox.filter((m) => m.t === 'refused').length >= 2, 'both commands refused');
    expect(rig.session.snapshot().seats.every((s) => s.kind === 'open')).toBe(true);
    view.ws.close();
    // Without the key, with another one or with unknown parameters: 401, and each counts toward the address's lockout.
    expect((await fetch(`${base}/stream`)).status).toBe(401);
    expect((await fetch(`${base}/stream?key=wrong`)).status).toBe(401);
    expect((await fetch(`${base}/stream?key=${key}&x=1`)).status).toBe(401);
    expect((await fetch(`${base}/stream?key=${key}&key=${key}`)).status).toBe(401);
    expect((await fetch(`${base}/stream?key=wrong`)).status).toBe(401);
    expect((await fetch(`${base}/stream?key=${key}`)).status, 'locked out after 5 wrong keys').toBe(401);
    await expect(open(rig.port, `/stream?key=${key}`)).rejects.toThrow('401');
  });

  it('ST-7 without a built renderer the LAN server serves no stream page (404 with the right key), and the phone page as before', async () => {
    rig = await startLanRig({ rendererDir: join(tmpdir(), 'no-such-renderer-dir') });
    const base = `http://127.0.0.1:${rig.port}`;
    const key = new URL(rig.server.streamPageUrl).searchParams.get('key') ?? '';
    expect((await fetch(`${base}/stream?key=${key}`)).status).toBe(404);
    expect(rig.logs.some((l) => l.startsWith('LAN stream page not served'))).toBe(true);
    expect((await fetch(`${base}/`)).status).toBe(200);
  });
});
