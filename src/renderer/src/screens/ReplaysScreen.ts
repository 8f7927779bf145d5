/**
 * Replays (a local screen from the title): every kept round, newest first. Watch one on the table,
 * export it (a download in a browser, a file dialog in the app) or import a replay file.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { ReplayEntry } from '@shared/night';
import type { HostMessage, Snapshot } from '@shared/protocol';
import type { SavesCommand } from '@shared/saves-protocol';
import type { AppServices, Screen } from '../app/Screen';
import { t } from '../i18n/i18n';
import type { InputEvent } from '../input/index';
import { textStyle, UI } from '../ui/style';
import { downloadText, pickTextFile } from './saves/browser-files';
import { canWatch, importCommands, importTitle, replayRow, scrollWindow, sortReplays, type ReplayRow } from './saves/saves-format';
import { DESIGN_HEIGHT, DESIGN_WIDTH, SAFE, uiScale } from '@renderer/ui/design';
import { drawBackdrop } from '@renderer/ui/decor';
import { Button, ButtonRow } from '@renderer/ui/Button';
import { drawPanel } from '@renderer/ui/Panel';
import { fitLine } from '@renderer/ui/fit-text';

/** One list line as drawn. */
export interface ReplayLineDescription extends ReplayRow {
  readonly focused: boolean;
}

/** What the replays screen shows, read from its texts (end-to-end tests). */
export interface ReplaysDescription {
  readonly title: string;
  readonly loading: boolean;
  /** The rows on screen (the list scrolls with the focus). */
  readonly rows: readonly ReplayLineDescription[];
  readonly count: number;
  readonly focusedId: string | null;
  /** The detail panel's texts. */
  readonly detail: readonly string[];
  /** Action buttons, the focused one marked '> '. */
  readonly actions: readonly string[];
  readonly status: string;
}

type Tone = 'info' | 'good' | 'bad';

interface Upload {
  readonly id: string;
  readonly parts: readonly SavesCommand[];
  next: number;
}

const TONE_COLORS: Readonly<Record<Tone, number>> = { info: UI.dim, good: UI.good, bad: UI.bad };

/** The replays list. */
export class ReplaysScreen implements Screen {
  readonly id = 'replays' as const;
  readonly root = new Container();
  private readonly backdrop = new Graphics();
  private readonly decor = new Container();
  private readonly title = new Text({ text: '' });
  private readonly subtitle = new Text({ text: '' });
  private readonly listPanel = new Graphics();
  private readonly list = new Container();
  private readonly scrollbar = new Graphics();
  private readonly count = new Text({ text: '' });
  private readonly detailPanel = new Graphics();
  private readonly detail = new Container();
  private readonly status = new Text({ text: '' });
  private readonly hint = new Text({ text: '' });
  private readonly actions = new ButtonRow();
  private readonly watchButton: Button;
  private readonly exportButton: Button;
  private readonly importButton: Button;
  private readonly backButton: Button;
  private snapshot: Snapshot | null = null;
  private entries: ReplayEntry[] | null = null;
  private focus = 0;
  private top = 0;
  private wantFocus: string | null = null;
  private statusText = '';
  private statusTone: Tone = 'info';
  private watching: string | null = null;
  private upload: Upload | null = null;
  private rowDescriptions: ReplayLineDescription[] = [];
  private width = DESIGN_WIDTH;
  private height = DESIGN_HEIGHT;
  private visibleRows = 6;

  constructor(private readonly services: AppServices) {
    const hover = (id: string) => () => {
      this.actions.focusOn(id);
      services.requestRender();
    };
    this.watchButton = new Button(
      'watch',
      () => `▶  ${t('replays.watch')}`,
      () => this.watch(),
      'primary',
      hover('watch'),
    );
    this.exportButton = new Button(
      'export',
      () => t('replays.export'),
      () => this.exportReplay(),
      'normal',
      hover('export'),
    );
    this.importButton = new Button(
      'import',
      () => t('replays.import'),
      () => this.importReplay(),
      'normal',
      hover('import'),
    );
    this.backButton = new Button(
      'back',
      () => `‹  ${t('replays.back')}`,
      () => this.back(),
      'quiet',
    );
    this.actions.set([this.watchButton, this.exportButton, this.importButton], 'watch');
    this.list.eventMode = 'static';
    this.list.on('wheel', (e) => this.step(e.deltaY > 0 ? 1 : -1));
    this.root.addChild(
      this.backdrop,
      this.decor,
      this.title,
      this.subtitle,
      this.listPanel,
      this.list,
      this.scrollbar,
      this.count,
      this.detailPanel,
      this.detail,
      this.actions,
      this.status,
      this.hint,
      this.backButton,
    );
  }

