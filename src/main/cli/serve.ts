/**
 * `npm run serve -- [--port P] [--host H] [--demo N] [--no-build] [--lan [--lan-host H] [--lan-port P]] [--native-pads] [--relay URL]`:
 * browser mode; the first line printed is the URL.
 * `--test-clock` (tests only, loopback only; with --lan only on a loopback --lan-host): the game clock is steered over stdin, see
 * test-clock-channel.ts.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startBrowserHost } from '../browser-host';
import { bindScope } from '../transport/bind-address';
import { createHostSession, logLine } from '../host';
import { browserBaseDir, openSaves, takeDataFlag } from '../storage/open-saves';
import { DEFAULT_LAN_PORT } from '../lan/lan-config';
import { parsePort, setupLan, type LanSettings } from '../lan/LanService';
import { parseRelayUrl, relayConfigFrom } from '../relay/relay-settings';
import { RemoteSwitch } from '../relay/remote-switch';
import { launchEvent, type EventLaunch } from '../storage/event-launch';
import { MAX_EVENT_ROUNDS } from '@shared/event/event-schema';
import { NativePads } from '../native-pads/NativePads';
import { childPadChannel } from '../native-pads/worker-protocol';
import { realClock } from '../session/clock';
import { TestClock } from '../session/test-clock';
import { attachTestClockChannel } from './test-clock-channel';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** A plain decimal number, else NaN (Number() would take '', ' ', '0x50' and '1e3'). */
function decimal(text: string): number {
  return /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
}

