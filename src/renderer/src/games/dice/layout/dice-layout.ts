/**
 * Where Ligretto Dice's table sits, design px (no Pixi, so it is tested in Node): the board in the centre (one block
 * per dice set, side by side, each with a track per colour and fields 1-6) and the seats' trays in a band along the
 * bottom (seat order left to right) and a band along the top (right to left, like people around a table).
 */
import type { Rect } from '@renderer/layout/rect';
import { SAFE } from '@renderer/ui/design';
import { FACE_CAP_RATIO, READABLE_1080, wordFontPx1080 } from '@renderer/ui/text-layout';

/** One seat's area: its rectangle, whether it sits at the top, and the grid its dice lie in. */
export interface TrayArea {
  readonly rect: Rect;
  readonly top: boolean;
  /** Dice per row of the tray and the die size (square), design px. */
  readonly cols: number;
  readonly die: number;
  /** Height of the name line and of the hint line. */
  readonly label: number;
  /** Font size of the tray's words (name, score, hint), px: readable from the sofa at this player count. */
  readonly text: number;
}

/** The board: one rectangle per set, and the field size. */
export interface BoardLayout {
  readonly rect: Rect;
  readonly sets: readonly Rect[];
  readonly field: number;
}

/** The numeral's font size as a share of the die (and of a board field's number): its digits are 0.56 of the die. */
export const DIE_NUMERAL_RATIO = 0.8;
/** The least die (and board field), 1080p px, whose numeral's digits are the readable 44 px (issue 31). */
export const MIN_DIE_1080 = Math.ceil(READABLE_1080.numeral / FACE_CAP_RATIO / DIE_NUMERAL_RATIO);
/** The trays' dice at most this share of the board's fields, so the board's numbers are the largest (2-4 players). */
const TRAY_DIE_SHARE = 0.85;

/** The whole table. */
export interface DiceLayout {
  readonly board: BoardLayout;
  readonly areas: readonly TrayArea[];
  /** The "Round n" line above the board, clear of the top band and of the board. */
  readonly roundLabel: Rect;
}

/** The board panel's margin round each set's fields, as a share of the field size (BoardView draws it). */
export const BOARD_MARGIN = 0.2;

/** Gap between areas, and between a block and its neighbours, as a share of the field or die size. */
const GAP = 16;
/** The fields of a track, and the tracks (colours) of a set. */
const FIELDS = 6;
const TRACKS = 4;

/** How many seats sit in the bottom band (the rest sit at the top). */
export function bottomCount(players: number): number {
  return Math.ceil(players / 2);
}

/** The rectangle of field `field` (0-5) of track `track` (colour index) in a set's block. */
export function fieldRect(set: Rect, field: number, track: number, size: number): Rect {
  const labelW = size * 0.5;
  const gap = size * 0.08;
  return { x: set.x + labelW + field * (size + gap), y: set.y + track * (size + gap), w: size, h: size };
}

/** A set block's size for a field size. */
function setSize(field: number): { w: number; h: number } {
  const gap = field * 0.08;
  return { w: field * 0.5 + FIELDS * field + (FIELDS - 1) * gap, h: TRACKS * field + (TRACKS - 1) * gap };
}

/** The tray grid that fits `dice` dice in an area of `w` x `h`: the largest die size and its columns. */
export function trayGrid(dice: number, w: number, h: number): { cols: number; die: number } {
  let best = { cols: Math.max(1, dice), die: 0 };
  for (let rows = 1; rows <= Math.max(1, dice); rows++) {
    const cols = Math.ceil(Math.max(1, dice) / rows);
    const die = Math.min(w / (cols + (cols - 1) * 0.15), h / (rows + (rows - 1) * 0.15));
    if (die > best.die) best = { cols, die };
  }
  return { cols: best.cols, die: Math.floor(best.die) };
}

/** The position of die `i` in an area's tray grid (centred in the area between its label lines). */
export function dieRect(area: TrayArea, i: number, count: number): Rect {
  const rows = Math.ceil(Math.max(1, count) / area.cols);
  const step = area.die * 1.15;
  const gridW = area.cols * step - area.die * 0.15;
  const gridH = rows * step - area.die * 0.15;
  const innerTop = area.rect.y + area.label;
  const innerH = area.rect.h - 2 * area.label;
  const x0 = area.rect.x + (area.rect.w - gridW) / 2;
  const y0 = innerTop + (innerH - gridH) / 2;
  return { x: x0 + (i % area.cols) * step, y: y0 + Math.floor(i / area.cols) * step, w: area.die, h: area.die };
}

