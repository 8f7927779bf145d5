/**
 * The join page's one tap (issue 30): the host suggests the name this phone would join under (a saved person nobody
 * sits as, else a friendly name in the phone's language, the rule the TV's pads use) and the big button reads
 * "Join as Eva"; typing a name is optional (the button then reads "Join as" the typed name).
 */
import { pt } from './i18n/phone-i18n';

/** The join form's button and name field, and the name the host suggested. */
export class JoinSuggestion {
  private suggested: string | null = null;

  constructor(
    private readonly button: HTMLElement,
    private readonly field: HTMLInputElement,
    private readonly label: HTMLElement | null,
  ) {
    field.addEventListener('input', () => this.paint());
  }

  /** The host's suggestion arrived (null: it has none; the phone asks for a name as before). */
  set(name: string | null): void {
    this.suggested = name;
    this.paint();
  }

  /** The name a join goes under: the typed one, else the suggestion ('' when neither). */
  name(typed: string): string {
    return typed || this.suggested || '';
  }

  private paint(): void {
    const typed = this.field.value.trim();
    const name = typed || this.suggested;
    this.button.textContent = name ? pt('join.as', { name }) : pt('join.button');
    if (this.label) this.label.textContent = this.suggested ? pt('join.other') : pt('join.name');
    this.field.placeholder = pt('join.name');
  }
}
