/**
 * The calibration table of the bot levels (issue 14): per level and player count the median round length and the
 * intents per second, each level's head-to-head win rate against the level below, and the blind masher's win rate
 * against `skilled`. Pure: every round is round 1 of a seeded game, so the table is the same on every machine.
 */
import { newGame } from '@engine/ligretto/index';
import { resolveOptions, type RuleOptionsInput } from '@shared/games/ligretto/options';
import type { BotLevel } from '../game-bot';
import { seatBots, type SeatBot } from '../bot-seat';
import type { RoundSetup } from '../round-runner';
import { simulateRound } from './simulate';

/** The levels a person can be offered, slowest first (the test-only `instant` level is left out). */
export const CALIBRATED_LEVELS: readonly BotLevel[] = ['relaxed', 'casual', 'skilled', 'expert'];

/** What to measure. */
export interface CalibrationSetup {
  /** Rounds per line (seeds firstSeed .. firstSeed + rounds - 1). */
  readonly rounds: number;
  readonly firstSeed: number;
  readonly levels: readonly BotLevel[];
  readonly playerCounts: readonly number[];
  readonly masherPaces: readonly number[];
  readonly masherPlayerCounts: readonly number[];
  /** The level the masher plays against. */
  readonly masherOpponent: BotLevel;
  /** Rule options besides the player count (e.g. `recycle`). */
  readonly options: Omit<RuleOptionsInput, 'players'>;
  /** Extra round settings (e.g. the F1 lock) for every round. */
  readonly round: Omit<RoundSetup, 'bots' | 'seed'>;
}

/** The table's defaults: 50 rounds per line, players 2/4/8/12, masher at 4 and 8 presses/s at 2/4/8 players. */
export const DEFAULT_CALIBRATION: CalibrationSetup = {
  rounds: 50,
  firstSeed: 1,
  levels: CALIBRATED_LEVELS,
  playerCounts: [2, 4, 8, 12],
  masherPaces: [4, 8],
  masherPlayerCounts: [2, 4, 8],
  masherOpponent: 'skilled',
  options: {},
  round: {},
};

/** Wins of one side over a set of rounds: strict wins, ties (the top score shared with the other side), rounds. */
export interface Tally {
  readonly wins: number;
  readonly ties: number;
  readonly rounds: number;
}

/** One level at one player count. */
export interface LevelLine {
  readonly level: BotLevel;
  readonly players: number;
  readonly medianRoundS: number;
  /** Intents per game second of one bot (all its intents, rejected ones included). */
  readonly intentsPerSecond: number;
  /** Share of a bot's intents the engine rejected. */
  readonly rejectedShare: number;
  /** Half the seats at this level, half at the level below (alternating), compared pair by pair; null for the lowest level. */
  readonly vsBelow: Tally | null;
}

/** The masher at one pace and player count against the opponent level. */
export interface MasherLine {
  readonly pace: number;
  readonly players: number;
  readonly result: Tally;
  /** Share of the masher's presses refused (by the engine or by the lock). */
  readonly rejectedShare: number;
}

/** The whole table. */
export interface CalibrationTable {
  readonly setup: CalibrationSetup;
  readonly levels: readonly LevelLine[];
  readonly masher: readonly MasherLine[];
}

interface Played {
  readonly points: readonly number[];
  readonly gameMs: number;
  readonly intents: readonly number[];
  readonly rejected: readonly number[];
}

function play(setup: CalibrationSetup, players: number, seed: number, bots: (seed: number) => SeatBot[]): Played {
  const game = newGame(resolveOptions({ ...setup.options, players }), seed);
  if (!game.ok) throw new Error(`calibration: ${game.problems.join('; ')}`);
  const run = simulateRound(game.state, { ...setup.round, bots: bots(seed), seed });
  if (!run.ok) throw new Error(`calibration: round with seed ${seed} at ${players} players failed (${run.outcome})`);
  const intents = new Array<number>(players).fill(0);
  const rejected = new Array<number>(players).fill(0);
  for (const entry of run.log) {
    const p = entry.intent.player;
    intents[p] = (intents[p] ?? 0) + 1;
    if (!entry.outcome.ok) rejected[p] = (rejected[p] ?? 0) + 1;
  }
  return { points: run.state.scores?.map((s) => s.points) ?? [], gameMs: run.durationMs, intents, rejected };
}

/** Who holds the top round score: only `side` seats (a win), both sides (a tie), or only the others. */
function tallyRound(points: readonly number[], onSide: (seat: number) => boolean): 'win' | 'tie' | 'loss' {
  const best = Math.max(...points);
  const top = points.flatMap((p, seat) => (p === best ? [onSide(seat)] : []));
  if (top.every((x) => x)) return 'win';
  return top.some((x) => x) ? 'tie' : 'loss';
}

function add(t: Tally, r: 'win' | 'tie' | 'loss'): Tally {
  return { wins: t.wins + (r === 'win' ? 1 : 0), ties: t.ties + (r === 'tie' ? 1 : 0), rounds: t.rounds + 1 };
}

