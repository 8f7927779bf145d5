/** Strings of the first minute (issue 30): seated at once with a suggested name, the short lobby menu, the practice round, live hints. */

/** English. */
export const FIRST_MINUTE_MESSAGES_EN = {
  'lobby.everybodyIn': "Everybody's in: start!",
  'lobby.everybodyIn.help': 'Anyone seated can press it: the match starts with everyone in a seat.',
  'lobby.joinToStart': 'Need at least 2 players: press A / Space to join',
  'lobby.practice': 'Practice round',
  'lobby.practice.help': 'One short round against relaxed bots, nothing scored or saved. Leave it any time for the real match.',
  'lobby.players': 'Players…',
  'lobby.players.help': 'Add bots, change a seat’s colour, card back or handicap, remove a seat.',
  'lobby.rulesMenu': 'Rules…',
  'lobby.rules.help': 'The game’s options: target score, rounds, live hints, and more.',
  'lobby.menuBack': '‹ Back',
  'lobby.rename': '{key} Rename',
  'picker.hint.padCancel': '{confirm} Type · {back} Cancel · {done} Done',
  'picker.hint.keysCancel': 'Type your name · Enter Done · Esc Cancel',
  'rules.hints': 'Live hints',
  'rules.hints.first': 'First match',
  'rules.hints.on': 'Always',
  'rules.hints.off': 'Off',
  'rules.hints.help': 'A player who has not played for a few seconds sees which card or die fits (never for bots).',
  'practice.banner': 'Practice round: nothing counts',
  'practice.leave': 'Start the real match',
  'table.nextMatch': 'Joining the next match: {names}',
} as const;

/** A table of the first-minute strings in another language: every English key, a string each. */
type FirstMinuteTable = { readonly [K in keyof typeof FIRST_MINUTE_MESSAGES_EN]: string };

/** Spanish. */
export const FIRST_MINUTE_MESSAGES_ES: FirstMinuteTable = {
  'lobby.everybodyIn': '¡Ya estamos todos: a jugar!',
  'lobby.everybodyIn.help': 'Cualquiera con asiento puede pulsarlo: la partida empieza con todos los sentados.',
  'lobby.joinToStart': 'Faltan jugadores (mínimo 2): pulsa A / Espacio para unirte',
  'lobby.practice': 'Ronda de práctica',
  'lobby.practice.help': 'Una ronda corta contra bots tranquilos; no cuenta ni se guarda. Déjala cuando quieras para la partida de verdad.',
  'lobby.players': 'Jugadores…',
  'lobby.players.help': 'Añade bots, cambia el color, el dorso o la ventaja de un asiento, quita un asiento.',
  'lobby.rulesMenu': 'Reglas…',
  'lobby.rules.help': 'Las opciones del juego: puntos para ganar, rondas, pistas en vivo y más.',
  'lobby.menuBack': '‹ Volver',
  'lobby.rename': '{key} Cambiar nombre',
  'picker.hint.padCancel': '{confirm} Escribir · {back} Cancelar · {done} Listo',
  'picker.hint.keysCancel': 'Escribe tu nombre · Enter Listo · Esc Cancelar',
  'rules.hints': 'Pistas en vivo',
  'rules.hints.first': 'Primera partida',
  'rules.hints.on': 'Siempre',
  'rules.hints.off': 'No',
  'rules.hints.help': 'Quien lleva unos segundos sin jugar ve qué carta o dado encaja (nunca los bots).',
  'practice.banner': 'Ronda de práctica: no cuenta',
  'practice.leave': 'Empezar la partida de verdad',
  'table.nextMatch': 'Se unen en la próxima partida: {names}',
};

/** German. */
export const FIRST_MINUTE_MESSAGES_DE: FirstMinuteTable = {
  'lobby.everybodyIn': 'Alle da: los geht’s!',
  'lobby.everybodyIn.help': 'Jeder mit Platz darf drücken: die Partie beginnt mit allen, die sitzen.',
  'lobby.joinToStart': 'Mindestens 2 Spieler nötig: A / Leertaste zum Mitspielen',
  'lobby.practice': 'Proberunde',
  'lobby.practice.help': 'Eine kurze Runde gegen gemütliche Bots, nichts zählt, nichts wird gespeichert. Jederzeit zur echten Partie.',
  'lobby.players': 'Spieler…',
  'lobby.players.help': 'Bots hinzufügen, Farbe, Kartenrücken oder Handicap eines Platzes ändern, Platz räumen.',
  'lobby.rulesMenu': 'Regeln…',
  'lobby.rules.help': 'Die Optionen des Spiels: Zielpunkte, Runden, Live-Tipps und mehr.',
  'lobby.menuBack': '‹ Zurück',
  'lobby.rename': '{key} Umbenennen',
  'picker.hint.padCancel': '{confirm} Tippen · {back} Abbrechen · {done} Fertig',
  'picker.hint.keysCancel': 'Namen tippen · Enter Fertig · Esc Abbrechen',
  'rules.hints': 'Live-Tipps',
  'rules.hints.first': 'Erste Partie',
  'rules.hints.on': 'Immer',
  'rules.hints.off': 'Aus',
  'rules.hints.help': 'Wer ein paar Sekunden nicht gespielt hat, sieht, welche Karte oder welcher Würfel passt (nie für Bots).',
  'practice.banner': 'Proberunde: nichts zählt',
  'practice.leave': 'Echte Partie starten',
  'table.nextMatch': 'Ab der nächsten Partie dabei: {names}',
};

/** Icelandic. */
export const FIRST_MINUTE_MESSAGES_IS: FirstMinuteTable = {
  'lobby.everybodyIn': 'Allir komnir: byrjum!',
  'lobby.everybodyIn.help': 'Hver sem situr má ýta: leikurinn byrjar með öllum sem sitja.',
  'lobby.joinToStart': 'Minnst 2 leikmenn: ýttu á A / bil til að vera með',
  'lobby.practice': 'Æfingaumferð',
  'lobby.practice.help': 'Ein stutt umferð gegn rólegum vélmennum, ekkert telur og ekkert vistast. Hættu hvenær sem er og byrjaðu leikinn.',
  'lobby.players': 'Leikmenn…',
  'lobby.players.help': 'Bættu við vélmennum, breyttu lit, bakhlið eða forgjöf sætis, fjarlægðu sæti.',
  'lobby.rulesMenu': 'Reglur…',
  'lobby.rules.help': 'Stillingar leiksins: stig til sigurs, umferðir, ábendingar og fleira.',
  'lobby.menuBack': '‹ Til baka',
  'lobby.rename': '{key} Endurnefna',
  'picker.hint.padCancel': '{confirm} Skrifa · {back} Hætta við · {done} Búið',
  'picker.hint.keysCancel': 'Skrifaðu nafnið · Enter Búið · Esc Hætta við',
  'rules.hints': 'Ábendingar',
  'rules.hints.first': 'Fyrsti leikur',
  'rules.hints.on': 'Alltaf',
  'rules.hints.off': 'Af',
  'rules.hints.help': 'Sá sem hefur ekki spilað í nokkrar sekúndur sér hvaða spil eða teningur passar (aldrei vélmenni).',
  'practice.banner': 'Æfingaumferð: ekkert telur',
  'practice.leave': 'Byrja alvöru leikinn',
  'table.nextMatch': 'Með í næsta leik: {names}',
};

/** Friendly names a seat gets when nobody saved is free: shared with the host, which suggests a phone's name. */
export { FRIENDLY_NAMES } from '@shared/suggested-name';
