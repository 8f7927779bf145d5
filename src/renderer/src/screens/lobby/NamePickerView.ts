/** One seat's name picker on the TV: the saved people or the on-screen keyboard, in the seat's colour. */
import { Container, Graphics, Text } from 'pixi.js';
import { PLAYER_COLORS } from '@shared/seats';
import { t } from '../../i18n/i18n';
import type { Rect } from '../../layout/rect';
import { drawPanel } from '../../ui/Panel';
import { textStyle, UI } from '../../ui/style';
import { fitScale } from '../../views/cards/card-layout';
import { inkOn, mixColor } from '../../views/cards/card-palette';
import { defaultPlayerName } from '../../i18n/labels';
import { KEY_ROWS, keyAt, type KeyCap, type NamePicker, type PickerLine } from './name-picker';

/** What a picker shows, for the end-to-end tests. */
export interface PickerDescription {
  readonly seat: number;
  readonly mode: NamePicker['mode'];
  readonly text: string;
  /** The focused list line's text or the focused key's label. */
  readonly focus: string;
  readonly lines: readonly string[];
  readonly error: string | null;
}

/** The words of the hint line under a picker: the device's own buttons or keys. */
export interface PickerHint {
  readonly list: string;
  readonly keyboard: string;
}

function lineText(line: PickerLine, seat: number, current?: string): string {
  if (line.kind === 'person') return line.person.name;
  return line.kind === 'new' ? t('picker.new') : t('picker.keep', { name: current ?? defaultPlayerName(seat) });
}

function keyLabel(key: KeyCap, upper: boolean): string {
  switch (key.kind) {
    case 'char':
      return upper ? key.ch.toLocaleUpperCase() : key.ch.toLocaleLowerCase();
    case 'shift':
      return '⇧';
    case 'space':
      return t('picker.space');
    case 'delete':
      return '⌫';
    case 'done':
      return t('picker.done');
  }
}

/** A picker drawn into a rectangle; `show` redraws it whenever the picker or the rectangle changes. */
export class NamePickerView extends Container {
  private readonly g = new Graphics();
  private readonly texts = new Container();
  private picker: NamePicker | null = null;
  private drawnKey = '';

  constructor() {
    super();
    this.addChild(this.g, this.texts);
  }

  /** Draws `picker` for a seat of colour `color` inside `r` at scale `s`. */
  show(picker: NamePicker, color: number, r: Rect, s: number, hint: PickerHint): void {
    this.picker = picker;
    const key = JSON.stringify([picker, color, r, s, hint, t('picker.done')]);
    if (key === this.drawnKey) return;
    this.drawnKey = key;
    this.g.clear();
    for (const old of this.texts.removeChildren()) old.destroy();
    const hex = PLAYER_COLORS[color]?.hex ?? UI.accent;
    drawPanel(this.g, r.x, r.y, r.w, r.h, s, hex, 0x0e1526);
    // Opaque: the seat grid under it must not show through.
    this.g
      .roundRect(r.x, r.y, r.w, r.h, 26 * s)
      .fill(0x0e1526)
      .stroke({ color: hex, width: 6 * s });
    const pad = 24 * s;
    const inner = r.w - 2 * pad;
    const title = this.text(t('picker.title', { n: picker.seat + 1 }), 38, s, hex, r.x + pad, r.y + pad, inner);
    // The name as typed so far, big: the room reads it as it is spelled.
    const fieldY = title.y + title.height + 14 * s;
    const fieldH = 84 * s;
    this.g
      .roundRect(r.x + pad, fieldY, inner, fieldH, 16 * s)
      .fill({ color: 0x05070d, alpha: 0.9 })
      .stroke({ color: picker.mode === 'keyboard' ? hex : UI.panelEdge, width: 3 * s });
    const typed = picker.text !== '' || picker.mode === 'keyboard';
    const shown = typed ? `${picker.text}${picker.mode === 'keyboard' ? '▏' : ''}` : t('picker.prompt');
    const field = this.text(shown, 56, s, typed ? UI.text : UI.dim, r.x + pad + 18 * s, fieldY + fieldH / 2, inner - 36 * s);
    field.anchor.set(0, 0.5);
    let y = fieldY + fieldH + 10 * s;
    if (picker.error) {
      const err = this.text(t('picker.taken'), 28, s, UI.bad, r.x + pad, y, inner);
      y += err.height + 6 * s;
    }
    const hintText = this.text(picker.mode === 'list' ? hint.list : hint.keyboard, 24, s, UI.dim, r.x + pad, 0, inner);
    hintText.y = r.y + r.h - pad - hintText.height;
    const body: Rect = { x: r.x + pad, y: y + 6 * s, w: inner, h: hintText.y - y - 18 * s };
    if (picker.mode === 'list') this.drawList(picker, body, s, hex);
    else this.drawKeys(picker, body, s, hex);
  }

