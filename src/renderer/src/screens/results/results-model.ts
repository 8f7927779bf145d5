/**
 * What the shared results screens show, read from any game's results parts (its GameUi's RoundColumns) and the
 * snapshot, without Pixi: the scores' lines, the standings' ranking and goal, the match end's winners.
 */
import { DEFAULT_TARGET } from '@shared/games/ligretto/options';
import type { Snapshot } from '@shared/protocol';
import { sharedLineOf } from '../lobby/lobby-choices';
import type { CountedResult, RoundColumns } from '@renderer/games/game-ui';
import { chartTarget, leaders, matchGoal, rankChanges, rankPlayers, type MatchGoal, type RankChange, type Ranked } from './ranking';
import { finishedRound, playerLooks, seatOrder } from './round-data';

/** One line of the round's scores: a player, the game's marker and its figures at a moment of the count-up. */
export interface ScoreLine {
  readonly player: number;
  readonly name: string;
  readonly color: number;
  readonly marker: string | null;
  readonly result: CountedResult | null;
}

/** The round's scores as the game gives them: its round number, the line under the title and one line per player, in seat order. */
export interface ScoresModel {
  readonly round: number;
  readonly subtitle: string;
  readonly lines: readonly ScoreLine[];
}

/** The standings: round, whether the match is over, the goal line, the ranking with movement, the chart's data. */
export interface StandingsModel {
  readonly round: number;
  readonly over: boolean;
  readonly goal: MatchGoal;
  readonly ranking: readonly Ranked[];
  /** How each player's place changed with the last round, per engine player. */
  readonly movement: readonly RankChange[];
  readonly history: readonly (readonly number[])[];
  readonly target: number | null;
}

/** The match end: the winners (or the leaders, for a match ended early) and the final ranking. */
export interface MatchEndModel {
  readonly winners: readonly number[];
  readonly ranking: readonly Ranked[];
}

/** The round's scores at `progress(i)` (0..1) of each line's count-up; null without a match. */
export function scoresModel(snapshot: Snapshot, columns: RoundColumns, progress: (line: number) => number = () => 1): ScoresModel | null {
  const facts = columns.match(snapshot);
  if (!facts) return null;
  const looks = playerLooks(snapshot);
  const players = columns.players(snapshot);
  const order = seatOrder(snapshot.players).filter((p) => players.includes(p));
  return {
    round: finishedRound(facts),
    subtitle: columns.subtitle(snapshot, (p) => looks[p]?.name ?? ''),
    lines: order.map((player, i) => ({
      player,
      name: looks[player]?.name ?? '',
      color: looks[player]?.color ?? 0x9aa6c2,
      marker: columns.marker(snapshot, player),
      result: columns.counted(snapshot, player, progress(i)),
    })),
  };
}

/** The standings of the snapshot's match; null without one. */
export function standingsModel(snapshot: Snapshot, columns: RoundColumns): StandingsModel | null {
  const facts = columns.match(snapshot);
  if (!facts) return null;
  // The match's game's own target and rounds (a game without a target plays to its rounds or its own end).
  const own = sharedLineOf(snapshot.options, snapshot.game);
  const goalOptions = { target: own.target ?? DEFAULT_TARGET, rounds: own.rounds ?? null };
  return {
    round: finishedRound(facts),
    over: facts.over,
    goal: matchGoal(goalOptions, facts.history.length),
    ranking: rankPlayers(facts.totals, (p) => snapshot.players[p] ?? p),
    movement: rankChanges(facts.history, facts.totals.length),
    history: facts.history,
    target: chartTarget(goalOptions, facts.totals),
  };
}

/** The match end of the snapshot's match; null without one. */
export function matchEndModel(snapshot: Snapshot, columns: RoundColumns): MatchEndModel | null {
  const facts = columns.match(snapshot);
  if (!facts) return null;
  return {
    winners: facts.winners.length > 0 ? [...facts.winners] : leaders(facts.totals),
    ranking: rankPlayers(facts.totals, (p) => snapshot.players[p] ?? p),
  };
}
