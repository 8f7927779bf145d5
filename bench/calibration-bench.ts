/** The bot calibration table (issue 14) as bench figures: one number per level, player count and measure. */
import { calibrate, DEFAULT_CALIBRATION, winRate } from '@bots/ligretto/calibration';

/** Runs the calibration table with `rounds` per line and flattens it: `skilled.p4.medianRoundS`, `masher8.p4.won`… */
export function benchCalibration(rounds: number): Record<string, number> {
  const table = calibrate({ ...DEFAULT_CALIBRATION, rounds });
  const out: Record<string, number> = { roundsPerLine: rounds };
  for (const l of table.levels) {
    const key = `${l.level}.p${l.players}`;
    out[`${key}.medianRoundS`] = Math.round(l.medianRoundS * 10) / 10;
    out[`${key}.intentsPerSecond`] = Math.round(l.intentsPerSecond * 100) / 100;
    if (l.vsBelow) out[`${key}.vsBelowWinRate`] = Math.round(winRate(l.vsBelow) * 100) / 100;
  }
  for (const m of table.masher) {
    const key = `masher${m.pace}.p${m.players}`;
    out[`${key}.won`] = m.result.wins;
    out[`${key}.tied`] = m.result.ties;
    out[`${key}.winRate`] = Math.round(winRate(m.result) * 100) / 100;
  }
  return out;
}
