/**
 * The lobby as it will be once the host has handled this view's own lobby commands. Menu lines step a value from
 * what they show (the next colour, stack size, option), so two quick presses before the host's snapshot returns
 * must step from the first press's value, not twice from the old one (a lost update on a busy or remote host).
 */
import type { GameId } from '@shared/game';
import type { ClientMessage, LobbyCommand } from '@shared/protocol';
import { withGameOptions, withNamedOptions } from '@shared/match-options';
import type { MatchOptions, Seat } from '@shared/seats';
import type { Ticket } from '../../bridge/Bridge';

/** The lobby values the menu steps. */
export interface LobbyValues {
  readonly seats: readonly Seat[];
  readonly options: MatchOptions;
  readonly game: GameId;
}

/** Commands this view sent that the host has not answered yet, and the lobby with them applied. */
export class UnansweredCommands {
  private pending: { readonly ticket: Ticket; readonly cmd: LobbyCommand }[] = [];

  constructor(private readonly answered: (ticket: Ticket) => boolean) {}

  /** Remembers a sent lobby command whose effect the menu should show before the host's answer arrives. */
  sent(ticket: Ticket | null, msg: ClientMessage): void {
    if (!ticket || msg.t !== 'lobby') return;
    const cmd = msg.cmd;
    if (cmd.op === 'update-seat' || cmd.op === 'set-options' || cmd.op === 'set-game-options' || cmd.op === 'set-game') {
      this.pending.push({ ticket, cmd });
    }
  }

  /** Number of commands still waiting for the host. */
  get size(): number {
    this.forget();
    return this.pending.length;
  }

  /** The host's lobby with every unanswered command applied in the order sent. */
  apply(host: LobbyValues): LobbyValues {
    this.forget();
    let { seats, options, game } = host;
    for (const { cmd } of this.pending) {
      if (cmd.op === 'update-seat') {
        const patch = cmd.patch;
        seats = seats.map((s, i) => (i === cmd.seat && s.kind !== 'open' ? { ...s, ...patch } : s));
      } else if (cmd.op === 'set-options') {
        const next = withNamedOptions(options, cmd.options);
        if (typeof next === 'object') options = next;
      } else if (cmd.op === 'set-game-options') options = withGameOptions(options, cmd.patch);
      else if (cmd.op === 'set-game') game = cmd.game;
    }
    return { seats, options, game };
  }

  private forget(): void {
    if (this.pending.some((p) => this.answered(p.ticket))) this.pending = this.pending.filter((p) => !this.answered(p.ticket));
  }
}
