/**
 * Coloretto's final-scores board, the figures (KSC1–KSC5): each player's line in rank order and the chips of its
 * colours (best three, the others, the +2 cards), counted up; final-board.ts plans where they go.
 */
import { COLORS, type Color } from '@shared/games/coloretto/cards';
import type { ColorettoScore } from '@shared/games/coloretto/state';
import type { Snapshot } from '@shared/protocol';
import { UI } from '@renderer/ui/colours';
import { clamp01, easeOut, formatSigned, playerLooks, seatOrder } from '@renderer/screens/results/round-data';
import { KIND_GLYPH } from './model';
import { colorettoState } from './snapshot-state';

/** A text's box at a font size in px (one line): its width and its line height. */
export type Measure = (text: string, px: number) => { readonly w: number; readonly h: number };

/** One player's line on the board. */
export interface BoardLine {
  readonly player: number;
  readonly name: string;
  /** The seat's colour. */
  readonly color: number;
  /** 1 for the best total; equal totals share a rank (KSC5). */
  readonly rank: number;
  /** Another player has the same total. */
  readonly tied: boolean;
  readonly score: ColorettoScore;
}

/** What a chip stands for: a colour scoring plus or minus, or the +2 cards. */
export type ChipKind = Color | 'plus2';

/** One chip's final figures. */
export interface ChipModel {
  readonly kind: ChipKind;
  /** 'plus': one of the best three colours; 'minus': another colour; 'bonus': the +2 cards. */
  readonly sign: 'plus' | 'minus' | 'bonus';
  /** Cards of the colour that are not jokers (for +2: the number of +2 cards). */
  readonly plain: number;
  /** Jokers counted in the colour (KSC2). */
  readonly jokers: number;
  readonly points: number;
}

/** A player's chips: the best three colours (most points first), the others (most lost first), the +2 cards. */
export function chipsOf(score: ColorettoScore): ChipModel[] {
  const order = (c: Color): number => COLORS.indexOf(c);
  const colours = score.colors.map((c) => ({
    kind: c.color,
    sign: score.positive.includes(c.color) && c.points >= 0 ? ('plus' as const) : ('minus' as const),
    plain: c.cards - c.jokers,
    jokers: c.jokers,
    points: c.points,
  }));
  const plus = colours.filter((c) => c.sign === 'plus').sort((a, b) => b.points - a.points || order(a.kind) - order(b.kind));
  const minus = colours.filter((c) => c.sign === 'minus').sort((a, b) => a.points - b.points || order(a.kind) - order(b.kind));
  const bonus: ChipModel[] =
    score.plus2 > 0 ? [{ kind: 'plus2', sign: 'bonus', plain: score.plus2 / 2, jokers: 0, points: score.plus2 }] : [];
  return [...plus, ...minus, ...bonus];
}

/**
 * The chips' points and the total shown at progress p (0..1) of the count-up: the best colours count up first (0–50%),
 * then the others (50–80%), then the +2 cards (80–100%); at p = 1 every value is exact and the total is the engine's.
 */
export function chipsCountUp(chips: readonly ChipModel[], p: number): { readonly points: number[]; readonly total: number } {
  const v = clamp01(p);
  const share = { plus: easeOut(clamp01(v / 0.5)), minus: easeOut(clamp01((v - 0.5) / 0.3)), bonus: easeOut(clamp01((v - 0.8) / 0.2)) };
  // (`+ 0` makes a rounded -0 a plain 0.)
  const points = chips.map((c) => Math.round(c.points * share[c.sign]) + 0);
  return { points, total: points.reduce((a, b) => a + b, 0) };
}

/** The board's lines, best total first (equal totals in seat order); empty before the game is scored. */
export function boardLines(snapshot: Snapshot): BoardLine[] {
  const scores = colorettoState(snapshot)?.scores ?? [];
  const looks = playerLooks(snapshot);
  const seat = seatOrder(snapshot.players);
  const lines = scores.map((score) => {
    const rank = 1 + scores.filter((s) => s.total > score.total).length;
    const tied = scores.some((s) => s !== score && s.total === score.total);
    const look = looks[score.player];
    return { player: score.player, name: look?.name ?? `P${score.player + 1}`, color: look?.color ?? UI.dim, rank, tied, score };
  });
  return lines.sort((a, b) => a.rank - b.rank || seat.indexOf(a.player) - seat.indexOf(b.player));
}

/** A rank as shown: "1", or "=2" for a shared place. */
export function rankLabel(line: Pick<BoardLine, 'rank' | 'tied'>): string {
  return `${line.tied ? '=' : ''}${line.rank}`;
}

/** A chip's count text: the plain cards ("6"; none when only jokers make the colour), or "+2×3" for the +2 cards. */
export function chipCount(chip: ChipModel): string {
  if (chip.kind === 'plus2') return `+2\u00d7${chip.plain}`;
  return chip.plain > 0 ? String(chip.plain) : '';
}

/** A chip in words for describe(): the colour's symbol, its plain cards and a ✱ per joker, then its points. */
export function chipWords(chip: ChipModel, points: number = chip.points): string {
  if (chip.kind === 'plus2') return `${chipCount(chip)} ${formatSigned(points)}`;
  return `${KIND_GLYPH[chip.kind]}${chipCount(chip)}${'✱'.repeat(chip.jokers)} ${formatSigned(points)}`;
}
