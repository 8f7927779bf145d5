/**
 * The phone's "?" button and its rules sheet (issue 30, "rules at hand"): the button sits in the top bar on the pad
 * and waiting screens; it opens the view's game's one-screen rules card (the TV's pause menu shows the same words)
 * in the phone's language, over everything, closed by its button, a tap outside it or the Escape key.
 */
import { rulesCard } from '@shared/rules-card';
import { make, wireButton } from './dom';
import { phoneLanguage, pt } from './i18n/phone-i18n';
import './rules-sheet.css';

/** The "?" button and the sheet it opens. */
export class RulesSheet {
  private readonly button = make('button', 'rules-open', '?');
  private readonly veil = make('div', 'rules-veil');
  private readonly sheet = make('section', 'rules-sheet');
  private readonly title = make('h2', 'rules-title');
  private readonly list = make('dl', 'rules-list');
  private readonly close = make('button', 'rules-close big');
  private game = '';

  constructor(bar: HTMLElement, app: HTMLElement) {
    this.button.id = 'rules-open';
    this.button.type = 'button';
    this.button.hidden = true;
    this.button.setAttribute('aria-label', pt('rules.open'));
    this.button.setAttribute('aria-haspopup', 'dialog');
    this.veil.id = 'rules-sheet';
    this.veil.hidden = true;
    this.sheet.setAttribute('role', 'dialog');
    this.sheet.setAttribute('aria-modal', 'true');
    this.sheet.setAttribute('aria-labelledby', 'rules-title');
    this.title.id = 'rules-title';
    this.close.type = 'button';
    this.close.textContent = pt('rules.close');
    this.sheet.append(this.title, this.list, this.close);
    this.veil.append(this.sheet);
    bar.append(this.button);
    app.append(this.veil);
    wireButton(this.button, () => this.open());
    wireButton(this.close, () => this.hide());
    this.veil.addEventListener('pointerdown', (e) => {
      if (e.target === this.veil) this.hide();
    });
    document.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && !this.veil.hidden) this.hide();
    });
  }

  /** The game on the page now: the button shows while it has a card; an open sheet follows a change of game. */
  setGame(game: string): void {
    if (game === this.game) return;
    this.game = game;
    const has = rulesCard(game, phoneLanguage()) !== null;
    this.button.hidden = !has;
    if (!has) this.hide();
    else if (!this.veil.hidden) this.fill();
  }

  /** Opens the sheet with the game's card. */
  open(): void {
    if (!this.fill()) return;
    this.veil.hidden = false;
    this.close.focus();
  }

  hide(): void {
    if (this.veil.hidden) return;
    this.veil.hidden = true;
    this.button.focus();
  }

  /** Writes the card into the sheet; false when the game has none. */
  private fill(): boolean {
    const card = rulesCard(this.game, phoneLanguage());
    if (!card) return false;
    this.title.textContent = card.title;
    this.list.replaceChildren(...card.lines.flatMap((line) => [make('dt', 'rules-head', line.head), make('dd', 'rules-text', line.text)]));
    return true;
  }
}
