/** The services every screen gets (AppServices) and the settings put into effect, over the bridge, the settings, the sound, the input and the navigation. */
import type { Sounds } from '../audio/Sounds';
import type { Bridge } from '../bridge/Bridge';
import type { InputHub } from '../input/index';
import { setLanguage } from '../i18n/i18n';
import { browserFullscreen, desktopFullscreen } from '../settings/fullscreen';
import type { SettingsStore } from '../settings/SettingsStore';
import type { Navigation } from './Navigation';
import { setCardTheme } from '../views/cards/card-theme';
import { setReducedMotion } from '../ui/motion';
import { setLargeText } from '../ui/style';
import { OverlayStack } from './OverlayStack';
import { nextReturns, type AppServices, type LocalScreen } from './Screen';

/** What the services are made of; `nav` and `requestRender` are late (the navigation is built from the services). */
export interface ServiceParts {
  readonly bridge: Bridge;
  readonly sounds: Sounds;
  readonly settings: SettingsStore;
  readonly hub: InputHub;
  /** A stream view sends nothing but its hello. */
  readonly readOnly: boolean;
  nav(): Navigation | null;
  requestRender(): void;
}

/** The screens' services. */
export function appServices(parts: ServiceParts): AppServices {
  const { bridge, settings } = parts;
  // The local screens a Back press returns through (Title → Settings → Controls: Back, Back lands on the title).
  let cameFrom: readonly LocalScreen[] = [];
  return {
    send: (msg) => (parts.readOnly ? null : bridge.send(msg)),
    answered: (ticket) => bridge.answered(ticket),
    sounds: parts.sounds,
    settings,
    fullscreen: window.ligretto ? desktopFullscreen(window.ligretto) : browserFullscreen(settings, document),
    hub: parts.hub,
    overlays: new OverlayStack(),
    desktop: window.ligretto !== undefined,
    viewer: parts.readOnly,
    openLocal: (screen) => {
      cameFrom = nextReturns(cameFrom, parts.nav()?.localScreen ?? null, screen);
      parts.nav()?.setLocal(screen);
      parts.requestRender();
    },
    closeLocal: () => {
      const back = cameFrom.at(-1) ?? null;
      cameFrom = cameFrom.slice(0, -1);
      parts.nav()?.setLocal(back);
      parts.requestRender();
    },
    requestRender: () => parts.requestRender(),
    setFullscreen: (on) => bridge.setFullscreen(on),
  };
}

/** Puts the stored settings into effect: sound, the page's language, the card theme, reduced motion and large text. */
export function applySettings(settings: SettingsStore, sounds: Sounds): void {
  const s = settings.get();
  sounds.applySettings(s);
  setLanguage(s.language);
  document.documentElement.lang = s.language;
  setCardTheme(s.highVisibility ? 'high-visibility' : 'standard');
  setReducedMotion(s.reducedMotion);
  setLargeText(s.largeText);
  document.documentElement.dataset.reducedMotion = String(s.reducedMotion);
  document.documentElement.dataset.largeText = String(s.largeText);
}
