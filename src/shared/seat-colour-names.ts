/**
 * The seat colours' names in every language, shared by the TV and the phone page (a player reads the same word on
 * both: "Seat 3 · Magenta").
 */

/** English: the reference, its keys are every seat colour's. */
export const SEAT_COLOUR_NAMES_EN = {
  'color.sky': 'Sky',
  'color.lime': 'Lime',
  'color.magenta': 'Magenta',
  'color.peach': 'Peach',
  'color.teal': 'Teal',
  'color.violet': 'Violet',
  'color.olive': 'Olive',
  'color.blush': 'Blush',
  'color.cocoa': 'Cocoa',
  'color.frost': 'Frost',
  'color.dusk': 'Dusk',
  'color.stone': 'Stone',
} as const;

/** A language's seat colour names: one for every key of the English table. */
export type SeatColourNames = Record<keyof typeof SEAT_COLOUR_NAMES_EN, string>;

/** Spanish. */
export const SEAT_COLOUR_NAMES_ES: SeatColourNames = {
  'color.sky': 'Cielo',
  'color.lime': 'Lima',
  'color.magenta': 'Magenta',
  'color.peach': 'Melocotón',
  'color.teal': 'Turquesa',
  'color.violet': 'Violeta',
  'color.olive': 'Oliva',
  'color.blush': 'Rosado',
  'color.cocoa': 'Cacao',
  'color.frost': 'Escarcha',
  'color.dusk': 'Ocaso',
  'color.stone': 'Piedra',
};

/** German. */
export const SEAT_COLOUR_NAMES_DE: SeatColourNames = {
  'color.sky': 'Himmel',
  'color.lime': 'Limette',
  'color.magenta': 'Magenta',
  'color.peach': 'Pfirsich',
  'color.teal': 'Petrol',
  'color.violet': 'Violett',
  'color.olive': 'Oliv',
  'color.blush': 'Rosé',
  'color.cocoa': 'Kakao',
  'color.frost': 'Frost',
  'color.dusk': 'Dämmerung',
  'color.stone': 'Stein',
};

/** Icelandic. */
export const SEAT_COLOUR_NAMES_IS: SeatColourNames = {
  'color.sky': 'Himinn',
  'color.lime': 'Límóna',
  'color.magenta': 'Blárauður',
  'color.peach': 'Ferskja',
  'color.teal': 'Sægrænn',
  'color.violet': 'Fjólublár',
  'color.olive': 'Ólífa',
  'color.blush': 'Ljósbleikur',
  'color.cocoa': 'Kakó',
  'color.frost': 'Héla',
  'color.dusk': 'Rökkur',
  'color.stone': 'Steinn',
};
