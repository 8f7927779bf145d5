/**
 * Coloretto's phone pad decided without the DOM (issue 31): +2 cards counted as the TV counts them, the turn in words,
 * what a tap on each row does, the header, and chips whose points add up to the shared scoring's total.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { canDraw, collectionChipText, headerText, padChips, rowAction, turnText } from '@phone/games/coloretto/pad-model';
import { setPhoneLanguage } from '@phone/i18n/phone-i18n';
import { EMPTY_COLLECTION, type Collection } from '@shared/games/coloretto/cards';
import type { ColorettoPhonePad } from '@shared/games/coloretto/phone';
import { bestChoice } from '@shared/games/coloretto/scoring';

afterEach(() => setPhoneLanguage('en'));

/** A pad view: Ana's turn, nothing drawn, three rows (one with room and cards, one full, one empty). */
function pad(over: Partial<ColorettoPhonePad> = {}): ColorettoPhonePad {
  return {
    game: 'coloretto',
    myTurn: true,
    turnName: 'Ana',
    drawn: null,
    rows: [
      { cards: ['red'], taken: false },
      { cards: ['blue', 'plus2', 'joker'], taken: false },
      { cards: [], taken: false },
    ],
    out: false,
    collection: { ...EMPTY_COLLECTION, blue: 1 },
    score: 1,
    deckLeft: 40,
    round: 3,
    lastRound: false,
    turnEndsIn: null,
    ...over,
  };
}

/** The sum of what the chips say they score (the jokers' points are in their colours). */
function chipSum(collection: Collection): number {
  return padChips(collection).reduce((sum, c) => {
    const text = c.kind === 'plus2' ? c.count : (c.points ?? '0');
    return sum + Number(text.replace('−', '-').replace('+', ''));
  }, 0);
}

describe("the Coloretto phone pad's collection chips", () => {
  it('shows two +2 cards as "+4", not the glyph and the count run together ("+22")', () => {
    expect(collectionChipText('plus2', 2)).toEqual({ glyph: '', count: '+4' });
    expect(collectionChipText('plus2', 1)).toEqual({ glyph: '', count: '+2' });
    const chip = padChips({ ...EMPTY_COLLECTION, plus2: 2 }).find((c) => c.kind === 'plus2');
    expect(chip?.count).toBe('+4');
    expect(chip?.glyph).toBe('');
  });

  it('shows a colour as its glyph and its count', () => {
    expect(collectionChipText('blue', 3)).toEqual({ glyph: '●', count: '3' });
    expect(collectionChipText('joker', 1)).toEqual({ glyph: '✱', count: '1' });
  });

  it('gives each colour its live points by the shared scoring: three best count, the rest subtract, jokers join the best', () => {
    const collection: Collection = { blue: 4, red: 3, yellow: 2, green: 1, purple: 0, orange: 0, joker: 1, plus2: 2 };
    const chips = padChips(collection);
    expect(chips.map((c) => [c.kind, c.count, c.points, c.counts])).toEqual([
      ['blue', '4', '+15', true],
      ['red', '3', '+6', true],
      ['yellow', '2', '+3', true],
      ['green', '1', '−1', false],
      ['joker', '1', null, true],
      ['plus2', '+4', null, true],
    ]);
    expect(chips.find((c) => c.kind === 'joker')?.joins).toEqual(['●']);
    expect(chipSum(collection)).toBe(bestChoice(collection).total);
  });

  it('adds up to the engine score for collections of every shape', () => {
    const shapes: Collection[] = [
      EMPTY_COLLECTION,
      { ...EMPTY_COLLECTION, joker: 2 },
      { blue: 1, red: 1, yellow: 1, green: 1, purple: 1, orange: 1, joker: 0, plus2: 0 },
      { blue: 6, red: 5, yellow: 5, green: 4, purple: 2, orange: 1, joker: 2, plus2: 3 },
    ];
    for (const c of shapes) expect(chipSum(c), JSON.stringify(c)).toBe(bestChoice(c).total);
  });
});

describe("the Coloretto phone pad's turn state", () => {
  it('says what to do on the seat turn: draw or take, place once drawn, take when nothing can be drawn', () => {
    expect(turnText(pad()).title).toBe('Your turn: draw or take a row');
    expect(turnText(pad({ drawn: 'green' }))).toEqual({ title: 'Place your card on a row', detail: 'Tap a row that has room' });
    const full = pad({ rows: [{ cards: ['red', 'red', 'red'], taken: false }] });
    expect(canDraw(full)).toBe(false);
    expect(turnText(full).title).toBe('Your turn: take a row');
  });

  it("says whose turn it is off the seat's turn, and that a seat that took a row sits out", () => {
    expect(turnText(pad({ myTurn: false, turnName: 'Dani' }))).toEqual({ title: 'Dani’s turn', detail: 'Watch the TV: your turn comes' });
    expect(turnText(pad({ myTurn: false, turnName: 'Dani', out: true })).detail).toBe('You took a row: you sit out until the next round');
    setPhoneLanguage('de');
    expect(turnText(pad()).title).toBe('Du bist dran: ziehen oder Reihe nehmen');
    expect(turnText(pad({ myTurn: false, turnName: 'Dani' })).title).toBe('Dani ist dran');
  });

  it('lets a tap take a row with cards before the draw and place on a row with room after it; nothing off turn', () => {
    expect([0, 1, 2].map((i) => rowAction(pad(), i).kind)).toEqual(['take', 'take', 'none']);
    expect([0, 1, 2].map((i) => rowAction(pad({ drawn: 'red' }), i).kind)).toEqual(['place', 'none', 'place']);
    expect([0, 1, 2].map((i) => rowAction(pad({ myTurn: false }), i).kind)).toEqual(['none', 'none', 'none']);
    expect(rowAction(pad({ rows: [{ cards: ['red'], taken: true }] }), 0)).toEqual({ kind: 'none', why: 'taken' });
  });

  it('heads the pad with the Coloretto round and the cards left, not "Round 1: go!"', () => {
    expect(headerText(pad())).toBe('Round 3 · 40 cards left');
    expect(headerText(pad({ lastRound: true }))).toBe('Round 3 · last round!');
  });
});
