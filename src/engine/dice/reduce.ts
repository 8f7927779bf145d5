/** Ligretto Dice's one entry point: (state, action) -> new state + events, or a rejection as a value. */
import type { Created, GameAction } from '@shared/game';
import type { DiceIntent, DiceRejectReason } from '@shared/games/dice/intent';
import { MAX_TRAY, colorIndex, type BoardSet, type DiceColor, type DiceEvent, type DiceState } from '@shared/games/dice/state';
import { DICE_MAX_PLAYERS, DICE_MIN_PLAYERS, diceOptionProblems, matchRounds, type DiceOptions } from '@shared/games/dice/options';
import { boardFill, fittingSet } from '@shared/games/dice/view';
import { beginRound, emptyMatch, endRound, held, matchAfter, rollTray } from './round';
import { historyProblems, joinCount, withNewcomers } from '@shared/round-join';

/** An applied action with the set a placed die went to (null for other actions), or a rejection. */
export type DiceReduced =
  | { readonly ok: true; readonly state: DiceState; readonly events: readonly DiceEvent[]; readonly set: number | null }
  | { readonly ok: false; readonly reason: DiceRejectReason };

const rejected = (reason: DiceRejectReason): DiceReduced => ({ ok: false, reason });

/** DP2: the lowest set whose track of the colour has fields 1 .. value-1 filled and field `value` empty (the shared rule). */
export function targetSet(board: readonly BoardSet[], color: DiceColor, value: number): number | null {
  return fittingSet(boardFill(board), color, value);
}

/** One set's board with `player`'s die on the next field of track `c`. */
function withPlaced(tracks: BoardSet, c: number, player: number): BoardSet {
  const [r, y, g, b] = tracks;
  const add = (track: readonly number[], i: number): readonly number[] => (i === c ? [...track, player] : track);
  return [add(r, 0), add(y, 1), add(g, 2), add(b, 3)];
}

/** DP5: is the seat still rolling at `at`? Without a time (a replay file) the lock is not applied. */
function rolling(state: DiceState, player: number, at: number | undefined): boolean {
  const until = state.lockedUntil[player] ?? null;
  return at !== undefined && until !== null && at < until;
}

/** DP1: the start call; every seat rolls all its dice, in seat order. */
function start(state: DiceState): DiceReduced {
  if (state.phase !== 'awaiting-start') return rejected('wrong-phase');
  const events: DiceEvent[] = [{ type: 'start-call' }];
  let rng = state.rng;
  const trays = state.trays.map((tray, player) => {
    const r = rollTray(tray, rng);
    rng = r.rng;
    events.push({ type: 'rolled', player, dice: r.dice, lockedUntil: null });
    return r.tray;
  });
  return { ok: true, state: { ...state, rng, trays, phase: 'playing' }, events, set: null };
}

/** DP2, DP3, DP6: places one die on the lowest track that takes it; the seat's last die ends the round. */
function place(state: DiceState, player: number, die: number): DiceReduced {
  const tray = state.trays[player] ?? [];
  const d = tray[die];
  if (d === undefined || d.placed || d.value === null) return rejected('bad-die');
  const set = targetSet(state.board, d.color, d.value);
  if (set === null) return rejected('no-fit');
  const c = colorIndex(d.color);
  const board = state.board.map((tracks, s) => (s === set ? withPlaced(tracks, c, player) : tracks));
  const trays = state.trays.map((t, p) => (p === player ? t.map((x, i) => (i === die ? { ...x, placed: true } : x)) : t));
  const events: DiceEvent[] = [{ type: 'placed', player, die, color: d.color, value: d.value, set }];
  const next: DiceState = { ...state, board, trays };
  return { ok: true, state: held(trays[player] ?? []) === 0 ? endRound(next, player, events) : next, events, set };
}

/** DP4-DP5: rerolls every unplaced die of the seat (never a part); with a time, the seat is locked while they roll. */
function reroll(state: DiceState, player: number, at: number | undefined): DiceReduced {
  const r = rollTray(state.trays[player] ?? [], state.rng);
  const ms = state.options.rerollLockMs;
  const until = at !== undefined && ms > 0 ? at + ms : null;
  const trays = state.trays.map((t, p) => (p === player ? r.tray : t));
  const lockedUntil = state.lockedUntil.map((u, p) => (p === player ? until : u));
  const rerolls = state.rerolls.map((n, p) => (p === player ? n + 1 : n));
  const events: DiceEvent[] = [{ type: 'rolled', player, dice: r.dice, lockedUntil: until }];
  return { ok: true, state: { ...state, rng: r.rng, trays, lockedUntil, rerolls }, events, set: null };
}

