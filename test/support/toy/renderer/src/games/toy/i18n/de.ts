/** The toy game's TV strings in German. */
import type { ToyMessages } from './en';

export const TOY_DE: ToyMessages = {
  name: 'Drückrennen',
  press: 'Drücken',
  presses: '{n} von {target}',
  wins: '{name} gewinnt!',
  goal: 'Wer zuerst {target}-mal drückt, gewinnt',
  scores: '{n}-mal gedrückt',
};
