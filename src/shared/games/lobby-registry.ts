/**
 * Each built-in game's lobby options (its schema and defaults, from its own `options.ts`), by game id: one line per
 * game. The match options (src/shared/match-options.ts) are composed from this list, so a new game adds its line here
 * and edits no shared schema.
 */
import { colorettoLobbyOptions } from './coloretto/options';
import { diceLobbyOptions } from './dice/options';
import { ligrettoLobbyOptions } from './ligretto/options';

export const GAME_LOBBY_OPTIONS = {
  ligretto: ligrettoLobbyOptions,
  dice: diceLobbyOptions,
  coloretto: colorettoLobbyOptions,
} as const;
