/** The lobby's phone corner: the QR code, the address and the room code of LAN mode, and the native-pad status. */
import { Container, Graphics, Text } from 'pixi.js';
import type { LanStatus, NativePadStatus } from '@shared/protocol';
import { t } from '../../i18n/i18n';
import type { Rect } from '@renderer/layout/rect';
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
}

/** The LAN panel. */
export class LanPanel extends Container {
  private readonly g = new Graphics();
  private readonly line1 = new Text({ text: '' });
  private readonly line2 = new Text({ text: '' });
  private readonly line3 = new Text({ text: '' });
  private rect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private scaleBy = 1;
  private lan: LanStatus | null = null;
  private pads: NativePadStatus | null = null;

  constructor() {
    super();
    this.addChild(this.g, this.line1, this.line2, this.line3);
  }

  /** Where the panel goes (height sets the QR size). */
  layout(rect: Rect, scale: number): void {
    this.rect = rect;
    this.scaleBy = scale;
    this.draw();
  }

  /** New LAN and native-pad status from the snapshot. */
  update(lan: LanStatus | null | undefined, pads: NativePadStatus | null | undefined): void {
    this.lan = lan ?? null;
    this.pads = pads ?? null;
    this.draw();
  }

  private draw(): void {
    const { x, y, w, h } = this.rect;
    const s = this.scaleBy;
    this.g.clear();
    const lan = this.lan;
    const on = lan?.state === 'on';
    const qr = on ? h : 0;
    if (on) drawQr(this.g, lan.qr, x, y, qr);
    const tx = x + qr + (on ? 16 * s : 0);
    this.line1.style = textStyle(28, s, { fill: UI.accent });
    this.line1.text = on ? t('lan.scan', { address: lan.address }) : '';
    this.line2.style = textStyle(34, s, { fill: UI.text });
    const network = on ? t('lan.networkValue', { name: lan.iface, n: lan.choices.length }) : '';
    this.line2.text = on ? `${t('lan.roomCode', { code: lan.roomCode })}  ·  ${network}` : '';
    this.line3.style = textStyle(24, s, { fill: UI.dim, fontWeight: '700' });
    const padsText = this.pads === null ? '' : this.pads.available ? t('lan.nativePads', { n: this.pads.pads }) : t('lan.nativePadsOff');
    this.line3.text = padsText;
    const lines = [this.line1, this.line2, this.line3].filter((l) => l.text !== '');
    let ly = y + (h - lines.reduce((n, l) => n + l.height, 0)) / 2;
    for (const l of lines) {
      l.scale.set(1);
      if (l.width > w - (tx - x)) l.scale.set(Math.max(0.5, (w - (tx - x)) / l.width));
      l.position.set(tx, ly);
      ly += l.height;
    }
  }

  /** What is on show. */
  describe(): LanPanelDescription {
    const lan = this.lan;
    return {
      address: lan?.state === 'on' ? lan.address : '',
      roomCode: lan?.state === 'on' ? lan.roomCode : '',
      qrRows: lan?.state === 'on' ? lan.qr.length : 0,
      network: lan?.state === 'on' ? `${lan.iface} ${lan.address}` : '',
      nativePads: this.line3.text,
    };
  }
}