  show(snapshot: Snapshot | null): void {
    this.snapshot = snapshot;
    this.watching = null;
    this.setStatus('', 'info');
    this.services.send({ t: 'saves', cmd: { op: 'list-replays' } });
    this.layout();
  }

  hide(): void {
    this.watching = null;
  }

  update(snapshot: Snapshot): void {
    const before = canWatch(this.snapshot);
    this.snapshot = snapshot;
    if (this.watching !== null && snapshot.replay) {
      this.watching = null;
      this.services.openLocal(null);
      return;
    }
    if (before !== canWatch(snapshot)) this.layout();
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.layout();
  }

  input(events: readonly InputEvent[]): void {
    for (const e of events) {
      if (e.type !== 'action' || e.waking) continue;
      switch (e.action.kind) {
        case 'up':
          this.step(-1);
          break;
        case 'down':
          this.step(1);
          break;
        case 'left':
        case 'right':
          if (this.actions.move(e.action.kind === 'left' ? -1 : 1)) this.services.sounds.play('move');
          break;
        case 'confirm':
          this.actions.press();
          break;
        case 'back':
          this.back();
          break;
        default:
          break;
      }
    }
    this.services.requestRender();
  }

  message(msg: HostMessage): void {
    if (msg.t === 'refused') return this.setStatus(t('replays.failed', { error: msg.error }), 'bad');
    if (msg.t !== 'saves') return;
    const reply = msg.reply;
    switch (reply.kind) {
      case 'replays': {
        const keep = this.wantFocus ?? this.focusedEntry()?.id ?? null;
        const wasEmpty = (this.entries?.length ?? 0) === 0;
        this.wantFocus = null;
        this.entries = sortReplays(reply.replays);
        if (wasEmpty && this.entries.length > 0) this.actions.focusOn('watch');
        const at = keep === null ? -1 : this.entries.findIndex((e) => e.id === keep);
        this.focus = at !== -1 ? at : Math.min(this.focus, Math.max(0, this.entries.length - 1));
        if (this.entries.length === 0) this.actions.focusOn('import');
        this.layout();
        break;
      }
      case 'exported':
        if (reply.json !== null) {
          downloadText(reply.fileName, reply.json);
          this.setStatus(t('replays.exportedDownload', { name: reply.fileName }), 'good');
        } else this.setStatus(t('replays.exportedFile', { path: reply.path ?? reply.fileName }), 'good');
        break;
      case 'imported':
        this.upload = null;
        this.wantFocus = reply.entry.id;
        this.services.sounds.play('confirm');
        this.setStatus(t('replays.importedOk', { title: reply.entry.title }), 'good');
        this.services.send({ t: 'saves', cmd: { op: 'list-replays' } });
        break;
      case 'uploading':
        this.sendNextPart(reply.upload, reply.received);
        break;
      case 'failed':
        this.failed(reply.op, reply.error);
        break;
      case 'profiles':
        break;
    }
    this.services.requestRender();
  }

  /** What the screen shows. */
  describe(): ReplaysDescription {
    return {
      title: this.title.text,
      loading: this.entries === null,
      rows: this.rowDescriptions,
      count: this.entries?.length ?? 0,
      focusedId: this.focusedEntry()?.id ?? null,
      detail: this.detail.children.flatMap((c) => (c instanceof Text && c.text !== '' ? [c.text] : [])),
      actions: this.actions.describe(),
      status: this.status.text,
    };
  }

  private focusedEntry(): ReplayEntry | null {
    return this.entries?.[this.focus] ?? null;
  }

