/** A Coloretto state and snapshot for the front end's tests, built from the engine's own setup. */
import { colorettoRules } from '@engine/coloretto/rules';
import type { ColorettoState } from '@shared/games/coloretto/state';
import type { Snapshot } from '@shared/protocol';
import { DEFAULT_MATCH_OPTIONS, openSeat, type Seat } from '@shared/seats';

/** A fresh game of `players` seats, started (turn on its first seat). */
export function startedGame(players: number, seed = 7): ColorettoState {
  const setup = colorettoRules.setup({ players, turnSeconds: 20 }, seed);
  if (!setup.ok) throw new Error(setup.problems.join('; '));
  const started = colorettoRules.reduce(setup.state, { type: 'start' });
  if (!started.ok) throw new Error(started.reason);
  return started.state;
}

/** A snapshot of a Coloretto match with named person seats. */
export function colorettoSnapshot(game: ColorettoState, extra: Partial<Snapshot> = {}): Snapshot {
  const seats: Seat[] = Array.from({ length: 12 }, (_, i) =>
    i < game.collections.length ? { ...openSeat(i), kind: 'person', name: `P${i + 1}`, input: { kind: 'keys', set: i % 2 } } : openSeat(i),
  );
  return {
    rev: 1,
    stage: 'playing',
    paused: false,
    now: 1000,
    stageEndsAt: null,
    turnEndsAt: 11_000,
    seats,
    options: DEFAULT_MATCH_OPTIONS,
    players: game.collections.map((_, i) => i),
    frozen: [],
    demo: false,
    game: 'coloretto',
    state: game,
    ...extra,
  };
}
