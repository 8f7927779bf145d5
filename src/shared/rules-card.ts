/**
 * A game's one-screen rules card (issue 30, "rules at hand"): a title and a few short lines, the same words on the TV's
 * pause menu ("Rules") and on the phone's "?" sheet, in the four languages both speak. Each game writes its card in
 * `games/<game>/rules-card.ts`; `rulesCard` finds it by game id.
 */
import { COLORETTO_RULES_CARD } from './games/coloretto/rules-card';
import { DICE_RULES_CARD } from './games/dice/rules-card';
import { LIGRETTO_RULES_CARD } from './games/ligretto/rules-card';
import type { RulesCard, RulesCardLanguage } from './rules-card-types';

export type { RulesCard, RulesCardLanguage, RulesCards } from './rules-card-types';
export { RULES_CARD_LANGUAGES, RULES_CARD_MAX_LINES } from './rules-card-types';

const CARDS = { ligretto: LIGRETTO_RULES_CARD, dice: DICE_RULES_CARD, coloretto: COLORETTO_RULES_CARD } as const;

/** Every game that has a rules card. */
export const RULES_CARD_GAMES = Object.keys(CARDS) as readonly (keyof typeof CARDS)[];

/** The rules card of `game` in `language`, or null for a game without one. */
export function rulesCard(game: string, language: RulesCardLanguage): RulesCard | null {
  if (!Object.hasOwn(CARDS, game)) return null;
  return CARDS[game as keyof typeof CARDS][language];
}
