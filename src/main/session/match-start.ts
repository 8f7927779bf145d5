/** Turning the lobby into a game: occupied seats become players in seat order; a saved night continues as it was. */
import type { AnyGameRules } from '@shared/game';
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
