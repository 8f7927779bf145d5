/** Coloretto's cards (COLORETTO.md KC1–KC2): six colours, +2 cards, jokers and the last-round card; counts per deck. */
import { z } from 'zod';

/** The six colours, in the order collections, scores and replays list them. */
export const COLORS = ['blue', 'red', 'yellow', 'green', 'purple', 'orange'] as const;

/** Schema of a colour. */
export const colorSchema = z.enum(COLORS);
/** One of the six colours. */
export type Color = z.infer<typeof colorSchema>;

/** Every card a player can collect: a colour, a joker or a +2 card (KC1; the number on a colour card does not matter). */
export const CARD_KINDS = [...COLORS, 'joker', 'plus2'] as const;
/** Schema of a collectable card. */
export const cardSchema = z.enum(CARD_KINDS);
/** A collectable card. */
export type Card = z.infer<typeof cardSchema>;

/** The last-round card (KC2), shuffled into the deck's bottom block (KS3). */
export const LAST_ROUND = 'last-round';
/** Schema of a card in the deck: a collectable card or the last-round card. */
export const deckCardSchema = z.enum([...CARD_KINDS, LAST_ROUND]);
/** A card in the deck. */
export type DeckCard = z.infer<typeof deckCardSchema>;

/** KC1: cards 1–9 of each colour, 8 black +2 cards and 2 black jokers per deck. */
export const PER_DECK: Readonly<Record<Card, number>> = {
  blue: 9,
  red: 9,
  yellow: 9,
  green: 9,
  purple: 9,
  orange: 9,
  joker: 2,
  plus2: 8,
};

/** Cards in one deck (64). */
export const DECK_SIZE = Object.values(PER_DECK).reduce((a, b) => a + b, 0);

/** Is this card one of the six colours? */
export function isColor(card: Card): card is Color {
  return (COLORS as readonly string[]).includes(card);
}

/**
 * The colour symbols. None may read as a number or a sign from the sofa: orange's old cross (✚) read as "+1" beside a
 * count of 1, so orange wears a spade (issue 31). None is one of the seat emblems (src/shared/seat-emblems.ts) either.
 */
export type ColorSymbol = 'circle' | 'triangle' | 'square' | 'diamond' | 'star' | 'spade';

/**
 * KC1 (decided): how each colour looks, apart for colour-blind players: an Okabe–Ito hue and a symbol per colour, so
 * the colour is never the only cue.
 */
export const COLOR_LOOKS: Readonly<Record<Color, { readonly hue: number; readonly symbol: ColorSymbol }>> = {
  blue: { hue: 0x0072b2, symbol: 'circle' },
  red: { hue: 0xd55e00, symbol: 'triangle' },
  yellow: { hue: 0xf0e442, symbol: 'square' },
  green: { hue: 0x009e73, symbol: 'diamond' },
  purple: { hue: 0xcc79a7, symbol: 'star' },
  orange: { hue: 0xe69f00, symbol: 'spade' },
};

const count = z.number().int().min(0);

/** Schema of one seat's collection: how many cards of each kind, grouped by colour (KT2). */
export const collectionSchema = z.strictObject({
  blue: count,
  red: count,
  yellow: count,
  green: count,
  purple: count,
  orange: count,
  joker: count,
  plus2: count,
});
/** One seat's collection by colour. */
export type Collection = z.infer<typeof collectionSchema>;

/** An empty collection. */
export const EMPTY_COLLECTION: Collection = { blue: 0, red: 0, yellow: 0, green: 0, purple: 0, orange: 0, joker: 0, plus2: 0 };
