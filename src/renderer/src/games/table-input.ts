/** The presses every game's table handles alike, before the game turns the rest into its own intents. */
import type { ClientMessage, Snapshot } from '@shared/protocol';
import type { Stage } from '@shared/stage';
import { seatOfDevice, type ActionEvent, type InputEvent } from '@renderer/input/index';

/** A seated person's press on the running table. */
export interface SeatAction {
  readonly seat: number;
  /** The seat's engine player. */
  readonly player: number;
  readonly action: ActionEvent['action'];
}

/**
 * How long a stopped round shows before a confirm press continues: people press their last plays as the round ends,
 * and those presses must not skip the moment that says who stopped it.
 */
export const STOP_GUARD_MS = 700;

/** When a table first showed its round stopped (performance.now() time); the screen tells it every snapshot. */
export class StopSeen {
  private at: number | null = null;

  /** The table shows `stage` as of `now`. */
  note(stage: Stage, now: number): void {
    if (stage !== 'stopped') this.at = null;
    else this.at ??= now;
  }

  /** Since when the round shows stopped; null while it does not. */
  get since(): number | null {
    return this.at;
  }
}

/**
 * Takes what is the same at every table: a watched replay's bar gets the presses, pause asks for the pause menu and
 * confirm continues a stopped round once it has shown for STOP_GUARD_MS (`stoppedSince`: StopSeen.since). Returns the other presses of seated players (a waking press and an unseated
 * device's press do nothing), in order.
 */
export function seatActions(
  snapshot: Snapshot,
  events: readonly InputEvent[],
  send: (msg: ClientMessage) => unknown,
  replayBar: { input(events: readonly InputEvent[]): void },
  stoppedSince: number | null,
): SeatAction[] {
  if (snapshot.replay) {
    replayBar.input(events);
    return [];
  }
  const out: SeatAction[] = [];
  for (const e of events) {
    if (e.type !== 'action') continue;
    if (e.action.kind === 'pause') send({ t: 'control', op: 'pause' });
    else if (snapshot.stage === 'stopped' && e.action.kind === 'confirm') {
      if (stoppedSince !== null && e.at - stoppedSince >= STOP_GUARD_MS) send({ t: 'control', op: 'continue' });
    } else {
      const seat = seatOfDevice(snapshot.seats, e.device);
      if (seat === null || e.waking) continue;
      out.push({ seat, player: snapshot.players.indexOf(seat), action: e.action });
    }
  }
  return out;
}

/** A table's shared input: remembers when the round showed stopped and hands the rest to seatActions. */
export class TableInput {
  private readonly stop = new StopSeen();

  constructor(
    private readonly send: (msg: ClientMessage) => unknown,
    private readonly replayBar: { input(events: readonly InputEvent[]): void },
  ) {}

  /** The table shows `stage` as of `now` (performance.now() time): call with every snapshot. */
  shown(stage: Stage, now: number): void {
    this.stop.note(stage, now);
  }

  /** The seated players' presses among `events` (see seatActions). */
  actions(snapshot: Snapshot, events: readonly InputEvent[]): SeatAction[] {
    return seatActions(snapshot, events, this.send, this.replayBar, this.stop.since);
  }
}
