/** The relay's limits and where it listens: defaults, and the environment that overrides them (validated with zod). */
import { z } from 'zod';

/** Every cap the relay enforces (README, "The relay"). */
export interface RelayLimits {
  /** Rooms open at once in this process, and rooms whose host claimed them from one address. */
  readonly maxRooms: number;
  readonly maxRoomsPerAddress: number;
  /** Open TCP connections (page loads, matchmaking, sockets) in all and from one address. */
  readonly maxConnections: number;
  readonly maxConnectionsPerAddress: number;
  /** Phone connections in one room at once (the host caps remote seats on its side). */
  readonly maxPhonesPerRoom: number;
  /** Frames per second one phone seat may send (counted across its reconnects), and all phones of one address. */
  readonly seatRate: number;
  readonly addressRate: number;
  /** Bytes per second one connection may send (the host's connection too). */
  readonly bytesPerSecond: number;
  /** Matchmaking requests per minute from one address. */
  readonly matchmakePerMinute: number;
  /** Wrong room codes or reconnection tokens from one address, within `lockoutMs`, before it is locked out that long. */
  readonly maxCodeFailures: number;
  readonly lockoutMs: number;
  /** Wrong codes from all addresses together within `lockoutMs` before every address is slowed to one try per `slowTryMs`. */
  readonly maxGlobalCodeFailures: number;
  readonly slowTryMs: number;
  /** A room whose host has been gone this long is closed. */
  readonly hostGoneMs: number;
  /** A dropped phone may come back to its relay seat (Colyseus reconnection) within this many seconds. */
  readonly phoneReconnectS: number;
  /** A dropped host may come back by its reconnection token within this many seconds (else it claims the room again). */
  readonly hostReconnectS: number;
  /** Viewers (issue 32) connected to this process at most, and in one audience room (more rooms open past it). */
  readonly maxViewersPerProcess: number;
  readonly maxViewersPerRoom: number;
  /** Messages a second one viewer may send (more are dropped; three times this closes it), and all viewers of one address. */
  readonly viewerRate: number;
  readonly viewerAddressRate: number;
  /**
   * How often (ms) audience rooms report their counts and broadcast the night's state to their viewers, and the night
   * room sums the reports for the host (who hears them at most every 500 ms): fixed rates, whatever the audience's size.
   */
  readonly audienceTickMs: number;
}

export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  maxRooms: 500,
  maxRoomsPerAddress: 4,
  maxConnections: 8000,
  maxConnectionsPerAddress: 32,
  maxPhonesPerRoom: 24,
  seatRate: 30,
  addressRate: 240,
  // The host's one connection carries every phone's views (12 phones' views many times a second in a busy match).
  bytesPerSecond: 512 * 1024,
  matchmakePerMinute: 60,
  maxCodeFailures: 8,
  lockoutMs: 60_000,
  maxGlobalCodeFailures: 200,
  slowTryMs: 10_000,
  hostGoneMs: 10 * 60_000,
  phoneReconnectS: 30,
  hostReconnectS: 30,
  maxViewersPerProcess: 5000,
  maxViewersPerRoom: 500,
  viewerRate: 8,
  viewerAddressRate: 400,
  audienceTickMs: 500,
};

const cap = z.number().int().positive().max(1_000_000_000);

/** `RELAY_LIMITS`: a JSON object overriding some of the caps above (an operator's tuning; the bench raises the per-address ones). */
const limitsSchema = z
  .strictObject({
    maxRooms: cap,
    maxRoomsPerAddress: cap,
    maxConnections: cap,
    maxConnectionsPerAddress: cap,
    maxPhonesPerRoom: cap,
    seatRate: cap,
    addressRate: cap,
    bytesPerSecond: cap,
    matchmakePerMinute: cap,
    maxCodeFailures: cap,
    lockoutMs: cap,
    maxGlobalCodeFailures: cap,
    slowTryMs: cap,
    hostGoneMs: cap,
    phoneReconnectS: cap,
    hostReconnectS: cap,
    maxViewersPerProcess: cap,
    maxViewersPerRoom: cap,
    viewerRate: cap,
    viewerAddressRate: cap,
    audienceTickMs: cap,
  } satisfies Record<keyof RelayLimits, typeof cap>)
  .partial();

