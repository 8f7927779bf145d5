/**
 * One relay process: Colyseus (matchmaking, rooms, seat reservation, reconnection) over a WebSocket transport on a
 * plain Node HTTP server that also serves the landing page and the phone page. In memory by default; with a Redis
 * URL, presence and the room directory are shared with the other relay processes (@colyseus/redis-presence and
 * @colyseus/redis-driver), so a phone that reaches any process finds its room.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { ErrorCode, matchMaker, Server, ServerError, type Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { MAX_HOST_FRAME_BYTES, RELAY_ROOM_NAME } from '@shared/relay-protocol';
import { AddressCounts, CodeGuard, RateWindows } from './guards';
import { DEFAULT_RELAY_LIMITS, type RelayConfig, type RelayLimits } from './limits';
import { nightRoomFor, type RelayContext } from './NightRoom';
import { audienceRoomFor, type AudienceContext } from './AudienceRoom';
import { AUDIENCE_ROOM_NAME, audienceJoinSchema } from '@shared/audience-protocol';
import { loadPages, loadWatchPages, relayCsp, servePage } from './pages';
import { audienceProcessFor, selectProcessToCreate } from './audience-placement';

/** What a running relay process offers its owner (the CLI, tests, the bench). */
export interface Relay {
  /** `http://host:port` as bound. */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** A relay process's options: its config, limits, clock and log. */
export interface RelayOptions {
  readonly config: RelayConfig;
  readonly limits?: Partial<RelayLimits>;
  /** Milliseconds; tests pass a manual clock to step lockouts, rate windows and room expiry. */
  readonly now?: () => number;
  readonly after?: (ms: number, fn: () => void) => () => void;
  readonly log: (line: string) => void;
}

/** The matchmaking methods a client may call: no `join`, and `joinOrCreate` only for a night's audience room (invokeMethod), so a phone needs its code. */
const EXPOSED_METHODS = ['create', 'joinById', 'reconnect', 'joinOrCreate'];

/** Colyseus' own matchmaking call, kept before any relay of this process wraps it (a restarted relay wraps it afresh). */
const colyseusInvoke = matchMaker.controller.invokeMethod.bind(matchMaker.controller);

/** A viewer's join options with the process the relay places it on (never one the client names). */
async function viewerOptions(clientOptions: unknown): Promise<Record<string, unknown>> {
  const parsed = audienceJoinSchema.safeParse(clientOptions);
  if (!parsed.success) throw new ServerError(ErrorCode.AUTH_FAILED, parsed.error.issues[0]?.message ?? 'bad options');
  const process = await audienceProcessFor(parsed.data.code);
  if (process === null) throw new ServerError(ErrorCode.AUTH_FAILED, 'this night has no audience open');
  return { ...parsed.data, process };
}

/** Largest matchmaking request body (join options) in bytes. */
const MAX_MATCHMAKE_BODY = 1024;

function realAfter(ms: number, fn: () => void): () => void {
  const timer = setTimeout(fn, ms);
  timer.unref();
  return () => clearTimeout(timer);
}

/** The address a request comes from: the socket's, or behind a trusted proxy the last X-Forwarded-For entry. */
function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return socket;
  const forwarded = req.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').pop()?.trim();
  return last || socket;
}

/** Fixes the address Colyseus reads (it trusts X-Real-IP and X-Forwarded-For from anyone) to the one computed here. */
function pinAddress(req: IncomingMessage, address: string): void {
  delete req.headers['x-forwarded-for'];
  req.headers['x-real-ip'] = address;
}

/** ws:// or wss:// of an http(s) origin. */
function socketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

async function redisParts(url: string): Promise<{ presence: Presence; driver: matchMaker.MatchMakerDriver }> {
  const [{ RedisPresence }, { RedisDriver }] = await Promise.all([import('@colyseus/redis-presence'), import('@colyseus/redis-driver')]);
  return { presence: new RedisPresence(url), driver: new RedisDriver(url) };
}

