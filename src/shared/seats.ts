/** Seats at the table: who sits there, their colour and card back, and the palettes they pick from. */
import type { z } from 'zod';
import type { inputBindingSchema, lostControllerSchema, seatKindSchema, seatSchema } from './seats-schema';

export { SEAT_COUNT, BOT_LEVEL_NAMES } from './seats-schema';
export { DEFAULT_MATCH_OPTIONS, type MatchOptions } from './match-options';

/**
 * Player colours: 12 that stay apart from each other and from the interface's focus yellow, error red, disabled grey
 * and white, for normal vision and simulated protanopia, deuteranopia and tritanopia (CIEDE2000; the thresholds are in
 * test/shared/palette.test.ts), all light enough to read on the dark panels. The card backs tell seats apart too.
 */
export const PLAYER_COLORS = [
  { name: 'Sky', hex: 0x11aaff },
  { name: 'Apricot', hex: 0xff9955 },
  { name: 'Lime', hex: 0x77bb22 },
  { name: 'Pink', hex: 0xff66ee },
  { name: 'Aqua', hex: 0x11eeee },
  { name: 'Lilac', hex: 0xddaaee },
  { name: 'Ochre', hex: 0xbb8811 },
  { name: 'Teal', hex: 0x22aa99 },
  { name: 'Indigo', hex: 0x6677ff },
  { name: 'Mint', hex: 0x66cc88 },
  { name: 'Forest', hex: 0x449955 },
  { name: 'Pear', hex: 0xccdd88 },
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