  private back(): void {
    this.services.sounds.play('back');
    this.services.openLocal('title');
  }

  private step(dir: -1 | 1): void {
    const n = this.entries?.length ?? 0;
    if (n === 0) return;
    this.focus = (this.focus + dir + n) % n;
    this.services.sounds.play('move');
    this.layout();
    this.services.requestRender();
  }

  private setStatus(text: string, tone: Tone): void {
    this.statusText = text;
    this.statusTone = tone;
    this.drawStatus();
    this.services.requestRender();
  }

  private failed(op: string, error: string): void {
    if (op === 'import-replay' || op === 'import-replay-file') {
      this.upload = null;
      this.services.sounds.play('reject');
      return this.setStatus(t('replays.importFailed', { error: error.replace(/^the replay was not imported: /, '') }), 'bad');
    }
    if (op === 'watch-replay') this.watching = null;
    if (op === 'list-replays' && this.entries === null) this.entries = [];
    this.services.sounds.play('reject');
    this.setStatus(t('replays.failed', { error }), 'bad');
    this.layout();
  }

  private watch(): void {
    const entry = this.focusedEntry();
    if (!entry) return;
    if (!canWatch(this.snapshot)) return this.setStatus(t('replays.lobbyOnly'), 'bad');
    this.services.sounds.play('confirm');
    this.watching = entry.id;
    this.setStatus(t('replays.opening'), 'info');
    this.services.send({ t: 'saves', cmd: { op: 'watch-replay', replay: entry.id } });
  }

  private exportReplay(): void {
    const entry = this.focusedEntry();
    if (!entry) return;
    this.services.sounds.play('confirm');
    this.services.send({ t: 'saves', cmd: { op: 'export-replay', replay: entry.id, to: this.services.desktop ? 'file' : 'json' } });
  }

