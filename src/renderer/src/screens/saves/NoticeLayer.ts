/**
 * Storage notices over every screen: a dialog with "Use the backup" and "Dismiss" for each notice in the
 * snapshot, one at a time; during a running round it shrinks to a strip at the top and waits for the round's end.
 */
import { motion } from '@renderer/ui/motion';
import { Container, Graphics, Text } from 'pixi.js';
import type { HostMessage, Snapshot } from '@shared/protocol';
import type { StorageNotice } from '@shared/saves-protocol';
import type { AppServices, LocalScreen } from '../../app/Screen';
import { OVERLAY_TIER, type Overlay } from '../../app/OverlayStack';
import { t } from '../../i18n/i18n';
import type { InputEvent } from '../../input/index';
import { textStyle, UI } from '../../ui/style';
import { noticeText, type NoticeText } from './saves-format';
import { DESIGN_HEIGHT, DESIGN_WIDTH, uiScale } from '@renderer/ui/design';
import { Button, ButtonRow } from '@renderer/ui/Button';
import { drawPanel } from '@renderer/ui/Panel';
import { fitLine } from '@renderer/ui/fit-text';

/** What the notice layer shows, for the end-to-end tests. */
export interface NoticeDescription {
  readonly id: string;
  readonly mode: 'dialog' | 'strip';
  readonly title: string;
  readonly lines: readonly string[];
  readonly buttons: readonly string[];
  readonly counter: string;
  readonly error: string;
}

const TONES: Readonly<Record<NoticeText['tone'], number>> = { bad: UI.bad, warn: UI.accent, good: UI.good };

/** The notices layer; Navigation draws it above every screen, and it is the top overlay (taking every event) while it is a dialog. */
export class NoticeLayer extends Container implements Overlay {
  readonly name = 'notices';
  readonly tier = OVERLAY_TIER.notice;
  private readonly dim = new Graphics();
  private readonly card = new Container();
  private readonly panel = new Graphics();
  private readonly icon = new Graphics();
  private readonly title = new Text({ text: '' });
  private readonly counter = new Text({ text: '' });
  private readonly body = new Text({ text: '' });
  private readonly details = new Text({ text: '' });
  private readonly offerBox = new Graphics();
  private readonly offer = new Text({ text: '' });
  private readonly error = new Text({ text: '' });
  private readonly strip = new Container();
  private readonly stripBox = new Graphics();
  private readonly stripText = new Text({ text: '' });
  private readonly buttons = new ButtonRow();
  private readonly useBackup: Button;
  private readonly dismiss: Button;
  private notices: readonly StorageNotice[] = [];
  /** Problems found on this side (host messages the view refused), shown before the storage notices; dismissed locally. */
  private local: { readonly id: string; readonly text: NoticeText }[] = [];
  private localCount = 0;
  private live = false;
  private shownId = '';
  private pending: string | null = null;
  private failure = '';
  private size = { w: DESIGN_WIDTH, h: DESIGN_HEIGHT };

  constructor(private readonly services: AppServices) {
    super();
    this.useBackup = new Button(
      'use-backup',
      () => t('notice.useBackup'),
      () => this.act('restore-backup'),
      'primary',
      () => this.hover('use-backup'),
    );
    this.dismiss = new Button(
      'dismiss',
      () => t('notice.dismiss'),
      () => this.act('dismiss-notice'),
      'normal',
      () => this.hover('dismiss'),
    );
    this.dim.eventMode = 'static';
    this.card.addChild(
      this.panel,
      this.icon,
      this.title,
      this.counter,
      this.body,
      this.details,
      this.offerBox,
      this.offer,
      this.error,
      this.buttons,
    );
    this.strip.addChild(this.stripBox, this.stripText);
    this.addChild(this.dim, this.card, this.strip);
    this.visible = false;
  }

  /** The storage notice on show, if any (a local problem goes first). */
  private get current(): StorageNotice | null {
    return this.local.length > 0 ? null : (this.notices[0] ?? null);
  }

  /** What is on show: a local problem or the first storage notice. */
  private get shown(): { readonly id: string; readonly text: NoticeText; readonly local: boolean } | null {
    const local = this.local[0];
    if (local) return { ...local, local: true };
    const notice = this.notices[0];
    return notice ? { id: notice.id, text: noticeText(notice), local: false } : null;
  }

  /** A host message this view refused: said on screen until dismissed (the same problem is not stacked twice). */
  showProblem(error: string, salvaged: boolean): void {
    const text: NoticeText = {
      title: t('notice.badMessage.title'),
      lead: t(salvaged ? 'notice.badMessage.salvaged' : 'notice.badMessage.kept'),
      details: [t('notice.problem', { problem: error.length > 400 ? `${error.slice(0, 399)}\u2026` : error })],
      offer: null,
      backup: false,
      tone: 'warn',
    };
    if (this.local.some((l) => l.text.details[0] === text.details[0])) return;
    this.local = [...this.local, { id: `local-${++this.localCount}`, text }].slice(-5);
    this.draw();
    this.services.requestRender();
  }

