/** Card faces on the phone as on the TV: the colour, a big numeral and the colour's symbol (red ●, green ▲, blue ■, yellow ★). */
import { cardColor, cardNumber, type Card, type Color } from '@shared/games/ligretto/cards';
import { padText, type PadKey } from './i18n';

/** The symbol of each card colour, the same shapes the TV draws. */
export const COLOR_SYMBOL: Readonly<Record<Color, string>> = { r: '●', g: '▲', b: '■', y: '★' };

/** Colour words for screen readers, in the page's language. */
const COLOR_WORD: Readonly<Record<Color, PadKey>> = { r: 'lig.r', g: 'lig.g', b: 'lig.b', y: 'lig.y' };

/** The parts of one card element, made once and repainted on every view. */
export interface CardFace {
  readonly root: HTMLElement;
  readonly num: HTMLElement;
  readonly corner: HTMLElement;
  readonly corner2: HTMLElement;
  readonly mark: HTMLElement;
}

function span(className: string): HTMLElement {
  const e = document.createElement('span');
  e.className = className;
  return e;
}

/** Builds an empty card inside `host` (a `.face-box` that sizes it). */
export function makeCardFace(host: HTMLElement): CardFace {
  const root = span('card empty');
  const face: CardFace = { root, num: span('num'), corner: span('corner'), corner2: span('corner flip'), mark: span('mark') };
  root.append(face.mark, face.corner, face.num, face.corner2);
  host.replaceChildren(root);
  return face;
}

/** Text a screen reader says for a card, e.g. "red 7" ("rojo 7"). */
export function cardWords(card: Card | null, empty: string): string {
  return card === null ? empty : padText('lig.card', { color: padText(COLOR_WORD[cardColor(card)]), n: cardNumber(card) });
}

/** Paints a card, or an empty place with a hint, only touching the DOM when something changed. */
export function paintCard(face: CardFace, card: Card | null, empty: string): void {
  const key = card === null ? `empty:${empty}` : String(card % 40);
  if (face.root.dataset['key'] === key) return;
  face.root.dataset['key'] = key;
  if (card === null) {
    face.root.className = 'card empty';
    face.num.textContent = empty;
    face.corner.textContent = '';
    face.corner2.textContent = '';
    face.mark.textContent = '';
    return;
  }
  const color = cardColor(card);
  const symbol = COLOR_SYMBOL[color];
  face.root.className = `card c-${color}${cardNumber(card) >= 10 ? ' wide' : ''}`;
  face.num.textContent = String(cardNumber(card));
  face.corner.textContent = symbol;
  face.corner2.textContent = symbol;
  face.mark.textContent = symbol;
}
