/**
 * Each registered game's lobby options (its schema and defaults, from its own `options.ts`), by game id, taken from
 * the view contracts `registered.ts` lists. The match options (src/shared/match-options.ts) are composed from this,
 * so a new game names its options in its contract and edits no shared schema.
 */
import * as REGISTERED from './registered';

type Contract = (typeof REGISTERED)[keyof typeof REGISTERED];
type WithLobby = Extract<Contract, { readonly lobby: unknown }>;

/** The registered games' lobby options, by game id. */
export type LobbyRegistry = { readonly [C in WithLobby as C['id']]: C['lobby'] };

const contracts: readonly Contract[] = Object.values(REGISTERED);

export const GAME_LOBBY_OPTIONS = Object.fromEntries(
  contracts.flatMap((c) => ('lobby' in c && c.lobby !== undefined ? [[c.id, c.lobby]] : [])),
) as LobbyRegistry;
