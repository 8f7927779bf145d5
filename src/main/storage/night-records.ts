/**
 * The night-level part of the player profiles: every game night (its matches grouped by `nightOf`, any games) counted
 * by its table (src/shared/night-table.ts), so a night's points, place and winner are the ones its standings showed.
 */
import type { GameNight, NightRecord, ProfileGameNight } from '@shared/night';
import { nightOf, nightTable, nightWinners } from '@shared/night-table';

/** A player's night-level record and their game nights, newest first. */
export interface NightSide {
  readonly record: NightRecord;
  readonly gameNights: readonly ProfileGameNight[];
}

/**
 * Each profile key's nights (`keyOf` turns a table's name into a profile key). A night counts once one of its matches
 * gives night points (a night of matches all ended early counts for nobody); first place shared is a night won.
 */
export function nightRecords(matches: readonly GameNight[], keyOf: (name: string) => string): Map<string, NightSide> {
  const groups = new Map<string, GameNight[]>();
  for (const match of matches) groups.set(nightOf(match), [...(groups.get(nightOf(match)) ?? []), match]);
  const out = new Map<string, { record: NightRecord; gameNights: ProfileGameNight[] }>();
  for (const [night, own] of groups) {
    const table = nightTable(own, night, null);
    if (!table || table.matches.every((m) => m.ended)) continue;
    const winners = nightWinners(table);
    const startedAt = own.map((m) => m.startedAt).sort()[0] ?? '';
    const games = table.matches.map((m) => m.game);
    for (const row of table.rows) {
      const key = keyOf(row.name);
      if (key === '') continue;
      const place = 1 + table.rows.filter((r) => r.points > row.points).length;
      const side = out.get(key) ?? { record: { nights: 0, won: 0, points: 0 }, gameNights: [] };
      const won = place === 1;
      side.record = { nights: side.record.nights + 1, won: side.record.won + (won ? 1 : 0), points: side.record.points + row.points };
      side.gameNights.push({ night, startedAt, games, points: row.points, place, players: table.rows.length, winners, won });
      out.set(key, side);
    }
  }
  for (const side of out.values()) side.gameNights.sort((a, b) => b.startedAt.localeCompare(a.startedAt) || b.night.localeCompare(a.night));
  return out;
}
