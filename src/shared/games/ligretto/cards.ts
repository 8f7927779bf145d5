/** Card notation shared by every process: a card is an integer id owner*40 + colour*10 + (number-1). */

/** The four colours in deck order: red, green, blue, yellow. */
export const COLORS = ['r', 'g', 'b', 'y'] as const;

/** One colour letter. */
export type Color = (typeof COLORS)[number];

/** A card id: owner*40 + colourIndex*10 + (number - 1). */
export type Card = number;

/** Cards in one deck (C1). */
export const DECK_SIZE = 40;

/** Builds a card id from its owner, colour and number (1-10). */
export function makeCard(owner: number, color: Color, n: number): Card {
  return owner * DECK_SIZE + COLORS.indexOf(color) * 10 + (n - 1);
}

/** The seat whose back the card carries (C1). */
export function cardOwner(card: Card): number {
  return Math.floor(card / DECK_SIZE);
}

/** Index of the card's colour in COLORS. */
export function cardColorIndex(card: Card): number {
  return Math.floor((card % DECK_SIZE) / 10);
}

/** The card's colour letter. */
export function cardColor(card: Card): Color {
  return COLORS[cardColorIndex(card)] as Color;
}

/** The card's number, 1-10. */
export function cardNumber(card: Card): number {
  return (card % 10) + 1;
}

/** The card in REPLAY.md notation, for example `r1` or `y10` (owner omitted). */
export function cardLabel(card: Card): string {
  return `${cardColor(card)}${cardNumber(card)}`;
}

const LABEL = /^([rgby])(10|[1-9])$/;

/** Parses REPLAY.md notation for the given owner; null when the text is not a card. */
export function parseCard(label: string, owner: number): Card | null {
  const m = LABEL.exec(label);
  if (!m) return null;
  return makeCard(owner, m[1] as Color, Number(m[2]));
}

/** The 40 cards of one owner's deck in a fixed order. */
export function fullDeck(owner: number): Card[] {
  const deck: Card[] = [];
  for (let i = 0; i < DECK_SIZE; i++) deck.push(owner * DECK_SIZE + i);
  return deck;
}