const isInt = (x: unknown, min: number, max: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;

/** The intent schema's check written out (the engine's hot path); a test holds it equal to diceIntentSchema. */
export function isDiceIntent(raw: unknown): raw is DiceIntent {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
  const keys = Object.keys(raw).length;
  if (!('player' in raw) || !('do' in raw) || !isInt(raw.player, 0, DICE_MAX_PLAYERS - 1)) return false;
  if (raw.do === 'reroll') return keys === 2;
  return raw.do === 'place' && keys === 3 && 'die' in raw && isInt(raw.die, 0, MAX_TRAY - 1);
}

/** One intent at game time `at` (undefined: no clock, as in a replay file). */
function intentAction(state: DiceState, raw: unknown, at: number | undefined): DiceReduced {
  if (!isDiceIntent(raw)) {
    // A well-formed intent of a seat number beyond the table is an unknown player, not a malformed intent.
    const player: unknown = typeof raw === 'object' && raw !== null && 'player' in raw ? raw.player : undefined;
    const asSeat0 = typeof raw === 'object' && raw !== null && isDiceIntent({ ...raw, player: 0 });
    return rejected(asSeat0 && typeof player === 'number' && Number.isInteger(player) && player >= 0 ? 'unknown-player' : 'malformed');
  }
  const intent = raw;
  if (intent.player >= state.trays.length) return rejected('unknown-player');
  if (state.phase !== 'playing') return rejected(state.match.over ? 'match-over' : 'not-running');
  if (rolling(state, intent.player, at)) return rejected('locked');
  return intent.do === 'place' ? place(state, intent.player, intent.die) : reroll(state, intent.player, at);
}

/**
 * DM1 and DJ1-DJ3: the next round, dealt for the table with `join` newcomers (DS2's count for the new table, no extra
 * dice), who start from the lowest total at the table (DJ2); the match keeps the length it had (DJ1); past 12 players
 * the table is full (DJ3).
 */
function nextRound(state: DiceState, join: number | null): DiceReduced {
  if (join === null) return rejected('malformed');
  if (state.match.over) return rejected('match-over');
  if (state.phase !== 'round-over') return rejected('wrong-phase');
  const { options } = state;
  if (options.players + join > DICE_MAX_PLAYERS) return rejected('table-full');
  const grown: DiceState =
    join === 0
      ? state
      : {
          ...state,
          options: {
            ...options,
            players: options.players + join,
            rounds: matchRounds(options),
            handicap: [...options.handicap, ...new Array<number>(join).fill(0)],
          },
          match: { ...state.match, totals: withNewcomers(state.match.totals, join) },
        };
  const events: DiceEvent[] = [];
  return { ok: true, state: beginRound(grown, state.match.round + 1, events), events, set: null };
}

/** Applies one action; never throws for a player's mistake: a rejection changes nothing. */
export function reduceDice(state: DiceState, action: GameAction<unknown>): DiceReduced {
  if (typeof action !== 'object' || action === null) return rejected('malformed');
  switch (action.type) {
    case 'start':
      return start(state);
    case 'next-round':
      return nextRound(state, joinCount(action));
    case 'intent':
      return intentAction(state, action.intent, action.at);
    default:
      return rejected('malformed');
  }
}

/** A new match whose first round is dealt from the seed (DS1-DS3), waiting for the start call. */
export function newDiceGame(options: DiceOptions, seed: number): Created<DiceState, DiceEvent> {
  const problems = diceOptionProblems(options);
  if (problems.length > 0) return { ok: false, problems };
  const events: DiceEvent[] = [];
  return { ok: true, state: beginRound(emptyMatch(options, seed), 1, events), events };
}

/** A saved match continued after `history`'s rounds: the next round dealt exactly as the match would have dealt it. */
export function resumeDiceGame(options: DiceOptions, seed: number, history: readonly (readonly number[])[]): Created<DiceState, DiceEvent> {
  const created = newDiceGame(options, seed);
  if (!created.ok) return created;
  // A match whose table grew (DJ1) has shorter rows for the rounds before the newcomers came.
  const problems = historyProblems(history, options.players, DICE_MIN_PLAYERS);
  if (problems.length > 0) return { ok: false, problems };
  if (history.length === 0) return created;
  const match = matchAfter(options, history.length, history);
  if (match.over) return { ok: false, problems: ['the match is already over'] };
  const events: DiceEvent[] = [];
  return { ok: true, state: beginRound({ ...created.state, match }, history.length + 1, events), events };
}
