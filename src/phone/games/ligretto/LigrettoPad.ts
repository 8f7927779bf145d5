/** Ligretto's phone pad: the row, stack, waste and flip buttons with the seat's card tops, and its words for refusals. */
import './pad.css';
import type { LigrettoPhonePad } from '@shared/games/ligretto/phone';
import type { PhonePress, PhoneView } from '@shared/phone-protocol';
import { make, wireButton } from '../../dom';
import type { MountedPad, PadHost, PhonePad } from '../registry';
import { cardWords, makeCardFace, paintCard, type CardFace } from './card-face';

/** What the player reads when a play is refused, by Ligretto's rejection reason. */
const REASON_TEXT: Readonly<Record<string, string>> = {
  'no-fit': 'No pile for that card',
  'empty-source': 'Nothing there',
  'not-running': 'Wait for the start',
  'bad-slot': 'No such row card',
  'not-allowed': 'Row placements are off',
  'unknown-player': 'You are not in this round',
  malformed: 'Not now',
  'wrong-phase': 'Not now',
  'match-over': 'The match is over',
  locked: 'Locked for a moment',
};

interface Slot {
  readonly face: CardFace;
  readonly play: HTMLButtonElement;
}

/** A big pile button: its label, a card face (or the flip deck) and a line below. */
function pileButton(
  id: string,
  kind: 'stack' | 'waste' | 'flip',
  label: string,
  aria: string,
): { button: HTMLButtonElement; box: HTMLElement; meta: HTMLElement } {
  const button = make('button', `act pile ${kind}`);
  button.id = id;
  button.type = 'button';
  button.dataset['do'] = kind;
  button.setAttribute('aria-label', aria);
  const box = make('span', 'face-box');
  const meta = make('span', 'meta');
  button.append(make('span', 'label', label), box, meta);
  return { button, box, meta };
}

class MountedLigrettoPad implements MountedPad {
  private readonly row = make('div', 'row');
  private readonly stack: CardFace;
  private readonly waste: CardFace;
  private readonly stackLeft: HTMLElement;
  private readonly handLeft: HTMLElement;
  private readonly flip: HTMLButtonElement;
  private readonly controls: HTMLElement[];
  private slots: Slot[] = [];

  constructor(private readonly host: PadHost) {
    this.row.id = 'row';
    const stack = pileButton('btn-stack', 'stack', 'Stack', 'Play your stack card');
    const waste = pileButton('btn-waste', 'waste', 'Waste', 'Play your waste card');
    const flip = pileButton('btn-flip', 'flip', 'Flip', 'Flip three cards from your hand');
    stack.box.id = 'stack-face';
    stack.meta.id = 'stack-left';
    waste.box.id = 'waste-face';
    waste.meta.textContent = 'top card';
    flip.meta.id = 'hand-left';
    const deck = make('span', 'deck');
    deck.setAttribute('aria-hidden', 'true');
    deck.append(make('span', ''), make('span', ''), make('span', ''));
    flip.box.append(deck);
    this.stack = makeCardFace(stack.box);
    this.waste = makeCardFace(waste.box);
    this.stackLeft = stack.meta;
    this.handLeft = flip.meta;
    this.flip = flip.button;
    this.wire(stack.button, { do: 'stack' });
    this.wire(waste.button, { do: 'waste' });
    this.wire(flip.button, { do: 'flip' });
    this.controls = [this.row, stack.button, waste.button, flip.button];
    host.root.append(...this.controls);
  }

  render(view: PhoneView): boolean {
    const pad: LigrettoPhonePad | null = view.pad?.game === 'ligretto' ? view.pad : null;
    if (!pad) return false;
    const cards = pad.cards;
    this.ensureSlots(cards.row.length, pad.advancedRow);
    cards.row.forEach((card, i) => {
      const slot = this.slots[i];
      if (!slot) return;
      paintCard(slot.face, card, 'empty');
      slot.play.setAttribute('aria-label', `Play row card ${i + 1}: ${cardWords(card, 'empty')}`);
    });
    paintCard(this.stack, cards.stack, 'empty');
    paintCard(this.waste, cards.waste, 'empty');
    this.stackLeft.textContent = `${cards.stackLeft} left`;
    this.handLeft.textContent = `${cards.hand} in hand`;
    this.flip.classList.toggle('recycle', cards.hand === 0);
    return true;
  }

  reasonText(reason: string): string {
    return REASON_TEXT[reason] ?? 'Not now';
  }

  stageText(view: PhoneView): { banner: string } | null {
    if (view.stage !== 'stopped') return null;
    const by = view.pad?.game === 'ligretto' ? view.pad.stoppedBy : null;
    return { banner: by ? `Ligretto stop! · ${by}` : 'Round over' };
  }

  remove(): void {
    for (const control of this.controls) control.remove();
  }

  private wire(button: HTMLElement, press: PhonePress): void {
    wireButton(button, () => this.host.press(press, button));
  }

  private ensureSlots(count: number, advanced: boolean): void {
    if (this.slots.length === count && this.row.classList.contains('advanced') === advanced) return;
    this.row.replaceChildren();
    this.row.classList.toggle('advanced', advanced);
    this.slots = Array.from({ length: count }, (_, i) => {
      const root = make('div', 'slot');
      const play = make('button', 'act play');
      const box = make('span', 'face-box');
      play.append(make('span', 'label', `Row ${i + 1}`), box);
      const face = makeCardFace(box);
      const place = make('div', 'place');
      const fromStack = make('button', 'act mini');
      const fromWaste = make('button', 'act mini');
      fromStack.append(make('span', 'arrow', '↓'), make('span', 'mini-label', 'Stack'));
      fromWaste.append(make('span', 'arrow', '↓'), make('span', 'mini-label', 'Waste'));
      fromStack.setAttribute('aria-label', `Place the stack card on row ${i + 1}`);
      fromWaste.setAttribute('aria-label', `Place the waste card on row ${i + 1}`);
      place.append(fromStack, fromWaste);
      root.append(play, place);
      this.wire(play, { do: 'row', slot: i });
      this.wire(fromStack, { do: 'stack-to-row', slot: i });
      this.wire(fromWaste, { do: 'waste-to-row', slot: i });
      this.row.append(root);
      return { face, play };
    });
  }
}

/** Ligretto's pad. */
export const ligrettoPad: PhonePad = { game: 'ligretto', mount: (host) => new MountedLigrettoPad(host) };
