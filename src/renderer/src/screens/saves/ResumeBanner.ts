/**
 * The lobby's game-night layer: a dialog offering an interrupted night (who played, totals, rounds, when
 * it was saved) with "Resume game night" and "Start fresh"; once resumed, a ribbon in place of the lobby's
 * device hint strip and a tag on every seat the night needs, until the match starts.
 */
import { gsap } from 'gsap';
import { Container, Graphics, Text } from 'pixi.js';
import type { HostMessage, Snapshot } from '@shared/protocol';
import type { ResumeOffer } from '@shared/saves-protocol';
import { PLAYER_COLORS } from '@shared/seats';
import type { AppServices } from '../../app/Screen';
import { OVERLAY_TIER, type Overlay } from '../../app/OverlayStack';
import { t } from '../../i18n/i18n';
import type { InputEvent } from '../../input/index';
import type { Rect } from '../../layout/rect';
import { textStyle, UI } from '../../ui/style';
import { inkOn } from '../../views/cards/card-palette';
import { resumeFacts, resumeStandings, seatNeeds, signed, type SeatNeeds } from './saves-format';
import { DESIGN_HEIGHT, DESIGN_WIDTH, uiScale } from '@renderer/ui/design';
import { Button, ButtonRow } from '@renderer/ui/Button';
import { drawPanel } from '@renderer/ui/Panel';
import { fitLine } from '@renderer/ui/fit-text';

/** Where the lobby's seat cells and device hint strip are (LobbyLayout fits). */
export interface ResumeBannerPlace {
  readonly scale: number;
  readonly cells: readonly Rect[];
  readonly hints: Rect;
}

/** What the banner shows, for the end-to-end tests. */
export interface ResumeDescription {
  /** 'offer': the dialog is open; 'resuming': the ribbon and seat tags; 'none'. */
  readonly mode: 'offer' | 'confirm-fresh' | 'resuming' | 'none';
  readonly title: string;
  readonly lines: readonly string[];
  readonly players: readonly string[];
  readonly buttons: readonly string[];
  /** Seat tags while resuming, "seat number: text". */
  readonly tags: readonly string[];
  readonly error: string;
}

/** The resume dialog and the resuming ribbon; LobbyScreen adds it last, and while the lobby shows it is an overlay over the lobby's input. */
export class ResumeBanner extends Container implements Overlay {
  readonly name = 'resume';
  readonly tier = OVERLAY_TIER.screen;
  /** Whether the lobby is on show (the banner only takes input over it). */
  private onScreen = false;
  private readonly dim = new Graphics();
  private readonly dialog = new Container();
  private readonly panel = new Graphics();
  private readonly chips = new Graphics();
  private readonly title = new Text({ text: '' });
  private readonly when = new Text({ text: '' });
  private readonly facts = new Text({ text: '' });
  private readonly note = new Text({ text: '' });
  private readonly hint = new Text({ text: '' });
  private readonly error = new Text({ text: '' });
  private readonly rows = new Container();
  private readonly seatNumbers = new Container();
  private readonly buttons = new ButtonRow();
  private readonly resumeButton: Button;
  private readonly freshButton: Button;
  private readonly keepButton: Button;
  private readonly ribbon = new Container();
  private readonly ribbonBox = new Graphics();
  private readonly ribbonTitle = new Text({ text: '' });
  private readonly ribbonStatus = new Text({ text: '' });
  /** The pad / key that does what the ribbon's button does. */
  private readonly ribbonKeys = new Text({ text: '' });
  private readonly cancelButton: Button;
  private readonly tags = new Container();
  private offer: ResumeOffer | null = null;
  private resuming: ResumeOffer | null = null;
  private needs: SeatNeeds | null = null;
  /** While resuming: the "start fresh instead?" question is open. */
  private asking = false;
  private pending = false;
  private failure = '';
  /** Why the host refused to start the resumed night (shown until the seats change). */
  private refusal = '';
  private place: ResumeBannerPlace | null = null;
  private size = { w: DESIGN_WIDTH, h: DESIGN_HEIGHT };
  private drawnKey = '';
  private dialogShown = false;
  private tagTexts: string[] = [];

