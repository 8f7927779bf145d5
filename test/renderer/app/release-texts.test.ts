/**
 * Issue 16: a hidden screen lets its words' GPU textures go (the results screens hold a few hundred); the game table,
 * back every round with the same names and captions, keeps them.
 */
import '../../support/pixi-node-globals';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BitmapText, Container, Text } from 'pixi.js';
import { installNodeCanvas } from '../../support/pixi-node';
import { releaseTextTextures } from '@renderer/ui/release-texts';
import { Navigation } from '@renderer/app/Navigation';
import type { Screen, ScreenId } from '@renderer/app/Screen';

beforeAll(() => installNodeCanvas());
afterEach(() => vi.restoreAllMocks());

/** A screen holding two canvas texts (one nested) and a bitmap text. */
function fakeScreen(id: ScreenId, keepsTexturesHidden = false): Screen & { texts: Text[] } {
  const root = new Container();
  const inner = new Container();
  const texts = [new Text({ text: `${id} title` }), new Text({ text: `${id} row` })];
  root.addChild(texts[0] as Text, inner, new BitmapText({ text: '12' }));
  inner.addChild(texts[1] as Text);
  return {
    id,
    root,
    texts,
    keepsTexturesHidden,
    show: () => undefined,
    hide: () => undefined,
    update: () => undefined,
    resize: () => undefined,
    input: () => undefined,
  };
}

/** Which texts had their GPU data let go while `run` ran. */
function unloaded(run: () => void): Text[] {
  const seen: Text[] = [];
  const unload = vi.spyOn(Text.prototype, 'unload');
  unload.mockImplementation(function (this: Text) {
    seen.push(this);
  });
  run();
  vi.restoreAllMocks();
  return seen;
}

/** Opens `title`, then the settings: which texts were let go on the way, and the screen shown after. */
function titleThenSettings(title: Screen): { seen: Text[]; shown: Screen } {
  const screens = new Map<ScreenId, Screen>([
    ['title', title],
    ['settings', fakeScreen('settings')],
  ]);
  const nav = new Navigation(screens, fakeScreen('table'));
  nav.setLocal('title');
  const seen = unloaded(() => nav.setLocal('settings'));
  return { seen, shown: nav.active ?? title };
}

describe('text textures of hidden screens', () => {
  it('releaseTextTextures lets go of every canvas text under a root, nested ones too, and no bitmap text', () => {
    const screen = fakeScreen('scores');
    let count = 0;
    const seen = unloaded(() => (count = releaseTextTextures(screen.root)));
    expect(count).toBe(2);
    expect(seen).toEqual(screen.texts);
  });

  it('a screen that hides lets its texts go; the one showing keeps its own', () => {
    const title = fakeScreen('title');
    const { seen, shown } = titleThenSettings(title);
    expect(seen).toEqual(title.texts);
    expect(shown.id).toBe('settings');
  });

  it('a screen that keeps its textures hidden (the game table) is left alone', () => {
    expect(titleThenSettings(fakeScreen('title', true)).seen).toEqual([]);
  });
});
