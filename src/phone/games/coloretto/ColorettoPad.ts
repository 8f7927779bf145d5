/**
 * Coloretto's phone pad (issue 31): the turn in big words with the timer, the draw button or the drawn card big, the
 * rows as cards to tap (a tap places the drawn card or takes the row), and the seat's collection with each colour's
 * live points and the score. What it shows is decided in `pad-model.ts`; this file only draws it.
 */
import './pad.css';
import './pad-many.css';
import type { Card } from '@shared/games/coloretto/cards';
import type { ColorettoPhonePad } from '@shared/games/coloretto/phone';
import type { PhoneView } from '@shared/phone-protocol';
import { make, wireButton } from '../../dom';
import type { MountedPad, PadHost, PhonePad } from '../pad-contract';
import { tagPress } from '../hint-mark';
import { padText, type PadKey } from './i18n';
import { phoneLanguage } from '../../i18n/phone-i18n';
import { pluralForm } from '@shared/plural';
import { canDraw, cardName, glyphOf, headerText, padChips, rowAction, rowCaption, turnText, type RowAction } from './pad-model';

export { collectionChipText } from './pad-model';

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

/** Most rows the pad stacks in one column. */
const MAX_STACKED_ROWS = 5;

/** A card face: its hue and its glyph (the symbol carries the colour for colour-blind players), named for screen readers. */
function cardFace(card: Card, className = 'ccard'): HTMLElement {
  const face = make('span', `${className} k-${card}`, glyphOf(card));
  face.setAttribute('aria-label', cardName(card));
  return face;
}

/** A row on the page: the whole card is the button. */
interface RowControls {
  readonly button: HTMLButtonElement;
  readonly caption: HTMLElement;
  readonly cards: HTMLElement;
  action: RowAction;
}

class MountedColorettoPad implements MountedPad {
  private readonly status = make('div', 'c-status');
  private readonly turn = make('div', 'c-turn');
  private readonly timer = make('div', 'c-timer');
  private readonly detail = make('div', 'c-detail');
  private readonly hand = make('div', 'c-hand');
  private readonly draw = make('button', 'act c-draw');
  private readonly drawMeta = make('span', 'meta c-deck');
  private readonly drawn = make('div', 'c-drawn');
  private readonly rowsBox = make('div', 'c-rows');
  private readonly mine = make('div', 'c-mine');
  private readonly chips = make('div', 'c-chips');
  private readonly score = make('div', 'c-score');
  private rows: RowControls[] = [];
  private pad: ColorettoPhonePad | null = null;
  private endsAt: number | null = null;
  private readonly ticker: ReturnType<typeof setInterval>;

  constructor(private readonly host: PadHost) {
    this.draw.id = 'btn-draw';
    this.draw.type = 'button';
    this.draw.append(make('span', 'c-draw-label', padText('col.draw')), this.drawMeta);
    this.status.append(this.turn, this.timer, this.detail);
    this.hand.append(this.draw, this.drawn);
    const head = make('div', 'c-mine-head');
    head.append(make('span', 'c-mine-title', padText('col.collection')), this.score);
    this.mine.append(head, this.chips);
    tagPress(this.draw, { do: 'draw' });
    wireButton(this.draw, () => {
      if (!this.draw.disabled) this.host.press({ do: 'draw' }, this.draw);
    });
    host.root.append(this.status, this.hand, this.rowsBox, this.mine);
    this.ticker = setInterval(() => this.showTimer(), 250);
  }

  render(view: PhoneView): boolean {
    const pad: ColorettoPhonePad | null = view.pad?.game === 'coloretto' ? view.pad : null;
    this.pad = pad;
    if (!pad) return false;
    const words = turnText(pad);
    this.turn.textContent = words.title;
    this.detail.textContent = words.detail;
    this.status.classList.toggle('mine', pad.myTurn);
    this.status.classList.toggle('out', pad.out);
    this.endsAt = pad.turnEndsIn === null ? null : performance.now() + pad.turnEndsIn;
    this.showTimer();
    this.renderHand(pad);
    this.ensureRows(pad.rows.length);
    pad.rows.forEach((row, i) => {
      const c = this.rows[i];
      if (!c) return;
      c.action = rowAction(pad, i);
      const live = c.action.kind !== 'none';
      c.button.disabled = !live;
      c.button.classList.toggle('c-place', c.action.kind === 'place');
      c.button.classList.toggle('c-take', c.action.kind === 'take');
      c.button.classList.toggle('taken', row.taken);
      c.button.dataset['action'] = c.action.kind;
      // The play the row sends now, so the live hint can find it (hint-mark.ts).
      if (c.action.kind === 'none') {
        delete c.button.dataset['press'];
        c.button.classList.remove('hinted');
      } else tagPress(c.button, { do: c.action.kind, args: { row: i } });
      c.button.setAttribute('aria-label', this.rowLabel(i, c.action));
      c.caption.textContent = rowCaption(c.action);
      c.cards.replaceChildren(
        ...row.cards.map((card) => cardFace(card)),
        ...Array.from({ length: Math.max(0, 3 - row.cards.length) }, () => make('span', 'ccard empty')),
      );
    });
    this.renderCollection(pad);
    return true;
  }

