/** Finding 6: saved files and imports that start with a UTF-8 byte order mark (Windows editors write one) are accepted. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSaves } from '@main/storage/open-saves';
import { readSettings } from '@main/storage/settings';
import { ReplayLibrary } from '@main/storage/ReplayLibrary';
import { nightVersion } from '../main/storage/fixtures/night-versions';
import { tempDir } from '../main/storage/temp-dir';

const BOM = '\uFEFF';

describe('finding 6: a byte order mark at the start of a file', () => {
  it('settings.json and a night file with a BOM load without notices', () => {
    const base = tempDir('bom');
    writeFileSync(join(base, 'settings.json'), `${BOM}${JSON.stringify({ fullscreen: true })}`);
    mkdirSync(join(base, 'saves', 'nights'), { recursive: true });
    const night = nightVersion(1);
    writeFileSync(join(base, 'saves', 'nights', `${night.id}.json`), `${BOM}${JSON.stringify(night)}`);
    const { saves, settings } = openSaves({ base, log: () => undefined });
    expect(settings.settings.fullscreen).toBe(true);
    expect(saves.notices.all()).toEqual([]);
    expect(saves.archive.get(night.id)?.totals).toEqual(night.totals);
    expect(readSettings(`${BOM}{"lan":false}`).notices).toEqual([]);
  });

  it('an imported replay text with a BOM is imported', async () => {
    const library = new ReplayLibrary(tempDir('bom-replay'));
    const text = `${BOM}${JSON.stringify({ options: { players: 3 }, seed: 4, intents: [{ player: 0, do: 'flip' }] })}`;
    const imported = await library.importText(text, 'with-bom', 'BOM', new Date(0).toISOString());
    expect(imported.ok).toBe(true);
  });
});
