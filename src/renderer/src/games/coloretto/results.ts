/**
 * Coloretto's results for the shared screens: one game per match, each player's positive and negative colours counting
 * up (KSC1–KSC3). The scores screen draws them on Coloretto's own board (views/FinalBoard.ts, wired in index.ts);
 * `counted` gives the same figures as text lines for screens without it.
 */
import type { ColorettoScore } from '@shared/games/coloretto/state';
import { t } from '@renderer/games/coloretto/i18n/translate';
import { clamp01, easeOut, formatSigned } from '@renderer/screens/results/round-data';
import type { CountedResult, RoundColumns } from '../game-ui';
import { KIND_GLYPH } from './model';
import { colorettoState } from './snapshot-state';

/** Soft green for the three positive colours, soft red for the others. */
const PLUS_TINT = 0xa8e6b8;
const MINUS_TINT = 0xf2a0a0;

/** One colour's part as text: its symbol, a ✱ for each joker counted in it, and its points ("●+21", "▲✱+10", "◆−3"). */
function colorPart(c: ColorettoScore['colors'][number], points: number): string {
  return `${KIND_GLYPH[c.color]}${'✱'.repeat(c.jokers)}${formatSigned(points)}`;
}

/**
 * A score line at progress p (0..1): the positive colours count up first (0–50%), then the negative ones (50–80%),
 * then the +2 cards (80–100%); at p = 1 every value is exact and the points equal the engine's total.
 */
export function colorettoCountUp(score: ColorettoScore, p: number): CountedResult {
  const v = clamp01(p);
  const plusShare = easeOut(clamp01(v / 0.5));
  const minusShare = easeOut(clamp01((v - 0.5) / 0.3));
  const plus2Share = easeOut(clamp01((v - 0.8) / 0.2));
  const positive = score.colors.filter((c) => c.points >= 0 && score.positive.includes(c.color));
  const negative = score.colors.filter((c) => !positive.includes(c));
  const plusShown = positive.map((c) => Math.round(c.points * plusShare));
  const minusShown = negative.map((c) => Math.round(c.points * minusShare));
  const plus2 = Math.round(score.plus2 * plus2Share);
  const points = [...plusShown, ...minusShown].reduce((a, b) => a + b, 0) + plus2;
  const minusText = negative.map((c, i) => colorPart(c, minusShown[i] ?? 0));
  if (score.plus2 > 0) minusText.push(`+2: ${formatSigned(plus2)}`);
  return {
    details: [
      { text: positive.map((c, i) => colorPart(c, plusShown[i] ?? 0)).join(' '), color: PLUS_TINT },
      { text: minusText.join(' '), color: MINUS_TINT },
    ],
    points,
    total: points,
  };
}

/** The results screens' Coloretto parts. */
export const COLORETTO_RESULTS: RoundColumns = {
  // One game is the match: its scores are the final ones.
  title: () => t('coloretto.finalScores'),
  match: (snapshot) => {
    const game = colorettoState(snapshot);
    if (!game) return null;
    const totals = game.scores?.map((s) => s.total) ?? game.collections.map(() => 0);
    const over = game.scores !== null;
    const top = Math.max(...totals);
    return { round: 1, totals, history: over ? [totals] : [], over, winners: over ? totals.flatMap((v, p) => (v === top ? [p] : [])) : [] };
  },
  matchKey: (snapshot) => String(colorettoState(snapshot)?.seed ?? ''),
  roundKey: (snapshot) => {
    const game = colorettoState(snapshot);
    return game?.scores ? `${game.seed}:${game.round}` : '';
  },
  players: (snapshot) => (colorettoState(snapshot)?.scores ?? []).map((s) => s.player),
  subtitle: (snapshot, nameOf) => {
    const ended = colorettoState(snapshot)?.endedBy;
    return ended === undefined || ended === null
      ? t('coloretto.scoring')
      : `${t('coloretto.endedBy', { name: nameOf(ended) })} · ${t('coloretto.scoring')}`;
  },
  marker: () => null,
  counted: (snapshot, player, progress) => {
    const score = colorettoState(snapshot)?.scores?.find((s) => s.player === player);
    return score ? colorettoCountUp(score, progress) : null;
  },
};
