/**
 * What Coloretto's phone pad shows, decided without the DOM: the turn line, the header, what a tap on each row does
 * and the collection's chips with each colour's live points (the shared scoring the engine scores with, never a copy).
 */
import { COLORS, isColor, type Card, type Color } from '@shared/games/coloretto/cards';
import type { ColorettoPhonePad } from '@shared/games/coloretto/phone';
import { scoreCollection } from '@shared/games/coloretto/scoring';
import { padText, type PadKey } from './i18n';
import { phoneLanguage } from '../../i18n/phone-i18n';
import { pluralForm } from '@shared/plural';

/** Card kinds in collection order, each with its glyph (the colour-blind cue: the symbol, not the hue) and its name. */
export const KINDS: readonly (readonly [Card, string, PadKey])[] = [
  ['blue', '●', 'col.blue'],
  ['red', '▲', 'col.red'],
  ['yellow', '■', 'col.yellow'],
  ['green', '◆', 'col.green'],
  ['purple', '★', 'col.purple'],
  ['orange', '♠', 'col.orange'],
  ['joker', '✱', 'col.joker'],
  ['plus2', '+2', 'col.plus2'],
];

/** A card kind's glyph. */
export function glyphOf(card: Card): string {
  return KINDS.find(([k]) => k === card)?.[1] ?? '?';
}

/** A card kind's name in the page's language. */
export function cardName(card: Card): string {
  const key = KINDS.find(([k]) => k === card)?.[2];
  return key ? padText(key) : card;
}

/**
 * What a collection chip reads: a colour's glyph and its count ("● 3"); +2 cards show what they are worth together,
 * "+4" for two (the TV's chip says the same), never the glyph and the count run together ("+22").
 */
export function collectionChipText(card: Card, count: number): { readonly glyph: string; readonly count: string } {
  return card === 'plus2' ? { glyph: '', count: `+${2 * count}` } : { glyph: glyphOf(card), count: String(count) };
}

/** A number with its sign ("+6", "−3", "0"), as the chips' points read. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** One chip of the seat's collection. */
export interface PadChip {
  readonly kind: Card;
  readonly glyph: string;
  readonly count: string;
  /**
   * What the chip adds to the score now, signed ("+6", "−1"); jokers add to the colour they join (`joins`), so their
   * chip has points only for a colour the seat holds none of; +2 chips say their worth in `count`.
   */
  readonly points: string | null;
  /** A colour among the three that count positive now. */
  readonly counts: boolean;
  /** Jokers: the glyphs of the colours they join (best choice), in order. */
  readonly joins: readonly string[];
}

/**
 * The seat's collection as chips, each with its live points: the shared scoring's best choice of three positive
 * colours (KSC1), the jokers' colours (KSC2) and the +2 cards (KSC3), so the chips add up to the pad's score.
 */
export function padChips(collection: ColorettoPhonePad['collection']): PadChip[] {
  const score = scoreCollection(0, collection);
  const byColor = new Map<Color, number>(score.colors.map((c) => [c.color, c.points]));
  return KINDS.filter(([k]) => collection[k] > 0).map(([kind]) => {
    const text = collectionChipText(kind, collection[kind]);
    const base = { kind, glyph: text.glyph, count: text.count, joins: [] as string[] };
    if (isColor(kind)) {
      const points = byColor.get(kind) ?? 0;
      return { ...base, points: signed(points), counts: score.positive.includes(kind) };
    }
    if (kind === 'joker') {
      // A joker that joins a colour the seat holds none of scores that colour's points on its own chip.
      const alone = score.colors.filter((c) => collection[c.color] === 0).reduce((sum, c) => sum + c.points, 0);
      const joinsAlone = score.colors.some((c) => collection[c.color] === 0);
      return { ...base, points: joinsAlone ? signed(alone) : null, counts: true, joins: score.jokers.map(glyphOf) };
    }
    return { ...base, count: text.count, points: null, counts: true };
  });
}

/** The colours that count positive now, as glyphs in colour order (the score line's "▲ ● ■ count"). */
export function positiveGlyphs(collection: ColorettoPhonePad['collection']): string[] {
  const positive = scoreCollection(0, collection).positive;
  return COLORS.filter((c) => positive.includes(c)).map(glyphOf);
}

/** What a tap on a row does now: place the drawn card, take the row, or nothing (with why, for the row's caption). */
export type RowAction =
  { readonly kind: 'place' } | { readonly kind: 'take' } | { readonly kind: 'none'; readonly why: 'taken' | 'full' | 'empty' | 'wait' };

/** KT1–KT2: a row takes the drawn card while it has room, and can be taken when it has a card; only on the seat's turn. */
export function rowAction(pad: ColorettoPhonePad, row: number): RowAction {
  const r = pad.rows[row];
  if (!r || r.taken) return { kind: 'none', why: 'taken' };
  if (!pad.myTurn) return { kind: 'none', why: 'wait' };
  if (pad.drawn !== null) return r.cards.length < 3 ? { kind: 'place' } : { kind: 'none', why: 'full' };
  return r.cards.length > 0 ? { kind: 'take' } : { kind: 'none', why: 'empty' };
}

/** The words under a row's cards for its action. */
export function rowCaption(action: RowAction): string {
  switch (action.kind) {
    case 'place':
      return padText('col.tapPlace');
    case 'take':
      return padText('col.tapTake');
    case 'none':
      return action.why === 'wait' ? '' : padText(`col.row.${action.why}`);
  }
}

/**
 * The draw is open (KT1, KT6): the seat's turn, nothing drawn yet, a row with room and a card to draw (the last-round
 * card still in the deck counts: drawing it draws the next card too).
 */
export function canDraw(pad: ColorettoPhonePad): boolean {
  const room = pad.rows.some((r) => !r.taken && r.cards.length < 3);
  return pad.myTurn && pad.drawn === null && room && (pad.deckLeft > 0 || !pad.lastRound);
}

/** The big turn line and the smaller line under it: what to do on the seat's turn, else whose turn it is. */
export function turnText(pad: ColorettoPhonePad): { readonly title: string; readonly detail: string } {
  if (pad.myTurn && pad.drawn !== null) return { title: padText('col.placeCard'), detail: padText('col.placeHint') };
  if (pad.myTurn && canDraw(pad)) return { title: padText('col.yourTurn'), detail: '' };
  if (pad.myTurn) return { title: padText('col.yourTurnTake'), detail: padText('col.takeHint') };
  const detail = pad.out ? padText('col.tookRow') : padText('col.waitHint');
  return { title: pad.turnName ? padText('col.turnOf', { name: pad.turnName }) : padText('col.waitTurn'), detail };
}

/** The header over the pad: the Coloretto round and the cards left, or that the last round is on. */
export function headerText(pad: ColorettoPhonePad): string {
  return pad.lastRound
    ? padText('col.headerLast', { n: pad.round })
    : padText(`col.header.${pluralForm(pad.deckLeft, phoneLanguage())}`, { n: pad.round, left: pad.deckLeft });
}