  /**
   * A new snapshot and the local screen on top: notices come from the snapshot; while a round is being
   * played (not watched) the layer only shows a strip and leaves the input to the table.
   */
  update(snapshot: Snapshot | null, local: LocalScreen | null): void {
    this.notices = snapshot?.saves?.notices ?? [];
    const stage = snapshot?.stage;
    this.live =
      local === null &&
      !!snapshot &&
      !snapshot.replay &&
      !snapshot.paused &&
      !snapshot.demo &&
      (stage === 'countdown' || stage === 'playing');
    if (this.pending !== null && !this.notices.some((n) => n.id === this.pending)) this.pending = null;
    this.draw();
  }

  resize(width: number, height: number): void {
    this.size = { w: width, h: height };
    this.shownId = '';
    this.draw();
  }

  /** True while a notice dialog is open: it takes every input event. */
  captures(): boolean {
    return this.shown !== null && !this.live;
  }

  /** Menu input for the dialog: left/right choose, confirm presses, back dismisses a notice that offers nothing to lose; nothing passes below. */
  input(events: readonly InputEvent[]): readonly InputEvent[] {
    const shown = this.shown;
    if (!shown || this.live) return events;
    for (const e of events) {
      if (e.type !== 'action' || e.waking) continue;
      const kind = e.action.kind;
      if (kind === 'left' || kind === 'up') {
        if (this.buttons.move(-1)) this.services.sounds.play('move');
      } else if (kind === 'right' || kind === 'down') {
        if (this.buttons.move(1)) this.services.sounds.play('move');
      } else if (kind === 'confirm') {
        this.buttons.press();
      } else if (kind === 'back' && !shown.text.backup) {
        this.act('dismiss-notice');
      }
    }
    this.services.requestRender();
    return [];
  }

  /** Failed answers to this layer's commands are shown in the dialog. */
  message(msg: HostMessage): void {
    if (msg.t !== 'saves' || msg.reply.kind !== 'failed') return;
    if (msg.reply.op !== 'restore-backup' && msg.reply.op !== 'dismiss-notice') return;
    this.pending = null;
    this.failure = t('notice.failed', { error: msg.reply.error });
    this.shownId = '';
    this.draw();
    this.services.requestRender();
  }

  /** What is on show. */
  describe(): NoticeDescription | null {
    const shown = this.shown;
    if (!shown || !this.visible) return null;
    const text = shown.text;
    return {
      id: shown.id,
      mode: this.live ? 'strip' : 'dialog',
      title: text.title,
      lines: this.live ? [this.stripText.text] : [this.body.text, this.details.text, this.offer.text].filter((x) => x !== ''),
      buttons: this.live ? [] : this.buttons.describe(),
      counter: this.counter.text,
      error: this.error.text,
    };
  }

  private hover(id: string): void {
    this.buttons.focusOn(id);
    this.services.requestRender();
  }

  private act(op: 'restore-backup' | 'dismiss-notice'): void {
    if (this.local.length > 0) {
      if (op !== 'dismiss-notice') return;
      this.local = this.local.slice(1);
      this.services.sounds.play('back');
      this.draw();
      this.services.requestRender();
      return;
    }
    const notice = this.current;
    if (!notice || this.pending === notice.id) return;
    if (op === 'restore-backup' && !noticeText(notice).backup) return;
    this.pending = notice.id;
    this.failure = '';
    this.services.sounds.play(op === 'dismiss-notice' ? 'back' : 'confirm');
    this.services.send({ t: 'saves', cmd: { op, notice: notice.id } });
    this.draw();
    this.services.requestRender();
  }

  private draw(): void {
    const shown = this.shown;
    this.visible = shown !== null;
    this.services.overlays.set(this, this.captures());
    if (!shown) {
      this.shownId = '';
      this.failure = '';
      return;
    }
    const { id, text } = shown;
    const key = `${id}|${this.live}|${this.total}|${this.failure}|${this.pending}|${text.title}`;
    if (key === this.shownId) return;
    const fresh = !this.shownId.startsWith(`${id}|${this.live}|`);
    this.shownId = key;
    const s = uiScale(this.size.w, this.size.h);
    this.dim.visible = !this.live;
    this.card.visible = !this.live;
    this.strip.visible = this.live;
    if (this.live) this.drawStrip(text, s);
    else this.drawDialog(id, text, s, fresh);
  }

  private get total(): number {
    return this.local.length + this.notices.length;
  }

