import { describe, expect, it } from 'vitest';
import { newGame, replayFileFor, replayState, roundSeed, runReplay, stateHash } from '@engine/ligretto/index';
import { BOT_LEVELS, replayIntents, simulateMatch, type BotLevel, type RoundRun } from '@bots/index';
import { parseReplayText } from '@shared/games/ligretto/replay-schema';
import { resolveOptions, type RuleOptionsInput } from '@shared/games/ligretto/options';
import { playRound, table } from './helpers';

function replayOf(input: RuleOptionsInput, seed: number, run: RoundRun) {
  const file = replayFileFor(resolveOptions(input), seed, replayIntents(run.log));
  const parsed = parseReplayText(JSON.stringify(file));
  if (!parsed.ok) throw new Error(parsed.error);
  const replay = runReplay(parsed.file);
  if (!replay.ok) throw new Error(replay.problems.join('; '));
  return replay;
}

describe('D2 a saved bot round replays exactly', () => {
  it.each(BOT_LEVELS)('%s: round 1 replayed with runReplay ends in the state hash the simulation ended in', (level) => {
    for (const players of [2, 3, 7, 12]) {
      for (const seed of [1, 2, 3]) {
        const input = { players, advancedRow: seed === 3 };
        const { run } = playRound(input, table(level, players), seed);
        const replay = replayOf(input, seed, run);
        expect(stateHash(replay.final)).toBe(stateHash(run.state));
        const outcomes = run.log.filter((e) => e.outcome.ok || e.outcome.reason !== 'not-running').map((e) => e.outcome);
        expect(replay.output.results.map((r) => r.ok)).toEqual(outcomes.map((o) => o.ok));
      }
    }
  });

  it('B2 rounds with reshuffles replay exactly too; bots send nothing between a reshuffle and its start call', () => {
    let reshuffled = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const levels: BotLevel[] = ['relaxed', 'expert'];
      const { run } = playRound({ players: 2 }, levels, seed);
      reshuffled += run.reshuffles;
      expect(run.rejected['not-running'] ?? 0).toBe(0);
      expect(stateHash(replayOf({ players: 2 }, seed, run).final)).toBe(stateHash(run.state));
    }
    expect(reshuffled).toBeGreaterThan(5);
  });

  it('M3 every later round of a match replays from its round seed to the same table', () => {
    const input = { players: 5, rounds: 4 };
    const game = newGame(resolveOptions(input), 99);
    if (!game.ok) throw new Error('deal');
    const match = simulateMatch(game.state, { levels: ['expert', 'casual', 'skilled', 'relaxed', 'instant'], seed: 99 });
    expect(match.rounds).toHaveLength(4);
    match.rounds.forEach((run, i) => {
      const replay = replayOf(input, roundSeed(99, i + 1), run);
      expect(replay.output.state).toEqual(replayState(run.state));
    });
  });
});
