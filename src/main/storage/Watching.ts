/** Watching a replay in the app: the snapshot shows the replay's frames like a live game, with a `replay` field. */
import type { ReplayMeta } from '@shared/night';
import type { Snapshot } from '@shared/protocol';
import type { SavesCommand } from '@shared/saves-protocol';
import { DEFAULT_MATCH_OPTIONS, type MatchOptions, type Seat } from '@shared/seats';
import type { GameState } from '@shared/games/ligretto/state';
import { emptySeats } from '../session/lobby';
import { ReplayPlayer } from './ReplayPlayer';
import type { Saves } from './Saves';
import { FrameStream, type WatchFrame } from './watch-frames';

/** The table a replay is drawn at: its saved seats, or plain ones for an imported file. */
function tableOf(meta: ReplayMeta, game: GameState): { seats: Seat[]; players: number[]; options: MatchOptions } {
  const seats = emptySeats();
  const { rowSize, target, rounds, blockade, advancedRow } = game.options;
  const options: MatchOptions = { ...(meta.lobby ?? DEFAULT_MATCH_OPTIONS), rowSize, target, rounds, blockade, advancedRow };
  if (meta.seats && meta.seats.length === game.options.players) {
    for (const { seat, ...look } of meta.seats) seats[seat] = look;
    return { seats, players: meta.seats.map((p) => p.seat), options };
  }
  const players = Array.from({ length: game.options.players }, (_, i) => i);
  for (const i of players) seats[i] = { ...(seats[i] as Seat), kind: 'bot', name: meta.names[i] ?? `Player ${i + 1}` };
  return { seats, players, options };
}

/** The replay being watched, if any. */
export class Watching {
  private player: ReplayPlayer | null = null;
  private table: ReturnType<typeof tableOf> | null = null;

  constructor(private readonly saves: Saves) {}

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
      stageEndsAt: timed && next ? next.at : null,
      seats: table.seats,
      options: table.options,
      players: table.players,
      frozen: [],
      demo: false,
      game: 'ligretto',
      state: frame.state,
      replay: player.watch(),
    };
  }

  private show(frame: WatchFrame): void {
    const host = this.saves.host;
    if (frame.kind === 'state') return host.changed(frame.events);
    const intent = frame.intent;
    const seat = this.table?.players[intent.player] ?? intent.player;
    host.broadcast({
      t: 'rejected',
      seat,
      do: intent.do,
      slot: 'slot' in intent ? intent.slot : null,
      reason: frame.reason,
      late: frame.late,
    });
  }

  /** Starts, steers or closes the viewer. */
  command(cmd: Extract<SavesCommand, { op: 'watch-replay' | 'watch-control' | 'watch-speed' }>, fail: (error: string) => void): void {
    const host = this.saves.host;
    if (cmd.op === 'watch-replay') {
      if (!host.inLobby()) return fail('replays can be watched from the lobby only');
      const opened = this.saves.library.open(cmd.replay);
      if (!opened.ok) return fail(opened.error);
      const built = FrameStream.open(opened.file, opened.meta);
      if (!built.ok) return fail(`replay ${cmd.replay} cannot be played: ${built.error}`);
      this.player?.stop();
      const first = built.stream.first;
      this.table = tableOf(opened.meta, first.state);
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
