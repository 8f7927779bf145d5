/** Coloretto's setup (COLORETTO.md KC1–KC3, KS1–KS4): the decks, the starting cards, the deck's order, the start player. */
import {
  CARD_KINDS,
  COLORS,
  EMPTY_COLLECTION,
  LAST_ROUND,
  PER_DECK,
  isColor,
  type Card,
  type Collection,
  type DeckCard,
} from '@shared/games/coloretto/cards';
import { bottomBlockFor, decksFor, type ColorettoOptions } from '@shared/games/coloretto/options';
import type { ColorettoDeal } from '@shared/games/coloretto/replay';
import type { ColorettoState } from '@shared/games/coloretto/state';
import { nextRandom, seedRng, shuffled } from '../rng';

/** KC1, KC3: every collectable card of the table's decks (ceil(N / 5) decks above 5 players), in a fixed order. */
export function fullDeck(players: number): Card[] {
  const decks = decksFor(players);
  const cards: Card[] = [];
  for (const card of CARD_KINDS) {
    for (let i = 0; i < PER_DECK[card] * decks; i++) cards.push(card);
  }
  return cards;
}

/** How many cards of each kind a list holds. */
export function countCards(cards: readonly Card[]): Collection {
  const out: Record<Card, number> = { ...EMPTY_COLLECTION };
  for (const card of cards) out[card] += 1;
  return out;
}

/**
 * The deal from a seed: KS2 one starting card per seat, of different colours (they repeat only past 6 players, each
 * colour once before any twice); KS3 the rest shuffled with the last-round card shuffled into the bottom block; KS4 a
 * seeded start player.
 */
export function dealFromSeed(options: ColorettoOptions, seed: number): ColorettoDeal {
  const players = options.players;
  let rng = seedRng(seed);
  const colours = shuffled(COLORS, rng);
  rng = colours.state;
  const start: Card[] = Array.from({ length: players }, (_, p) => colours.items[p % COLORS.length] ?? 'blue');
  const rest = fullDeck(players);
  for (const card of start) rest.splice(rest.indexOf(card), 1);
  const mixed = shuffled(rest, rng);
  rng = mixed.state;
  const block = Math.min(bottomBlockFor(players), mixed.items.length);
  const top: DeckCard[] = mixed.items.slice(0, mixed.items.length - block);
  const bottom = shuffled<DeckCard>([...mixed.items.slice(mixed.items.length - block), LAST_ROUND], rng);
  rng = bottom.state;
  const first = Math.floor(nextRandom(rng).value * players);
  return { start, deck: [...top, ...bottom.items], first };
}

/** Problems with a written-out deal: a starting card per seat, every card of the table's decks once, one last-round card. */
export function dealProblems(options: ColorettoOptions, deal: ColorettoDeal): string[] {
  const problems: string[] = [];
  if (deal.start.length !== options.players)
    problems.push(`deal.start: ${deal.start.length} starting cards for ${options.players} players`);
  if (!deal.start.every(isColor)) problems.push('deal.start: starting cards are colour cards (KS2)');
  if (deal.first >= options.players) problems.push(`deal.first: no seat ${deal.first}`);
  const lastRounds = deal.deck.filter((c) => c === LAST_ROUND).length;
  if (lastRounds !== 1) problems.push(`deal.deck: ${lastRounds} last-round cards, not 1`);
  const cards = [...deal.start, ...deal.deck.filter((c): c is Card => c !== LAST_ROUND)];
  const have = countCards(cards);
  const want = countCards(fullDeck(options.players));
  for (const kind of CARD_KINDS) {
    if (have[kind] !== want[kind])
      problems.push(`deal: ${have[kind]} ${kind} cards, a table of ${options.players} plays with ${want[kind]}`);
  }
  return problems;
}

/** The state of a dealt game waiting for its start call (KS1: N empty rows). */
export function dealtState(options: ColorettoOptions, seed: number, deal: ColorettoDeal): ColorettoState {
  const players = options.players;
  return {
    game: 'coloretto',
    options,
    seed,
    phase: 'awaiting-start',
    deck: [...deal.deck],
    rows: Array.from({ length: players }, () => ({ cards: [], taken: false })),
    collections: deal.start.map((card) => countCards([card])),
    inRound: new Array<boolean>(players).fill(true),
    turn: null,
    drawn: null,
    lastRound: false,
    round: 1,
    turns: 0,
    starter: deal.first,
    endedBy: null,
    scores: null,
  };
}
