/** One game night across matches of any games: the matches share the night, and its table counts them by placing. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Saves } from '@main/storage/Saves';
import type { GameNight } from '@shared/night';
import { gameNightSchema } from '@shared/night-schema';
import { nightOf, nightPointsOf, nightTable, placesOf } from '@shared/night-table';
import type { Snapshot } from '@shared/protocol';
import { format1Nights } from './fixtures/format1-nights';
import { flush, savesRig, seatBots, steppingNow, tempDir, viewOf, type SavesRig } from './helpers';

/** Steps the clock until `done`, bounded in game time. */
async function until(rig: SavesRig, done: (s: Snapshot<unknown>) => boolean): Promise<void> {
  const stop = rig.clock.now() + 60 * 60_000;
  while (!done(rig.session.snapshot())) {
    expect(rig.clock.now(), `stuck in ${rig.session.snapshot().stage}`).toBeLessThan(stop);
    rig.clock.advance(200);
    await flush();
  }
  await rig.saves.idle();
}

describe('night points by placing', () => {
  it('give one point for every player finished ahead of; equal totals share a place', () => {
    expect(placesOf([17, 10, 8, 10])).toEqual([1, 2, 4, 2]);
    expect(nightPointsOf([17, 10, 8, 10])).toEqual([3, 1, 0, 1]);
  });
});

describe('night files of one match each (before nights spanned games)', () => {
  it('are each a night of their own', () => {
    const old = format1Nights();
    expect(old.map(nightOf).sort()).toEqual(old.map((n) => n.id).sort());
    for (const night of old) expect(nightTable(old, night.id, null)?.matches).toHaveLength(1);
  });

  it('count together once they name one night: Ligretto, Dice and Coloretto in one table', () => {
    const old = format1Nights();
    const first = [...old].sort((a, b) => a.startedAt.localeCompare(b.startedAt))[0] as GameNight;
    const table = nightTable(
      old.map((n) => ({ ...n, partOf: first.id })),
      first.id,
      null,
    );
    expect(table?.matches.map((m) => m.game)).toEqual(['ligretto', 'dice', 'coloretto']);
    // Ada 1st, 1st, 2nd; Bo 2nd, 3rd, 1st; Cleo 3rd, 2nd, 3rd.
    expect(table?.rows.map((r) => [r.name, r.points, r.wins, r.places])).toEqual([
      ['Ada', 5, 2, [1, 1, 2]],
      ['Bo', 3, 1, [2, 3, 1]],
      ['Cleo', 1, 0, [3, 2, 3]],
    ]);
  });
});

describe('a night across three games through the host', () => {
  it('three matches of three games are saved as one night, and the snapshot carries its table', async () => {
    const root = tempDir();
    const rig = savesRig(root);
    const view = await viewOf(rig);
    await seatBots(view, ['instant', 'instant', 'instant']);
    for (const game of ['ligretto', 'dice', 'coloretto'] as const) {
      view.lobby({ op: 'set-game', game });
      view.lobby({ op: 'set-options', options: { rounds: 1 } });
      await flush();
      view.send({ t: 'control', op: 'start-match' });
      await until(rig, (s) => s.stage === 'match-over');
      view.send({ t: 'control', op: 'continue' });
      await until(rig, (s) => s.stage === 'lobby');
    }
    const files = readdirSync(join(root, 'nights')).filter((n) => n.endsWith('.json'));
    const matches = files.map((f) => gameNightSchema.parse(JSON.parse(readFileSync(join(root, 'nights', f), 'utf8'))));
    expect(matches.map((m) => m.game).sort()).toEqual(['coloretto', 'dice', 'ligretto']);
    expect(new Set(matches.map(nightOf)).size).toBe(1);
    const table = rig.session.snapshot().saves?.table;
    expect(table?.matches.map((m) => [m.game, m.live])).toEqual([
      ['ligretto', false],
      ['dice', false],
      ['coloretto', false],
    ]);
    // Three players: each match hands out 0 + 1 + 2 = 3 points when no totals are equal.
    expect(table?.rows.reduce((sum, r) => sum + r.points, 0)).toBeLessThanOrEqual(9);
    expect(table?.rows.every((r) => r.places.every((p) => p !== null))).toBe(true);

    // After a restart the saved matches are still one night.
    const again = new Saves({ root, log: () => undefined, now: steppingNow() }).load();
    expect(new Set(again.archive.all().map(nightOf)).size).toBe(1);
  }, 120_000);
});