/** Parsed serve options; `lan` and `nativePads` appear only when asked for. */
export interface ServeArgs {
  host: string;
  port: number;
  demo: number | null;
  build: boolean;
  lan?: LanSettings;
  nativePads?: true;
  /** Test-only: the game clock is steered by the process that started serve, over its stdin. */
  testClock?: true;
  /** Streamer safety: no room code, QR code or LAN address on the TV or stream views. */
  streamerSafe?: true;
  /** Stream views show seat colours instead of names. */
  streamColors?: true;
  /** Run an event: a new one from an entrant list, or `resume` the newest unfinished one. */
  event?: EventLaunch;
  /** Remote players through this relay (`--relay URL`; LIGRETTO_RELAY otherwise). */
  relay?: string;
  /** `--no-howto`: Start never plays a game's how-to-play first (the end-to-end tests that are not about it). */
  noHowto?: true;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** Parsed command line, or a usage error. */
export function parseServeArgs(argv: readonly string[]): ServeArgs | { error: string } {
  try {
    const { values } = parseArgs({
      args: argv.filter((a) => a !== '--'),
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        demo: { type: 'string' },
        'no-build': { type: 'boolean' },
        lan: { type: 'boolean' },
        'lan-host': { type: 'string' },
        'lan-port': { type: 'string' },
        'native-pads': { type: 'boolean' },
        'test-clock': { type: 'boolean' },
        'streamer-safe': { type: 'boolean' },
        'stream-colors': { type: 'boolean' },
        event: { type: 'string' },
        'event-format': { type: 'string' },
        'event-games': { type: 'string' },
        'event-rounds': { type: 'string' },
        relay: { type: 'string' },
        'no-howto': { type: 'boolean' },
      },
      strict: true,
    });
    const port = values.port === undefined ? 5173 : decimal(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) return { error: `--port must be 0-65535, got ${values.port}` };
    const demo = values.demo === undefined ? null : decimal(values.demo);
    if (demo !== null && (!Number.isInteger(demo) || demo < 2 || demo > 12))
      return { error: `--demo must be 2-12 bots, got ${values.demo}` };
    // An empty host would make listen() bind every interface.
    if (values.host !== undefined && values.host.trim() === '') return { error: '--host must not be empty' };
    const lanHost = values['lan-host']?.trim();
    // Parsed as listen() reads it: 0, ::0, 0:0:0:0:0:0:0:0 and [::] bind every interface too.
    if (lanHost !== undefined && (lanHost === '' || bindScope(lanHost) === 'all')) return { error: '--lan-host must name one interface' };
    const lanPort = values['lan-port'] === undefined ? DEFAULT_LAN_PORT : parsePort(values['lan-port']);
    if (lanPort === null) return { error: `--lan-port must be 0-65535, got ${values['lan-port'] ?? ''}` };
    if (values.lan !== true && (lanHost !== undefined || values['lan-port'] !== undefined))
      return { error: '--lan-host and --lan-port need --lan' };
    const formats = ['round-robin', 'winner-stays', 'open-table'] as const;
    const format = formats.find((f) => f === (values['event-format'] ?? 'round-robin'));
    if (format === undefined) return { error: `--event-format must be ${formats.join(', ')}` };
    if (values['event-format'] !== undefined && values.event === undefined) return { error: '--event-format needs --event' };
    const games = values['event-games'] === undefined ? undefined : decimal(values['event-games']);
    if (games !== undefined && !(Number.isInteger(games) && games >= 1 && games <= 50))
      return { error: `--event-games must be 1-50, got ${values['event-games']}` };
    const rounds = values['event-rounds'] === undefined ? undefined : decimal(values['event-rounds']);
    if (rounds !== undefined && !(Number.isInteger(rounds) && rounds >= 1 && rounds <= MAX_EVENT_ROUNDS))
      return { error: `--event-rounds must be 1-${MAX_EVENT_ROUNDS}, got ${values['event-rounds']}` };
    if ((games !== undefined || rounds !== undefined) && values.event === undefined)
      return { error: '--event-games and --event-rounds need --event' };
    const event =
      values.event === undefined
        ? null
        : {
            source: values.event,
            format,
            ...(games === undefined ? {} : { games }),
            ...(rounds === undefined ? {} : { roundsPerGame: rounds }),
          };
    const relay = values.relay === undefined ? undefined : parseRelayUrl(values.relay);
    if (relay && 'error' in relay) return { error: `--relay: ${relay.error}` };
    const testClock = values['test-clock'] === true;
    // LAN mode on a loopback interface stays on this machine (the streamer-safety and couch tests need a room code).
    const lanOutside = values.lan === true && !LOOPBACK.has(lanHost ?? '');
    if (testClock && (lanOutside || !LOOPBACK.has(values.host ?? '127.0.0.1')))
      return { error: '--test-clock is for tests on this machine only: loopback --host and no --lan but on a loopback --lan-host' };
    return {
      host: values.host ?? '127.0.0.1',
      port,
      demo,
      build: values['no-build'] !== true,
      ...(values.lan === true ? { lan: { on: true, host: lanHost ?? null, port: lanPort } } : {}),
      ...(values['native-pads'] === true ? { nativePads: true as const } : {}),
      ...(testClock ? { testClock: true as const } : {}),
      ...(values['streamer-safe'] === true ? { streamerSafe: true as const } : {}),
      ...(values['stream-colors'] === true ? { streamColors: true as const } : {}),
      ...(event ? { event } : {}),
      ...(relay ? { relay: relay.url } : {}),
      ...(values['no-howto'] === true ? { noHowto: true as const } : {}),
    };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

async function main(): Promise<void> {
  const { data, rest } = takeDataFlag(process.argv.slice(2));
  const args = 'error' in data ? data : parseServeArgs(rest);
  if ('error' in args) {
    process.stderr.write(
      `serve: ${args.error}\nusage: npm run serve -- [--port P] [--host H] [--demo N] [--no-build] [--lan [--lan-host H] [--lan-port P]] [--native-pads] [--test-clock] [--streamer-safe] [--stream-colors] [--event <entrants file>|resume [--event-format F] [--event-games N] [--event-rounds N]] [--relay URL] [--no-howto]\n`,
    );
    process.exitCode = 2;
    return;
  }
  if (args.build) {
    const bin = join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
    execFileSync(process.execPath, [bin, 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const testClock = args.testClock ? new TestClock(realClock) : null;
  const session = createHostSession(logLine, testClock ?? realClock, args.noHowto !== true);
  session.side.setStreamPolicy({ safety: args.streamerSafe === true, names: args.streamColors === true ? 'colors' : 'names' });
  const opened = 'error' in data ? null : openSaves({ base: browserBaseDir(data.dir), log: logLine });
  if (opened) session.attachSaves(opened.saves);
  if (args.event && opened) {
    const error = await launchEvent(session, opened.root, args.event, logLine, (draft) => opened.saves.notify(draft));
    if (error !== null) logLine(`event not started: ${error}`);
  }
  const host = await startBrowserHost({
    session,
    rendererDir: join(root, 'out', 'renderer'),
    host: args.host,
    port: args.port,
    log: logLine,
  });
  const url = new URL(host.url);
  if (args.demo !== null) url.searchParams.set('demo', String(args.demo));
  process.stdout.write(`${url.href}\n`);
  if (testClock) {
    logLine('test clock on: game time is steered over stdin (tests only)');
    attachTestClockChannel(testClock, session, process.stdin, (line) => process.stdout.write(line));
  }
  if (host.key !== null) {
    logLine(
      `serving on ${args.host}: machines on that network reach this port, but only a browser opened with the key in the URL above acts as the TV`,
    );
    const others = host.allowedHosts.filter((h) => !h.startsWith('127.0.0.1:') && !h.startsWith('localhost:') && !h.startsWith('[::1]:'));
    for (const h of others) logLine(`TV address on the network: http://${h}/?key=${host.key}`);
  }
  const stopLan = args.lan
    ? setupLan(session, join(root, 'out', 'phone'), args.lan, logLine, join(root, 'out', 'renderer'))
    : () => Promise.resolve();
  const config = relayConfigFrom(args.relay, process.env, opened?.settings.settings ?? null);
  const remote = new RemoteSwitch({
    session,
    config,
    log: logLine,
    saves: opened?.saves ?? null,
    settings: opened?.settings ?? null,
  }).start();
  const nativePads = new NativePads(session, logLine);
  if (args.nativePads) nativePads.start(() => childPadChannel(join(root, 'src', 'main', 'native-pads', 'worker.ts')));
  const stop = (): void => {
    nativePads.stop();
    void Promise.all([stopLan(), remote.stop(), host.close()]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
