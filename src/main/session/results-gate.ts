/** The waiting results screen: whom it waits for, and which seats pressed continue on the one showing now. */
import type { ResultsWait } from '@shared/protocol';
import { openWait, pressContinue, type FrozenSeat } from '@shared/results-wait';
import type { Seat } from '@shared/seats';
import type { MatchRunner } from './MatchRunner';

/** What the gate reads of the running match: whether its screen waits, which showing it is, its seat map. */
export type GateMatch = Pick<MatchRunner, 'waits' | 'entered' | 'players'>;

/** Continue presses on waiting results screens, kept per showing (MatchRunner.entered) so a new screen starts afresh. */
export class ResultsGate {
  private ready: { readonly entered: number; readonly seats: readonly number[] } = { entered: -1, seats: [] };

  /** The waiting results screen's wait (people who can press now, who did), null when nothing waits or the table is paused. */
  waiting(m: GateMatch | null, seats: readonly Seat[], frozen: readonly FrozenSeat[], paused: boolean): ResultsWait | null {
    if (!m?.waits() || paused) return null;
    const wait = openWait(seats, m.players, frozen);
    const pressed = this.ready.entered === m.entered ? this.ready.seats : [];
    return { ...wait, ready: wait.people.filter((seat) => pressed.includes(seat)) };
  }

  /** A continue press on a skippable screen with its wait (null: it waits for nobody): true when the screen moves on. */
  press(m: GateMatch, wait: ResultsWait | null, seat: number | undefined): boolean {
    const press = wait ? pressContinue(wait, seat) : null;
    if (press?.kind !== 'wait') return true;
    this.ready = { entered: m.entered, seats: press.wait.ready };
    return false;
  }
}
