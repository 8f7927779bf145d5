/** Settings: volume, mute, high-visibility cards, results auto-advance, fullscreen, language; saved at once. */
import type { AppServices } from '../app/Screen';
import { LANGUAGES, t } from '../i18n/i18n';
import { onOffLabel } from '../i18n/labels';
import type { Settings } from '../settings/settings-schema';
import { MenuScreen } from './MenuScreen';

function cycle<T>(list: readonly T[], current: T, step: number): T {
  const i = list.indexOf(current);
  return list[(i + step + list.length) % list.length] as T;
}

/** The settings screen (a local screen over whatever the session shows). */
export class SettingsScreen extends MenuScreen {
  readonly id = 'settings' as const;

  constructor(services: AppServices) {
    const get = (): Settings => services.settings.get();
    const set = (patch: Partial<Settings>): void => void services.settings.update(patch);
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
      { id: 'controls', label: () => t('settings.controls'), onConfirm: () => services.openLocal('controls') },
      { id: 'back', label: () => t('settings.back'), onConfirm: () => services.closeLocal() },
    ]);
    services.settings.subscribe(() => this.layout());
    services.fullscreen.subscribe(() => {
      this.layout();
      services.requestRender();
    });
  }

  protected texts(): { title: string; subtitle: string; footer: string } {
    return { title: t('settings.title'), subtitle: this.services.settings.notice ?? '', footer: t('lobby.changeHint') };
  }

  protected onBack(): void {
    this.services.closeLocal();
  }
}
