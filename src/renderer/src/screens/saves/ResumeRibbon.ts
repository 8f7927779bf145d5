/** While a saved night is resumed: the lobby's ribbon (the round it goes on with, what the seats still need, a way out) and a tag on every seat. */
import { Container, Graphics, Text } from 'pixi.js';
import type { ResumeOffer } from '@shared/saves-protocol';
import { PLAYER_COLORS } from '@shared/seats';
import { getLanguage, t } from '../../i18n/i18n';
import { textStyle, UI } from '../../ui/style';
import { inkOn } from '../../views/cards/card-palette';
import { Button } from '@renderer/ui/Button';
import { fitLine } from '@renderer/ui/fit-text';
import type { Rect } from '../../layout/rect';
import { signed, type SeatNeeds } from './saves-format';
import { countText } from '@renderer/i18n/labels';

/** Where the lobby's seat cells and device hint strip are (LobbyLayout fits). */
export interface ResumeBannerPlace {
  readonly scale: number;
  readonly cells: readonly Rect[];
  readonly hints: Rect;
}

/** The ribbon and the seat tags. */
export class ResumeRibbon extends Container {
  /** The seat tags (drawn under the ribbon's dialog, over the seats). */
  readonly tags = new Container();
  private readonly box = new Graphics();
  private readonly title = new Text({ text: '' });
  private readonly status = new Text({ text: '' });
  /** The pad / key that does what the ribbon's button does. */
  private readonly keys = new Text({ text: '' });
  private readonly cancel: Button;
  private place: ResumeBannerPlace | null = null;
  private tagTexts: string[] = [];

  /** `onCancel`: the ribbon's button asks whether to start fresh instead. */
  constructor(onCancel: () => void) {
    super();
    this.cancel = new Button('cancel', () => t('resume.cancel'), onCancel, 'quiet');
    this.addChild(this.box, this.title, this.status, this.keys, this.cancel);
  }

  /** What the ribbon says: its title, its status line, its button and the seat tags ("seat number: text"). */
  describe(): { title: string; lines: string[]; buttons: string[]; tags: string[] } {
    return { title: this.title.text, lines: [this.status.text], buttons: [this.cancel.caption], tags: this.tagTexts };
  }

