import { describe, expect, it } from 'vitest';
import { parseServeArgs } from '@main/cli/serve';
import { relaySettingsFrom } from '@main/relay/relay-settings';

describe('remote players setting', () => {
  it('serve --relay wins over LIGRETTO_RELAY, which wins over the settings file', () => {
    const env = { LIGRETTO_RELAY: 'wss://env.example' };
    expect(relaySettingsFrom('ws://127.0.0.1:2567', env, 'https://file.example')).toEqual({ on: true, url: 'ws://127.0.0.1:2567' });
    expect(relaySettingsFrom(undefined, env, 'https://file.example')).toEqual({ on: true, url: 'wss://env.example' });
    expect(relaySettingsFrom(undefined, {}, 'https://file.example/')).toEqual({ on: true, url: 'https://file.example' });
    expect(relaySettingsFrom(undefined, { LIGRETTO_RELAY: 'off' }, 'https://file.example')).toEqual({
      on: false,
      reason: 'remote players are off',
    });
    expect(relaySettingsFrom(undefined, {})).toEqual({ on: false, reason: 'remote players are off' });
  });

  it('refuses addresses that are not a plain relay origin', () => {
    for (const bad of ['ftp://x.example', 'wss://user:pw@x.example', 'wss://x.example/?code=ABCD', 'not a url', 'javascript:alert(1)']) {
      const s = relaySettingsFrom(undefined, { LIGRETTO_RELAY: bad });
      expect(s.on).toBe(false);
      expect(parseServeArgs(['--relay', bad])).toHaveProperty('error');
    }
    expect(parseServeArgs(['--relay', 'ws://127.0.0.1:2567'])).toMatchObject({ relay: 'ws://127.0.0.1:2567' });
  });
});
