/** An event between games (issue 19): the next table by seat colour, who plays after it, and the running leaderboard, readable at 3 m. */
import { Container, Graphics, Text } from 'pixi.js';
import type { Snapshot } from '@shared/protocol';
import { PLAYER_COLORS } from '@shared/seats';
import type { AppServices, Screen } from '../../app/Screen';
import type { InputEvent } from '../../input/index';
import { t } from '../../i18n/i18n';
import { sharedTextStyle, textBox, UI } from '../../ui/style';
import { uiScale, DESIGN_HEIGHT, DESIGN_WIDTH } from '@renderer/ui/design';
import { drawChip } from '@renderer/ui/decor';
import { ScreenFrame } from '../screen-frame';
import { fitLine, nameLine } from '@renderer/ui/fit-text';
import { acceptConfirm } from '../results/round-data';
import { eventBoard, nameColumns, type BoardRow, type EventBoard } from './event-board';
import { countText } from '../../i18n/labels';

/** What the event screen shows, read back from its texts (end-to-end tests). */
export interface EventScreenDescription {
  readonly title: string;
  readonly subtitle: string;
  readonly table: readonly string[];
  readonly upNext: string;
  readonly rows: readonly string[];
  readonly hint: string;
  readonly finished: boolean;
  /** A start press would be taken now (past the guard after the screen showed, none sent yet). */
  readonly confirmReady: boolean;
}

/** Lobby stage while an event runs: confirm starts the next game. */
export class EventScreen implements Screen {
  readonly id = 'event' as const;
  readonly root = new Container();
  private readonly frame = new ScreenFrame();
  private readonly panels = new Graphics();
  private readonly content = new Container();
  private board: EventBoard | null = null;
  private drawn = '';
  private width = DESIGN_WIDTH;
  private height = DESIGN_HEIGHT;
  private shownAt = 0;
  private sent = false;
  private described: Omit<EventScreenDescription, 'confirmReady'> = {
    title: '',
    subtitle: '',
    table: [],
    upNext: '',
    rows: [],
    hint: '',
    finished: false,
  };

  constructor(private readonly services: AppServices) {
    this.root.addChild(...this.frame.parts(), this.panels, this.content);
  }

  show(snapshot: Snapshot | null): void {
    this.shownAt = performance.now();
    this.sent = false;
    this.drawn = '';
    if (snapshot) this.update(snapshot);
  }

  hide(): void {
    this.drawn = '';
  }

  update(snapshot: Snapshot): void {
    const view = snapshot.event;
    if (!view) return;
    const board = eventBoard(view, snapshot.seats);
    // A new table (a game was recorded) takes a fresh confirm.
    if (this.board && this.board.games !== board.games) this.sent = false;
    this.board = board;
    this.layout();
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.drawn = '';
    this.layout();
  }

  /**
   * A seated player's A / Enter starts the next game (an unseated one's took a bot's seat before it got here); Start /
   * P starts it from any controller, as seated: the host of a party of bots and people need not sit down first.
   */
  input(events: readonly InputEvent[]): void {
    for (const e of events) {
      if (e.type !== 'action' || e.waking || !this.board || this.board.finished) continue;
      if (e.action.kind !== 'confirm' && e.action.kind !== 'pause') continue;
      if (!acceptConfirm(this.shownAt, performance.now(), this.sent)) continue;
      this.sent = true;
      this.services.sounds.play('confirm');
      this.services.send({ t: 'control', op: 'start-match' });
      this.services.requestRender();
    }
  }

  describe(): EventScreenDescription {
    return { ...this.described, confirmReady: acceptConfirm(this.shownAt, performance.now(), this.sent) };
  }

  private text(value: string, px: number, s: number, color: number = UI.text, maxW = 0): Text {
    const text = new Text({ text: value, style: sharedTextStyle(px, s, { fill: color }) });
    if (maxW > 0) fitLine(text, value, maxW, 0.75);
    this.content.addChild(text);
    return text;
  }

