/** The bot policies: from a seat's view of the table to the next intent (and when it lands) or a wait. */
import { fits, fitsRowSlot, nextRandom } from '@engine/ligretto/index';
import { cardColorIndex, cardNumber, type Card } from '@shared/games/ligretto/cards';
import type { LigrettoIntent } from '@shared/games/ligretto/intent';
import type { BotDecision as GenericDecision, BotLevel, BotPlan as GenericPlan, GameBot } from '../game-bot';
import { LEVEL_TUNING, type BotTuning } from './bot-levels';
import { masherDecide } from './masher';
import type { TableView } from '@shared/games/ligretto/view';

/** A Ligretto bot's plan. */
export type BotPlan = GenericPlan<LigrettoIntent>;

/** A Ligretto policy's answer. */
export type BotDecision = GenericDecision<LigrettoIntent>;

/** A pure bot: (view, own RNG state, game time in ms) -> decision. */
export type BotPolicy = (view: TableView, rng: number, now: number) => BotDecision;

/** A drawn value and the advanced RNG state. */
export interface Draw<T> {
  readonly rng: number;
  readonly value: T;
}

/** True with probability p; draws nothing when p is 0 or 1. */
function chance(rng: number, p: number): Draw<boolean> {
  if (p <= 0) return { rng, value: false };
  if (p >= 1) return { rng, value: true };
  const r = nextRandom(rng);
  return { rng: r.state, value: r.value < p };
}

/** A uniform integer in [0, n). */
function pick(rng: number, n: number): Draw<number> {
  if (n <= 1) return { rng, value: 0 };
  const r = nextRandom(rng);
  return { rng: r.state, value: Math.floor(r.value * n) };
}

/** A log-normal value with the given median and sigma (Box-Muller), in whole milliseconds. */
function logNormal(rng: number, median: number, sigma: number): Draw<number> {
  if (median <= 0) return { rng, value: 0 };
  if (sigma <= 0) return { rng, value: Math.round(median) };
  const a = nextRandom(rng);
  const b = nextRandom(a.state);
  const z = Math.sqrt(-2 * Math.log(1 - a.value)) * Math.cos(2 * Math.PI * b.value);
  return { rng: b.state, value: Math.round(median * Math.exp(sigma * z)) };
}

/** What there is to scan on one look: open pile tops in the centre and own face-up cards to compare with them. */
export interface ScanLoad {
  readonly piles: number;
  readonly cards: number;
}

/** Median reaction of a level to a table with this much to scan. */
export function medianReaction(tuning: BotTuning, load: ScanLoad): number {
  return tuning.baseMs + tuning.perPileMs * load.piles + tuning.perCardMs * load.cards;
}

/** A reaction time for the level and load: log-normal around the median, at least the minimum, at most five medians. */
export function sampleReaction(rng: number, tuning: BotTuning, load: ScanLoad): Draw<number> {
  const median = medianReaction(tuning, load);
  const d = logNormal(rng, median, tuning.reactionSigma);
  const value = Math.min(Math.max(d.value, tuning.reactionMinMs), 5 * median);
  return { rng: d.rng, value };
}

/** What a person sees to scan: every distinct open pile top (complete piles need no look) and own face-up cards. */
export function scanLoad(view: TableView): ScanLoad {
  const piles = view.openPiles;
  const rowCards = view.rowTops.filter((c) => c !== undefined).length;
  const cards = rowCards + (view.stackTop === undefined ? 0 : 1) + (view.wasteTop === undefined ? 0 : 1);
  return { piles, cards };
}

/** A card that looks playable at a glance but is not: right number on another colour's pile, or one off. */
function nearMiss(card: Card, centre: TableView['centre']): boolean {
  const n = cardNumber(card);
  const own = centre[cardColorIndex(card)] ?? 0;
  const otherColour = centre.some((mask, c) => c !== cardColorIndex(card) && (mask & (1 << n)) !== 0);
  return otherColour || (own & (1 << (n + 1))) !== 0 || (n > 1 && (own & (1 << (n - 1))) !== 0);
}

/** The wrong presses a person might make on this look: own cards that fit nowhere but look as if they did. */
function wrongPresses(view: TableView): LigrettoIntent[] {
  const player = view.seat;
  const wrong = (card: Card | undefined): boolean => card !== undefined && !fits(card, view.centre) && nearMiss(card, view.centre);
  const out: LigrettoIntent[] = [];
  if (wrong(view.stackTop)) out.push({ player, do: 'stack' });
  view.rowTops.forEach((top, slot) => {
    if (wrong(top)) out.push({ player, do: 'row', slot });
  });
  if (wrong(view.wasteTop)) out.push({ player, do: 'waste' });
  return out;
}

