/** The games the front end can show, by id: a new game adds its folder under games/ and one line here. */
import type { GameId } from '@shared/game';
import { findGameUi, type GameUi } from './game-ui';
import { LIGRETTO_UI } from './ligretto/index';
import { DICE_UI } from './dice/index';
import { COLORETTO_UI } from './coloretto/index';

/** Every game's front end, in the lobby's order. */
export const GAME_UIS = [LIGRETTO_UI, DICE_UI, COLORETTO_UI] as const satisfies readonly GameUi[];

/** What any registered game's table describes (the end-to-end tests read it). */
export type AnyTableDescription = ReturnType<ReturnType<(typeof GAME_UIS)[number]['createTable']>['describe']>;

/** The front end of a game, or null for a game this renderer does not know. */
export function gameUi(id: GameId): GameUi | null {
  return findGameUi<GameUi>(GAME_UIS, id);
}
