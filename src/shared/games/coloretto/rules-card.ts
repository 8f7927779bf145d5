/** Coloretto's one-screen rules card in four languages (docs/rules/coloretto.md: KT1-KT5, KSC1-KSC3). */
import type { RulesCards } from '../../rules-card-types';

export const COLORETTO_RULES_CARD: RulesCards = {
  en: {
    title: 'Coloretto: the rules',
    lines: [
      { head: 'Your turn', text: 'Draw a card and put it in a row (3 cards at most), or take a row.' },
      { head: 'Take a row', text: 'Its cards join your collection; you sit out the rest of the round.' },
      { head: 'Round over', text: 'When everyone has a row. The last-round card means one more round.' },
      { head: 'Plus', text: 'Your 3 biggest colours score: 1, 3, 6, 10, 15, 21 for 1 to 6 cards.' },
      { head: 'Minus', text: 'Every other colour counts the same, but against you.' },
      { head: 'Black cards', text: 'A joker joins your best colour; each +2 adds 2 points.' },
    ],
  },
  es: {
    title: 'Coloretto: las reglas',
    lines: [
      { head: 'Tu turno', text: 'Roba una carta y ponla en una fila (3 cartas como mucho), o toma una fila.' },
      { head: 'Tomar fila', text: 'Sus cartas van a tu colección; no juegas más esta ronda.' },
      { head: 'Fin de ronda', text: 'Cuando todos tienen una fila. La carta de última ronda trae una más.' },
      { head: 'Suman', text: 'Tus 3 colores más grandes: 1, 3, 6, 10, 15, 21 por 1 a 6 cartas.' },
      { head: 'Restan', text: 'Los demás colores cuentan igual, pero en contra.' },
      { head: 'Negras', text: 'Un comodín se une a tu mejor color; cada +2 suma 2 puntos.' },
    ],
  },
  de: {
    title: 'Coloretto: die Regeln',
    lines: [
      { head: 'Dein Zug', text: 'Ziehe eine Karte und lege sie in eine Reihe (höchstens 3), oder nimm eine Reihe.' },
      { head: 'Reihe nehmen', text: 'Ihre Karten kommen zu deiner Sammlung; du setzt den Rest der Runde aus.' },
      { head: 'Rundenende', text: 'Wenn alle eine Reihe haben. Die Letzte-Runde-Karte bringt noch eine.' },
      { head: 'Plus', text: 'Deine 3 größten Farben zählen: 1, 3, 6, 10, 15, 21 für 1 bis 6 Karten.' },
      { head: 'Minus', text: 'Jede andere Farbe zählt genauso, aber gegen dich.' },
      { head: 'Schwarze', text: 'Ein Joker zählt für deine beste Farbe; jede +2 bringt 2 Punkte.' },
    ],
  },
  is: {
    title: 'Coloretto: reglurnar',
    lines: [
      { head: 'Þú átt leik', text: 'Dragðu spil og settu það í röð (mest 3 spil), eða taktu röð.' },
      { head: 'Taka röð', text: 'Spilin fara í safnið þitt; þú situr hjá það sem eftir er umferðar.' },
      { head: 'Umferð lýkur', text: 'Þegar allir hafa röð. Síðasta-umferð-spilið þýðir eina umferð í viðbót.' },
      { head: 'Plús', text: '3 stærstu litirnir þínir gilda: 1, 3, 6, 10, 15, 21 fyrir 1 til 6 spil.' },
      { head: 'Mínus', text: 'Allir aðrir litir telja jafnmikið, en á móti þér.' },
      { head: 'Svört spil', text: 'Jóker fer í besta litinn þinn; hvert +2 gefur 2 stig.' },
    ],
  },
};
