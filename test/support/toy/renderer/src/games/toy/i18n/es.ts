/** The toy game's TV strings in Spanish. */
import type { ToyMessages } from './en';

export const TOY_ES: ToyMessages = {
  name: 'Carrera de pulsaciones',
  press: 'Pulsar',
  presses: '{n} de {target}',
  wins: '¡Gana {name}!',
  goal: 'Gana quien pulse {target} veces primero',
  scores: '{n} pulsaciones',
};
