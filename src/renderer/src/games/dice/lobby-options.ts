/** Ligretto Dice in the lobby: its name, the reroll time (DP5) and the extra dice handicap (DS2); rounds are the shared line (DM1). */
import { DEFAULT_REROLL_LOCK_MS, MAX_EXTRA_DICE, type DiceLobbyOptions } from '@shared/games/dice/options';
import type { MatchOptions } from '@shared/seats';
import { formatNumber, getLanguage } from '@renderer/i18n/i18n';
import { pluralForm } from '@shared/plural';
import { t } from '@renderer/games/dice/i18n/translate';
import type { MenuItem } from '@renderer/ui/Menu';
import type { GameLobby, GameOptionsHost } from '../game-ui';

/** The reroll times the lobby steps through, game ms (0: the dice lie still at once). */
export const REROLL_LOCK_STEPS = [0, 400, 800, 1200, 1600] as const;

/** The reroll time the lobby options hold. */
export function rerollLockOf(options: MatchOptions): number {
  return options.games.dice.rerollLockMs;
}

/** The patch of Ligretto Dice's options moving the reroll time one step (wrapping); a value off the steps goes to the nearest. */
export function rerollLockStep(options: MatchOptions, step: -1 | 1): Partial<DiceLobbyOptions> {
  const now = rerollLockOf(options);
  let i = REROLL_LOCK_STEPS.findIndex((v) => v >= now);
  if (i < 0) i = REROLL_LOCK_STEPS.length - 1;
  else if (REROLL_LOCK_STEPS[i] !== now && step === 1) i -= 1;
  const n = REROLL_LOCK_STEPS.length;
  return { rerollLockMs: REROLL_LOCK_STEPS[(((i + step) % n) + n) % n] ?? DEFAULT_REROLL_LOCK_MS };
}

/** The reroll time as the lobby reads it ("0.8 s", "Instant"). */
export function rerollLockLabel(ms: number): string {
  return ms === 0
    ? t('dice.rules.rerollLock.off')
    : t('dice.rules.rerollLock.value', { n: formatNumber(ms / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
}

/** The lobby lines of Ligretto Dice's own options. */
export function diceLobbyOptions(host: GameOptionsHost): MenuItem[] {
  return [
    {
      id: 'rerollLock',
      label: () => t('dice.rules.rerollLock'),
      value: () => rerollLockLabel(rerollLockOf(host.options())),
      onChange: (step: -1 | 1) => host.setOptions({ game: 'dice', options: rerollLockStep(host.options(), step) }),
    },
  ];
}

/** Ligretto Dice as the lobby shows it: the seat handicap is 0 to 2 extra dice, kept per lobby seat in its own options (DS2). */
export const DICE_LOBBY: GameLobby = {
  id: 'dice',
  name: () => t('dice.name'),
  lobbyOptions: diceLobbyOptions,
  handicap: {
    label: () => t('dice.handicap'),
    value: (n) => t('dice.handicap.value', { n }),
    badge: (n) => t(`dice.handicap.badge.${pluralForm(n, getLanguage())}`, { n: formatNumber(n) }),
    min: 0,
    max: MAX_EXTRA_DICE,
    none: 0,
    of: (_seat, index, options) => options.games.dice.extraDice[index] ?? 0,
    set: (index, n, options) => ({
      op: 'set-game-options',
      patch: { game: 'dice', options: { extraDice: options.games.dice.extraDice.map((v, i) => (i === index ? n : v)) } },
    }),
  },
  // DM1: a match is a number of rounds, never a target score; a wrong press locks the seat (F1).
  sharedOptions: ['rounds', 'rejectLockMs'],
};
