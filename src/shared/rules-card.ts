/**
 * A game's one-screen rules card (issue 30, "rules at hand"): a title and a few short lines, the same words on the TV's
 * pause menu ("Rules") and on the phone's "?" sheet, in the four languages both speak. Each game writes its card in
 * `games/<game>/rules-card.ts` and names it in its view contract (`rulesCard`); `rulesCard` finds it by game id among
 * the registered games.
 */
import { GAME_CONTRACTS } from './games/contracts';
import type { GameViewContract } from './games/game-contract';
import type { RulesCard, RulesCardLanguage } from './rules-card-types';

const contracts: readonly GameViewContract[] = GAME_CONTRACTS;

/** The rules card of `game` in `language`, or null for a game without one (or one not registered). */
export function rulesCard(game: string, language: RulesCardLanguage): RulesCard | null {
  return contracts.find((c) => c.id === game)?.rulesCard?.[language] ?? null;
}
