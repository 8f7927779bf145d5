/** Each game's rules card is named in its view contract and found through the registered contracts (issue 29). */
import { describe, expect, it } from 'vitest';
import { GAME_CONTRACTS } from '@shared/games/contracts';
import type { GameViewContract } from '@shared/games/game-contract';
import { rulesCard } from '@shared/rules-card';
import { RULES_CARD_LANGUAGES, RULES_CARD_MAX_LINES } from '@shared/rules-card-types';
import { TOY_CONTRACT } from '../../support/toy/shared/games/toy/contract';

const contracts: readonly GameViewContract[] = GAME_CONTRACTS;

describe('rules cards come from the games’ contracts', () => {
  it.each(contracts.map((c) => c.id))('%s names a card in every language, at most 7 lines, the lookup returns it', (id) => {
    const contract = contracts.find((c) => c.id === id);
    for (const language of RULES_CARD_LANGUAGES) {
      const card = contract?.rulesCard?.[language];
      expect(card, `${id} ${language}`).toBeDefined();
      expect(card?.title).not.toBe('');
      expect(card?.lines.length).toBeGreaterThan(0);
      expect(card?.lines.length).toBeLessThanOrEqual(RULES_CARD_MAX_LINES);
      expect(rulesCard(id, language)).toBe(card);
    }
    // Every language has as many lines as English (the same card, translated).
    const lines = RULES_CARD_LANGUAGES.map((l) => contract?.rulesCard?.[l].lines.length);
    expect(new Set(lines).size).toBe(1);
  });

  it('a game that is not registered has no card, even when its contract carries one (no list besides the registry)', () => {
    expect(TOY_CONTRACT.rulesCard.en.title).toBe('Press Race: the rules');
    expect(rulesCard(TOY_CONTRACT.id, 'en')).toBeNull();
    expect(rulesCard('no-such-game', 'de')).toBeNull();
  });
});
