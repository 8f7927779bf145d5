/**
 * Strings of the night across games: the night's table (the standings once a night has several matches, and after
 * End match) and the Players screen's per-game and night-level records; spread into every table.
 */

/** English. */
export const NIGHT_MESSAGES_EN = {
  'night.title': "Tonight's table",
  'night.rule': 'Each match: 1 night point for every player you finish ahead of',
  'night.now': '{game} (now)',
  'night.ended': '{game} (ended early: not counted)',
  'night.ladder': 'At {players} players: {ladder}',
  'night.pointsHead': 'Night',
  'night.endedTitle': 'Match ended',
  'night.endedSub': 'Ended early: its places are shown but not counted',
  'night.toLobby': '{keys}: to the lobby',
  'players.tabNight': 'Nights',
  'players.nights': 'Nights',
  'players.nightsWon': 'Nights won',
  'players.nightPoints': 'Night points',
  'players.gameNights': 'Game nights',
  'players.nightWinner': 'Winner: {names}',
  'players.nightPlace': '{place} of {players} · {points}',
  'players.gameHistory': '{game} matches',
  'players.gameChart': '{game}: running total per round, match by match',
} as const;

/** A table of the night strings in another language: every English key, a string each. */
type NightTable = { readonly [K in keyof typeof NIGHT_MESSAGES_EN]: string };

/** Spanish. */
export const NIGHT_MESSAGES_ES: NightTable = {
  'night.title': 'Clasificación de la noche',
  'night.rule': 'Cada partida: 1 punto de la noche por cada jugador que acaba detrás de ti',
  'night.now': '{game} (en curso)',
  'night.ended': '{game} (terminada antes: no cuenta)',
  'night.ladder': 'Con {players} jugadores: {ladder}',
  'night.pointsHead': 'Noche',
  'night.endedTitle': 'Partida terminada',
  'night.endedSub': 'Terminada antes de tiempo: sus puestos se muestran, pero no cuentan',
  'night.toLobby': '{keys}: a la sala',
  'players.tabNight': 'Noches',
  'players.nights': 'Noches',
  'players.nightsWon': 'Noches ganadas',
  'players.nightPoints': 'Puntos de noche',
  'players.gameNights': 'Noches de juego',
  'players.nightWinner': 'Ganó: {names}',
  'players.nightPlace': '{place} de {players} · {points}',
  'players.gameHistory': 'Partidas de {game}',
  'players.gameChart': '{game}: total acumulado por ronda, partida a partida',
};

/** German. */
export const NIGHT_MESSAGES_DE: NightTable = {
  'night.title': 'Tabelle des Abends',
  'night.rule': 'Jede Partie: 1 Abendpunkt für jeden Spieler, der hinter dir landet',
  'night.now': '{game} (läuft)',
  'night.ended': '{game} (vorzeitig beendet: zählt nicht)',
  'night.ladder': 'Bei {players} Spielern: {ladder}',
  'night.pointsHead': 'Abend',
  'night.endedTitle': 'Partie beendet',
  'night.endedSub': 'Vorzeitig beendet: die Plätze stehen da, zählen aber nicht',
  'night.toLobby': '{keys}: zur Lobby',
  'players.tabNight': 'Abende',
  'players.nights': 'Abende',
  'players.nightsWon': 'Abende gewonnen',
  'players.nightPoints': 'Abendpunkte',
  'players.gameNights': 'Spieleabende',
  'players.nightWinner': 'Sieg: {names}',
  'players.nightPlace': '{place} von {players} · {points}',
  'players.gameHistory': 'Partien {game}',
  'players.gameChart': '{game}: Punktestand Runde für Runde, Partie für Partie',
};

/** Icelandic. */
export const NIGHT_MESSAGES_IS: NightTable = {
  'night.title': 'Staða kvöldsins',
  'night.rule': 'Hver leikur: 1 kvöldstig fyrir hvern leikmann sem endar á eftir þér',
  'night.now': '{game} (í gangi)',
  'night.ended': '{game} (hætt snemma: telur ekki)',
  'night.ladder': 'Með {players} leikmönnum: {ladder}',
  'night.pointsHead': 'Kvöld',
  'night.endedTitle': 'Leik lokið',
  'night.endedSub': 'Hætt snemma: sætin sjást en telja ekki',
  'night.toLobby': '{keys}: í anddyrið',
  'players.tabNight': 'Kvöld',
  'players.nights': 'Kvöld',
  'players.nightsWon': 'Kvöld unnin',
  'players.nightPoints': 'Kvöldstig',
  'players.gameNights': 'Spilakvöld',
  'players.nightWinner': 'Sigurvegari: {names}',
  'players.nightPlace': '{place} af {players} · {points}',
  'players.gameHistory': 'Leikir í {game}',
  'players.gameChart': '{game}: samtala eftir umferðum, leik fyrir leik',
};
