/**
 * The players screen's list of a profile's game nights (its "Nights" tab): each night's date, the games it held
 * ("Ligretto · Ligretto Dice · Coloretto"), its winner, and this player's place and night points.
 */
import { Text } from 'pixi.js';
import type { PlayerProfile } from '@shared/night';
import { t } from '@renderer/i18n/i18n';
import type { Rect } from '@renderer/layout/rect';
import { drawPanel } from '@renderer/ui/Panel';
import { textBox, textStyle, UI } from '@renderer/ui/style';
import { ordinal } from '../results/night-table-panel';
import { scrollWindow } from '../saves/saves-format';
import { drawNightRow, nightLine, type NightLine } from '../night-rows';
import type { ProfileCanvas } from './profile-panels';
import { countText } from '@renderer/i18n/labels';

/** One night's line as drawn: "date | games | winner | place" (the shared night row's texts and this player's place). */
export function gameNightLine(night: PlayerProfile['gameNights'][number]): NightLine & { place: string } {
  return {
    ...nightLine(night),
    place: t('players.nightPlace', { place: ordinal(night.place), players: night.players, points: countText('count.pts', night.points) }),
  };
}

/**
 * Draws the nights in `box`, the `selected` one marked and in view (from `top`); a tap on one calls `onTap`. Returns
 * the first line shown and the lines as drawn.
 */
export function drawGameNights(
  into: ProfileCanvas,
  nights: PlayerProfile['gameNights'],
  list: { readonly top: number; readonly selected: number },
  color: number,
  box: Rect,
  s: number,
  onTap: (index: number) => void,
): { top: number; lines: string[] } {
  const { x, y, w, h } = box;
  const pad = 26 * s;
  drawPanel(into.panels, x, y, w, h, s);
  const head = new Text({ text: t('players.gameNights'), style: textStyle(40, s, { fill: UI.accent }) });
  head.position.set(x + pad, y + 16 * s);
  into.body.addChild(head);
  const rowH = textBox(118) * s;
  const gap = 10 * s;
  const listTop = head.y + head.height + 14 * s;
  const rows = Math.max(1, Math.floor((y + h - pad - listTop + gap) / (rowH + gap)));
  const top = scrollWindow(list.selected, list.top, rows, nights.length);
  if (nights.length > rows) {
    const range = new Text({
      text: t('players.nightsShown', { from: top + 1, to: Math.min(nights.length, top + rows), total: nights.length }),
      style: textStyle(32, s, { fill: UI.dim, fontWeight: '700' }),
    });
    range.anchor.set(1, 0.5);
    range.position.set(x + w - pad, head.y + head.height / 2);
    into.body.addChild(range);
  }
  if (nights.length === 0) {
    const none = new Text({ text: t('players.noNights'), style: textStyle(34, s, { fill: UI.dim, fontWeight: '700' }) });
    none.position.set(x + pad, listTop + 6 * s);
    into.body.addChild(none);
    return { top, lines: [] };
  }
  const lines = nights.slice(top, top + rows).map((night, k) => {
    const index = top + k;
    const look = { focused: index === list.selected, color, right: gameNightLine(night).place, crowned: night.won };
    const row = { x: x + 14 * s, y: listTop + k * (rowH + gap), w: w - 28 * s, h: rowH };
    return drawNightRow(into.body, night, look, row, s, () => onTap(index));
  });
  return { top, lines };
}
