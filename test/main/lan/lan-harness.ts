/** LAN test rig: a real session and LAN server on 127.0.0.1, and phone clients on real WebSockets (the ws package). */
import { RELAY_CLIENT_CHUNK } from '@shared/relay-protocol';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterEach } from 'vitest';
import { HANG_MS } from '../../support/hang';
import { startLanServer, type LanServer } from '@main/lan/LanServer';
import { PHONE_FONT_WEIGHTS } from '@main/lan/phone-files';
import type { LanLimits } from '@main/lan/lan-config';
import { realClock, type Clock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import type { StageTimings } from '@shared/game';
import { PHONE_PROTOCOL_VERSION, PHONE_WS_PATH, type PhoneHostMessage, type PhoneMessage, type PhoneView } from '@shared/phone-protocol';
import { rawText } from '@main/transport/raw-text';
import { decodePhoneHostMessage } from '@shared/phone-protocol-schema';
import { PROTOCOL_VERSION, type ClientMessage, type HostMessage } from '@shared/protocol';
import { decodeHostMessage } from '@shared/protocol-schema';

/** Fast stages so a whole round runs in seconds of real time. */
export const FAST_TIMINGS: StageTimings = {
  countdown: 150,
  restartCountdown: 100,
  stopped: 300,
  scores: 300,
  standings: 300,
  demoRestart: 300,
};

/** A stand-in phone page: three tiny allow-listed files in a temporary folder. */
export function fakePhoneDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ligretto-phone-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>phone</title>');
  writeFileSync(join(dir, 'phone.js'), 'console.log("phone");');
  writeFileSync(join(dir, 'phone.css'), 'body{}');
  writeFileSync(join(dir, RELAY_CLIENT_CHUNK), 'export {};');
  mkdirSync(join(dir, 'fonts'));
  for (const w of PHONE_FONT_WEIGHTS) writeFileSync(join(dir, 'fonts', `nunito-latin-${w}-normal.woff2`), `wOF2 ${w}`);
  return dir;
}

/**
 * Waits until `done()` holds, polling every 5 ms. Whatever it waits for is a state, so its limit only catches
 * a hang: it is long because a 2-core machine shared with other work can stall a process for seconds.
 */
