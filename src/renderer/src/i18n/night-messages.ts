/** Strings of the night's table across games (the standings once a night has several matches), spread into every table. */

/** English. */
export const NIGHT_MESSAGES_EN = {
  'night.title': "Tonight's table",
  'night.rule': 'Each match: 1 night point for every player you finish ahead of',
  'night.now': '{game} (now)',
} as const;

/** A table of the night strings in another language: every English key, a string each. */
type NightTable = { readonly [K in keyof typeof NIGHT_MESSAGES_EN]: string };

/** Spanish. */
export const NIGHT_MESSAGES_ES: NightTable = {
  'night.title': 'Clasificación de la noche',
  'night.rule': 'Cada partida: 1 punto de la noche por cada jugador que acaba detrás de ti',
  'night.now': '{game} (en curso)',
};

/** German. */
export const NIGHT_MESSAGES_DE: NightTable = {
  'night.title': 'Tabelle des Abends',
  'night.rule': 'Jede Partie: 1 Abendpunkt für jeden Spieler, der hinter dir landet',
  'night.now': '{game} (läuft)',
};

/** Icelandic. */
export const NIGHT_MESSAGES_IS: NightTable = {
  'night.title': 'Staða kvöldsins',
  'night.rule': 'Hver leikur: 1 kvöldstig fyrir hvern leikmann sem endar á eftir þér',
  'night.now': '{game} (í gangi)',
};
