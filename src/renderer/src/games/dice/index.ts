/** Ligretto Dice's front end as the registry sees it. */
import { t } from '@renderer/games/dice/i18n/translate';
import type { GameUi } from '../game-ui';
import { DiceTableScreen, type DiceTableDescription } from './table';
import { diceHintLine } from './input/hint-line';
import { colorRowId, DICE_ROWS, REROLL_ROW } from './input/bindings';
import { DICE_LOBBY } from './lobby-options';
import { DICE_RESULTS } from './results';
import { DICE_HOWTO_BUTTONS } from './input/howto-buttons';

/** Ligretto Dice: the table, its rule lines, its remappable pad actions (a button per colour, reroll) and its score columns. */
export const DICE_UI: GameUi<DiceTableDescription> = {
  ...DICE_LOBBY,
  createTable: (services) => new DiceTableScreen(services),
  bindings: DICE_ROWS,
  controls: [
    { id: colorRowId('r'), name: () => t('dice.color.r') },
    { id: colorRowId('y'), name: () => t('dice.color.y') },
    { id: colorRowId('g'), name: () => t('dice.color.g') },
    { id: colorRowId('b'), name: () => t('dice.color.b') },
    { id: REROLL_ROW, name: () => t('dice.hint.reroll') },
  ],
  seatKeys: (hints) => diceHintLine(hints),
  results: DICE_RESULTS,
  howtoButtons: DICE_HOWTO_BUTTONS,
};
