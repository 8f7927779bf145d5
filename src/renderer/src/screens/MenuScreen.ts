/** A centred title and menu on the game's backdrop: the base of the title, settings and pause screens. */
import { Container, Graphics, Text } from 'pixi.js';
import type { Snapshot } from '@shared/protocol';
import type { AppServices, Screen, ScreenId } from '../app/Screen';
import type { InputEvent } from '../input/index';
import { Menu, type MenuAction, type MenuItem, type MenuWindow } from '../ui/Menu';
import { styleTitle, textSizeFactor, textStyle, UI } from '../ui/style';
import { DESIGN_HEIGHT, DESIGN_WIDTH, uiScale } from '@renderer/ui/design';
import { titleSize } from './screen-frame';

const MENU_ACTIONS: readonly string[] = ['up', 'down', 'left', 'right', 'confirm'];

/** The least a long menu is shrunk to fit before it scrolls instead (its labels stay at 35 px and more at 1080p). */
export const MIN_MENU_SHRINK = 0.8;

/** A screen made of a title, an optional subtitle and one menu. */
export abstract class MenuScreen implements Screen {
  abstract readonly id: ScreenId;
  readonly root = new Container();
  protected readonly backdrop = new Graphics();
  protected readonly decor = new Container();
  protected readonly title = new Text({ text: '' });
  protected readonly subtitle = new Text({ text: '' });
  protected readonly footer = new Text({ text: '' });
  protected readonly menu: Menu;
  protected width = DESIGN_WIDTH;
  protected height = DESIGN_HEIGHT;
  protected snapshot: Snapshot | null = null;

  constructor(
    protected readonly services: AppServices,
    items: readonly MenuItem[],
    private readonly dim = false,
  ) {
    this.menu = new Menu(items);
    this.root.addChild(this.backdrop, this.decor, this.title, this.subtitle, this.menu, this.footer);
  }

  /** The texts of the screen (they follow the language). */
  protected abstract texts(): { title: string; subtitle: string; footer: string };

  /** B / Esc on this screen. */
  protected abstract onBack(): void;

  show(snapshot: Snapshot | null): void {
    this.snapshot = snapshot;
    this.layout();
  }

  hide(): void {}

  update(snapshot: Snapshot): void {
    this.snapshot = snapshot;
    this.menu.refresh();
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.layout();
  }

  /** Lays out title, menu and footer for the current size. */
  protected layout(): void {
    const s = uiScale(this.width, this.height);
    const t = this.texts();
    this.backdrop
      .clear()
      .rect(0, 0, this.width, this.height)
      .fill({ color: this.dim ? 0x000000 : UI.background, alpha: this.dim ? 0.72 : 1 });
    // The title grows with large text by only part of the factor (it is already read from the sofa), as in the frame.
    styleTitle(this.title, titleSize(120), s, { fill: UI.accent, outlinePx: 10, shadowAlpha: 0.5, shadowBlurPx: 4 });
    this.title.text = t.title;
    this.title.anchor.set(0.5, 0);
    this.subtitle.style = textStyle(44, s, { fill: UI.dim, fontWeight: '700' });
    this.subtitle.text = t.subtitle;
    this.subtitle.anchor.set(0.5, 0);
    this.footer.style = textStyle(34, s, { fill: UI.dim, fontWeight: '700' });
    this.footer.text = t.footer;
    this.footer.anchor.set(0.5, 1);
    this.footer.position.set(this.width / 2, this.height * 0.95);
    const menuW = Math.round(760 * s * textSizeFactor());
    const full = Menu.heightOf(this.menu.shownCount(), s);
    // The menu's top under the title placed at `titleY`, and the room it has down to the footer.
    const place = (titleY: number): number => {
      this.title.position.set(this.width / 2, titleY);
      this.subtitle.position.set(this.width / 2, this.title.y + this.title.height + 10 * s);
      const head = t.subtitle === '' ? this.title.y + this.title.height + 24 * s : this.subtitle.y + this.subtitle.height + 60 * s;
      this.menu.position.set((this.width - menuW) / 2, head);
      return Math.max(0, this.footer.y - this.footer.height - 28 * s - this.reservedBelow(s) - head);
    };
    let room = place(this.height * 0.1);
    // A menu that does not fit takes the space above the title's usual place too (the title moves to the safe top).
    if (full > room) room = place(this.height * 0.05);
    // A long menu (Settings with Controls and Back, the title with Replays and Players) shrinks a little to clear the
    // footer, never below MIN_MENU_SHRINK of its size (large text stays large); past that it scrolls, the focus in view.
    const ms = full > room ? s * Math.max(MIN_MENU_SHRINK, room / full) : s;
    this.menu.layout(menuW, ms, room);
  }

  /** Height kept free between the menu and the footer (a help line), at scale `s`. */
  protected reservedBelow(_s: number): number {
    return 0;
  }

  /** For the tests: the focused menu line. */
  describe(): { focus: string; menuWindow?: MenuWindow } {
    return { focus: this.menu.focused, menuWindow: this.menu.visibleWindow() };
  }

  input(events: readonly InputEvent[]): void {
    for (const e of events) {
      if (e.type !== 'action') continue;
      const kind = e.action.kind;
      if (kind === 'back') {
        this.services.sounds.play('back');
        this.onBack();
      } else if (MENU_ACTIONS.includes(kind) && this.menu.act(kind as MenuAction)) {
        this.services.sounds.play(kind === 'confirm' ? 'confirm' : 'move');
      }
    }
    this.services.requestRender();
  }
}