export async function waitFor(done: () => boolean, what: string): Promise<void> {
  const stop = Date.now() + HANG_MS;
  while (!done()) {
    if (Date.now() > stop) throw new Error(`waited ${HANG_MS} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A session and its LAN server, plus a trusted in-process view playing the TV (it starts the match). */
export interface LanRig {
  readonly session: Session;
  readonly server: LanServer;
  readonly logs: string[];
  readonly port: number;
  /** Everything the TV view received. */
  readonly tv: HostMessage[];
  control(msg: ClientMessage): void;
  close(): Promise<void>;
}

/** Starts a rig with the given limits and timings. */
export async function startLanRig(
  opts: { limits?: Partial<LanLimits>; timings?: Partial<StageTimings>; phoneDir?: string; rendererDir?: string; clock?: Clock } = {},
): Promise<LanRig> {
  const logs: string[] = [];
  let seed = 7;
  const session = new Session({
    autoAdvance: true,
    clock: opts.clock ?? realClock,
    seed: () => seed++,
    log: (l) => logs.push(l),
    timings: { ...FAST_TIMINGS, ...opts.timings },
  });
  const server = await startLanServer({
    session,
    host: '127.0.0.1',
    port: 0,
    phoneDir: opts.phoneDir ?? fakePhoneDir(),
    ...(opts.rendererDir ? { rendererDir: opts.rendererDir } : {}),
    log: (l) => logs.push(l),
    // The rig's phones all come from 127.0.0.1 unless a test picks source addresses: per-address caps are raised.
    limits: { maxSocketsPerAddress: 64, maxHttpPerAddress: 128, seatsPerAddress: 64, ...opts.limits },
    ...(opts.clock ? { clock: opts.clock } : {}),
  });
  const tv: HostMessage[] = [];
  const handle = session.connect({
    send: (m) => {
      const decoded = decodeHostMessage(JSON.stringify(m));
      if (decoded.ok) tv.push(decoded.msg);
    },
    close: () => undefined,
  });
  handle.receive({ t: 'hello', protocol: PROTOCOL_VERSION });
  const port = Number(server.address.split(':')[1]);
  return {
    session,
    server,
    logs,
    port,
    tv,
    control: (msg) => handle.receive(msg),
    close: async () => {
      handle.close();
      await server.close();
      session.snapshot();
    },
  };
}

/** One test file's LAN rig and phones: the rig a test starts and the phones it keeps are closed after it. */
export interface LanTestRigs {
  /** Starts the running test's rig. */
  start(opts?: Parameters<typeof startLanRig>[0]): Promise<LanRig>;
  /** Keeps phones to close after the running test. */
  keep(...phones: PhoneClient[]): void;
}

/** Call once at a test file's top level: what each test opens is closed after it (its phones first, then the rig). */
export function lanTestRigs(): LanTestRigs {
  let rig: LanRig | null = null;
  const phones: PhoneClient[] = [];
  afterEach(async () => {
    for (const c of phones.splice(0)) c.close();
    await rig?.close();
    rig = null;
  });
  return {
    start: async (opts) => (rig = await startLanRig(opts)),
    keep: (...more) => void phones.push(...more),
  };
}

/** Headers and path of an upgrade; defaults are what a phone's browser sends. */
export interface UpgradeOptions {
  readonly origin?: string | null;
  readonly host?: string;
  readonly path?: string;
  /** false: the client ignores pings, like a phone whose Wi-Fi died silently. */
  readonly autoPong?: boolean;
  /** Source address (any of 127/8 on Linux), to act as another machine. */
  readonly from?: string;
}

/** A phone on a real socket that records what the server sends. */
export class PhoneClient {
  readonly inbox: PhoneHostMessage[] = [];
  /** Frames that failed the phone schema (there must be none). */
  readonly bad: string[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private constructor(readonly ws: WebSocket) {
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    ws.on('message', (data) => {
      const decoded = decodePhoneHostMessage(rawText(data));
      if (decoded.ok) this.inbox.push(decoded.msg);
      else this.bad.push(rawText(data).slice(0, 200));
    });
  }

  /** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
  static open(port: number, opts: UpgradeOptions = {}): Promise<PhoneClient> {
    const own = `127.0.0.1:${port}`;
    const headers: Record<string, string> = { Host: opts.host ?? own };
    const origin = opts.origin === undefined ? `http://${own}` : opts.origin;
    if (origin !== null) headers['Origin'] = origin;
    const ws = new WebSocket(`ws://${own}${opts.path ?? PHONE_WS_PATH}`, {
      headers,
      perMessageDeflate: false,
      autoPong: opts.autoPong ?? true,
      ...(opts.from ? { localAddress: opts.from } : {}),
    });
    ws.on('error', () => undefined);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new PhoneClient(ws)));
      ws.once('unexpected-response', (_req, res) => {
        reject(new Error(`upgrade refused with ${res.statusCode ?? '?'}`));
        res.resume();
      });
      ws.once('close', () => reject(new Error('closed before open')));
    });
  }

  /** Sends a message or raw text. */
  send(msg: PhoneMessage | string): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** Joins with the room code and waits for the seat (or throws with the refusal). */
  async join(room: string, name: string): Promise<{ token: string; seat: number }> {
    this.send({ t: 'join', v: PHONE_PROTOCOL_VERSION, room, name });
    return this.answer();
  }

  /** Resumes with a token and waits for the seat (or throws with the refusal). */
  async resume(token: string): Promise<{ token: string; seat: number }> {
    this.send({ t: 'resume', v: PHONE_PROTOCOL_VERSION, token });
    return this.answer();
  }

  private async answer(): Promise<{ token: string; seat: number }> {
    const from = this.inbox.length;
    await waitFor(() => this.inbox.slice(from).some((m) => m.t === 'joined' || m.t === 'refused'), 'a join answer');
    const msg = this.inbox.slice(from).find((m) => m.t === 'joined' || m.t === 'refused');
    if (msg?.t === 'joined') return { token: msg.token, seat: msg.seat };
    throw new Error(msg?.t === 'refused' ? `refused: ${msg.code}` : 'no answer');
  }

  /** The newest view, or null. */
  view(): PhoneView | null {
    for (let i = this.inbox.length - 1; i >= 0; i--) {
      const m = this.inbox[i];
      if (m?.t === 'view') return m.view;
    }
    return null;
  }

  /** Codes of every refusal received. */
  refusals(): string[] {
    return this.inbox.flatMap((m) => (m.t === 'refused' ? [m.code] : []));
  }

  close(): void {
    this.ws.close();
  }
}
