/** Ligretto's results for the shared screens: its match facts, and the round-scores columns (centre cards and stack penalty counting up, SC1-SC4, the stopper marked). */
import { t } from '@renderer/games/ligretto/i18n/translate';
import { UI } from '@renderer/ui/style';
import type { RoundColumns } from '../game-ui';
import { countUpAt } from './count-up';
import { ligrettoState } from './snapshot-state';

/** Soft green for the centre cards and soft red for the stack penalty, quieter than the round points. */
const CENTRE_TINT = 0xa8e6b8;
const STACK_TINT = 0xf2a0a0;

/** The results screens' Ligretto parts. */
export const LIGRETTO_RESULTS: RoundColumns = {
  match: (snapshot) => ligrettoState(snapshot)?.match ?? null,
  matchKey: (snapshot) => String(ligrettoState(snapshot)?.seed ?? ''),
  roundKey: (snapshot) => {
    const game = ligrettoState(snapshot);
    return game?.scores ? `${game.seed}:${game.match.history.length}` : '';
  },
  players: (snapshot) => (ligrettoState(snapshot)?.scores ?? []).map((sc) => sc.player),
  subtitle: (snapshot, nameOf) => {
    const stopper = ligrettoState(snapshot)?.stoppedBy;
    if (stopper === undefined) return '';
    return stopper === null ? t('table.blockadeEnd') : t('table.stopped', { name: nameOf(stopper) });
  },
  marker: (snapshot, player) => (ligrettoState(snapshot)?.stoppedBy === player ? t('table.stopCall') : null),
  counted: (snapshot, player, progress) => {
    const game = ligrettoState(snapshot);
    const score = game?.scores?.find((sc) => sc.player === player);
    if (!game || !score) return null;
    const before = (game.match.totals[player] ?? score.points) - score.points;
    const v = countUpAt(score, before, progress);
    return {
      details: [
        { text: t('scores.centre', { n: v.centre }), color: CENTRE_TINT },
        { text: t('scores.stack', { n: v.stack }), color: v.stack > 0 ? STACK_TINT : UI.dim },
      ],
      points: v.points,
      total: v.total,
    };
  },
};