/** Reads `RELAY_LIMITS` (JSON, some of RelayLimits' keys); throws one clear line when it is not valid. Unset: no overrides. */
export function relayLimitsFromEnv(env: Readonly<Record<string, string | undefined>>): Partial<RelayLimits> {
  const text = env.RELAY_LIMITS;
  if (text === undefined || text.trim() === '') return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('bad relay setting RELAY_LIMITS: not JSON');
  }
  const parsed = limitsSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `bad relay setting RELAY_LIMITS${issue?.path.length ? `.${issue.path.join('.')}` : ''}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}

/** The default port of `npm run relay`. */
export const DEFAULT_RELAY_PORT = 2567;

/** Where and how one relay process runs. */
export interface RelayConfig {
  readonly host: string;
  readonly port: number;
  /** Redis for scale-out (presence and room directory); null: one process, in memory. */
  readonly redisUrl: string | null;
  /** This process's own address as phones reach it (`host:port`, or a public name behind a proxy); null for one process. */
  readonly publicAddress: string | null;
  /** Origins (besides the relay's own) whose pages may use the relay: the other relay processes' public origins. */
  readonly origins: readonly string[];
  /** Trust X-Forwarded-For's last address (only behind a proxy that sets it). */
  readonly trustProxy: boolean;
  /** The built phone page (out/phone). */
  readonly phoneDir: string;
  /** The built viewer page (out/watch); absent: next to the phone page. */
  readonly watchDir?: string;
  /** Limits changed from the defaults (`RELAY_LIMITS`). */
  readonly limits?: Partial<RelayLimits>;
}

const envSchema = z.object({
  RELAY_HOST: z.string().min(1).default('127.0.0.1'),
  RELAY_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_RELAY_PORT),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  RELAY_PUBLIC_ADDRESS: z
    .string()
    .regex(/^[A-Za-z0-9.[\]:-]+(\/[A-Za-z0-9._/-]*)?$/)
    .optional(),
  RELAY_ORIGINS: z.string().optional(),
  RELAY_TRUST_PROXY: z.enum(['0', '1']).default('0'),
  RELAY_PHONE_DIR: z.string().min(1).optional(),
  RELAY_WATCH_DIR: z.string().min(1).optional(),
  RELAY_LIMITS: z.string().max(2000).optional(),
});

const originSchema = z.url({ protocol: /^https?$/ }).refine((u) => new URL(u).origin === u, 'an origin: scheme://host[:port]');

/** Reads the relay's configuration from the environment; throws one clear line naming the bad variable. */
export function relayConfigFromEnv(env: Readonly<Record<string, string | undefined>>, defaultPhoneDir: string): RelayConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`bad relay setting ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  const e = parsed.data;
  const origins = (e.RELAY_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '');
  for (const o of origins) {
    if (!originSchema.safeParse(o).success) throw new Error(`bad relay setting RELAY_ORIGINS: ${o.slice(0, 60)} is not an origin`);
  }
  const limits = relayLimitsFromEnv({ RELAY_LIMITS: e.RELAY_LIMITS });
  return {
    limits,
    ...(e.RELAY_WATCH_DIR ? { watchDir: e.RELAY_WATCH_DIR } : {}),
    host: e.RELAY_HOST,
    port: e.RELAY_PORT,
    redisUrl: e.REDIS_URL ?? null,
    publicAddress: e.RELAY_PUBLIC_ADDRESS ?? null,
    origins,
    trustProxy: e.RELAY_TRUST_PROXY === '1',
    phoneDir: e.RELAY_PHONE_DIR ?? defaultPhoneDir,
  };
}
