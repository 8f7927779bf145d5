/**
 * The saved game nights as the replays screen lists them (issue 31): each night (its matches grouped by `nightOf`,
 * any games) with its table's winners and, per match in the order played, the replays the library still holds.
 */
import type { GameNight } from '@shared/night';
import { nightMatches, nightOf, nightTable, nightWinners } from '@shared/night-table';
import { MAX_REPLAY_NIGHTS } from '@shared/saves-schema';
import type { ReplayNight } from '@shared/saves-protocol';

/**
 * The nights of `matches` that hold at least one replay `kept` by the library, newest first (by their first match's
 * start, then id); at most MAX_REPLAY_NIGHTS. Matches put away (discarded) and matches without rounds are left out,
 * as the night's table leaves them out.
 */
export function replayNights(matches: readonly GameNight[], kept: (replay: string) => boolean): ReplayNight[] {
  const ids = new Set(matches.map(nightOf));
  const out: ReplayNight[] = [];
  for (const id of ids) {
    const own = nightMatches(matches, id);
    const table = nightTable(own, id, null);
    const first = own[0];
    if (!table || !first) continue;
    const listed = own.map((m) => ({
      id: m.id,
      game: m.game,
      ended: m.status === 'ended',
      replays: m.rounds.flatMap((r) => (r.replay !== null && kept(r.replay) ? [r.replay] : [])),
    }));
    if (listed.every((m) => m.replays.length === 0)) continue;
    out.push({ id, startedAt: first.startedAt, winners: nightWinners(table), matches: listed });
  }
  return out.sort((a, b) => b.startedAt.localeCompare(a.startedAt) || b.id.localeCompare(a.id)).slice(0, MAX_REPLAY_NIGHTS);
}
