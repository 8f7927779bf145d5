/** The toy game's one-screen rules card in four languages: the phone's "?" sheet and the TV's pause menu show it. */
import type { RulesCards } from '@shared/rules-card-types';

export const TOY_RULES_CARD: RulesCards = {
  en: {
    title: 'Press Race: the rules',
    lines: [
      { head: 'Press', text: 'Press your button as fast as you can.' },
      { head: 'Win', text: 'The first to 5 presses wins the round.' },
    ],
  },
  es: {
    title: 'Carrera de pulsaciones: las reglas',
    lines: [
      { head: 'Pulsa', text: 'Pulsa tu botón lo más rápido que puedas.' },
      { head: 'Gana', text: 'Quien llegue antes a 5 pulsaciones gana la ronda.' },
    ],
  },
  de: {
    title: 'Drückrennen: die Regeln',
    lines: [
      { head: 'Drücken', text: 'Drück deinen Knopf so schnell du kannst.' },
      { head: 'Gewinnen', text: 'Wer zuerst 5-mal drückt, gewinnt die Runde.' },
    ],
  },
  is: {
    title: 'Ýtikapphlaup: reglurnar',
    lines: [
      { head: 'Ýttu', text: 'Ýttu á hnappinn eins hratt og þú getur.' },
      { head: 'Vinna', text: 'Sá sem ýtir fyrst 5 sinnum vinnur umferðina.' },
    ],
  },
};
