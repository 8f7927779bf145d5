/** The lobby's menu panel: the paged host menu (main, "Players…", "Rules…"), the start hint and the focused line's help. */
import { Container } from 'pixi.js';
import type { GameLobby } from '@renderer/games/game-ui';
import type { Seat } from '@shared/seats';
import type { MenuAction, MenuItem } from '../../ui/Menu';
import type { LobbyLayout } from './lobby-layout';
import { lobbyMenuItems, startHint, type LobbyMenuHost, type LobbyPage } from './lobby-menu';
import { MenuNotes } from './MenuNotes';
import { LobbyMenu } from './widgets';

/** The menu, its page and the notes beside it; `relayout` is called when a page change needs another line count. */
export class MenuPanel extends Container {
  readonly menu: LobbyMenu;
  private readonly notes = new MenuNotes();
  private readonly items: MenuItem[];
  private page_: LobbyPage = 'main';
  /** Whether two seats were taken at the last refresh: Start takes the focus the moment it appears. */
  private wasReady = false;
  private layout_: LobbyLayout | null = null;

  constructor(
    host: Omit<LobbyMenuHost, 'page' | 'setPage'>,
    games: readonly GameLobby[],
    private readonly seats: () => readonly Seat[],
    private readonly relayout: () => void,
  ) {
    super();
    this.items = lobbyMenuItems({ ...host, page: () => this.page_, setPage: (page) => this.setPage(page) }, games);
    this.menu = new LobbyMenu(this.items);
    this.addChild(this.menu, this.notes);
  }

  /** The page on show. */
  get page(): LobbyPage {
    return this.page_;
  }

  /** The start hint on show ('' when none). */
  get status(): string {
    return this.notes.statusText;
  }

  /** Back to the main page with nothing remembered (the lobby is shown again). */
  reset(): void {
    this.page_ = 'main';
    this.wasReady = false;
  }

  /** How many lines the panel makes room for: the page's lines and the explanation under them (six at least: big lines). */
  lines(): number {
    return Math.max(6, this.shownCount() + 1);
  }

  /** Lays the menu out in the layout's menu rectangle. */
  layout(L: LobbyLayout): void {
    this.layout_ = L;
    this.menu.position.set(L.menu.x, L.menu.y);
    this.menu.layout(L.menu.w, L.menuScale);
  }

  /** Redraws the lines and notes; Start takes the focus when the second seat fills. */
  refresh(): void {
    const ready = startHint(this.seats()) === '';
    if (ready && !this.wasReady && this.page_ === 'main') this.menu.focusOn('start');
    this.wasReady = ready;
    this.menu.refresh();
    this.drawNotes();
  }

  /** A menu press; true when it changed something. */
  act(action: MenuAction): boolean {
    const moved = this.menu.act(action);
    if (moved) this.drawNotes();
    return moved;
  }

  /** B on a page behind the main one: back to the main page, the entry it came from focused; false on the main page. */
  back(): boolean {
    if (this.page_ === 'main') return false;
    const from = this.page_;
    this.setPage('main');
    this.menu.focusOn(from);
    this.drawNotes();
    return true;
  }

  private setPage(page: LobbyPage): void {
    this.page_ = page;
    this.relayout();
    const first = this.items.find((item) => item.shown?.() ?? true);
    if (first) this.menu.focusOn(first.id);
    this.drawNotes();
  }

  private shownCount(): number {
    return this.items.filter((item) => item.shown?.() ?? true).length;
  }

  /** The start hint under the main page's lines (while the match cannot start) and the focused option's explanation. */
  private drawNotes(): void {
    if (!this.layout_) return;
    const text = this.page_ === 'main' ? startHint(this.seats()) : '';
    this.notes.draw(this.layout_, text, this.shownCount(), this.menu.focusedHelp());
  }
}
