/**
 * After Pause → End match → confirm (issue 31): the night's table before the lobby. The ended match is listed with
 * its places as they stood, not counted (docs/saves.md, "One night, any games"); A or B goes on to the lobby. A night
 * with nothing saved yet has no table: the screen goes straight on to the lobby.
 */
import { Container } from 'pixi.js';
import type { Snapshot } from '@shared/protocol';
import type { AppServices, Screen } from '../app/Screen';
import { t } from '../i18n/i18n';
import type { InputEvent } from '../input/index';
import { Button } from '../ui/Button';
import { DESIGN_HEIGHT, DESIGN_WIDTH, uiScale } from '../ui/design';
import { textBox, UI } from '../ui/style';
import { ScreenFrame } from './screen-frame';
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
  private readonly frame = new ScreenFrame();
  private readonly table = new Container();
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
    this.root.addChild(...this.frame.parts(), this.table, this.lobbyButton);
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
      title: this.frame.title.text,
      subtitle: this.frame.subtitle.text,
      lines: this.lines,
      hint: this.frame.hint.text,
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
    const table = this.reached ? this.snapshot?.saves?.table : undefined;
    const ended = table?.matches.at(-1)?.ended === true;
    const body = this.frame.place(
      {
        title: t('night.endedTitle'),
        subtitle: ended ? t('night.endedSub') : '',
        hint: this.reached ? t('night.toLobby', { keys: t('device.confirm.any') }) : '',
        glow: [UI.accent, 0x4fb3ff, UI.accent, 0x4fb3ff],
      },
      { w, h, s },
    );
    const bh = textBox(84) * s;
    this.lobbyButton.layout(Math.max(360 * s, this.lobbyButton.natural(bh, s, 40)), bh, s, 40);
    this.lobbyButton.setFocused(true);
    this.lobbyButton.position.set((w - this.lobbyButton.width) / 2, body.y + body.h - bh);
    this.lobbyButton.visible = this.reached;
    const boxTop = body.y;
    const boxW = Math.min(body.w, 1400 * s);
    const rows = table?.rows.length ?? 0;
    // As tall as its rows need (72 px each, like the standings), never into the button.
    const want = 300 * s + Math.max(1, rows) * 72 * s;
    const boxH = Math.min(want, this.lobbyButton.y - 30 * s - boxTop);
    this.lines = table ? drawNightTable(this.table, table, { x: (w - boxW) / 2, y: boxTop, w: boxW, h: boxH }, s) : [];
    if (!table) for (const child of this.table.removeChildren()) child.destroy({ children: true });
    this.services.requestRender();
  }
}