/** The table for `players` seats, `sets` dice sets and at most `trayDice` dice per tray, on a screen of width x height. */
export function diceLayout(players: number, sets: number, trayDice: number, width: number, height: number): DiceLayout {
  const s = Math.min(width / 1920, height / 1080);
  const safe: Rect = { x: width * SAFE, y: height * SAFE * 0.6, w: width * (1 - 2 * SAFE), h: height * (1 - 1.2 * SAFE) };
  const gap = GAP * s;
  const bottom = bottomCount(players);
  const top = players - bottom;
  const perBand = Math.max(bottom, top, 1);
  const text = Math.round(wordFontPx1080(players) * s);
  const areaW = (safe.w - (perBand - 1) * gap) / perBand;
  // The bands are as tall as two readable lines and readable dice (MIN_DIE_1080) need, and the board takes the rest:
  // the centre is what everyone watches.
  const label = Math.max(34 * s, text / 0.78);
  const room = (h: number): { cols: number; die: number } => trayGrid(trayDice, areaW - 8 * s, h - 2 * label - 8 * s);
  // Never past the share the bands had before (0.3 of the height), so the board keeps its room at 9-11 players.
  const most = safe.h * (perBand >= 5 ? 0.3 : 0.27);
  let bandH = Math.min(most, 2 * label + 8 * s + MIN_DIE_1080 * s);
  for (let i = 0; i < 100 && bandH + 4 * s <= most && room(bandH).die < MIN_DIE_1080 * s; i++) bandH += 4 * s;
  const trayRoom = room(bandH);
  const areas: TrayArea[] = [];
  for (let i = 0; i < players; i++) {
    const atTop = i >= bottom;
    const slot = atTop ? top - 1 - (i - bottom) : i;
    const count = atTop ? top : bottom;
    const rowW = count * areaW + (count - 1) * gap;
    const x = safe.x + (safe.w - rowW) / 2 + slot * (areaW + gap);
    const y = atTop ? safe.y : safe.y + safe.h - bandH;
    areas.push({ rect: { x, y, w: areaW, h: bandH }, top: atTop, cols: trayRoom.cols, die: trayRoom.die, label, text });
  }
  // The round label has its own row above the board's panel, so it never touches the top band's trays or the board.
  const labelH = Math.max(40 * s, text / 0.72);
  const bandEdge = top > 0 ? safe.y + bandH + gap : safe.y;
  const boardBottom = safe.y + safe.h - bandH - gap;
  const available = boardBottom - bandEdge - labelH;
  const unit = setSize(1);
  // The sets sit side by side; the field size is the largest that fits both ways, with the panel's margin round each.
  const setGap = 24 * s;
  const field = Math.floor(Math.min((safe.w - (sets - 1) * setGap) / (sets * unit.w), available / (unit.h + 2 * BOARD_MARGIN), 120 * s));
  const block = setSize(field);
  const margin = field * BOARD_MARGIN;
  const totalW = sets * block.w + (sets - 1) * setGap;
  const x0 = safe.x + (safe.w - totalW) / 2;
  const boardTop = bandEdge + labelH + margin;
  const y0 = boardTop + (boardBottom - margin - boardTop - block.h) / 2;
  const setRects = Array.from({ length: sets }, (_, k) => ({ x: x0 + k * (block.w + setGap), y: y0, w: block.w, h: block.h }));
  const roundLabel = { x: x0, y: y0 - margin - labelH, w: totalW, h: labelH };
  // The trays' dice stay smaller than the board's fields, never below readable.
  const die = (a: TrayArea): TrayArea => ({
    ...a,
    die: Math.floor(Math.max(Math.min(a.die, field * TRAY_DIE_SHARE), Math.min(a.die, MIN_DIE_1080 * s))),
  });
  return { board: { rect: { x: x0, y: y0, w: totalW, h: block.h }, sets: setRects, field }, areas: areas.map(die), roundLabel };
}
