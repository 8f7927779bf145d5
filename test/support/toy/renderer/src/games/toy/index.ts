/** The toy game's front end as the registry finds it: its table, lobby line, press row and result columns. */
import type { Snapshot } from '@shared/protocol';
import { UI } from '@renderer/ui/style';
import type { GameUi, RoundColumns } from '@renderer/games/game-ui';
import { ToyTableScreen, toyState, TOY_ROWS, type ToyTableDescription } from './table';
import { tt } from './i18n/strings';

const match = (snapshot: Snapshot): ReturnType<RoundColumns['match']> => {
  const s = toyState(snapshot);
  if (!s) return null;
  const totals = s.presses.map((_, p) => s.history.reduce((sum, r) => sum + (r[p] ?? 0), 0));
  const over = s.history.length >= s.rounds;
  const best = Math.max(...totals);
  return { round: s.round, totals, history: s.history, over, winners: over ? totals.flatMap((t, p) => (t === best ? [p] : [])) : [] };
};

const TOY_RESULTS: RoundColumns = {
  match,
  matchKey: (snapshot) => String(toyState(snapshot)?.seed ?? ''),
  roundKey: (snapshot) => {
    const s = toyState(snapshot);
    return s?.winner !== null && s ? `${s.seed}:${s.history.length}` : '';
  },
  players: (snapshot) => toyState(snapshot)?.presses.map((_, p) => p) ?? [],
  subtitle: (snapshot, nameOf) => {
    const w = toyState(snapshot)?.winner;
    return w === undefined || w === null ? '' : tt('wins', { name: nameOf(w) });
  },
  marker: (snapshot, player) => (toyState(snapshot)?.winner === player ? '★' : null),
  counted: (snapshot, player, progress) => {
    const s = toyState(snapshot);
    if (!s || s.winner === null) return null;
    const points = s.winner === player ? 1 : 0;
    const total = match(snapshot)?.totals[player] ?? points;
    const shown = Math.round(points * progress);
    return {
      details: [{ text: tt('scores', { n: s.presses[player] ?? 0 }), color: UI.dim }],
      points: shown,
      total: total - points + shown,
    };
  },
};

/** The toy: no rule lines of its own; it reads the shared Fixed rounds line. */
export const TOY_UI: GameUi<ToyTableDescription> = {
  id: 'toy-presses',
  name: () => tt('name'),
  lobbyOptions: () => [],
  handicap: null,
  sharedOptions: ['rounds'],
  createTable: (services) => new ToyTableScreen(services),
  bindings: TOY_ROWS,
  controls: [{ id: 'game.toy.press', name: () => tt('press') }],
  seatKeys: (hints) => `${hints.find((h) => h.id === 'game.toy.press')?.label ?? ''} ${tt('press')}`,
  results: TOY_RESULTS,
};
