/** Ligretto's round-scores columns: centre cards and stack penalty counting up (SC1-SC4), the stopper marked. */
import { t } from '@renderer/i18n/i18n';
import { countUpAt } from '@renderer/screens/results/round-data';
import { UI } from '@renderer/ui/style';
import type { RoundColumns } from '../game-ui';

/** Soft green for the centre cards and soft red for the stack penalty, quieter than the round points. */
const CENTRE_TINT = 0xa8e6b8;
const STACK_TINT = 0xf2a0a0;

/** The scores screen's Ligretto columns. */
export const LIGRETTO_RESULTS: RoundColumns = {
  roundKey: (snapshot) => {
    const game = snapshot.state;
    return game?.scores ? `${game.seed}:${game.match.history.length}` : '';
  },
  players: (snapshot) => (snapshot.state?.scores ?? []).map((sc) => sc.player),
  subtitle: (snapshot, nameOf) => {
    const stopper = snapshot.state?.stoppedBy;
    if (stopper === undefined) return '';
    return stopper === null ? t('table.blockadeEnd') : t('table.stopped', { name: nameOf(stopper) });
  },
  marker: (snapshot, player) => (snapshot.state?.stoppedBy === player ? t('table.stopCall') : null),
  counted: (snapshot, player, progress) => {
    const score = snapshot.state?.scores?.find((sc) => sc.player === player);
    if (!score) return null;
    const before = (snapshot.state?.match.totals[player] ?? score.points) - score.points;
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
