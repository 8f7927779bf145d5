/** Coloretto's front end as the registry sees it. */
import { t } from '@renderer/games/coloretto/i18n/translate';
import type { GameUi } from '../game-ui';
import { COLORETTO_ROWS } from './input/bindings';
import { COLORETTO_LOBBY } from './lobby-options';
import { COLORETTO_RESULTS } from './results';
import { ColorettoTable, type ColorettoTableDescription } from './table';
import { seatKeysLine } from './table-text';
import { FinalBoard } from './views/FinalBoard';
import { COLORETTO_HOWTO_BUTTONS } from './i18n/howto';

/** Coloretto: the table, its turn timer line, its remappable pad actions and its score columns. */
export const COLORETTO_UI: GameUi<ColorettoTableDescription> = {
  ...COLORETTO_LOBBY,
  createTable: (services) => new ColorettoTable(services),
  bindings: COLORETTO_ROWS,
  controls: [
    { id: 'coloretto.act', name: () => t('coloretto.control.act') },
    { id: 'coloretto.take', name: () => t('coloretto.control.take') },
  ],
  seatKeys: (hints) => seatKeysLine(hints),
  // The final scores: every colour of every player, on a board of full-width rows in rank order.
  results: { ...COLORETTO_RESULTS, scoresBoard: () => new FinalBoard() },
  howtoButtons: COLORETTO_HOWTO_BUTTONS,
};
