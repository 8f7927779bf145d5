/** Coloretto in the lobby: its turn timer (KT7), stepping through off and a few lengths; no seat handicap. */
import { DEFAULT_TURN_SECONDS } from '@shared/games/coloretto/options';
import { t } from '@renderer/games/coloretto/i18n/translate';
import type { MenuItem } from '@renderer/ui/Menu';
import type { GameLobby, GameOptionsHost } from '../game-ui';

/** The turn timer's choices in the lobby, off first. */
export const TURN_SECONDS_CHOICES: readonly (number | null)[] = [null, 10, 15, DEFAULT_TURN_SECONDS, 30, 45, 60, 90];

/** The turn timer one step on from `current` (wrapping); a value not in the list goes to the default. */
export function nextTurnSeconds(current: number | null, step: -1 | 1): number | null {
  const i = TURN_SECONDS_CHOICES.indexOf(current);
  if (i < 0) return DEFAULT_TURN_SECONDS;
  const n = TURN_SECONDS_CHOICES.length;
  const next = TURN_SECONDS_CHOICES[(i + step + n) % n];
  return next === undefined ? DEFAULT_TURN_SECONDS : next;
}

/** The turn timer's text: "20 s" or "Off". */
export function turnSecondsLabel(value: number | null): string {
  return value === null ? t('coloretto.rules.turnSeconds.off') : t('coloretto.rules.turnSeconds.value', { n: value });
}

/** The lobby lines of Coloretto's options. */
export function colorettoLobbyOptions(host: GameOptionsHost): MenuItem[] {
  return [
    {
      id: 'turnSeconds',
      label: () => t('coloretto.rules.turnSeconds'),
      value: () => turnSecondsLabel(host.options().games.coloretto.turnSeconds),
      onChange: (step: -1 | 1) =>
        host.setOptions({ game: 'coloretto', options: { turnSeconds: nextTurnSeconds(host.options().games.coloretto.turnSeconds, step) } }),
    },
  ];
}

/**
 * Coloretto as the lobby shows it: one game is the match (no target or fixed rounds) and a press out of turn costs
 * nothing (no wrong-press lock), so none of those shared lines is on show for it.
 */
export const COLORETTO_LOBBY: GameLobby = {
  id: 'coloretto',
  name: () => t('coloretto.name'),
  lobbyOptions: colorettoLobbyOptions,
  handicap: null,
  sharedOptions: [],
};
