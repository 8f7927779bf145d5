/** Coloretto replay files (COLORETTO.md "Replay files"): applied with the real reducer; the file written for a game. */
import { resolveOptions, type ColorettoOptions } from '@shared/games/coloretto/options';
import type { ColorettoIntent } from '@shared/games/coloretto/intent';
import type { ColorettoReplay, ColorettoReplayOutput, ColorettoReplayResult, ColorettoReplayState } from '@shared/games/coloretto/replay';
import type { ColorettoState } from '@shared/games/coloretto/state';
import { dealFromSeed } from './deal';
import { newGame } from './game';
import { reduce } from './reduce';
import { winnersOf } from './scoring';
import { deckLeft } from './view';

/** The printed form of a state. */
export function replayState(state: ColorettoState): ColorettoReplayState {
  return {
    phase: state.phase,
    round: state.round,
    turn: state.turn,
    drawn: state.drawn,
    rows: state.rows,
    collections: state.collections,
    deckLeft: deckLeft(state),
    lastRound: state.lastRound,
    scores: state.scores,
    winners: state.scores === null ? null : winnersOf(state.scores.map((s) => s.total)),
  };
}

/** Applies a file: the game dealt from its deal or seed, the start call, then every intent in order. */
export function runReplay(
  file: ColorettoReplay,
):
  | { readonly ok: true; readonly output: ColorettoReplayOutput; readonly final: ColorettoState }
  | { readonly ok: false; readonly problems: readonly string[] } {
  const created = newGame(resolveOptions(file.options), file.seed ?? 0, file.deal);
  if (!created.ok) return created;
  const started = reduce(created.state, { type: 'start' });
  if (!started.ok) return { ok: false, problems: [started.reason] };
  let state = started.state;
  const results: ColorettoReplayResult[] = [];
  for (const intent of file.intents) {
    const r = reduce(state, { type: 'intent', intent });
    if (!r.ok) {
      results.push({ ok: false, reason: r.reason });
      continue;
    }
    state = r.state;
    const drew = r.events.find((e) => e.type === 'drew');
    results.push(drew?.type === 'drew' ? { ok: true, card: drew.card } : { ok: true });
  }
  return { ok: true, output: { results, state: replayState(state) }, final: state };
}

/** The file of a game: its options, its seed and its deal written out, and the intents in arrival order. */
export function replayFileFor(options: ColorettoOptions, seed: number, intents: readonly ColorettoIntent[]): ColorettoReplay {
  return { options, seed, deal: dealFromSeed(options, seed), intents: [...intents] };
}
