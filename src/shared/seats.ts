/** Seats at the table: who sits there, their colour and card back, and the palettes they pick from. */
import type { z } from 'zod';
import type { inputBindingSchema, lostControllerSchema, matchOptionsSchema, seatKindSchema, seatSchema } from './seats-schema';
import { DEFAULT_REJECT_LOCK_MS } from './fair-play';
import { DEFAULT_TURN_SECONDS } from './games/coloretto/defaults';

/** Seats in the lobby (C1: three boxes of four decks). */
export const SEAT_COUNT = 12;

/** Player colours, distinct on a TV and for common colour-vision deficiencies when paired with the backs. */
export const PLAYER_COLORS = [
  { name: 'Coral', hex: 0xff6b5b },
  { name: 'Sky', hex: 0x4fb3ff },
  { name: 'Lime', hex: 0x8fdc3c },
  { name: 'Sun', hex: 0xffc93c },
  { name: 'Violet', hex: 0xa77bff },
  { name: 'Teal', hex: 0x2fd3c0 },
  { name: 'Pink', hex: 0xff7ac8 },
  { name: 'Orange', hex: 0xff9a2e },
  { name: 'Mint', hex: 0x9cf2c8 },
  { name: 'Slate', hex: 0x9aa8c7 },
  { name: 'Gold', hex: 0xd9b25f },
  { name: 'Ruby', hex: 0xe0445e },
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

/** Bot levels from a relaxed family player to a fast expert, plus an instant level for tests. */
export const BOT_LEVEL_NAMES = ['relaxed', 'casual', 'skilled', 'expert', 'instant'] as const;

/** One bot level name. */
export type BotLevelName = (typeof BOT_LEVEL_NAMES)[number];

/** What drives a seat: a gamepad, a key set, a phone, a native pad; null for bots and open seats. */
export type InputBinding = z.infer<typeof inputBindingSchema>;

/** Who sits in a seat. */
export type SeatKind = z.infer<typeof seatKindSchema>;

/** One lobby seat. */
export type Seat = z.infer<typeof seatSchema>;

/** The match options chosen in the lobby (players and handicap come from the seats). */
export type MatchOptions = z.infer<typeof matchOptionsSchema>;

/** What the session does when a seat's controller disappears mid-match. */
export type LostControllerPolicy = z.infer<typeof lostControllerSchema>;

/** The defaults named in RULES.md (and pausing for a lost controller). */
export const DEFAULT_MATCH_OPTIONS: MatchOptions = {
  rowSize: 'official',
  target: 99,
  rounds: null,
  blockade: 'reshuffle',
  advancedRow: false,
  recycle: 'turn-over',
  rejectLockMs: DEFAULT_REJECT_LOCK_MS,
  lostController: 'pause',
  turnSeconds: DEFAULT_TURN_SECONDS,
};

/**
 * An empty seat with its own colour and back. It has no name: views show "Player 3" in their own language until
 * someone picks one, so results and profiles are only ever keyed on names people chose.
 */
export function openSeat(index: number): Seat {
  return { kind: 'open', name: '', color: index, back: index, botLevel: 'casual', stackSize: 10, input: null };
}
