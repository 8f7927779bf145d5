/**
 * The seat colours' names in every language, shared by the TV and the phone page (a player reads the same word on
 * both: "Seat 3 · Lime").
 */

/** English: the reference, its keys are every seat colour's. */
export const SEAT_COLOUR_NAMES_EN = {
  'color.sky': 'Sky',
  'color.apricot': 'Apricot',
  'color.lime': 'Lime',
  'color.pink': 'Pink',
  'color.aqua': 'Aqua',
  'color.lilac': 'Lilac',
  'color.ochre': 'Ochre',
  'color.teal': 'Teal',
  'color.indigo': 'Indigo',
  'color.mint': 'Mint',
  'color.forest': 'Forest',
  'color.pear': 'Pear',
} as const;

/** A language's seat colour names: one for every key of the English table. */
export type SeatColourNames = Record<keyof typeof SEAT_COLOUR_NAMES_EN, string>;

/** Spanish. */
export const SEAT_COLOUR_NAMES_ES: SeatColourNames = {
  'color.sky': 'Cielo',
  'color.apricot': 'Albaricoque',
  'color.lime': 'Lima',
  'color.pink': 'Rosa',
  'color.aqua': 'Aguamarina',
  'color.lilac': 'Lila',
  'color.ochre': 'Ocre',
  'color.teal': 'Turquesa',
  'color.indigo': 'Índigo',
  'color.mint': 'Menta',
  'color.forest': 'Bosque',
  'color.pear': 'Pera',
};

/** German. */
export const SEAT_COLOUR_NAMES_DE: SeatColourNames = {
  'color.sky': 'Himmel',
  'color.apricot': 'Aprikose',
  'color.lime': 'Limette',
  'color.pink': 'Pink',
  'color.aqua': 'Aqua',
  'color.lilac': 'Flieder',
  'color.ochre': 'Ocker',
  'color.teal': 'Petrol',
  'color.indigo': 'Indigo',
  'color.mint': 'Minze',
  'color.forest': 'Wald',
  'color.pear': 'Birne',
};

/** Icelandic. */
export const SEAT_COLOUR_NAMES_IS: SeatColourNames = {
  'color.sky': 'Himinn',
  'color.apricot': 'Apríkósa',
  'color.lime': 'Límóna',
  'color.pink': 'Bleikur',
  'color.aqua': 'Blágrænn',
  'color.lilac': 'Lilla',
  'color.ochre': 'Okkur',
  'color.teal': 'Sægrænn',
  'color.indigo': 'Indígó',
  'color.mint': 'Mynta',
  'color.forest': 'Skógur',
  'color.pear': 'Pera',
};
