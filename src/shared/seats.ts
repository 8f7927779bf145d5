/** Seats at the table: who sits there, their colour and card back, and the palettes they pick from. */
import type { z } from 'zod';
import type { inputBindingSchema, lostControllerSchema, seatKindSchema, seatSchema } from './seats-schema';

export { SEAT_COUNT, BOT_LEVEL_NAMES } from './seats-schema';
export { DEFAULT_MATCH_OPTIONS, type MatchOptions } from './match-options';

/**
 * Player colours (issue 31): 12 found by scripts/seat-palette-search.mjs, each at least 20 apart in CIEDE2000 (normal
 * vision) from every other and from what the tables paint (the felt, both card themes' faces, the die fills, the
 * Coloretto hues), at least 15 from the interface's focus, error, disabled and white states (6 under protanopia and deuteranopia), and light enough to read
 * on the dark panels. Under simulated protanopia and deuteranopia some pairs fall closer (the thresholds and why are in
 * test/shared/palette.test.ts): every seat also wears its own emblem (src/shared/seat-emblems.ts), so no seat is told
 * apart by hue alone. The first seats get the most distinct colours.
 */
export const PLAYER_COLORS = [
  { name: 'Sky', hex: 0x77ccff },
  { name: 'Lime', hex: 0x99ff77 },
  { name: 'Magenta', hex: 0xbb11bb },
  { name: 'Peach', hex: 0xeebbaa },
  { name: 'Teal', hex: 0x1199aa },
  { name: 'Violet', hex: 0xaa77ff },
  { name: 'Olive', hex: 0x887700 },
  { name: 'Blush', hex: 0xffddff },
  { name: 'Cocoa', hex: 0x886655 },
  { name: 'Frost', hex: 0xcceedd },
  { name: 'Dusk', hex: 0x776688 },
  { name: 'Stone', hex: 0x999988 },
] as const;

/** Card back patterns; with a colour, each back tells its owner apart on the centre piles (C1). */
export const CARD_BACKS = [
  'dots',
  'stripes',
  'checks',
  'waves',
  'diamonds',
  'stars',
  'zigzag',
  'rings',
  'triangles',
  'crosses',
  'hexes',
  'bricks',
] as const;

/** One bot level name. */
export type { BotLevelName } from './seats-schema';

/** What drives a seat: a gamepad, a key set, a phone, a native pad; null for bots and open seats. */
export type InputBinding = z.infer<typeof inputBindingSchema>;

/** Who sits in a seat. */
export type SeatKind = z.infer<typeof seatKindSchema>;

/** One lobby seat. */
export type Seat = z.infer<typeof seatSchema>;

/** What the session does when a seat's controller disappears mid-match. */
export type LostControllerPolicy = z.infer<typeof lostControllerSchema>;

/**
 * An empty seat with its own colour and back. It has no name: views show "Player 3" in their own language until
 * someone picks one, so results and profiles are only ever keyed on names people chose.
 */
export function openSeat(index: number): Seat {
  return { kind: 'open', name: '', color: index, back: index, botLevel: 'casual', stackSize: 10, input: null };
}