  /** The picker as drawn. */
  describe(): PickerDescription | null {
    const p = this.picker;
    if (!p) return null;
    const key = keyAt(p.row, p.col);
    const line = p.lines[p.focus];
    return {
      seat: p.seat,
      mode: p.mode,
      text: p.text,
      focus: p.mode === 'list' ? (line ? lineText(line, p.seat, p.current) : '') : key ? keyLabel(key, p.upper) : '',
      lines: p.lines.map((l) => lineText(l, p.seat, p.current)),
      error: p.error ? t('picker.taken') : null,
    };
  }

  private drawList(p: NamePicker, body: Rect, s: number, hex: number): void {
    const lineH = Math.min(72 * s, body.h / Math.max(3, Math.min(p.lines.length, 7)));
    const fits = Math.max(1, Math.floor(body.h / lineH));
    const first = Math.max(0, Math.min(p.focus - Math.floor(fits / 2), p.lines.length - fits));
    p.lines.slice(first, first + fits).forEach((line, k) => {
      const i = first + k;
      const y = body.y + k * lineH;
      const focused = i === p.focus;
      if (focused)
        this.g
          .roundRect(body.x, y + 3 * s, body.w, lineH - 6 * s, 14 * s)
          .fill(hex)
          .stroke({ color: UI.focus, width: 3 * s });
      const ink = focused ? inkOn(hex) : UI.text;
      let x = body.x + 18 * s;
      if (line.kind === 'person') {
        const own = PLAYER_COLORS[line.person.color]?.hex ?? UI.dim;
        this.g
          .circle(x + 14 * s, y + lineH / 2, 14 * s)
          .fill(own)
          .stroke({ color: focused ? inkOn(hex) : mixColor(own, 0xffffff, 0.4), width: 3 * s });
        x += 44 * s;
      }
      const text = this.text(
        lineText(line, p.seat, p.current),
        40,
        s,
        line.kind === 'person' || focused ? ink : UI.dim,
        x,
        y + lineH / 2,
        body.x + body.w - x - 12 * s,
      );
      text.anchor.set(0, 0.5);
    });
  }

  private drawKeys(p: NamePicker, body: Rect, s: number, hex: number): void {
    const gap = 6 * s;
    const unit = Math.min((body.w + gap) / 10, (body.h + gap) / KEY_ROWS.length);
    // Keys may be up to half again as tall as wide when the panel is narrow and tall.
    const rowUnit = Math.min(unit * 1.5, (body.h + gap) / KEY_ROWS.length);
    const size = rowUnit - gap;
    const left = body.x + (body.w - (unit * 10 - gap)) / 2;
    const focusedKey = keyAt(p.row, p.col);
    KEY_ROWS.forEach((row, ri) => {
      let col = 0;
      for (const key of row) {
        const x = left + col * unit;
        const y = body.y + ri * rowUnit;
        const w = key.span * unit - gap;
        const focused = ri === p.row && key === focusedKey;
        const fill = focused ? hex : key.kind === 'done' ? mixColor(hex, 0x0b0f1a, 0.55) : 0x1c2740;
        this.g
          .roundRect(x, y, w, size, 10 * s)
          .fill(fill)
          .stroke({ color: focused ? UI.focus : UI.panelEdge, width: (focused ? 4 : 2) * s });
        const label = this.text(
          keyLabel(key, p.upper),
          key.kind === 'char' ? 40 : 28,
          Math.min(s, (unit - gap) / 60),
          focused ? inkOn(hex) : UI.text,
          x + w / 2,
          y + size / 2,
          w - 8 * s,
        );
        label.anchor.set(0.5);
        col += key.span;
      }
    });
  }

  private text(value: string, px: number, s: number, fill: number, x: number, y: number, maxW: number): Text {
    const text = new Text({ text: value, style: textStyle(px, s, { fill }) });
    text.position.set(x, y);
    text.scale.x = fitScale(text.width, Math.max(1, maxW));
    this.texts.addChild(text);
    return text;
  }
}
