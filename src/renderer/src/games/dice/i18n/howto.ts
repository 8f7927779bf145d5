/** Ligretto Dice's how-to-play captions (docs/howto.md) in the TV's four languages. */

/** English: the reference every other language matches key for key. */
export const DICE_HOWTO_EN = {
  'howto.dice.roll': 'Everybody rolls at once',
  'howto.dice.roll.more': 'At “Ligretto!” every player rolls all of their dice. No turns from here on.',
  'howto.dice.place': 'Place dice on their colour’s track, in order',
  'howto.dice.place.more': 'A track fills 1, 2, 3… upwards. A die fits only the next free field of its colour.',
  'howto.dice.place.phone': 'tap the die',
  'howto.dice.reroll': 'Nothing fits? Reroll all at once',
  'howto.dice.reroll.more': 'A reroll throws every die you still hold, never just some. Then place what fits.',
  'howto.dice.reroll.phone': 'Reroll',
  'howto.dice.finish': 'Place your last die: Ligretto!',
  'howto.dice.finish.more': 'The first to empty their tray stops the round for everybody.',
  'howto.dice.finish.phone': 'tap the die',
  'howto.dice.score': 'The winner takes the others’ dice',
  'howto.dice.score.more': 'The finisher gets +1 for each die the others still hold; they get −1 each.',
} as const;

/** A complete table of Dice's captions. */
export type DiceHowtoTable = { readonly [K in keyof typeof DICE_HOWTO_EN]: string };

export const DICE_HOWTO_ES: DiceHowtoTable = {
  'howto.dice.roll': 'Todos tiran a la vez',
  'howto.dice.roll.more': 'Con «¡Ligretto!» cada jugador tira todos sus dados. A partir de ahí no hay turnos.',
  'howto.dice.place': 'Coloca los dados en la pista de su color, en orden',
  'howto.dice.place.more': 'Cada pista se llena 1, 2, 3… hacia arriba. Un dado solo cabe en la siguiente casilla libre de su color.',
  'howto.dice.place.phone': 'toca el dado',
  'howto.dice.reroll': '¿No cabe nada? Vuelve a tirar todos',
  'howto.dice.reroll.more': 'Se vuelven a tirar todos los dados que te quedan, nunca solo algunos. Luego coloca lo que quepa.',
  'howto.dice.reroll.phone': 'Tirar',
  'howto.dice.finish': 'Coloca tu último dado: ¡Ligretto!',
  'howto.dice.finish.more': 'Quien vacía primero su bandeja para la ronda para todos.',
  'howto.dice.finish.phone': 'toca el dado',
  'howto.dice.score': 'El ganador se lleva los dados de los demás',
  'howto.dice.score.more': 'Quien termina gana +1 por cada dado que les queda a los demás; ellos pierden 1 por cada uno.',
};

export const DICE_HOWTO_DE: DiceHowtoTable = {
  'howto.dice.roll': 'Alle würfeln gleichzeitig',
  'howto.dice.roll.more': 'Bei „Ligretto!“ würfeln alle mit all ihren Würfeln. Ab dann gibt es keine Züge.',
  'howto.dice.place': 'Würfel auf die Leiste ihrer Farbe, der Reihe nach',
  'howto.dice.place.more': 'Eine Leiste füllt sich 1, 2, 3 … aufwärts. Ein Würfel passt nur auf das nächste freie Feld seiner Farbe.',
  'howto.dice.place.phone': 'Würfel antippen',
  'howto.dice.reroll': 'Nichts passt? Alle neu würfeln',
  'howto.dice.reroll.more': 'Neu gewürfelt werden alle Würfel, die du noch hast, nie nur einige. Dann setze, was passt.',
  'howto.dice.reroll.phone': 'Würfeln',
  'howto.dice.finish': 'Letzten Würfel setzen: Ligretto!',
  'howto.dice.finish.more': 'Wer zuerst alle Würfel gesetzt hat, beendet die Runde für alle.',
  'howto.dice.finish.phone': 'Würfel antippen',
  'howto.dice.score': 'Der Sieger bekommt die Würfel der anderen',
  'howto.dice.score.more': 'Wer fertig ist, bekommt +1 für jeden Würfel, den die anderen noch haben; sie bekommen je −1.',
};

export const DICE_HOWTO_IS: DiceHowtoTable = {
  'howto.dice.roll': 'Allir kasta í einu',
  'howto.dice.roll.more': 'Við „Ligretto!“ kastar hver leikmaður öllum sínum teningum. Engar umferðir eftir það.',
  'howto.dice.place': 'Settu teninga á braut síns litar, í röð',
  'howto.dice.place.more': 'Braut fyllist 1, 2, 3 … upp á við. Teningur passar aðeins á næsta lausa reit síns litar.',
  'howto.dice.place.phone': 'ýttu á teninginn',
  'howto.dice.reroll': 'Ekkert passar? Kastaðu öllum aftur',
  'howto.dice.reroll.more': 'Þú kastar öllum teningum sem þú átt eftir, aldrei bara sumum. Settu svo það sem passar.',
  'howto.dice.reroll.phone': 'Kasta',
  'howto.dice.finish': 'Settu síðasta teninginn: Ligretto!',
  'howto.dice.finish.more': 'Sá sem tæmir bakkann fyrst stöðvar umferðina fyrir alla.',
  'howto.dice.finish.phone': 'ýttu á teninginn',
  'howto.dice.score': 'Sigurvegarinn fær teninga hinna',
  'howto.dice.score.more': 'Sá sem klárar fær +1 fyrir hvern tening sem hinir eiga eftir; þeir fá −1 fyrir hvern.',
};
