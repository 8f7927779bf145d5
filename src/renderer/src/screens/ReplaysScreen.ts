/**
 * Replays (a local screen from the title): every kept round, newest first. Watch one on the table,
 * export it (a download in a browser, a file dialog in the app) or import a replay file.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { ReplayEntry } from '@shared/night';
import type { HostMessage, Snapshot } from '@shared/protocol';
import type { AppServices, Screen } from '../app/Screen';
import { t } from '../i18n/i18n';
import type { InputEvent } from '../input/index';
import { textBox, UI } from '../ui/style';
import { downloadText, pickTextFile } from './saves/browser-files';
import { ScreenFrame } from './screen-frame';
import { ReplayUpload } from './saves/replay-upload';
import { StatusLine, type Tone } from './saves/StatusLine';
import { detailLines } from './saves/replay-views';
import { ReplayListView, type ReplaysDescription } from './saves/ReplayListView';

export type { ReplayLineDescription, ReplaysDescription } from './saves/ReplayListView';
import { canWatch, sortReplays } from './saves/saves-format';
import { DESIGN_HEIGHT, DESIGN_WIDTH, uiScale } from '@renderer/ui/design';
import { Button, ButtonRow } from '@renderer/ui/Button';
import { drawPanel } from '@renderer/ui/Panel';

/** The replays list. */
export class ReplaysScreen implements Screen {
  readonly id = 'replays' as const;
  readonly root = new Container();
  private readonly frame: ScreenFrame;
  /** The list of replays (it scrolls with the focus). */
  private readonly list: ReplayListView;
  private readonly detailPanel = new Graphics();
  private readonly detail = new Container();
  private readonly status = new StatusLine();
  private readonly actions = new ButtonRow();
  private readonly watchButton: Button;
  private readonly exportButton: Button;
  private readonly importButton: Button;
  private readonly backButton: Button;
  private snapshot: Snapshot | null = null;
  private entries: ReplayEntry[] | null = null;
  private focus = 0;
  private wantFocus: string | null = null;
  private watching: string | null = null;
  private readonly upload = new ReplayUpload();
  private width = DESIGN_WIDTH;
  private height = DESIGN_HEIGHT;

  constructor(private readonly services: AppServices) {
    const action = (id: string, label: () => string, tap: () => void, tone: 'primary' | 'normal'): Button =>
      new Button(id, label, tap, tone, () => {
        this.actions.focusOn(id);
        services.requestRender();
      });
    this.watchButton = action(
      'watch',
      () => `▶  ${t('replays.watch')}`,
      () => this.watch(),
      'primary',
    );
    this.exportButton = action(
      'export',
      () => t('replays.export'),
      () => this.exportReplay(),
      'normal',
    );
    this.importButton = action(
      'import',
      () => t('replays.import'),
      () => this.importReplay(),
      'normal',
    );
    this.backButton = new Button(
      'back',
      () => `‹  ${t('replays.back')}`,
      () => this.back(),
      'quiet',
    );
    this.actions.set([this.watchButton, this.exportButton, this.importButton], 'watch');
    this.list = new ReplayListView({ step: (dir) => this.step(dir), tap: (index) => this.tapRow(index) });
    this.frame = new ScreenFrame(this.backButton);
    this.root.addChild(...this.frame.parts(), this.list, this.detailPanel, this.detail, this.actions, this.status);
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
        this.upload.clear();
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
      title: this.frame.title.text,
      loading: this.entries === null,
      rows: this.list.rows(),
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

  /** A tap on a list line: focuses it, or watches it when it has the focus. */
  private tapRow(index: number): void {
    if (this.focus === index) return this.watch();
    this.focus = index;
    this.services.sounds.play('move');
    this.layout();
    this.services.requestRender();
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
      this.sendNextPart(this.upload.start(picked.text, picked.name), 0);
    });
  }

  /** Sends the next part of the upload once the host has the ones before it (one part per answer: no flooding). */
  private sendNextPart(upload: string, received: number): void {
    const step = this.upload.next(upload, received);
    if (!step) return;
    if (step.percent !== null) this.setStatus(t('replays.uploading', { n: step.percent }), 'info');
    this.services.send({ t: 'saves', cmd: step.cmd });
  }

  private layout(): void {
    const w = this.width;
    const h = this.height;
    const s = uiScale(w, h);
    const body = this.frame.place(
      {
        title: t('replays.title'),
        subtitle: t('replays.subtitle'),
        hint: t('replays.hint'),
        glow: [UI.accent, 0x4fb3ff, 0xff6b5b, 0x8fdc3c],
      },
      { w, h, s },
    );
    const listW = body.w * 0.6;
    this.list.draw(this.entries, this.focus, { x: body.x, y: body.y, w: listW, h: body.h }, s);
    this.drawDetail(body.x + listW + 36 * s, body.y, body.w - listW - 36 * s, body.h, s);
  }

  private drawDetail(x: number, y: number, w: number, h: number, s: number): void {
    this.detailPanel.clear();
    drawPanel(this.detailPanel, x, y, w, h, s, UI.panelEdge);
    for (const child of this.detail.removeChildren()) child.destroy();
    const pad = 34 * s;
    const inner = w - 2 * pad;
    const entry = this.focusedEntry();
    const has = entry !== null;
    this.watchButton.setEnabled(has && canWatch(this.snapshot));
    this.exportButton.setEnabled(has);
    this.importButton.setEnabled(true);
    if (!has && this.entries !== null && this.actions.focused !== 'import') this.actions.focusOn('import');
    const bh = 84 * s;
    const statusH = 2 * textBox(34) * 1.3 * s + 10 * s;
    const by = y + h - pad - statusH - bh;
    this.actions.layout(inner, bh, s, 38, 0);
    this.actions.position.set(x + pad, by);
    detailLines(this.detail, entry, this.entries !== null, { x: x + pad, y: y + pad, w: inner, h: by - 16 * s - (y + pad) }, s);
    this.status.place(x + pad, by + bh + 16 * s, inner, s);
    if (!canWatch(this.snapshot) && has) this.status.note(t('replays.lobbyOnly'));
  }
}
