/**
 * Ligretto Dice's bots: from a seat's view (its own tray and the board, DICE.md) to the next intent and when it lands.
 * A look takes longer with more dice; a die that fits is placed, and when nothing fits after a look the bot rerolls.
 */
import { nextRandom } from '@engine/rng';
import type { DiceIntent } from '@shared/games/dice/intent';
import { FIELDS } from '@shared/games/dice/options';
import { DICE_COLORS } from '@shared/games/dice/state';
import { fittingSet, type DiceView } from '@shared/games/dice/view';
import type { BotDecision, BotLevel, GameBot } from '../game-bot';
import { DICE_LEVEL_TUNING, type DiceTuning } from './dice-levels';
import { diceMasherDecide } from './dice-masher';

interface Draw<T> {
  readonly rng: number;
  readonly value: T;
}

function chance(rng: number, p: number): Draw<boolean> {
  if (p <= 0) return { rng, value: false };
  if (p >= 1) return { rng, value: true };
  const r = nextRandom(rng);
  return { rng: r.state, value: r.value < p };
}

function pick(rng: number, n: number): Draw<number> {
  if (n <= 1) return { rng, value: 0 };
  const r = nextRandom(rng);
  return { rng: r.state, value: Math.floor(r.value * n) };
}

/** Median look of a level at this view: more dice in the tray and more sets on the board take longer. */
export function medianLook(tuning: DiceTuning, view: DiceView): number {
  return tuning.baseMs + tuning.perDieMs * view.tray.length + tuning.perSetMs * Math.max(0, view.board.length - 1);
}

/** One look's duration: log-normal around the median, at least the level's minimum, at most five medians. */
export function sampleLook(rng: number, tuning: DiceTuning, view: DiceView): Draw<number> {
  const median = medianLook(tuning, view);
  if (median <= 0) return { rng, value: 0 };
  if (tuning.reactionSigma <= 0) return { rng, value: Math.round(median) };
  const a = nextRandom(rng);
  const b = nextRandom(a.state);
  const z = Math.sqrt(-2 * Math.log(1 - a.value)) * Math.cos(2 * Math.PI * b.value);
  const value = Math.round(median * Math.exp(tuning.reactionSigma * z));
  return { rng: b.state, value: Math.min(Math.max(value, tuning.reactionMinMs), 5 * median) };
}

type TrayDie = DiceView['tray'][number];

/** A die that fits nowhere but looks as if it did: its value one off the next field of a track of its colour. */
function looksRight(view: DiceView, d: TrayDie): boolean {
  const c = DICE_COLORS.indexOf(d.color);
  return view.board.some((tracks) => {
    const next = (tracks[c] ?? FIELDS) + 1;
    return next <= FIELDS && Math.abs(d.value - next) === 1;
  });
}

/** The fitting die the bot notices on this look (each may be overlooked), in the level's order of preference. */
function noticed(view: DiceView, tuning: DiceTuning, rng0: number): Draw<TrayDie | undefined> {
  let rng = rng0;
  const seen: TrayDie[] = [];
  for (const d of view.tray) {
    if (fittingSet(view.board, d.color, d.value) === null) continue;
    const missed = chance(rng, tuning.overlook);
    rng = missed.rng;
    if (!missed.value) seen.push(d);
  }
  if (tuning.preference === 'lowest') {
    const lowest = seen.reduce<TrayDie | undefined>((best, d) => (best === undefined || d.value < best.value ? d : best), undefined);
    return { rng, value: lowest };
  }
  const i = pick(rng, seen.length);
  return { rng: i.rng, value: seen[i.value] };
}

/** The decision of a tuning: wait out a roll; place a die it notices; press a wrong one now and then; else reroll. */
export function diceDecide(tuning: DiceTuning, view: DiceView, rng0: number, now: number): BotDecision<DiceIntent> {
  if (!view.running || view.tray.length === 0) return { rng: rng0, plan: { kind: 'wait', until: now + tuning.idleMs, orChange: true } };
  // DP5: the dice are still rolling; a person waits until they lie still.
  if (view.rollingUntil !== null && now < view.rollingUntil)
    return { rng: rng0, plan: { kind: 'wait', until: view.rollingUntil, orChange: false } };
  const player = view.seat;
  const look = sampleLook(rng0, tuning, view);
  const seen = noticed(view, tuning, look.rng);
  let rng = seen.rng;
  const slip = chance(rng, tuning.misplay);
  rng = slip.rng;
  const wrong = slip.value ? view.tray.filter((d) => fittingSet(view.board, d.color, d.value) === null && looksRight(view, d)) : [];
  if (wrong.length > 0) {
    const w = pick(rng, wrong.length);
    const die = (wrong[w.value] as TrayDie).die;
    return { rng: w.rng, plan: { kind: 'send', intent: { player, do: 'place', die }, at: now + look.value + tuning.motorMs } };
  }
  if (seen.value !== undefined) {
    return { rng, plan: { kind: 'send', intent: { player, do: 'place', die: seen.value.die }, at: now + look.value + tuning.motorMs } };
  }
  const at = now + Math.round(look.value * tuning.rerollFactor) + tuning.motorMs;
  return { rng, plan: { kind: 'send', intent: { player, do: 'reroll' }, at } };
}

/** Ligretto Dice's bots: the level's tuning on the seat's view. */
export const diceBot: GameBot<DiceView, DiceIntent> = {
  game: 'dice',
  decide: (view, level: BotLevel, rng, now) => diceDecide(DICE_LEVEL_TUNING[level], view, rng, now),
  mash: diceMasherDecide,
};
