import { describe, expect, it } from 'vitest';
import { DEFAULT_RELAY_LIMITS, relayLimitsFromEnv } from '../../src/relay/limits';

describe('relay limits from RELAY_LIMITS', () => {
  it('unset or blank: no overrides, the defaults stand', () => {
    expect(relayLimitsFromEnv({})).toEqual({});
    expect(relayLimitsFromEnv({ RELAY_LIMITS: '  ' })).toEqual({});
  });

  it('overrides just the caps it names', () => {
    expect(relayLimitsFromEnv({ RELAY_LIMITS: '{"maxRoomsPerAddress":1000,"addressRate":100000}' })).toEqual({
      maxRoomsPerAddress: 1000,
      addressRate: 100000,
    });
  });

  it('accepts every cap the relay has', () => {
    const doubled = Object.fromEntries(Object.entries(DEFAULT_RELAY_LIMITS).map(([k, v]) => [k, v * 2]));
    expect(relayLimitsFromEnv({ RELAY_LIMITS: JSON.stringify(doubled) })).toEqual(doubled);
  });

  it('refuses what is not JSON, an unknown cap, or a cap that is not a positive whole number, naming it', () => {
    expect(() => relayLimitsFromEnv({ RELAY_LIMITS: '{maxRooms:1' })).toThrow('bad relay setting RELAY_LIMITS: not JSON');
    expect(() => relayLimitsFromEnv({ RELAY_LIMITS: '{"maxRoom":10}' })).toThrow(/RELAY_LIMITS.*maxRoom/);
    expect(() => relayLimitsFromEnv({ RELAY_LIMITS: '{"seatRate":0}' })).toThrow('RELAY_LIMITS.seatRate');
    expect(() => relayLimitsFromEnv({ RELAY_LIMITS: '{"seatRate":2.5}' })).toThrow('RELAY_LIMITS.seatRate');
    expect(() => relayLimitsFromEnv({ RELAY_LIMITS: '{"seatRate":"30"}' })).toThrow('RELAY_LIMITS.seatRate');
    expect(() => relayLimitsFromEnv({ RELAY_LIMITS: '[1]' })).toThrow('bad relay setting RELAY_LIMITS');
  });
});
