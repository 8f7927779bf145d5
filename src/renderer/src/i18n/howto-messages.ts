/** Strings of the how-to-play (docs/howto.md) and the rules entries of the title and pause menus, spread into every table. */
import { stringTables } from '@shared/string-tables';

/** These strings in each language (`stringTables` checks every language has English's keys). */
export const {
  en: HOWTO_MESSAGES_EN,
  es: HOWTO_MESSAGES_ES,
  de: HOWTO_MESSAGES_DE,
  is: HOWTO_MESSAGES_IS,
} = stringTables({
  en: {
    'howto.title': 'How to play · {game}',
    'howto.step': '{n} of {m}',
    'howto.skip': '{keys}: skip',
    'howto.keys': 'Keys',
    'howto.phones': 'Phones',
    'howto.pads': 'Pads',
    'pause.howto': 'How to play',
    'pause.rules': 'Rules',
    'title.howto': 'How to play',
    'rules.close': '{keys}: close',
  },
  es: {
    'howto.title': 'Cómo se juega · {game}',
    'howto.step': '{n} de {m}',
    'howto.skip': '{keys}: saltar',
    'howto.keys': 'Teclas',
    'howto.phones': 'Móviles',
    'howto.pads': 'Mandos',
    'pause.howto': 'Cómo se juega',
    'pause.rules': 'Reglas',
    'title.howto': 'Cómo se juega',
    'rules.close': '{keys}: cerrar',
  },
  de: {
    'howto.title': 'So wird gespielt · {game}',
    'howto.step': '{n} von {m}',
    'howto.skip': '{keys}: überspringen',
    'howto.keys': 'Tasten',
    'howto.phones': 'Handys',
    'howto.pads': 'Controller',
    'pause.howto': 'So wird gespielt',
    'pause.rules': 'Regeln',
    'title.howto': 'So wird gespielt',
    'rules.close': '{keys}: schließen',
  },
  is: {
    'howto.title': 'Svona er spilað · {game}',
    'howto.step': '{n} af {m}',
    'howto.skip': '{keys}: sleppa',
    'howto.keys': 'Lyklar',
    'howto.phones': 'Símar',
    'howto.pads': 'Fjarstýringar',
    'pause.howto': 'Svona er spilað',
    'pause.rules': 'Reglur',
    'title.howto': 'Svona er spilað',
    'rules.close': '{keys}: loka',
  },
});
