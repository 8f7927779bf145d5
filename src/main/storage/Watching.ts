/** Watching a replay in the app: the snapshot shows the replay's frames like a live game, with a `replay` field. */
import type { AnyGameRules, GameId } from '@shared/game';
import type { ReplayMeta } from '@shared/night';
import type { Snapshot } from '@shared/protocol';
import type { SavesCommand } from '@shared/saves-protocol';
import { DEFAULT_MATCH_OPTIONS, type MatchOptions, type Seat } from '@shared/seats';
import { withGameValues } from '@shared/match-options';
import { emptySeats } from '../session/lobby';
import { ReplayPlayer } from './ReplayPlayer';
import type { SavesPort } from './saves-port';
import { FrameStream, type WatchFrame } from './watch-frames';

/** The lobby options a replay is shown with: the saved ones, overlaid by the game's own options its lobby options name. */
function optionsOf(rules: AnyGameRules, meta: ReplayMeta, state: unknown): MatchOptions {
  const game: unknown = rules.optionsOf(state);
  const given: Record<string, unknown> = typeof game === 'object' && game !== null ? { ...game } : {};
  // One key at a time: the game's lobby schema takes what it names and refuses the rest (players, per-player handicaps).
  return Object.entries(given).reduce(
    (o, [key, value]) => withGameValues(o, rules.id, { [key]: value }),
    meta.lobby ?? DEFAULT_MATCH_OPTIONS,
  );
}

/** The table a replay is drawn at: its saved seats, or plain ones for an imported file. */
function tableOf(
  rules: AnyGameRules,
  file: unknown,
  meta: ReplayMeta,
  state: unknown,
): { game: GameId; seats: Seat[]; players: number[]; options: MatchOptions } {
  const seats = emptySeats();
  const count = rules.replays.players(file);
  const options = optionsOf(rules, meta, state);
  if (meta.seats && meta.seats.length === count) {
    for (const { seat, ...look } of meta.seats) seats[seat] = look;
    return { game: rules.id, seats, players: meta.seats.map((p) => p.seat), options };
  }
  const players = Array.from({ length: count }, (_, i) => i);
  for (const i of players) seats[i] = { ...(seats[i] as Seat), kind: 'bot', name: meta.names[i] ?? `Player ${i + 1}` };
  return { game: rules.id, seats, players, options };
}

/** An intent's kind and slot, for the `rejected` message (any game's intent has a player; most have `do`). */
function kindOf(intent: { readonly player: number }): { do: string; slot: number | null } {
  const fields: Record<string, unknown> = { ...intent };
  const kind = fields['do'];
  const slot = fields['slot'];
  return { do: typeof kind === 'string' ? kind : 'intent', slot: typeof slot === 'number' ? slot : null };
}

/** The replay being watched, if any. */
export class Watching {
  private player: ReplayPlayer | null = null;
  private table: ReturnType<typeof tableOf> | null = null;

  constructor(private readonly saves: SavesPort) {}

  /** Is a replay on screen? */
  active(): boolean {
    return this.player !== null;
  }

  /** The live snapshot, or the replay's frame in its place. */
  snapshot(live: Snapshot<unknown>): Snapshot<unknown> {
    const player = this.player;
    const table = this.table;
    if (!player || !table) return live;
    const frame = player.current();
    const next = player.next();
    const timed = frame.stage === 'countdown' || frame.stage === 'stopped';
    return {
      ...live,
      stage: frame.stage,
      paused: false,
      now: player.at(),
      clockRate: (live.clockRate ?? 1) * player.rate(),
      stageEndsAt: timed && next ? next.at : null,
      seats: table.seats,
      options: table.options,
      players: table.players,
      frozen: [],
      demo: false,
      game: table.game,
      state: frame.state,
      replay: player.watch(),
    };
  }

  private show(frame: WatchFrame): void {
    const host = this.saves.host;
    if (frame.kind === 'state') return host.changed(frame.events);
    const intent = frame.intent;
    const seat = this.table?.players[intent.player] ?? intent.player;
    host.broadcast({ t: 'rejected', seat, ...kindOf(intent), reason: frame.reason, late: frame.late });
  }

  /** Starts, steers or closes the viewer. */
  command(cmd: Extract<SavesCommand, { op: 'watch-replay' | 'watch-control' | 'watch-speed' }>, fail: (error: string) => void): void {
    const host = this.saves.host;
    if (cmd.op === 'watch-replay') {
      if (!host.inLobby()) return fail('replays can be watched from the lobby only');
      const opened = this.saves.library.open(cmd.replay);
      if (!opened.ok) return fail(opened.error);
      const built = FrameStream.open(opened.rules, opened.file, opened.meta);
      if (!built.ok) return fail(`replay ${cmd.replay} cannot be played: ${built.error}`);
      this.player?.stop();
      const first = built.stream.first;
      this.table = tableOf(opened.rules, opened.file, opened.meta, first.state);
      this.player = new ReplayPlayer(opened.meta, built.stream, host.clock, (frame) => this.show(frame));
      return host.changed(first.kind === 'state' ? first.events : []);
    }
    const player = this.player;
    if (!player) return fail('no replay is being watched');
    if (cmd.op === 'watch-speed') player.setSpeed(cmd.speed);
    else if (cmd.action === 'play') player.play();
    else if (cmd.action === 'pause') player.pause();
    else if (cmd.action === 'restart') return player.restart();
    else {
      player.stop();
      this.player = null;
      this.table = null;
    }
    host.changed([]);
  }
}
