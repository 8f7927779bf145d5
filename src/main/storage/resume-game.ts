/** Starting the lobby's match from a saved night: same seats, options, seed and totals (M1-M3). */
import { resumeMatch } from '@engine/ligretto/index';
import type { Seat } from '@shared/seats';
import { occupiedSeats } from '../session/lobby';
import type { StartResult } from '../session/match-start';
import type { ResumePlan } from './saves-port';

/** The resumed night's next round for the lobby's seats, or why it cannot start (the seats must be the saved ones). */
export function resumeGame(seats: readonly Seat[], plan: ResumePlan): StartResult {
  const taken = occupiedSeats(seats);
  if (taken.length !== plan.players.length || taken.some((seat, i) => seat !== plan.players[i])) {
    const wanted = plan.players.map((s) => s + 1).join(', ');
    return { ok: false, problems: [`the resumed night needs seats ${wanted} taken, as it was saved (discard it to start a new night)`] };
  }
  const resumed = resumeMatch(plan.options, plan.seed, plan.history);
  if (!resumed.ok) return resumed;
  return { ok: true, state: resumed.state, events: resumed.events, players: [...plan.players] };
}
