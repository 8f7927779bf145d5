/** The stream scoreboard's content without Pixi: standings of the match on, who leads, the last stop; between games the event's top. */
import type { MatchFacts } from '@shared/game';
import type { Snapshot } from '@shared/protocol';
import { PLAYER_COLORS } from '@shared/seats';

/** One scoreboard line. */
export interface ScoreLine {
  readonly rank: number;
  readonly name: string;
  /** The seat colour (hex); event lines have none. */
  readonly color: number | null;
  readonly total: number;
}

/** What the scoreboard shows. */
export interface Scoreboard {
  /** 'match': a match's standings; 'event': the event leaderboard between games; 'idle': nothing to rank yet. */
  readonly kind: 'match' | 'event' | 'idle';
  readonly round: number;
  readonly lines: readonly ScoreLine[];
  /** The leader's name, null without a single leader. */
  readonly leader: string | null;
}

/** Lines on the scoreboard: 12 seats fit at a corner overlay's readable size. */
export const SCOREBOARD_LINES = 12;

/** Ranks totals (ties share a rank: 1, 1, 3). */
function ranked<T extends { total: number }>(items: readonly T[]): (T & { rank: number })[] {
  const sorted = [...items].sort((a, b) => b.total - a.total);
  return sorted.map((item) => ({ ...item, rank: 1 + sorted.filter((o) => o.total > item.total).length }));
}

/** The scoreboard of a snapshot, given its game's match facts (null when no match runs). */
export function scoreboardModel(snapshot: Snapshot, facts: MatchFacts | null): Scoreboard {
  if (facts && snapshot.stage !== 'lobby') {
    const players = snapshot.players.map((seatIndex, p) => {
      const seat = snapshot.seats[seatIndex];
      return { name: seat?.name ?? `P${p + 1}`, color: PLAYER_COLORS[seat?.color ?? -1]?.hex ?? 0x9aa6c2, total: facts.totals[p] ?? 0 };
    });
    const lines = ranked(players).slice(0, SCOREBOARD_LINES);
    const leaders = lines.filter((l) => l.rank === 1);
    const between = snapshot.stage === 'scores' || snapshot.stage === 'standings' || snapshot.stage === 'match-over';
    const round = between ? Math.max(1, facts.history.length) : facts.round;
    return { kind: 'match', round, lines, leader: leaders.length === 1 ? (leaders[0]?.name ?? null) : null };
  }
  const event = snapshot.event;
  if (event && event.leaderboard.length > 0) {
    const lines = event.leaderboard.slice(0, SCOREBOARD_LINES).map((r) => ({ rank: r.rank, name: r.name, color: null, total: r.points }));
    const leaders = lines.filter((l) => l.rank === 1);
    return {
      kind: 'event',
      round: event.games,
      lines,
      leader: leaders.length === 1 && (lines[0]?.total ?? 0) > 0 ? (leaders[0]?.name ?? null) : null,
    };
  }
  return { kind: 'idle', round: 0, lines: [], leader: null };
}