  private importReplay(): void {
    this.services.sounds.play('confirm');
    if (this.services.desktop) {
      this.setStatus(t('replays.choosing'), 'info');
      this.services.send({ t: 'saves', cmd: { op: 'import-replay-file' } });
      return;
    }
    // Browsers open a file chooser only right after a key press or a click, not after a gamepad button.
    const activation = (navigator as { userActivation?: { isActive: boolean } }).userActivation;
    if (activation && !activation.isActive) return this.setStatus(t('replays.pickNeedsPointer'), 'bad');
    this.setStatus(t('replays.choosing'), 'info');
    void pickTextFile().then((picked) => {
      if (picked === null) return this.setStatus(t('replays.noFile'), 'info');
      if ('error' in picked) return this.setStatus(t('replays.importFailed', { error: picked.error }), 'bad');
      const id = `u${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
      const parts = importCommands(picked.text, importTitle(picked.name), id);
      this.upload = { id, parts, next: 0 };
      this.sendNextPart(id, 0);
    });
  }

  /** Sends the next part of the upload once the host has the ones before it (one part per answer: no flooding). */
  private sendNextPart(upload: string, received: number): void {
    const up = this.upload;
    if (!up || up.id !== upload) return;
    const cmd = up.parts[received];
    if (!cmd || received !== up.next) return;
    up.next = received + 1;
    if (up.parts.length > 1) this.setStatus(t('replays.uploading', { n: Math.round((100 * received) / up.parts.length) }), 'info');
    this.services.send({ t: 'saves', cmd });
  }

  private layout(): void {
    const w = this.width;
    const h = this.height;
    const s = uiScale(w, h);
    drawBackdrop(this.backdrop, this.decor, w, h, s, [UI.accent, 0x4fb3ff, 0xff6b5b, 0x8fdc3c]);
    const left = w * SAFE;
    const right = w * (1 - SAFE);
    const topSafe = h * SAFE;
    this.title.style = textStyle(92, s, {
      fill: UI.text,
      stroke: { color: 0x000000, width: 8 * s },
      dropShadow: { color: 0x000000, alpha: 0.45, distance: 6 * s, blur: 6 * s, angle: Math.PI / 2 },
    });
    this.title.text = t('replays.title');
    this.title.anchor.set(0.5, 0);
    this.title.position.set(w / 2, topSafe);
    this.subtitle.style = textStyle(38, s, { fill: UI.accent, fontWeight: '700' });
    fitLine(this.subtitle, t('replays.subtitle'), right - left - 560 * s);
    this.subtitle.anchor.set(0.5, 0);
    this.subtitle.position.set(w / 2, this.title.y + this.title.height + 2 * s);
    const bh = 68 * s;
    this.backButton.layout(this.backButton.natural(bh, s, 36), bh, s, 36);
    this.backButton.position.set(left, topSafe + 16 * s);
    this.hint.style = textStyle(34, s, { fill: UI.dim, fontWeight: '700' });
    fitLine(this.hint, t('replays.hint'), right - left);
    this.hint.anchor.set(0.5, 1);
    this.hint.position.set(w / 2, h * (1 - SAFE));
    const top = this.subtitle.y + this.subtitle.height + 34 * s;
    const bottom = this.hint.y - this.hint.height - 26 * s;
    const listW = (right - left) * 0.6;
    this.drawList(left, top, listW, bottom - top, s);
    this.drawDetail(left + listW + 36 * s, top, right - left - listW - 36 * s, bottom - top, s);
  }

  private drawList(x: number, y: number, w: number, h: number, s: number): void {
    this.listPanel.clear();
    drawPanel(this.listPanel, x, y, w, h, s);
    for (const child of this.list.removeChildren()) child.destroy({ children: true });
    this.scrollbar.clear();
    this.rowDescriptions = [];
    const pad = 22 * s;
    const entries = this.entries;
    this.count.style = textStyle(32, s, { fill: UI.dim, fontWeight: '700' });
    this.count.text =
      entries && entries.length > 0 ? (entries.length === 1 ? t('replays.countOne') : t('replays.count', { n: entries.length })) : '';
    this.count.anchor.set(1, 1);
    this.count.position.set(x + w - pad, y + h - 12 * s);
    this.list.hitArea = { contains: (px: number, py: number) => px >= x && px <= x + w && py >= y && py <= y + h };
    if (!entries || entries.length === 0) {
      const msg = new Text({
        text: entries ? t('replays.empty') : t('replays.loading'),
        style: textStyle(40, s, { fill: UI.dim, wordWrap: true, wordWrapWidth: w - 120 * s, align: 'center' }),
      });
      msg.anchor.set(0.5);
      msg.position.set(x + w / 2, y + h / 2);
      this.list.addChild(msg);
      return;
    }
    const rowH = 122 * s;
    const gap = 12 * s;
    this.visibleRows = Math.max(1, Math.floor((h - 2 * pad - 40 * s + gap) / (rowH + gap)));
    this.top = scrollWindow(this.focus, this.top, this.visibleRows, entries.length);
    const rowW = w - 2 * pad - (entries.length > this.visibleRows ? 22 * s : 0);
    entries.slice(this.top, this.top + this.visibleRows).forEach((entry, k) => {
      const index = this.top + k;
      const row = replayRow(entry);
      const focused = index === this.focus;
      this.list.addChild(this.drawRow(row, focused, x + pad, y + pad + k * (rowH + gap), rowW, rowH, s, index));
      this.rowDescriptions.push({ ...row, focused });
    });
    if (entries.length > this.visibleRows) {
      const trackX = x + w - pad - 8 * s;
      const trackH = this.visibleRows * (rowH + gap) - gap;
      const thumbH = Math.max(40 * s, (trackH * this.visibleRows) / entries.length);
      const thumbY = y + pad + ((trackH - thumbH) * this.top) / (entries.length - this.visibleRows);
      this.scrollbar.roundRect(trackX, y + pad, 8 * s, trackH, 4 * s).fill({ color: 0xffffff, alpha: 0.08 });
      this.scrollbar.roundRect(trackX, thumbY, 8 * s, thumbH, 4 * s).fill({ color: UI.accent, alpha: 0.7 });
    }
  }

  private drawRow(row: ReplayRow, focused: boolean, x: number, y: number, w: number, h: number, s: number, index: number): Container {
    const c = new Container();
    const g = new Graphics();
    g.roundRect(x, y, w, h, 18 * s).fill({ color: focused ? 0x2a3a63 : UI.panel, alpha: focused ? 1 : 0.85 });
    if (focused) g.roundRect(x, y, w, h, 18 * s).stroke({ color: UI.accent, width: 4 * s });
    g.roundRect(x + 12 * s, y + 16 * s, 8 * s, h - 32 * s, 4 * s).fill(focused ? UI.accent : UI.panelEdge);
    g.eventMode = 'static';
    g.cursor = 'pointer';
    g.on('pointertap', () => {
      if (this.focus === index) return this.watch();
      this.focus = index;
      this.services.sounds.play('move');
      this.layout();
      this.services.requestRender();
    });
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

  private drawDetail(x: number, y: number, w: number, h: number, s: number): void {
    this.detailPanel.clear();
    drawPanel(this.detailPanel, x, y, w, h, s, UI.panelEdge);
    for (const child of this.detail.removeChildren()) child.destroy();
    const pad = 34 * s;
    const inner = w - 2 * pad;
    const entry = this.focusedEntry();
    let cy = y + pad;
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
      line.position.set(x + pad, cy);
      this.detail.addChild(line);
      cy += line.height + 12 * s;
    };
    if (entry) {
      const row = replayRow(entry);
      add(row.title, 60, UI.accent);
      add(row.badge, 34, 0x4fb3ff, false, '800');
      add(row.date, 34, UI.dim, false, '700');
      add(row.facts, 34, UI.dim, false, '700');
      cy += 10 * s;
      cy = this.namePills(entry.names, x + pad, cy, inner, s);
    } else add(this.entries ? t('replays.empty') : t('replays.loading'), 38, UI.dim, true, '700');
    const has = entry !== null;
    this.watchButton.setEnabled(has && canWatch(this.snapshot));
    this.exportButton.setEnabled(has);
    this.importButton.setEnabled(true);
    if (!has && this.entries !== null && this.actions.focused !== 'import') this.actions.focusOn('import');
    const bh = 84 * s;
    const statusH = 2 * 34 * 1.3 * s + 10 * s;
    const by = y + h - pad - statusH - bh;
    this.actions.layout(inner, bh, s, 38, 0);
    this.actions.position.set(x + pad, by);
    this.status.position.set(x + pad, by + bh + 16 * s);
    this.status.style = textStyle(34, s, {
      fill: TONE_COLORS[this.statusTone],
      fontWeight: '700',
      wordWrap: true,
      wordWrapWidth: inner,
      lineHeight: 34 * 1.3 * s,
    });
    this.drawStatus();
    if (!canWatch(this.snapshot) && has && this.statusText === '') {
      this.status.style.fill = UI.dim;
      this.status.text = t('replays.lobbyOnly');
    }
  }

  /** The replay's players as pills, flowing over as many lines as fit; returns the y below them. */
  private namePills(names: readonly string[], x: number, y: number, w: number, s: number): number {
    const g = new Graphics();
    this.detail.addChild(g);
    const h = 52 * s;
    const gap = 12 * s;
    let cx = x;
    let cy = y;
    names.forEach((name) => {
      const label = new Text({ text: '', style: textStyle(34, s, { fill: UI.text, fontWeight: '700' }) });
      fitLine(label, name, w - 90 * s);
      const pw = label.width + h * 0.9 + 26 * s;
      if (cx > x && cx + pw > x + w) {
        cx = x;
        cy += h + gap;
      }
      // The list entry has no seat colours: one neutral look for everyone.
      g.roundRect(cx, cy, pw, h, h / 2)
        .fill({ color: 0x05070d, alpha: 0.6 })
        .stroke({ color: UI.panelEdge, width: 2 * s });
      g.circle(cx + h / 2, cy + h / 2, 9 * s).fill(UI.accent);
      label.anchor.set(0, 0.5);
      label.position.set(cx + h * 0.9, cy + h / 2);
      this.detail.addChild(label);
      cx += pw + gap;
    });
    return cy + h + gap;
  }

  private drawStatus(): void {
    this.status.style.fill = TONE_COLORS[this.statusTone];
    this.status.text = this.statusText;
  }
}
