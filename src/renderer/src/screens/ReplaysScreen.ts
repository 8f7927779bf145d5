/**
 * Replays (a local screen from the title): the saved game nights, newest first, and the earlier rounds (issue 31);
 * a night opens on its rounds, match by match. Watch one on the table, export it (a download in a browser, a file
 * dialog in the app) or import a replay file.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { ReplayEntry } from '@shared/night';
import type { HostMessage, Snapshot } from '@shared/protocol';
import type { AppServices, Screen } from '../app/Screen';
import { t } from '../i18n/i18n';
import type { InputEvent } from '../input/index';
import { textBox, UI } from '../ui/style';
import { downloadText } from './saves/browser-files';
import { ScreenFrame } from './screen-frame';
import { ReplayImport } from './saves/replay-import';
import { StatusLine, type Tone } from './saves/StatusLine';
import { detailLines } from './saves/replay-views';
import { ReplayListView, type ReplaysDescription } from './saves/ReplayListView';
import { NightListView } from './saves/NightListView';
import { nightDetail } from './saves/night-detail';
import { refocus, shelfOf, shelfSubtitle, shelfTitle, type ShelfItem, type ShelfRound } from './saves/replay-shelf';

export type { ReplayLineDescription, ReplaysDescription } from './saves/ReplayListView';
import { canWatch } from './saves/saves-format';
import { DESIGN_HEIGHT, DESIGN_WIDTH, uiScale } from '@renderer/ui/design';
import { Button, ButtonRow } from '@renderer/ui/Button';
import { drawPanel } from '@renderer/ui/Panel';

/** Which list shows: the nights (and the earlier rounds), or the rounds of the one chosen. */
type Level = 'nights' | 'rounds';

/** The replays screen. */
export class ReplaysScreen implements Screen {
  readonly id = 'replays' as const;
  readonly root = new Container();
  private readonly frame: ScreenFrame;
  /** The rounds of the chosen night (it scrolls with the focus). */
  private readonly list: ReplayListView;
  private readonly nightList: NightListView;
  private readonly detailPanel = new Graphics();
  private readonly detail = new Container();
  private readonly status = new StatusLine();
  private readonly actions = new ButtonRow();
  private readonly watchButton: Button;
  private readonly exportButton: Button;
  private readonly importButton: Button;
  private readonly backButton: Button;
  private snapshot: Snapshot | null = null;
  /** The nights and the earlier rounds; null until the host answers. */
  private items: ShelfItem[] | null = null;
  private level: Level = 'nights';
  /** The focused night (first level) and round (second level). */
  private itemFocus = 0;
  private focus = 0;
  /** Back from watching a replay: show the rounds it was chosen from. */
  private backFromWatching = false;
  private wantFocus: string | null = null;
  private watching: string | null = null;
  private readonly upload: ReplayImport;
  private width = DESIGN_WIDTH;
  private height = DESIGN_HEIGHT;

  constructor(private readonly services: AppServices) {
    this.upload = new ReplayImport(services, (text, tone) => this.setStatus(text, tone));
    const action = (id: string, label: () => string, tap: () => void, tone: 'primary' | 'normal'): Button =>
      new Button(id, label, tap, tone, () => {
        this.actions.focusOn(id);
        services.requestRender();
      });
    const nights = (): boolean => this.level === 'nights';
    const primary = (): string => (nights() ? `${t('replays.open')}  ›` : `▶  ${t('replays.watch')}`);
    this.watchButton = action('watch', primary, () => (nights() ? this.open() : this.watch()), 'primary');
    const label =
      (key: 'replays.export' | 'replays.import'): (() => string) =>
      () =>
        t(key);
    const backLabel = (): string => `‹  ${t('replays.back')}`;
    this.exportButton = action('export', label('replays.export'), () => this.exportReplay(), 'normal');
    this.importButton = action('import', label('replays.import'), () => this.upload.choose(), 'normal');
    this.backButton = new Button('back', backLabel, () => this.back(), 'quiet');
    this.actions.set([this.watchButton, this.exportButton, this.importButton], 'watch');
    this.list = new ReplayListView({ step: (dir) => this.step(dir), tap: (index) => this.tapRow(index) });
    this.nightList = new NightListView({ step: (dir) => this.step(dir), tap: (index) => this.tapRow(index) });
    this.frame = new ScreenFrame(this.backButton);
    const parts = [this.list, this.nightList, this.detailPanel, this.detail, this.actions, this.status];
    this.root.addChild(...this.frame.parts(), ...parts);
  }