/** A share of rounds won, ties counted as half a win. */
export function winRate(t: Tally): number {
  return t.rounds === 0 ? 0 : (t.wins + t.ties / 2) / t.rounds;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function seeds(setup: CalibrationSetup): number[] {
  return Array.from({ length: setup.rounds }, (_, i) => setup.firstSeed + i);
}

/**
 * Head to head: `upper` at the even seats, `lower` at the odd seats; every `upper` seat is compared with every
 * `lower` seat of the same round (a higher round score wins the pair). With 2 players that is one pair a round; at a
 * bigger table it is how often a player of one level outscores a player of the level below at the same table, a
 * measure that does not saturate just because each side has several seats.
 */
export function headToHead(setup: CalibrationSetup, upper: BotLevel, lower: BotLevel, players: number): Tally {
  const levels = Array.from({ length: players }, (_, i) => (i % 2 === 0 ? upper : lower));
  let tally: Tally = { wins: 0, ties: 0, rounds: 0 };
  for (const seed of seeds(setup)) {
    const r = play(setup, players, seed, (s) => seatBots(levels, s));
    for (let a = 0; a < players; a += 2) {
      for (let b = 1; b < players; b += 2) {
        const pa = r.points[a] ?? 0;
        const pb = r.points[b] ?? 0;
        tally = add(tally, pa > pb ? 'win' : pa === pb ? 'tie' : 'loss');
      }
    }
  }
  return tally;
}

export function levelLine(setup: CalibrationSetup, index: number, players: number): LevelLine {
  const level = setup.levels[index] as BotLevel;
  const lengths: number[] = [];
  let intents = 0;
  let rejected = 0;
  let botSeconds = 0;
  for (const seed of seeds(setup)) {
    const r = play(setup, players, seed, (s) => seatBots(new Array<BotLevel>(players).fill(level), s));
    lengths.push(r.gameMs / 1000);
    intents += r.intents.reduce((a, b) => a + b, 0);
    rejected += r.rejected.reduce((a, b) => a + b, 0);
    botSeconds += (players * r.gameMs) / 1000;
  }
  const below = index > 0 ? (setup.levels[index - 1] as BotLevel) : null;
  return {
    level,
    players,
    medianRoundS: median(lengths),
    intentsPerSecond: botSeconds > 0 ? intents / botSeconds : 0,
    rejectedShare: intents > 0 ? rejected / intents : 0,
    vsBelow: below === null ? null : headToHead(setup, level, below, players),
  };
}

/** One masher (seat 0) against `players - 1` bots of the opponent level. */
export function masherLine(setup: CalibrationSetup, pace: number, players: number): MasherLine {
  let result: Tally = { wins: 0, ties: 0, rounds: 0 };
  let presses = 0;
  let refused = 0;
  for (const seed of seeds(setup)) {
    const r = play(setup, players, seed, (s) => {
      const bots = seatBots(new Array<BotLevel>(players).fill(setup.masherOpponent), s);
      return bots.map((b, seat) => (seat === 0 ? { ...b, masher: pace } : b));
    });
    result = add(
      result,
      tallyRound(r.points, (seat) => seat === 0),
    );
    presses += r.intents[0] ?? 0;
    refused += r.rejected[0] ?? 0;
  }
  return { pace, players, result, rejectedShare: presses > 0 ? refused / presses : 0 };
}

/** Measures the whole table. */
export function calibrate(setup: CalibrationSetup = DEFAULT_CALIBRATION): CalibrationTable {
  const levels = setup.levels.flatMap((_, i) => setup.playerCounts.map((players) => levelLine(setup, i, players)));
  const masher = setup.masherPaces.flatMap((pace) => setup.masherPlayerCounts.map((players) => masherLine(setup, pace, players)));
  return { setup, levels, masher };
}

const pct = (x: number): string => `${Math.round(x * 100)} %`;
const pad = (text: string, width: number): string => text.padEnd(width);

/** The table as Markdown, as `npm run sim -- --stats` prints it. */
export function calibrationText(table: CalibrationTable, heading: string): string {
  const s = table.setup;
  const out = [
    heading,
    '',
    `${s.rounds} rounds per line (round 1 of seeds ${s.firstSeed}-${s.firstSeed + s.rounds - 1}); ties count half a win.`,
    'Head to head: half the seats at the level, half at the level below; each seat of the level against each seat of',
    'the level below in the same round (one pair a round at 2 players). Masher: one masher, the rest at the opponent',
    'level; a round is won with the strictly highest round score.',
    '',
    '| level | players | median round (game s) | intents/s per bot | rejected | vs level below (won/tied/pairs) |',
    '|---|---|---|---|---|---|',
  ];
  for (const l of table.levels) {
    const vs = l.vsBelow === null ? '-' : `${pct(winRate(l.vsBelow))} (${l.vsBelow.wins}/${l.vsBelow.ties}/${l.vsBelow.rounds})`;
    out.push(
      `| ${pad(l.level, 8)} | ${l.players} | ${l.medianRoundS.toFixed(1)} | ${l.intentsPerSecond.toFixed(2)} | ${pct(l.rejectedShare)} | ${vs} |`,
    );
  }
  out.push(
    '',
    `| masher presses/s | players | rounds won vs ${s.masherOpponent} (won/tied/rounds) | presses refused |`,
    '|---|---|---|---|',
  );
  for (const m of table.masher) {
    out.push(
      `| ${m.pace} | ${m.players} | ${m.result.wins}/${m.result.ties}/${m.result.rounds} (${pct(winRate(m.result))}) | ${pct(m.rejectedShare)} |`,
    );
  }
  return `${out.join('\n')}\n`;
}
