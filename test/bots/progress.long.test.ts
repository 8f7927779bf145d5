/** Soak (npm run test:long): 11,000 seeded rounds of instant bots, 1,000 at each table size, all end (P8, B1-B2). */
import { describe, expect, it } from 'vitest';
import { PLAYER_COUNTS, table, unfinished } from './helpers';

describe('bots always make progress, soak (P8, B1-B2)', () => {
  it.each(PLAYER_COUNTS)('1,000 seeded rounds of instant bots with %i players all end with a stop or a blockade end', (players) => {
    expect(unfinished({ players }, table('instant', players), 1000)).toEqual([]);
  });
});
