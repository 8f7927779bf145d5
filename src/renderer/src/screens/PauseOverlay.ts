/** The pause overlay over the table: resume, settings, end the match. */
import type { AppServices } from '../app/Screen';
import { t } from '../i18n/i18n';
import type { InputEvent } from '../input/index';
import { Graphics } from 'pixi.js';
import { drawPanel } from '../ui/Panel';
import { uiScale } from '../ui/design';
import { MenuScreen } from './MenuScreen';

/** Shown while the session is paused. */
export class PauseOverlay extends MenuScreen {
  readonly id = 'table' as const;

  constructor(services: AppServices) {
    super(
      services,
      [
        { id: 'resume', label: () => t('pause.resume'), onConfirm: () => services.send({ t: 'control', op: 'resume' }) },
        { id: 'settings', label: () => t('pause.settings'), onConfirm: () => services.openLocal('settings') },
        { id: 'end', label: () => t('pause.endMatch'), onConfirm: () => services.send({ t: 'control', op: 'end-match' }) },
      ],
      true,
    );
    this.root.addChildAt(this.panel, 1);
  }

  /** The dialog's own panel over the dimmed table: the title, menu and hint never sit on the players' areas. */
  private readonly panel = new Graphics();

  protected override layout(): void {
    super.layout();
    const s = uiScale(this.width, this.height);
    const pad = 40 * s;
    const w = Math.max(this.menu.width, this.title.width, this.footer.width) + 2 * pad;
    const top = this.title.y - pad / 2;
    const bottom = this.footer.y + pad / 2;
    this.panel.clear();
    drawPanel(this.panel, (this.width - w) / 2, top, w, bottom - top, s);
  }

  protected texts(): { title: string; subtitle: string; footer: string } {
    return { title: t('table.paused'), subtitle: '', footer: t('table.resumeHint') };
  }

  protected onBack(): void {
    this.services.send({ t: 'control', op: 'resume' });
  }

  override input(events: readonly InputEvent[]): void {
    if (events.some((e) => e.type === 'action' && e.action.kind === 'pause')) {
      this.services.send({ t: 'control', op: 'resume' });
      return;
    }
    super.input(events);
  }
}
