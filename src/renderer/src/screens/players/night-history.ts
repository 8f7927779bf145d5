/** The players screen's list of a profile's game nights: date, place and total, the chosen night marked. */
import { Graphics, Text } from 'pixi.js';
import type { PlayerProfile } from '@shared/night';
import { t } from '@renderer/i18n/i18n';
import type { Rect } from '@renderer/layout/rect';
import { drawCrown } from '@renderer/ui/decor';
import { drawPanel } from '@renderer/ui/Panel';
import { textBox, textStyle, UI } from '@renderer/ui/style';
import { rowPlate } from '../night-rows';
import { historyLine } from '../saves/saves-format';
import type { ProfileCanvas } from './profile-panels';

/** Which nights show: `rows` from `top`, the `selected` one marked. */
export interface NightWindow {
  readonly top: number;
  readonly rows: number;
  readonly selected: number;
}

/** Draws the history panel (headed `box.title`) in `box` in the player's `color`; a tap on a night calls `onTap`. Returns its lines as drawn. */
export function drawNightHistory(
  into: ProfileCanvas,
  nights: PlayerProfile['nights'],
  list: NightWindow,
  color: number,
  box: Rect & { readonly title: string },
  s: number,
  onTap: (index: number) => void,
): string[] {
  const { x, w } = box;
  const ly = box.y;
  const listH = box.h;
  const pad = 26 * s;
  const listRowH = textBox(58) * s;
  drawPanel(into.panels, x, ly, w, listH, s);
  const head = new Text({ text: box.title, style: textStyle(40, s, { fill: UI.accent }) });
  head.position.set(x + pad, ly + 16 * s);
  into.body.addChild(head);
  if (nights.length > list.rows) {
    const range = new Text({
      text: t('players.nightsShown', { from: list.top + 1, to: list.top + list.rows, total: nights.length }),
      style: textStyle(32, s, { fill: UI.dim, fontWeight: '700' }),
    });
    range.anchor.set(1, 0.5);
    range.position.set(x + w - pad, head.y + head.height / 2);
    into.body.addChild(range);
  }
  const lines: string[] = [];
  nights.slice(list.top, list.top + list.rows).forEach((night, k) => {
    const index = list.top + k;
    const focused = index === list.selected;
    const ry = head.y + head.height + 10 * s + k * (listRowH + 6 * s);
    const row = rowPlate({ x: x + 14 * s, y: ry, w: w - 28 * s, h: listRowH }, s, focused, color, () => onTap(index));
    const line = historyLine(night);
    const date = new Text({ text: line.date, style: textStyle(34, s, { fill: UI.text, fontWeight: '700' }) });
    date.anchor.set(0, 0.5);
    date.position.set(x + pad + 10 * s, ry + listRowH / 2);
    const place = new Text({ text: line.place, style: textStyle(34, s, { fill: UI.dim, fontWeight: '700' }) });
    place.anchor.set(0.5, 0.5);
    place.position.set(x + w * 0.5, ry + listRowH / 2);
    const total = new Text({ text: line.total, style: textStyle(36, s, { fill: night.won ? UI.accent : UI.text }) });
    total.anchor.set(1, 0.5);
    total.position.set(x + w - pad - 70 * s, ry + listRowH / 2);
    into.body.addChild(row, date, place, total);
    if (night.won) {
      const crown = new Graphics();
      drawCrown(crown, x + w - pad - 26 * s, ry + listRowH / 2 + 12 * s, 38 * s, UI.accent);
      into.body.addChild(crown);
    }
    lines.push(`${focused ? '> ' : ''}${line.date} | ${line.place} | ${line.total}${night.won ? ` | ${line.status}` : ''}`);
  });
  if (nights.length === 0) {
    const none = new Text({ text: t('players.noNights'), style: textStyle(34, s, { fill: UI.dim, fontWeight: '700' }) });
    none.position.set(x + pad, head.y + head.height + 14 * s);
    into.body.addChild(none);
  }
  return lines;
}
