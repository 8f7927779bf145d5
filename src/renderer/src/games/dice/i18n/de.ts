/** Ligretto Dice's own strings in German. */
import type { DiceMessages } from './en';

/** Ligretto Dice's German strings. */
export const DICE_DE: DiceMessages = {
  'dice.handicap.badge.other': '+{n} Würfel',
  'dice.handicap.badge.one': '+{n} Würfel',
  'dice.locked': 'Gesperrt',
  'dice.name': 'Ligretto Würfel',
  'dice.go': 'Ligretto!',
  'dice.rules.rerollLock': 'Würfelpause',
  'dice.rules.rerollLock.value': '{n} s',
  'dice.rules.rerollLock.off': 'Sofort',
  'dice.handicap': 'Extra-Würfel',
  'dice.handicap.value': '+{n}',
  'dice.hint.reroll': 'Neu würfeln',
  'dice.finish': 'Ligretto!',
  'dice.finished': '{name} hat den letzten Würfel gesetzt',
  'dice.rolling': 'Würfelt…',
  'dice.left': 'noch {n}',
  'dice.set': 'Satz {n}',
  'dice.scores.others': '+{n} von anderen',
  'dice.scores.held.one': '−{n} Würfel übrig',
  'dice.scores.held.other': '−{n} Würfel übrig',
  'dice.color.r': 'Rot',
  'dice.color.y': 'Gelb',
  'dice.color.g': 'Grün',
  'dice.color.b': 'Blau',
};
