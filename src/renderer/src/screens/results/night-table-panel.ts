/**
 * The night's table on the standings screen and after End match: every match of the night so far (any games), night
 * points by placing (the rule and the points of each place written under the title), each person's place in each
 * match under its number, best first. A match ended early shows its places in brackets and counts for nobody.
 */
import { type Container, Graphics, Text } from 'pixi.js';
import type { NightTable } from '@shared/saves-protocol';
import { PLAYER_COLORS } from '@shared/seats';
import { gameUi } from '@renderer/games/registry';
import { getLanguage, t, type Language } from '@renderer/i18n/i18n';
import { drawPanel } from '@renderer/ui/Panel';
import { textStyle, UI } from '@renderer/ui/style';
import { formatNumber } from './round-data';
import { countText } from '@renderer/i18n/labels';

/** Most match columns drawn (the latest ones); the games line names them all. */
const MAX_COLUMNS = 6;

const EN_SUFFIX: Readonly<Record<string, string>> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** A place as the language writes it: 1st, 1., 1.º. */
export function ordinal(place: number, lang: Language = getLanguage()): string {
  if (lang === 'en') return `${place}${EN_SUFFIX[new Intl.PluralRules('en', { type: 'ordinal' }).select(place)] ?? 'th'}`;
  return lang === 'es' ? `${place}.º` : `${place}.`;
}

/** The night points of each place at `players` players: "1st 3 · 2nd 2 · 3rd 1 · 4th 0". */
export function ladderLine(players: number): string {
  const places = Array.from({ length: Math.max(1, players) }, (_, i) => `${ordinal(i + 1)} ${formatNumber(players - 1 - i)}`);
  return t('night.ladder', { players, ladder: places.join(' · ') });
}

/** The games line: "1 Ligretto · 2 Ligretto Dice · 3 Coloretto (now)". */
export function nightGamesLine(table: NightTable): string {
  return table.matches
    .map((m, i) => {
      const name = gameUi(m.game)?.name() ?? m.game;
      const label = m.ended ? t('night.ended', { game: name }) : m.live ? t('night.now', { game: name }) : name;
      return `${formatNumber(i + 1)} ${label}`;
    })
    .join('  ·  ');
}

/** Players in the night's latest counted match (the ladder shown), else in its latest match. */
function ladderPlayers(table: NightTable): number {
  const counted = table.matches.map((m, i) => (m.ended ? -1 : i)).filter((i) => i >= 0);
  const at = counted.at(-1) ?? table.matches.length - 1;
  return Math.max(1, table.rows.filter((r) => r.places[at] !== null && r.places[at] !== undefined).length);
}

/** Draws the night's table into `into` inside the box; returns its lines as drawn (for the debug hook). */
export function drawNightTable(
  into: Container,
  table: NightTable,
  box: { x: number; y: number; w: number; h: number },
  s: number,
): string[] {
  for (const child of into.removeChildren()) child.destroy({ children: true });
  const panel = new Graphics();
  drawPanel(panel, box.x, box.y, box.w, box.h, s);
  into.addChild(panel);
  const pad = 30 * s;
  const width = box.w - 2 * pad;
  const put = (text: string, px: number, y: number, fill: number, wrap = true): Text => {
    const line = new Text({ text, style: textStyle(px, s, { fill, wordWrap: wrap, wordWrapWidth: width }) });
    line.position.set(box.x + pad, y);
    into.addChild(line);
    return line;
  };
  const title = put(t('night.title'), 46, box.y + pad * 0.7, UI.accent);
  const rule = put(t('night.rule'), 30, title.y + title.height + 6 * s, UI.text);
  const ladder = put(ladderLine(ladderPlayers(table)), 30, rule.y + rule.height + 4 * s, UI.text);
  const games = put(nightGamesLine(table), 30, ladder.y + ladder.height + 6 * s, UI.dim);
  const lines = [t('night.title'), t('night.rule'), ladder.text, games.text];
  const first = Math.max(0, table.matches.length - MAX_COLUMNS);
  const shown = table.matches.slice(first);
  const headY = games.y + games.height + 14 * s;
  const top = headY + 40 * s;
  const n = Math.max(1, table.rows.length);
  const rowH = Math.min(72 * s, (box.y + box.h - pad * 0.6 - top) / n);
  const px = Math.min(40, (rowH / s) * 0.62);
  const colW = 66 * s;
  const pointsW = 170 * s;
  const colX0 = box.x + box.w - pad - pointsW - shown.length * colW;
  const head = (text: string, x: number, anchor: number, fill: number): void => {
    const c = new Text({ text, style: textStyle(30, s, { fill, fontWeight: '700' }) });
    c.anchor.set(anchor, 0);
    c.position.set(x, headY);
    into.addChild(c);
  };
  // Each column under its match's number (the games line names it); an ended match's number struck through.
  shown.forEach((m, c) => {
    const x = colX0 + (c + 0.5) * colW;
    head(formatNumber(first + c + 1), x, 0.5, m.ended ? UI.dim : UI.text);
    if (m.ended) into.addChild(new Graphics().rect(x - 18 * s, headY + 19 * s, 36 * s, 3 * s).fill(UI.dim));
  });
  head(t('night.pointsHead'), box.x + box.w - pad, 1, UI.text);
  lines.push(`# | ${shown.map((m, c) => `${first + c + 1}${m.ended ? '×' : ''}`).join(' ')} | ${t('night.pointsHead')}`);
  table.rows.forEach((row, i) => {
    const y = top + i * rowH + rowH / 2;
    const color = PLAYER_COLORS[row.color]?.hex ?? UI.dim;
    const leader = row.points === table.rows[0]?.points;
    if (i % 2 === 0) {
      const band = new Graphics()
        .roundRect(box.x + 14 * s, y - rowH / 2, box.w - 28 * s, rowH, 12 * s)
        .fill({ color: 0xffffff, alpha: 0.05 });
      into.addChild(band);
    }
    const cell = (text: string, x: number, anchor: number, fill: number, size = px): void => {
      const c = new Text({ text, style: textStyle(size, s, { fill }) });
      c.anchor.set(anchor, 0.5);
      c.position.set(x, y);
      into.addChild(c);
    };
    const rank = 1 + table.rows.filter((r) => r.points > row.points).length;
    cell(formatNumber(rank), box.x + pad + 24 * s, 0.5, leader ? UI.accent : UI.text);
    const dot = new Graphics().circle(box.x + pad + 72 * s, y, 12 * s).fill(color);
    into.addChild(dot);
    cell(row.name, box.x + pad + 96 * s, 0, color);
    const places = row.places.slice(first).map((p, c) => {
      if (p === null) return '–';
      return shown[c]?.ended ? `(${formatNumber(p)})` : formatNumber(p);
    });
    places.forEach((p, c) => cell(p, colX0 + (c + 0.5) * colW, 0.5, p === formatNumber(1) ? UI.accent : UI.dim, px * 0.9));
    cell(countText('count.pts', row.points), box.x + box.w - pad, 1, leader ? UI.accent : UI.text);
    lines.push(`${rank}. ${row.name} | ${places.join(' ')} | ${row.points}`);
  });
  return lines;
}
