/** Remapping a pad: pick the pad, pick an action, press its new button; saved at once, per pad. */
import { Container, Graphics, Text } from 'pixi.js';
import { DEFAULT_GAME, type GameId } from '@shared/game';
import type { Snapshot } from '@shared/protocol';
import { controlRows, keyRows, type ControlRow } from './controls-rows';
import { gameUi } from '@renderer/games/registry';
import type { AppServices, Screen } from '../app/Screen';
import { t } from '../i18n/i18n';
import { padDevice, type DeviceRef, type InputEvent } from '../input/index';
import { textStyle, UI } from '../ui/style';
import { DESIGN_HEIGHT, DESIGN_WIDTH, uiScale } from '@renderer/ui/design';

/** The controls screen (a local screen, opened from the settings). */
export class ControlsScreen implements Screen {
  readonly id = 'controls' as const;
  readonly root = new Container();
  private readonly bg = new Graphics();
  private readonly title = new Text({ text: '' });
  private readonly note = new Text({ text: '' });
  private readonly lines = new Container();
  private pad: Extract<DeviceRef, { kind: 'pad' }> | null = null;
  private focus = 0;
  private waiting = false;
  private size = { w: DESIGN_WIDTH, h: DESIGN_HEIGHT };

  constructor(private readonly services: AppServices) {
    this.root.addChild(this.bg, this.title, this.note, this.lines);
  }

  /** The game whose actions are listed: the lobby's (or the match's) game. */
  private game: GameId = DEFAULT_GAME;

  show(snapshot: Snapshot | null): void {
    this.game = snapshot?.game ?? DEFAULT_GAME;
    this.pad = null;
    this.focus = 0;
    this.waiting = false;
    this.draw();
  }

  hide(): void {
    this.services.hub.cancelCapture();
    this.services.hub.setMode('menu');
  }

  update(snapshot: Snapshot): void {
    this.game = snapshot.game;
  }

  /** The game's remappable actions and pause (labels for the chosen pad, or the first pad slot before one is chosen). */
  private rows(pad: DeviceRef = this.pad ?? padDevice(0, '')): readonly ControlRow[] {
    const overrides = this.services.hub.remapStore?.overridesFor(pad) ?? {};
    return controlRows(gameUi(this.game), pad, overrides);
  }

  resize(width: number, height: number): void {
    this.size = { w: width, h: height };
    this.draw();
  }

  input(events: readonly InputEvent[]): void {
    const remap = this.services.hub.remapStore;
    for (const e of events) {
      if (e.type === 'captured' && this.pad && remap) {
        const row = this.rows()[this.focus];
        if (row) remap.assign(this.pad, row.id, e.button);
        this.waiting = false;
        this.services.sounds.play('confirm');
      } else if (e.type === 'action') {
        this.act(e.device, e.action.kind);
      }
    }
    this.draw();
    this.services.requestRender();
  }

  private act(device: DeviceRef, kind: string): void {
    if (this.waiting) return;
    if (kind === 'back') {
      this.services.sounds.play('back');
      if (this.pad) this.pad = null;
      else this.services.closeLocal();
      return;
    }
    if (!this.pad) {
      if (kind === 'confirm' && device.kind === 'pad') this.pad = device;
      return;
    }
    if (device.kind !== 'pad' || device.index !== this.pad.index) return;
    const n = this.rows().length + 1;
    if (kind === 'up' || kind === 'down') {
      this.focus = (this.focus + (kind === 'up' ? n - 1 : 1)) % n;
      this.services.sounds.play('move');
    } else if (kind === 'confirm') {
      if (this.focus === this.rows().length) this.services.hub.remapStore?.reset(this.pad);
      else {
        this.waiting = true;
        this.services.hub.captureNextButton(this.pad);
      }
    }
  }

  private draw(): void {
    const s = uiScale(this.size.w, this.size.h);
    this.bg.clear().rect(0, 0, this.size.w, this.size.h).fill(UI.background);
    this.title.style = textStyle(96, s, { fill: UI.accent });
    this.title.text = t('controls.title');
    this.title.anchor.set(0.5, 0);
    this.title.position.set(this.size.w / 2, this.size.h * 0.07);
    this.note.style = textStyle(40, s, { fill: UI.dim, fontWeight: '700' });
    const focused = this.rows()[this.focus];
    this.note.text = !this.pad
      ? t('controls.pickPad')
      : this.waiting && focused
        ? t('controls.pressNew', { action: focused.name })
        : t('controls.keyboardNote');
    this.note.anchor.set(0.5, 0);
    this.note.position.set(this.size.w / 2, this.title.y + this.title.height + 16 * s);
    for (const child of this.lines.removeChildren()) child.destroy();
    const pad = this.pad;
    if (!pad) return this.drawKeys(s);
    const rows = [...this.rows(pad).map((r) => ({ name: r.name, value: r.value })), { name: t('controls.reset'), value: '' }];
    const w = 900 * s;
    const h = 62 * s;
    rows.forEach((row, i) => {
      const y = this.note.y + this.note.height + 40 * s + i * (h + 8 * s);
      const box = new Graphics().roundRect((this.size.w - w) / 2, y, w, h, 14 * s).fill(i === this.focus ? 0x2a3a63 : UI.panel);
      if (i === this.focus) box.stroke({ color: UI.accent, width: 4 * s });
      const name = new Text({ text: row.name, style: textStyle(38, s) });
      name.position.set((this.size.w - w) / 2 + 24 * s, y + (h - name.height) / 2);
      const value = new Text({ text: row.value, style: textStyle(38, s, { fill: UI.accent }) });
      value.position.set((this.size.w + w) / 2 - value.width - 24 * s, y + (h - value.height) / 2);
      this.lines.addChild(box, name, value);
    });
  }

  /** Before a pad is chosen: both key sets' keys for every action, so a party without pads can read them. */
  private drawKeys(s: number): void {
    const rows = [{ name: '', keys: [t('input.keySet', { n: 1 }), t('input.keySet', { n: 2 })] as const }, ...keyRows(gameUi(this.game))];
    const w = 1100 * s;
    const h = 58 * s;
    const x0 = (this.size.w - w) / 2;
    rows.forEach((row, i) => {
      const y = this.note.y + this.note.height + 40 * s + i * (h + 8 * s);
      const head = i === 0;
      if (!head) this.lines.addChild(new Graphics().roundRect(x0, y, w, h, 14 * s).fill(UI.panel));
      const name = new Text({ text: row.name, style: textStyle(36, s) });
      name.position.set(x0 + 24 * s, y + (h - name.height) / 2);
      this.lines.addChild(name);
      row.keys.forEach((key, k) => {
        const text = new Text({ text: key, style: textStyle(36, s, { fill: head ? UI.dim : UI.accent }) });
        text.anchor.set(0.5, 0);
        text.position.set(x0 + w * (k === 0 ? 0.6 : 0.85), y + (h - text.height) / 2);
        this.lines.addChild(text);
      });
    });
  }

  /** What the screen shows, for tests. */
  describe(): { pad: string | null; lines: string[] } {
    return { pad: this.pad ? this.pad.id : null, lines: this.lines.children.flatMap((c) => (c instanceof Text ? [c.text] : [])) };
  }
}