  private layout(): void {
    const board = this.board;
    const key = JSON.stringify([board, this.width, this.height]);
    if (!board || key === this.drawn) return;
    this.drawn = key;
    const w = this.width;
    const h = this.height;
    const s = uiScale(w, h);
    for (const child of this.content.removeChildren()) child.destroy();
    this.panels.clear();
    const subtitleText = board.finished
      ? `${board.name} · ${t(`event.format.${board.format}`)} · ${t('event.games', { n: board.games })}`
      : `${t(`event.format.${board.format}`)} · ${t('event.games', { n: board.games })}`;
    const body = this.frame.place(
      {
        title: board.finished ? t('event.final') : board.name,
        subtitle: subtitleText,
        hint: board.finished ? t('event.overHint') : t('event.startHint'),
        glow: board.table.map((e) => PLAYER_COLORS[e.color]?.hex ?? UI.dim),
      },
      { w, h, s },
      { align: 'start', titlePx: 84, titleFill: UI.accent, subtitleFill: UI.dim, hintFill: UI.text, hintPx: 40, outline: false },
    );
    const { title, subtitle, hint } = this.frame;
    const left = body.x;
    const right = body.x + body.w;
    const bodyTop = body.y;
    const bodyBottom = body.y + body.h;
    const tableLines: string[] = [];
    let upNext = '';
    let rowLines: string[];
    if (board.finished) {
      rowLines = this.leaderboard(board.rows, board.more, left, bodyTop, right, bodyBottom, s, 2);
    } else {
      const split = left + (right - left) * 0.5;
      this.panels.roundRect(left, bodyTop, split - left - 24 * s, bodyBottom - bodyTop, 24 * s).fill({ color: UI.panel, alpha: 0.85 });
      const heading = this.text(t('event.table'), 48, s, UI.accent);
      heading.position.set(left + 32 * s, bodyTop + 20 * s);
      const colW = (split - left - 24 * s - 64 * s) / 2;
      const rowH = textBox(60) * s;
      nameColumns(board.table, 6).forEach((column, c) => {
        column.forEach((seat, r) => {
          const x = left + 32 * s + c * colW;
          const y = bodyTop + 96 * s + r * rowH;
          drawChip(this.panels, x + 18 * s, y + rowH / 2, 44 * s, PLAYER_COLORS[seat.color]?.hex ?? UI.dim);
          const name = this.text(seat.name, 44, s, UI.text, colW - 60 * s);
          name.position.set(x + 48 * s, y + (rowH - name.height) / 2);
          tableLines.push(`${seat.name}${seat.person ? '' : ` (${t('event.standIn')})`}`);
        });
      });
      const nextTop = bodyTop + 96 * s + 6 * rowH + 24 * s;
      const nextHeading = this.text(t('event.upNext'), 40, s, UI.accent);
      nextHeading.position.set(left + 32 * s, nextTop);
      upNext = board.upNext.length > 0 ? board.upNext.join(' · ') : t('event.nobody');
      const names = new Text({
        text: board.upNext.length > 0 ? nameLine(board.upNext) : upNext,
        style: sharedTextStyle(40, s, { fill: UI.text, wordWrap: true, wordWrapWidth: split - left - 88 * s, lineHeight: 50 * s }),
      });
      this.content.addChild(names);
      names.position.set(left + 32 * s, nextTop + 56 * s);
      const room = bodyBottom - names.y - 20 * s;
      if (names.height > room) names.scale.set(Math.max(0.7, room / names.height));
      if (board.waiting > 0) {
        const waiting = this.text(countText('count.waiting', board.waiting), 36, s, UI.dim);
        waiting.position.set(split - 56 * s - waiting.width, nextTop + 4 * s);
      }
      rowLines = this.leaderboard(board.rows, board.more, split + 24 * s, bodyTop, right, bodyBottom, s, 1);
    }
    this.described = {
      title: title.text,
      subtitle: subtitle.text,
      table: tableLines,
      upNext,
      rows: rowLines,
      hint: hint.text,
      finished: board.finished,
    };
  }

  /** Draws the leaderboard in `columns` columns inside the box; returns its lines as text. */
  private leaderboard(
    rows: readonly BoardRow[],
    more: number,
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    s: number,
    columns: number,
  ): string[] {
    this.panels.roundRect(x0, y0, x1 - x0, y1 - y0, 24 * s).fill({ color: UI.panel, alpha: 0.85 });
    const heading = this.text(t('event.leaderboard'), 48, s, UI.accent);
    heading.position.set(x0 + 32 * s, y0 + 20 * s);
    const perColumn = Math.max(1, Math.ceil(rows.length / columns));
    const colW = (x1 - x0 - 64 * s) / columns;
    const rowH = Math.min(58 * s, (y1 - y0 - 150 * s) / Math.max(1, perColumn));
    const px = rowH >= 54 * s ? 42 : 36;
    const lines: string[] = [];
    nameColumns(rows, perColumn).forEach((column, c) => {
      const cx = x0 + 32 * s + c * colW;
      const numbers = [t('event.points'), t('event.wins'), t('event.played')];
      const cellW = 150 * s;
      numbers.forEach((label, i) => {
        const head = this.text(label, 32, s, UI.dim);
        head.position.set(cx + colW - 24 * s - (3 - i) * cellW + (cellW - head.width), y0 + 96 * s);
      });
      column.forEach((row, r) => {
        const y = y0 + 140 * s + r * rowH;
        const lead = row.rank === 1 && row.points > 0;
        if (r % 2 === 0) this.panels.roundRect(cx - 12 * s, y, colW - 24 * s, rowH - 4 * s, 10 * s).fill({ color: 0xffffff, alpha: 0.05 });
        const color = lead ? UI.accent : UI.text;
        const rank = this.text(String(row.rank), px, s, color);
        rank.position.set(cx, y + (rowH - rank.height) / 2);
        const name = this.text(row.name, px, s, color, colW - 24 * s - 3 * cellW - 80 * s);
        name.position.set(cx + 72 * s, y + (rowH - name.height) / 2);
        [row.points, row.wins, row.games].forEach((n, i) => {
          const cell = this.text(String(n), px, s, i === 0 ? color : UI.text);
          cell.position.set(cx + colW - 24 * s - (3 - i) * cellW + (cellW - cell.width), y + (rowH - cell.height) / 2);
        });
        lines.push(`${row.rank} ${row.name} ${row.points} ${row.wins} ${row.games}`);
      });
    });
    if (more > 0) {
      const rest = this.text(t('event.more', { n: more }), 32, s, UI.dim);
      rest.position.set(x1 - 32 * s - rest.width, y0 + 30 * s);
    }
    return lines;
  }
}
