/** The two texts of the menu panel beside its lines: the hint under the main page's lines and the focused line's explanation. */
import { Container, Text } from 'pixi.js';
import { textStyle, UI } from '../../ui/style';
import { MENU_GAP, MENU_LINE, type LobbyLayout } from './lobby-layout';

/** The start hint ("Need at least 2 players: press A to join", never a menu line) and the focused line's help at the panel's foot. */
export class MenuNotes extends Container {
  private readonly status = new Text({ text: '' });
  private readonly help = new Text({ text: '' });

  constructor() {
    super();
    this.addChild(this.status, this.help);
  }

  /** The hint shown ('' when none). */
  get statusText(): string {
    return this.status.visible ? this.status.text : '';
  }

  /** Draws the hint under `rows` menu lines ('' hides it), and the help at the foot of the menu (two lines at most, then shrunk). */
  draw(L: LobbyLayout, status: string, rows: number, help: string): void {
    const ms = L.menuScale;
    this.status.visible = status !== '';
    if (this.status.visible) {
      this.status.style = textStyle(36, ms, {
        fill: UI.accent,
        fontWeight: '800',
        wordWrap: true,
        wordWrapWidth: L.menu.w,
        lineHeight: 44 * ms,
      });
      this.status.text = status;
      this.status.position.set(L.menu.x, L.menu.y + rows * (MENU_LINE + MENU_GAP) * ms + 12 * ms);
    }
    this.help.style = textStyle(28, ms, { fill: UI.dim, fontWeight: '700', wordWrap: true, wordWrapWidth: L.menu.w, lineHeight: 34 * ms });
    this.help.text = help;
    this.help.scale.set(1);
    const room = (MENU_LINE + MENU_GAP) * ms;
    if (this.help.height > room) this.help.scale.set(room / this.help.height);
    this.help.anchor.set(0, 1);
    this.help.position.set(L.menu.x, L.menu.y + L.menu.h);
  }
}
