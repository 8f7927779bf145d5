/** A person's intent on its way to the game: checked against the seat and the game, held for Even latency, then played. */
import type { GameRegistry } from '@engine/game-registry';
import type { ClientMessage, HostOutMessage } from '@shared/protocol';
import { HeldIntents, holdMs, oneWayDelays } from './even-latency';
import type { LobbyState } from './lobby-state';
import { gameIntent, shownIntent, type MatchRunner } from './MatchRunner';
import type { SideStatus } from './side-status';
import type { View } from './ViewHub';

/** An intent message from a view. */
export type IntentMessage = Extract<ClientMessage, { t: 'intent' }>;

/** What an intent reads of the running match, and where it plays it. */
export type IntentMatch = Pick<MatchRunner, 'rules' | 'players' | 'hasBot' | 'seatIntent'>;

/** What the intents ask of their session. */
export interface IntentHost {
  match(): IntentMatch | null;
  paused(): boolean;
  /** Game time in ms. */
  now(): number;
  refuse(view: View, error: string): void;
  send(view: View, msg: HostOutMessage): void;
  /** An intent was played or held: the session's next wake-up may have moved. */
  schedule(): void;
}

/** People's intents, and those held until the slowest seat's press would have arrived (Even latency). */
export class PersonIntents {
  private readonly held = new HeldIntents<{ readonly view: View; readonly msg: IntentMessage }>();

  constructor(
    private readonly games: GameRegistry,
    private readonly lobby: LobbyState,
    private readonly side: SideStatus,
    private readonly host: IntentHost,
  ) {}

  /**
   * A seat's intent: refused when the seat is no person's or the intent none of the game's; answered `not-running`
   * when no match plays it now; else held for Even latency or given to the match (`released`: its hold is over).
   */
  receive(view: View, msg: IntentMessage, released = false): void {
    const seat = this.lobby.seats[msg.seat];
    if (!seat || seat.kind !== 'person') return this.host.refuse(view, `seat ${msg.seat + 1} is not a person's`);
    const m = this.host.match();
    const player = m ? m.players.indexOf(msg.seat) : -1;
    const rules = m?.rules ?? this.games.get(this.lobby.game);
    // Only the game's own reading of an intent is echoed: a kind the game does not know ("constructor") is refused.
    const intent = rules ? gameIntent(rules, Math.max(player, 0), msg) : null;
    if (!rules || intent === null) return this.host.refuse(view, `not a ${rules?.id ?? this.lobby.game} intent: ${msg.do}`);
    if (!m || player === -1 || this.host.paused() || m.hasBot(player)) {
      const shown = shownIntent(rules, intent);
      const slot = typeof shown.slot === 'number' ? shown.slot : null;
      return this.host.send(view, { t: 'rejected', seat: msg.seat, do: shown.do, slot, reason: 'not-running', late: false });
    }
    const hold = released ? 0 : this.holdFor(msg.seat, m);
    if (hold > 0) this.held.hold(this.host.now() + hold, { view, msg });
    else m.seatIntent(player, msg);
    this.host.schedule();
  }

  /** When the next held intent is due (game time), null when none is held. */
  nextAt(): number | null {
    return this.held.nextAt();
  }

  /** Plays every held intent due at game time `now`, in release order. */
  release(now: number): void {
    for (const { view, msg } of this.held.due(now)) this.receive(view, msg, true);
  }

  /** Drops every held intent (the match ended). */
  clear(): void {
    this.held.clear();
  }

  /** Even latency: game ms to hold this seat's intent (0 when the option is off or the game is not real-time). */
  private holdFor(seat: number, m: IntentMatch): number {
    const remote = this.side.remoteOn();
    if (this.lobby.options.session.evenLatency !== true || m.rules.flow.pace !== 'real-time' || remote === null) return 0;
    return holdMs(seat, m.players, oneWayDelays(remote.rtt));
  }
}
