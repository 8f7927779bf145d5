/** The per-seat view a phone gets, computed from the session snapshot: the shared part from the game's rules, its pad's own part. */
import { BUILT_IN_GAMES, type GameRegistry } from '@engine/registry';
import type { MatchFacts } from '@shared/game';
import type { PhoneScore, PhoneView } from '@shared/phone-protocol';
import type { Snapshot } from '@shared/protocol';
import { BUILT_IN_VIEW, latecomersJoin } from '@shared/games/contracts';
import { PHONE_PADS } from './pads/registry';

function scoreOf(match: MatchFacts, player: number): PhoneScore | null {
  const { totals, history } = match;
  const total = totals[player];
  if (total === undefined || history.length === 0) return null;
  const last = history[history.length - 1];
  return {
    round: last?.[player] ?? null,
    total,
    place: 1 + totals.filter((t) => t > total).length,
    players: totals.length,
  };
}

/** The view of one seat, or null when the seat is not a person's. Other seats appear only as the game's pad shows them. */
export function phoneViewFor(snapshot: Snapshot<unknown>, seat: number, games: GameRegistry = BUILT_IN_GAMES): PhoneView | null {
  const s = snapshot.seats[seat];
  if (!s || s.kind !== 'person') return null;
  const rules = snapshot.stage === 'lobby' || snapshot.state === null ? null : games.get(snapshot.game);
  const state = rules?.schemas.state.safeParse(snapshot.state);
  const match = rules && state?.success ? rules.match(state.data) : null;
  const player = snapshot.players.indexOf(seat);
  const playing = match !== null && player !== -1;
  const pad = playing ? (PHONE_PADS[snapshot.game]?.(snapshot, player) ?? null) : null;
  const wait = snapshot.waiting ?? null;
  const waited = wait !== null && wait.people.includes(seat);
  const named = playing ? snapshot.hints?.find((h) => h.seat === seat) : undefined;
  const kind = named ? BUILT_IN_VIEW.intentKind.safeParse(named.do) : null;
  const hint = named && kind?.success ? { do: kind.data, slot: named.slot } : null;
  return {
    seat,
    name: s.name,
    color: s.color,
    stage: snapshot.stage,
    paused: snapshot.paused,
    frozen: snapshot.frozen.some((f) => f.seat === seat),
    stageEndsIn: snapshot.stageEndsAt === null ? null : Math.max(0, Math.round(snapshot.stageEndsAt - snapshot.now)),
    round: match ? match.round : null,
    score: playing ? scoreOf(match, player) : null,
    winner: playing && match.over && match.winners.includes(player),
    game: snapshot.game,
    pad,
    ...(snapshot.display ? { display: snapshot.display } : {}),
    ...(hint ? { hint } : {}),
    ...(s.waiting ? (latecomersJoin(snapshot) === 'round' ? { nextRound: true as const } : { nextMatch: true as const }) : {}),
    ...(waited ? { continue: wait.ready.includes(seat) ? ('pressed' as const) : ('press' as const) } : {}),
  };
}
