/** The title screen: play, watch the demo, replays, players, settings, quit. */
import { motion } from '@renderer/ui/motion';
import { COLORS } from '@shared/games/ligretto/cards';
import { makeCard } from '@shared/games/ligretto/cards';
import type { Snapshot } from '@shared/protocol';
import { playFromTitle } from '../app/title-play';
import type { AppServices } from '../app/Screen';
import { t } from '../i18n/i18n';
import { CardView } from '../views/cards/CardView';
import { MenuScreen } from './MenuScreen';
import { uiScale } from '@renderer/ui/design';

/** Bots in the demo started from the title screen. */
export const TITLE_DEMO_BOTS = 8;

/** The first screen. */
export class TitleScreen extends MenuScreen {
  readonly id = 'title' as const;
  private readonly fan: CardView[] = COLORS.map((c, i) => new CardView().setFace(makeCard(i, c, 10 - i * 3)));

  constructor(services: AppServices) {
    // The menu's items are made before `this` exists: Play reads the latest snapshot through this, set just below.
    let latest = (): Snapshot | null => null;
    super(services, [
      {
        id: 'play',
        label: () => t('title.play'),
        onConfirm: () => {
          for (const msg of playFromTitle(latest())) services.send(msg);
          services.openLocal(null);
        },
      },
      {
        id: 'demo',
        label: () => t('title.watchDemo'),
        onConfirm: () => {
          services.send({ t: 'demo', bots: TITLE_DEMO_BOTS });
          services.openLocal(null);
        },
      },
      {
        id: 'howto',
        label: () => t('title.howto'),
        onConfirm: () => {
          // The lobby's game, taught on the table (docs/howto.md); the lobby comes back after it.
          services.send({ t: 'howto', op: 'show' });
          services.openLocal(null);
        },
      },
      { id: 'replays', label: () => t('title.replays'), onConfirm: () => services.openLocal('replays') },
      { id: 'players', label: () => t('title.players'), onConfirm: () => services.openLocal('players') },
      { id: 'settings', label: () => t('title.settings'), onConfirm: () => services.openLocal('settings') },
      ...(services.desktop ? [{ id: 'quit', label: () => t('title.quit'), onConfirm: () => window.close() }] : []),
    ]);
    latest = () => this.snapshot;
    for (const card of this.fan) this.decor.addChild(card);
  }

  protected texts(): { title: string; subtitle: string; footer: string } {
    return { title: t('app.name'), subtitle: t('title.tagline'), footer: t('title.pressToStart') };
  }

  protected onBack(): void {}

  protected override layout(): void {
    super.layout();
    const s = uiScale(this.width, this.height);
    this.fan.forEach((card, i) => {
      // A resize during the intro would otherwise let the tween carry the card to its old place.
      motion.killTweensOf(card);
      card.alpha = 1;
      const w = 150 * s;
      card.setSize(w, w * 1.4);
      card.pivot.set(w / 2, w * 1.4);
      const left = i < 2;
      card.position.set(left ? this.width * 0.16 + i * 70 * s : this.width * 0.78 + (i - 2) * 70 * s, this.height * 0.72);
      card.rotation = (left ? -0.35 : 0.05) + (i % 2) * 0.28;
    });
  }

  override show(snapshot: Parameters<MenuScreen['show']>[0]): void {
    super.show(snapshot);
    this.fan.forEach((card, i) => {
      motion.fromTo(card, { alpha: 0, y: card.y + 80 }, { alpha: 1, y: card.y, duration: 0.5, delay: 0.08 * i, ease: 'back.out(1.6)' });
    });
  }
}
