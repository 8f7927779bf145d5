/** The toy game's TV strings in Icelandic. */
import type { ToyMessages } from './en';

export const TOY_IS: ToyMessages = {
  name: 'Ýtikapphlaup',
  press: 'Ýta',
  presses: '{n} af {target}',
  wins: '{name} vinnur!',
  goal: 'Sá sem ýtir {target} sinnum fyrst vinnur',
  scores: '{n} ýtingar',
};