  private drawStrip(text: NoticeText, s: number): void {
    const { w } = this.size;
    const tone = TONES[text.tone];
    this.stripText.style = textStyle(32, s, { fill: UI.text });
    fitLine(this.stripText, `⚠  ${text.title} · ${t('notice.later')}`, w * 0.7);
    const pad = 28 * s;
    const bw = this.stripText.width + 2 * pad;
    const bh = 58 * s;
    this.stripBox
      .clear()
      .roundRect(0, 0, bw, bh, bh / 2)
      .fill({ color: 0x0b0f1a, alpha: 0.92 })
      .stroke({ color: tone, width: 3 * s });
    this.stripText.anchor.set(0, 0.5);
    this.stripText.position.set(pad, bh / 2);
    this.strip.position.set((w - bw) / 2, 8 * s);
  }

  private drawDialog(id: string, text: NoticeText, s: number, fresh: boolean): void {
    const { w, h } = this.size;
    const tone = TONES[text.tone];
    this.dim.clear().rect(0, 0, w, h).fill({ color: 0x000000, alpha: 0.66 });
    const cw = Math.min(w * 0.9, 1240 * s);
    const pad = 56 * s;
    const inner = cw - 2 * pad;
    this.title.style = textStyle(60, s, { fill: tone });
    fitLine(this.title, text.title, inner - 260 * s);
    this.title.position.set(pad + 86 * s, pad - 4 * s);
    this.counter.style = textStyle(32, s, { fill: UI.dim });
    this.counter.text = this.total > 1 ? t('notice.count', { n: 1, total: this.total }) : '';
    this.counter.anchor.set(1, 0);
    this.counter.position.set(cw - pad, pad + 10 * s);
    this.body.style = textStyle(40, s, { fill: UI.text, wordWrap: true, wordWrapWidth: inner, breakWords: true, lineHeight: 52 * s });
    this.body.text = text.lead;
    this.body.position.set(pad, this.title.y + this.title.height + 28 * s);
    this.details.style = textStyle(32, s, {
      fill: UI.dim,
      fontWeight: '700',
      wordWrap: true,
      wordWrapWidth: inner,
      breakWords: true,
      lineHeight: 42 * s,
    });
    this.details.text = text.details.join('\n');
    this.details.position.set(pad, this.body.y + this.body.height + (text.details.length > 0 ? 16 * s : 0));
    this.offer.style = textStyle(36, s, {
      fill: text.backup ? UI.good : UI.dim,
      wordWrap: true,
      wordWrapWidth: inner - 40 * s,
      breakWords: true,
      lineHeight: 48 * s,
    });
    this.offer.text = text.offer ?? '';
    const offerTop = this.details.y + this.details.height + 24 * s;
    this.offerBox.clear();
    if (text.offer) {
      this.offer.position.set(pad + 20 * s, offerTop + 14 * s);
      this.offerBox
        .roundRect(pad, offerTop, inner, this.offer.height + 28 * s, 16 * s)
        .fill({ color: text.backup ? 0x0f2a1a : 0x0b0f1a, alpha: 0.9 })
        .stroke({ color: text.backup ? UI.good : UI.panelEdge, width: 2 * s });
    }
    const textBottom = text.offer ? offerTop + this.offer.height + 28 * s : this.details.y + this.details.height;
    this.error.style = textStyle(34, s, { fill: UI.bad, wordWrap: true, wordWrapWidth: inner, breakWords: true });
    this.error.text = this.failure;
    this.error.position.set(pad, textBottom + 18 * s);
    const list = text.backup ? [this.useBackup, this.dismiss] : [this.dismiss];
    this.buttons.set(list, fresh ? list[0]?.id : undefined);
    const waiting = this.pending === id;
    for (const b of list) b.setEnabled(!waiting);
    const bh = 84 * s;
    this.buttons.layout(inner, bh, s, 40, 300 * s);
    const by = (this.failure ? this.error.y + this.error.height : textBottom) + 40 * s;
    this.buttons.position.set(pad, by);
    const ch = by + bh + pad;
    this.panel.clear();
    drawPanel(this.panel, 0, 0, cw, ch, s, tone);
    this.icon.clear();
    const r = 30 * s;
    const cx = pad + r;
    const cy = this.title.y + this.title.height / 2;
    this.icon.circle(cx, cy, r).fill(tone);
    this.icon.roundRect(cx - 4 * s, cy - 17 * s, 8 * s, 22 * s, 4 * s).fill(0x0b0f1a);
    this.icon.circle(cx, cy + 13 * s, 5 * s).fill(0x0b0f1a);
    this.card.position.set((w - cw) / 2, Math.max(20 * s, (h - ch) / 2));
    if (fresh) {
      motion.fromTo(
        this.card,
        { alpha: 0 },
        { alpha: 1, duration: 0.25, ease: 'power2.out', onUpdate: () => this.services.requestRender() },
      );
      this.services.sounds.play('reject');
    }
  }
}