  constructor(private readonly services: AppServices) {
    super();
    const hover = (id: string) => () => {
      this.buttons.focusOn(id);
      services.requestRender();
    };
    this.resumeButton = new Button(
      'resume',
      () => t('resume.resume'),
      () => this.resume(),
      'primary',
      hover('resume'),
    );
    this.freshButton = new Button(
      'fresh',
      () => t('resume.fresh'),
      () => this.discard(),
      'normal',
      hover('fresh'),
    );
    this.keepButton = new Button(
      'keep',
      () => t('resume.resume'),
      () => this.closeQuestion(),
      'primary',
      hover('keep'),
    );
    this.cancelButton = new Button(
      'cancel',
      () => t('resume.cancel'),
      () => this.askFresh(),
      'quiet',
    );
    this.dim.eventMode = 'static';
    this.dialog.addChild(
      this.panel,
      this.chips,
      this.seatNumbers,
      this.title,
      this.when,
      this.facts,
      this.rows,
      this.note,
      this.error,
      this.buttons,
      this.hint,
    );
    this.ribbon.addChild(this.ribbonBox, this.ribbonTitle, this.ribbonStatus, this.ribbonKeys, this.cancelButton);
    this.addChild(this.tags, this.ribbon, this.dim, this.dialog);
    this.visible = false;
  }

  /** The lobby's snapshot: the offer, the night being resumed and the seats as they are. */
  update(snapshot: Snapshot | null): void {
    const saves = snapshot?.saves ?? null;
    const offer = snapshot?.stage === 'lobby' && !snapshot.replay ? (saves?.resume ?? null) : null;
    const resuming = snapshot?.stage === 'lobby' && !snapshot.replay ? (saves?.resuming ?? null) : null;
    if (offer?.night !== this.offer?.night || resuming?.night !== this.resuming?.night) {
      this.pending = false;
      this.failure = '';
      if (!resuming) this.asking = false;
    }
    this.offer = offer;
    this.resuming = resuming;
    const needs = resuming && snapshot ? seatNeeds(resuming, snapshot.seats) : null;
    if (JSON.stringify(needs) !== JSON.stringify(this.needs)) this.refusal = '';
    this.needs = needs;
    this.draw();
  }

  /** The lobby's size and where its title row and seats are. */
  layout(width: number, height: number, place: ResumeBannerPlace): void {
    this.size = { w: width, h: height };
    this.place = place;
    this.drawnKey = '';
    this.draw();
  }

  /** The lobby came on show or went away: the banner is on the overlay stack only while the lobby shows and it has something to say. */
  setOnScreen(on: boolean): void {
    this.onScreen = on;
    this.services.overlays.set(this, this.wantsInput());
  }

  /** True while the dialog is open: it takes every input event before the lobby. */
  captures(): boolean {
    return this.offer !== null || (this.resuming !== null && this.asking);
  }

  private wantsInput(): boolean {
    return this.onScreen && (this.captures() || this.resuming !== null);
  }

  /**
   * Input while the dialog is open (nothing passes to the lobby); while resuming, Start / P opens the
   * "start fresh instead?" question and that frame's events stay with the banner, other frames pass through.
   */
  input(events: readonly InputEvent[]): readonly InputEvent[] {
    if (!this.captures()) {
      if (!this.resuming) return events;
      const start = events.some((e) => e.type === 'action' && !e.waking && e.action.kind === 'pause');
      if (!start) return events;
      this.askFresh();
      return [];
    }
    for (const e of events) {
      if (e.type !== 'action' || e.waking) continue;
      const kind = e.action.kind;
      if (kind === 'left' || kind === 'up') {
        if (this.buttons.move(-1)) this.services.sounds.play('move');
      } else if (kind === 'right' || kind === 'down') {
        if (this.buttons.move(1)) this.services.sounds.play('move');
      } else if (kind === 'confirm') {
        this.buttons.press();
      } else if (kind === 'back') {
        this.services.sounds.play('back');
        if (this.asking) this.closeQuestion();
        else this.services.openLocal('title');
      }
    }
    this.draw();
    this.services.requestRender();
    return [];
  }

