/** A new Coloretto game from options and a seed (or a written-out deal), waiting for its start call. */
import type { Created } from '@shared/game';
import { optionProblems, type ColorettoOptions } from '@shared/games/coloretto/options';
import type { ColorettoDeal } from '@shared/games/coloretto/replay';
import type { ColorettoEvent, ColorettoState } from '@shared/games/coloretto/state';
import { dealFromSeed, dealProblems, dealtState } from './deal';

/** A game dealt from the seed (KS1–KS4), or why the options are refused. */
export function newGame(options: ColorettoOptions, seed: number, deal?: ColorettoDeal): Created<ColorettoState, ColorettoEvent> {
  const problems = optionProblems(options);
  if (problems.length > 0) return { ok: false, problems };
  const dealt = deal ?? dealFromSeed(options, seed);
  const refused = deal === undefined ? [] : dealProblems(options, deal);
  if (refused.length > 0) return { ok: false, problems: refused };
  return { ok: true, state: dealtState(options, seed, dealt), events: [] };
}

/** A saved match continued: a Coloretto match is one game, so only a match with no finished game can go on. */
export function resumeGame(
  options: ColorettoOptions,
  seed: number,
  history: readonly (readonly number[])[],
): Created<ColorettoState, ColorettoEvent> {
  if (history.length > 0) return { ok: false, problems: ['a Coloretto match is one game, and this one is over'] };
  return newGame(options, seed);
}
