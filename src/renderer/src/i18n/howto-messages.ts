/** Strings of the how-to-play (docs/howto.md) and the rules entries of the title and pause menus, spread into every table. */

/** English. */
export const HOWTO_MESSAGES_EN = {
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
} as const;

/** A table of the how-to-play strings in another language: every English key, a string each. */
type HowtoTable = { readonly [K in keyof typeof HOWTO_MESSAGES_EN]: string };

/** Spanish. */
export const HOWTO_MESSAGES_ES: HowtoTable = {
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
};

/** German. */
export const HOWTO_MESSAGES_DE: HowtoTable = {
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
};

/** Icelandic. */
export const HOWTO_MESSAGES_IS: HowtoTable = {
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
};
