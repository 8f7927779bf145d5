/** Coloretto's how-to-play captions (docs/howto.md) in the TV's four languages. */

/** English: the reference every other language matches key for key. */
export const COLORETTO_HOWTO_EN = {
  'howto.coloretto.draw': 'Your turn: draw a card and place it in a row',
  'howto.coloretto.draw.more': 'Turns go round the table. A row holds up to three cards.',
  'howto.coloretto.draw.phone': 'Draw, then tap a row',
  'howto.coloretto.take': 'Or take a row and sit out',
  'howto.coloretto.take.more': 'Take every card of one row into your collection; you are out until the round ends.',
  'howto.coloretto.take.phone': 'Take',
  'howto.coloretto.round': 'Everybody took a row: a new round',
  'howto.coloretto.round.more': 'The last one in takes the last row; then the rows are empty again and play goes on.',
  'howto.coloretto.round.phone': 'Take',
  'howto.coloretto.jokers': 'Jokers and +2 cards',
  'howto.coloretto.jokers.more': 'A joker becomes any colour you like at the end; each +2 card is worth 2 points.',
  'howto.coloretto.jokers.phone': 'Draw, then tap a row',
  'howto.coloretto.score': 'Three colours score, the rest count against you',
  'howto.coloretto.score.more': 'Your three best colours add 1, 3, 6, 10, 15, 21 points; every other colour subtracts.',
} as const;

/** A complete table of Coloretto's captions. */
export type ColorettoHowtoTable = { readonly [K in keyof typeof COLORETTO_HOWTO_EN]: string };

export const COLORETTO_HOWTO_ES: ColorettoHowtoTable = {
  'howto.coloretto.draw': 'Tu turno: roba una carta y ponla en una fila',
  'howto.coloretto.draw.more': 'Los turnos dan la vuelta a la mesa. Una fila admite hasta tres cartas.',
  'howto.coloretto.draw.phone': 'Robar y luego toca una fila',
  'howto.coloretto.take': 'O llévate una fila y descansa',
  'howto.coloretto.take.more': 'Todas las cartas de una fila pasan a tu colección; quedas fuera hasta que acabe la ronda.',
  'howto.coloretto.take.phone': 'Llevar',
  'howto.coloretto.round': 'Todos tienen fila: nueva ronda',
  'howto.coloretto.round.more': 'El último se lleva la última fila; las filas se vacían y el juego sigue.',
  'howto.coloretto.round.phone': 'Llevar',
  'howto.coloretto.jokers': 'Comodines y cartas +2',
  'howto.coloretto.jokers.more': 'Al final, un comodín es del color que prefieras; cada carta +2 vale 2 puntos.',
  'howto.coloretto.jokers.phone': 'Robar y luego toca una fila',
  'howto.coloretto.score': 'Puntúan tres colores, el resto resta',
  'howto.coloretto.score.more': 'Tus tres mejores colores suman 1, 3, 6, 10, 15, 21 puntos; los demás colores restan.',
};

export const COLORETTO_HOWTO_DE: ColorettoHowtoTable = {
  'howto.coloretto.draw': 'Am Zug: Karte ziehen und an eine Reihe legen',
  'howto.coloretto.draw.more': 'Es geht reihum. Eine Reihe fasst bis zu drei Karten.',
  'howto.coloretto.draw.phone': 'Ziehen, dann Reihe antippen',
  'howto.coloretto.take': 'Oder eine Reihe nehmen und aussetzen',
  'howto.coloretto.take.more': 'Alle Karten einer Reihe kommen in deine Sammlung; bis zum Rundenende bist du raus.',
  'howto.coloretto.take.phone': 'Nehmen',
  'howto.coloretto.round': 'Alle haben eine Reihe: neue Runde',
  'howto.coloretto.round.more': 'Wer zuletzt übrig ist, nimmt die letzte Reihe; dann sind die Reihen leer und es geht weiter.',
  'howto.coloretto.round.phone': 'Nehmen',
  'howto.coloretto.jokers': 'Joker und +2-Karten',
  'howto.coloretto.jokers.more': 'Ein Joker wird am Ende zu einer Farbe deiner Wahl; jede +2-Karte bringt 2 Punkte.',
  'howto.coloretto.jokers.phone': 'Ziehen, dann Reihe antippen',
  'howto.coloretto.score': 'Drei Farben zählen plus, der Rest minus',
  'howto.coloretto.score.more': 'Deine drei besten Farben bringen 1, 3, 6, 10, 15, 21 Punkte; jede andere Farbe zieht ab.',
};

export const COLORETTO_HOWTO_IS: ColorettoHowtoTable = {
  'howto.coloretto.draw': 'Þú átt leik: dragðu spil og settu í röð',
  'howto.coloretto.draw.more': 'Leikið er hringinn í kring. Í röð komast allt að þrjú spil.',
  'howto.coloretto.draw.phone': 'Draga, svo ýta á röð',
  'howto.coloretto.take': 'Eða taktu röð og hvíldu',
  'howto.coloretto.take.more': 'Öll spil raðarinnar fara í safnið þitt; þú ert úti þar til umferðinni lýkur.',
  'howto.coloretto.take.phone': 'Taka',
  'howto.coloretto.round': 'Allir tóku röð: ný umferð',
  'howto.coloretto.round.more': 'Sá síðasti tekur síðustu röðina; svo tæmast raðirnar og leikurinn heldur áfram.',
  'howto.coloretto.round.phone': 'Taka',
  'howto.coloretto.jokers': 'Jókerar og +2 spil',
  'howto.coloretto.jokers.more': 'Jóker verður hvaða litur sem þú vilt í lokin; hvert +2 spil gefur 2 stig.',
  'howto.coloretto.jokers.phone': 'Draga, svo ýta á röð',
  'howto.coloretto.score': 'Þrír litir gefa stig, hinir draga frá',
  'howto.coloretto.score.more': 'Þrír bestu litirnir gefa 1, 3, 6, 10, 15, 21 stig; hver annar litur dregur frá.',
};

/** The buttons each step uses (binding row ids). */
export const COLORETTO_HOWTO_BUTTONS: Readonly<Record<string, readonly string[]>> = {
  draw: ['coloretto.act', 'coloretto.left', 'coloretto.right'],
  take: ['coloretto.take'],
  round: ['coloretto.take'],
  jokers: ['coloretto.act'],
  score: [],
};
