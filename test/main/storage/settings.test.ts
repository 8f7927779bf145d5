/** The host's own settings: checked value by value; a bad value falls back to its default with a notice; the file is kept. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOST_SETTINGS, readSettings, SettingsFile } from '@main/storage/settings';
import { tempDir } from './temp-dir';

function settingsIn(dir: string, text?: string): SettingsFile {
  if (text !== undefined) writeFileSync(join(dir, 'settings.json'), text);
  return new SettingsFile(join(dir, 'settings.json'));
}

describe('host settings', () => {
  it('a missing file gives the defaults without a notice', () => {
    expect(settingsIn(tempDir('settings')).load()).toEqual({ settings: DEFAULT_HOST_SETTINGS, notices: [] });
  });

  it('good values are used as they are', () => {
    const dataDir = join(tempDir('settings'), 'nights-here');
    expect(readSettings(JSON.stringify({ fullscreen: true, lan: false, dataDir }))).toEqual({
      settings: { fullscreen: true, lan: false, dataDir, streamerSafety: false, streamNames: 'names', relay: 'off', remotePlayers: true },
      notices: [],
    });
  });

  it('streamer safety and names on stream are read, and a bad value falls back with a notice', () => {
    expect(readSettings(JSON.stringify({ streamerSafety: true, streamNames: 'colors' })).settings).toMatchObject({
      streamerSafety: true,
      streamNames: 'colors',
    });
    const bad = readSettings(JSON.stringify({ streamerSafety: 'yes', streamNames: 'nicknames' }));
    expect(bad.settings).toMatchObject({ streamerSafety: false, streamNames: 'names', relay: 'off', remotePlayers: true });
    expect(bad.notices).toMatchObject([{ setting: 'streamerSafety' }, { setting: 'streamNames' }]);
  });

  it('the relay is off or a ws(s):// address; a bad one falls back to off with a notice', async () => {
    expect(readSettings(JSON.stringify({ relay: 'wss://relay.example.com' })).settings.relay).toBe('wss://relay.example.com');
    expect(readSettings(JSON.stringify({ relay: 'off' })).settings.relay).toBe('off');
    for (const bad of [
      'https://relay.example.com',
      'wss://user:pw@relay.example.com',
      'wss://relay.example.com/?code=ABCD',
      'on',
      42,
      null,
    ]) {
      const read = readSettings(JSON.stringify({ relay: bad }));
      expect(read.settings.relay).toBe('off');
      expect(read.notices).toMatchObject([{ kind: 'setting-reset', setting: 'relay' }]);
    }
    const dir = tempDir('settings');
    const file = settingsIn(dir);
    await expect(file.update({ relay: 'ftp://relay.example.com' })).rejects.toThrow('bad value for relay');
    await file.update({ relay: 'ws://127.0.0.1:2567' });
    expect(settingsIn(dir).load().settings.relay).toBe('ws://127.0.0.1:2567');
  });

  it('remotePlayers is the on/off switch beside the relay address: a boolean, on by default, saved as switched', async () => {
    expect(readSettings(JSON.stringify({ relay: 'wss://relay.example.com' })).settings.remotePlayers).toBe(true);
    expect(readSettings(JSON.stringify({ remotePlayers: false })).settings.remotePlayers).toBe(false);
    const bad = readSettings(JSON.stringify({ remotePlayers: 'no' }));
    expect(bad.settings.remotePlayers).toBe(true);
    expect(bad.notices).toMatchObject([{ kind: 'setting-reset', setting: 'remotePlayers' }]);
    const dir = tempDir('settings');
    const file = settingsIn(dir);
    await file.update({ relay: 'wss://relay.example.com', remotePlayers: false });
    expect(settingsIn(dir).load().settings).toMatchObject({ relay: 'wss://relay.example.com', remotePlayers: false });
  });

  it('each bad value falls back to its default with a notice naming it; the good ones stay', () => {
    const { settings, notices } = readSettings(JSON.stringify({ fullscreen: 'yes', lan: false, dataDir: 'relative/dir', volume: 11 }));
    expect(settings).toEqual({
      fullscreen: false,
      lan: false,
      dataDir: null,
      streamerSafety: false,
      streamNames: 'names',
      relay: 'off',
      remotePlayers: true,
    });
    expect(notices.map((n) => (n.kind === 'setting-reset' ? n.setting : n.kind))).toEqual(['fullscreen', 'dataDir', 'volume']);
    expect(notices[1]).toMatchObject({
      problem: 'must be an absolute path',
      text: 'The setting "dataDir" had a bad value (must be an absolute path); it uses its default, null.',
    });
    expect(notices[2]).toMatchObject({ problem: 'unknown setting' });
  });

  it('a file that is not a JSON object gives every default and one notice', () => {
    for (const text of ['', '{"fullscreen": tru', '[true]', 'null', '42']) {
      const { settings, notices } = readSettings(text);
      expect(settings).toEqual(DEFAULT_HOST_SETTINGS);
      expect(notices).toEqual([expect.objectContaining({ kind: 'setting-reset', setting: 'settings.json' })]);
    }
  });

  it('a bad file is not touched at load; the first change keeps it as settings.json.bad, then writes good settings', async () => {
    const dir = tempDir('settings');
    const bad = '{"fullscreen": "on", "lan": false}';
    const file = settingsIn(dir, bad);
    expect(file.load().settings).toEqual({ ...DEFAULT_HOST_SETTINGS, lan: false });
    expect(readFileSync(join(dir, 'settings.json'), 'utf8')).toBe(bad);
    expect(existsSync(join(dir, 'settings.json.bad'))).toBe(false);
    expect(await file.update({ fullscreen: true })).toEqual({
      fullscreen: true,
      lan: false,
      dataDir: null,
      streamerSafety: false,
      streamNames: 'names',
      relay: 'off',
      remotePlayers: true,
    });
    expect(readFileSync(join(dir, 'settings.json.bad'), 'utf8')).toBe(bad);
    expect(settingsIn(dir).load()).toEqual({
      settings: {
        fullscreen: true,
        lan: false,
        dataDir: null,
        streamerSafety: false,
        streamNames: 'names',
        relay: 'off',
        remotePlayers: true,
      },
      notices: [],
    });
    await file.update({ lan: true });
    expect(readFileSync(join(dir, 'settings.json.bad'), 'utf8')).toBe(bad);
  });

  it('a second bad file never overwrites the first .bad', async () => {
    const dir = tempDir('settings');
    writeFileSync(join(dir, 'settings.json.bad'), 'older');
    const file = settingsIn(dir, 'newer');
    file.load();
    await file.update({ lan: false });
    expect(readFileSync(join(dir, 'settings.json.bad'), 'utf8')).toBe('older');
    const { readdirSync } = await import('node:fs');
    const kept = readdirSync(dir).filter((n) => n.startsWith('settings.json.bad-'));
    expect(kept.map((n) => readFileSync(join(dir, n), 'utf8'))).toEqual(['newer']);
  });

  it('a change with a bad value is refused and changes nothing', async () => {
    const file = settingsIn(tempDir('settings'));
    file.load();
    await expect(file.update({ dataDir: 'not/absolute' })).rejects.toThrow('bad value for dataDir');
    expect(file.settings).toEqual(DEFAULT_HOST_SETTINGS);
  });
});