  /** A failed resume or discard is said in the dialog; while resuming, a refused start is said in the ribbon. */
  message(msg: HostMessage): void {
    if (msg.t === 'refused' && this.resuming && !this.offer) {
      this.refusal = msg.error;
      this.drawnKey = '';
      this.draw();
      this.services.requestRender();
      return;
    }
    if (msg.t !== 'saves' || msg.reply.kind !== 'failed') return;
    if (msg.reply.op !== 'resume-night' && msg.reply.op !== 'discard-night') return;
    this.pending = false;
    this.failure = t('resume.failed', { error: msg.reply.error });
    this.drawnKey = '';
    this.draw();
    this.services.requestRender();
  }

  /** What is on show. */
  describe(): ResumeDescription {
    const mode = this.offer ? 'offer' : this.resuming ? (this.asking ? 'confirm-fresh' : 'resuming') : 'none';
    const texts = (c: Container): string[] => c.children.flatMap((x) => (x instanceof Text && x.text !== '' ? [x.text] : []));
    if (mode === 'resuming') {
      return {
        mode,
        title: this.ribbonTitle.text,
        lines: [this.ribbonStatus.text],
        players: [],
        buttons: [this.cancelButton.caption],
        tags: this.tagTexts,
        error: '',
      };
    }
    if (mode === 'none') return { mode, title: '', lines: [], players: [], buttons: [], tags: [], error: '' };
    return {
      mode,
      title: this.title.text,
      lines: [this.when.text, this.facts.text, this.note.text].filter((x) => x !== ''),
      players: texts(this.rows),
      buttons: this.buttons.describe(),
      tags: this.tagTexts,
      error: this.error.text,
    };
  }

  private resume(): void {
    const offer = this.offer;
    if (!offer || this.pending) return;
    this.pending = true;
    this.failure = '';
    this.services.sounds.play('confirm');
    this.services.send({ t: 'saves', cmd: { op: 'resume-night', night: offer.night } });
  }

  private discard(): void {
    const night = this.offer?.night ?? this.resuming?.night;
    if (!night || this.pending) return;
    this.pending = true;
    this.failure = '';
    this.services.sounds.play('back');
    this.services.send({ t: 'saves', cmd: { op: 'discard-night', night } });
  }

  private askFresh(): void {
    if (!this.resuming) return;
    this.asking = true;
    this.services.sounds.play('confirm');
    this.drawnKey = '';
    this.draw();
    this.buttons.focusOn('keep');
    this.services.requestRender();
  }

  private closeQuestion(): void {
    this.asking = false;
    this.drawnKey = '';
    this.draw();
    this.services.requestRender();
  }

  private draw(): void {
    this.services.overlays.set(this, this.wantsInput());
    const offer = this.offer ?? (this.asking ? this.resuming : null);
    this.visible = offer !== null || this.resuming !== null;
    const key = JSON.stringify([
      offer,
      this.resuming,
      this.needs,
      this.asking,
      this.pending,
      this.failure,
      this.refusal,
      this.size,
      this.place?.scale,
      t('resume.title'),
    ]);
    if (key === this.drawnKey) return;
    const opened = offer !== null && !this.dialogShown;
    this.dialogShown = offer !== null;
    this.drawnKey = key;
    this.dim.visible = offer !== null;
    this.dialog.visible = offer !== null;
    if (offer) this.drawDialog(offer, opened);
    this.drawRibbon();
  }

