import { describe, expect, it } from 'vitest';
import { colorettoRules, legalIntents } from '@engine/coloretto/index';
import { resolveOptions } from '@shared/games/coloretto/options';
import { dealt, drawPlace, play, refusal } from './helpers';

describe('Coloretto turns', () => {
  it('KT1 draw the top card, then place it in a row that is not taken and holds fewer than 3 cards', () => {
    const s = dealt(3, ['red', 'blue', 'green', 'plus2']);
    expect(refusal(s, { player: 0, do: 'place', row: 0 })).toBe('nothing-drawn');
    const drew = play(s, { player: 0, do: 'draw' });
    expect(drew.state.drawn).toBe('red');
    expect(drew.events).toEqual([{ type: 'drew', player: 0, card: 'red' }]);
    expect(refusal(drew.state, { player: 0, do: 'draw' })).toBe('must-place');
    expect(refusal(drew.state, { player: 0, do: 'take', row: 0 })).toBe('must-place');
    expect(refusal(drew.state, { player: 0, do: 'place', row: 3 })).toBe('bad-row');
    const placed = play(drew.state, { player: 0, do: 'place', row: 1 });
    expect(placed.state.rows[1]?.cards).toEqual(['red']);
    expect(placed.state.drawn).toBeNull();
    expect(placed.state.turn).toBe(1);
    // Three cards fill a row: a fourth cannot go there.
    const full = play(placed.state, ...drawPlace(1, 1), ...drawPlace(2, 1), { player: 0, do: 'draw' });
    expect(full.state.rows[1]?.cards).toEqual(['red', 'blue', 'green']);
    expect(refusal(full.state, { player: 0, do: 'place', row: 1 })).toBe('row-full');
    expect(legalIntents(full.state, 0)).toEqual([
      { player: 0, do: 'place', row: 0 },
      { player: 0, do: 'place', row: 2 },
    ]);
  });

  it('KT1 drawing is not allowed when every remaining row holds 3 cards', () => {
    const s = dealt(2, ['red', 'red', 'red', 'blue', 'blue', 'blue']);
    const full = play(
      s,
      ...drawPlace(0, 0),
      ...drawPlace(1, 0),
      ...drawPlace(0, 0),
      ...drawPlace(1, 1),
      ...drawPlace(0, 1),
      ...drawPlace(1, 1),
    );
    expect(refusal(full.state, { player: 0, do: 'draw' })).toBe('rows-full');
    expect(legalIntents(full.state, 0)).toEqual([
      { player: 0, do: 'take', row: 0 },
      { player: 0, do: 'take', row: 1 },
    ]);
  });

  it('KT2 taking a row moves its cards to the collection, marks the row and sits the seat out; an empty row cannot be taken', () => {
    const s = dealt(3, ['red', 'joker']);
    expect(refusal(s, { player: 0, do: 'take', row: 0 })).toBe('row-empty');
    const one = play(s, ...drawPlace(0, 0), ...drawPlace(1, 0));
    expect(refusal(one.state, { player: 0, do: 'take', row: 0 })).toBe('not-your-turn');
    const took = play(one.state, { player: 2, do: 'take', row: 0 });
    expect(took.events).toEqual([{ type: 'took', player: 2, row: 0, cards: ['red', 'joker'] }]);
    expect(took.state.collections[2]).toMatchObject({ yellow: 1, red: 1, joker: 1 });
    expect(took.state.rows[0]).toEqual({ cards: [], taken: true });
    expect(took.state.inRound).toEqual([true, true, false]);
    expect(refusal(took.state, { player: 0, do: 'take', row: 0 })).toBe('row-taken');
    const drew = play(took.state, { player: 0, do: 'draw' });
    expect(refusal(drew.state, { player: 0, do: 'place', row: 0 })).toBe('row-taken');
  });

  it('KT3 turns go round in seat order skipping seats that took a row; the last seat keeps drawing into the last row or takes it', () => {
    let s = dealt(3, ['red', 'blue', 'green', 'yellow', 'purple'], 1);
    expect(s.turn).toBe(1);
    s = play(s, ...drawPlace(1, 0)).state;
    expect(s.turn).toBe(2);
    s = play(s, { player: 2, do: 'take', row: 0 }).state;
    expect(s.turn).toBe(0);
    s = play(s, ...drawPlace(0, 1)).state;
    expect(s.turn).toBe(1);
    s = play(s, { player: 1, do: 'take', row: 1 }).state;
    // Seat 0 alone: it draws into row 2 until it holds 3 cards, the turn staying with it.
    expect(refusal(s, { player: 1, do: 'draw' })).toBe('not-your-turn');
    const turns = s.turns;
    s = play(s, ...drawPlace(0, 2), ...drawPlace(0, 2), ...drawPlace(0, 2)).state;
    expect(s.turn).toBe(0);
    expect(s.turns).toBe(turns + 3);
    expect(s.rows[2]?.cards).toEqual(['green', 'yellow', 'purple']);
    expect(refusal(s, { player: 0, do: 'draw' })).toBe('rows-full');
  });

  it('KT4 the round ends when every seat took a row: the markers return and the seat that took the last row starts', () => {
    const s = dealt(3, ['red', 'blue', 'green'], 0);
    const r = play(
      s,
      ...drawPlace(0, 0),
      ...drawPlace(1, 1),
      ...drawPlace(2, 2),
      { player: 0, do: 'take', row: 2 },
      { player: 1, do: 'take', row: 0 },
    );
    const end = play(r.state, { player: 2, do: 'take', row: 1 });
    expect(end.events.at(-1)).toEqual({ type: 'round-ended', round: 1, next: 2 });
    expect(end.state).toMatchObject({ phase: 'playing', round: 2, turn: 2, starter: 2, inRound: [true, true, true] });
    expect(end.state.rows).toEqual([0, 1, 2].map(() => ({ cards: [], taken: false })));
    // Starting cards blue, red, yellow; seat 0 took green, seat 1 red, seat 2 blue.
    expect(end.state.collections.map((c) => [c.blue, c.red, c.yellow, c.green])).toEqual([
      [1, 0, 0, 1],
      [0, 2, 0, 0],
      [1, 0, 1, 0],
    ]);
  });

  it('KT5 the last-round card is set aside and the seat draws again; the game ends when that round ends', () => {
    const s = dealt(2, ['red', 'last-round', 'blue', 'green']);
    const first = play(s, ...drawPlace(0, 0), { player: 1, do: 'draw' });
    expect(first.events).toEqual([
      { type: 'drew', player: 0, card: 'red' },
      { type: 'placed', player: 0, row: 0, card: 'red' },
      { type: 'last-round', player: 1 },
      { type: 'drew', player: 1, card: 'blue' },
    ]);
    expect(first.state.lastRound).toBe(true);
    const round = play(first.state, { player: 1, do: 'place', row: 1 }, { player: 0, do: 'take', row: 0 });
    expect(round.state.phase).toBe('playing');
    const end = play(round.state, { player: 1, do: 'take', row: 1 });
    expect(end.state.phase).toBe('round-over');
    expect(end.state.turn).toBeNull();
    expect(end.state.endedBy).toBe(1);
    expect(end.events.slice(-2)).toEqual([
      { type: 'round-ended', round: 1, next: null },
      { type: 'game-over', winners: [0, 1] },
    ]);
    // Blue + red each: 1 + 1 points, a shared win (KSC5).
    expect(colorettoRules.match(end.state)).toMatchObject({ over: true, winners: [0, 1], totals: [2, 2] });
    expect(refusal(end.state, { player: 0, do: 'draw' })).toBe('not-running');
  });

  it('KT6 with the deck empty drawing is refused and the seat must take a row; with nothing left to take the round ends', () => {
    const base = dealt(3, ['red']);
    const s = { ...base, deck: ['red' as const], lastRound: true };
    const placed = play(s, ...drawPlace(0, 0));
    expect(refusal(placed.state, { player: 1, do: 'draw' })).toBe('deck-empty');
    expect(legalIntents(placed.state, 1)).toEqual([{ player: 1, do: 'take', row: 0 }]);
    // Seat 2 is left with two empty rows and no card to draw (decided): the round, the last one, ends at once.
    const end = play(placed.state, { player: 1, do: 'take', row: 0 });
    expect(end.state.phase).toBe('round-over');
    expect(end.events.slice(-2).map((e) => e.type)).toEqual(['round-ended', 'game-over']);
  });

  it("KT5 KT6 when the last-round card is the deck's last card, drawing turns it up and the seat has to take a row", () => {
    const base = dealt(2, ['red']);
    const s = play({ ...base, deck: ['red', 'last-round'] }, ...drawPlace(0, 0)).state;
    const turned = play(s, { player: 1, do: 'draw' });
    expect(turned.events).toEqual([{ type: 'last-round', player: 1 }]);
    expect(turned.state).toMatchObject({ lastRound: true, drawn: null, turn: 1, deck: [] });
    expect(legalIntents(turned.state, 1)).toEqual([{ player: 1, do: 'take', row: 0 }]);
  });

  it('only the seat on turn acts: others are refused not-your-turn, and a seat past the table unknown-player', () => {
    const s = dealt(4, [], 2);
    expect(refusal(s, { player: 0, do: 'draw' })).toBe('not-your-turn');
    expect(refusal(s, { player: 5, do: 'draw' })).toBe('unknown-player');
    expect(legalIntents(s, 0)).toEqual([]);
    expect(legalIntents(s, 2)).toEqual([{ player: 2, do: 'draw' }]);
  });

  it('KT7 the turn timer: turnSeconds (20 by default, or off) per turn, a new number only when a turn ends, casual moves', () => {
    const s = dealt(3, ['red']);
    const timer = (state: typeof s) => colorettoRules.flow.turnTimer?.(state) ?? null;
    expect(timer(s)).toEqual({ turn: s.turns, ms: 20000, level: 'casual' });
    const drew = play(s, { player: 0, do: 'draw' }).state;
    expect(timer(drew)?.turn).toBe(s.turns);
    const placed = play(drew, { player: 0, do: 'place', row: 0 }).state;
    expect(timer(placed)?.turn).toBe(s.turns + 1);
    expect(timer({ ...s, options: resolveOptions({ players: 3, turnSeconds: null }) })).toBeNull();
    expect(
      colorettoRules.options({ turnSeconds: 45, rowSize: 'official' }, [
        { seat: 0, stackSize: 10 },
        { seat: 1, stackSize: 10 },
      ]),
    ).toEqual({
      players: 2,
      turnSeconds: 45,
    });
    // The move the timer makes is marked so the screen can say so.
    const auto = colorettoRules.reduce(s, { type: 'intent', intent: { player: 0, do: 'draw' }, auto: true });
    expect(auto.ok && auto.events[0]).toEqual({ type: 'timed-out', player: 0 });
  });
});
