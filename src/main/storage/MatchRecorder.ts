/** The match being played, as the saves keep it: its night, and the round's intents and times for the replay; any game. */
import type { AnyGameRules } from '@shared/game';
import type { GameNight, NightPlayer, NightRound, ReplayMeta } from '@shared/night';
import { savedOptionsSchema } from '@shared/night-schema';
import type { MatchOptions, Seat } from '@shared/seats';

/** What a finished round gives to save: the night as it now stands and the round's replay (its game's file). */
export interface RoundSave {
  readonly night: GameNight;
  readonly replay: { readonly meta: ReplayMeta; readonly file: unknown };
}

function nightPlayers(seats: readonly Seat[], players: readonly number[]): NightPlayer[] {
  return players.map((seat) => {
    const s = seats[seat] as Seat;
    // A player's seat is taken by a person or a bot for the whole match; an open seat is recorded as a bot.
    return { ...s, kind: s.kind === 'person' ? 'person' : 'bot', seat };
  });
}

/** A new night for a match that has just started (first written when its first round ends), or why it cannot be kept. */
export function freshNight(
  id: string,
  rules: AnyGameRules,
  state: unknown,
  seats: readonly Seat[],
  players: readonly number[],
  lobby: MatchOptions,
  now: Date,
): GameNight | string {
  const options = savedOptionsSchema.safeParse(rules.optionsOf(state));
  if (!options.success) return `${rules.id} options are not an object`;
  const stamp = now.toISOString();
  return {
    format: 1,
    game: rules.id,
    id,
    startedAt: stamp,
    savedAt: stamp,
    status: 'playing',
    seed: rules.seedOf(state),
    options: options.data,
    lobby,
    players: nightPlayers(seats, players),
    rounds: [],
    round: 0,
    totals: new Array<number>(players.length).fill(0),
    winners: [],
  };
}

/** Records one match of one game: the intents of the running round, in arrival order, with their game times. */
export class MatchRecorder {
  private dealtAt: number;
  private intents: { readonly player: number }[] = [];
  private times: number[] = [];
  private starts: number[] = [];

  constructor(
    private readonly rules: AnyGameRules,
    private night: GameNight,
    private players: readonly number[],
    at: number,
  ) {
    this.dealtAt = at;
  }

  /** The night as last recorded. */
  get current(): GameNight {
    return this.night;
  }

  /** A new round was dealt; `players` (engine player -> lobby seat) grows when latecomers were dealt in (issue 30). */
  dealt(at: number, players: readonly number[] = this.players): void {
    this.dealtAt = at;
    this.players = [...players];
    this.intents = [];
    this.times = [];
    this.starts = [];
  }

  /** The start call (S5, and after every restart within a round). */
  startCall(at: number): void {
    this.starts.push(Math.max(0, at - this.dealtAt));
  }

  /** An intent the game saw while the round ran (checked against the game's intent schema). */
  intent(intent: unknown, at: number): void {
    const parsed = this.rules.schemas.intent.safeParse(intent);
    if (!parsed.success) return;
    this.intents.push(parsed.data);
    this.times.push(Math.max(0, at - this.dealtAt));
  }

  /** The round is over: the night with it added, and its replay under `replayId`. */
  roundOver(state: unknown, seats: readonly Seat[], replayId: string, now: Date): RoundSave {
    const rules = this.rules;
    const match = rules.match(state);
    const result = rules.roundResult(state);
    const round = match.round;
    const points = match.history[round - 1] ?? result?.points ?? [];
    const names = this.players.map((seat) => seats[seat]?.name ?? '');
    const endedAt = now.toISOString();
    const entry: NightRound = { points: [...points], names, stoppedBy: result?.finisher ?? null, endedAt, replay: replayId };
    const earlier = match.history
      .slice(0, round - 1)
      .map((r, i): NightRound => this.night.rounds[i] ?? { points: [...r], names, stoppedBy: null, endedAt, replay: null });
    // A table that grew (J1, DJ1) resumes from its options as they are now; its rows keep each round's own players.
    const options = savedOptionsSchema.safeParse(rules.optionsOf(state));
    const night: GameNight = {
      ...this.night,
      ...(options.success ? { options: options.data } : {}),
      savedAt: endedAt,
      status: match.over ? 'over' : 'playing',
      players: nightPlayers(seats, this.players),
      rounds: [...earlier, entry],
      round,
      totals: [...match.totals],
      winners: [...match.winners],
    };
    this.night = night;
    const file = rules.replays.fileFor(state, this.intents);
    const meta: ReplayMeta = {
      format: 1,
      game: rules.id,
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
      match: { seed: rules.seedOf(state), history: match.history.slice(0, round - 1).map((r) => [...r]) },
      times: [...this.times],
      starts: [...this.starts],
    };
    return { night, replay: { meta, file } };
  }
}
