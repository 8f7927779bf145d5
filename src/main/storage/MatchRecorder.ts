/** The match being played, as the saves keep it: its night, and the round's intents and times for the replay. */
import { replayFileFor, roundSeed } from '@engine/ligretto/index';
import type { Intent } from '@shared/games/ligretto/intent';
import type { GameNight, NightPlayer, NightRound, ReplayMeta } from '@shared/night';
import type { ReplayFile } from '@shared/games/ligretto/replay';
import type { MatchOptions, Seat } from '@shared/seats';
import type { GameState } from '@shared/games/ligretto/state';

/** What a finished round gives to save: the night as it now stands and the round's replay. */
export interface RoundSave {
  readonly night: GameNight;
  readonly replay: { readonly meta: ReplayMeta; readonly file: ReplayFile };
}

function nightPlayers(seats: readonly Seat[], players: readonly number[]): NightPlayer[] {
  return players.map((seat) => ({ ...(seats[seat] as Seat), seat }));
}

/** A new night for a match that has just started (it is first written when its first round ends). */
export function freshNight(
  id: string,
  game: GameState,
  seats: readonly Seat[],
  players: readonly number[],
  lobby: MatchOptions,
  now: Date,
): GameNight {
  const stamp = now.toISOString();
  return {
    format: 1,
    game: 'ligretto',
    id,
    startedAt: stamp,
    savedAt: stamp,
    status: 'playing',
    seed: game.seed,
    options: game.options,
    lobby,
    players: nightPlayers(seats, players),
    rounds: [],
    round: 0,
    totals: new Array<number>(game.options.players).fill(0),
    winners: [],
  };
}

/** Records one match: the intents of the running round, in arrival order, with their game times. */
export class MatchRecorder {
  private dealtAt: number;
  private intents: Intent[] = [];
  private times: number[] = [];
  private starts: number[] = [];

  constructor(
    private night: GameNight,
    private readonly players: readonly number[],
    at: number,
  ) {
    this.dealtAt = at;
  }

  /** The night as last recorded. */
  get current(): GameNight {
    return this.night;
  }

  /** A new round was dealt. */
  dealt(at: number): void {
    this.dealtAt = at;
    this.intents = [];
    this.times = [];
    this.starts = [];
  }

  /** The start call (S5, and after every reshuffle). */
  startCall(at: number): void {
    this.starts.push(Math.max(0, at - this.dealtAt));
  }

  /** An intent the engine saw while the round ran. */
  intent(intent: Intent, at: number): void {
    this.intents.push(intent);
    this.times.push(Math.max(0, at - this.dealtAt));
  }

  /** The round is over: the night with it added, and its replay under `replayId`. */
  roundOver(game: GameState, seats: readonly Seat[], replayId: string, now: Date): RoundSave {
    const round = game.match.round;
    const points = game.match.history[round - 1] ?? game.scores?.map((s) => s.points) ?? [];
    const names = this.players.map((seat) => seats[seat]?.name ?? `Player ${seat + 1}`);
    const endedAt = now.toISOString();
    const entry: NightRound = { points: [...points], names, stoppedBy: game.stoppedBy, endedAt, replay: replayId };
    const earlier = game.match.history
      .slice(0, round - 1)
      .map((r, i): NightRound => this.night.rounds[i] ?? { points: [...r], names, stoppedBy: null, endedAt, replay: null });
    const night: GameNight = {
      ...this.night,
      savedAt: endedAt,
      status: game.match.over ? 'over' : 'playing',
      players: nightPlayers(seats, this.players),
      rounds: [...earlier, entry],
      round,
      totals: [...game.match.totals],
      winners: [...game.match.winners],
    };
    this.night = night;
    const file = replayFileFor(game.options, roundSeed(game.seed, round), this.intents);
    const meta: ReplayMeta = {
      format: 1,
      game: this.night.game,
      id: replayId,
      title: `Round ${round}: ${names.join(', ')}`.slice(0, 120),
      createdAt: endedAt,
      source: 'night',
      night: night.id,
      round,
      players: names.length,
      intents: this.intents.length,
      names,
      seats: night.players,
      lobby: night.lobby,
      match: { seed: game.seed, history: game.match.history.slice(0, round - 1).map((r) => [...r]) },
      times: [...this.times],
      starts: [...this.starts],
    };
    return { night, replay: { meta, file } };
  }
}
