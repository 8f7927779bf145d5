/**
 * Ligretto's how-to-play (docs/howto.md): three scripted seats on a dealt table show, one step each, that a 1 opens a
 * pile, that piles climb in one colour, that the row refills from the stack, flipping three, emptying the stack to
 * call "Ligretto!", and the scoring. The deal is written out, so every move is known to fit (test/engine/lessons).
 */
import type { Lesson } from '@shared/game';
import { DECK_SIZE, parseCard, type Card } from '@shared/games/ligretto/cards';
import type { LigrettoIntent } from '@shared/games/ligretto/intent';
import { resolveOptions } from '@shared/games/ligretto/options';
import type { LigrettoState } from '@shared/games/ligretto/state';
import type { DealEntry } from './deal';
import { newGameFromDeal } from './game';
import { reduce } from './reduce';

/** One seat's chosen cards (top first, REPLAY.md notation); its hand is the rest of its deck, after `hand`. */
interface Chosen {
  readonly stack: readonly string[];
  readonly row: readonly string[];
  readonly hand: readonly string[];
}

const SEATS: readonly Chosen[] = [
  { stack: ['r3', 'g3', 'b2', 'r4', 'y2'], row: ['r1', 'y5', 'b7', 'g9'], hand: [] },
  { stack: ['b9', 'y8', 'r8', 'g8', 'b6'], row: ['g1', 'r2', 'y7', 'b5'], hand: ['r6', 'y9', 'g4'] },
  { stack: ['r10', 'b10', 'y10', 'g10', 'r9'], row: ['b1', 'g2', 'y6', 'r7'], hand: ['b8', 'g7', 'y1'] },
];

function cardsOf(labels: readonly string[], owner: number): Card[] {
  return labels.map((label) => {
    const card = parseCard(label, owner);
    if (card === null) throw new Error(`lesson deal: ${label} is not a card`);
    return card;
  });
}

/** The written-out deal: the chosen cards, then the rest of each deck in deck order as the hand. */
function lessonDeal(): DealEntry[] {
  return SEATS.map((seat, owner) => {
    const stack = cardsOf(seat.stack, owner);
    const row = cardsOf(seat.row, owner);
    const chosen = [...stack, ...row, ...cardsOf(seat.hand, owner)];
    const rest: Card[] = [];
    for (let i = 0; i < DECK_SIZE; i++) if (!chosen.includes(owner * DECK_SIZE + i)) rest.push(owner * DECK_SIZE + i);
    return { stack, row, hand: [...cardsOf(seat.hand, owner), ...rest] };
  });
}

const row = (player: number, slot: number): LigrettoIntent => ({ player, do: 'row', slot });
const stack = (player: number): LigrettoIntent => ({ player, do: 'stack' });
const flip = (player: number): LigrettoIntent => ({ player, do: 'flip' });
const waste = (player: number): LigrettoIntent => ({ player, do: 'waste' });

/** Moves spaced `gap` ms apart, the first `first` ms into the step. */
function paced(
  intents: readonly LigrettoIntent[],
  first = 1600,
  gap = 1500,
): { at: number; action: { type: 'intent'; intent: LigrettoIntent } }[] {
  return intents.map((intent, i) => ({ at: first + i * gap, action: { type: 'intent', intent } }));
}

/** The lesson: 3 seats with 5-card stacks, started; 6 steps, about 40 s. */
export function ligrettoLesson(): Lesson<LigrettoState, LigrettoIntent> {
  const options = resolveOptions({ players: 3, handicap: [5, 5, 5] });
  const created = newGameFromDeal(options, lessonDeal(), 1);
  if (!created.ok) throw new Error(`lesson deal refused: ${created.problems.join('; ')}`);
  const started = reduce(created.state, { type: 'start' });
  if (!started.ok) throw new Error(`lesson start refused: ${started.reason}`);
  return {
    players: 3,
    state: started.state,
    steps: [
      // Every 1 starts a pile (P2).
      { id: 'piles', ms: 6500, moves: paced([row(0, 0), row(1, 0), row(2, 0)]) },
      // Same colour, next number (P2, P4: piles belong to everybody).
      { id: 'climb', ms: 6500, moves: paced([row(1, 1), row(2, 1)]) },
      // A row card that leaves is replaced from the stack (P6): r3 then g3 slide in and go out.
      { id: 'refill', ms: 6500, moves: paced([row(0, 0), row(0, 0)], 1600, 2200) },
      // Flip three at a time; the top one plays (P7).
      { id: 'flip', ms: 7000, moves: paced([flip(2), waste(2), flip(1), waste(1)], 1400, 1300) },
      // The stack counts double: empty it and the round stops, "Ligretto!" (P8).
      { id: 'stack', ms: 6500, moves: paced([stack(0), stack(0)], 1600, 1800) },
      // Scoring (SC1-SC2): nothing moves, the round's points are on the table.
      { id: 'score', ms: 7000, moves: [] },
    ],
  };
}