function centrePlays(view: TableView): { stack: LigrettoIntent[]; row: LigrettoIntent[]; waste: LigrettoIntent[] } {
  const player = view.seat;
  const stack: LigrettoIntent[] = view.stackTop !== undefined && fits(view.stackTop, view.centre) ? [{ player, do: 'stack' }] : [];
  const row: LigrettoIntent[] = [];
  view.rowTops.forEach((top, slot) => {
    if (top !== undefined && fits(top, view.centre)) row.push({ player, do: 'row', slot });
  });
  const waste: LigrettoIntent[] = view.wasteTop !== undefined && fits(view.wasteTop, view.centre) ? [{ player, do: 'waste' }] : [];
  return { stack, row, waste };
}

function placements(view: TableView, from: 'stack' | 'waste'): LigrettoIntent[] {
  const card = from === 'stack' ? view.stackTop : view.wasteTop;
  if (!view.advancedRow || card === undefined) return [];
  const player = view.seat;
  const kind = from === 'stack' ? 'stack-to-row' : 'waste-to-row';
  return view.rowTops.flatMap((top, slot) => (fitsRowSlot(card, top) ? [{ player, do: kind, slot } as const] : []));
}

/** The candidate moves in the level's order of preference, before anything is overlooked. */
function candidates(view: TableView, tuning: BotTuning): { first: LigrettoIntent[]; stuck: LigrettoIntent[] } {
  const { stack, row, waste } = centrePlays(view);
  const toRowFromStack = placements(view, 'stack');
  const toRowFromWaste = placements(view, 'waste');
  if (tuning.rowPlacement === 'eager') {
    return { first: [...stack, ...row, ...toRowFromStack, ...waste, ...toRowFromWaste], stuck: [] };
  }
  return { first: [...stack, ...row, ...waste], stuck: [...toRowFromStack, ...toRowFromWaste] };
}

/** The move the bot notices and picks, if any: each candidate may be overlooked on this look. */
function choose(moves: readonly LigrettoIntent[], tuning: BotTuning, rng0: number): { rng: number; intent: LigrettoIntent | undefined } {
  let rng = rng0;
  const seen: LigrettoIntent[] = [];
  for (const move of moves) {
    const missed = chance(rng, tuning.overlook);
    rng = missed.rng;
    if (!missed.value) seen.push(move);
  }
  if (tuning.preference === 'stack-first' || seen.length <= 1) return { rng, intent: seen[0] };
  const i = pick(rng, seen.length);
  return { rng: i.rng, intent: seen[i.value] };
}

/** The policy of a tuning: play what it notices, else place on the row when stuck, else flip, else wait. */
export function tunedPolicy(tuning: BotTuning): BotPolicy {
  return (view, rng0, now) => {
    if (!view.running) return { rng: rng0, plan: { kind: 'wait', until: now + tuning.idleMs, orChange: true } };
    const moves = candidates(view, tuning);
    let pickResult = choose(moves.first, tuning, rng0);
    if (pickResult.intent === undefined && moves.stuck.length > 0) pickResult = choose(moves.stuck, tuning, pickResult.rng);
    const reaction = sampleReaction(pickResult.rng, tuning, scanLoad(view));
    let rng = reaction.rng;
    const slip = chance(rng, tuning.misplay);
    rng = slip.rng;
    const wrong = slip.value ? wrongPresses(view) : [];
    if (wrong.length > 0) {
      const w = pick(rng, wrong.length);
      return { rng: w.rng, plan: { kind: 'send', intent: wrong[w.value] as LigrettoIntent, at: now + reaction.value + tuning.motorMs } };
    }
    if (pickResult.intent !== undefined) {
      return { rng, plan: { kind: 'send', intent: pickResult.intent, at: now + reaction.value + tuning.motorMs } };
    }
    if (view.handCount + view.wasteCount > 0) {
      const at = now + Math.round(reaction.value * tuning.flipFactor) + tuning.motorMs;
      return { rng, plan: { kind: 'send', intent: { player: view.seat, do: 'flip' }, at } };
    }
    return { rng, plan: { kind: 'wait', until: now + Math.max(tuning.idleMs, reaction.value), orChange: true } };
  };
}

const POLICIES: Readonly<Record<BotLevel, BotPolicy>> = {
  relaxed: tunedPolicy(LEVEL_TUNING.relaxed),
  casual: tunedPolicy(LEVEL_TUNING.casual),
  skilled: tunedPolicy(LEVEL_TUNING.skilled),
  expert: tunedPolicy(LEVEL_TUNING.expert),
  instant: tunedPolicy(LEVEL_TUNING.instant),
};

/** The policy of a level. */
export function policyFor(level: BotLevel): BotPolicy {
  return POLICIES[level];
}

/** Ligretto's bots: the level's policy on the seat's table view. */
export const ligrettoBot: GameBot<TableView, LigrettoIntent> = {
  game: 'ligretto',
  decide: (view, level, rng, now) => policyFor(level)(view, rng, now),
  mash: masherDecide,
};
