/** The controls screen's lines without Pixi: a game's remappable actions, then pause, with the button each has on a pad. */
import type { GameUi } from '@renderer/games/game-ui';
import { t } from '../i18n/i18n';
import { BindingTable, keysDevice, type ButtonOverrides, type DeviceRef } from '../input/index';

/** One remappable action as the screen lists it. */
export interface ControlRow {
  /** Its binding row id (what the remap store assigns). */
  readonly id: string;
  readonly name: string;
  /** The pad's button for it, '—' when it has none. */
  readonly value: string;
}

/** What the lines read of a game: its remappable actions and its binding rows. */
export type GameControls = Pick<GameUi, 'controls' | 'bindings'>;

/** The lines for one pad: the game's actions (none for a game this renderer does not know), then pause. */
export function controlRows(game: GameControls | null, pad: DeviceRef, overrides: ButtonOverrides): ControlRow[] {
  const table = new BindingTable(game?.bindings ?? []);
  const actions = [...(game?.controls ?? []), { id: 'game.pause', name: () => t('hint.pause') }];
  return actions.map((a) => ({ id: a.id, name: a.name(), value: table.label(pad, a.id, overrides) || '—' }));
}

/** One action with its key on each of the two key sets. */
export interface KeyRow {
  readonly name: string;
  readonly keys: readonly [string, string];
}

/** The game's actions and pause with both key sets' keys, for a party without pads (keys cannot be remapped). */
export function keyRows(game: GameControls | null): KeyRow[] {
  const table = new BindingTable(game?.bindings ?? []);
  const actions = [...(game?.controls ?? []), { id: 'game.pause', name: () => t('hint.pause') }];
  return actions.map((a) => ({
    name: a.name(),
    keys: [table.label(keysDevice(0), a.id, {}) || '—', table.label(keysDevice(1), a.id, {}) || '—'],
  }));
}
