/** The replays screen's list: a panel of replay lines around the focused one, a count and a scrollbar. */
import { Container, Graphics, Text } from 'pixi.js';
import type { ReplayEntry } from '@shared/night';
import { t } from '@renderer/i18n/i18n';
import type { Rect } from '@renderer/layout/rect';
import { drawPanel } from '@renderer/ui/Panel';
import { textBox, textStyle, UI } from '@renderer/ui/style';
import { drawScrollbar, replayRowView } from './replay-views';
import { replayRow, scrollWindow, type ReplayRow } from './saves-format';
import { countText } from '@renderer/i18n/labels';

/** One list line as drawn. */
export interface ReplayLineDescription extends ReplayRow {
  readonly focused: boolean;
}

/** What the replays screen shows, read from its texts (end-to-end tests). */
export interface ReplaysDescription {
  readonly title: string;
  readonly subtitle: string;
  /** 'nights': the nights and the earlier rounds; 'rounds': the rounds of the one opened. */
  readonly level: 'nights' | 'rounds';
  readonly loading: boolean;
  /** The night rows on screen ("date | games | winner | replays", the focused one marked '> '); none inside a night. */
  readonly nights: readonly string[];
  /** The round rows on screen (the list scrolls with the focus); none at the nights level. */
  readonly rows: readonly ReplayLineDescription[];
  /** Replays in all. */
  readonly count: number;
  readonly focusedId: string | null;
  /** The detail panel's texts. */
  readonly detail: readonly string[];
  /** Action buttons, the focused one marked '> '. */
  readonly actions: readonly string[];
  readonly status: string;
}

/** What the list's pointer does: the wheel moves the focus, a tap picks a line. */
export interface ReplayListInput {
  step(dir: -1 | 1): void;
  tap(index: number): void;
}

/** The list view. */
export class ReplayListView extends Container {
  private readonly panel = new Graphics();
  private readonly lines = new Container();
  private readonly scrollbar = new Graphics();
  private readonly count = new Text({ text: '' });
  /** The first line shown. */
  private top = 0;
  private described: ReplayLineDescription[] = [];

  constructor(private readonly input: ReplayListInput) {
    super();
    this.lines.eventMode = 'static';
    this.lines.on('wheel', (e) => input.step(e.deltaY > 0 ? 1 : -1));
    this.addChild(this.panel, this.lines, this.scrollbar, this.count);
  }

  /** The lines on screen. */
  rows(): readonly ReplayLineDescription[] {
    return this.described;
  }

  /**
   * Draws `entries` (null: still loading) in `box` at scale `s`, the line `focus` focused and in view; `titles` gives
   * a line's title in place of the replay's own where it is not null (a night's "Match 2: Coloretto, round 1").
   */
  draw(entries: readonly ReplayEntry[] | null, focus: number, box: Rect, s: number, titles: readonly (string | null)[] = []): void {
    const { x, y, w, h } = box;
    this.panel.clear();
    drawPanel(this.panel, x, y, w, h, s);
    for (const child of this.lines.removeChildren()) child.destroy({ children: true });
    this.scrollbar.clear();
    this.described = [];
    const pad = 22 * s;
    this.count.style = textStyle(32, s, { fill: UI.dim, fontWeight: '700' });
    this.count.text = entries && entries.length > 0 ? countText('count.replays', entries.length) : '';
    this.count.anchor.set(1, 1);
    this.count.position.set(x + w - pad, y + h - 12 * s);
    this.lines.hitArea = { contains: (px: number, py: number) => px >= x && px <= x + w && py >= y && py <= y + h };
    if (!entries || entries.length === 0) {
      const msg = new Text({
        text: entries ? t('replays.empty') : t('replays.loading'),
        style: textStyle(40, s, { fill: UI.dim, wordWrap: true, wordWrapWidth: w - 120 * s, align: 'center' }),
      });
      msg.anchor.set(0.5);
      msg.position.set(x + w / 2, y + h / 2);
      this.lines.addChild(msg);
      return;
    }
    const rowH = textBox(122) * s;
    const gap = 12 * s;
    const shown = Math.max(1, Math.floor((h - 2 * pad - 40 * s + gap) / (rowH + gap)));
    this.top = scrollWindow(focus, this.top, shown, entries.length);
    const rowW = w - 2 * pad - (entries.length > shown ? 22 * s : 0);
    entries.slice(this.top, this.top + shown).forEach((entry, k) => {
      const index = this.top + k;
      const own = replayRow(entry);
      const row = { ...own, title: titles[index] ?? own.title };
      const focused = index === focus;
      const line = { x: x + pad, y: y + pad + k * (rowH + gap), w: rowW, h: rowH };
      this.lines.addChild(replayRowView(row, focused, line, s, () => this.input.tap(index)));
      this.described.push({ ...row, focused });
    });
    if (entries.length > shown) {
      const track = { x: x + w - pad - 8 * s, y: y + pad, w: 8 * s, h: shown * (rowH + gap) - gap };
      drawScrollbar(this.scrollbar, track, s, { top: this.top, shown, total: entries.length });
    }
  }
}
