/**
 * The players screen's side for one game's tab: a chart of the running total of that game's matches (the chosen one
 * in the player's colour, its neighbours greyed) over the list of its matches. Only one game's scores share a chart.
 */
import { Text } from 'pixi.js';
import type { PlayerProfile } from '@shared/night';
import { t } from '@renderer/i18n/i18n';
import type { Rect } from '@renderer/layout/rect';
import type { ChartSeries, LineChart } from '@renderer/ui/LineChart';
import { fitLine } from '@renderer/ui/fit-text';
import { drawPanel } from '@renderer/ui/Panel';
import { textBox, textStyle, UI } from '@renderer/ui/style';
import { formatDay, runningTotal, scrollWindow } from '../saves/saves-format';
import { drawNightHistory } from './night-history';
import type { ProfileCanvas } from './profile-panels';

/** The chart's labels are drawn at 26 px x scale; this keeps them at 32 px or more. */
const CHART_BOOST = 1.25;
/** Most matches drawn in the chart at once (the selected one and those next to it in the list). */
const CHART_MATCHES = 5;
/** The other matches stay in the background in these greys. */
const MUTED = [0x6b7591, 0x5f7c86, 0x7c7393, 0x847b62, 0x6c806c];

/** The chart's lines: up to five matches around the selected one, the selected one last in `color`. */
export function historySeries(matches: PlayerProfile['nights'], selected: number, color: number): ChartSeries[] {
  const from = Math.max(0, Math.min(selected - 2, matches.length - CHART_MATCHES));
  const chosen = matches[selected];
  const others = matches.slice(from, from + CHART_MATCHES).filter((m) => m !== chosen);
  return [
    ...others.map((m, i) => ({
      label: `${formatDay(m.startedAt)} ·`,
      color: MUTED[i % MUTED.length] ?? UI.dim,
      values: runningTotal(m.scores),
    })),
    ...(chosen ? [{ label: `${formatDay(chosen.startedAt)} ·`, color, values: runningTotal(chosen.scores) }] : []),
  ];
}

/** Draws the chart and the list of `matches` (all of the game `game`) in `box`; returns the list's first line shown and what it drew. */
export function drawGameHistory(
  into: ProfileCanvas & { readonly chart: LineChart },
  matches: PlayerProfile['nights'],
  game: string,
  color: number,
  at: { readonly selected: number; readonly top: number },
  { x, y, w, h }: Rect,
  s: number,
  onTap: (index: number) => void,
): { top: number; lines: string[]; chart: { label: string; values: number[] }[] } {
  const listRowH = textBox(58) * s;
  const listRows = Math.min(3, Math.max(1, matches.length));
  const listH = 40 * s + 26 * s + listRows * (listRowH + 6 * s) + 20 * s;
  const chartH = h - listH - 22 * s;
  drawPanel(into.panels, x, y, w, chartH, s);
  const pad = 26 * s;
  const caption = new Text({ text: '', style: textStyle(34, s, { fill: UI.dim, fontWeight: '700' }) });
  fitLine(caption, t('players.gameChart', { game }), w - 2 * pad);
  caption.position.set(x + pad, y + pad - 8 * s);
  into.body.addChild(caption);
  const top = scrollWindow(at.selected, at.top, listRows, matches.length);
  const series = historySeries(matches, at.selected, color);
  const cs = s * CHART_BOOST;
  // The top axis label is centred on the plot's top edge: half of it stands above the plot, under the caption.
  const plotTop = caption.y + caption.height + 16 * s + 18 * cs;
  const plotH = y + chartH - pad - plotTop;
  into.chart.visible = series.length > 0;
  if (series.length > 0) {
    into.chart.draw(series, w - 2 * pad, Math.max(60 * s, plotH), cs, null);
    into.chart.position.set(x + pad, plotTop);
  } else {
    const none = new Text({ text: t('players.noNights'), style: textStyle(36, s, { fill: UI.dim }) });
    none.anchor.set(0.5);
    none.position.set(x + w / 2, plotTop + plotH / 2);
    into.body.addChild(none);
  }
  const list = { top, rows: listRows, selected: at.selected };
  const title = t('players.gameHistory', { game });
  const lines = drawNightHistory(into, matches, list, color, { x, y: y + chartH + 22 * s, w, h: listH, title }, s, onTap);
  return { top, lines, chart: series.map((l) => ({ label: l.label, values: [...l.values] })) };
}
