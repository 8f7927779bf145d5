import { describe, expect, it } from 'vitest';
import { makeCard } from '@shared/games/ligretto/cards';
import { BOT_LEVELS, LEVEL_TUNING, policyFor, sampleReaction, type BotLevel, type TableView } from '@bots/index';
import { seedRng } from '@engine/ligretto/index';
import { playRound, table } from './helpers';

function meanReaction(level: BotLevel, draws: number): number {
  let rng = seedRng(42);
  let sum = 0;
  for (let i = 0; i < draws; i++) {
    const d = sampleReaction(rng, LEVEL_TUNING[level]);
    rng = d.rng;
    sum += d.value + LEVEL_TUNING[level].motorMs;
  }
  return sum / draws;
}

/** Round wins (highest round score, ties to nobody) of the even seats' level against the odd seats' level. */
function duel(even: BotLevel, odd: BotLevel, players: number, rounds: number): { even: number; odd: number } {
  const wins = { even: 0, odd: 0 };
  for (let seed = 1; seed <= rounds; seed++) {
    const levels = Array.from({ length: players }, (_, i) => (i % 2 === 0 ? even : odd));
    const points = playRound({ players }, levels, seed).run.state.scores?.map((s) => s.points) ?? [];
    const best = Math.max(...points);
    const top = points.flatMap((p, i) => (p === best ? [i % 2] : []));
    if (top.every((side) => side === 0)) wins.even++;
    if (top.every((side) => side === 1)) wins.odd++;
  }
  return wins;
}

const redFive = makeCard(0, 'r', 5);
/** A view where only seat 0's stack top (a red 5 on a red 4 pile) can be played. */
const onlyStackFits: TableView = {
  seat: 0,
  running: true,
  advancedRow: false,
  stackTop: redFive,
  stackCount: 6,
  rowTops: [makeCard(0, 'g', 9), makeCard(0, 'b', 8), makeCard(0, 'y', 7)],
  wasteTop: undefined,
  wasteCount: 0,
  handCount: 0,
  centre: [1 << 5, 0, 0, 0],
};

describe('bot levels differ measurably', () => {
  it('reaction times shrink level by level; relaxed is around 1.5 s and expert around 350 ms', () => {
    const means = BOT_LEVELS.map((l) => meanReaction(l, 4000));
    for (let i = 1; i < means.length; i++) expect(means[i]).toBeLessThan(means[i - 1] as number);
    expect(meanReaction('relaxed', 4000)).toBeGreaterThan(1300);
    expect(meanReaction('relaxed', 4000)).toBeLessThan(1800);
    expect(meanReaction('expert', 4000)).toBeGreaterThan(300);
    expect(meanReaction('expert', 4000)).toBeLessThan(420);
    expect(meanReaction('instant', 100)).toBe(0);
  });

  it('expert bots decide faster than relaxed bots in play (decision to arrival)', () => {
    const delay = (level: BotLevel): number => {
      const { run } = playRound({ players: 4 }, table(level, 4), 8);
      const plays = run.log.filter((e) => e.intent.do !== 'flip');
      return plays.reduce((s, e) => s + e.at - e.decidedAt, 0) / plays.length;
    };
    expect(delay('expert')).toBeLessThan(delay('relaxed') / 3);
  });

  it('expert wins more rounds than relaxed at a mixed table, and each level beats the one below it', () => {
    const expertVsRelaxed = duel('expert', 'relaxed', 4, 120);
    expect(expertVsRelaxed.even).toBeGreaterThan(4 * expertVsRelaxed.odd);
    for (let i = 1; i < BOT_LEVELS.length; i++) {
      const w = duel(BOT_LEVELS[i] as BotLevel, BOT_LEVELS[i - 1] as BotLevel, 4, 60);
      expect(w.even).toBeGreaterThan(w.odd);
    }
  });

  it('relaxed overlooks a playable card about a quarter of the time, expert rarely, instant never', () => {
    const overlooked = (level: BotLevel): number => {
      let rng = seedRng(5);
      let missed = 0;
      for (let i = 0; i < 2000; i++) {
        const d = policyFor(level)(onlyStackFits, rng, 0);
        rng = d.rng;
        if (d.plan.kind === 'wait') missed++;
      }
      return missed / 2000;
    };
    expect(overlooked('relaxed')).toBeGreaterThan(0.2);
    expect(overlooked('relaxed')).toBeLessThan(0.3);
    expect(overlooked('expert')).toBeLessThan(0.04);
    expect(overlooked('instant')).toBe(0);
  });

  it('expert prefers the stack top, then row cards, then the waste; with A1 it places its stack top on the row', () => {
    const all: TableView = { ...onlyStackFits, rowTops: [makeCard(0, 'r', 5)], wasteTop: makeCard(0, 'r', 5), wasteCount: 1 };
    const first = (view: TableView) => policyFor('instant')(view, 1, 0).plan;
    expect(first(all)).toMatchObject({ kind: 'send', intent: { do: 'stack' } });
    expect(first({ ...all, stackTop: makeCard(0, 'g', 3) })).toMatchObject({ intent: { do: 'row', slot: 0 } });
    expect(first({ ...all, stackTop: makeCard(0, 'g', 3), rowTops: [makeCard(0, 'g', 9)] })).toMatchObject({ intent: { do: 'waste' } });
    const advanced: TableView = { ...all, advancedRow: true, stackTop: makeCard(0, 'g', 8), rowTops: [makeCard(0, 'y', 9)] };
    expect(first(advanced)).toMatchObject({ intent: { do: 'stack-to-row', slot: 0 } });
    expect(policyFor('expert')(advanced, 3, 0).plan).toMatchObject({ intent: { do: 'stack-to-row', slot: 0 } });
  });

  it('relaxed flips more lazily than expert', () => {
    const flipView: TableView = { ...onlyStackFits, stackTop: makeCard(0, 'g', 3), handCount: 20 };
    const flipDelay = (level: BotLevel): number => {
      let rng = seedRng(11);
      let sum = 0;
      for (let i = 0; i < 500; i++) {
        const d = policyFor(level)(flipView, rng, 0);
        rng = d.rng;
        if (d.plan.kind === 'send' && d.plan.intent.do === 'flip') sum += d.plan.at;
      }
      return sum / 500;
    };
    expect(flipDelay('relaxed')).toBeGreaterThan(4 * flipDelay('expert'));
  });
});
