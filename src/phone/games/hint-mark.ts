/**
 * The phone's live hint (issue 30): the pad button of the play the host names for this seat gets a pulsing outline
 * (a still one where the phone asks for reduced motion). Each pad tags its buttons with the play they send; the
 * hint is matched by the same key, so every game's pad highlights alike.
 */
import './hint.css';
import type { PhonePress, PhoneView } from '@shared/phone-protocol';

/** The key of a play: its kind and its slot, or else its one number argument (a Ligretto Dice die, a Coloretto row). */
export function pressKey(press: PhonePress): string {
  const arg = press.args ? Object.values(press.args).find((v) => typeof v === 'number') : undefined;
  return `${press.do}:${press.slot ?? arg ?? ''}`;
}

/** The key of a hint, as `pressKey` keys the button that plays it. */
export function hintKey(hint: NonNullable<PhoneView['hint']>): string {
  return `${hint.do}:${hint.slot ?? ''}`;
}

/** Tags a pad button with the play it sends, so a hint can find it. */
export function tagPress(button: HTMLElement, press: PhonePress): void {
  button.dataset['press'] = pressKey(press);
}

/** Outlines the button of `hint` under `root` (and no other); returns the button outlined, or null. */
export function markHint(root: HTMLElement, hint: PhoneView['hint'] | undefined): HTMLElement | null {
  const key = hint ? hintKey(hint) : null;
  let marked: HTMLElement | null = null;
  for (const button of root.querySelectorAll<HTMLElement>('[data-press]')) {
    const on = key !== null && marked === null && button.dataset['press'] === key;
    button.classList.toggle('hinted', on);
    if (on) marked = button;
  }
  return marked;
}
