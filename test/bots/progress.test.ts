import { describe, expect, it } from 'vitest';
import { newGame } from '@engine/ligretto/index';
import { BOT_LEVELS, seatBots, simulateMatch, simulateRound, type BotLevel } from '@bots/index';
import { resolveOptions } from '@shared/games/ligretto/options';
import { dealt, PLAYER_COUNTS, table, unfinished } from './helpers';

describe('bots always make progress (P8, B1-B2)', () => {
  it.each(BOT_LEVELS.filter((l) => l !== 'instant'))('%s bots finish 25 seeded rounds at every player count', (level) => {
    for (const players of PLAYER_COUNTS) expect(unfinished({ players }, table(level, players), 25, 5000)).toEqual([]);
  });

  it('A1-A2 bots finish rounds with the advanced row rule, and use row placements', () => {
    let placements = 0;
    for (const level of BOT_LEVELS) {
      for (const players of PLAYER_COUNTS) {
        const input = { players, advancedRow: true };
        expect(unfinished(input, table(level, players), level === 'instant' ? 40 : 8, 9000)).toEqual([]);
        const run = simulateRound(dealt(input, 77), { bots: seatBots(table(level, players), 77), seed: 77 });
        placements += run.log.filter((e) => e.outcome.ok && e.intent.do.endsWith('-to-row')).length;
      }
    }
    expect(placements).toBeGreaterThan(0);
  });

  it('B2 bots finish rounds under the end-round blockade rule and with mixed tables', () => {
    for (const players of PLAYER_COUNTS) {
      expect(unfinished({ players, blockade: 'end-round' }, table('instant', players), 40, 300)).toEqual([]);
      const mixed = Array.from({ length: players }, (_, i) => BOT_LEVELS[i % BOT_LEVELS.length] as BotLevel);
      expect(unfinished({ players }, mixed, 10, 700)).toEqual([]);
    }
  });

  it('M2 a whole match of bots plays every round to the end', () => {
    const game = newGame(resolveOptions({ players: 6, rounds: 4 }), 31);
    if (!game.ok) throw new Error('deal');
    const match = simulateMatch(game.state, { levels: table('skilled', 6), seed: 31 });
    expect(match.ok).toBe(true);
    expect(match.rounds).toHaveLength(4);
    expect(match.state.match.over).toBe(true);
    expect(match.rounds.every((r) => r.ok)).toBe(true);
  });
});
