/** Ligretto Dice's own strings in Spanish (terms follow the Spanish rule text: dados, tirar, tablero). */
import type { DiceMessages } from './en';

/** Ligretto Dice's Spanish strings. */
export const DICE_ES: DiceMessages = {
  'dice.name': 'Ligretto Dice',
  'dice.go': '¡Ligretto!',
  'dice.rules.rerollLock': 'Tiempo de tirada',
  'dice.rules.rerollLock.value': '{n} s',
  'dice.rules.rerollLock.off': 'Instantáneo',
  'dice.handicap': 'Dados extra',
  'dice.handicap.value': '+{n}',
  'dice.handicap.badge.other': '+{n} dados',
  'dice.handicap.badge.one': '+{n} dado',
  'dice.hint.reroll': 'Tirar',
  'dice.finish': '¡Ligretto!',
  'dice.finished': '{name} colocó su último dado',
  'dice.locked': 'Bloqueado',
  'dice.rolling': 'Tirando…',
  'dice.left': 'Quedan {n}',
  'dice.set': 'Juego {n}',
  'dice.scores.others': '+{n} de otros',
  'dice.scores.held.one': '−{n} en mano',
  'dice.scores.held.other': '−{n} en mano',
  'dice.color.r': 'Rojo',
  'dice.color.y': 'Amarillo',
  'dice.color.g': 'Verde',
  'dice.color.b': 'Azul',
};
