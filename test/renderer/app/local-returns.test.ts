import { describe, expect, it } from 'vitest';
import { nextReturns } from '@renderer/app/Screen';

describe('the way back through local screens', () => {
  it('Title → Settings → Controls, Back, Back lands on the title', () => {
    let r = nextReturns([], 'title', 'settings');
    expect(r).toEqual(['title']);
    r = nextReturns(r, 'settings', 'controls');
    expect(r).toEqual(['title', 'settings']);
    expect(r.at(-1)).toBe('settings');
    // Controls' Back reopens settings: the way back is cut to before it.
    expect(nextReturns(r, 'controls', 'settings')).toEqual(['title']);
  });

  it('settings opened over the game (pause, lobby) go back to the game', () => {
    expect(nextReturns([], null, 'settings')).toEqual([]);
  });

  it('closing to the session screen forgets the way back, and screens never loop', () => {
    expect(nextReturns(['title', 'settings'], 'controls', null)).toEqual([]);
    expect(nextReturns(['title'], 'replays', 'title')).toEqual([]);
    expect(nextReturns(['title'], 'title', 'title')).toEqual([]);
  });
});
