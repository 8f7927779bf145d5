/** Coloretto's phone pad: whose turn it is with the timer, a draw button, a place / take button per row, and the seat's collection with its score. */
import './pad.css';
import type { Card } from '@shared/games/coloretto/cards';
import type { ColorettoPhonePad } from '@shared/games/coloretto/phone';
import type { PhonePress, PhoneView } from '@shared/phone-protocol';
import { make, wireButton } from '../../dom';
import type { MountedPad, PadHost, PhonePad } from '../registry';

/** What the player reads when a move is refused, by Coloretto's rejection reason. */
const REASON_TEXT: Readonly<Record<string, string>> = {
  'not-your-turn': 'Wait for your turn',
  'bad-row': 'No such row',
  'row-taken': 'That row is taken',
  'row-full': 'That row is full',
  'row-empty': 'That row is empty',
  'rows-full': 'Every row is full: take one',
  'deck-empty': 'The deck is empty: take a row',
  'must-place': 'Place your card first',
  'nothing-drawn': 'Draw a card first',
  'not-running': 'Wait for the start',
  'match-over': 'The game is over',
};

/** Card kinds in collection order, each with its glyph (the colour-blind cue) and its name. */
const KINDS: readonly (readonly [Card, string, string])[] = [
  ['blue', '●', 'blue'],
  ['red', '▲', 'red'],
  ['yellow', '■', 'yellow'],
  ['green', '◆', 'green'],
  ['purple', '★', 'purple'],
  ['orange', '✚', 'orange'],
  ['joker', '✱', 'joker'],
  ['plus2', '+2', 'plus 2'],
];

function glyph(card: Card): string {
  return KINDS.find(([k]) => k === card)?.[1] ?? '?';
}

function cardChip(card: Card): HTMLElement {
  const chip = make('span', `ccard k-${card}`, glyph(card));
  chip.setAttribute('aria-label', KINDS.find(([k]) => k === card)?.[2] ?? card);
  return chip;
}

interface RowControls {
  readonly root: HTMLElement;
  readonly cards: HTMLElement;
  readonly place: HTMLButtonElement;
  readonly take: HTMLButtonElement;
}

class MountedColorettoPad implements MountedPad {
  private readonly status = make('div', 'c-status');
  private readonly turn = make('span', 'c-turn');
  private readonly timer = make('span', 'c-timer');
  private readonly draw = make('button', 'act c-draw');
  private readonly drawn = make('span', 'c-drawn');
  private readonly rowsBox = make('div', 'c-rows');
  private readonly mine = make('div', 'c-mine');
  private readonly chips = make('div', 'c-chips');
  private readonly score = make('span', 'c-score');
  private rows: RowControls[] = [];
  private endsAt: number | null = null;
  private readonly ticker: ReturnType<typeof setInterval>;

  constructor(private readonly host: PadHost) {
    this.draw.id = 'btn-draw';
    this.draw.type = 'button';
    this.draw.append(make('span', 'label', 'Draw a card'), this.drawn);
    this.status.append(this.turn, this.timer);
    this.mine.append(this.chips, this.score);
    this.wire(this.draw, { do: 'draw' });
    host.root.append(this.status, this.draw, this.rowsBox, this.mine);
    this.ticker = setInterval(() => this.showTimer(), 250);
  }

  render(view: PhoneView): boolean {
    const pad: ColorettoPhonePad | null = view.pad?.game === 'coloretto' ? view.pad : null;
    if (!pad) return false;
    this.turn.textContent = pad.myTurn ? (pad.drawn ? 'Place your card' : 'Your turn!') : pad.turnName ? `${pad.turnName}’s turn` : '';
    this.status.classList.toggle('mine', pad.myTurn);
    this.endsAt = pad.turnEndsIn === null ? null : performance.now() + pad.turnEndsIn;
    this.showTimer();
    this.draw.disabled = !pad.myTurn || pad.drawn !== null;
    this.drawn.replaceChildren(...(pad.drawn ? [cardChip(pad.drawn)] : []));
    this.ensureRows(pad.rows.length);
    pad.rows.forEach((row, i) => {
      const c = this.rows[i];
      if (!c) return;
      c.root.classList.toggle('taken', row.taken);
      c.cards.replaceChildren(
        ...row.cards.map(cardChip),
        ...Array.from({ length: 3 - row.cards.length }, () => make('span', 'ccard empty')),
      );
      c.place.disabled = !pad.myTurn || pad.drawn === null || row.taken || row.cards.length >= 3;
      c.take.disabled = !pad.myTurn || pad.drawn !== null || row.taken || row.cards.length === 0;
    });
    this.chips.replaceChildren(
      ...KINDS.filter(([k]) => pad.collection[k] > 0).map(([k]) => {
        const chip = cardChip(k);
        chip.append(make('b', 'n', String(pad.collection[k])));
        return chip;
      }),
    );
    this.score.textContent = `${pad.score} pts${pad.lastRound ? ' · last round!' : ''}${pad.out ? ' · you took a row' : ''}`;
    return true;
  }

  reasonText(reason: string): string {
    return REASON_TEXT[reason] ?? 'Not now';
  }

  stageText(): null {
    return null;
  }

  remove(): void {
    clearInterval(this.ticker);
    for (const e of [this.status, this.draw, this.rowsBox, this.mine]) e.remove();
  }

  private showTimer(): void {
    const left = this.endsAt === null ? null : Math.max(0, this.endsAt - performance.now());
    this.timer.textContent = left === null ? '' : `${Math.ceil(left / 1000)} s`;
  }

  /** Only live buttons press: the pad greys out every move but the seat's own on its turn. */
  private wire(button: HTMLButtonElement, press: PhonePress): void {
    wireButton(button, () => {
      if (!button.disabled) this.host.press(press, button);
    });
  }

  private ensureRows(count: number): void {
    if (this.rows.length === count) return;
    this.rowsBox.replaceChildren();
    this.rows = Array.from({ length: count }, (_, i) => {
      const root = make('div', 'c-row');
      const cards = make('div', 'c-cards');
      const place = make('button', 'act c-place', `Place · ${i + 1}`);
      const take = make('button', 'act c-take', `Take ${i + 1}`);
      place.type = 'button';
      take.type = 'button';
      place.id = `btn-place-${i}`;
      take.id = `btn-take-${i}`;
      place.setAttribute('aria-label', `Place your card on row ${i + 1}`);
      take.setAttribute('aria-label', `Take row ${i + 1}`);
      this.wire(place, { do: 'place', args: { row: i } });
      this.wire(take, { do: 'take', args: { row: i } });
      root.append(cards, place, take);
      this.rowsBox.append(root);
      return { root, cards, place, take };
    });
  }
}

/** Coloretto's pad. */
export const colorettoPad: PhonePad = { game: 'coloretto', mount: (host) => new MountedColorettoPad(host) };
