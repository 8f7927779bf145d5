/** The lobby's phone corner: the QR code, the address and the room code of LAN mode, and the native-pad status. */
import { Container, Graphics, Text } from 'pixi.js';
import type { LanStatus, NativePadStatus } from '@shared/protocol';
import { t } from '../../i18n/i18n';
import type { Rect } from '@renderer/layout/rect';
import { drawPanel } from '../../ui/Panel';
import { textStyle, UI } from '../../ui/style';

/** Draws a QR code given as module rows ('1' dark) into a square of `size` px with a light quiet zone. */
export function drawQr(g: Graphics, rows: readonly string[], x: number, y: number, size: number): void {
  const n = rows.length;
  if (n === 0) return;
  const quiet = 2;
  const cell = size / (n + 2 * quiet);
  g.rect(x, y, size, size).fill(0xffffff);
  rows.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) if (row[c] === '1') g.rect(x + (c + quiet) * cell, y + (r + quiet) * cell, cell, cell);
  });
  g.fill(0x000000);
}

/** What the panel shows, for tests. */
export interface LanPanelDescription {
  readonly address: string;
  readonly roomCode: string;
  readonly qrRows: number;
  /** The interface phones reach the host on, and how many there are to switch between. */
  readonly network: string;
  readonly nativePads: string;
  /** Drawn as the big join card (QR code and room code readable from the sofa). */
  readonly card: boolean;
  /** The QR code's side and the room code's font size, in window pixels. */
  readonly qrPx: number;
  readonly codePx: number;
  /** Streamer safety hides how to join: no QR code, room code or address, a line saying so instead. */
  readonly hidden: boolean;
  /** The panel's lines as drawn (none empty), top first. */
  readonly lines: readonly string[];
  /** The box around the panel's texts in window pixels (zero size when none shows), for overlap checks. */
  readonly textBox: Rect;
}

/** The LAN panel. */
export class LanPanel extends Container {
  private readonly g = new Graphics();
  private readonly line1 = new Text({ text: '' });
  private readonly line2 = new Text({ text: '' });
  private readonly line3 = new Text({ text: '' });
  private readonly code = new Text({ text: '' });
  private readonly codeLabel = new Text({ text: '' });
  private card = false;
  private qrPx = 0;
  private rect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private scaleBy = 1;
  private lan: LanStatus | null = null;
  private pads: NativePadStatus | null = null;

  constructor() {
    super();
    this.addChild(this.g, this.line1, this.line2, this.line3, this.codeLabel, this.code);
  }

  /** Where the panel goes (height sets the QR size); `card`: the big join card, else one compact line. */
  layout(rect: Rect, scale: number, card = false): void {
    this.rect = rect;
    this.scaleBy = scale;
    this.card = card;
    this.draw();
  }

  /** New LAN and native-pad status from the snapshot. */
  update(lan: LanStatus | null | undefined, pads: NativePadStatus | null | undefined): void {
    this.lan = lan ?? null;
    this.pads = pads ?? null;
    this.draw();
  }

  private draw(): void {
    this.g.clear();
    this.code.text = '';
    this.codeLabel.text = '';
    const lan = this.lan;
    const hidden = lan?.state === 'on' && lan.hidden === true;
    if (this.card && lan?.state === 'on' && !hidden) return this.drawCard(lan);
    const { x, y, w, h } = this.rect;
    const s = this.scaleBy;
    // Under streamer safety there is nothing to scan and no code to read: the panel says so in words.
    const on = lan?.state === 'on' && !hidden;
    const qr = on ? h : 0;
    this.qrPx = qr;
    if (on) drawQr(this.g, lan.qr, x, y, qr);
    const tx = x + qr + (on ? 16 * s : 0);
    this.line1.style = textStyle(28, s, { fill: UI.accent });
    this.line1.text = on ? t('lan.scan', { address: lan.address }) : hidden ? t('stream.safetyOn') : '';
    this.line2.style = textStyle(hidden ? 28 : 34, s, { fill: UI.text });
    const network = on ? t('lan.networkValue', { name: lan.iface, n: lan.choices.length }) : '';
    this.line2.text = on ? `${t('lan.roomCode', { code: lan.roomCode })}  ·  ${network}` : hidden ? t('stream.codeHidden') : '';
    this.line3.style = textStyle(24, s, { fill: UI.dim, fontWeight: '700' });
    const padsText = this.pads === null ? '' : this.pads.available ? t('lan.nativePads', { n: this.pads.pads }) : t('lan.nativePadsOff');
    this.line3.text = padsText;
    const lines = [this.line1, this.line2, this.line3].filter((l) => l.text !== '');
    for (const l of [this.line1, this.line2, this.line3]) l.visible = l.text !== '';
    // Each line shrinks to the room it has (the seat count's pill is right beside it), never past it.
    const room = Math.max(0, w - (tx - x));
    for (const l of lines) {
      l.scale.set(1);
      if (l.width > room) l.scale.set(room / l.width);
    }
    let ly = y + (h - lines.reduce((n, l) => n + l.height, 0)) / 2;
    for (const l of lines) {
      l.position.set(tx, ly);
      ly += l.height;
    }
  }

