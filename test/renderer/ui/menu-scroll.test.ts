/** A menu taller than its room scrolls with the focus: whole lines, the focused one always in view, chevrons for more. */
import '../../support/pixi-node-globals';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installNodeCanvas } from '../../support/pixi-node';
import { Graphics } from 'pixi.js';
import { Menu, type MenuItem } from '@renderer/ui/Menu';
import { setLargeText } from '@renderer/ui/style';

beforeAll(() => installNodeCanvas());
afterEach(() => setLargeText(false));

const items = (n: number): MenuItem[] => Array.from({ length: n }, (_, i) => ({ id: `line-${i}`, label: () => `Line ${i}` }));

/** The lines drawn (visible labels), top to bottom. */
function visibleLabels(menu: Menu): string[] {
  return menu.children
    .filter((c) => c.visible && 'text' in c && typeof c.text === 'string' && c.text.startsWith('Line'))
    .sort((a, b) => a.y - b.y)
    .map((c) => (c as unknown as { text: string }).text);
}

/** The chevrons on show (the Graphics children that are neither line boxes nor hidden): up first. */
function cues(menu: Menu): Graphics[] {
  return menu.children.slice(-2).filter((c): c is Graphics => c instanceof Graphics && c.visible);
}

describe('Menu scrolling', () => {
  it('shows every line and no chevron when the menu fits its room', () => {
    const menu = new Menu(items(5));
    menu.layout(800, 1, Menu.heightOf(5, 1));
    expect(menu.visibleWindow()).toEqual({ first: 0, last: 4, total: 5 });
    expect(visibleLabels(menu)).toHaveLength(5);
    expect(menu.scrolls()).toBe(false);
    expect(cues(menu)).toEqual([]);
  });

  it('shows a window of whole lines within its room, with a "more" chevron below only', () => {
    const menu = new Menu(items(11));
    const room = 600;
    menu.layout(800, 1, room);
    const w = menu.visibleWindow();
    expect(w.first).toBe(0);
    expect(w.last).toBeLessThan(10);
    expect(visibleLabels(menu)).toHaveLength(w.last - w.first + 1);
    expect(menu.height).toBeLessThanOrEqual(room + 1);
    expect(cues(menu)).toHaveLength(1);
  });

  it('keeps the focused line in view as the focus walks down and wraps to the top', () => {
    const menu = new Menu(items(11));
    menu.layout(800, 1, 600);
    for (let i = 1; i < 11; i++) {
      menu.act('down');
      const w = menu.visibleWindow();
      expect(i).toBeGreaterThanOrEqual(w.first);
      expect(i).toBeLessThanOrEqual(w.last);
      expect(visibleLabels(menu)).toContain(`Line ${i}`);
    }
    expect(menu.visibleWindow().last).toBe(10);
    expect(cues(menu)).toHaveLength(1);
    menu.act('down');
    expect(menu.focused).toBe('line-0');
    expect(menu.visibleWindow().first).toBe(0);
  });

  it('shows chevrons both ways in the middle of a long list', () => {
    const menu = new Menu(items(11));
    menu.layout(800, 1, 420);
    for (let i = 0; i < 5; i++) menu.act('down');
    const w = menu.visibleWindow();
    expect(w.first).toBeGreaterThan(0);
    expect(w.last).toBeLessThan(10);
    expect(cues(menu)).toHaveLength(2);
  });

  it('grows its lines with large text, so the same room holds fewer of them', () => {
    const normal = new Menu(items(11));
    normal.layout(800, 1, 700);
    setLargeText(true);
    const large = new Menu(items(11));
    large.layout(800, 1, 700);
    expect(Menu.lineHeight(1)).toBeGreaterThan(84);
    expect(large.visibleWindow().last).toBeLessThan(normal.visibleWindow().last);
  });
});
