/**
 * The round in brief for the audience (issue 32), from a session snapshot: what viewers may do now, the seats, the
 * leader, how far the round is, whose turn it is and the winners once it is over. Each built-in game is read through a
 * small schema of only the fields used (a snapshot that does not fit gives no leader rather than a wrong one).
 */
import { z } from 'zod';
import type { Snapshot } from '@shared/protocol';
import type { AudienceSummary } from '@shared/audience-protocol';

/** Where the round stands in a game's own terms: leader and winners as engine players, progress, the turn. */
interface Standing {
  readonly round: number;
  readonly leader: number | null;
  readonly done: number;
  readonly of: number;
  readonly turn: number | null;
  readonly winners: readonly number[];
}

const list = z.array(z.unknown()).readonly();
const pointsOf = z.array(z.object({ player: z.number().int(), points: z.number() })).readonly();

const ligretto = z.object({
  players: z.array(z.object({ stack: list })).readonly(),
  piles: z.array(z.object({ cards: list })).readonly(),
  scores: pointsOf.nullable(),
  match: z.object({ round: z.number().int() }),
});
const dice = z.object({
  game: z.literal('dice'),
  trays: z.array(z.array(z.object({ placed: z.boolean() })).readonly()).readonly(),
  board: z.array(z.array(list).readonly()).readonly(),
  scores: pointsOf.nullable(),
  match: z.object({ round: z.number().int() }),
});
const coloretto = z.object({
  game: z.literal('coloretto'),
  rows: z.array(z.object({ taken: z.boolean() })).readonly(),
  collections: z.array(z.unknown()).readonly(),
  turn: z.number().int().nullable(),
  scores: z
    .array(z.object({ player: z.number().int(), total: z.number() }))
    .readonly()
    .nullable(),
});

/** The players with the most (or, `least`, the fewest) of `values`; null when nobody stands out yet. */
function best(values: readonly number[], least: boolean): number | null {
  if (values.length === 0) return null;
  const target = least ? Math.min(...values) : Math.max(...values);
  const at = values.filter((v) => v === target).length === 1 ? values.indexOf(target) : -1;
  return at === -1 ? null : at;
}

function winnersOf(scores: readonly { player: number; points: number }[] | null): number[] {
  if (!scores || scores.length === 0) return [];
  const top = Math.max(...scores.map((s) => s.points));
  return scores.filter((s) => s.points === top).map((s) => s.player);
}

/** Ligretto: the leader has the fewest cards left in the stack; progress is centre piles completed (10 cards). */
function ligrettoStanding(state: unknown): Standing | null {
  const s = ligretto.safeParse(state);
  if (!s.success) return null;
  const { players, piles, scores, match } = s.data;
  const full = piles.filter((p) => p.cards.length >= 10).length;
  return {
    round: match.round,
    leader: best(
      players.map((p) => p.stack.length),
      true,
    ),
    done: full,
    of: piles.length,
    turn: null,
    winners: winnersOf(scores),
  };
}

/** Dice: the leader has the fewest dice left to place; progress is colour tracks filled. */
function diceStanding(state: unknown): Standing | null {
  const s = dice.safeParse(state);
  if (!s.success) return null;
  const { trays, board, scores, match } = s.data;
  const tracks = board.flat();
  return {
    round: match.round,
    leader: best(
      trays.map((t) => t.filter((d) => !d.placed).length),
      true,
    ),
    done: tracks.filter((t) => t.length >= 6).length,
    of: tracks.length,
    turn: null,
    winners: winnersOf(scores),
  };
}

/** Coloretto: one backing per game; progress is rows taken this round, the turn is the game's. */
function colorettoStanding(state: unknown): Standing | null {
  const s = coloretto.safeParse(state);
  if (!s.success) return null;
  const { rows, turn, scores } = s.data;
  return {
    round: 1,
    leader: null,
    done: rows.filter((r) => r.taken).length,
    of: rows.length,
    turn,
    winners: winnersOf(scores?.map((x) => ({ player: x.player, points: x.total })) ?? null),
  };
}

const STANDINGS: Readonly<Record<string, (state: unknown) => Standing | null>> = {
  ligretto: ligrettoStanding,
  dice: diceStanding,
  coloretto: colorettoStanding,
};

/** What viewers may do in a stage. */
function phaseOf(stage: Snapshot<unknown>['stage']): AudienceSummary['phase'] {
  if (stage === 'lobby' || stage === 'match-over') return 'vote';
  if (stage === 'countdown') return 'back';
  if (stage === 'playing') return 'cheer';
  return 'result';
}

/** The summary of a snapshot; `match` counts the night's matches, so every round of every match has its own name. */
export function audienceSummary(snap: Snapshot<unknown>, match: number): AudienceSummary {
  const phase = phaseOf(snap.stage);
  const standing = snap.state === null ? null : (STANDINGS[snap.game]?.(snap.state) ?? null);
  const seatOf = (player: number | null): number | null => (player === null ? null : (snap.players[player] ?? null));
  const inMatch = snap.players.length > 0 ? snap.players : snap.seats.flatMap((s, i) => (s.kind === 'open' ? [] : [i]));
  return {
    phase,
    game: snap.game.slice(0, 32),
    round: `${match}:${standing?.round ?? 0}`,
    seats: inMatch.slice(0, 12).map((seat) => ({
      seat,
      name: (snap.seats[seat]?.name ?? '').slice(0, 40),
      color: snap.seats[seat]?.color ?? 0,
    })),
    leader: seatOf(standing?.leader ?? null),
    done: standing?.done ?? 0,
    of: standing?.of ?? 0,
    turn: seatOf(standing?.turn ?? null),
    winners: phase === 'result' || snap.stage === 'match-over' ? (standing?.winners ?? []).flatMap((p) => seatOf(p) ?? []) : [],
  };
}
