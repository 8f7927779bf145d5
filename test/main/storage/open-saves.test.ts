/** Where the data lives: Electron's userData in the app, `--data DIR` or the OS data folder in browser mode. */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserBaseDir, defaultBaseDir, openSaves, takeDataFlag } from '@main/storage/open-saves';
import { tempDir } from './temp-dir';

describe('data folders', () => {
  it('browser mode defaults to the folder Electron gives the packaged app as userData', () => {
    expect(defaultBaseDir('linux', {}, '/home/ana')).toBe('/home/ana/.config/Ligretto Party');
    expect(defaultBaseDir('linux', { XDG_CONFIG_HOME: '/xdg' }, '/home/ana')).toBe('/xdg/Ligretto Party');
    expect(defaultBaseDir('darwin', {}, '/Users/ana')).toBe('/Users/ana/Library/Application Support/Ligretto Party');
    expect(defaultBaseDir('win32', { APPDATA: 'C:\\Users\\ana\\AppData\\Roaming' }, 'C:\\Users\\ana')).toContain('Ligretto Party');
    expect(browserBaseDir('rel/dir')).toBe(resolve('rel/dir'));
  });

  it('--data DIR and --data=DIR are taken out of the serve arguments; an empty one is an error', () => {
    expect(takeDataFlag(['--port', '0', '--data', '/tmp/x', '--no-build'])).toEqual({
      data: { dir: '/tmp/x' },
      rest: ['--port', '0', '--no-build'],
    });
    expect(takeDataFlag(['--', '--data=/srv/ligretto'])).toEqual({ data: { dir: '/srv/ligretto' }, rest: ['--'] });
    expect(takeDataFlag(['--demo', '4'])).toEqual({ data: { dir: undefined }, rest: ['--demo', '4'] });
    for (const bad of [['--data'], ['--data='], ['--data', '--port', '1']])
      expect(takeDataFlag(bad).data).toEqual({ error: '--data needs a folder' });
  });

  it('opens settings.json in the base folder and the saves in <base>/saves, or in the dataDir setting', () => {
    const base = tempDir('base');
    const logs: string[] = [];
    expect(openSaves({ base, log: (l) => logs.push(l) }).root).toBe(join(base, 'saves'));
    const elsewhere = join(tempDir('elsewhere'), 'nights');
    writeFileSync(join(base, 'settings.json'), JSON.stringify({ dataDir: elsewhere }));
    expect(openSaves({ base, log: (l) => logs.push(l) }).root).toBe(elsewhere);
    expect(logs.at(-1)).toBe(`game nights, replays and profiles are kept in ${elsewhere}`);
  });

  it('setting notices and an unusable dataDir reach the snapshot notices; the default folder is used instead', () => {
    const base = tempDir('base');
    const blocker = join(base, 'file');
    writeFileSync(blocker, 'x');
    writeFileSync(join(base, 'settings.json'), JSON.stringify({ fullscreen: 3, dataDir: join(blocker, 'sub') }));
    const opened = openSaves({ base, log: () => undefined });
    expect(opened.root).toBe(join(base, 'saves'));
    expect(opened.saves.view().notices.map((n) => (n.kind === 'setting-reset' ? n.setting : n.kind))).toEqual(['fullscreen', 'dataDir']);
  });
});
