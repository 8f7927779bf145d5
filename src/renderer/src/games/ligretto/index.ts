/** Ligretto's front end as the registry sees it. */
import { t } from '@renderer/games/ligretto/i18n/translate';
import type { GameUi } from '../game-ui';
import { LIGRETTO_ROWS } from './input/bindings';
import { LIGRETTO_LOBBY } from './lobby-options';
import { LIGRETTO_RESULTS } from './results';
import { TableScreen, type TableDescription } from './table';
import { seatKeysLine } from './input/hint-line';
import { LIGRETTO_HOWTO_BUTTONS } from './i18n/howto';

/** Ligretto: the table, its rule lines, its remappable pad actions and its score columns. */
export const LIGRETTO_UI: GameUi<TableDescription> = {
  ...LIGRETTO_LOBBY,
  createTable: (services) => new TableScreen(services),
  bindings: LIGRETTO_ROWS,
  controls: [
    { id: 'game.stack', name: () => t('hint.stack') },
    { id: 'game.waste', name: () => t('hint.waste') },
    { id: 'game.flip', name: () => t('hint.flip') },
    { id: 'game.row-at-cursor', name: () => `${t('hint.row')} ◆` },
    { id: 'game.row.0', name: () => `${t('hint.row')} 1` },
    { id: 'game.row.1', name: () => `${t('hint.row')} 2` },
    { id: 'game.row.2', name: () => `${t('hint.row')} 3` },
    { id: 'game.row.3', name: () => `${t('hint.row')} 4` },
  ],
  seatKeys: seatKeysLine,
  results: LIGRETTO_RESULTS,
  howtoButtons: LIGRETTO_HOWTO_BUTTONS,
};