  private drawDialog(offer: ResumeOffer, opened: boolean): void {
    const { w, h } = this.size;
    const s = uiScale(w, h);
    this.dim.clear().rect(0, 0, w, h).fill({ color: 0x03050b, alpha: 0.72 });
    const cw = Math.min(w * 0.9, 1320 * s);
    const pad = 56 * s;
    const inner = cw - 2 * pad;
    const facts = resumeFacts(offer);
    this.title.style = textStyle(72, s, { fill: UI.accent, stroke: { color: 0x000000, width: 6 * s } });
    fitLine(this.title, t('resume.title'), inner);
    this.title.anchor.set(0.5, 0);
    this.title.position.set(cw / 2, pad - 8 * s);
    this.when.style = textStyle(34, s, { fill: UI.dim, fontWeight: '700' });
    fitLine(this.when, facts.when, inner);
    this.when.anchor.set(0.5, 0);
    this.when.position.set(cw / 2, this.title.y + this.title.height + 8 * s);
    this.facts.style = textStyle(38, s, { fill: UI.text });
    fitLine(this.facts, `${facts.rounds} · ${facts.goal} · ${facts.next}`, inner);
    this.facts.anchor.set(0.5, 0);
    this.facts.position.set(cw / 2, this.when.y + this.when.height + 14 * s);
    const rowsTop = this.facts.y + this.facts.height + 30 * s;
    const rowsH = this.drawPlayers(offer, inner, rowsTop, pad, s);
    this.note.style = textStyle(32, s, { fill: UI.dim, fontWeight: '700', wordWrap: true, wordWrapWidth: inner, align: 'center' });
    this.note.text = t('resume.freshNote');
    this.note.anchor.set(0.5, 0);
    this.note.position.set(cw / 2, rowsTop + rowsH + 26 * s);
    this.error.style = textStyle(34, s, { fill: UI.bad, wordWrap: true, wordWrapWidth: inner, align: 'center' });
    this.error.text = this.failure;
    this.error.anchor.set(0.5, 0);
    this.error.position.set(cw / 2, this.note.y + this.note.height + 12 * s);
    const list = this.asking ? [this.keepButton, this.freshButton] : [this.resumeButton, this.freshButton];
    this.buttons.set(list, opened ? list[0]?.id : undefined);
    for (const b of list) b.setEnabled(!this.pending);
    const bh = 88 * s;
    this.buttons.layout(inner, bh, s, 42, 380 * s);
    const by = (this.failure ? this.error.y + this.error.height : this.note.y + this.note.height) + 30 * s;
    this.buttons.position.set(pad, by);
    this.hint.style = textStyle(32, s, { fill: UI.dim, fontWeight: '700' });
    fitLine(this.hint, t('resume.hint'), inner);
    this.hint.anchor.set(0.5, 0);
    this.hint.position.set(cw / 2, by + bh + 24 * s);
    const ch = this.hint.y + this.hint.height + pad * 0.7;
    this.panel.clear();
    drawPanel(this.panel, 0, 0, cw, ch, s, UI.accent);
    this.dialog.position.set((w - cw) / 2, Math.max(10 * s, (h - ch) / 2));
    if (opened)
      gsap.fromTo(
        this.dialog,
        { alpha: 0, y: this.dialog.y + 40 * s },
        { alpha: 1, y: this.dialog.y, duration: 0.35, ease: 'back.out(1.4)' },
      );
  }

  /** The night's players by total in one or two columns: colour chip, name, total. Returns the height used. */
  private drawPlayers(offer: ResumeOffer, inner: number, top: number, left: number, s: number): number {
    for (const child of this.rows.removeChildren()) child.destroy();
    for (const child of this.seatNumbers.removeChildren()) child.destroy();
    this.chips.clear();
    const players = resumeStandings(offer);
    const columns = players.length > 6 ? 2 : 1;
    const perColumn = Math.ceil(players.length / columns);
    const gap = 28 * s;
    const colW = columns === 1 ? Math.min(inner, 760 * s) : (inner - gap) / 2;
    const x0 = left + (inner - (columns * colW + (columns - 1) * gap)) / 2;
    const rowH = (players.length > 8 ? 54 : 62) * s;
    players.forEach((p, i) => {
      const col = Math.floor(i / perColumn);
      const x = x0 + col * (colW + gap);
      const y = top + (i % perColumn) * (rowH + 8 * s);
      const hex = PLAYER_COLORS[p.color]?.hex ?? UI.dim;
      this.chips.roundRect(x, y, colW, rowH, 14 * s).fill({ color: 0x05070d, alpha: 0.55 });
      this.chips.roundRect(x, y, 10 * s, rowH, 5 * s).fill(hex);
      this.chips.circle(x + 46 * s, y + rowH / 2, 23 * s).fill(hex);
      const seat = new Text({ text: String(p.seat + 1), style: textStyle(32, s, { fill: inkOn(hex) }) });
      seat.anchor.set(0.5);
      seat.position.set(x + 46 * s, y + rowH / 2);
      const name = new Text({ text: '', style: textStyle(38, s, { fill: UI.text }) });
      const total = new Text({
        text: t('resume.points', { n: signed(p.total) }),
        style: textStyle(38, s, { fill: i === 0 ? UI.accent : UI.text }),
      });
      total.anchor.set(1, 0.5);
      total.position.set(x + colW - 22 * s, y + rowH / 2);
      fitLine(name, p.name, colW - 120 * s - total.width);
      name.anchor.set(0, 0.5);
      name.position.set(x + 84 * s, y + rowH / 2);
      this.rows.addChild(name, total);
      this.seatNumbers.addChild(seat);
    });
    return perColumn * (rowH + 8 * s) - 8 * s;
  }

