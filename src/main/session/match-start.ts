/** Turning the lobby into a game: occupied seats become players in seat order; a saved night continues as it was. */
import type { AnyGameBot, BotRegistry } from '@bots/index';
import type { GameRegistry } from '@engine/game-registry';
import type { AnyGameRules, GameId } from '@shared/game';
import { gameLobbyOf } from '@shared/match-options';
import type { MatchOptions, Seat } from '@shared/seats';
import { occupiedSeats } from './lobby';
import type { ResumePlan } from './ports';

/** A started game with its seat map, or why it cannot start. */
export type StartResult =
  | { readonly ok: true; readonly state: unknown; readonly events: readonly unknown[]; readonly players: number[] }
  | { readonly ok: false; readonly problems: readonly string[] };

/** Deals the first round for the occupied seats with the game's lobby options and each seat's settings (handicaps). */
export function startGame(rules: AnyGameRules, seats: readonly Seat[], options: MatchOptions, seed: number): StartResult {
  const players = occupiedSeats(seats);
  const { min, max } = rules.players;
  if (players.length < min || players.length > max) return { ok: false, problems: [`${rules.id} needs ${min} to ${max} players`] };
  const resolved = rules.options(
    gameLobbyOf(options, rules.id),
    players.map((i) => ({ seat: i, stackSize: seats[i]?.stackSize ?? 10 })),
  );
  const created = rules.setup(resolved, seed);
  if (!created.ok) return created;
  return { ok: true, state: created.state, events: created.events, players };
}

/** The resumed night's next round for the lobby's seats, or why it cannot start (the seats must be the saved ones). */
export function resumeGame(rules: AnyGameRules, seats: readonly Seat[], plan: ResumePlan): StartResult {
  const taken = occupiedSeats(seats);
  if (taken.length !== plan.players.length || taken.some((seat, i) => seat !== plan.players[i])) {
    const wanted = plan.players.map((s) => s + 1).join(', ');
    return { ok: false, problems: [`the resumed night needs seats ${wanted} taken, as it was saved (discard it to start a new night)`] };
  }
  const options = rules.schemas.options.safeParse(plan.options);
  if (!options.success) return { ok: false, problems: [`the saved ${rules.id} options are not valid`] };
  const resumed = rules.resume(options.data, plan.seed, plan.history);
  if (!resumed.ok) return resumed;
  const players = rules.match(resumed.state).totals.length;
  if (players !== plan.players.length)
    return { ok: false, problems: [`the saved ${rules.id} options are for ${players} players, the night has ${plan.players.length}`] };
  return { ok: true, state: resumed.state, events: resumed.events, players: [...plan.players] };
}

/** A match ready to run: its rules, its bots and its start. */
export type PreparedMatch =
  | { readonly ok: true; readonly rules: AnyGameRules; readonly bot: AnyGameBot; readonly started: Extract<StartResult, { ok: true }> }
  | { readonly ok: false; readonly problems: readonly string[] };

/** What the next match starts from: a resumed night's plan when there is one, else the lobby's game, seats and options. */
export interface MatchPlan {
  readonly games: GameRegistry;
  readonly bots: BotRegistry;
  readonly plan: ResumePlan | null;
  readonly game: GameId;
  readonly seats: readonly Seat[];
  readonly options: MatchOptions;
  /** The new game's seed, drawn only when a new game is dealt. */
  readonly seed: () => number;
}

/** Finds the game and its bots and starts (or resumes) it, or says why the match cannot start. */
export function prepareMatch({ games, bots, plan, game, seats, options, seed }: MatchPlan): PreparedMatch {
  const rules = games.get(plan?.game ?? game);
  const bot = rules === null ? null : bots.get(rules.id);
  if (rules === null || bot === null) return { ok: false, problems: [`no game or bots for ${plan?.game ?? game}`] };
  const started = plan ? resumeGame(rules, seats, plan) : startGame(rules, seats, options, seed());
  return started.ok ? { ok: true, rules, bot, started } : started;
}
