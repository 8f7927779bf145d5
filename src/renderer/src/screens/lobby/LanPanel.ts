/**
 * The lobby's phone corner: the QR code, the address and the room code of LAN mode, beside them the relay's for remote
 * players ("From anywhere"), and the native-pad status.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { LanStatus, NativePadStatus, RemoteStatus } from '@shared/protocol';
import { t } from '../../i18n/i18n';
import type { Rect } from '@renderer/layout/rect';
import { drawPanel } from '../../ui/Panel';
import { textStyle, UI } from '../../ui/style';
import { joinCodes, remoteNotice, type JoinCode } from './join-card';

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
  /** Remote players as drawn: the relay's code and address beside its QR code (empty when not shown), or why not. */
  readonly remote: { readonly code: string; readonly address: string; readonly qrRows: number; readonly notice: string };
  /** How many QR codes are drawn (the LAN's, the relay's). */
  readonly qrCodes: number;
  /** Each text on show with its font size in window pixels, for the sofa check. */
  readonly fontPx: readonly { readonly text: string; readonly px: number }[];
}

/** The LAN panel. */
export class LanPanel extends Container {
  private readonly g = new Graphics();
  private readonly line1 = new Text({ text: '' });
  private readonly line2 = new Text({ text: '' });
  private readonly line3 = new Text({ text: '' });
  private readonly code = new Text({ text: '' });
  private readonly codeLabel = new Text({ text: '' });
  /** The relay's block on a two-code card: its caption under the QR code, label, code and address; or the notice line. */
  private readonly remoteTexts = [new Text({ text: '' }), new Text({ text: '' }), new Text({ text: '' }), new Text({ text: '' })] as const;
  private card = false;
  private qrCodes = 0;
  /** The relay's way in as drawn on the card, null when the card does not show it. */
  private relayShown: JoinCode | null = null;
  private qrPx = 0;
  private rect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private scaleBy = 1;
  private lan: LanStatus | null = null;
  private pads: NativePadStatus | null = null;
  private remote: RemoteStatus | null = null;

  constructor() {
    super();
    this.addChild(this.g, this.line1, this.line2, this.line3, this.codeLabel, this.code, ...this.remoteTexts);
  }

  /** Where the panel goes (height sets the QR size); `card`: the big join card, else one compact line. */
  layout(rect: Rect, scale: number, card = false): void {
    this.rect = rect;
    this.scaleBy = scale;
    this.card = card;
    this.draw();
  }

  /** New LAN, native-pad and remote-player status from the snapshot. */
  update(
    lan: LanStatus | null | undefined,
    pads: NativePadStatus | null | undefined,
    remote: RemoteStatus | null | undefined = null,
  ): void {
    this.lan = lan ?? null;
    this.pads = pads ?? null;
    this.remote = remote ?? null;
    this.draw();
  }

