/**
 * Coloretto's final-scores board at its worst: 12 players, each with all six colours (counts up to 12), two jokers,
 * several +2 cards and negative colours, long names and default names in each language, laid out at 720p, 1080p and
 * 4K with the bundled face's real metrics. Every player's whole breakdown must be there (each colour with its count,
 * jokers and points, the +2 cards, the total; no number cut or elided), no text may overlap another or leave its row,
 * and the text stays sofa-sized.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { COLORS, EMPTY_COLLECTION, type Collection } from '@shared/games/coloretto/cards';
import { scoreCollection } from '@shared/games/coloretto/scoring';
import {
  boardLines,
  boardTextLayout,
  chipCount,
  chipsCountUp,
  chipsOf,
  planBoard,
  rankLabel,
  rowTexts,
  type BoardPlan,
  type Measure,
} from '@renderer/games/coloretto/final-board';
import { LANGUAGE_CODES, setLanguage, t } from '@renderer/i18n/i18n';
import { formatNumber, formatSigned } from '@renderer/screens/results/round-data';
import { MIN_TEXT_PX, SAFE, uiScale } from '@renderer/ui/design';
import { describeProblem, inside, intersects, textLayoutProblems, type Box } from '@renderer/ui/text-layout';
import { nunitoSize } from '../../../support/nunito-metrics';
import { colorettoSnapshot, startedGame } from './fixtures';

const measure: Measure = (text, px) => nunitoSize(text, px, 800);

const SIZES = [
  { name: '720p', width: 1280, height: 720 },
  { name: '1080p', width: 1920, height: 1080 },
  { name: '4K', width: 3840, height: 2160 },
] as const;

/** Long names (16 letters, the name picker's limit) with wide and accented letters; the rest keep the default name. */
const CHOSEN = ['Wolfgang Amadeus', 'Guðmundur Þórðar', 'María José Muñoz', 'WWWWWWWWWWWWWWWW', 'Þorgerður Hólm', 'Anne-Kathrin Bär'];

/** Twelve collections at their worst: every colour, two-digit counts, two jokers, +2 cards, several colours scoring minus. */
function collections(): Collection[] {
  return Array.from({ length: 12 }, (_, p) => {
    const counts = COLORS.map((_, c) => [12, 11, 10, 5, 4, 3][(c + p) % 6] ?? 1);
    const c: Collection = { ...EMPTY_COLLECTION, joker: 2, plus2: 3 + (p % 4) };
    COLORS.forEach((color, i) => (c[color] = counts[i] ?? 0));
    if (p === 5) Object.assign(c, { blue: 1, red: 1, yellow: 1, green: 6, purple: 7, orange: 8, joker: 0, plus2: 0 }); // a total below 0
    if (p === 7) Object.assign(c, { blue: 2, red: 2, yellow: 2, green: 2, purple: 2, orange: 2, joker: 2, plus2: 8 }); // jokers split
    if (p === 9 || p === 10) Object.assign(c, { blue: 4, red: 4, yellow: 4, green: 1, purple: 1, orange: 1, joker: 2, plus2: 1 }); // a tie
    return c;
  });
}

/** The final scores' snapshot of `players` (the first of the worst collections): names in the current language where nobody chose one. */
function finalSnapshot(players = 12): ReturnType<typeof colorettoSnapshot> {
  const game = startedGame(players);
  const scores = collections()
    .slice(0, players)
    .map((c, p) => scoreCollection(p, c));
  const snap = colorettoSnapshot({ ...game, phase: 'round-over', turn: null, endedBy: 3, scores }, { stage: 'scores' });
  const seats = snap.seats.map((seat, i) => ({ ...seat, name: CHOSEN[i] ?? t('lobby.playerName', { n: i + 1 }) }));
  return { ...snap, seats };
}

/**
 * The board's area on the scores screen (as ScoresScreen gives it), reckoned with the face's full line heights, so a
 * little smaller than the browser's: below the 80 px title and the 40 px line under it, above the two-line prompt.
 */
function scoresArea(width: number, height: number): Box {
  const s = uiScale(width, height);
  const line = (px: number): number => nunitoSize('0', Math.round(px * s)).h;
  const top = height * SAFE + 6 * s + line(80) + 8 * s + 2 * s + line(40) + 20 * s;
  const bottom = height * (1 - SAFE) - 26 * s - 2 * line(36) - 24 * s;
  return { x: width * SAFE, y: top, w: width * (1 - 2 * SAFE), h: bottom - top };
}

function plan(width: number, height: number, players = 12): { plan: BoardPlan; area: Box; scale: number } {
  const area = scoresArea(width, height);
  const scale = uiScale(width, height);
  return { plan: planBoard(boardLines(finalSnapshot(players)), area, scale, measure), area, scale };
}

