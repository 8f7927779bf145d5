/** The Replays screen's detail panel for a night (its date, winner and matches) or for the earlier rounds. */
import { Graphics, Text, type Container } from 'pixi.js';
import { t } from '@renderer/i18n/i18n';
import { countText } from '@renderer/i18n/labels';
import type { Rect } from '@renderer/layout/rect';
import { fitLine } from '@renderer/ui/fit-text';
import { drawGameIcon } from '@renderer/ui/game-icon';
import { textStyle, UI } from '@renderer/ui/style';
import { gameName, nightLine } from '../night-rows';
import { nightFacts, type ShelfItem } from './replay-shelf';
import { formatDateTime } from './saves-format';

/** Draws the detail of `item` in `at`: lines that do not fit below it are left out. */
export function nightDetail(into: Container, item: ShelfItem, at: Rect, s: number): void {
  let cy = at.y;
  const bottom = at.y + at.h;
  const add = (text: string, px: number, fill: number, indent = 0, wrap = false): Text | null => {
    const line = new Text({
      text: '',
      style: textStyle(px, s, { fill, fontWeight: '800', ...(wrap ? { wordWrap: true, wordWrapWidth: at.w - indent } : {}) }),
    });
    if (wrap) line.text = text;
    else fitLine(line, text, at.w - indent);
    if (cy + line.height > bottom) {
      line.destroy();
      return null;
    }
    line.position.set(at.x + indent, cy);
    into.addChild(line);
    cy += line.height + 12 * s;
    return line;
  };
  if (item.kind === 'earlier') {
    add(t('replays.earlier'), 56, UI.accent);
    add(t('replays.earlierNote'), 34, UI.dim, 0, true);
    add(countText('count.replays', item.rounds.length), 34, UI.text);
    return;
  }
  const line = nightLine(nightFacts(item.night));
  add(formatDateTime(item.night.startedAt), 50, UI.accent);
  add(line.winner, 36, UI.text);
  add(countText('count.replays', item.rounds.length), 32, UI.dim);
  cy += 8 * s;
  add(t('replays.nightMatches'), 36, UI.accent);
  const icon = 36 * s;
  for (const [i, m] of item.night.matches.entries()) {
    const values = { m: i + 1, game: gameName(m.game), replays: countText('count.replays', m.replays.length) };
    const row = add(t(m.ended ? 'replays.matchEnded' : 'replays.matchLine', values), 32, m.ended ? UI.dim : UI.text, icon + 14 * s);
    if (!row) break;
    into.addChild(drawGameIcon(new Graphics(), m.game, at.x + icon / 2, row.y + row.height / 2, icon));
  }
}
