/**
 * A game's one-screen rules card on the TV (issue 30, "rules at hand"): its title and a few lines, each a short heading
 * in the accent colour and its sentence, in big type on one panel, opened from the pause menu's "Rules". The words
 * are the shared card the phone's "?" sheet shows too (`@shared/rules-card`).
 */
import { Container, Graphics, Text } from 'pixi.js';
import { rulesCard } from '@shared/rules-card';
import type { RulesCard } from '@shared/rules-card-types';
import { drawPanel } from '@renderer/ui/Panel';
import { uiScale } from '@renderer/ui/design';
import { UI } from '@renderer/ui/colours';
import { textStyle } from '@renderer/ui/style';
import type { Language } from '@renderer/i18n/i18n';

/** Font sizes at 1080p: read from 3 m away. */
const SIZES = { title: 72, head: 46, text: 46, close: 36 } as const;

/** What the card shows, for the tests: its title, lines and the smallest drawn line height at 1080p. */
export interface RulesCardDescription {
  readonly game: string;
  readonly title: string;
  readonly lines: readonly string[];
  readonly minLinePx: number;
}

/** The rules card: a panel filling the title-safe area, laid out anew for each game, language and size. */
export class RulesCardView extends Container {
  private readonly panel = new Graphics();
  private readonly title = new Text({ text: '' });
  private readonly close = new Text({ text: '' });
  private readonly rows = new Container();
  private game = '';
  private card: RulesCard | null = null;
  private closeText = '';
  private size = { w: 1920, h: 1080 };

  constructor() {
    super();
    this.addChild(this.panel, this.title, this.rows, this.close);
  }

  /** Shows `game`'s card in `language`; `close` says how to close it. False when the game has no card. */
  set(game: string, language: Language, close: string): boolean {
    this.game = game;
    this.card = rulesCard(game, language);
    this.closeText = close;
    this.layout();
    return this.card !== null;
  }

  resize(width: number, height: number): void {
    this.size = { w: width, h: height };
    this.layout();
  }

  private layout(): void {
    const { w, h } = this.size;
    const s = uiScale(w, h);
    for (const row of this.rows.removeChildren()) row.destroy();
    this.panel.clear();
    const card = this.card;
    this.visible = card !== null;
    if (!card) return;
    const left = w * 0.07;
    const width = w * 0.86;
    const top = h * 0.06;
    const bottom = h * 0.94;
    drawPanel(this.panel, left, top, width, bottom - top, s, UI.accent);
    this.title.style = textStyle(SIZES.title, s, { fill: UI.accent, align: 'center' });
    this.title.text = card.title;
    this.title.anchor.set(0.5, 0);
    this.title.position.set(w / 2, top + 28 * s);
    const headW = 330 * s;
    const textX = left + 56 * s + headW;
    const wrap = left + width - 56 * s - textX;
    let y = this.title.y + this.title.height + 30 * s;
    for (const line of card.lines) {
      const head = new Text({
        text: line.head,
        style: textStyle(SIZES.head, s, { fill: UI.accent, wordWrap: true, wordWrapWidth: headW - 20 * s }),
      });
      head.position.set(left + 56 * s, y);
      const text = new Text({
        text: line.text,
        style: textStyle(SIZES.text, s, { fill: UI.text, fontWeight: '700', wordWrap: true, wordWrapWidth: wrap }),
      });
      text.position.set(textX, y);
      this.rows.addChild(head, text);
      y += Math.max(head.height, text.height) + 22 * s;
    }
    this.close.style = textStyle(SIZES.close, s, { fill: UI.dim, fontWeight: '700' });
    this.close.text = this.closeText;
    this.close.anchor.set(0.5, 1);
    this.close.position.set(w / 2, bottom - 22 * s);
    // A long language on a small screen: shrink the lines to clear the close hint rather than run over it.
    const room = this.close.y - this.close.height - 16 * s - (this.title.y + this.title.height + 30 * s);
    const used = y - (this.title.y + this.title.height + 30 * s);
    if (used > room && used > 0) {
      const k = room / used;
      this.rows.scale.set(k);
      this.rows.position.set((1 - k) * (left + 56 * s), (1 - k) * (this.title.y + this.title.height + 30 * s));
    } else {
      this.rows.scale.set(1);
      this.rows.position.set(0, 0);
    }
  }

  describe(): RulesCardDescription | null {
    const card = this.card;
    if (!card || !this.visible) return null;
    const scale = 1080 / Math.max(1, Math.min(this.size.h, (this.size.w * 1080) / 1920));
    const heights = this.rows.children.map((c) => c.getLocalBounds().height * this.rows.scale.y * scale);
    return {
      game: this.game,
      title: this.title.text,
      lines: card.lines.map((l) => `${l.head}: ${l.text}`),
      minLinePx: Math.round(Math.min(...heights)),
    };
  }
}
