/** Night files as the host wrote them before a night spanned several matches (one match a file, no `partOf`) still load. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Saves } from '@main/storage/Saves';
import { copyFormat1Nights } from './fixtures/format1-nights';
import { steppingNow, tempDir } from './helpers';

/** A data folder holding the fixture files: a Ligretto, a Dice and a Coloretto match of Ada, Bo and Cleo. */
function oldSaves(): Saves {
  const root = tempDir();
  copyFormat1Nights(join(root, 'nights'));
  return new Saves({ root, log: () => undefined, now: steppingNow() }).load();
}

describe('night files written before nights spanned several games', () => {
  it('every fixture loads (no night set aside), with its game, totals and winners', () => {
    const saves = oldSaves();
    // Their replays are not among the fixtures: those notices say so; none may be about a night file.
    expect(saves.notices.all().filter((n) => n.kind !== 'damaged' || n.file.startsWith('nights/'))).toEqual([]);
    const nights = saves.archive.all().sort((a, b) => a.startedAt.localeCompare(b.startedAt));
    expect(nights.map((n) => [n.game, n.status, n.totals, n.winners])).toEqual([
      ['ligretto', 'over', [17, 10, 8], [0]],
      ['dice', 'over', [5, -3, -2], [0]],
      ['coloretto', 'over', [46, 49, 30], [1]],
    ]);
  });

  it('their players keep per-game profiles built from them', () => {
    const ada = oldSaves()
      .profiles()
      .find((p) => p.name === 'Ada');
    expect(ada?.games).toBe(3);
    expect(ada?.nights.map((n) => n.game).sort()).toEqual(['coloretto', 'dice', 'ligretto']);
  });
});
