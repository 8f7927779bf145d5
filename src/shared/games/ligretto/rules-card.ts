/** Ligretto's one-screen rules card in four languages (docs/rules/ligretto.md: P1-P8, SC1-SC3, M1). */
import type { RulesCards } from '../../rules-card-types';

export const LIGRETTO_RULES_CARD: RulesCards = {
  en: {
    title: 'Ligretto: the rules',
    lines: [
      { head: 'Goal', text: 'Play your cards onto the piles in the middle. All at once, no turns.' },
      { head: 'Piles', text: 'Any 1 starts a pile. Then same colour, next number, up to 10.' },
      { head: 'Your cards', text: 'Play your stack top, your row cards, or your flipped hand card.' },
      { head: 'Row', text: 'A row card you play is refilled from your stack.' },
      { head: 'Hand', text: 'Flip your hand three at a time; the top card can be played.' },
      { head: 'Score', text: 'Empty your stack: Ligretto! +1 per card in the middle, −2 per stack card.' },
    ],
  },
  es: {
    title: 'Ligretto: las reglas',
    lines: [
      { head: 'Meta', text: 'Juega tus cartas en los montones del centro. Todos a la vez, sin turnos.' },
      { head: 'Montones', text: 'Cualquier 1 abre un montón. Luego mismo color, número siguiente, hasta 10.' },
      { head: 'Tus cartas', text: 'Juega la de arriba de tu montón, las de tu fila o la que volteaste.' },
      { head: 'Fila', text: 'Si juegas una carta de la fila, se repone desde tu montón.' },
      { head: 'Mano', text: 'Voltea tu mano de tres en tres; la de arriba se puede jugar.' },
      { head: 'Puntos', text: 'Vacía tu montón: ¡Ligretto! +1 por carta en el centro, −2 por carta en tu montón.' },
    ],
  },
  de: {
    title: 'Ligretto: die Regeln',
    lines: [
      { head: 'Ziel', text: 'Lege deine Karten auf die Stapel in der Mitte. Alle gleichzeitig.' },
      { head: 'Stapel', text: 'Jede 1 beginnt einen Stapel. Dann gleiche Farbe, nächste Zahl, bis 10.' },
      { head: 'Deine Karten', text: 'Spiele deinen Ligretto-Stapel, deine Reihe oder deine Handkarte.' },
      { head: 'Reihe', text: 'Eine gespielte Reihenkarte wird von deinem Stapel ersetzt.' },
      { head: 'Hand', text: 'Decke deine Hand drei auf einmal auf; die oberste ist spielbar.' },
      { head: 'Punkte', text: 'Stapel leer: Ligretto! +1 pro Karte in der Mitte, −2 pro Stapelkarte.' },
    ],
  },
  is: {
    title: 'Ligretto: reglurnar',
    lines: [
      { head: 'Markmið', text: 'Leggðu spilin þín á bunkana í miðjunni. Allir í einu, engar umferðir.' },
      { head: 'Bunkar', text: 'Hver 1 byrjar bunka. Svo sami litur, næsta tala, upp í 10.' },
      { head: 'Spilin þín', text: 'Spilaðu efsta spili bunkans, röðinni eða spilinu sem þú snerir.' },
      { head: 'Röð', text: 'Spil sem þú spilar úr röðinni er fyllt í úr bunkanum þínum.' },
      { head: 'Hönd', text: 'Snúðu hendinni þrjú í einu; efsta spilið má spila.' },
      { head: 'Stig', text: 'Tæmdu bunkann: Ligretto! +1 fyrir spil í miðju, −2 fyrir spil í bunka.' },
    ],
  },
};
