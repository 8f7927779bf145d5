/**
 * Strings of the Settings screen (reduced motion and large text among them), the counts said with plurals and the
 * results prompt's short words (issue 31), spread into every table (the language hubs are at their size limit).
 */

/** English. */
export const SETTINGS_MESSAGES_EN = {
  'settings.title': 'Settings',
  'settings.volume': 'Volume',
  'settings.volumeValue': '{n}%',
  'settings.mute': 'Mute',
  'settings.highVisibility': 'High-visibility cards',
  'settings.autoAdvance': 'Results move on by themselves',
  'settings.reducedMotion': 'Reduced motion',
  'settings.largeText': 'Large text',
  'settings.fullscreen': 'Fullscreen',
  'settings.language': 'Language',
  'settings.back': 'Back',
  'settings.controls': 'Controls',
  'settings.resetNotice': 'Some settings were invalid and were reset: {names}',
  'settings.unreadableNotice': 'Saved settings could not be read; defaults restored',
  'rules.rounds.one': '{n} round',
  'rules.rounds.other': '{n} rounds',
  'resume.goalRounds.one': '{n} round in all',
  'resume.goalRounds.other': '{n} rounds in all',
  'replays.moves.one': '{n} move',
  'replays.moves.other': '{n} moves',
  'results.hostContinue': '{name} presses {button} to continue',
  'results.orEveryone': '— or everyone else presses their button: {names}',
  'results.onPhone': 'phone',
  'results.viewerWait': 'The players continue when they are ready',
} as const;

/** A table of these strings in another language: every English key, a string each. */
type SettingsTable = { readonly [K in keyof typeof SETTINGS_MESSAGES_EN]: string };

/** Spanish. */
export const SETTINGS_MESSAGES_ES: SettingsTable = {
  'settings.title': 'Ajustes',
  'settings.volume': 'Volumen',
  'settings.volumeValue': '{n} %',
  'settings.mute': 'Silencio',
  'settings.highVisibility': 'Cartas de alta visibilidad',
  'settings.autoAdvance': 'Resultados avanzan solos',
  'settings.reducedMotion': 'Movimiento reducido',
  'settings.largeText': 'Texto grande',
  'settings.fullscreen': 'Pantalla completa',
  'settings.language': 'Idioma',
  'settings.back': 'Volver',
  'settings.controls': 'Controles',
  'settings.resetNotice': 'Algunos ajustes no eran válidos y se han restablecido: {names}',
  'settings.unreadableNotice': 'No se pudieron leer los ajustes guardados; se han restablecido los valores predeterminados',
  'rules.rounds.one': '{n} ronda',
  'rules.rounds.other': '{n} rondas',
  'resume.goalRounds.one': '{n} ronda en total',
  'resume.goalRounds.other': '{n} rondas en total',
  'replays.moves.one': '{n} jugada',
  'replays.moves.other': '{n} jugadas',
  'results.hostContinue': '{name} pulsa {button} para continuar',
  'results.orEveryone': '— o todos los demás pulsan su botón: {names}',
  'results.onPhone': 'móvil',
  'results.viewerWait': 'Los jugadores siguen cuando estén listos',
};

/** German. */
export const SETTINGS_MESSAGES_DE: SettingsTable = {
  'settings.title': 'Einstellungen',
  'settings.volume': 'Lautstärke',
  'settings.volumeValue': '{n}%',
  'settings.mute': 'Stumm',
  'settings.highVisibility': 'Kontrastkarten',
  'settings.autoAdvance': 'Ergebnisse gehen von selbst weiter',
  'settings.reducedMotion': 'Weniger Bewegung',
  'settings.largeText': 'Große Schrift',
  'settings.fullscreen': 'Vollbild',
  'settings.language': 'Sprache',
  'settings.back': 'Zurück',
  'settings.controls': 'Steuerung',
  'settings.resetNotice': 'Ungültige Einstellungen wurden zurückgesetzt: {names}',
  'settings.unreadableNotice': 'Gespeicherte Einstellungen unlesbar; Standard wiederhergestellt',
  'rules.rounds.one': '{n} Runde',
  'rules.rounds.other': '{n} Runden',
  'resume.goalRounds.one': '{n} Runde insgesamt',
  'resume.goalRounds.other': '{n} Runden insgesamt',
  'replays.moves.one': '{n} Zug',
  'replays.moves.other': '{n} Züge',
  'results.hostContinue': '{name} drückt {button} zum Weitermachen',
  'results.orEveryone': '— oder alle anderen drücken ihre Taste: {names}',
  'results.onPhone': 'Handy',
  'results.viewerWait': 'Es geht weiter, sobald die Spieler bereit sind',
};

/** Icelandic. */
export const SETTINGS_MESSAGES_IS: SettingsTable = {
  'settings.title': 'Stillingar',
  'settings.volume': 'Hljóðstyrkur',
  'settings.volumeValue': '{n}%',
  'settings.mute': 'Þagga',
  'settings.highVisibility': 'Skýr spil',
  'settings.autoAdvance': 'Úrslit halda sjálf áfram',
  'settings.reducedMotion': 'Minni hreyfing',
  'settings.largeText': 'Stórt letur',
  'settings.fullscreen': 'Allur skjárinn',
  'settings.language': 'Tungumál',
  'settings.back': 'Til baka',
  'settings.controls': 'Stýringar',
  'settings.resetNotice': 'Ógildar stillingar voru endurstilltar: {names}',
  'settings.unreadableNotice': 'Ekki tókst að lesa vistaðar stillingar; sjálfgefnar settar',
  'rules.rounds.one': '{n} umferð',
  'rules.rounds.other': '{n} umferðir',
  'resume.goalRounds.one': '{n} umferð alls',
  'resume.goalRounds.other': '{n} umferðir alls',
  'replays.moves.one': '{n} leikur',
  'replays.moves.other': '{n} leikir',
  'results.hostContinue': '{name} ýtir á {button} til að halda áfram',
  'results.orEveryone': '— eða allir hinir ýta á sinn hnapp: {names}',
  'results.onPhone': 'sími',
  'results.viewerWait': 'Leikmennirnir halda áfram þegar þeir eru tilbúnir',
};