/** Starts a relay process; resolves once it listens. Colyseus keeps one matchmaker per process: one relay at a time. */
export async function startRelay(opts: RelayOptions): Promise<Relay> {
  const { config, log } = opts;
  const limits: RelayLimits = { ...DEFAULT_RELAY_LIMITS, ...config.limits, ...opts.limits };
  const now = opts.now ?? (() => Date.now());
  const ctx: RelayContext = {
    limits,
    now,
    after: opts.after ?? realAfter,
    log,
    seatRate: new RateWindows(limits.seatRate, now),
    addressRate: new RateWindows(limits.addressRate, now),
    roomsByAddress: new AddressCounts(),
  };
  const codes = new CodeGuard(limits.maxCodeFailures, limits.lockoutMs, limits.maxGlobalCodeFailures, limits.slowTryMs, now);
  const matchmakes = new RateWindows(limits.matchmakePerMinute, now, 60_000);
  const bytes = new RateWindows(limits.bytesPerSecond, now);
  const pages = loadPages(config.phoneDir, log);
  loadWatchPages(pages, config.watchDir ?? join(config.phoneDir, '..', 'watch'), log);
  // The audience's budgets are their own: viewers never spend the seated phones' rates.
  const audience: AudienceContext = {
    limits,
    log,
    now,
    viewerAddressRate: new RateWindows(limits.viewerAddressRate, now),
    viewers: 0,
    tickMs: limits.audienceTickMs,
  };
  const sweeper = setInterval(() => {
    for (const w of [ctx.seatRate, ctx.addressRate, matchmakes, bytes, audience.viewerAddressRate]) w.sweep();
    codes.sweep();
  }, 30_000);
  sweeper.unref();

  const http = createServer({ requestTimeout: 10_000, headersTimeout: 5_000, keepAliveTimeout: 5_000 }, (req, res) => {
    const csp = relayCsp(config.origins.map(socketOrigin));
    servePage(pages, csp, req, res);
  });
  const transport = new WebSocketTransport({
    server: http,
    maxPayload: MAX_HOST_FRAME_BYTES + 256,
    pingInterval: 5_000,
    pingMaxRetries: 2,
  });
  const redis = config.redisUrl ? await redisParts(config.redisUrl) : null;
  const server = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    ...(redis ? { presence: redis.presence, driver: redis.driver } : {}),
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
    // A night's room lives on the process its host reached; its audience rooms on another process (audience-placement).
    selectProcessIdToCreateRoom: selectProcessToCreate,
  });
  server.define(RELAY_ROOM_NAME, nightRoomFor(ctx));
  // One audience room per night and process (more when one fills), on a process other than the night's when there is one.
  server.define(AUDIENCE_ROOM_NAME, audienceRoomFor(audience)).filterBy(['code', 'process']);

  // Matchmaking: only the methods above, with the failed-code guard around joins by code and reconnects.
  const controller = matchMaker.controller;
  controller.exposedMethods = EXPOSED_METHODS;
  controller.invokeMethod = async (method, roomName, clientOptions, authOptions) => {
    const address = typeof authOptions?.ip === 'string' ? authOptions.ip : 'unknown';
    // Viewers, and only viewers, join or create their night's audience room, on the process the relay picks for them.
    if ((method === 'joinOrCreate') !== (roomName === AUDIENCE_ROOM_NAME))
      throw new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, 'no such matchmaking call');
    const viewer = method === 'joinOrCreate';
    if (method === 'create') {
      if (ctx.roomsByAddress.of(address) >= limits.maxRoomsPerAddress)
        throw new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, 'too many rooms from this address');
      if (matchMaker.stats.local.roomCount >= limits.maxRooms) throw new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, 'the relay is full');
    }
    const guarded = method === 'joinById' || method === 'reconnect' || viewer;
    if (guarded) {
      const gate = codes.gate(address);
      if (gate !== 'ok')
        throw new ServerError(
          ErrorCode.MATCHMAKE_UNHANDLED,
          gate === 'locked' ? 'too many wrong codes: wait a minute' : 'too many wrong codes: slow down',
        );
    }
    try {
      const options: unknown = viewer ? await viewerOptions(clientOptions) : clientOptions;
      return (await colyseusInvoke(method, roomName, options as typeof clientOptions, authOptions)) as unknown;
    } catch (e) {
      const code: number = e instanceof ServerError ? e.code : 0;
      const message = e instanceof Error ? e.message : '';
      // Only a room that is not there counts as a guess: a stale reconnection token for a room that is (a phone after a
      // relay restart) is not one, and a token (54 random bits) cannot be guessed within any budget anyway.
      // A viewer's code without an open audience counts as a guess too.
      const unknownRoom = viewer ? /no audience open/.test(message) : code === Number(ErrorCode.MATCHMAKE_INVALID_ROOM_ID);
      if (guarded && unknownRoom && !/is locked/.test(message)) {
        codes.fail(address);
        log(`${method === 'reconnect' ? 'reconnect' : viewer ? 'viewer' : 'join'} refused from ${address}: unknown room code`);
      }
      throw e;
    }
  };
  // CORS only for the relay's own pages (Colyseus' default echoes any origin): another page's origin is answered
  // with the relay's own, which its browser refuses.
  controller.getCorsHeaders = (req: IncomingMessage): Record<string, string> => {
    const origin = req.headers.origin;
    const own = `http://${req.headers.host ?? ''}`;
    return {
      'Access-Control-Allow-Origin': origin && allowedOrigin(req, origin) ? origin : own,
      'Access-Control-Allow-Credentials': 'false',
    };
  };

  const allowedOrigin = (req: IncomingMessage, origin: string): boolean => {
    const host = req.headers.host ?? '';
    return origin === `http://${host}` || origin === `https://${host}` || config.origins.includes(origin);
  };

  // Every TCP connection: caps in all and per address (a connection over the cap is closed at once).
  const connections = new AddressCounts();
  let open = 0;
  http.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    if (open >= limits.maxConnections || connections.of(address) >= limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open++;
    connections.add(address);
    socket.once('close', () => {
      open--;
      connections.remove(address);
    });
  });

  // HTTP: Colyseus' own listener (matchmaking, then the pages) runs behind the address pin, Origin check and caps.
  const colyseusRequest = http.listeners('request').slice(0) as ((req: IncomingMessage, res: ServerResponse) => void)[];
  http.removeAllListeners('request');
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const address = clientAddress(req, config.trustProxy);
    pinAddress(req, address);
    if ((req.url ?? '').startsWith(`/${controller.matchmakeRoute}/`)) {
      const origin = req.headers.origin;
      if (origin !== undefined && !allowedOrigin(req, origin)) return void res.writeHead(403).end();
      if (req.method === 'POST') {
        if (matchmakes.over(address)) return void res.writeHead(429, { 'Retry-After': '60' }).end();
        const length = Number(req.headers['content-length'] ?? NaN);
        if (!(length >= 0 && length <= MAX_MATCHMAKE_BODY)) return void res.writeHead(413).end();
      }
    }
    for (const listener of colyseusRequest) listener.call(http, req, res);
  });

  let socketSeq = 0;
  // WebSockets: Origin (when sent) must be a relay page's; the address is pinned; bytes per second per connection.
  const colyseusUpgrade = http.listeners('upgrade').slice(0) as ((req: IncomingMessage, socket: Duplex, head: Buffer) => void)[];
  http.removeAllListeners('upgrade');
  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const address = clientAddress(req, config.trustProxy);
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigin(req, origin)) {
      log(`socket refused from ${address}: origin ${origin.slice(0, 80)}`);
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    pinAddress(req, address);
    for (const listener of colyseusUpgrade) listener.call(http, req, socket, head);
    const key = String(++socketSeq);
    // Counted before the WebSocket parses the chunk; the chunk that goes over is the connection's last.
    socket.prependListener('data', (chunk: Buffer) => {
      if (bytes.over(key, chunk.length)) {
        log(`socket from ${address} closed: over ${limits.bytesPerSecond} bytes a second`);
        socket.destroy();
      }
    });
  });

  await server.listen(config.port, config.host);
  const port = (http.address() as AddressInfo).port;
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  log(`relay listening on http://${shownHost}:${port} (${redis ? 'Redis presence and room directory' : 'in memory, one process'})`);
  return {
    url: `http://${shownHost}:${port}`,
    port,
    close: async () => {
      clearInterval(sweeper);
      await server.gracefullyShutdown(false);
      http.closeAllConnections();
    },
  };
}
