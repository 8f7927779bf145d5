/**
 * A game night's list row, the one builder of the Players screen's Nights tab and the Replays screen's nights: the
 * night's date, its games in the order played (icon and name), its winner, and a figure on the right (the player's
 * place, or how many replays it holds).
 */
import { type Container, Graphics, Text } from 'pixi.js';
import type { GameId } from '@shared/game';
import { gameUi } from '@renderer/games/registry';
import { formatList, t } from '@renderer/i18n/i18n';
import type { Rect } from '@renderer/layout/rect';
import { drawCrown } from '@renderer/ui/decor';
import { fitLine } from '@renderer/ui/fit-text';
import { drawGameIcon } from '@renderer/ui/game-icon';
import { textStyle, UI } from '@renderer/ui/style';
import { mixColor } from '../views/cards/card-palette';
import { formatDate } from './saves/saves-format';

/** What a night row needs of a night. */
export interface NightFacts {
  readonly startedAt: string;
  /** The games of its matches, in the order played. */
  readonly games: readonly GameId[];
  /** The names in first place; none when no match counted. */
  readonly winners: readonly string[];
}

/** A night's row as texts: "date | games | winner". */
export interface NightLine {
  readonly date: string;
  readonly games: string;
  readonly winner: string;
}

/** A game's name as its renderer says it (its id for a game this renderer does not have). */
export function gameName(game: GameId): string {
  return gameUi(game)?.name() ?? game;
}

/** The texts of a night's row in the current language. */
export function nightLine(night: NightFacts): NightLine {
  return {
    date: formatDate(night.startedAt),
    games: night.games.map(gameName).join(' · '),
    winner: night.winners.length > 0 ? t('players.nightWinner', { names: formatList(night.winners) }) : t('nights.noWinner'),
  };
}

/** A list row's plate: filled, outlined in `color` when focused, tapped with `onTap`. */
export function rowPlate(box: Rect, s: number, focused: boolean, color: number, onTap: () => void): Graphics {
  const { x, y, w, h } = box;
  const row = new Graphics()
    .roundRect(x, y, w, h, 14 * s)
    .fill({ color: focused ? mixColor(color, 0x0b0f1a, 0.7) : 0xffffff, alpha: focused ? 1 : 0.04 });
  if (focused) row.roundRect(x, y, w, h, 14 * s).stroke({ color, width: 3 * s });
  row.eventMode = 'static';
  row.cursor = 'pointer';
  row.on('pointertap', onTap);
  return row;
}

/** How a night row is drawn: marked, its colour, the figure on the right (a crown beside it when `crowned`). */
export interface NightRowLook {
  readonly focused: boolean;
  readonly color: number;
  readonly right: string;
  readonly crowned: boolean;
}

/** The games of a night as icons and names in one line of `room` px; the ones that do not fit are counted ("+2"). */
function gamesLine(into: Container, games: readonly GameId[], at: { x: number; y: number }, room: number, s: number): void {
  const icon = 34 * s;
  let cx = at.x;
  for (const [i, game] of games.entries()) {
    const name = new Text({ text: gameName(game), style: textStyle(32, s, { fill: UI.text, fontWeight: '700' }) });
    const rest = games.length - i - 1;
    const need = icon + 8 * s + name.width + (rest > 0 ? 70 * s : 0);
    if (cx + need > at.x + room && i > 0) {
      name.destroy();
      const more = new Text({ text: `+${games.length - i}`, style: textStyle(32, s, { fill: UI.dim, fontWeight: '800' }) });
      more.anchor.set(0, 0.5);
      more.position.set(cx, at.y);
      into.addChild(more);
      return;
    }
    into.addChild(drawGameIcon(new Graphics(), game, cx + icon / 2, at.y, icon));
    fitLine(name, name.text, at.x + room - cx - icon - 8 * s);
    name.anchor.set(0, 0.5);
    name.position.set(cx + icon + 8 * s, at.y);
    into.addChild(name);
    cx = name.x + name.width + 22 * s;
  }
}

/** Draws a night's row in `box` into `into`; a tap calls `onTap`. Returns the row as a line of text (tests). */
export function drawNightRow(into: Container, night: NightFacts, look: NightRowLook, box: Rect, s: number, onTap: () => void): string {
  const { x, y, w, h } = box;
  const pad = 22 * s;
  into.addChild(rowPlate(box, s, look.focused, look.color, onTap));
  const line = nightLine(night);
  const text = (value: string, px: number, fill: number, at: { x: number; y: number; ax: number }, room: number): Text => {
    const item = new Text({ text: '', style: textStyle(px, s, { fill, fontWeight: '700' }) });
    fitLine(item, value, room);
    item.anchor.set(at.ax, 0.5);
    item.position.set(at.x, at.y);
    into.addChild(item);
    return item;
  };
  const inner = w - 2 * pad;
  const top = y + h * 0.3;
  const bottom = y + h * 0.72;
  const date = text(line.date, 34, UI.text, { x: x + pad, y: top, ax: 0 }, inner * 0.32);
  gamesLine(into, night.games, { x: date.x + date.width + 24 * s, y: top }, inner - date.width - 24 * s, s);
  text(line.winner, 32, UI.dim, { x: x + pad, y: bottom, ax: 0 }, inner * 0.5);
  const rightEdge = x + w - pad - (look.crowned ? 46 * s : 0);
  text(look.right, 34, look.crowned ? UI.accent : UI.text, { x: rightEdge, y: bottom, ax: 1 }, inner * 0.45);
  if (look.crowned) {
    const crown = new Graphics();
    drawCrown(crown, x + w - pad - 14 * s, bottom + 12 * s, 38 * s, UI.accent);
    into.addChild(crown);
  }
  return `${look.focused ? '> ' : ''}${line.date} | ${line.games} | ${line.winner} | ${look.right}`;
}
