/**
 * The pause overlay over the table: resume, how to play, the game's rules card, settings, end the match (asked first);
 * or, for a lost controller, who is waited for and what to do.
 */
import type { LostSeatChoice } from '@shared/protocol';
import type { AppServices } from '../app/Screen';
import { getLanguage, t } from '../i18n/i18n';
import type { InputEvent } from '../input/index';
import { Graphics } from 'pixi.js';
import { drawPanel } from '../ui/Panel';
import { uiScale } from '../ui/design';
import { textStyle } from '../ui/style';
import { lostControllerModel, type LostDescription } from './lost-controller';
import { MenuScreen } from './MenuScreen';
import { RulesCardView, type RulesCardDescription } from './howto/RulesCardView';

/** What the overlay shows: the pause menu (or the lost-controller choices), the End-match question, or the rules card. */
type Mode = 'menu' | 'confirm-end' | 'rules';

/** Shown while the session is paused. */
export class PauseOverlay extends MenuScreen {
  readonly id = 'table' as const;
  private mode: Mode = 'menu';
  /** The lost seat the overlay was last laid out for (focus moves to "wait" when a new one shows). */
  private lostSeat: number | null = null;

  constructor(services: AppServices) {
    const lost = (): LostDescription | null => lostControllerModel(this.snapshot);
    const menu = (): boolean => this.mode === 'menu' && lost() === null;
    const choose = (choice: LostSeatChoice) => (): void => {
      const seat = lost()?.seat;
      if (seat !== undefined) services.send({ t: 'lost-seat', seat, choice });
    };
    const lostLine = (): boolean => this.mode === 'menu' && lost() !== null;
    super(
      services,
      [
        { id: 'resume', label: () => t('pause.resume'), shown: menu, onConfirm: () => services.send({ t: 'control', op: 'resume' }) },
        // The practice round (issue 30): any seat leaves it for the real match, which starts at once.
        {
          id: 'leave-practice',
          label: () => t('practice.leave'),
          shown: () => menu() && this.snapshot?.practice === 'playing',
          onConfirm: () => services.send({ t: 'control', op: 'leave-practice' }),
        },
        { id: 'lost-wait', label: () => t('lost.wait'), shown: lostLine, onConfirm: choose('wait') },
        { id: 'lost-bot', label: () => t('lost.bot'), shown: lostLine, onConfirm: choose('bot') },
        { id: 'lost-drop', label: () => t('lost.drop'), shown: lostLine, onConfirm: choose('drop') },
        // The running game's how-to-play over the paused match; the pause menu comes back after it (docs/howto.md).
        {
          id: 'howto',
          label: () => t('pause.howto'),
          shown: menu,
          onConfirm: () => services.send({ t: 'howto', op: 'show', game: this.snapshot?.game }),
        },
        // The running game's one-screen rules card (issue 30, "rules at hand"); any press closes it.
        { id: 'rules', label: () => t('pause.rules'), shown: menu, onConfirm: () => this.setMode('rules') },
        { id: 'settings', label: () => t('pause.settings'), shown: menu, onConfirm: () => services.openLocal('settings') },
        { id: 'end', label: () => t('pause.endMatch'), shown: () => this.mode === 'menu', onConfirm: () => this.setMode('confirm-end') },
        { id: 'end-no', label: () => t('pause.endNo'), shown: () => this.mode === 'confirm-end', onConfirm: () => this.setMode('menu') },
        {
          id: 'end-yes',
          label: () => t('pause.endYes'),
          shown: () => this.mode === 'confirm-end',
          onConfirm: () => {
            this.setMode('menu');
            // The night's table shows before the lobby (it goes straight on when the night has none).
            if (services.send({ t: 'control', op: 'end-match' })) services.openLocal('night-end');
          },
        },
      ],
      true,
    );
    this.root.addChildAt(this.panel, 1);
    this.root.addChild(this.rules);
  }

  /** The rules card, over everything else while the mode is 'rules'. */
  private readonly rules = new RulesCardView();

  /** The dialog's own panel over the dimmed table: the title, menu and hint never sit on the players' areas. */
  private readonly panel = new Graphics();

