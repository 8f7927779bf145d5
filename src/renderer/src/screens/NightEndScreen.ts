/**
 * After Pause → End match → confirm (issue 31): the night's table before the lobby. The ended match is listed with
 * its places as they stood, not counted (docs/saves.md, "One night, any games"); A or B goes on to the lobby. A night
 * with nothing saved yet has no table: the screen goes straight on to the lobby.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { Snapshot } from '@shared/protocol';
import type { AppServices, Screen } from '../app/Screen';
import { t } from '../i18n/i18n';
import type { InputEvent } from '../input/index';
import { Button } from '../ui/Button';
import { drawBackdrop } from '../ui/decor';
import { DESIGN_HEIGHT, DESIGN_WIDTH, SAFE, uiScale } from '../ui/design';
import { fitLine } from '../ui/fit-text';
import { textStyle, UI } from '../ui/style';
import { drawNightTable } from './results/night-table-panel';
import { acceptConfirm } from './results/round-data';

/** What the screen shows, for the end-to-end tests. */
export interface NightEndDescription {
  readonly screen: 'night-end';
  readonly title: string;
  readonly subtitle: string;
  /** The table's lines as drawn (title, rule, ladder, games, header, one per person); empty until the lobby is reached. */
  readonly lines: readonly string[];
  readonly hint: string;
  /** Whether a press goes on to the lobby now (not in the first moments, so the press that ended the match does not). */
  readonly ready: boolean;
}

/** The night's standings between an ended match and the lobby (a local screen of this display). */
export class NightEndScreen implements Screen {
  readonly id = 'night-end' as const;
  readonly root = new Container();
  private readonly backdrop = new Graphics();
  private readonly decor = new Container();
  private readonly title = new Text({ text: '' });
  private readonly subtitle = new Text({ text: '' });
  private readonly table = new Container();
  private readonly hint = new Text({ text: '' });
  private readonly lobbyButton: Button;
  private snapshot: Snapshot | null = null;
  /** The host left the match: the lobby's snapshot (with the recounted table) arrived. */
  private reached = false;
  private lines: string[] = [];
  private shownAt = 0;
  private width = DESIGN_WIDTH;
  private height = DESIGN_HEIGHT;

  constructor(private readonly services: AppServices) {
    this.lobbyButton = new Button(
      'lobby',
      () => t('lobby.title'),
      () => this.leave(true),
      'primary',
    );
    this.root.addChild(this.backdrop, this.decor, this.title, this.subtitle, this.table, this.hint, this.lobbyButton);
  }

  show(snapshot: Snapshot | null): void {
    this.shownAt = performance.now();
    this.reached = false;
    this.snapshot = snapshot;
    this.follow();
  }

  hide(): void {}

  update(snapshot: Snapshot): void {
    this.snapshot = snapshot;
    this.follow();
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.layout();
  }

  input(events: readonly InputEvent[]): void {
    for (const e of events) {
      if (e.type !== 'action' || e.waking) continue;
      if (e.action.kind === 'confirm' || e.action.kind === 'back') this.leave(false);
    }
  }

  describe(): NightEndDescription {
    return {
      screen: 'night-end',
      title: this.title.text,
      subtitle: this.subtitle.text,
      lines: this.lines,
      hint: this.hint.text,
      ready: this.reached && acceptConfirm(this.shownAt, performance.now(), false),
    };
  }

  /** Follows the session: in the lobby the table shows (or, without one, the lobby itself); a new match closes it. */
  private follow(): void {
    const stage = this.snapshot?.stage;
    if (stage === 'lobby') this.reached = true;
    else if (this.reached) return this.services.closeLocal();
    if (this.reached && !this.snapshot?.saves?.table) return this.services.closeLocal();
    this.layout();
  }

  /** On to the lobby; a press right after the End-match confirm is taken for that one (a tap never is). */
  private leave(tapped: boolean): void {
    if (!this.reached || (!tapped && !acceptConfirm(this.shownAt, performance.now(), false))) return;
    this.services.sounds.play('confirm');
    this.services.closeLocal();
  }

  private layout(): void {
    const w = this.width;
    const h = this.height;
    const s = uiScale(w, h);
    drawBackdrop(this.backdrop, this.decor, w, h, s, [UI.accent, 0x4fb3ff, UI.accent, 0x4fb3ff]);
    const top = h * SAFE;
    const left = w * SAFE;
    const table = this.reached ? this.snapshot?.saves?.table : undefined;
    const ended = table?.matches.at(-1)?.ended === true;
    this.title.style = textStyle(92, s, {
      fill: UI.text,
      stroke: { color: 0x000000, width: 8 * s },
      dropShadow: { color: 0x000000, alpha: 0.45, distance: 6 * s, blur: 6 * s, angle: Math.PI / 2 },
    });
    fitLine(this.title, t('night.endedTitle'), w - 2 * left);
    this.title.anchor.set(0.5, 0);
    this.title.position.set(w / 2, top - 6 * s);
    this.subtitle.style = textStyle(40, s, { fill: UI.accent, fontWeight: '700' });
    fitLine(this.subtitle, ended ? t('night.endedSub') : '', w - 2 * left);
    this.subtitle.anchor.set(0.5, 0);
    this.subtitle.position.set(w / 2, this.title.y + this.title.height + 6 * s);
    const bh = 84 * s;
    this.lobbyButton.layout(Math.max(360 * s, this.lobbyButton.natural(bh, s, 40)), bh, s, 40);
    this.lobbyButton.setFocused(true);
    this.lobbyButton.position.set((w - this.lobbyButton.width) / 2, h * (1 - SAFE) - bh - 54 * s);
    this.lobbyButton.visible = this.reached;
    this.hint.style = textStyle(34, s, { fill: UI.dim, fontWeight: '700' });
    fitLine(this.hint, this.reached ? t('night.toLobby', { keys: t('device.confirm.any') }) : '', w - 2 * left);
    this.hint.anchor.set(0.5, 1);
    this.hint.position.set(w / 2, h * (1 - SAFE));
    const boxTop = this.subtitle.y + this.subtitle.height + 30 * s;
    const boxW = Math.min(w - 2 * left, 1400 * s);
    const rows = table?.rows.length ?? 0;
    // As tall as its rows need (72 px each, like the standings), never into the button.
    const want = 300 * s + Math.max(1, rows) * 72 * s;
    const boxH = Math.min(want, this.lobbyButton.y - 30 * s - boxTop);
    this.lines = table ? drawNightTable(this.table, table, { x: (w - boxW) / 2, y: boxTop, w: boxW, h: boxH }, s) : [];
    if (!table) for (const child of this.table.removeChildren()) child.destroy({ children: true });
    this.services.requestRender();
  }
}
