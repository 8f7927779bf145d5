/** `npm run serve` arguments: defaults, parsing and usage errors. */
import { describe, expect, it } from 'vitest';
import { parseServeArgs } from '@main/cli/serve';

function errorOf(argv: readonly string[]): string {
  const r = parseServeArgs(argv);
  if (!('error' in r)) throw new Error(`expected a usage error for ${JSON.stringify(argv)}, got ${JSON.stringify(r)}`);
  return r.error;
}

describe('parseServeArgs', () => {
  it('defaults: loopback only, port 5173, no demo, build first', () => {
    expect(parseServeArgs([])).toEqual({ host: '127.0.0.1', port: 5173, demo: null, build: true });
  });

  it('reads --port, --host, --demo and --no-build, in either form, after an npm "--"', () => {
    expect(parseServeArgs(['--port', '8080', '--host', '0.0.0.0', '--demo', '4', '--no-build'])).toEqual({
      host: '0.0.0.0',
      port: 8080,
      demo: 4,
      build: false,
    });
    expect(parseServeArgs(['--', '--port=0', '--host=::1', '--demo=12'])).toEqual({ host: '::1', port: 0, demo: 12, build: true });
    expect(parseServeArgs(['--port', '65535', '--demo', '2'])).toMatchObject({ port: 65535, demo: 2 });
  });

  it('refuses ports outside 0-65535 and anything that is not a plain decimal number', () => {
    expect(errorOf(['--port', '65536'])).toBe('--port must be 0-65535, got 65536');
    expect(errorOf(['--port=-1'])).toBe('--port must be 0-65535, got -1');
    for (const bad of ['abc', '80.5', '', ' ', '0x50', '1e3', ' 80 ', '+80', 'Infinity']) {
      expect(errorOf([`--port=${bad}`]), JSON.stringify(bad)).toMatch(/^--port must be 0-65535/);
    }
    expect(errorOf(['--port'])).toContain('--port');
  });

  it('refuses a demo outside 2-12 bots', () => {
    for (const bad of ['1', '13', '0', 'x', '', '3.5', '0x4']) {
      expect(errorOf([`--demo=${bad}`]), JSON.stringify(bad)).toMatch(/^--demo must be 2-12 bots/);
    }
  });

  it('refuses an empty host (it would listen on every interface)', () => {
    expect(errorOf(['--host='])).toBe('--host must not be empty');
    expect(errorOf(['--host', ' '])).toBe('--host must not be empty');
    expect(errorOf(['--host'])).toContain('--host');
  });

  it('reads streamer safety, stream colours and an event to start or resume', () => {
    expect(parseServeArgs(['--streamer-safe', '--stream-colors', '--event', 'guests.csv', '--event-format', 'winner-stays'])).toEqual({
      host: '127.0.0.1',
      port: 5173,
      demo: null,
      build: true,
      streamerSafe: true,
      streamColors: true,
      event: { source: 'guests.csv', format: 'winner-stays' },
    });
    expect(parseServeArgs(['--event', 'resume'])).toMatchObject({ event: { source: 'resume', format: 'round-robin' } });
    expect(errorOf(['--event', 'x', '--event-format', 'swiss'])).toBe('--event-format must be round-robin, winner-stays, open-table');
    expect(errorOf(['--event-format', 'open-table'])).toBe('--event-format needs --event');
    expect(parseServeArgs(['--event', 'g.txt', '--event-games', '2', '--event-rounds', '1'])).toMatchObject({
      event: { source: 'g.txt', format: 'round-robin', games: 2, roundsPerGame: 1 },
    });
    expect(errorOf(['--event', 'g.txt', '--event-games', '0'])).toBe('--event-games must be 1-50, got 0');
    expect(errorOf(['--event', 'g.txt', '--event-rounds', '21'])).toBe('--event-rounds must be 1-20, got 21');
    expect(errorOf(['--event-rounds', '1'])).toBe('--event-games and --event-rounds need --event');
  });

  it('refuses unknown options and positional arguments', () => {
    expect(errorOf(['--bogus'])).toContain('--bogus');
    expect(errorOf(['8080'])).toContain('8080');
    expect(errorOf(['--no-build=yes'])).toContain('no-build');
  });
});