  /** The join card: a QR code 300 px tall at 1080p, and beside it the room code in big letters and the short address. */
  private drawCard(lan: Extract<LanStatus, { state: 'on' }>): void {
    const { x, y, w, h } = this.rect;
    const s = this.scaleBy;
    const pad = 18 * s;
    for (const l of [this.line1, this.line2, this.line3]) l.visible = true;
    drawPanel(this.g, x, y, w, h, s, UI.accent, 0x111a2e);
    const qr = h - 2 * pad;
    this.qrPx = qr;
    drawQr(this.g, lan.qr, x + pad, y + pad, qr);
    const tx = x + qr + 2 * pad + 8 * s;
    const tw = x + w - pad - tx;
    const put = (text: Text, value: string, style: Text['style'], ty: number): number => {
      text.text = value;
      text.style = style;
      text.scale.set(1);
      if (text.width > tw) text.scale.x = tw / text.width;
      text.position.set(tx, ty);
      return ty + text.height;
    };
    let ly = y + pad;
    ly = put(this.line1, t('lan.joinTitle'), textStyle(32, s, { fill: UI.text }), ly) + 10 * s;
    ly = put(this.codeLabel, t('lan.codeLabel'), textStyle(26, s, { fill: UI.dim, letterSpacing: 2 * s }), ly);
    ly = put(this.code, lan.roomCode, textStyle(96, s, { fill: UI.accent, letterSpacing: 8 * s }), ly - 4 * s) + 4 * s;
    ly = put(this.line2, lan.address, textStyle(36, s, { fill: UI.text }), ly);
    const padsText = this.pads === null ? '' : this.pads.available ? t('lan.nativePads', { n: this.pads.pads }) : t('lan.nativePadsOff');
    const network = t('lan.networkValue', { name: lan.iface, n: lan.choices.length });
    put(
      this.line3,
      padsText === '' ? network : `${network} · ${padsText}`,
      textStyle(22, s, { fill: UI.dim, fontWeight: '700' }),
      ly + 8 * s,
    );
    if (this.line3.y + this.line3.height > y + h - pad / 2) this.line3.text = '';
  }

  /** What is on show. */
  describe(): LanPanelDescription {
    const lan = this.lan;
    const shown = [this.line1, this.codeLabel, this.code, this.line2, this.line3].filter((l) => l.visible && l.text !== '');
    const boxes = shown.map((l) => l.getBounds());
    const left = Math.min(...boxes.map((b) => b.x));
    const top = Math.min(...boxes.map((b) => b.y));
    const textBox =
      boxes.length === 0
        ? { x: 0, y: 0, w: 0, h: 0 }
        : {
            x: left,
            y: top,
            w: Math.max(...boxes.map((b) => b.x + b.width)) - left,
            h: Math.max(...boxes.map((b) => b.y + b.height)) - top,
          };
    return {
      hidden: lan?.state === 'on' && lan.hidden === true,
      lines: shown.map((l) => l.text),
      textBox,
      address: lan?.state === 'on' ? lan.address : '',
      roomCode: lan?.state === 'on' ? lan.roomCode : '',
      qrRows: lan?.state === 'on' ? lan.qr.length : 0,
      network: lan?.state === 'on' ? `${lan.iface} ${lan.address}` : '',
      nativePads: this.line3.text,
      card: this.card && lan?.state === 'on',
      qrPx: lan?.state === 'on' ? this.qrPx : 0,
      codePx: this.code.text === '' ? 0 : Number(this.code.style.fontSize),
    };
  }
}
