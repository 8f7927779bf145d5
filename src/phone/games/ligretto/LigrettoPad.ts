/** Ligretto's phone pad: the row, stack, waste and flip buttons with the seat's card tops, and its words for refusals. */
import './pad.css';
import type { LigrettoPhonePad } from '@shared/games/ligretto/phone';
import type { PhonePress, PhoneView } from '@shared/phone-protocol';
import { make, wireButton } from '../../dom';
import type { MountedPad, PadHost, PhonePad } from '../pad-contract';
import { tagPress } from '../hint-mark';
import { cardWords, makeCardFace, paintCard, type CardFace } from './card-face';
import { padText, type PadKey } from './i18n';

/** What the player reads when a play is refused, by Ligretto's rejection reason. */
const REASON_KEY: Readonly<Record<string, PadKey>> = {
  'no-fit': 'lig.no-fit',
  'empty-source': 'lig.empty-source',
  'not-running': 'reason.wait-start',
  'bad-slot': 'lig.bad-slot',
  'not-allowed': 'lig.not-allowed',
  'unknown-player': 'reason.not-in-round',
  malformed: 'toast.notNow',
  'wrong-phase': 'toast.notNow',
  'match-over': 'reason.match-over',
  'table-full': 'toast.notNow',
  locked: 'lig.locked',
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
    const stack = pileButton('btn-stack', 'stack', padText('lig.stack'), padText('lig.playStack'));
    const waste = pileButton('btn-waste', 'waste', padText('lig.waste'), padText('lig.playWaste'));
    const flip = pileButton('btn-flip', 'flip', padText('lig.flip'), padText('lig.flipAria'));
    stack.box.id = 'stack-face';
    stack.meta.id = 'stack-left';
    waste.box.id = 'waste-face';
    waste.meta.textContent = padText('lig.topCard');
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
      paintCard(slot.face, card, padText('lig.empty'));
      slot.play.setAttribute('aria-label', padText('lig.playRow', { n: i + 1, card: cardWords(card, padText('lig.empty')) }));
    });
    paintCard(this.stack, cards.stack, padText('lig.empty'));
    paintCard(this.waste, cards.waste, padText('lig.empty'));
    this.stackLeft.textContent = padText('lig.left', { n: cards.stackLeft });
    this.handLeft.textContent = padText('lig.inHand', { n: cards.hand });
    this.flip.classList.toggle('recycle', cards.hand === 0);
    return true;
  }

  reasonText(reason: string): string {
    return padText(REASON_KEY[reason] ?? 'toast.notNow');
  }

  stageText(view: PhoneView): { banner: string } | null {
    if (view.stage !== 'stopped') return null;
    const by = view.pad?.game === 'ligretto' ? view.pad.stoppedBy : null;
    return { banner: by ? padText('lig.stop', { name: by }) : padText('stage.roundOver') };
  }

  remove(): void {
    for (const control of this.controls) control.remove();
  }

  private wire(button: HTMLElement, press: PhonePress): void {
    tagPress(button, press);
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
      play.append(make('span', 'label', padText('lig.row', { n: i + 1 })), box);
      const face = makeCardFace(box);
      const place = make('div', 'place');
      const fromStack = make('button', 'act mini');
      const fromWaste = make('button', 'act mini');
      fromStack.append(make('span', 'arrow', '↓'), make('span', 'mini-label', padText('lig.stack')));
      fromWaste.append(make('span', 'arrow', '↓'), make('span', 'mini-label', padText('lig.waste')));
      fromStack.setAttribute('aria-label', padText('lig.stackToRow', { n: i + 1 }));
      fromWaste.setAttribute('aria-label', padText('lig.wasteToRow', { n: i + 1 }));
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
