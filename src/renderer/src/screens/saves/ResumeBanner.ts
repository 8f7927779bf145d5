/**
 * The lobby's game-night layer: a dialog offering an interrupted night (who played, totals, rounds, when
 * it was saved) with "Resume game night" and "Start fresh"; once resumed, a ribbon in place of the lobby's
 * device hint strip and a tag on every seat the night needs, until the match starts.
 */
import { motion } from '@renderer/ui/motion';
import { Container, Graphics, Text } from 'pixi.js';
import type { HostMessage, Snapshot } from '@shared/protocol';
import type { ResumeOffer } from '@shared/saves-protocol';
import type { AppServices } from '../../app/Screen';
import { OVERLAY_TIER, type Overlay } from '../../app/OverlayStack';
import { t } from '../../i18n/i18n';
import type { InputEvent } from '../../input/index';
import { textStyle, UI } from '../../ui/style';
import { resumeFacts, seatNeeds, type SeatNeeds } from './saves-format';
import { DESIGN_HEIGHT, DESIGN_WIDTH, uiScale } from '@renderer/ui/design';
import { Button, ButtonRow } from '@renderer/ui/Button';
import { drawPanel } from '@renderer/ui/Panel';
import { fitLine } from '@renderer/ui/fit-text';
import { drawResumePlayers } from './resume-players';
import { ResumeRibbon, type ResumeBannerPlace } from './ResumeRibbon';

export type { ResumeBannerPlace } from './ResumeRibbon';

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
  readonly chips = new Graphics();
  private readonly title = new Text({ text: '' });
  private readonly when = new Text({ text: '' });
  private readonly facts = new Text({ text: '' });
  private readonly note = new Text({ text: '' });
  private readonly hint = new Text({ text: '' });
  private readonly error = new Text({ text: '' });
  readonly rows = new Container();
  readonly seatNumbers = new Container();
  private readonly buttons = new ButtonRow();
  /** While resuming: the ribbon in place of the lobby's hint strip and the tags on the seats. */
  private readonly ribbon: ResumeRibbon;
  private readonly resumeButton: Button;
  private readonly freshButton: Button;
  private readonly keepButton: Button;
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

  constructor(private readonly services: AppServices) {
    super();
    const button = (id: string, label: () => string, tap: () => void, tone: 'primary' | 'normal'): Button =>
      new Button(id, label, tap, tone, () => {
        this.buttons.focusOn(id);
        services.requestRender();
      });
    this.resumeButton = button(
      'resume',
      () => t('resume.resume'),
      () => this.resume(),
      'primary',
    );
    this.freshButton = button(
      'fresh',
      () => t('resume.fresh'),
      () => this.discard(),
      'normal',
    );
    this.keepButton = button(
      'keep',
      () => t('resume.resume'),
      () => this.closeQuestion(),
      'primary',
    );
    this.ribbon = new ResumeRibbon(() => this.askFresh());
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
    this.addChild(this.ribbon.tags, this.ribbon, this.dim, this.dialog);
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
      return { mode, ...this.ribbon.describe(), players: [], error: '' };
    }
    if (mode === 'none') return { mode, title: '', lines: [], players: [], buttons: [], tags: [], error: '' };
    return {
      mode,
      title: this.title.text,
      lines: [this.when.text, this.facts.text, this.note.text].filter((x) => x !== ''),
      players: texts(this.rows),
      buttons: this.buttons.describe(),
      tags: this.ribbon.describe().tags,
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
    this.ribbon.draw(this.offer === null ? this.resuming : null, this.needs, this.place, this.refusal);
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
    const rowsH = drawResumePlayers(this, offer, inner, rowsTop, pad, s);
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
      motion.fromTo(
        this.dialog,
        { alpha: 0, y: this.dialog.y + 40 * s },
        { alpha: 1, y: this.dialog.y, duration: 0.35, ease: 'back.out(1.4)' },
      );
  }
}
