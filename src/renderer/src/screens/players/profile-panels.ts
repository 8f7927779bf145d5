/** The players screen's panels of one profile: its stats tiles and its head-to-head table. */
import { Text, type Container, type Graphics } from 'pixi.js';
import type { PlayerProfile } from '@shared/night';
import { t } from '@renderer/i18n/i18n';
import { fitLine } from '@renderer/ui/fit-text';
import { drawPanel } from '@renderer/ui/Panel';
import { textBox, textStyle, UI } from '@renderer/ui/style';
import { profileColor } from '../saves/saves-format';

/** Where a profile's panels draw: the shapes under, the texts over. */
export interface ProfileCanvas {
  readonly panels: Graphics;
  readonly body: Container;
}

/** One stats tile: its label, value, and whether it is drawn as an achievement (gold). */
export interface StatTile {
  readonly label: string;
  readonly value: string;
  readonly gold: boolean;
}

/** The six stats tiles (two rows of three) from (x, y) across `w`; returns their bottom and lines. */
export function drawStats(
  into: ProfileCanvas,
  tiles: readonly StatTile[],
  color: number,
  x: number,
  y: number,
  w: number,
  s: number,
): { bottom: number; lines: string[] } {
  const gap = 18 * s;
  const cols = 3;
  const tw = (w - gap * (cols - 1)) / cols;
  const th = textBox(138) * s;
  const lines: string[] = [];
  tiles.forEach(({ label, value, gold }, i) => {
    const tx = x + (i % cols) * (tw + gap);
    const ty = y + Math.floor(i / cols) * (th + gap);
    into.panels.roundRect(tx, ty + 5 * s, tw, th, 20 * s).fill({ color: 0x000000, alpha: 0.35 });
    into.panels
      .roundRect(tx, ty, tw, th, 20 * s)
      .fill({ color: UI.panel, alpha: 0.95 })
      .stroke({ color: gold ? UI.accent : UI.panelEdge, width: 2 * s });
    into.panels.roundRect(tx + 18 * s, ty, tw - 36 * s, 6 * s, 3 * s).fill(i < 3 ? color : UI.accent);
    const v = new Text({ text: value, style: textStyle(64, s, { fill: gold ? UI.accent : UI.text }) });
    v.anchor.set(0.5, 0);
    v.position.set(tx + tw / 2, ty + 8 * s);
    const l = new Text({ text: '', style: textStyle(32, s, { fill: UI.dim, fontWeight: '700' }) });
    fitLine(l, label, tw - 20 * s);
    l.anchor.set(0.5, 1);
    l.position.set(tx + tw / 2, ty + th - 8 * s);
    into.body.addChild(v, l);
    lines.push(`${label}: ${value}`);
  });
  return { bottom: y + 2 * th + gap, lines };
}

/** The head-to-head table against everyone met, in its panel; returns its lines as drawn. */
export function drawHeadToHead(
  into: ProfileCanvas,
  profile: PlayerProfile,
  x: number,
  y: number,
  w: number,
  h: number,
  s: number,
): string[] {
  drawPanel(into.panels, x, y, w, h, s);
  const pad = 26 * s;
  const head = new Text({ text: '', style: textStyle(40, s, { fill: UI.accent }) });
  fitLine(head, t('players.headToHead'), w * 0.55);
  head.position.set(x + pad, y + pad - 6 * s);
  into.body.addChild(head);
  const colW = 76 * s;
  const cols = [t('players.h2hWins'), t('players.h2hLosses'), t('players.h2hDraws')];
  cols.forEach((c, i) => {
    const label = new Text({ text: c, style: textStyle(34, s, { fill: UI.dim }) });
    label.anchor.set(0.5, 0);
    label.position.set(x + w - pad - colW * (2.5 - i), y + pad);
    into.body.addChild(label);
  });
  const rows = [...profile.headToHead].sort(
    (a, b) => b.wins + b.losses + b.draws - (a.wins + a.losses + a.draws) || a.name.localeCompare(b.name),
  );
  const rowH = 56 * s;
  const listTop = head.y + head.height + 14 * s;
  const fit = Math.max(0, Math.floor((y + h - pad - listTop) / rowH));
  const lines: string[] = [];
  if (rows.length === 0) {
    const none = new Text({
      text: t('players.noRivals'),
      style: textStyle(34, s, { fill: UI.dim, fontWeight: '700', wordWrap: true, wordWrapWidth: w - 2 * pad }),
    });
    none.position.set(x + pad, listTop + 6 * s);
    into.body.addChild(none);
    return lines;
  }
  const shown = rows.length > fit ? rows.slice(0, Math.max(0, fit - 1)) : rows;
  shown.forEach((r, i) => {
    const ry = listTop + i * rowH;
    if (i % 2 === 0) into.panels.roundRect(x + 12 * s, ry, w - 24 * s, rowH, 12 * s).fill({ color: 0xffffff, alpha: 0.04 });
    const name = new Text({ text: '', style: textStyle(36, s, { fill: UI.text, fontWeight: '700' }) });
    fitLine(name, r.name, w - 2 * pad - colW * 3 - 46 * s);
    name.anchor.set(0, 0.5);
    name.position.set(x + pad + 30 * s, ry + rowH / 2);
    into.panels.circle(x + pad + 10 * s, ry + rowH / 2, 9 * s).fill(profileColor(r.key));
    into.body.addChild(name);
    [r.wins, r.losses, r.draws].forEach((v, k) => {
      const cell = new Text({
        text: String(v),
        style: textStyle(38, s, { fill: k === 0 && v > 0 ? UI.good : k === 1 && v > 0 ? UI.bad : UI.text }),
      });
      cell.anchor.set(0.5);
      cell.position.set(x + w - pad - colW * (2.5 - k), ry + rowH / 2);
      into.body.addChild(cell);
    });
    lines.push(`${name.text} ${r.wins} ${r.losses} ${r.draws}`);
  });
  if (shown.length < rows.length) {
    const more = new Text({
      text: t('players.moreRivals', { n: rows.length - shown.length }),
      style: textStyle(32, s, { fill: UI.dim, fontWeight: '700' }),
    });
    more.position.set(x + pad + 30 * s, listTop + shown.length * rowH + 8 * s);
    into.body.addChild(more);
  }
  return lines;
}
