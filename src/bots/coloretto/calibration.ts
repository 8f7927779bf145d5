/** Head-to-head Coloretto games between two bot levels: the calibration that each level beats the one below. */
import { colorettoRules, seedRng, nextRandom } from '@engine/coloretto/index';
import { resolveOptions } from '@shared/games/coloretto/options';
import type { ColorettoState } from '@shared/games/coloretto/state';
import type { BotLevel } from '../game-bot';
import { chooseMove } from './policy';

/** How a pairing went: games won by the better seat of each level (ties count for neither) and mean totals. */
export interface HeadToHead {
  readonly upper: BotLevel;
  readonly lower: BotLevel;
  readonly games: number;
  readonly upperWins: number;
  readonly lowerWins: number;
  readonly upperMean: number;
  readonly lowerMean: number;
}

/** Most moves a game may take before it counts as stuck (a game of 12 has about 500). */
const MAX_MOVES = 5000;

/** Plays one game of bots to its end with no clock (turn-based: only the order of moves matters); throws if it never ends. */
export function playGame(levels: readonly BotLevel[], seed: number): ColorettoState {
  const created = colorettoRules.setup(resolveOptions({ players: levels.length, turnSeconds: null }), seed);
  if (!created.ok) throw new Error(created.problems.join('; '));
  const started = colorettoRules.reduce(created.state, { type: 'start' });
  if (!started.ok) throw new Error(started.reason);
  let state = started.state;
  let rng = seedRng(seed ^ 0x0c01_0e77);
  for (let moves = 0; state.phase === 'playing'; moves++) {
    const seat = state.turn;
    if (seat === null || moves > MAX_MOVES) throw new Error(`game ${seed} did not end`);
    const move = chooseMove(colorettoRules.view(state, seat), levels[seat] ?? 'casual', rng);
    rng = nextRandom(move.rng).state;
    if (move.value === null) throw new Error(`seat ${seat} found no move in game ${seed}`);
    const r = colorettoRules.reduce(state, { type: 'intent', intent: move.value });
    if (!r.ok) throw new Error(`seat ${seat} made a refused move (${r.reason}) in game ${seed}`);
    state = r.state;
  }
  return state;
}

/**
 * `games` games of `players` seats, the two levels in alternate seats (which level sits first alternates too): a game
 * is won by the level whose best seat scored more.
 */
export function headToHead(upper: BotLevel, lower: BotLevel, games: number, firstSeed: number, players = 4): HeadToHead {
  let upperWins = 0;
  let lowerWins = 0;
  let upperSum = 0;
  let lowerSum = 0;
  for (let g = 0; g < games; g++) {
    const levels = Array.from({ length: players }, (_, p) => ((p + g) % 2 === 0 ? upper : lower));
    const totals = colorettoRules.match(playGame(levels, firstSeed + g)).totals;
    const best = (level: BotLevel) => Math.max(...totals.filter((_, p) => levels[p] === level));
    const sum = (level: BotLevel) => totals.reduce((s, t, p) => (levels[p] === level ? s + t : s), 0);
    if (best(upper) > best(lower)) upperWins++;
    else if (best(lower) > best(upper)) lowerWins++;
    upperSum += sum(upper);
    lowerSum += sum(lower);
  }
  const seats = (games * players) / 2;
  return { upper, lower, games, upperWins, lowerWins, upperMean: upperSum / seats, lowerMean: lowerSum / seats };
}
