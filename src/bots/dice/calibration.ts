/**
 * Ligretto Dice's bot calibration: each level's head-to-head win rate against the level below, and its round length
 * and intents per second. Pure: every round is round 1 of a seeded game, so the figures are the same on every machine.
 */
import { diceRules } from '@engine/dice/rules';
import { resolveDiceOptions } from '@shared/games/dice/options';
import { seatBots } from '../bot-seat';
import type { BotLevel } from '../game-bot';
import { runRound, type RoundRun } from '../round-runner';
import { diceBot } from './dice-bot';
import type { DiceIntent } from '@shared/games/dice/intent';
import type { DiceState } from '@shared/games/dice/state';

/** The levels a person can be offered, slowest first. */
export const DICE_CALIBRATED_LEVELS: readonly BotLevel[] = ['relaxed', 'casual', 'skilled', 'expert'];

/** Strict wins, ties and pairs of one side over the other. */
export interface DiceTally {
  readonly wins: number;
  readonly ties: number;
  readonly rounds: number;
}

/** A share of pairs won, ties counted as half a win. */
export function diceWinRate(t: DiceTally): number {
  return t.rounds === 0 ? 0 : (t.wins + t.ties / 2) / t.rounds;
}

/** Round 1 of the seeded game with these levels at the seats (F1 lock as in the session unless given). */
export function diceRound(levels: readonly BotLevel[], seed: number, rejectLockMs?: number): RoundRun<DiceState, DiceIntent> {
  const game = diceRules.setup(resolveDiceOptions({ players: levels.length }), seed);
  if (!game.ok) throw new Error(`dice calibration: ${game.problems.join('; ')}`);
  const run = runRound(diceRules, diceBot, game.state, {
    bots: seatBots(levels, seed),
    seed,
    ...(rejectLockMs === undefined ? {} : { rejectLockMs }),
  });
  if (!run.ok) throw new Error(`dice calibration: round with seed ${seed} at ${levels.length} players failed (${run.outcome})`);
  return run;
}

/**
 * Head to head over `rounds` seeds from `firstSeed`: `upper` at the even seats, `lower` at the odd ones; every upper
 * seat against every lower seat of the same round (a higher round score wins the pair).
 */
export function diceHeadToHead(upper: BotLevel, lower: BotLevel, players: number, rounds: number, firstSeed = 1): DiceTally {
  const levels = Array.from({ length: players }, (_, i) => (i % 2 === 0 ? upper : lower));
  let wins = 0;
  let ties = 0;
  let pairs = 0;
  for (let seed = firstSeed; seed < firstSeed + rounds; seed++) {
    const points = diceRound(levels, seed).state.scores?.map((s) => s.points) ?? [];
    for (let a = 0; a < players; a += 2) {
      for (let b = 1; b < players; b += 2) {
        const pa = points[a] ?? 0;
        const pb = points[b] ?? 0;
        wins += pa > pb ? 1 : 0;
        ties += pa === pb ? 1 : 0;
        pairs++;
      }
    }
  }
  return { wins, ties, rounds: pairs };
}

/** One level at one table size: median round length (game s) and intents per game second of one bot. */
export function diceLevelPace(
  level: BotLevel,
  players: number,
  rounds: number,
  firstSeed = 1,
): { medianRoundS: number; intentsPerSecond: number } {
  const lengths: number[] = [];
  let intents = 0;
  let botSeconds = 0;
  for (let seed = firstSeed; seed < firstSeed + rounds; seed++) {
    const run = diceRound(new Array<BotLevel>(players).fill(level), seed);
    lengths.push(run.durationMs / 1000);
    intents += run.log.length;
    botSeconds += (players * run.durationMs) / 1000;
  }
  lengths.sort((a, b) => a - b);
  const mid = Math.floor(lengths.length / 2);
  const median = lengths.length % 2 === 1 ? (lengths[mid] ?? 0) : ((lengths[mid - 1] ?? 0) + (lengths[mid] ?? 0)) / 2;
  return { medianRoundS: median, intentsPerSecond: botSeconds > 0 ? intents / botSeconds : 0 };
}

/**
 * F1: one blind masher (seat 0) at `pace` presses a second against `players - 1` bots of `opponent`, over `rounds`
 * seeds: rounds it won with the strictly highest score, and the share of its presses refused.
 */
export function diceMasherLine(
  pace: number,
  players: number,
  opponent: BotLevel,
  rounds: number,
  rejectLockMs?: number,
  firstSeed = 1,
): { wins: number; rounds: number; refusedShare: number } {
  let wins = 0;
  let presses = 0;
  let refused = 0;
  for (let seed = firstSeed; seed < firstSeed + rounds; seed++) {
    const game = diceRules.setup(resolveDiceOptions({ players }), seed);
    if (!game.ok) throw new Error(game.problems.join('; '));
    const bots = seatBots(new Array<BotLevel>(players).fill(opponent), seed).map((b, seat) => (seat === 0 ? { ...b, masher: pace } : b));
    const run = runRound(diceRules, diceBot, game.state, { bots, seed, ...(rejectLockMs === undefined ? {} : { rejectLockMs }) });
    if (!run.ok) throw new Error(`dice masher: round with seed ${seed} failed (${run.outcome})`);
    const points = run.state.scores?.map((s) => s.points) ?? [];
    const best = Math.max(...points);
    if (points[0] === best && points.filter((p) => p === best).length === 1) wins++;
    for (const e of run.log) {
      if (e.intent.player !== 0) continue;
      presses++;
      if (!e.outcome.ok) refused++;
    }
  }
  return { wins, rounds, refusedShare: presses > 0 ? refused / presses : 0 };
}
