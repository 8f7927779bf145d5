/** Ligretto's how-to-play captions (docs/howto.md) in the TV's four languages: a title, a sentence, the phone's words. */

/** English: the reference every other language matches key for key. */
export const LIGRETTO_HOWTO_EN = {
  'howto.ligretto.piles': 'Every 1 starts a pile',
  'howto.ligretto.piles.more': 'A 1 of any colour opens a new pile in the middle. No turns: everybody plays at once.',
  'howto.ligretto.piles.phone': 'tap the card',
  'howto.ligretto.climb': 'Same colour, next number',
  'howto.ligretto.climb.more': 'A red 2 goes on a red 1, then a red 3… Every pile belongs to everybody.',
  'howto.ligretto.climb.phone': 'tap the card',
  'howto.ligretto.refill': 'Your row refills from your stack',
  'howto.ligretto.refill.more': 'Play a row card and the top of your stack takes its place.',
  'howto.ligretto.refill.phone': 'tap the row card',
  'howto.ligretto.flip': 'Flip your hand three at a time',
  'howto.ligretto.flip.more': 'Three cards go on your waste; only the top one plays. Stuck? Flip again.',
  'howto.ligretto.flip.phone': 'Flip, then Waste',
  'howto.ligretto.stack': 'Empty your stack: Ligretto!',
  'howto.ligretto.stack.more': 'Your stack counts double. The first to empty it stops the round for everybody.',
  'howto.ligretto.stack.phone': 'Stack',
  'howto.ligretto.score': 'Scoring',
  'howto.ligretto.score.more': '+1 for each of your cards in the middle, −2 for each card left in your stack.',
} as const;

/** A complete table of Ligretto's captions. */
export type LigrettoHowtoTable = { readonly [K in keyof typeof LIGRETTO_HOWTO_EN]: string };

export const LIGRETTO_HOWTO_ES: LigrettoHowtoTable = {
  'howto.ligretto.piles': 'Cada 1 empieza un montón',
  'howto.ligretto.piles.more': 'Un 1 de cualquier color abre un montón nuevo en el centro. Sin turnos: todos juegan a la vez.',
  'howto.ligretto.piles.phone': 'toca la carta',
  'howto.ligretto.climb': 'Mismo color, número siguiente',
  'howto.ligretto.climb.more': 'Un 2 rojo va sobre un 1 rojo, luego un 3 rojo… Los montones son de todos.',
  'howto.ligretto.climb.phone': 'toca la carta',
  'howto.ligretto.refill': 'Tu fila se rellena desde tu pila',
  'howto.ligretto.refill.more': 'Juega una carta de la fila y la carta de arriba de tu pila ocupa su lugar.',
  'howto.ligretto.refill.phone': 'toca la carta de la fila',
  'howto.ligretto.flip': 'Gira tu mano de tres en tres',
  'howto.ligretto.flip.more': 'Tres cartas van a tu descarte; solo se juega la de arriba. ¿Atascado? Gira otra vez.',
  'howto.ligretto.flip.phone': 'Girar y luego Descarte',
  'howto.ligretto.stack': 'Vacía tu pila: ¡Ligretto!',
  'howto.ligretto.stack.more': 'Tu pila cuenta doble. Quien la vacía primero para la ronda para todos.',
  'howto.ligretto.stack.phone': 'Montón',
  'howto.ligretto.score': 'Puntuación',
  'howto.ligretto.score.more': '+1 por cada carta tuya en el centro, −2 por cada carta que quede en tu pila.',
};

export const LIGRETTO_HOWTO_DE: LigrettoHowtoTable = {
  'howto.ligretto.piles': 'Jede 1 beginnt einen Stapel',
  'howto.ligretto.piles.more': 'Eine 1 jeder Farbe eröffnet einen neuen Stapel in der Mitte. Keine Züge: alle spielen gleichzeitig.',
  'howto.ligretto.piles.phone': 'Karte antippen',
  'howto.ligretto.climb': 'Gleiche Farbe, nächste Zahl',
  'howto.ligretto.climb.more': 'Eine rote 2 auf die rote 1, dann die rote 3 … Jeder Stapel gehört allen.',
  'howto.ligretto.climb.phone': 'Karte antippen',
  'howto.ligretto.refill': 'Deine Reihe füllt sich aus dem Ligretto-Stapel',
  'howto.ligretto.refill.more': 'Spielst du eine Reihenkarte, rückt die oberste Karte deines Stapels nach.',
  'howto.ligretto.refill.phone': 'Reihenkarte antippen',
  'howto.ligretto.flip': 'Handkarten je drei aufdecken',
  'howto.ligretto.flip.more': 'Drei Karten kommen auf die Ablage; nur die oberste ist spielbar. Nichts passt? Weiter aufdecken.',
  'howto.ligretto.flip.phone': 'Aufdecken, dann Ablage',
  'howto.ligretto.stack': 'Stapel leer: Ligretto!',
  'howto.ligretto.stack.more': 'Dein Stapel zählt doppelt. Wer ihn zuerst leert, beendet die Runde für alle.',
  'howto.ligretto.stack.phone': 'Stapel',
  'howto.ligretto.score': 'Wertung',
  'howto.ligretto.score.more': '+1 für jede deiner Karten in der Mitte, −2 für jede Karte, die noch im Stapel liegt.',
};

export const LIGRETTO_HOWTO_IS: LigrettoHowtoTable = {
  'howto.ligretto.piles': 'Hver ás byrjar bunka',
  'howto.ligretto.piles.more': '1 í hvaða lit sem er opnar nýjan bunka í miðjunni. Engar umferðir: allir spila í einu.',
  'howto.ligretto.piles.phone': 'ýttu á spilið',
  'howto.ligretto.climb': 'Sami litur, næsta tala',
  'howto.ligretto.climb.more': 'Rauð 2 fer á rauðan 1, svo rauð 3 … Allir eiga alla bunka.',
  'howto.ligretto.climb.phone': 'ýttu á spilið',
  'howto.ligretto.refill': 'Röðin fyllist úr Ligretto-bunkanum',
  'howto.ligretto.refill.more': 'Spilarðu spili úr röðinni tekur efsta spil bunkans sæti þess.',
  'howto.ligretto.refill.phone': 'ýttu á spilið í röðinni',
  'howto.ligretto.flip': 'Snúðu þremur í einu af hendinni',
  'howto.ligretto.flip.more': 'Þrjú spil fara í kastbunkann; aðeins það efsta má spila. Ekkert passar? Snúðu aftur.',
  'howto.ligretto.flip.phone': 'Snúa, svo Kast',
  'howto.ligretto.stack': 'Tæmdu bunkann: Ligretto!',
  'howto.ligretto.stack.more': 'Bunkinn telur tvöfalt. Sá sem tæmir hann fyrst stöðvar umferðina fyrir alla.',
  'howto.ligretto.stack.phone': 'Bunki',
  'howto.ligretto.score': 'Stigagjöf',
  'howto.ligretto.score.more': '+1 fyrir hvert spil þitt í miðjunni, −2 fyrir hvert spil sem er eftir í bunkanum.',
};

/** The buttons each step uses (binding row ids; the caption names them in every device's labels). */
export const LIGRETTO_HOWTO_BUTTONS: Readonly<Record<string, readonly string[]>> = {
  piles: ['game.row.0'],
  climb: ['game.row.0', 'game.row.1'],
  refill: ['game.row.0'],
  flip: ['game.flip', 'game.waste'],
  stack: ['game.stack'],
  score: [],
};
