/** The toy game's pad words in the phone's four languages (no line in the page's word tables). */
import { padWords } from '@phone/i18n/game-strings';

const EN = {
  press: 'Press!',
  count: '{n} of {target}',
  wait: 'Wait for the start',
  won: '{name} wins!',
} as const;

type Words = { readonly [K in keyof typeof EN]: string };
const ES: Words = { press: '¡Pulsa!', count: '{n} de {target}', wait: 'Espera la salida', won: '¡Gana {name}!' };
const DE: Words = { press: 'Drück!', count: '{n} von {target}', wait: 'Warte auf den Start', won: '{name} gewinnt!' };
const IS: Words = { press: 'Ýttu!', count: '{n} af {target}', wait: 'Bíddu eftir ræsingu', won: '{name} vinnur!' };

/** A toy pad word in the page's language. */
export const tw = padWords({ en: EN, es: ES, de: DE, is: IS });
