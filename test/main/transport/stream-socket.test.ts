/** The stream views' WebSocket path in browser mode: open to this machine, read-only, and never given the room code under streamer safety. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { fromLoopback, startBrowserHost, STREAM_WS_PATH, type BrowserHost } from '@main/browser-host';
import { ManualClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { rawText } from '@main/transport/raw-text';
import { PROTOCOL_VERSION, type HostMessage } from '@shared/protocol';
import { decodeHostMessage } from '@shared/protocol-schema';

let root = '';
let host: BrowserHost;
let session: Session;
let port = 0;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ligretto-stream-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Ligretto Party</title>');
  let seed = 1;
  session = new Session({ autoAdvance: true, clock: new ManualClock(), seed: () => seed++, log: () => undefined });
  host = await startBrowserHost({ session, rendererDir: root, host: '127.0.0.1', port: 0, log: () => undefined });
  port = Number(new URL(host.url).port);
});

afterAll(async () => {
  await host.close();
  rmSync(root, { recursive: true, force: true });
});

/** Opens a stream view, says hello, and collects what it receives. */
function openStream(): Promise<{ ws: WebSocket; inbox: HostMessage[] }> {
  const own = `127.0.0.1:${port}`;
  const ws = new WebSocket(`ws://${own}${STREAM_WS_PATH}`, { headers: { Host: own, Origin: `http://${own}` } });
  const inbox: HostMessage[] = [];
  ws.on('message', (data) => {
    const decoded = decodeHostMessage(rawText(data));
    if (decoded.ok) inbox.push(decoded.msg);
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.send(JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION }));
      resolve({ ws, inbox });
    });
    ws.once('error', reject);
  });
}

async function until(done: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500 && !done(); i++) await new Promise((resolve) => setImmediate(resolve));
  if (!done()) throw new Error(`never happened: ${what}`);
}

describe('stream socket', () => {
  it('ST4 a stream view on /stream watches, its commands are refused, and streamer safety keeps the room code out', async () => {
    session.side.setStreamPolicy({ safety: true, names: 'names' });
    session.side.setLan({
      state: 'on',
      url: 'http://10.0.0.5:8765/?room=QWER',
      address: '10.0.0.5:8765',
      roomCode: 'QWER',
      qr: [],
      iface: 'eth0',
      choices: [],
    });
    const { ws, inbox } = await openStream();
    await until(() => inbox.some((m) => m.t === 'snapshot'), 'the first snapshot');
    ws.send(JSON.stringify({ t: 'control', op: 'start-match' }));
    ws.send(JSON.stringify({ t: 'lobby', cmd: { op: 'add-bot' } }));
    await until(() => inbox.filter((m) => m.t === 'refused').length === 2, 'two refusals');
    expect(session.snapshot().seats.every((s) => s.kind === 'open')).toBe(true);
    expect(JSON.stringify(inbox)).not.toContain('QWER');
    expect(JSON.stringify(inbox)).not.toContain('10.0.0.5');
    ws.close();
  });

  it('ST6 a stream-only host refuses the TV socket and serves stream views', async () => {
    const only = await startBrowserHost({ session, rendererDir: root, host: '127.0.0.1', port: 0, log: () => undefined, tvSocket: false });
    const own = `127.0.0.1:${new URL(only.url).port}`;
    const status = (path: string): Promise<number> =>
      new Promise((resolve) => {
        const ws = new WebSocket(`ws://${own}${path}`, { headers: { Host: own, Origin: `http://${own}` } });
        ws.once('open', () => {
          ws.close();
          resolve(101);
        });
        ws.once('unexpected-response', (_req, res) => {
          resolve(res.statusCode ?? 0);
          res.resume();
        });
        ws.once('error', () => undefined);
      });
    expect(await status(STREAM_WS_PATH)).toBe(101);
    expect(await status('/ws')).toBe(403);
    await only.close();
  });

  it('ST5 stream views are admitted from this machine only (by remote address)', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].map((a) => fromLoopback(a))).toEqual([true, true, true]);
    expect(['192.168.1.7', '::ffff:10.0.0.2', 'fe80::1'].map((a) => fromLoopback(a))).toEqual([false, false, false]);
  });
});
