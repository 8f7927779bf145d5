import { describe, expect, it } from 'vitest';
import { browserFullscreen, desktopFullscreen, type FullscreenApi, type FullscreenDocument } from '@renderer/settings/fullscreen';
import { SettingsStore } from '@renderer/settings/SettingsStore';

/** The preload's fullscreen API over a window the test drives (as F11 or the window manager would). */
function fakeApp(initial: boolean): { api: FullscreenApi; press: (on: boolean) => void; asked: boolean[]; settle: () => Promise<void> } {
  let on = initial;
  const listeners = new Set<(on: boolean) => void>();
  const asked: boolean[] = [];
  const press = (value: boolean): void => {
    if (value === on) return;
    on = value;
    for (const l of listeners) l(on);
  };
  const api: FullscreenApi = {
    setFullscreen: (value) => {
      asked.push(value);
      press(value);
      return Promise.resolve(value);
    },
    isFullscreen: () => Promise.resolve(on),
    onFullscreenChange: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return { api, press, asked, settle: () => Promise.resolve() };
}

describe('fullscreen in the app', () => {
  it('shows the window state the host reports, not a copy of its own', async () => {
    const app = fakeApp(true);
    const fs = desktopFullscreen(app.api);
    await app.settle();
    expect(fs.get()).toBe(true);
  });

  it('after F11 the first toggle turns fullscreen off (it does not ask for the state the window is already in)', async () => {
    const app = fakeApp(false);
    const fs = desktopFullscreen(app.api);
    await app.settle();
    let heard = 0;
    fs.subscribe(() => heard++);
    app.press(true); // F11
    expect(fs.get()).toBe(true);
    fs.toggle();
    expect(app.asked).toEqual([false]);
    expect(fs.get()).toBe(false);
    expect(heard).toBe(2);
  });

  it('keeps nothing in the browser storage: the Settings store is not touched', async () => {
    const saved: string[] = [];
    const settings = new SettingsStore({ storage: { getItem: () => null, setItem: (_k, v) => void saved.push(v) } });
    const app = fakeApp(false);
    const fs = desktopFullscreen(app.api);
    await app.settle();
    fs.toggle();
    expect(fs.get()).toBe(true);
    expect(settings.get().fullscreen).toBe(false);
    expect(saved).toEqual([]);
  });
});

describe('fullscreen in a browser tab', () => {
  function fakeDocument(): FullscreenDocument & { leave: () => void } {
    let element: Element | null = null;
    let change: () => void = () => undefined;
    const doc = {
      get fullscreenElement() {
        return element;
      },
      documentElement: {
        requestFullscreen: () => {
          element = {} as Element;
          change();
          return Promise.resolve();
        },
      },
      exitFullscreen: () => {
        element = null;
        change();
        return Promise.resolve();
      },
      addEventListener: (_type: 'fullscreenchange', listener: () => void) => void (change = listener),
      leave: () => {
        element = null;
        change();
      },
    };
    return doc;
  }

  it('is the player setting, applied with the Fullscreen API and kept in step when Esc leaves fullscreen', async () => {
    const settings = new SettingsStore({ storage: null });
    const doc = fakeDocument();
    const fs = browserFullscreen(settings, doc);
    fs.toggle();
    await Promise.resolve();
    expect(fs.get()).toBe(true);
    expect(doc.fullscreenElement).not.toBeNull();
    doc.leave();
    expect(fs.get()).toBe(false);
  });
});
