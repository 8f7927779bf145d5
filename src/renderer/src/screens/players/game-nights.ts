/**
 * The players screen's list of a profile's game nights (its "Nights" tab): each night's date, the games it held
 * ("Ligretto · Ligretto Dice · Coloretto"), its winner, and this player's place and night points.
 */
import { Graphics, Text } from 'pixi.js';
import type { PlayerProfile } from '@shared/night';
import { formatList, t } from '@renderer/i18n/i18n';
import type { Rect } from '@renderer/layout/rect';
import { drawCrown } from '@renderer/ui/decor';
import { fitLine } from '@renderer/ui/fit-text';
import { drawPanel } from '@renderer/ui/Panel';
import { textBox, textStyle, UI } from '@renderer/ui/style';
import { mixColor } from '../../views/cards/card-palette';
import { ordinal } from '../results/night-table-panel';
import { formatDate, scrollWindow } from '../saves/saves-format';
import { gameName } from './profile-tabs';
import type { ProfileCanvas } from './profile-panels';
import { countText } from '@renderer/i18n/labels';

/** One night's line as drawn: "date | games | winner | place". */
export function gameNightLine(night: PlayerProfile['gameNights'][number]): { date: string; games: string; winner: string; place: string } {
  return {
    date: formatDate(night.startedAt),
    games: night.games.map(gameName).join(' · '),
    winner: t('players.nightWinner', { names: formatList(night.winners) }),
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
    const focused = index === list.selected;
    const ry = listTop + k * (rowH + gap);
    const row = new Graphics()
      .roundRect(x + 14 * s, ry, w - 28 * s, rowH, 14 * s)
      .fill({ color: focused ? mixColor(color, 0x0b0f1a, 0.7) : 0xffffff, alpha: focused ? 1 : 0.04 });
    if (focused) row.roundRect(x + 14 * s, ry, w - 28 * s, rowH, 14 * s).stroke({ color, width: 3 * s });
    row.eventMode = 'static';
    row.cursor = 'pointer';
    row.on('pointertap', () => onTap(index));
    into.body.addChild(row);
    const line = gameNightLine(night);
    const text = (value: string, px: number, fill: number, at: { x: number; y: number; ax: number }, room: number): Text => {
      const item = new Text({ text: '', style: textStyle(px, s, { fill, fontWeight: '700' }) });
      fitLine(item, value, room);
      item.anchor.set(at.ax, 0.5);
      item.position.set(at.x, at.y);
      into.body.addChild(item);
      return item;
    };
    const inner = w - 2 * pad - 20 * s;
    const date = text(line.date, 34, UI.text, { x: x + pad + 10 * s, y: ry + rowH * 0.3, ax: 0 }, inner * 0.32);
    text(line.games, 32, UI.text, { x: date.x + date.width + 24 * s, y: ry + rowH * 0.3, ax: 0 }, inner - date.width - 24 * s);
    text(line.winner, 32, UI.dim, { x: x + pad + 10 * s, y: ry + rowH * 0.72, ax: 0 }, inner * 0.5);
    const placeRight = x + w - pad - (night.won ? 56 * s : 10 * s);
    text(line.place, 34, night.won ? UI.accent : UI.text, { x: placeRight, y: ry + rowH * 0.72, ax: 1 }, inner * 0.45);
    if (night.won) {
      const crown = new Graphics();
      drawCrown(crown, x + w - pad - 24 * s, ry + rowH * 0.72 + 12 * s, 38 * s, UI.accent);
      into.body.addChild(crown);
    }
    return `${focused ? '> ' : ''}${line.date} | ${line.games} | ${line.winner} | ${line.place}`;
  });
  return { top, lines };
}
