/** Coloretto's phone pad: whose turn it is with the timer, a draw button, a place / take button per row, and the seat's collection with its score. */
import './pad.css';
import type { Card } from '@shared/games/coloretto/cards';
import type { ColorettoPhonePad } from '@shared/games/coloretto/phone';
import type { PhonePress, PhoneView } from '@shared/phone-protocol';
import { make, wireButton } from '../../dom';
import type { MountedPad, PadHost, PhonePad } from '../pad-contract';
import { padText, type PadKey } from './i18n';

/** What the player reads when a move is refused, by Coloretto's rejection reason. */
const REASON_KEY: Readonly<Record<string, PadKey>> = {
  'not-your-turn': 'col.not-your-turn',
  'bad-row': 'col.bad-row',
  'row-taken': 'col.row-taken',
  'row-full': 'col.row-full',
  'row-empty': 'col.row-empty',
  'rows-full': 'col.rows-full',
  'deck-empty': 'col.deck-empty',
  'must-place': 'col.must-place',
  'nothing-drawn': 'col.nothing-drawn',
  'not-running': 'reason.wait-start',
  'match-over': 'col.game-over',
};

/** Card kinds in collection order, each with its glyph (the colour-blind cue) and its name. */
const KINDS: readonly (readonly [Card, string, PadKey])[] = [
  ['blue', '●', 'col.blue'],
  ['red', '▲', 'col.red'],
  ['yellow', '■', 'col.yellow'],
  ['green', '◆', 'col.green'],
  ['purple', '★', 'col.purple'],
  ['orange', '✚', 'col.orange'],
  ['joker', '✱', 'col.joker'],
  ['plus2', '+2', 'col.plus2'],
];

/**
 * What a collection chip reads: a colour's glyph and its count ("● 3"); +2 cards show what they are worth together,
 * "+4" for two (the TV's chip says the same), never the glyph and the count run together ("+22").
 */
export function collectionChipText(card: Card, count: number): { readonly glyph: string; readonly count: string } {
  return card === 'plus2' ? { glyph: '', count: `+${2 * count}` } : { glyph: glyph(card), count: String(count) };
}

function glyph(card: Card): string {
  return KINDS.find(([k]) => k === card)?.[1] ?? '?';
}

function cardChip(card: Card): HTMLElement {
  const chip = make('span', `ccard k-${card}`, glyph(card));
  const word = KINDS.find(([k]) => k === card)?.[2];
  chip.setAttribute('aria-label', word ? padText(word) : card);
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
    this.draw.append(make('span', 'label', padText('col.draw')), this.drawn);
    this.status.append(this.turn, this.timer);
    this.mine.append(this.chips, this.score);
    this.wire(this.draw, { do: 'draw' });
    host.root.append(this.status, this.draw, this.rowsBox, this.mine);
    this.ticker = setInterval(() => this.showTimer(), 250);
  }

  render(view: PhoneView): boolean {
    const pad: ColorettoPhonePad | null = view.pad?.game === 'coloretto' ? view.pad : null;
    if (!pad) return false;
    this.turn.textContent = pad.myTurn
      ? padText(pad.drawn ? 'col.placeCard' : 'col.yourTurn')
      : pad.turnName
        ? padText('col.turnOf', { name: pad.turnName })
        : '';
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
        const text = collectionChipText(k, pad.collection[k]);
        chip.textContent = text.glyph;
        chip.append(make('b', 'n', text.count));
        return chip;
      }),
    );
    this.score.textContent = [
      padText('col.points', { n: pad.score }),
      ...(pad.lastRound ? [padText('col.lastRound')] : []),
      ...(pad.out ? [padText('col.tookRow')] : []),
    ].join(' · ');
    return true;
  }

  reasonText(reason: string): string {
    return padText(REASON_KEY[reason] ?? 'toast.notNow');
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
      const place = make('button', 'act c-place', padText('col.place', { n: i + 1 }));
      const take = make('button', 'act c-take', padText('col.take', { n: i + 1 }));
      place.type = 'button';
      take.type = 'button';
      place.id = `btn-place-${i}`;
      take.id = `btn-take-${i}`;
      place.setAttribute('aria-label', padText('col.placeAria', { n: i + 1 }));
      take.setAttribute('aria-label', padText('col.takeAria', { n: i + 1 }));
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
