/** The viewer page's words (issue 32) in the TV's four languages; `{name}`-style holes are filled by `wt`. */
import type { PhoneLanguage } from '../i18n/languages';

const EN = {
  title: 'Watch and play along',
  connecting: 'Connecting…',
  live: 'Live',
  retrying: 'Reconnecting…',
  closed: 'The host closed the audience. Thanks for watching!',
  full: 'The audience is full right now.',
  refused: 'Could not join: {why}',
  noCode: 'Open this page from the relay with the room code.',
  'phase.vote': 'Between matches: vote for the next game',
  'phase.back': 'Who wins this round? Back a player!',
  'phase.cheer': 'Round on: cheer!',
  'phase.result': 'Round over',
  leader: 'Leading: {name}',
  piles: 'Done: {done} of {of}',
  turn: 'Turn: {name}',
  winners: 'Won by {names}',
  'watching.one': '{n} watching',
  'watching.other': '{n} watching',
  back: 'Back a player',
  backing: 'You back {name}',
  noBacking: 'You back nobody yet',
  locked: 'Backings are locked while the round is on',
  cheer: 'Cheer',
  vote: 'Vote',
  board: "Tonight's audience",
  'you.one': '{nick}: {n} point',
  'you.other': '{nick}: {n} points',
  anonymous: 'You',
  nobody: 'No points yet: back the winner!',
  'reaction.clap': 'Clap',
  'reaction.fire': 'Fire',
  'reaction.wow': 'Wow',
  'reaction.laugh': 'Ha ha',
  'reaction.heart': 'Love',
  'game.ligretto': 'Ligretto',
  'game.dice': 'Ligretto Dice',
  'game.coloretto': 'Coloretto',
} as const;

export type WatchKey = keyof typeof EN;
type Table = { readonly [K in WatchKey]: string };

const ES: Table = {
  title: 'Mira y juega',
  connecting: 'Conectando…',
  live: 'En directo',
  retrying: 'Reconectando…',
  closed: 'El anfitrión cerró el público. ¡Gracias por mirar!',
  full: 'El público está lleno ahora mismo.',
  refused: 'No se pudo entrar: {why}',
  noCode: 'Abre esta página desde el relé con el código de sala.',
  'phase.vote': 'Entre partidas: vota el siguiente juego',
  'phase.back': '¿Quién gana esta ronda? ¡Apuesta por alguien!',
  'phase.cheer': 'Ronda en juego: ¡anima!',
  'phase.result': 'Ronda terminada',
  leader: 'Va primero: {name}',
  piles: 'Hecho: {done} de {of}',
  turn: 'Turno: {name}',
  winners: 'Gana {names}',
  'watching.one': '{n} mirando',
  'watching.other': '{n} mirando',
  back: 'Apuesta por un jugador',
  backing: 'Apuestas por {name}',
  noBacking: 'Aún no apuestas por nadie',
  locked: 'Las apuestas se cierran mientras dura la ronda',
  cheer: 'Anima',
  vote: 'Vota',
  board: 'El público de esta noche',
  'you.one': '{nick}: {n} punto',
  'you.other': '{nick}: {n} puntos',
  anonymous: 'Tú',
  nobody: 'Aún sin puntos: ¡apuesta por quien gane!',
  'reaction.clap': 'Aplauso',
  'reaction.fire': 'Fuego',
  'reaction.wow': 'Guau',
  'reaction.laugh': 'Jaja',
  'reaction.heart': 'Amor',
  'game.ligretto': 'Ligretto',
  'game.dice': 'Ligretto Dice',
  'game.coloretto': 'Coloretto',
};

