/** A seat's intent as the game reads it, and as a refusal shows it (MatchRunner's checks at the message boundary). */
import type { AnyGameRules } from '@shared/game';

/** An intent as a seat sends it: the game's fields without `player`. */
export interface SeatIntent {
  readonly do: string;
  readonly slot?: number | undefined;
  /** The game's own fields (a die, a row), already checked by the message schema (intentArgsSchema). */
  readonly args?: Readonly<Record<string, number>> | undefined;
}

/**
 * A seat's intent as the game reads it (the seat's player and kind last, so no argument can stand for another
 * player), or null when it is none of the game's intents. Only what this gives may be echoed back to the views.
 */
export function gameIntent(rules: AnyGameRules, player: number, msg: SeatIntent): { readonly player: number } | null {
  const parsed = rules.schemas.intent.safeParse({
    ...(msg.args ?? {}),
    ...(msg.slot === undefined ? {} : { slot: msg.slot }),
    player,
    do: msg.do,
  });
  return parsed.success ? parsed.data : null;
}

/** The kind and slot of a game's own intent, as a `rejected` message shows them. */
export function shownIntent(rules: AnyGameRules, intent: { readonly player: number }): { readonly do: string; readonly slot?: unknown } {
  const fields = rules.schemas.intent.safeParse(intent);
  const shown = fields.success && typeof fields.data === 'object' && fields.data !== null ? fields.data : {};
  const kind = 'do' in shown && typeof shown.do === 'string' ? shown.do : '';
  return { do: kind, slot: 'slot' in shown ? shown.slot : undefined };
}
