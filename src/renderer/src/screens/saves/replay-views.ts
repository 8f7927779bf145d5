/** The replays screen's drawn parts: a list line, the detail panel's lines with the players' pills, the list's scrollbar. */
import { Container, Graphics, Text } from 'pixi.js';
import type { Rect } from '@renderer/layout/rect';
import { fitLine } from '@renderer/ui/fit-text';
import { textBox, textStyle, UI } from '@renderer/ui/style';
import type { ReplayEntry } from '@shared/night';
import { formatNumber, t } from '@renderer/i18n/i18n';
import { replayRow, type ReplayRow } from './saves-format';

/** One line of the replays list in its box; a tap on it calls `onTap`. */
export function replayRowView(row: ReplayRow, focused: boolean, box: Rect, s: number, onTap: () => void): Container {
  const { x, y, w, h } = box;
  const c = new Container();
  const g = new Graphics();
  g.roundRect(x, y, w, h, 18 * s).fill({ color: focused ? 0x2a3a63 : UI.panel, alpha: focused ? 1 : 0.85 });
  if (focused) g.roundRect(x, y, w, h, 18 * s).stroke({ color: UI.accent, width: 4 * s });
  g.roundRect(x + 12 * s, y + 16 * s, 8 * s, h - 32 * s, 4 * s).fill(focused ? UI.accent : UI.panelEdge);
  g.eventMode = 'static';
  g.cursor = 'pointer';
  g.on('pointertap', onTap);
  const date = new Text({ text: row.date, style: textStyle(32, s, { fill: UI.dim, fontWeight: '700' }) });
  date.anchor.set(1, 0);
  date.position.set(x + w - 24 * s, y + 16 * s);
  const badge = new Text({ text: row.badge, style: textStyle(32, s, { fill: 0x0b0f1a }) });
  const badgeW = row.badge ? badge.width + 26 * s : 0;
  const title = new Text({ text: '', style: textStyle(44, s, { fill: focused ? UI.accent : UI.text }) });
  fitLine(title, row.title, w - 80 * s - date.width - (badgeW ? badgeW + 16 * s : 0));
  title.position.set(x + 40 * s, y + 10 * s);
  if (row.badge) {
    const bx = title.x + title.width + 16 * s;
    g.roundRect(bx, y + 18 * s, badgeW, 42 * s, 21 * s).fill(0x4fb3ff);
    badge.anchor.set(0.5);
    badge.position.set(bx + badgeW / 2, y + 39 * s);
  }
  const facts = new Text({ text: row.facts, style: textStyle(32, s, { fill: UI.dim, fontWeight: '700' }) });
  facts.anchor.set(1, 1);
  facts.position.set(x + w - 24 * s, y + h - 14 * s);
  const names = new Text({ text: '', style: textStyle(34, s, { fill: UI.text, fontWeight: '700' }) });
  fitLine(names, row.names, w - 100 * s - facts.width);
  names.anchor.set(0, 1);
  names.position.set(x + 40 * s, y + h - 14 * s);
  c.addChild(g, title, badge, date, names, facts);
  return c;
}

/**
 * The replay's players as pills, flowing over as many lines as fit above `bottom`; the names that do not fit are
 * counted in a last "+N" pill. Returns the y below them.
 */
