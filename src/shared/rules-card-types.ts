/** The shape of a rules card (see `rules-card.ts`), kept apart so each game's card can name it without a cycle. */

/** The languages a rules card is written in: the TV's and the phone's four. */
export const RULES_CARD_LANGUAGES = ['en', 'es', 'de', 'is'] as const;

/** One of them. */
export type RulesCardLanguage = (typeof RULES_CARD_LANGUAGES)[number];

/** Most lines a card has: it must fit one screen in big type, readable from the sofa. */
export const RULES_CARD_MAX_LINES = 7;

/** One card: the heading and its lines, each a short "what: how" sentence. */
export interface RulesCard {
  readonly title: string;
  readonly lines: readonly { readonly head: string; readonly text: string }[];
}

/** A game's card in every language. */
export type RulesCards = Readonly<Record<RulesCardLanguage, RulesCard>>;