  protected override layout(): void {
    super.layout();
    const card =
      this.mode === 'rules' &&
      this.rules.set(this.snapshot?.game ?? '', getLanguage(), t('rules.close', { keys: t('device.confirm.any') }));
    this.rules.visible = card;
    for (const part of [this.title, this.subtitle, this.menu, this.footer]) part.visible = !card;
    this.rules.resize(this.width, this.height);
    const s = uiScale(this.width, this.height);
    const lost = this.mode === 'menu' ? lostControllerModel(this.snapshot) : null;
    if (lost) {
      // The waiting seat's name in its own colour, its instructions in plain text: read at a glance from the sofa.
      this.title.style.fill = lost.color;
      this.subtitle.style = textStyle(44, s, { fill: 0xffffff, fontWeight: '700', align: 'center' });
    }
    const pad = 40 * s;
    const w = Math.max(this.menu.width, this.title.width, this.subtitle.width, this.footer.width) + 2 * pad;
    const top = this.title.y - pad / 2;
    const bottom = this.footer.y + pad / 2;
    this.panel.clear();
    if (card) return;
    drawPanel(this.panel, (this.width - w) / 2, top, w, bottom - top, s);
  }

  /** The texts on show and the focused line, for the end-to-end tests (through the scene's texts). */
  describe(): {
    readonly mode: Mode;
    readonly lost: LostDescription | null;
    readonly focus: string;
    readonly rules: RulesCardDescription | null;
  } {
    return { mode: this.mode, lost: lostControllerModel(this.snapshot), focus: this.menu.focused, rules: this.rules.describe() };
  }

  private setMode(mode: Mode): void {
    const from = this.mode;
    this.mode = mode;
    const back = from === 'rules' ? 'rules' : 'resume';
    this.menu.focusOn(mode === 'confirm-end' ? 'end-no' : lostControllerModel(this.snapshot) ? 'lost-wait' : back);
    this.layout();
  }

  override show(snapshot: Parameters<MenuScreen['show']>[0]): void {
    this.mode = 'menu';
    this.lostSeat = null;
    super.show(snapshot);
    this.followLost();
  }

  override update(snapshot: Parameters<MenuScreen['update']>[0]): void {
    super.update(snapshot);
    this.followLost();
  }

  /** A newly lost seat gets the overlay's focus on "wait" (nothing changes by a stray press). */
  private followLost(): void {
    const seat = lostControllerModel(this.snapshot)?.seat ?? null;
    if (seat === this.lostSeat) return;
    this.lostSeat = seat;
    if (this.mode === 'menu') this.menu.focusOn(seat === null ? 'resume' : 'lost-wait');
    this.layout();
  }

  protected texts(): { title: string; subtitle: string; footer: string } {
    if (this.mode === 'confirm-end') return { title: t('pause.endConfirm'), subtitle: t('pause.endConfirmDetail'), footer: '' };
    const lost = lostControllerModel(this.snapshot);
    if (lost) return { title: lost.title, subtitle: lost.more === '' ? lost.how : `${lost.how}\n${lost.more}`, footer: '' };
    return { title: t('table.paused'), subtitle: '', footer: t('table.resumeHint') };
  }

  protected onBack(): void {
    if (this.mode !== 'menu') return this.setMode('menu');
    if (lostControllerModel(this.snapshot)) return;
    this.services.send({ t: 'control', op: 'resume' });
  }

  override input(events: readonly InputEvent[]): void {
    // The rules card: confirm, back or pause closes it, back to the pause menu on "Rules".
    if (this.mode === 'rules') {
      const close = events.some((e) => e.type === 'action' && ['confirm', 'back', 'pause'].includes(e.action.kind));
      if (close) {
        this.services.sounds.play('back');
        this.setMode('menu');
      }
      this.services.requestRender();
      return;
    }
    if (
      this.mode === 'menu' &&
      !lostControllerModel(this.snapshot) &&
      events.some((e) => e.type === 'action' && e.action.kind === 'pause')
    ) {
      this.services.send({ t: 'control', op: 'resume' });
      return;
    }
    super.input(events);
  }
}
