/** What views are shown of a running event between games: who plays now, who is up next, the leaderboard. */
import { z } from 'zod';
import type { EventFile } from './event-schema';
import { MAX_ENTRANTS, MAX_EVENT_SEATS } from './event-schema';
import { eventState } from './event';
import { leaderboard } from './results';

const name = z.string().max(40);

/** Schema of an event as the snapshot carries it (between games only: it can be 200 lines long). */
export const eventViewSchema = z.object({
  id: z.string().max(80),
  name: z.string().max(60),
  format: z.enum(['winner-stays', 'round-robin', 'open-table']),
  games: z.number().int().min(0),
  finished: z.boolean(),
  /** The entrants seated for the next game, in seat order (empty when the event is over). */
  table: z.array(name).max(MAX_EVENT_SEATS).readonly(),
  /** Who plays the game after that. */
  upNext: z.array(name).max(MAX_EVENT_SEATS).readonly(),
  /** Everyone waiting, first up first. */
  queue: z.array(name).max(MAX_ENTRANTS).readonly(),
  leaderboard: z
    .array(z.object({ rank: z.number().int(), name, points: z.number().int(), wins: z.number().int(), games: z.number().int() }))
    .max(MAX_ENTRANTS)
    .readonly(),
});

/** An event as the snapshot carries it. */
export type EventView = z.infer<typeof eventViewSchema>;

/** The view of an event file. */
export function eventView(file: EventFile): EventView {
  const s = eventState(file);
  const named = (list: readonly number[]): string[] => list.map((e) => s.entrants[e] ?? '?');
  return {
    id: file.id,
    name: file.config.name,
    format: file.config.format.kind,
    games: s.games.length,
    finished: s.finished,
    table: named(s.table ?? []),
    upNext: named(s.upNext),
    queue: named(s.queue),
    leaderboard: leaderboard(file.config, s).map(({ rank, name: n, points, wins, games }) => ({ rank, name: n, points, wins, games })),
  };
}
