/** The controller's DOM: seat badge, stage text, the row, stack, waste and flip buttons, and feedback on a rejected play. */
import type { IntentKind, RejectReason } from '@shared/games/ligretto/intent';
import type { PhoneView } from '@shared/phone-protocol';
import { PLAYER_COLORS } from '@shared/seats';
import { cardWords, makeCardFace, paintCard, type CardFace } from './card-face';
import { stageText } from './stage-text';

/** Which part of the page shows. */
export type PhoneScreenId = 'connecting' | 'join' | 'wait' | 'pad';

/** A press the player made: the intent and, for row plays and placements, the slot. */
export type Press = { readonly do: IntentKind; readonly slot?: number };

interface Slot {
  readonly root: HTMLElement;
  readonly play: HTMLButtonElement;
  readonly face: CardFace;
  readonly place: HTMLElement;
}

function byId<T extends HTMLElement>(id: string): T {
  const e = document.getElementById(id);
  if (!e) throw new Error(`#${id} is missing from index.html`);
  return e as T;
}

function make<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  e.className = className;
  if (text) e.textContent = text;
  return e;
}

const REASON_TEXT: Readonly<Record<RejectReason, string>> = {
  'no-fit': 'No pile for that card',
  'empty-source': 'Nothing there',
  'not-running': 'Wait for the start',
  'bad-slot': 'No such row card',
  'not-allowed': 'Row placements are off',
  'unknown-player': 'You are not in this round',
  malformed: 'Not now',
  'wrong-phase': 'Not now',
  'match-over': 'The match is over',
};

/** Renders views into the page and reports presses; it holds no game logic. */
export class PhoneScreen {
  private readonly app = byId<HTMLElement>('app');
  private readonly row = byId<HTMLElement>('row');
  private readonly stack = makeCardFace(byId('stack-face'));
  private readonly waste = makeCardFace(byId('waste-face'));
  private readonly toastBox = byId<HTMLElement>('toast');
  private slots: Slot[] = [];
  private view: PhoneView | null = null;
  private endsAt: number | null = null;
  private lastPress = new Map<string, HTMLElement>();
  private toastTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly onPress: (press: Press) => void) {
    for (const id of ['btn-stack', 'btn-waste', 'btn-flip']) {
      const button = byId<HTMLButtonElement>(id);
      const kind = button.dataset['do'] as IntentKind;
      this.wire(button, { do: kind });
    }
    setInterval(() => this.tick(), 250);
  }

  /** Shows one part of the page. */
  show(screen: PhoneScreenId): void {
    this.app.dataset['screen'] = screen;
  }

  /** The connection line in the top bar. */
  setNet(state: 'ok' | 'connecting' | 'down', text: string): void {
    const net = byId<HTMLElement>('net');
    net.dataset['state'] = state;
    byId('net-text').textContent = text;
  }

  /** Draws this seat's view. */
  render(view: PhoneView): void {
    this.view = view;
    this.endsAt = view.stageEndsIn === null ? null : performance.now() + view.stageEndsIn;
    const colour = PLAYER_COLORS[view.color] ?? PLAYER_COLORS[0];
    this.app.style.setProperty('--seat', `#${colour.hex.toString(16).padStart(6, '0')}`);
    byId('who-name').textContent = view.name;
    byId('who-seat').textContent = `Seat ${view.seat + 1} · ${colour.name}`;
    byId('wait-name').textContent = view.name;
    this.app.dataset['stage'] = view.stage;
    this.app.classList.toggle('paused', view.paused);
    const pad = view.cards !== null && (view.stage === 'countdown' || view.stage === 'playing' || view.stage === 'stopped');
    this.show(pad ? 'pad' : 'wait');
    this.tick();
    const cards = view.cards;
    if (!cards) return;
    this.ensureSlots(cards.row.length, view.advancedRow);
    cards.row.forEach((card, i) => {
      const slot = this.slots[i];
      if (!slot) return;
      paintCard(slot.face, card, 'empty');
      slot.play.setAttribute('aria-label', `Play row card ${i + 1}: ${cardWords(card, 'empty')}`);
    });
    paintCard(this.stack, cards.stack, 'empty');
    paintCard(this.waste, cards.waste, 'empty');
    byId('stack-left').textContent = `${cards.stackLeft} left`;
    byId('hand-left').textContent = `${cards.hand} in hand`;
    byId('btn-flip').classList.toggle('recycle', cards.hand === 0);
  }

  /** A play of this seat was refused: buzz, shake the button and say why. */
  rejected(kind: IntentKind, slot: number | null, reason: RejectReason, late: boolean): void {
    if (typeof navigator.vibrate === 'function') navigator.vibrate(late ? [60, 40, 60] : 120);
    const button = this.lastPress.get(`${kind}:${slot ?? ''}`);
    if (button) {
      button.classList.remove('shake');
      void button.offsetWidth;
      button.classList.add('shake');
    }
    this.toast(late ? 'Too slow!' : REASON_TEXT[reason], late ? 'late' : 'bad');
  }

  /** A short message over the controls. */
  toast(text: string, tone: 'bad' | 'late' | 'info' = 'info'): void {
    this.toastBox.textContent = text;
    this.toastBox.dataset['tone'] = tone;
    this.toastBox.classList.add('on');
    if (this.toastTimer) clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => this.toastBox.classList.remove('on'), 1200);
  }

  private tick(): void {
    if (!this.view) return;
    const left = this.endsAt === null ? null : Math.max(0, this.endsAt - performance.now());
    const text = stageText(this.view, left);
    byId('banner').textContent = text.banner;
    byId('wait-title').textContent = text.title;
    byId('wait-text').textContent = text.detail;
  }

  private wire(button: HTMLElement, press: Press): void {
    const fire = (): void => {
      this.lastPress.set(`${press.do}:${press.slot ?? ''}`, button);
      button.classList.remove('shake');
      this.onPress(press);
    };
    button.addEventListener('animationend', () => button.classList.remove('shake'));
    button.addEventListener('pointerdown', (e) => {
      e.preventDefault();
      button.classList.add('pressing');
      fire();
    });
    for (const end of ['pointerup', 'pointercancel', 'pointerleave'] as const)
      button.addEventListener(end, () => button.classList.remove('pressing'));
    // Keyboard and switch access: a click with no pointer behind it.
    button.addEventListener('click', (e) => {
      if (e.detail === 0) fire();
    });
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
      return { root, play, face, place };
    });
  }
}
