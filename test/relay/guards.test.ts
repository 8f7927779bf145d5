import { describe, expect, it } from 'vitest';
import { CodeGuard, RateWindows } from '../../src/relay/guards';

describe('relay guards', () => {
  it('past the global budget every address is slowed to one try per slow period, never locked out', () => {
    let now = 0;
    const guard = new CodeGuard(8, 60_000, 10, 10_000, () => now);
    // Ten addresses guess once each: the global budget (10 a minute) is spent.
    for (let i = 0; i < 10; i++) {
      expect(guard.gate(`10.0.0.${i}`)).toBe('ok');
      guard.fail(`10.0.0.${i}`);
    }
    // A room's own phone (an address that never failed) still gets its try, then waits the slow period.
    expect(guard.gate('192.168.1.5')).toBe('ok');
    expect(guard.gate('192.168.1.5')).toBe('slow');
    now += 10_000;
    expect(guard.gate('192.168.1.5')).toBe('ok');
    // Once the failures are a minute old, nobody is slowed.
    now += 60_000;
    expect(guard.gate('192.168.1.5')).toBe('ok');
    expect(guard.gate('192.168.1.5')).toBe('ok');
  });

  it('one address past its own budget is locked out, whatever the others do', () => {
    let now = 0;
    const guard = new CodeGuard(3, 60_000, 1000, 10_000, () => now);
    for (let i = 0; i < 3; i++) guard.fail('10.0.0.1');
    expect(guard.gate('10.0.0.1')).toBe('locked');
    expect(guard.gate('10.0.0.2')).toBe('ok');
    now += 60_000;
    expect(guard.gate('10.0.0.1')).toBe('ok');
  });

  it('rate windows count per key and start afresh each window', () => {
    let now = 0;
    const rate = new RateWindows(3, () => now);
    expect([rate.over('a'), rate.over('a'), rate.over('a'), rate.over('a')]).toEqual([false, false, false, true]);
    expect(rate.over('b')).toBe(false);
    now += 1000;
    expect(rate.over('a')).toBe(false);
    expect(rate.over('a', 5)).toBe(true);
  });
});
