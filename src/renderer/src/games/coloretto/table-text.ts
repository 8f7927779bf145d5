/** The words of Coloretto's table (turn title, control hint, refusals), chosen without Pixi. */
import type { ColorettoState } from '@shared/games/coloretto/state';
import type { Seat } from '@shared/seats';
import { t } from '@renderer/games/coloretto/i18n/translate';
import type { Hint } from '@renderer/input/index';

/** Whom the turn line speaks of and how they play: a pad or key set (its hints), a phone, a bot, or nobody. */
export type TurnController =
  | { readonly kind: 'device'; readonly hints: readonly Hint[] }
  | { readonly kind: 'phone' }
  | { readonly kind: 'bot'; readonly level: string }
  | { readonly kind: 'other' };

/** The control hint for the seat on turn: "← → choose row · A draw · Y take row" (A places once a card is drawn). */
export function turnHint(game: ColorettoState, controller: TurnController): string {
  if (controller.kind === 'phone') return t('coloretto.hint.phone');
  if (controller.kind === 'bot') return t('coloretto.thinking', { level: controller.level });
  const label = (id: string, fallback: string): string =>
    controller.kind === 'device' ? controller.hints.find((h) => h.id === id)?.label || fallback : fallback;
  const move = `${label('coloretto.left', '←')} ${label('coloretto.right', '→')} ${t('coloretto.hint.move')}`;
  const act = `${label('coloretto.act', 'A')} ${t(game.drawn === null ? 'coloretto.hint.draw' : 'coloretto.hint.place')}`;
  const take = `${label('coloretto.take', 'Y')} ${t('coloretto.hint.take')}`;
  return game.drawn === null ? `${move} · ${act} · ${take}` : `${move} · ${act}`;
}

/** A seat's keys before the game (the lobby chip): the turn line with a card still to draw. */
export function seatKeysLine(hints: readonly Hint[]): string {
  const label = (id: string, fallback: string): string => hints.find((h) => h.id === id)?.label || fallback;
  const move = `${label('coloretto.left', '←')} ${label('coloretto.right', '→')} ${t('coloretto.hint.move')}`;
  return `${move} · ${label('coloretto.act', 'A')} ${t('coloretto.hint.draw')} · ${label('coloretto.take', 'Y')} ${t('coloretto.hint.take')}`;
}

/** The controller of a seat as the turn line needs it (`hints` for a pad or key set on this screen). */
export function controllerOf(seat: Seat | undefined, hints: ((seat: Seat) => readonly Hint[] | null) | null): TurnController {
  if (!seat) return { kind: 'other' };
  if (seat.kind === 'bot') return { kind: 'bot', level: t(`bot.${seat.botLevel}`) };
  if (seat.input?.kind === 'phone') return { kind: 'phone' };
  const own = hints?.(seat) ?? null;
  return own ? { kind: 'device', hints: own } : { kind: 'other' };
}

const REASONS = [
  'not-your-turn',
  'bad-row',
  'row-taken',
  'row-full',
  'row-empty',
  'rows-full',
  'deck-empty',
  'must-place',
  'nothing-drawn',
] as const;

/** The words for a refused move's reason. */
export function reasonText(reason: string): string {
  const known = REASONS.find((r) => r === reason);
  return t(known === undefined ? 'coloretto.reject.other' : `coloretto.reject.${known}`);
}
