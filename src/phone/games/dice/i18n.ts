/** Ligretto Dice's words on the phone pad, in the phone's four languages (kept here: the page's tables hold none). */
import { stringTables } from '@shared/string-tables';
import { padText as padTextOf } from '../../i18n/game-strings';
import type { PhoneKey } from '../../i18n/phone-i18n';

/** Ligretto Dice's pad words by language. */
export const DICE_PAD_TEXT = stringTables({
  en: {
    'dice.reroll': 'Reroll',
    'dice.rerollAria': 'Reroll all your dice',
    'dice.place': 'Place the {color} {value} die',
    'dice.rolling': 'rolling',
    'dice.stop': 'Ligretto! · {name}',
    'dice.r': 'red',
    'dice.y': 'yellow',
    'dice.g': 'green',
    'dice.b': 'blue',
    'dice.no-fit': 'No field for that die',
    'dice.bad-die': 'That die is gone',
    'dice.locked': 'Still rolling',
  },
  es: {
    'dice.reroll': 'Relanzar',
    'dice.rerollAria': 'Relanza todos tus dados',
    'dice.place': 'Coloca el dado {color} de {value}',
    'dice.rolling': 'rodando',
    'dice.stop': '¡Ligretto! · {name}',
    'dice.r': 'rojo',
    'dice.y': 'amarillo',
    'dice.g': 'verde',
    'dice.b': 'azul',
    'dice.no-fit': 'No hay casilla para ese dado',
    'dice.bad-die': 'Ese dado ya no está',
    'dice.locked': 'Aún rodando',
  },
  de: {
    'dice.reroll': 'Neu würfeln',
    'dice.rerollAria': 'Alle deine Würfel neu würfeln',
    'dice.place': 'Setze den {color}en Würfel mit {value}',
    'dice.rolling': 'rollend',
    'dice.stop': 'Ligretto! · {name}',
    'dice.r': 'rot',
    'dice.y': 'gelb',
    'dice.g': 'grün',
    'dice.b': 'blau',
    'dice.no-fit': 'Kein Feld für diesen Würfel',
    'dice.bad-die': 'Dieser Würfel ist weg',
    'dice.locked': 'Rollt noch',
  },
  is: {
    'dice.reroll': 'Kasta aftur',
    'dice.rerollAria': 'Kastaðu öllum teningunum aftur',
    'dice.place': 'Settu {color} tening með {value}',
    'dice.rolling': 'á hreyfingu',
    'dice.stop': 'Ligretto! · {name}',
    'dice.r': 'rauðan',
    'dice.y': 'gulan',
    'dice.g': 'grænan',
    'dice.b': 'bláan',
    'dice.no-fit': 'Enginn reitur fyrir þennan tening',
    'dice.bad-die': 'Þessi teningur er farinn',
    'dice.locked': 'Enn á hreyfingu',
  },
});

/** A key of this pad's words or of the page's shared ones. */
export type PadKey = keyof typeof DICE_PAD_TEXT.en | PhoneKey;

/** This pad's words and the page's, in the page's language. */
export const padText = padTextOf(DICE_PAD_TEXT);
