/** Ligretto Dice's own strings in English: its name, rule lines, table call-outs, button names and score columns. */
import type { Translation } from '@shared/string-tables';

/** Ligretto Dice's English strings; `messages.ts` gathers them with the other languages. */
export const DICE_EN = {
  'dice.name': 'Ligretto Dice',
  'dice.go': 'Ligretto!',
  'dice.rules.rerollLock': 'Reroll time',
  'dice.rules.rerollLock.value': '{n} s',
  'dice.rules.rerollLock.off': 'Instant',
  'dice.handicap': 'Extra dice',
  'dice.handicap.value': '+{n}',
  'dice.handicap.badge.other': '+{n} dice',
  'dice.handicap.badge.one': '+{n} die',
  'dice.hint.reroll': 'Reroll',
  'dice.finish': 'Ligretto!',
  'dice.finished': '{name} placed the last die',
  'dice.locked': 'Locked',
  'dice.rolling': 'Rolling…',
  'dice.left': '{n} left',
  'dice.set': 'Set {n}',
  'dice.scores.others': '+{n} from others',
  'dice.scores.held.one': '−{n} die held',
  'dice.scores.held.other': '−{n} dice held',
  'dice.color.r': 'Red',
  'dice.color.y': 'Yellow',
  'dice.color.g': 'Green',
  'dice.color.b': 'Blue',
} as const;

/** The keys and placeholders every language's table of Ligretto Dice strings must have. */
export type DiceMessages = Translation<typeof DICE_EN>;
