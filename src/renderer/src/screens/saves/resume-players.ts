/** The resume dialog's list of the night's players: colour chip with the seat number, name and total. */
import { Text, type Container, type Graphics } from 'pixi.js';
import type { ResumeOffer } from '@shared/saves-protocol';
import { PLAYER_COLORS } from '@shared/seats';
import { getLanguage } from '../../i18n/i18n';
import { textStyle, UI } from '../../ui/style';
import { inkOn } from '../../views/cards/card-palette';
import { fitLine } from '@renderer/ui/fit-text';
import { resumeStandings, signed } from './saves-format';
import { countText } from '@renderer/i18n/labels';

/** Where the list draws: the chips' shapes, the names and totals, the seat numbers on the chips. */
export interface ResumePlayersView {
  readonly chips: Graphics;
  readonly rows: Container;
  readonly seatNumbers: Container;
}

/** The night's players by total in one or two columns: colour chip, name, total. Returns the height used. */
export function drawResumePlayers(
  into: ResumePlayersView,
  offer: ResumeOffer,
  inner: number,
  top: number,
  left: number,
  s: number,
): number {
  for (const child of into.rows.removeChildren()) child.destroy();
  for (const child of into.seatNumbers.removeChildren()) child.destroy();
  into.chips.clear();
  const players = resumeStandings(offer);
  const columns = players.length > 6 ? 2 : 1;
  const perColumn = Math.ceil(players.length / columns);
  const gap = 28 * s;
  const colW = columns === 1 ? Math.min(inner, 760 * s) : (inner - gap) / 2;
  const x0 = left + (inner - (columns * colW + (columns - 1) * gap)) / 2;
  const rowH = (players.length > 8 ? 54 : 62) * s;
  players.forEach((p, i) => {
    const col = Math.floor(i / perColumn);
    const x = x0 + col * (colW + gap);
    const y = top + (i % perColumn) * (rowH + 8 * s);
    const hex = PLAYER_COLORS[p.color]?.hex ?? UI.dim;
    into.chips.roundRect(x, y, colW, rowH, 14 * s).fill({ color: 0x05070d, alpha: 0.55 });
    into.chips.roundRect(x, y, 10 * s, rowH, 5 * s).fill(hex);
    into.chips.circle(x + 46 * s, y + rowH / 2, 23 * s).fill(hex);
    const seat = new Text({ text: String(p.seat + 1), style: textStyle(32, s, { fill: inkOn(hex) }) });
    seat.anchor.set(0.5);
    seat.position.set(x + 46 * s, y + rowH / 2);
    const name = new Text({ text: '', style: textStyle(38, s, { fill: UI.text }) });
    const total = new Text({
      text: countText('count.pts', p.total, getLanguage(), signed(p.total)),
      style: textStyle(38, s, { fill: i === 0 ? UI.accent : UI.text }),
    });
    total.anchor.set(1, 0.5);
    total.position.set(x + colW - 22 * s, y + rowH / 2);
    fitLine(name, p.name, colW - 120 * s - total.width);
    name.anchor.set(0, 0.5);
    name.position.set(x + 84 * s, y + rowH / 2);
    into.rows.addChild(name, total);
    into.seatNumbers.addChild(seat);
  });
  return perColumn * (rowH + 8 * s) - 8 * s;
}
