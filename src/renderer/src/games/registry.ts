/**
 * The games the front end can show, by id: every `games/<game>/index.ts` that exports a GameUi, found at build time
 * (Vite's import.meta.glob), so a new game adds its folder and no line here.
 */
import type { GameId } from '@shared/game';
import { inMenuOrder } from '@shared/games/game-contract';
import { findGameUi, type GameUi } from './game-ui';
import type { TableDescription } from './ligretto/table';
import type { DiceTableDescription } from './dice/table';
import type { ColorettoTableDescription } from './coloretto/table';

/**
 * What a built-in game's table describes (the end-to-end tests read it); a game found beside them describes its table
 * in its own shape, which its tests read as theirs.
 */
export type AnyTableDescription = TableDescription | DiceTableDescription | ColorettoTableDescription;

/** Is an export of a game's index its GameUi? */
function isGameUi(value: unknown): value is GameUi<AnyTableDescription> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'createTable' in value &&
    typeof value.createTable === 'function'
  );
}

const found = Object.values(import.meta.glob<Record<string, unknown>>('./*/index.ts', { eager: true })).flatMap((m) =>
  Object.values(m).filter(isGameUi),
);

const [first, ...rest] = inMenuOrder(found, (g) => g.id);
if (!first) throw new Error('no game front end found under games/');

/** Every game's front end, in the lobby's order. */
export const GAME_UIS: readonly [GameUi<AnyTableDescription>, ...GameUi<AnyTableDescription>[]] = [first, ...rest];

/** The front end of a game, or null for a game this renderer does not know. */
export function gameUi(id: GameId): GameUi | null {
  return findGameUi<GameUi>(GAME_UIS, id);
}
