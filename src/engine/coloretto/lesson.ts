/**
 * Coloretto's how-to-play (docs/howto.md): three scripted seats take turns. A seat draws and places a card in a row,
 * or takes a row and sits out the rest of the round; once every seat took one, a new round begins. Jokers and +2 cards
 * come up, and the collections are set up so the scoring step has four colours to explain (three count, the rest
 * subtract). The deck is written out, so every move is known (test/engine/lessons).
 */
import type { GameAction, Lesson } from '@shared/game';
import { EMPTY_COLLECTION, LAST_ROUND, type Card, type Collection, type DeckCard } from '@shared/games/coloretto/cards';
import type { ColorettoIntent } from '@shared/games/coloretto/intent';
import { resolveOptions } from '@shared/games/coloretto/options';
import type { ColorettoState } from '@shared/games/coloretto/state';
import { playStep, type PlannedMove } from '../lesson-play';
import { countCards, dealtState, fullDeck } from './deal';
import { reduce } from './reduce';

/** The collections the seats start the lesson with (seat 0 has four colours: the scoring step explains them). */
const COLLECTIONS: readonly Partial<Collection>[] = [
  { blue: 3, red: 2, green: 2, orange: 1 },
  { yellow: 2, purple: 2, plus2: 1 },
  { red: 1, orange: 2, green: 1 },
];

/** The deck's top cards, in the order the script draws them. */
const TOP: readonly Card[] = ['blue', 'yellow', 'blue', 'purple', 'joker', 'plus2', 'green'];

/** The rest of the deck: what the collections and the top do not use, the last-round card 15 from the bottom (KS3). */
function lessonDeck(collections: readonly Collection[]): DeckCard[] {
  const left: Card[] = [...fullDeck(3)];
  const used: Card[] = [...TOP, ...collections.flatMap((c) => (Object.keys(c) as Card[]).flatMap((k) => new Array<Card>(c[k]).fill(k)))];
  for (const card of used) left.splice(left.indexOf(card), 1);
  const deck: DeckCard[] = [...TOP, ...left];
  deck.splice(deck.length - 15, 0, LAST_ROUND);
  return deck;
}

type Plan = PlannedMove<ColorettoState, ColorettoIntent>;
const on =
  (make: (player: number) => ColorettoIntent) =>
  (s: ColorettoState): GameAction<ColorettoIntent> | null =>
    s.turn === null ? null : { type: 'intent', intent: make(s.turn) };
const draw = (at: number): Plan => ({ at, pick: on((player) => ({ player, do: 'draw' })) });
const place = (at: number, row: number): Plan => ({ at, pick: on((player) => ({ player, do: 'place', row })) });
const take = (at: number, row: number): Plan => ({ at, pick: on((player) => ({ player, do: 'take', row })) });

/** The lesson: 3 seats, seat 0 starts; 5 steps, about 38 s. */
export function colorettoLesson(): Lesson<ColorettoState, ColorettoIntent> {
  const options = resolveOptions({ players: 3, turnSeconds: null });
  const collections = COLLECTIONS.map((c) => ({ ...EMPTY_COLLECTION, ...c }));
  const dealt: ColorettoState = {
    ...dealtState(options, 1, { first: 0, start: ['blue', 'yellow', 'red'], deck: lessonDeck(collections) }),
    collections,
  };
  const play = (from: ColorettoState, id: string, ms: number, plan: readonly Plan[]) => playStep(reduce, from, id, ms, plan);
  const turns = play(dealt, 'draw', 8000, [
    { at: 900, pick: () => ({ type: 'start' }) },
    draw(2000),
    place(3200, 0),
    draw(4800),
    place(6000, 1),
  ]);
  const takeRow = play(turns.state, 'take', 8000, [draw(1200), place(2400, 0), take(4200, 0), take(6000, 1)]);
  const round = play(takeRow.state, 'round', 7000, [draw(1200), place(2400, 2), take(4200, 2)]);
  const jokers = play(round.state, 'jokers', 8000, [draw(1200), place(2400, 0), draw(3800), place(5000, 0), take(6600, 0)]);
  return {
    players: 3,
    state: dealt,
    steps: [turns.step, takeRow.step, round.step, jokers.step, { id: 'score', ms: 8000, moves: [] }],
  };
}

/** Counts a lesson seat's cards (the lessons test reads collections through it). */
export const cardsIn = (collection: Collection): number => Object.values(collection).reduce((a, b) => a + b, 0);
export { countCards };
