/** Applying a dice replay file with the real engine (DICE.md "Replay files"), and writing one for a dealt round. */
import type { DiceIntent } from '@shared/games/dice/intent';
import { resolveDiceOptions, type DiceOptions } from '@shared/games/dice/options';
import type { DiceReplayFile, DiceReplayOutput } from '@shared/games/dice/replay';
import type { DiceState } from '@shared/games/dice/state';
import { newDiceGame, reduceDice } from './reduce';

/** A track's filled fields, field 1 first, with the seat that placed each. */
const fields = (track: readonly number[]): { field: number; player: number }[] => track.map((player, f) => ({ field: f + 1, player }));

/** The final state in DICE.md's output form. */
export function diceReplayState(state: DiceState): DiceReplayOutput['state'] {
  return {
    phase: state.phase === 'round-over' ? 'round-over' : 'playing',
    finishedBy: state.finishedBy,
    trays: state.trays.map((tray) =>
      tray.flatMap((d, die) => (d.placed || d.value === null ? [] : [{ die, color: d.color, value: d.value }])),
    ),
    board: state.board.map(([r, y, g, b]) => ({ r: fields(r), y: fields(y), g: fields(g), b: fields(b) })),
    scores: state.scores ? state.scores.map((s) => s.points) : null,
  };
}

/**
 * Applies a file: the start call, then every intent in arrival order with no clock (a file has no times, so the
 * reroll lock of DP5 is not applied; an intent it refused changed nothing and is left out of written files).
 */
export function runDiceReplay(
  file: DiceReplayFile,
): { ok: true; output: DiceReplayOutput; final: DiceState } | { ok: false; problems: readonly string[] } {
  const created = newDiceGame(resolveDiceOptions(file.options), file.seed ?? 0);
  if (!created.ok) return created;
  const started = reduceDice(created.state, { type: 'start' });
  let state = started.ok ? started.state : created.state;
  const results: DiceReplayOutput['results'] = [];
  for (const intent of file.intents) {
    const r = reduceDice(state, { type: 'intent', intent });
    if (!r.ok) {
      results.push({ ok: false, reason: r.reason });
      continue;
    }
    state = r.state;
    results.push(r.set === null ? { ok: true } : { ok: true, set: r.set });
  }
  return { ok: true, output: { results, state: diceReplayState(state) }, final: state };
}

/** A replay file for a round dealt from `seed` (the seed is the deal: DS1 mixes the bag from it). */
export function diceReplayFileFor(options: DiceOptions, seed: number, intents: readonly DiceIntent[]): DiceReplayFile {
  return { options: { ...options, handicap: [...options.handicap] }, seed, intents: [...intents] };
}
