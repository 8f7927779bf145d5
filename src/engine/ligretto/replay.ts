/** Applying a replay file with the real engine (REPLAY.md), and writing one for a dealt round. */
import { cardLabel, cardNumber, cardOwner, parseCard, type Card } from '@shared/games/ligretto/cards';
import type { LigrettoIntent } from '@shared/games/ligretto/intent';
import { MIN_PLAYERS, resolveOptions, type RuleOptions } from '@shared/games/ligretto/options';
import type { ReplayDealEntry, ReplayFile, ReplayOutput, ReplayResult, ReplayStateOut } from '@shared/games/ligretto/replay';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { dealSeeded, type DealEntry } from './deal';
import { newGame, newGameFromDeal, type NewGameResult } from './game';
import { reduce } from './reduce';
import { seedRng } from '../rng';
import { historyProblems, totalsAfter } from '@shared/round-join';

const topFirst = (cards: readonly Card[]): string[] => [...cards].reverse().map(cardLabel);

function parseDeal(deal: readonly ReplayDealEntry[]): DealEntry[] | string {
  const out: DealEntry[] = [];
  for (const [seat, entry] of deal.entries()) {
    const parse = (labels: readonly string[]): Card[] | null => {
      const cards = labels.map((l) => parseCard(l, seat));
      return cards.every((c): c is Card => c !== null) ? cards : null;
    };
    const stack = parse(entry.stack);
    const row = parse(entry.row);
    const hand = parse(entry.hand);
    if (!stack || !row || !hand) return `player ${seat}: a card is not in r1..y10 notation`;
    out.push({ stack, row, hand });
  }
  return out;
}

/** The replay's initial game, or why the file is refused. */
export function replayStart(file: ReplayFile): NewGameResult {
  const options = resolveOptions(file.options);
  const seed = file.seed ?? 0;
  if (!file.deal) return newGame(options, seed);
  const deal = parseDeal(file.deal);
  if (typeof deal === 'string') return { ok: false, problems: [deal] };
  return newGameFromDeal(options, deal, seed);
}

/** The final state in REPLAY.md's output form. */
export function replayState(state: LigrettoState): ReplayStateOut {
  return {
    phase: state.phase === 'round-over' ? 'round-over' : 'playing',
    stoppedBy: state.stoppedBy,
    blockades: state.blockades,
    piles: state.piles.map((p) => ({ color: p.color, cards: p.cards.map((c) => ({ n: cardNumber(c), owner: cardOwner(c) })) })),
    players: state.players.map((p) => ({
      stack: topFirst(p.stack),
      row: p.row.map(topFirst),
      hand: topFirst(p.hand),
      waste: topFirst(p.waste),
    })),
    scores: state.scores ? state.scores.map((s) => s.points) : null,
  };
}

/** Gives the start call whenever the round waits for it (S5: at the beginning and after a reshuffle). */
function started(state: LigrettoState): LigrettoState {
  if (state.phase !== 'awaiting-start') return state;
  const r = reduce(state, { type: 'start' });
  return r.ok ? r.state : state;
}

/** Applies a replay: one result per intent and the final state; or the problems that make the file malformed. */
export function runReplay(
  file: ReplayFile,
): { ok: true; output: ReplayOutput; final: LigrettoState } | { ok: false; problems: readonly string[] } {
  const start = replayStart(file);
  if (!start.ok) return start;
  let state = start.state;
  const results: ReplayResult[] = [];
  for (const intent of file.intents) {
    state = started(state);
    const r = reduce(state, { type: 'intent', intent });
    if (!r.ok) {
      results.push({ ok: false, reason: r.reason });
      continue;
    }
    state = r.state;
    results.push(r.pile === null ? { ok: true } : { ok: true, pile: r.pile });
  }
  return { ok: true, output: { results, state: replayState(state) }, final: state };
}

/** A replay file for a round dealt from `seed` (the deal written out, so it reads and replays identically). */
export function replayFileFor(options: RuleOptions, seed: number, intents: readonly LigrettoIntent[]): ReplayFile {
  const dealt = dealSeeded(options, seedRng(seed)).players;
  return {
    options: { ...options },
    seed,
    deal: dealt.map((p) => ({ stack: topFirst(p.stack), row: p.row.map((slot) => cardLabel(slot[0] as Card)), hand: topFirst(p.hand) })),
    intents: [...intents],
  };
}

/** For watching: the file's round dealt, with the saved match around it so totals and round numbers look as they did live. */
export function replayStartInMatch(
  file: ReplayFile,
  match: { readonly seed: number; readonly history: readonly (readonly number[])[] } | null,
): NewGameResult {
  const start = replayStart(file);
  if (!start.ok || !match) return start;
  const players = start.state.options.players;
  if (historyProblems(match.history, players, MIN_PLAYERS).length > 0) return start;
  // A round after newcomers joined (J1) has more players than the rounds before it; they started from the lowest total (J2).
  const totals = totalsAfter(match.history, players);
  const history = match.history.map((r) => [...r]);
  return {
    ok: true,
    state: { ...start.state, seed: match.seed, match: { round: history.length + 1, totals, history, over: false, winners: [] } },
    events: start.events,
  };
}
