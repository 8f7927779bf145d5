/** Ligretto Dice's results for the shared screens: match facts, and the round columns (DSC1-DSC2: +1 per die the others hold for the finisher, -1 per die held). */
import { t } from '@renderer/games/dice/i18n/translate';
import { formatNumber, getLanguage } from '@renderer/i18n/i18n';
import { pluralForm } from '@shared/plural';
import { UI } from '@renderer/ui/style';
import type { RoundColumns } from '../game-ui';
import { diceCountUp } from './count-up';
import { diceState } from './snapshot-state';

const GAIN_TINT = 0xa8e6b8;
const LOSS_TINT = 0xf2a0a0;

/** The results screens' Ligretto Dice parts. */
export const DICE_RESULTS: RoundColumns = {
  match: (snapshot) => diceState(snapshot)?.match ?? null,
  matchKey: (snapshot) => String(diceState(snapshot)?.seed ?? ''),
  roundKey: (snapshot) => {
    const game = diceState(snapshot);
    return game?.scores ? `${game.seed}:${game.match.history.length}` : '';
  },
  players: (snapshot) => (diceState(snapshot)?.scores ?? []).map((sc) => sc.player),
  subtitle: (snapshot, nameOf) => {
    const by = diceState(snapshot)?.finishedBy;
    return by === undefined || by === null ? '' : t('dice.finished', { name: nameOf(by) });
  },
  marker: (snapshot, player) => (diceState(snapshot)?.finishedBy === player ? t('dice.finish') : null),
  counted: (snapshot, player, progress) => {
    const game = diceState(snapshot);
    const score = game?.scores?.find((sc) => sc.player === player);
    if (!game || !score) return null;
    const before = (game.match.totals[player] ?? score.points) - score.points;
    const finisher = game.finishedBy === player;
    const v = diceCountUp(score.points, score.held, finisher, before, progress);
    return {
      details: [
        finisher
          ? { text: t('dice.scores.others', { n: v.dice }), color: GAIN_TINT }
          : {
              text: t(`dice.scores.held.${pluralForm(v.dice, getLanguage())}`, { n: formatNumber(v.dice) }),
              color: score.held > 0 ? LOSS_TINT : UI.dim,
            },
      ],
      points: v.points,
      total: v.total,
    };
  },
};
