/** Coloretto test helpers: a game dealt from a chosen deck top, and intents applied that must be accepted. */
import { countCards, fullDeck, newGame, reduce } from '@engine/coloretto/index';
import { COLORS, LAST_ROUND, type Card, type DeckCard } from '@shared/games/coloretto/cards';
import type { ColorettoIntent } from '@shared/games/coloretto/intent';
import { resolveOptions } from '@shared/games/coloretto/options';
import type { ColorettoEvent, ColorettoState } from '@shared/games/coloretto/state';

/**
 * A started game whose deck begins with `top` (top first); the rest of the table's cards follow, and the last-round
 * card goes at the bottom unless `top` holds it. Seat `first` starts; seat p's starting card is `start[p]`.
 */
export function dealt(players: number, top: readonly DeckCard[], first = 0, start?: readonly Card[]): ColorettoState {
  const starting = start ?? Array.from({ length: players }, (_, p) => COLORS[p % COLORS.length] as Card);
  const rest = fullDeck(players);
  for (const card of [...starting, ...top]) {
    if (card === LAST_ROUND) continue;
    const at = rest.indexOf(card);
    if (at < 0) throw new Error(`no ${card} left for the test deck`);
    rest.splice(at, 1);
  }
  const tail: DeckCard[] = top.includes(LAST_ROUND) ? [] : [LAST_ROUND];
  const deck: DeckCard[] = [...top, ...rest, ...tail];
  const created = newGame(resolveOptions({ players }), 1, { start: starting, deck, first });
  if (!created.ok) throw new Error(created.problems.join('; '));
  const started = reduce(created.state, { type: 'start' });
  if (!started.ok) throw new Error(started.reason);
  return started.state;
}

/** Applies intents in order; every one must be accepted. Returns the state and all events. */
export function play(state: ColorettoState, ...intents: ColorettoIntent[]): { state: ColorettoState; events: ColorettoEvent[] } {
  let s = state;
  const events: ColorettoEvent[] = [];
  for (const intent of intents) {
    const r = reduce(s, { type: 'intent', intent });
    if (!r.ok) throw new Error(`${JSON.stringify(intent)} refused: ${r.reason}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** The reason an intent is refused (throws when it is accepted). */
export function refusal(state: ColorettoState, intent: ColorettoIntent): string {
  const r = reduce(state, { type: 'intent', intent });
  if (r.ok) throw new Error(`${JSON.stringify(intent)} was accepted`);
  return r.reason;
}

/** Draw and place in one go. */
export const drawPlace = (player: number, row: number): ColorettoIntent[] => [
  { player, do: 'draw' },
  { player, do: 'place', row },
];

/** Every card of a state, wherever it is: deck, rows, the drawn card, collections. */
export function allCards(state: ColorettoState): ReturnType<typeof countCards> {
  const cards: Card[] = [
    ...state.deck.filter((c): c is Card => c !== LAST_ROUND),
    ...state.rows.flatMap((r) => r.cards),
    ...(state.drawn === null ? [] : [state.drawn]),
  ];
  const out = countCards(cards);
  for (const c of state.collections) for (const k of Object.keys(out) as Card[]) out[k] += c[k];
  return out;
}
