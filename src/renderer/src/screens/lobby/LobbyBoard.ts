/** The lobby's board under the seats and the menu: the backdrop glow, the panel with the rules' divider, the title and the seat count's pill. */
import { Container, Graphics, Text } from 'pixi.js';
import type { Rect } from '@renderer/layout/rect';
import { t } from '@renderer/i18n/i18n';
import { radialGlow } from '@renderer/ui/gradients';
import { textStyle, UI } from '@renderer/ui/style';
import { MENU_GAP, MENU_LINE, type LobbyLayout } from './lobby-layout';
import { MAX_SEATS } from './lobby-input';

/** The menu line where the rule options start (after the eight seat lines). */
const RULES_AT = 8;

/** The board. */
export class LobbyBoard extends Container {
  private readonly backdrop = new Graphics();
  private readonly glow = radialGlow(0.38, 0.45, 0.75, [
    { offset: 0, color: 0x1d2c4f },
    { offset: 1, color: UI.background },
  ]);
  private readonly panel = new Graphics();
  private readonly title = new Text({ text: '' });
  private readonly count = new Text({ text: '' });
  private readonly countPill = new Graphics();

  constructor() {
    super();
    this.addChild(this.backdrop, this.panel, this.countPill);
  }

  /** The texts, drawn over the phones' corner (the screen adds them above it). */
  get texts(): readonly Text[] {
    return [this.title, this.count];
  }

  /** The seat count's pill in window pixels. */
  countBox(): Rect {
    const b = this.countPill.getBounds();
    return { x: b.x, y: b.y, w: b.width, h: b.height };
  }

  /** Lays the board out for `L` on a `width` × `height` screen. */
  layout(L: LobbyLayout, width: number, height: number): void {
    const s = L.scale;
    this.backdrop.clear().rect(0, 0, width, height).fill(this.glow);
    this.panel
      .clear()
      .roundRect(L.panel.x, L.panel.y + 6 * s, L.panel.w, L.panel.h, 28 * s)
      .fill({ color: 0x000000, alpha: 0.35 });
    this.panel
      .roundRect(L.panel.x, L.panel.y, L.panel.w, L.panel.h, 28 * s)
      .fill({ color: 0x111a2e, alpha: 0.94 })
      .stroke({ color: UI.panelEdge, width: 3 * s });
    const divider = L.menu.y + (RULES_AT * (MENU_LINE + MENU_GAP) - MENU_GAP / 2) * L.menuScale;
    this.panel
      .moveTo(L.menu.x + 12 * s, divider)
      .lineTo(L.menu.x + L.menu.w - 12 * s, divider)
      .stroke({ color: UI.accent, width: 2 * s, alpha: 0.45 });
    this.title.style = textStyle(76, s, { fill: UI.accent, stroke: { color: 0x000000, width: 8 * s }, letterSpacing: 2 * s });
    this.title.anchor.set(0, 0.5);
    this.count.style = textStyle(34, s, { fill: UI.text });
    if (L.joinCard) {
      // Beside the join card the title and the seat count stack up.
      this.title.position.set(L.title.x + 4 * s, L.title.y + 60 * s);
      this.count.anchor.set(0, 0.5);
      this.count.position.set(L.title.x + 26 * s, L.title.y + 170 * s);
    } else {
      this.title.position.set(L.title.x + 4 * s, L.title.y + L.title.h / 2);
      this.count.anchor.set(1, 0.5);
      this.count.position.set(L.title.x + L.title.w - 26 * s, L.title.y + L.title.h / 2);
    }
  }

  /**
   * Writes the title and the count of `seated` seats with its pill. Returns the room the phones' corner has in the
   * title row (without a join card): from after the title to before the count's pill.
   */
  fill(seated: number, L: LobbyLayout): { readonly x: number; readonly right: number } {
    const s = L.scale;
    this.title.text = t('lobby.title');
    // Beside the wide join card (two QR codes) the title may have less room than its word.
    this.title.scale.x = 1;
    if (L.joinCard) this.title.scale.x = Math.min(1, (L.title.w - 8 * s) / this.title.width);
    this.count.text = t('lobby.seatCount', { n: seated, max: MAX_SEATS });
    const pad = 22 * s;
    this.count.scale.x = 1;
    if (L.joinCard) this.count.scale.x = Math.min(1, (L.title.w - 60 * s) / this.count.width);
    const w = this.count.width;
    const left = L.joinCard ? this.count.x - pad : this.count.x - w - pad;
    this.countPill
      .clear()
      .roundRect(left, this.count.y - 30 * s, w + 2 * pad, 60 * s, 30 * s)
      .fill({ color: 0x05070d, alpha: 0.55 })
      .stroke({ color: UI.panelEdge, width: 2 * s });
    return { x: this.title.x + this.title.width + 36 * s, right: this.count.x - w - pad - 24 * s };
  }
}