  reasonText(reason: string): string {
    return padText(REASON_KEY[reason] ?? 'toast.notNow');
  }

  /** The header names the Coloretto round and the cards left, not the match's "Round 1: go!" all game long. */
  stageText(view: PhoneView): { banner: string } | null {
    if (view.stage !== 'playing' || view.pad?.game !== 'coloretto') return null;
    return { banner: headerText(view.pad) };
  }

  remove(): void {
    clearInterval(this.ticker);
    for (const e of [this.status, this.hand, this.rowsBox, this.mine]) e.remove();
  }

  /** The draw button (live on the seat's turn before a draw), or the drawn card big once drawn. */
  private renderHand(pad: ColorettoPhonePad): void {
    const holding = pad.myTurn && pad.drawn !== null;
    this.hand.classList.toggle('holding', holding);
    this.draw.hidden = holding;
    this.draw.disabled = !canDraw(pad);
    this.drawMeta.textContent = padText(`col.deckLeft.${pluralForm(pad.deckLeft, phoneLanguage())}`, { n: pad.deckLeft });
    this.drawn.hidden = !holding;
    if (holding && pad.drawn !== null) {
      const caption = make('div', 'c-drawn-text');
      caption.append(make('span', 'label', padText('col.yourCard')), make('b', 'c-drawn-name', cardName(pad.drawn)));
      this.drawn.replaceChildren(cardFace(pad.drawn, 'ccard big'), caption);
    } else this.drawn.replaceChildren();
  }

  /** The collection: a chip per kind with its count and what it scores now, and the score (the TV's running score). */
  private renderCollection(pad: ColorettoPhonePad): void {
    this.score.textContent = `${padText('col.score')} ${pad.score}`;
    this.score.classList.toggle('neg', pad.score < 0);
    const chips = padChips(pad.collection);
    if (chips.length === 0) {
      this.chips.replaceChildren(make('span', 'c-none', padText('col.noCards')));
      return;
    }
    this.chips.replaceChildren(
      ...chips.map((chip) => {
        const el = make('span', `c-chip k-${chip.kind}${chip.counts ? '' : ' minus'}`);
        el.setAttribute('aria-label', `${cardName(chip.kind)} ${chip.count}${chip.points ? ` (${chip.points})` : ''}`);
        if (chip.glyph) el.append(make('span', 'g', chip.glyph));
        el.append(make('b', 'n', chip.count));
        const joins = chip.joins.length > 0 ? `→${chip.joins.join('')}` : '';
        const points = [joins, chip.points ?? ''].filter((p) => p !== '').join(' ');
        if (points) el.append(make('span', 'p', points));
        return el;
      }),
    );
  }

  private rowLabel(i: number, action: RowAction): string {
    const n = i + 1;
    if (action.kind === 'place') return padText('col.placeAria', { n });
    if (action.kind === 'take') return padText('col.takeAria', { n });
    const caption = rowCaption(action);
    return caption ? `${padText('col.row', { n })}: ${caption}` : padText('col.row', { n });
  }

  private showTimer(): void {
    const left = this.endsAt === null ? null : Math.max(0, this.endsAt - performance.now());
    this.timer.textContent = left === null ? '' : `${Math.ceil(left / 1000)} s`;
    this.timer.classList.toggle('low', left !== null && left < 10_000 && this.pad?.myTurn === true);
  }

  private ensureRows(count: number): void {
    if (this.rows.length === count) return;
    this.rowsBox.replaceChildren();
    // Up to five rows stack one under another; more (6–12 players) share two columns, so all show without scrolling.
    this.rowsBox.classList.toggle('many', count > MAX_STACKED_ROWS);
    this.rows = Array.from({ length: count }, (_, i) => {
      const button = make('button', 'act c-row');
      button.type = 'button';
      button.id = `btn-row-${i}`;
      const head = make('span', 'c-row-head');
      const caption = make('span', 'c-row-caption');
      head.append(make('span', 'c-row-name', padText('col.row', { n: i + 1 })), caption);
      const cards = make('span', 'c-cards');
      // With many rows (two columns) the row shows its number alone beside its cards.
      button.append(make('span', 'c-row-num', String(i + 1)), head, cards);
      const controls: RowControls = { button, caption, cards, action: { kind: 'none', why: 'wait' } };
      wireButton(button, () => {
        const action = controls.action;
        if (button.disabled || action.kind === 'none') return;
        this.host.press({ do: action.kind, args: { row: i } }, button);
      });
      this.rowsBox.append(button);
      return controls;
    });
  }
}

/** Coloretto's pad. */
export const colorettoPad: PhonePad = { game: 'coloretto', mount: (host) => new MountedColorettoPad(host) };