  show(snapshot: Snapshot | null): void {
    this.snapshot = snapshot;
    this.watching = null;
    if (!this.backFromWatching) this.level = 'nights';
    this.backFromWatching = false;
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
      this.backFromWatching = true;
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
      case 'replays':
        this.listed(shelfOf(reply.replays, reply.nights));
        break;
      case 'exported':
        if (reply.json !== null) {
          downloadText(reply.fileName, reply.json);
          this.setStatus(t('replays.exportedDownload', { name: reply.fileName }), 'good');
        } else this.setStatus(t('replays.exportedFile', { path: reply.path ?? reply.fileName }), 'good');
        break;
      case 'imported':
        this.upload.clear();
        this.wantFocus = reply.entry.id;
        this.services.sounds.play('confirm');
        this.setStatus(t('replays.importedOk', { title: reply.entry.title }), 'good');
        this.services.send({ t: 'saves', cmd: { op: 'list-replays' } });
        break;
      case 'uploading':
        this.upload.sendNextPart(reply.upload, reply.received);
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
      title: this.frame.title.text,
      subtitle: this.frame.subtitle.text,
      level: this.level,
      loading: this.items === null,
      nights: this.level === 'nights' ? this.nightList.rows() : [],
      rows: this.level === 'rounds' ? this.list.rows() : [],
      count: this.items?.reduce((n, item) => n + item.rounds.length, 0) ?? 0,
      focusedId: this.focusedEntry()?.id ?? null,
      detail: this.detail.children.flatMap((c) => (c instanceof Text && c.text !== '' ? [c.text] : [])),
      actions: this.actions.describe(),
      status: this.status.text,
    };
  }

  /** The host's list: the focus stays on the same replay (or the one just imported), else on the same night. */
  private listed(items: ShelfItem[]): void {
    const imported = this.wantFocus !== null;
    const keep = this.wantFocus ?? this.focusedEntry()?.id ?? null;
    this.wantFocus = null;
    const at = refocus(this.items?.[this.itemFocus] ?? null, items, { keep, imported, level: this.level, item: this.itemFocus });
    Object.assign(this, { items, ...at });
    this.actions.focusOn(items.length === 0 ? 'import' : imported ? this.actions.focused : 'watch');
    this.layout();
  }

  /** The rounds of the focused night (or of the earlier rounds). */
  private rounds(): readonly ShelfRound[] {
    return this.items?.[this.itemFocus]?.rounds ?? [];
  }

  private focusedEntry(): ReplayEntry | null {
    return this.level === 'rounds' ? (this.rounds()[this.focus]?.entry ?? null) : null;
  }

  /** Opens the focused night on its rounds, the first one focused. */
  private open(): void {
    if (!this.items?.[this.itemFocus]) return;
    this.services.sounds.play('confirm');
    this.level = 'rounds';
    this.focus = 0;
    this.actions.focusOn('watch');
    this.layout();
  }

  private back(): void {
    this.services.sounds.play('back');
    if (this.level === 'nights') return this.services.openLocal('title');
    this.level = 'nights';
    this.actions.focusOn('watch');
    this.layout();
  }

  /** A tap on a list line: focuses it, or opens or watches it when it has the focus. */
  private tapRow(index: number): void {
    const nights = this.level === 'nights';
    if ((nights ? this.itemFocus : this.focus) === index) return nights ? this.open() : this.watch();
    if (nights) this.itemFocus = index;
    else this.focus = index;
    this.services.sounds.play('move');
    this.layout();
    this.services.requestRender();
  }

  private step(dir: -1 | 1): void {
    const nights = this.level === 'nights';
    const n = nights ? (this.items?.length ?? 0) : this.rounds().length;
    if (n === 0) return;
    if (nights) this.itemFocus = (this.itemFocus + dir + n) % n;
    else this.focus = (this.focus + dir + n) % n;
    this.services.sounds.play('move');
    this.layout();
    this.services.requestRender();
  }

  private setStatus(text: string, tone: Tone): void {
    this.status.say(text, tone);
    this.services.requestRender();
  }

  private failed(op: string, error: string): void {
    if (op === 'import-replay' || op === 'import-replay-file') {
      this.upload.clear();
      this.services.sounds.play('reject');
      return this.setStatus(t('replays.importFailed', { error: error.replace(/^the replay was not imported: /, '') }), 'bad');
    }
    if (op === 'watch-replay') this.watching = null;
    if (op === 'list-replays' && this.items === null) this.items = [];
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

  private layout(): void {
    const w = this.width;
    const h = this.height;
    const s = uiScale(w, h);
    const nights = this.level === 'nights';
    const subtitle = shelfSubtitle(this.level, this.items?.[this.itemFocus] ?? null);
    const hint = t(nights ? 'replays.hint' : 'replays.nightHint');
    const body = this.frame.place(
      { title: t('replays.title'), subtitle, hint, glow: [UI.accent, 0x4fb3ff, 0xff6b5b, 0x8fdc3c] },
      { w, h, s },
    );
    const listW = body.w * 0.6;
    const box = { x: body.x, y: body.y, w: listW, h: body.h };
    this.nightList.visible = nights;
    this.list.visible = !nights;
    if (nights) this.nightList.draw(this.items, this.itemFocus, box, s);
    else
      this.list.draw(
        this.rounds().map((r) => r.entry),
        this.focus,
        box,
        s,
        this.rounds().map(shelfTitle),
      );
    this.drawDetail(body.x + listW + 36 * s, body.y, body.w - listW - 36 * s, body.h, s);
  }

  private drawDetail(x: number, y: number, w: number, h: number, s: number): void {
    this.detailPanel.clear();
    drawPanel(this.detailPanel, x, y, w, h, s, UI.panelEdge);
    for (const child of this.detail.removeChildren()) child.destroy();
    const pad = 34 * s;
    const inner = w - 2 * pad;
    const entry = this.focusedEntry();
    const item = this.items?.[this.itemFocus] ?? null;
    const nights = this.level === 'nights';
    const has = nights ? item !== null : entry !== null;
    this.watchButton.setEnabled(has && (nights || canWatch(this.snapshot)));
    this.exportButton.setEnabled(!nights && has);
    this.importButton.setEnabled(true);
    if (!has && this.items !== null && this.actions.focused !== 'import') this.actions.focusOn('import');
    const bh = 84 * s;
    const statusH = 2 * textBox(34) * 1.3 * s + 10 * s;
    const by = y + h - pad - statusH - bh;
    this.actions.layout(inner, bh, s, 38, 0);
    this.actions.position.set(x + pad, by);
    const at = { x: x + pad, y: y + pad, w: inner, h: by - 16 * s - (y + pad) };
    if (nights && item) nightDetail(this.detail, item, at, s);
    else detailLines(this.detail, entry, this.items !== null, at, s);
    this.status.place(x + pad, by + bh + 16 * s, inner, s);
    if (!canWatch(this.snapshot) && has && !nights) this.status.note(t('replays.lobbyOnly'));
  }
}
