/** Ligretto Dice's one-screen rules card in four languages (docs/rules/dice.md: DP1-DP6, DSC1-DSC2, DM2). */
import type { RulesCards } from '../../rules-card-types';

export const DICE_RULES_CARD: RulesCards = {
  en: {
    title: 'Ligretto Dice: the rules',
    lines: [
      { head: 'Roll', text: 'Everyone rolls all their dice at once. No turns.' },
      { head: 'Place', text: 'A die goes on a track of its colour, in order: 1 first, then 2, up to 6.' },
      { head: 'Reroll', text: 'Stuck? Reroll all your unplaced dice together, as often as you like.' },
      { head: 'Be quick', text: 'A field someone else fills first is gone.' },
      { head: 'Win', text: 'Place your last die: the round is yours.' },
      { head: 'Score', text: '+1 for every die the others still hold; they lose 1 each.' },
    ],
  },
  es: {
    title: 'Ligretto Dice: las reglas',
    lines: [
      { head: 'Tira', text: 'Todos tiran todos sus dados a la vez. Sin turnos.' },
      { head: 'Coloca', text: 'Un dado va en una fila de su color, en orden: primero el 1, luego el 2, hasta el 6.' },
      { head: 'Repite', text: '¿Atascado? Vuelve a tirar todos tus dados sin colocar, las veces que quieras.' },
      { head: 'Rapidez', text: 'Una casilla que otro llena antes ya no está.' },
      { head: 'Gana', text: 'Coloca tu último dado: la ronda es tuya.' },
      { head: 'Puntos', text: '+1 por cada dado que les quede a los demás; ellos pierden 1 por cada uno.' },
    ],
  },
  de: {
    title: 'Ligretto Dice: die Regeln',
    lines: [
      { head: 'Würfeln', text: 'Alle würfeln alle ihre Würfel gleichzeitig. Keine Züge.' },
      { head: 'Legen', text: 'Ein Würfel kommt auf eine Leiste seiner Farbe, der Reihe nach: erst 1, dann 2, bis 6.' },
      { head: 'Neu würfeln', text: 'Fest? Würfle alle ungelegten Würfel zusammen neu, so oft du willst.' },
      { head: 'Schnell sein', text: 'Ein Feld, das jemand vor dir belegt, ist weg.' },
      { head: 'Sieg', text: 'Lege deinen letzten Würfel: die Runde gehört dir.' },
      { head: 'Punkte', text: '+1 für jeden Würfel, den die anderen noch haben; sie verlieren 1 pro Würfel.' },
    ],
  },
  is: {
    title: 'Ligretto Dice: reglurnar',
    lines: [
      { head: 'Kasta', text: 'Allir kasta öllum teningunum sínum í einu. Engar umferðir.' },
      { head: 'Leggja', text: 'Teningur fer á braut í sínum lit, í röð: fyrst 1, svo 2, upp í 6.' },
      { head: 'Kasta aftur', text: 'Fastur? Kastaðu öllum ólögðum teningum saman, eins oft og þú vilt.' },
      { head: 'Vertu snögg', text: 'Reitur sem annar fyllir á undan þér er farinn.' },
      { head: 'Sigur', text: 'Leggðu síðasta teninginn: umferðin er þín.' },
      { head: 'Stig', text: '+1 fyrir hvern tening sem hinir eiga eftir; þeir missa 1 fyrir hvern.' },
    ],
  },
};