const DE: Table = {
  title: 'Zuschauen und mitspielen',
  connecting: 'Verbinde…',
  live: 'Live',
  retrying: 'Verbinde neu…',
  closed: 'Der Gastgeber hat das Publikum geschlossen. Danke fürs Zuschauen!',
  full: 'Das Publikum ist gerade voll.',
  refused: 'Beitritt nicht möglich: {why}',
  noCode: 'Öffne diese Seite über das Relay mit dem Raumcode.',
  'phase.vote': 'Zwischen den Partien: stimm fürs nächste Spiel',
  'phase.back': 'Wer gewinnt diese Runde? Setz auf jemanden!',
  'phase.cheer': 'Die Runde läuft: feuer an!',
  'phase.result': 'Runde vorbei',
  leader: 'Vorn: {name}',
  piles: 'Fertig: {done} von {of}',
  turn: 'Am Zug: {name}',
  winners: 'Gewonnen hat {names}',
  'watching.one': '{n} schaut zu',
  'watching.other': '{n} schauen zu',
  back: 'Auf einen Spieler setzen',
  backing: 'Du setzt auf {name}',
  noBacking: 'Du setzt noch auf niemanden',
  locked: 'Während der Runde sind die Tipps fest',
  cheer: 'Anfeuern',
  vote: 'Abstimmen',
  board: 'Das Publikum heute Abend',
  'you.one': '{nick}: {n} Punkt',
  'you.other': '{nick}: {n} Punkte',
  anonymous: 'Du',
  nobody: 'Noch keine Punkte: setz auf den Sieger!',
  'reaction.clap': 'Applaus',
  'reaction.fire': 'Feuer',
  'reaction.wow': 'Wow',
  'reaction.laugh': 'Haha',
  'reaction.heart': 'Liebe',
  'game.ligretto': 'Ligretto',
  'game.dice': 'Ligretto Dice',
  'game.coloretto': 'Coloretto',
};

const IS: Table = {
  title: 'Horfa og spila með',
  connecting: 'Tengist…',
  live: 'Í beinni',
  retrying: 'Tengist aftur…',
  closed: 'Gestgjafinn lokaði fyrir áhorfendur. Takk fyrir að horfa!',
  full: 'Áhorfendahópurinn er fullur núna.',
  refused: 'Komst ekki inn: {why}',
  noCode: 'Opnaðu þessa síðu frá endurvarpanum með herbergiskóðanum.',
  'phase.vote': 'Milli leikja: kjóstu næsta leik',
  'phase.back': 'Hver vinnur þessa umferð? Veðjaðu á einhvern!',
  'phase.cheer': 'Umferðin er hafin: hvettu!',
  'phase.result': 'Umferð lokið',
  leader: 'Fremst: {name}',
  piles: 'Lokið: {done} af {of}',
  turn: 'Á leik: {name}',
  winners: '{names} vann',
  'watching.one': '{n} horfir',
  'watching.other': '{n} horfa',
  back: 'Veðja á leikmann',
  backing: 'Þú veðjar á {name}',
  noBacking: 'Þú veðjar ekki á neinn enn',
  locked: 'Veðmál eru læst meðan umferðin stendur',
  cheer: 'Hvetja',
  vote: 'Kjósa',
  board: 'Áhorfendur kvöldsins',
  'you.one': '{nick}: {n} stig',
  'you.other': '{nick}: {n} stig',
  anonymous: 'Þú',
  nobody: 'Engin stig enn: veðjaðu á sigurvegarann!',
  'reaction.clap': 'Klapp',
  'reaction.fire': 'Eldur',
  'reaction.wow': 'Vá',
  'reaction.laugh': 'Haha',
  'reaction.heart': 'Ást',
  'game.ligretto': 'Ligretto',
  'game.dice': 'Ligretto Dice',
  'game.coloretto': 'Coloretto',
};

/** Every language's table. */
export const WATCH_TABLES: Readonly<Record<PhoneLanguage, Table>> = { en: EN, es: ES, de: DE, is: IS };

let table: Table = EN;
let language: PhoneLanguage = 'en';

export function setWatchLanguage(to: PhoneLanguage): void {
  language = to;
  table = WATCH_TABLES[to];
}

/** The language the viewer page speaks (its counts' plural forms follow it). */
export function watchLanguage(): PhoneLanguage {
  return language;
}

/** A word in the page's language, its `{holes}` filled. */
export function wt(key: WatchKey, params: Readonly<Record<string, string | number>> = {}): string {
  return table[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
