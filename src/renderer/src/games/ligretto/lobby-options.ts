/** Ligretto in the lobby: its rule lines, row size (S3), blockade remedy (B1/B2), the advanced row (A1) and the used-up hand (P7), and the stack-size handicap (S2). */
import { DEFAULT_STACK, MIN_STACK, type LigrettoLobbyOptions } from '@shared/games/ligretto/options';
import { t } from '@renderer/games/ligretto/i18n/translate';
import { advancedRowLabel, blockadeLabel, rowSizeLabel } from './i18n/labels';
import type { MenuItem } from '@renderer/ui/Menu';
import type { GameLobby, GameOptionsHost } from '../game-ui';
import { countText } from '@renderer/i18n/labels';

/** Ligretto's own options, in menu order. */
export const LIGRETTO_OPTION_KEYS = ['rowSize', 'blockade', 'advancedRow', 'recycle'] as const;

/** One of Ligretto's own options. */
export type LigrettoOptionKey = (typeof LIGRETTO_OPTION_KEYS)[number];

/** The patch of Ligretto's lobby options that changes one of them one step (each has two values). */
export function ligrettoOptionStep(options: LigrettoLobbyOptions, key: LigrettoOptionKey): Partial<LigrettoLobbyOptions> {
  switch (key) {
    case 'rowSize':
      return { rowSize: options.rowSize === 'official' ? 'large-table' : 'official' };
    case 'blockade':
      return { blockade: options.blockade === 'reshuffle' ? 'end-round' : 'reshuffle' };
    case 'advancedRow':
      return { advancedRow: !options.advancedRow };
    case 'recycle':
      return { recycle: options.recycle === 'turn-over' ? 'shuffle' : 'turn-over' };
  }
}

const LINES: Readonly<Record<LigrettoOptionKey, { label: () => string; value: (o: LigrettoLobbyOptions) => string }>> = {
  rowSize: { label: () => t('rules.rowSize'), value: (o) => rowSizeLabel(o.rowSize) },
  blockade: { label: () => t('rules.blockade'), value: (o) => blockadeLabel(o.blockade) },
  advancedRow: { label: () => t('rules.advancedRow'), value: (o) => advancedRowLabel(o.advancedRow) },
  recycle: {
    label: () => t('rules.recycle'),
    value: (o) => t(o.recycle === 'shuffle' ? 'rules.recycle.shuffle' : 'rules.recycle.turn-over'),
  },
};

/** The lobby lines of Ligretto's options. */
export function ligrettoLobbyOptions(host: GameOptionsHost): MenuItem[] {
  return LIGRETTO_OPTION_KEYS.map((key) => ({
    id: key,
    label: LINES[key].label,
    value: () => LINES[key].value(host.options().games.ligretto),
    onChange: () => host.setOptions({ game: 'ligretto', options: ligrettoOptionStep(host.options().games.ligretto, key) }),
    help: () => t(`rules.${key}.help`),
  }));
}

/** Ligretto as the lobby shows it. */
export const LIGRETTO_LOBBY: GameLobby = {
  id: 'ligretto',
  name: () => t('ligretto.name'),
  lobbyOptions: ligrettoLobbyOptions,
  handicap: {
    label: () => t('lobby.stackSize'),
    value: (n) => countText('count.cards', n),
    min: MIN_STACK,
    max: DEFAULT_STACK,
    none: DEFAULT_STACK,
    // S2: the stack size is the seat's own field.
    of: (seat) => seat.stackSize,
    set: (seat, stackSize) => ({ op: 'update-seat', seat, patch: { stackSize } }),
  },
};