  /** Draws the ribbon of the night `resuming` (null: none shows) over the lobby's `place`, `refusal` said when the host refused to start. */
  draw(resuming: ResumeOffer | null, needs: SeatNeeds | null, place: ResumeBannerPlace | null, refusal: string): void {
    for (const child of this.tags.removeChildren()) child.destroy();
    this.tagTexts = [];
    this.visible = resuming !== null && place !== null;
    this.tags.visible = this.visible;
    if (!resuming || !place || !needs) return;
    this.place = place;
    const s = place.scale;
    // The ribbon takes the place of the device hint strip under the seats (the title row holds the phone panel).
    const hgt = Math.max(place.hints.h, 60 * s);
    const r = { x: place.hints.x, y: place.hints.y + place.hints.h - hgt, w: place.hints.w, h: hgt };
    const two = hgt >= 96 * s;
    this.box
      .clear()
      .roundRect(r.x, r.y, r.w, r.h, Math.min(r.h / 2, 24 * s))
      .fill(0x1d1708)
      .stroke({ color: UI.accent, width: 3 * s });
    const bh = Math.min(r.h - 12 * s, 62 * s);
    const bw = this.cancel.natural(bh, s, 32);
    this.cancel.layout(bw, bh, s, 32);
    this.cancel.position.set(r.x + r.w - bw - 8 * s, r.y + (r.h - bh) / 2);
    const left = r.x + 26 * s;
    const status = refusal
      ? refusal
      : needs.missing > 0
        ? countText('count.seatsToFill', needs.missing)
        : needs.extra.length > 0
          ? t('resume.extra')
          : t('resume.ready');
    const good = needs.ready && !refusal;
    this.title.style = textStyle(32, s, { fill: UI.accent });
    this.status.style = textStyle(32, s, { fill: good ? UI.good : UI.bad });
    this.title.anchor.set(0, 0.5);
    this.status.anchor.set(0, 0.5);
    const title = `↻  ${t('resume.ribbon', { n: resuming.rounds + 1 })}`;
    const line = `${good ? '✓' : '●'}  ${status}`;
    // "Start / P" beside the button says how pads and keys reach it, when the line has room for it.
    this.keys.style = textStyle(32, s, { fill: UI.dim, fontWeight: '700' });
    this.keys.text = t('resume.cancelKeys');
    this.keys.anchor.set(1, 0.5);
    this.keys.position.set(this.cancel.x - 16 * s, r.y + r.h / 2);
    fitLine(this.title, title, Infinity);
    fitLine(this.status, line, Infinity);
    const needed =
      (two ? Math.max(this.title.width, this.status.width) : this.title.width + 28 * s + this.status.width) + 24 * s + this.keys.width;
    this.keys.visible = left + needed <= this.cancel.x - 16 * s;
    const textW = (this.keys.visible ? this.keys.x - this.keys.width - 24 * s : this.cancel.x - 20 * s) - left;
    if (two) {
      fitLine(this.title, title, textW);
      fitLine(this.status, line, textW);
      this.title.position.set(left, r.y + r.h / 2 - 22 * s);
      this.status.position.set(left, r.y + r.h / 2 + 22 * s);
    } else {
      fitLine(this.title, title, textW * 0.55);
      this.title.position.set(left, r.y + r.h / 2);
      const sx = left + this.title.width + 28 * s;
      fitLine(this.status, line, left + textW - sx);
      this.status.position.set(sx, r.y + r.h / 2);
    }
    for (const n of needs.needed) {
      if (n.filled)
        this.addTag(
          n.seat,
          countText('count.pts', n.total, getLanguage(), signed(n.total)),
          PLAYER_COLORS[n.color]?.hex ?? UI.accent,
          false,
        );
      else this.addTag(n.seat, t('resume.needed', { name: n.name }), UI.bad, true);
    }
    for (const seat of needs.extra) this.addTag(seat, t('resume.notInNight'), UI.dim, true);
  }

  /** A pill on a seat cell's lower half; `alarm` also rings the cell. */
  private addTag(seat: number, text: string, color: number, alarm: boolean): void {
    const cell = this.place?.cells[seat];
    const s = this.place?.scale ?? 1;
    if (!cell) return;
    const g = new Graphics();
    if (alarm) g.roundRect(cell.x - 4 * s, cell.y - 4 * s, cell.w + 8 * s, cell.h + 8 * s, 24 * s).stroke({ color, width: 5 * s });
    const label = new Text({
      text,
      style: textStyle(32, s, { fill: inkOn(color), wordWrap: true, wordWrapWidth: cell.w - 44 * s, align: 'center', lineHeight: 38 * s }),
    });
    if (label.height > 2 * 38 * s + 4 * s) fitLine(label, text, cell.w - 44 * s);
    const pw = Math.min(cell.w - 12 * s, label.width + 36 * s);
    const ph = label.height + 12 * s;
    const px = cell.x + (cell.w - pw) / 2;
    const py = cell.y + cell.h * 0.46 - ph / 2;
    const radius = Math.min(ph / 2, 25 * s);
    g.roundRect(px, py + 4 * s, pw, ph, radius).fill({ color: 0x000000, alpha: 0.35 });
    g.roundRect(px, py, pw, ph, radius)
      .fill(color)
      .stroke({ color: 0xffffff, width: 2 * s, alpha: 0.8 });
    label.anchor.set(0.5);
    label.position.set(px + pw / 2, py + ph / 2);
    this.tags.addChild(g, label);
    this.tagTexts.push(`${seat + 1}: ${label.text.replace(/\s+/g, ' ')}`);
  }
}