  private drawRibbon(): void {
    const resuming = this.resuming;
    const place = this.place;
    for (const child of this.tags.removeChildren()) child.destroy();
    this.tagTexts = [];
    this.ribbon.visible = resuming !== null && place !== null && this.offer === null;
    this.tags.visible = this.ribbon.visible;
    if (!resuming || !place || !this.needs || this.offer) return;
    const s = place.scale;
    const needs = this.needs;
    // The ribbon takes the place of the device hint strip under the seats (the title row holds the phone panel).
    const hgt = Math.max(place.hints.h, 60 * s);
    const r = { x: place.hints.x, y: place.hints.y + place.hints.h - hgt, w: place.hints.w, h: hgt };
    const two = hgt >= 96 * s;
    this.ribbonBox
      .clear()
      .roundRect(r.x, r.y, r.w, r.h, Math.min(r.h / 2, 24 * s))
      .fill(0x1d1708)
      .stroke({ color: UI.accent, width: 3 * s });
    const bh = Math.min(r.h - 12 * s, 62 * s);
    const bw = this.cancelButton.natural(bh, s, 32);
    this.cancelButton.layout(bw, bh, s, 32);
    this.cancelButton.position.set(r.x + r.w - bw - 8 * s, r.y + (r.h - bh) / 2);
    const left = r.x + 26 * s;
    const status = this.refusal
      ? this.refusal
      : needs.missing > 0
        ? needs.missing === 1
          ? t('resume.missingOne')
          : t('resume.missing', { n: needs.missing })
        : needs.extra.length > 0
          ? t('resume.extra')
          : t('resume.ready');
    const good = needs.ready && !this.refusal;
    this.ribbonTitle.style = textStyle(32, s, { fill: UI.accent });
    this.ribbonStatus.style = textStyle(32, s, { fill: good ? UI.good : UI.bad });
    this.ribbonTitle.anchor.set(0, 0.5);
    this.ribbonStatus.anchor.set(0, 0.5);
    const title = `↻  ${t('resume.ribbon', { n: resuming.rounds + 1 })}`;
    const line = `${good ? '✓' : '●'}  ${status}`;
    // "Start / P" beside the button says how pads and keys reach it, when the line has room for it.
    this.ribbonKeys.style = textStyle(32, s, { fill: UI.dim, fontWeight: '700' });
    this.ribbonKeys.text = t('resume.cancelKeys');
    this.ribbonKeys.anchor.set(1, 0.5);
    this.ribbonKeys.position.set(this.cancelButton.x - 16 * s, r.y + r.h / 2);
    fitLine(this.ribbonTitle, title, Infinity);
    fitLine(this.ribbonStatus, line, Infinity);
    const needed =
      (two ? Math.max(this.ribbonTitle.width, this.ribbonStatus.width) : this.ribbonTitle.width + 28 * s + this.ribbonStatus.width) +
      24 * s +
      this.ribbonKeys.width;
    this.ribbonKeys.visible = left + needed <= this.cancelButton.x - 16 * s;
    const textW = (this.ribbonKeys.visible ? this.ribbonKeys.x - this.ribbonKeys.width - 24 * s : this.cancelButton.x - 20 * s) - left;
    if (two) {
      fitLine(this.ribbonTitle, title, textW);
      fitLine(this.ribbonStatus, line, textW);
      this.ribbonTitle.position.set(left, r.y + r.h / 2 - 22 * s);
      this.ribbonStatus.position.set(left, r.y + r.h / 2 + 22 * s);
    } else {
      fitLine(this.ribbonTitle, title, textW * 0.55);
      this.ribbonTitle.position.set(left, r.y + r.h / 2);
      const sx = left + this.ribbonTitle.width + 28 * s;
      fitLine(this.ribbonStatus, line, left + textW - sx);
      this.ribbonStatus.position.set(sx, r.y + r.h / 2);
    }
    for (const n of needs.needed) {
      if (n.filled) this.addTag(n.seat, t('resume.points', { n: signed(n.total) }), PLAYER_COLORS[n.color]?.hex ?? UI.accent, false);
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