export function namePills(into: Container, names: readonly string[], box: Rect, s: number): number {
  const { x, y, w } = box;
  const bottom = y + box.h;
  const g = new Graphics();
  into.addChild(g);
  const h = textBox(52) * s;
  const gap = 12 * s;
  let cx = x;
  let cy = y;
  const moreW = 110 * s * textBox(1);
  for (const [i, name] of names.entries()) {
    const label = new Text({ text: '', style: textStyle(34, s, { fill: UI.text, fontWeight: '700' }) });
    fitLine(label, name, w - 90 * s);
    const pw = label.width + h * 0.9 + 26 * s;
    // Where a "+N" pill would go instead of this name: right here on this line (room was kept for it).
    const here = { x: cx, y: cy, w: moreW, h };
    if (cx > x && cx + pw > x + w) {
      cx = x;
      cy += h + gap;
    }
    // This pill fits, and so would a "+N" after it (on its line or the next), unless it is the last name.
    const last = i === names.length - 1;
    const fits = cy + h <= bottom && (last || cx + pw + gap + moreW <= x + w || cy + 2 * h + gap <= bottom);
    if (!fits) {
      label.destroy();
      morePill(into, g, names.length - i, cy + h <= bottom ? { ...here, x: cx, y: cy } : here, s);
      return Math.min(cy, here.y) + h + gap;
    }
    // The list entry has no seat colours: one neutral look for everyone.
    g.roundRect(cx, cy, pw, h, h / 2)
      .fill({ color: 0x05070d, alpha: 0.6 })
      .stroke({ color: UI.panelEdge, width: 2 * s });
    g.circle(cx + h / 2, cy + h / 2, 9 * s).fill(UI.accent);
    label.anchor.set(0, 0.5);
    label.position.set(cx + h * 0.9, cy + h / 2);
    into.addChild(label);
    cx += pw + gap;
  }
  return cy + h + gap;
}

/** The "+N" pill counting the names left out. */
function morePill(into: Container, g: Graphics, n: number, box: Rect, s: number): void {
  g.roundRect(box.x, box.y, box.w, box.h, box.h / 2).fill({ color: UI.accent, alpha: 0.9 });
  const label = new Text({ text: `+${formatNumber(n)}`, style: textStyle(34, s, { fill: 0x0b0f1a }) });
  label.anchor.set(0.5);
  label.position.set(box.x + box.w / 2, box.y + box.h / 2);
  into.addChild(label);
}

/** A list's scrollbar in its track: the thumb's size and place show which of `total` lines are `shown` from `top`. */
export function drawScrollbar(
  g: Graphics,
  track: Rect,
  s: number,
  list: { readonly top: number; readonly shown: number; readonly total: number },
): void {
  const thumbH = Math.max(40 * s, (track.h * list.shown) / list.total);
  const thumbY = track.y + ((track.h - thumbH) * list.top) / (list.total - list.shown);
  g.roundRect(track.x, track.y, track.w, track.h, 4 * s).fill({ color: 0xffffff, alpha: 0.08 });
  g.roundRect(track.x, thumbY, track.w, thumbH, 4 * s).fill({ color: UI.accent, alpha: 0.7 });
}

/** The detail panel's lines for `entry` from `at` (its width: the panel's inside), or why there is none. */
export function detailLines(into: Container, entry: ReplayEntry | null, loaded: boolean, at: Rect, s: number): void {
  const inner = at.w;
  let cy = at.y;
  const add = (text: string, px: number, fill: number, wrap = false, weight: '700' | '800' = '800'): void => {
    if (text === '') return;
    const line = new Text({
      text: '',
      style: textStyle(px, s, {
        fill,
        fontWeight: weight,
        ...(wrap ? { wordWrap: true, wordWrapWidth: inner, lineHeight: px * 1.3 * s } : {}),
      }),
    });
    if (wrap) line.text = text;
    else fitLine(line, text, inner);
    line.position.set(at.x, cy);
    into.addChild(line);
    cy += line.height + 12 * s;
  };
  if (entry) {
    const row = replayRow(entry);
    add(row.title, 60, UI.accent);
    add(row.badge, 34, 0x4fb3ff, false, '800');
    add(row.date, 34, UI.dim, false, '700');
    add(row.facts, 34, UI.dim, false, '700');
    cy += 10 * s;
    namePills(into, entry.names, { x: at.x, y: cy, w: inner, h: at.y + at.h - cy }, s);
  } else add(loaded ? t('replays.empty') : t('replays.loading'), 38, UI.dim, true, '700');
}