describe("Coloretto's final-scores board", () => {
  afterAll(() => setLanguage('en'));

  for (const lang of LANGUAGE_CODES) {
    for (const size of SIZES) {
      it(`12 players in ${lang} at ${size.name}: the whole breakdown, no text over another or out of its row, sofa-sized`, () => {
        setLanguage(lang);
        const { plan: board, area, scale } = plan(size.width, size.height);
        expect(board.rows).toHaveLength(12);
        // The text-layout check as the browser sweep runs it, on the board's rows and texts.
        const problems = textLayoutProblems(boardTextLayout(board, size.width, size.height)).map(describeProblem);
        expect(problems).toEqual([]);
        const tol = 2 * scale;
        const minPx = Math.round(MIN_TEXT_PX * scale);
        for (const row of board.rows) {
          expect(inside(row.box, area, 0.5)).toBe(true);
          const { score } = row.line;
          const chips = chipsOf(score);
          // Each colour with its plain cards, jokers and points; the +2 cards; the total: all whole.
          expect(row.chips.map((c) => c.chip)).toEqual(chips);
          expect(chips.filter((c) => c.kind !== 'plus2').map((c) => [c.kind, c.plain + c.jokers, c.points])).toEqual(
            expect.arrayContaining(score.colors.map((c) => [c.color, c.cards, c.points])),
          );
          expect(chips.filter((c) => c.kind !== 'plus2')).toHaveLength(score.colors.length);
          expect(chips.some((c) => c.kind === 'plus2')).toBe(score.plus2 > 0);
          expect(row.chips.reduce((n, c) => n + c.jokers.length, 0)).toBe(score.jokers.length);
          for (const c of row.chips) {
            expect(c.points.text).toBe(formatSigned(c.chip.points));
            expect(c.count?.text ?? '').toBe(chipCount(c.chip));
            for (const part of [c.count, c.points])
              if (part) expect(inside(part.box, { ...c.box, y: part.box.y, h: part.box.h }, tol)).toBe(true);
            for (const j of [...c.jokers, ...(c.swatch ? [c.swatch] : [])]) expect(inside(j, c.box, tol)).toBe(true);
            expect(inside(c.box, row.inner, tol)).toBe(true);
          }
          for (let a = 0; a < row.chips.length; a++)
            for (let b = a + 1; b < row.chips.length; b++)
              expect(intersects(row.chips[a]?.box ?? area, row.chips[b]?.box ?? area, 0)).toBe(false);
          expect(row.total.text).toBe(formatNumber(score.total));
          expect(chipsCountUp(chips, 1).total).toBe(score.total);
          expect(row.rank.text).toBe(rankLabel(row.line));
          // Sofa-sized: every text at least the screens' smallest size, and the names too unless one is far too long.
          for (const text of rowTexts(row)) if (text !== row.name) expect(text.px).toBeGreaterThanOrEqual(minPx);
          if (!row.name.text.endsWith('…')) expect(row.name.px).toBeGreaterThanOrEqual(minPx);
          // Chosen and default names are shown whole (only sixteen W's may be shortened).
          if (!row.line.name.startsWith('WWW')) expect(row.name.text).toBe(row.line.name);
        }
        // Best total first, equal totals share a rank marked '='.
        const totals = board.rows.map((r) => r.line.score.total);
        expect(totals).toEqual([...totals].sort((a, b) => b - a));
        expect(board.rows.filter((r) => r.line.tied).map((r) => r.rank.text)).toEqual(
          expect.arrayContaining([expect.stringMatching(/^=\d+$/)]),
        );
        expect(board.rows.filter((r) => r.line.rank === 1).every((r) => r.crown !== null)).toBe(true);
      });
    }
  }

  it('2 and 5 players: taller rows with bigger figures, every name whole, nothing over anything', () => {
    for (const players of [2, 5]) {
      const { plan: board } = plan(1920, 1080, players);
      expect(textLayoutProblems(boardTextLayout(board, 1920, 1080)).map(describeProblem)).toEqual([]);
      expect(board.rows.map((r) => r.name.text)).toEqual(board.rows.map((r) => r.line.name));
      expect(board.rows[0]?.box.h).toBeGreaterThan(80);
      expect(board.chipPx).toBeGreaterThanOrEqual(MIN_TEXT_PX);
      expect(board.totalPx).toBeGreaterThan(50);
    }
  });

  it('counts up the best colours first, then the others, then the +2 cards, ending on the engine’s total (KSC4 = 33)', () => {
    const score = scoreCollection(0, { ...EMPTY_COLLECTION, blue: 6, red: 3, joker: 1, yellow: 3, purple: 2, green: 2, plus2: 1 });
    const chips = chipsOf(score);
    expect(chips.map((c) => [c.kind, c.plain, c.jokers, c.points])).toEqual([
      ['blue', 6, 0, 21],
      ['red', 3, 1, 10],
      ['yellow', 3, 0, 6],
      ['green', 2, 0, -3],
      ['purple', 2, 0, -3],
      ['plus2', 1, 0, 2],
    ]);
    expect(chipsCountUp(chips, 0).total).toBe(0);
    expect(chipsCountUp(chips, 0.5)).toEqual({ points: [21, 10, 6, 0, 0, 0], total: 37 });
    expect(chipsCountUp(chips, 1).total).toBe(33);
  });
});