  private draw(): void {
    this.g.clear();
    this.code.text = '';
    this.codeLabel.text = '';
    for (const r of this.remoteTexts) r.text = '';
    this.qrCodes = 0;
    this.relayShown = null;
    const lan = this.lan;
    const hidden = lan?.state === 'on' && lan.hidden === true;
    const codes = joinCodes(lan, this.remote);
    const [first, second] = codes;
    if (this.card && first && second) return this.drawTwo(first, second);
    if (this.card && first) return this.drawCard(first);
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
    this.line3.text = this.padsText();
    const notice = this.remoteTexts[0];
    notice.style = textStyle(24, s, { fill: UI.dim, fontWeight: '700' });
    notice.text = remoteNotice(this.remote);
    for (const r of this.remoteTexts) r.visible = r === notice;
    this.qrCodes = on ? 1 : 0;
    const all = [this.line1, this.line2, this.line3, notice];
    const lines = all.filter((l) => l.text !== '');
    for (const l of all) l.visible = l.text !== '';
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

  /** The native pads' line ('' until checked). */
  private padsText(): string {
    return this.pads === null ? '' : this.pads.available ? t('lan.nativePads', { n: this.pads.pads }) : t('lan.nativePadsOff');
  }

  /** The join card: a QR code 300 px tall at 1080p, and beside it the room code in big letters and the short address. */
  private drawCard(code: JoinCode): void {
    const { x, y, w, h } = this.rect;
    const s = this.scaleBy;
    const pad = 18 * s;
    for (const l of [this.line1, this.line2, this.line3]) l.visible = true;
    for (const r of this.remoteTexts) r.visible = false;
    drawPanel(this.g, x, y, w, h, s, UI.accent, 0x111a2e);
    const qr = h - 2 * pad;
    this.qrPx = qr;
    this.qrCodes = 1;
    if (code.kind === 'remote') this.relayShown = code;
    drawQr(this.g, code.qr, x + pad, y + pad, qr);
    const tx = x + qr + 2 * pad + 8 * s;
    const tw = x + w - pad - tx;
    const put = (text: Text, value: string, style: Text['style'], ty: number): number => place(text, value, style, tx, ty, tw);
    let ly = y + pad;
    const title = code.kind === 'lan' ? t('lan.joinTitle') : t('remote.joinTitle');
    ly = put(this.line1, title, textStyle(32, s, { fill: UI.text }), ly) + 10 * s;
    ly = put(this.codeLabel, t('lan.codeLabel'), textStyle(26, s, { fill: UI.dim, letterSpacing: 2 * s }), ly);
    ly = put(this.code, code.code, textStyle(96, s, { fill: UI.accent, letterSpacing: 8 * s }), ly - 4 * s) + 4 * s;
    ly = put(this.line2, code.address, textStyle(36, s, { fill: UI.text }), ly);
    const lan = this.lan;
    const network = code.kind === 'lan' && lan?.state === 'on' ? t('lan.networkValue', { name: lan.iface, n: lan.choices.length }) : '';
    const foot = [remoteNotice(this.remote), network, this.padsText()].filter((p) => p !== '').join(' · ');
    put(this.line3, foot, textStyle(22, s, { fill: UI.dim, fontWeight: '700' }), ly + 8 * s);
    if (this.line3.y + this.line3.height > y + h - pad / 2) this.line3.text = '';
  }

  /**
   * The join card with two QR codes side by side, each with its caption under it ("On this Wi-Fi", "From anywhere"),
   * and a column beside them with each one's code in big letters and its address.
   */
  private drawTwo(lan: JoinCode, remote: JoinCode): void {
    const { x, y, w, h } = this.rect;
    const s = this.scaleBy;
    const pad = 18 * s;
    const [caption, label, code, address] = this.remoteTexts;
    for (const l of [this.line1, this.line2, this.line3, ...this.remoteTexts]) l.visible = true;
    this.line3.text = '';
    drawPanel(this.g, x, y, w, h, s, UI.accent, 0x111a2e);
    const captionH = 40 * s;
    const textW = 250 * s;
    const qr = Math.min(h - 2 * pad - captionH, (w - 2 * pad - 38 * s - textW) / 2);
    this.qrPx = qr;
    this.qrCodes = 2;
    this.relayShown = remote;
    const qy = y + pad + (h - 2 * pad - captionH - qr) / 2;
    const words = [t('remote.wifi'), t('remote.anywhere')] as const;
    const captionStyle = textStyle(28, s, { fill: UI.text });
    [lan, remote].forEach((c, i) => {
      const qx = x + pad + i * (qr + 16 * s);
      drawQr(this.g, c.qr, qx, qy, qr);
      const text = i === 0 ? this.line1 : caption;
      place(text, words[i] ?? '', captionStyle, qx, qy + qr + 4 * s, qr);
      text.x = qx + (qr - text.width) / 2;
    });
    const tx = x + pad + 2 * qr + 38 * s;
    const tw = x + w - pad - tx;
    const block = (texts: readonly [Text, Text, Text], c: JoinCode, word: string, ty: number): number => {
      let ly = place(texts[0], word, textStyle(28, s, { fill: UI.dim }), tx, ty, tw);
      ly = place(texts[1], c.code, textStyle(60, s, { fill: UI.accent, letterSpacing: 6 * s }), tx, ly - 4 * s, tw);
      return place(texts[2], c.address, textStyle(28, s, { fill: UI.text }), tx, ly - 2 * s, tw);
    };
    const mid = block([this.codeLabel, this.code, this.line2], lan, words[0], y + pad);
    block([label, code, address], remote, words[1], Math.max(mid + 10 * s, y + h / 2));
  }

  /** What is on show. */
  describe(): LanPanelDescription {
    const lan = this.lan;
    const relay = this.relayShown;
    const shown = [this.line1, this.codeLabel, this.code, this.line2, this.line3, ...this.remoteTexts].filter(
      (l) => l.visible && l.text !== '',
    );
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
      card: this.card && this.qrCodes > 0,
      qrPx: this.qrCodes > 0 ? this.qrPx : 0,
      codePx: this.code.text === '' ? 0 : Number(this.code.style.fontSize),
      remote: {
        code: relay?.code ?? '',
        address: relay?.address ?? '',
        qrRows: relay?.qr.length ?? 0,
        notice: remoteNotice(this.remote),
      },
      qrCodes: this.qrCodes,
      fontPx: shown.map((l) => ({ text: l.text, px: Number(l.style.fontSize) })),
    };
  }
}

/** Writes `value` into `text` at (x, y) in `style`, squeezed to `width`; returns the y under it. */
function place(text: Text, value: string, style: Text['style'], x: number, y: number, width: number): number {
  text.text = value;
  text.style = style;
  text.scale.set(1);
  if (text.width > width) text.scale.x = width / text.width;
  text.position.set(x, y);
  return y + text.height;
}
