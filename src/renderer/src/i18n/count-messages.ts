/**
 * Counts the TV shows with a unit or a verb that agrees with them ("1 point" / "2 points", German "1 Platz fehlt" /
 * "2 Plätze fehlen", Icelandic "21 horfir"), each as a `.one` and an `.other` form that countText picks by the
 * language's plural rule (issue 31: no more "1 pts"); spread into every table.
 */

/** English. */
export const COUNT_MESSAGES_EN = {
  'count.cards.one': '{n} card',
  'count.cards.other': '{n} cards',
  'count.points.one': '{n} point',
  'count.points.other': '{n} points',
  'count.pts.one': '{n} pt',
  'count.pts.other': '{n} pts',
  'count.roundsPlayed.one': '{n} round played',
  'count.roundsPlayed.other': '{n} rounds played',
  'count.seatsToFill.one': '{n} seat to fill',
  'count.seatsToFill.other': '{n} seats to fill',
  'count.players.one': '{n} player',
  'count.players.other': '{n} players',
  'count.replays.one': '{n} replay',
  'count.replays.other': '{n} replays',
  'count.seated.one': '{n} seated',
  'count.seated.other': '{n} seated',
  'count.waiting.one': '{n} waiting',
  'count.waiting.other': '{n} waiting',
  'count.watching.one': '{n} watching',
  'count.watching.other': '{n} watching',
  'count.played.one': '{n} played',
  'count.played.other': '{n} played',
} as const;

/** A table of these strings in another language: every English key, a string each. */
type CountTable = { readonly [K in keyof typeof COUNT_MESSAGES_EN]: string };

/** Spanish. */
export const COUNT_MESSAGES_ES: CountTable = {
  'count.cards.one': '{n} carta',
  'count.cards.other': '{n} cartas',
  'count.points.one': '{n} punto',
  'count.points.other': '{n} puntos',
  'count.pts.one': '{n} pto',
  'count.pts.other': '{n} ptos',
  'count.roundsPlayed.one': '{n} ronda jugada',
  'count.roundsPlayed.other': '{n} rondas jugadas',
  'count.seatsToFill.one': 'Falta {n} asiento',
  'count.seatsToFill.other': 'Faltan {n} asientos',
  'count.players.one': '{n} jugador',
  'count.players.other': '{n} jugadores',
  'count.replays.one': '{n} repetición',
  'count.replays.other': '{n} repeticiones',
  'count.seated.one': '{n} sentado',
  'count.seated.other': '{n} sentados',
  'count.waiting.one': '{n} esperando',
  'count.waiting.other': '{n} esperando',
  'count.watching.one': '{n} mirando',
  'count.watching.other': '{n} mirando',
  'count.played.one': '{n} jugada',
  'count.played.other': '{n} jugadas',
};

/** German. */
export const COUNT_MESSAGES_DE: CountTable = {
  'count.cards.one': '{n} Karte',
  'count.cards.other': '{n} Karten',
  'count.points.one': '{n} Punkt',
  'count.points.other': '{n} Punkte',
  'count.pts.one': '{n} Pkt.',
  'count.pts.other': '{n} Pkt.',
  'count.roundsPlayed.one': '{n} Runde gespielt',
  'count.roundsPlayed.other': '{n} Runden gespielt',
  'count.seatsToFill.one': '{n} Platz fehlt',
  'count.seatsToFill.other': '{n} Plätze fehlen',
  'count.players.one': '{n} Spieler',
  'count.players.other': '{n} Spieler',
  'count.replays.one': '{n} Wiederholung',
  'count.replays.other': '{n} Wiederholungen',
  'count.seated.one': '{n} am Tisch',
  'count.seated.other': '{n} am Tisch',
  'count.waiting.one': '{n} wartet',
  'count.waiting.other': '{n} warten',
  'count.watching.one': '{n} schaut zu',
  'count.watching.other': '{n} schauen zu',
  'count.played.one': '{n} gelegt',
  'count.played.other': '{n} gelegt',
};

/** Icelandic: the singular also for 21, 31, … (not 11). */
export const COUNT_MESSAGES_IS: CountTable = {
  'count.cards.one': '{n} spil',
  'count.cards.other': '{n} spil',
  'count.points.one': '{n} stig',
  'count.points.other': '{n} stig',
  'count.pts.one': '{n} stig',
  'count.pts.other': '{n} stig',
  'count.roundsPlayed.one': '{n} umferð spiluð',
  'count.roundsPlayed.other': '{n} umferðir spilaðar',
  'count.seatsToFill.one': '{n} sæti vantar',
  'count.seatsToFill.other': '{n} sæti vantar',
  'count.players.one': '{n} leikmaður',
  'count.players.other': '{n} leikmenn',
  'count.replays.one': '{n} endursýning',
  'count.replays.other': '{n} endursýningar',
  'count.seated.one': '{n} situr',
  'count.seated.other': '{n} sitja',
  'count.waiting.one': '{n} bíður',
  'count.waiting.other': '{n} bíða',
  'count.watching.one': '{n} horfir',
  'count.watching.other': '{n} horfa',
  'count.played.one': '{n} lögð',
  'count.played.other': '{n} lagðar',
};
