/** A round of Ligretto Dice: the bag and the deal (DS1-DS3), rolls (DP1, DP4), scoring (DSC1-DSC2) and the match (DM1-DM2). */
import {
  DICE_COLORS,
  type BoardSet,
  type DiceEvent,
  type DiceMatch,
  type DiceRoundScore,
  type DiceState,
  type Tray,
} from '@shared/games/dice/state';
import { FIELDS, baseDice, matchRounds, setsFor, type DiceOptions } from '@shared/games/dice/options';
import { nextRandom, roundSeed, seedRng, shuffled } from '../rng';
import { totalsAfter } from '@shared/round-join';

/** DS1: the bag of `sets` dice sets, 6 dice of each colour per set (DC1), before mixing. */
export function bagOf(sets: number): (typeof DICE_COLORS)[number][] {
  return Array.from({ length: sets }, () => DICE_COLORS.flatMap((c) => new Array<typeof c>(FIELDS).fill(c))).flat();
}

/**
 * DS2 with the handicap: every seat's dice count. The base count is guaranteed to every seat; extra dice are granted
 * in seat order as long as the bag has them after every base count (decided: a handicap never takes a base die away).
 */
export function diceCounts(options: DiceOptions): number[] {
  const base = baseDice(options.players);
  let spare = setsFor(options.players) * DICE_COLORS.length * FIELDS - base * options.players;
  return Array.from({ length: options.players }, (_, seat) => {
    const extra = Math.min(options.handicap[seat] ?? 0, spare);
    spare -= extra;
    return base + extra;
  });
}

/** DS1-DS3: the mixed bag drawn in seat order; dice stay in their cups (no value) until the start call. */
export function deal(options: DiceOptions, rng: number): { readonly trays: Tray[]; readonly rng: number } {
  const mixed = shuffled(bagOf(setsFor(options.players)), rng);
  let next = 0;
  const trays = diceCounts(options).map((n) => {
    const colors = mixed.items.slice(next, next + n);
    next += n;
    return colors.map((color) => ({ color, value: null, placed: false }));
  });
  return { trays, rng: mixed.state };
}

/** An empty board: `sets` sets of 4 empty tracks. */
export function emptyBoard(sets: number): BoardSet[] {
  return Array.from({ length: sets }, (): BoardSet => [[], [], [], []]);
}

/** DP1/DP4: rolls every unplaced die of a tray in die order; the new tray, the faces and the advanced RNG. */
export function rollTray(
  tray: Tray,
  rng0: number,
): { readonly tray: Tray; readonly dice: { die: number; value: number }[]; readonly rng: number } {
  let rng = rng0;
  const dice: { die: number; value: number }[] = [];
  const rolled = tray.map((d, die) => {
    if (d.placed) return d;
    const r = nextRandom(rng);
    rng = r.state;
    const value = 1 + Math.floor(r.value * FIELDS);
    dice.push({ die, value });
    return { ...d, value };
  });
  return { tray: rolled, dice, rng };
}

/** Dice a seat still holds. */
export function held(tray: Tray): number {
  return tray.reduce((n, d) => n + (d.placed ? 0 : 1), 0);
}

/** DSC1-DSC2: the finisher +1 per die the others hold; every other seat -1 per die it holds. */
export function scoreRound(trays: readonly Tray[], finisher: number | null): DiceRoundScore[] {
  const counts = trays.map(held);
  const others = counts.reduce((a, b) => a + b, 0) - (finisher === null ? 0 : (counts[finisher] ?? 0));
  return counts.map((n, player) => ({ player, held: n, points: player === finisher ? others : -n }));
}

/** DM1-DM2: the match after `history`'s rounds: totals, end after the last round, the highest totals share the win. */
export function matchAfter(options: DiceOptions, round: number, history: readonly (readonly number[])[]): DiceMatch {
  // A row shorter than the table is a round played before newcomers joined (DJ1); they started from the lowest total (DJ2).
  const totals = totalsAfter(history, options.players);
  const over = history.length >= matchRounds(options);
  const best = Math.max(...totals);
  return {
    round,
    totals,
    history: history.map((r) => [...r]),
    over,
    winners: over ? totals.flatMap((t, i) => (t === best ? [i] : [])) : [],
  };
}

/** Ends the round (DP6): scores, totals, and the stop / scored / match-over events; the reroll locks are cleared. */
export function endRound(state: DiceState, finisher: number, events: DiceEvent[]): DiceState {
  events.push({ type: 'round-stopped', player: finisher });
  const scores = scoreRound(state.trays, finisher);
  const match = matchAfter(state.options, state.match.round, [...state.match.history, scores.map((s) => s.points)]);
  events.push({ type: 'round-scored', scores, totals: match.totals });
  if (match.over) events.push({ type: 'match-over', winners: match.winners });
  const lockedUntil = state.lockedUntil.map(() => null);
  return { ...state, phase: 'round-over', finishedBy: finisher, scores, match, lockedUntil };
}

/** DS1-DS3 for match round `round`: dealt from roundSeed(seed, round), waiting for the start call. */
export function beginRound(state: DiceState, round: number, events: DiceEvent[]): DiceState {
  const dealt = deal(state.options, seedRng(roundSeed(state.seed, round)));
  const players = state.options.players;
  events.push({ type: 'round-dealt', round });
  return {
    ...state,
    rng: dealt.rng,
    phase: 'awaiting-start',
    trays: dealt.trays,
    board: emptyBoard(setsFor(players)),
    lockedUntil: new Array<null>(players).fill(null),
    rerolls: new Array<number>(players).fill(0),
    finishedBy: null,
    scores: null,
    match: { ...state.match, round },
  };
}

/** A new match with an empty first round, before its deal. */
export function emptyMatch(options: DiceOptions, seed: number): DiceState {
  return {
    game: 'dice',
    options,
    seed,
    rng: seedRng(seed),
    phase: 'awaiting-start',
    trays: [],
    board: [],
    lockedUntil: [],
    rerolls: [],
    finishedBy: null,
    scores: null,
    match: matchAfter(options, 1, []),
  };
}
