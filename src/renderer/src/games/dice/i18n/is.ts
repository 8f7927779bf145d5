/** Ligretto Dice's own strings in Icelandic. */
import type { DiceMessages } from './en';

/** Ligretto Dice's Icelandic strings. */
export const DICE_IS: DiceMessages = {
  'dice.handicap.badge.other': '+{n} teningar',
  'dice.handicap.badge.one': '+{n} teningur',
  'dice.locked': 'Læst',
  'dice.name': 'Ligretto teningar',
  'dice.go': 'Ligretto!',
  'dice.rules.rerollLock': 'Biðtími kasts',
  'dice.rules.rerollLock.value': '{n} s',
  'dice.rules.rerollLock.off': 'Strax',
  'dice.handicap': 'Aukateningar',
  'dice.handicap.value': '+{n}',
  'dice.hint.reroll': 'Kasta aftur',
  'dice.finish': 'Ligretto!',
  'dice.finished': '{name} lagði síðasta teninginn',
  'dice.rolling': 'Kastar…',
  'dice.left': '{n} eftir',
  'dice.set': 'Sett {n}',
  'dice.scores.others': '+{n} frá öðrum',
  'dice.scores.held.one': '−{n} teningur eftir',
  'dice.scores.held.other': '−{n} teningar eftir',
  'dice.color.r': 'Rauður',
  'dice.color.y': 'Gulur',
  'dice.color.g': 'Grænn',
  'dice.color.b': 'Blár',
};
