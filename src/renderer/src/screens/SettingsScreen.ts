/** Settings: volume, mute, high-visibility cards, results auto-advance, reduced motion, large text, fullscreen, language, remote players; saved at once. */
import { Text } from 'pixi.js';
import type { Snapshot } from '@shared/protocol';
import type { AppServices } from '../app/Screen';
import { LANGUAGES, t } from '../i18n/i18n';
import { onOffLabel } from '../i18n/labels';
import type { Settings } from '../settings/settings-schema';
import { MenuScreen } from './MenuScreen';
import { remotePlayersHelp, remotePlayersItem } from './lobby/remote-menu';
import { textStyle, UI } from '../ui/style';
import { uiScale } from '@renderer/ui/design';

function cycle<T>(list: readonly T[], current: T, step: number): T {
  const i = list.indexOf(current);
  return list[(i + step + list.length) % list.length] as T;
}

/** The settings screen (a local screen over whatever the session shows). */
export class SettingsScreen extends MenuScreen {
  readonly id = 'settings' as const;
  /** The Remote players line's help while it has the focus: where the address came from, or where to set one. */
  private readonly help = new Text({ text: '' });

  constructor(services: AppServices) {
    const get = (): Settings => services.settings.get();
    const set = (patch: Partial<Settings>): void => void services.settings.update(patch);
    // The host's remote players setting comes with the session's snapshot (the TV's only; the line hides without it).
    const seen: { snapshot: () => Snapshot | null } = { snapshot: () => null };
    super(services, [
      {
        id: 'volume',
        label: () => t('settings.volume'),
        value: () => t('settings.volumeValue', { n: Math.round(get().volume * 100) }),
        onChange: (d) => set({ volume: Math.round(Math.min(1, Math.max(0, get().volume + d * 0.1)) * 10) / 10 }),
      },
      { id: 'mute', label: () => t('settings.mute'), value: () => onOffLabel(get().muted), onChange: () => set({ muted: !get().muted }) },
      {
        id: 'high-visibility',
        label: () => t('settings.highVisibility'),
        value: () => onOffLabel(get().highVisibility),
        onChange: () => set({ highVisibility: !get().highVisibility }),
      },
      {
        id: 'auto-advance',
        label: () => t('settings.autoAdvance'),
        value: () => onOffLabel(get().autoAdvance),
        onChange: () => set({ autoAdvance: !get().autoAdvance }),
      },
      {
        id: 'reduced-motion',
        label: () => t('settings.reducedMotion'),
        value: () => onOffLabel(get().reducedMotion),
        onChange: () => set({ reducedMotion: !get().reducedMotion }),
      },
      {
        id: 'large-text',
        label: () => t('settings.largeText'),
        value: () => onOffLabel(get().largeText),
        onChange: () => set({ largeText: !get().largeText }),
      },
      {
        id: 'fullscreen',
        label: () => t('settings.fullscreen'),
        value: () => onOffLabel(services.fullscreen.get()),
        onChange: () => services.fullscreen.toggle(),
      },
      {
        id: 'language',
        label: () => t('settings.language'),
        value: () => LANGUAGES.find((l) => l.code === get().language)?.name ?? get().language,
        onChange: (d) =>
          set({
            language: cycle(
              LANGUAGES.map((l) => l.code),
              get().language,
              d,
            ),
          }),
      },
      remotePlayersItem({ setup: () => seen.snapshot()?.remoteSetup ?? null, send: (msg) => void services.send(msg) }),
      { id: 'controls', label: () => t('settings.controls'), onConfirm: () => services.openLocal('controls') },
      { id: 'back', label: () => t('settings.back'), onConfirm: () => services.closeLocal() },
    ]);
    seen.snapshot = () => this.snapshot;
    this.root.addChild(this.help);
    services.settings.subscribe(() => this.layout());
    services.fullscreen.subscribe(() => {
      this.layout();
      services.requestRender();
    });
  }

  protected texts(): { title: string; subtitle: string; footer: string } {
    return { title: t('settings.title'), subtitle: this.services.settings.notice ?? '', footer: t('lobby.changeHint') };
  }

  override update(snapshot: Snapshot): void {
    super.update(snapshot);
    this.layout();
  }

  override input(events: Parameters<MenuScreen['input']>[0]): void {
    super.input(events);
    this.layout();
  }

  protected override reservedBelow(s: number): number {
    return 96 * s;
  }

  protected override layout(): void {
    super.layout();
    const s = uiScale(this.width, this.height);
    this.help.style = textStyle(32, s, { fill: UI.dim, fontWeight: '700', wordWrap: true, wordWrapWidth: 1700 * s, align: 'center' });
    this.help.text = this.menu.focused === 'remote-players' ? remotePlayersHelp(this.snapshot?.remoteSetup ?? null) : '';
    this.help.anchor.set(0.5, 1);
    this.help.position.set(this.width / 2, this.footer.y - this.footer.height - 16 * s);
  }

  protected onBack(): void {
    this.services.closeLocal();
  }
}
