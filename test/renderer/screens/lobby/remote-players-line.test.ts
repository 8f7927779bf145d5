/**
 * Issue 28: the "Remote players ‹ Off / relay address ›" line of the Settings screen and the lobby: its value, its
 * help (where the address came from, or where to set one, in every language) and the `remote-players` message it
 * sends; with no relay address it sends nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientMessage, RemoteSetup } from '@shared/protocol';
import { decodeClientMessage } from '@shared/protocol-schema';
import { LANGUAGES, setLanguage } from '@renderer/i18n/i18n';
import { relayLabel, remotePlayersHelp, remotePlayersItem } from '@renderer/screens/lobby/remote-menu';

const FILE = '/home/host/.config/Ligretto Party/settings.json';

function line(setup: RemoteSetup | null): { sent: ClientMessage[]; item: ReturnType<typeof remotePlayersItem> } {
  const sent: ClientMessage[] = [];
  return { sent, item: remotePlayersItem({ setup: () => setup, send: (msg) => sent.push(msg) }) };
}

afterEach(() => setLanguage('en'));

describe('the Remote players line', () => {
  it('shows Off, or the relay address as host and port while on', () => {
    expect(line({ on: false, relay: 'wss://relay.example.com', source: 'settings', settingsFile: FILE }).item.value?.()).toBe('Off');
    expect(line({ on: true, relay: 'wss://relay.example.com', source: 'cli', settingsFile: null }).item.value?.()).toBe(
      'relay.example.com',
    );
    expect(relayLabel('ws://127.0.0.1:2567')).toBe('127.0.0.1:2567');
  });

  it('hides where the view may not switch remote players (no setup: a stream view)', () => {
    expect(line(null).item.shown?.()).toBe(false);
    expect(line({ on: false, relay: null, source: null, settingsFile: null }).item.shown?.()).toBe(true);
  });

  it('sends the switch as a valid TV message, off when on and on when off', () => {
    const off = line({ on: true, relay: 'wss://relay.example.com', source: 'env', settingsFile: FILE });
    off.item.onConfirm?.();
    const on = line({ on: false, relay: 'wss://relay.example.com', source: 'settings', settingsFile: FILE });
    on.item.onChange?.(1);
    expect([...off.sent, ...on.sent]).toEqual([
      { t: 'remote-players', on: false },
      { t: 'remote-players', on: true },
    ]);
    for (const msg of [...off.sent, ...on.sent]) expect(decodeClientMessage(msg).ok).toBe(true);
  });

  it('with no relay address it sends nothing and its help says where to set one, in every language', () => {
    const none = line({ on: false, relay: null, source: null, settingsFile: FILE });
    none.item.onConfirm?.();
    none.item.onChange?.(-1);
    expect(none.sent).toEqual([]);
    for (const { code } of LANGUAGES) {
      setLanguage(code);
      const help = none.item.help?.() ?? '';
      expect(help, code).toContain(FILE);
      expect(help, code).toContain('LIGRETTO_RELAY');
      expect(remotePlayersHelp({ on: false, relay: null, source: null, settingsFile: null }), code).toContain('LIGRETTO_RELAY');
    }
  });

  it('says where the address came from', () => {
    const from = (source: RemoteSetup['source']): string =>
      remotePlayersHelp({ on: true, relay: 'wss://r.example', source, settingsFile: FILE });
    expect(from('cli')).toContain('--relay');
    expect(from('env')).toContain('LIGRETTO_RELAY');
    expect(from('settings')).toContain('settings file');
  });
});
