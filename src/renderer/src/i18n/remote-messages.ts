/** Strings of remote players through the relay (issue 28: the join card's second QR code, round trips, Lock room, kick), spread into every table. */

/** English. */
export const REMOTE_MESSAGES_EN = {
  'remote.joinTitle': 'Join from anywhere',
  'remote.wifi': 'On this Wi-Fi',
  'remote.anywhere': 'From anywhere',
  'remote.codeHidden': 'From anywhere: code hidden',
  'remote.connecting': 'From anywhere: connecting to the relay…',
  'remote.down': 'From anywhere: relay unreachable, retrying',
  'remote.rtt': '{n} ms',
  'remote.rttPending': '… ms',
  'remote.lock': 'Lock room',
  'remote.locked': 'Locked',
  'remote.open': 'Open',
  'remote.lock.help': 'Locked: no new remote phones can join; seated ones still come back.',
  'remote.kick': 'Kick remote player',
  'remote.kickConfirm': 'Kick {name}? Press again',
  'remote.kick.help': '‹ › pick a remote seat, press twice to kick: that name cannot join again tonight.',
  'remote.even': 'Even latency',
  'remote.even.on': 'On',
  'remote.even.off': 'Off',
  'remote.even.help': "Real-time games: every press reaches the table as late as the slowest remote seat's (at most 0.15 s).",
} as const;

/** A table of the remote strings in another language: every English key, a string each. */
type RemoteTable = { readonly [K in keyof typeof REMOTE_MESSAGES_EN]: string };

/** Spanish. */
export const REMOTE_MESSAGES_ES: RemoteTable = {
  'remote.joinTitle': 'Únete desde cualquier sitio',
  'remote.wifi': 'En este wifi',
  'remote.anywhere': 'Desde cualquier sitio',
  'remote.codeHidden': 'Desde cualquier sitio: código oculto',
  'remote.connecting': 'Desde cualquier sitio: conectando con el relé…',
  'remote.down': 'Desde cualquier sitio: relé inalcanzable, reintentando',
  'remote.rtt': '{n} ms',
  'remote.rttPending': '… ms',
  'remote.lock': 'Cerrar la sala',
  'remote.locked': 'Cerrada',
  'remote.open': 'Abierta',
  'remote.lock.help': 'Cerrada: no entran móviles remotos nuevos; los que tienen asiento pueden volver.',
  'remote.kick': 'Expulsar jugador remoto',
  'remote.kickConfirm': '¿Expulsar a {name}? Pulsa otra vez',
  'remote.kick.help': '‹ › elige un asiento remoto, pulsa dos veces para expulsar: ese nombre no vuelve esta noche.',
  'remote.even': 'Latencia igualada',
  'remote.even.on': 'Sí',
  'remote.even.off': 'No',
  'remote.even.help':
    'Juegos en tiempo real: cada pulsación llega a la mesa tan tarde como la del asiento remoto más lento (0,15 s como máximo).',
};

/** German. */
export const REMOTE_MESSAGES_DE: RemoteTable = {
  'remote.joinTitle': 'Von überall mitspielen',
  'remote.wifi': 'In diesem WLAN',
  'remote.anywhere': 'Von überall',
  'remote.codeHidden': 'Von überall: Code verborgen',
  'remote.connecting': 'Von überall: verbinde mit dem Relay…',
  'remote.down': 'Von überall: Relay nicht erreichbar, neuer Versuch',
  'remote.rtt': '{n} ms',
  'remote.rttPending': '… ms',
  'remote.lock': 'Raum abschließen',
  'remote.locked': 'Zu',
  'remote.open': 'Offen',
  'remote.lock.help': 'Zu: keine neuen Handys von außen; wer sitzt, kommt weiter zurück.',
  'remote.kick': 'Spieler von außen entfernen',
  'remote.kickConfirm': '{name} entfernen? Nochmal drücken',
  'remote.kick.help': '‹ › Platz von außen wählen, zweimal drücken: der Name kommt heute nicht wieder rein.',
  'remote.even': 'Gleiche Latenz',
  'remote.even.on': 'An',
  'remote.even.off': 'Aus',
  'remote.even.help': 'Echtzeitspiele: jeder Druck kommt so spät an wie der des langsamsten Platzes von außen (höchstens 0,15 s).',
};

/** Icelandic. */
export const REMOTE_MESSAGES_IS: RemoteTable = {
  'remote.joinTitle': 'Vertu með hvaðan sem er',
  'remote.wifi': 'Á þessu neti',
  'remote.anywhere': 'Hvaðan sem er',
  'remote.codeHidden': 'Hvaðan sem er: kóði falinn',
  'remote.connecting': 'Hvaðan sem er: tengist endurvarpanum…',
  'remote.down': 'Hvaðan sem er: næ ekki í endurvarpann, reyni aftur',
  'remote.rtt': '{n} ms',
  'remote.rttPending': '… ms',
  'remote.lock': 'Læsa herberginu',
  'remote.locked': 'Læst',
  'remote.open': 'Opið',
  'remote.lock.help': 'Læst: engir nýir fjarsímar komast inn; þeir sem sitja geta komið aftur.',
  'remote.kick': 'Henda fjarspilara út',
  'remote.kickConfirm': 'Henda {name} út? Ýttu aftur',
  'remote.kick.help': '‹ › veldu fjarsæti, ýttu tvisvar til að henda út: það nafn kemst ekki aftur inn í kvöld.',
  'remote.even': 'Jöfn töf',
  'remote.even.on': 'Kveikt',
  'remote.even.off': 'Slökkt',
  'remote.even.help': 'Rauntímaleikir: hver ýting berst borðinu jafnseint og frá hægasta fjarsætinu (mest 0,15 s).',
};
