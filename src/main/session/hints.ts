/**
 * Live hints for a stuck newcomer (issue 30): a person's seat that has a legal play and has not played for
 * HINT_AFTER_MS of game time gets one play named in the snapshot, which its table area pulses (pure but for the
 * per-seat times it keeps).
 */
import type { AnyGameRules } from '@shared/game';
import type { SeatHint } from '@shared/protocol';
import type { SessionOptions } from '@shared/match-options';
import { shownIntent } from './MatchRunner';

/** Game ms without a play before a seat gets its hint. */
export const HINT_AFTER_MS = 5000;

/** Plays a hint names only when nothing else is legal: a flip or a reroll is no "playable card or die". */
const LAST_RESORT = new Set(['flip', 'reroll', 'stack-to-row', 'waste-to-row']);

/** Whether hints are on for this match: the option, in the session's first real match (or the practice round) by default. */
export function hintsOn(options: Pick<SessionOptions, 'hints'>, firstMatch: boolean): boolean {
  const setting = options.hints ?? 'first';
  return setting === 'on' || (setting === 'first' && firstMatch);
}

/** The play a hint names for a player: the first legal play, a last-resort one only when nothing else is legal; null when none. */
export function pickHint(
  rules: AnyGameRules,
  state: unknown,
  player: number,
): { readonly do: string; readonly slot: number | null } | null {
  const legal = rules.legalIntents(state, player) as readonly { readonly player: number }[];
  const shown = legal.map((intent) => {
    const s = shownIntent(rules, intent);
    // A Coloretto row or a Ligretto Dice die is the hint's slot: the pads and the TV find the row or die by it.
    const at = 'row' in intent ? intent.row : 'die' in intent ? intent.die : null;
    return { do: s.do, slot: typeof s.slot === 'number' ? s.slot : typeof at === 'number' ? at : null };
  });
  return shown.find((x) => !LAST_RESORT.has(x.do)) ?? shown[0] ?? null;
}

/** When each player last played (or play began), in game ms. */
export class HintWatch {
  private since: number[] = [];
  private match: object | null = null;
  private round = -1;

  /** Starts every player's wait at `now` when the match or its round in play changes. */
  begin(match: object, round: number, players: number, now: number): void {
    if (match === this.match && round === this.round) return;
    this.match = match;
    this.round = round;
    this.since = new Array<number>(players).fill(now);
  }

  /** A play was applied (the game's own intent): its player's wait starts again; in a turn-based game everyone's does. */
  played(intent: unknown, now: number, turnBased: boolean): void {
    if (turnBased) this.since = this.since.map(() => now);
    const player = typeof intent === 'object' && intent !== null && 'player' in intent ? intent.player : null;
    if (typeof player === 'number' && player >= 0 && player < this.since.length) this.since[player] = now;
  }

  /** Forgets the match (out of play: the lobby, a results screen, a pause). */
  clear(): void {
    this.match = null;
    this.round = -1;
    this.since = [];
  }

  /** The players waiting HINT_AFTER_MS or longer at `now`. */
  due(now: number): number[] {
    return this.since.flatMap((at, player) => (now - at >= HINT_AFTER_MS ? [player] : []));
  }

  /** The next game time a wait runs out after `now`, or null when none will. */
  nextAt(now: number): number | null {
    const next = this.since.map((at) => at + HINT_AFTER_MS).filter((at) => at > now);
    return next.length > 0 ? Math.min(...next) : null;
  }

  /** The hints of the players due now, as the snapshot carries them. */
  hints(rules: AnyGameRules, state: unknown, now: number, seatOf: (player: number) => number | null): SeatHint[] {
    return this.due(now).flatMap((player) => {
      const seat = seatOf(player);
      const hint = seat === null ? null : pickHint(rules, state, player);
      return seat !== null && hint ? [{ seat, ...hint }] : [];
    });
  }
}
