/** The players screen's header: the chosen player's pill (chip, name, bot badge), the arrows to the others and the counter. */
import { Text, type Container, type Graphics } from 'pixi.js';
import type { PlayerProfile } from '@shared/night';
import { t } from '@renderer/i18n/i18n';
import type { Button } from '@renderer/ui/Button';
import { drawChip } from '@renderer/ui/decor';
import { fitLine } from '@renderer/ui/fit-text';
import { textStyle, UI } from '@renderer/ui/style';
import { mixColor } from '../../views/cards/card-palette';

/** What the header draws into and places. */
export interface HeaderParts {
  readonly g: Graphics;
  readonly header: Container;
  readonly prev: Button;
  readonly next: Button;
}

/** Draws the header of `profile` (the `index`-th of `total`) from `left` to `right` at `y`, `hgt` high; returns what it says. */
export function drawProfileHeader(
  parts: HeaderParts,
  profile: PlayerProfile,
  color: number,
  at: { readonly index: number; readonly total: number },
  left: number,
  right: number,
  y: number,
  hgt: number,
  s: number,
): { player: string; counter: string; bot: boolean } {
  const n = at.total;
  const cx = (left + right) / 2;
  const g = parts.g;
  const name = new Text({ text: '', style: textStyle(64, s, { fill: UI.text }) });
  fitLine(name, profile.name, 700 * s);
  const chipH = 62 * s;
  const badge = profile.bot ? new Text({ text: t('players.bot'), style: textStyle(32, s, { fill: 0x0b0f1a }) }) : null;
  const badgeW = badge ? badge.width + 32 * s : 0;
  const contentW = chipH * 0.72 + 24 * s + name.width + (badge ? 20 * s + badgeW : 0);
  const pillW = Math.max(560 * s, contentW + 90 * s);
  g.roundRect(cx - pillW / 2, y, pillW, hgt, hgt / 2)
    .fill({ color: mixColor(color, 0x0b0f1a, 0.78), alpha: 0.95 })
    .stroke({ color, width: 4 * s });
  let x = cx - contentW / 2;
  drawChip(g, x + (chipH * 0.72) / 2, y + hgt / 2, chipH, color);
  x += chipH * 0.72 + 24 * s;
  name.anchor.set(0, 0.5);
  name.position.set(x, y + hgt / 2);
  parts.header.addChild(name);
  x += name.width + 20 * s;
  if (badge) {
    g.roundRect(x, y + hgt / 2 - 24 * s, badgeW, 48 * s, 24 * s).fill(UI.dim);
    badge.anchor.set(0.5);
    badge.position.set(x + badgeW / 2, y + hgt / 2);
    parts.header.addChild(badge);
  }
  const counter = new Text({
    text: t('players.counter', { n: at.index + 1, total: n }),
    style: textStyle(32, s, { fill: UI.dim, fontWeight: '700' }),
  });
  counter.anchor.set(0, 0.5);
  counter.position.set(cx + pillW / 2 + 120 * s, y + hgt / 2);
  parts.header.addChild(counter);
  const neighbours = n > 1;
  const bw = 84 * s;
  parts.prev.visible = neighbours;
  parts.next.visible = neighbours;
  parts.prev.layout(bw, bw, s, 56);
  parts.next.layout(bw, bw, s, 56);
  parts.prev.position.set(cx - pillW / 2 - bw - 22 * s, y + (hgt - bw) / 2);
  parts.next.position.set(cx + pillW / 2 + 22 * s, y + (hgt - bw) / 2);
  counter.position.x = parts.next.x + bw + 22 * s;
  return { player: name.text, counter: counter.text, bot: profile.bot };
}
