/**
 * Issue 16: the table's views are retained. An update with the same state (a new snapshot that changed nothing here)
 * touches no display object: no Text restyled or given new words, no Graphics redrawn, no child added or removed.
 */
import '../../../support/pixi-node-globals';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AbstractText, BitmapText, type Container, Graphics } from 'pixi.js';
import { installNodeCanvas } from '../../../support/pixi-node';
import { makeCard } from '@shared/games/ligretto/cards';
import { openSeat, type Seat } from '@shared/seats';
import type { PlayerState, Pile } from '@shared/games/ligretto/state';
import { tableLayout } from '@renderer/games/ligretto/layout/table-layout';
import { PlayerAreaView, type AreaInfo } from '@renderer/games/ligretto/views/PlayerAreaView';
import { CentreView } from '@renderer/games/ligretto/views/CentreView';
import { ownerBadgeShapes } from '@renderer/views/cards/CardView';
import { CardStackView } from '@renderer/views/cards/CardStackView';

beforeAll(() => installNodeCanvas());
afterEach(() => vi.restoreAllMocks());

/** Every display object under `root`, depth first. */
function descendants(root: Container): Container[] {
  return [root, ...root.children.flatMap((c) => descendants(c))];
}

/** Counts every text change and Graphics redraw while `run` runs, and whether the tree kept its objects. */
function watch(root: Container, run: () => void): { texts: number; styles: number; redraws: number; sameTree: boolean } {
  const before = descendants(root);
  // Words set to what a text already shows change nothing (Pixi ignores them): only real changes count.
  const words = Object.getOwnPropertyDescriptor(AbstractText.prototype, 'text');
  let texts = 0;
  vi.spyOn(AbstractText.prototype, 'text', 'set').mockImplementation(function (this: AbstractText, value: string) {
    if (String(value) !== this.text) texts++;
    words?.set?.call(this, value);
  });
  const styles = vi.spyOn(AbstractText.prototype, 'style', 'set');
  const redraws = vi.spyOn(Graphics.prototype, 'clear');
  run();
  const after = descendants(root);
  const counts = { texts, styles: styles.mock.calls.length, redraws: redraws.mock.calls.length };
  vi.restoreAllMocks();
  return { ...counts, sameTree: after.length === before.length && after.every((o, i) => o === before[i]) };
}

const seat = (name: string): Seat => ({ ...openSeat(0), name, kind: 'bot', botLevel: 'expert' });

/** A fresh copy of the same player each call (a new snapshot decodes into new objects). */
const player = (): PlayerState => ({
  stack: [makeCard(0, 'r', 4), makeCard(0, 'g', 7)],
  row: [[makeCard(0, 'b', 2)], [makeCard(0, 'y', 9)], []],
  hand: [makeCard(0, 'r', 1), makeCard(0, 'g', 1), makeCard(0, 'b', 5)],
  waste: [makeCard(0, 'y', 3)],
});
const info = (total = 12): AreaInfo => ({ seat: seat('Ada'), total, centreCards: 3, cursor: null, hints: 'Bot · Expert', badge: null });

describe('PlayerAreaView', () => {
  const layout = tableLayout(12, 1920, 1080, 3);
  const area = (): PlayerAreaView => {
    const view = new PlayerAreaView();
    const a = layout.areas[0];
    if (!a) throw new Error('no area');
    view.layout(a);
    view.update(player(), info());
    return view;
  };

  it('an update with the same state changes no display object', () => {
    const view = area();
    expect(watch(view, () => view.update(player(), info()))).toEqual({ texts: 0, styles: 0, redraws: 0, sameTree: true });
  });

  it('a new score rewrites the label line only', () => {
    const view = area();
    const seen = watch(view, () => view.update(player(), info(13)));
    // The name and the score (the name may have to give the score room); no Graphics redrawn, no object made.
    expect(seen.texts).toBeLessThanOrEqual(2);
    expect(seen.redraws).toBe(0);
    expect(seen.sameTree).toBe(true);
    expect(view.describe().score).toContain('13');
  });
});

describe('CentreView', () => {
  const layout = tableLayout(12, 1920, 1080, 3);
  const piles = (): Pile[] => [
    { color: 'r', cards: [makeCard(1, 'r', 1), makeCard(2, 'r', 2)] },
    { color: 'g', cards: Array.from({ length: 10 }, (_, i) => makeCard(i % 3, 'g', i + 1)) },
    { color: 'b', cards: [makeCard(3, 'b', 1)] },
  ];
  const centre = (): CentreView => {
    const view = new CentreView();
    view.layout(layout.centre, layout.centreCard, layout.scale, layout.centrePiles);
    view.setOwners(
      [0, 1, 2, 3],
      [0, 1, 2, 3].map((i) => ({ ...openSeat(i), kind: 'bot' as const })),
    );
    view.update(piles());
    view.setRound('Round 1');
    return view;
  };

  it('an update with the same piles changes no display object', () => {
    const view = centre();
    expect(watch(view, () => view.update(piles()))).toEqual({ texts: 0, styles: 0, redraws: 0, sameTree: true });
    expect(view.describe()).toEqual({ open: ['r2', 'b1'], completed: 1, cards: 13 });
  });

  it('a card on an open pile makes no new object and keeps the completed strip', () => {
    const view = centre();
    const next = piles();
    next[2] = { color: 'b', cards: [makeCard(3, 'b', 1), makeCard(0, 'b', 2)] };
    const seen = watch(view, () => view.update(next));
    // The pile's new top comes from another deck: its owner badge takes that deck's shared shape, nothing is drawn.
    expect(seen).toEqual({ texts: 0, styles: 0, redraws: 0, sameTree: true });
    expect(view.doneViewCount).toBe(1);
  });

  it('a pile completing in play rewrites the strip label in bitmap glyphs: no canvas text changes', () => {
    const view = centre();
    const next = piles();
    next[0] = { color: 'r', cards: Array.from({ length: 10 }, (_, i) => makeCard(i % 4, 'r', i + 1)) };
    const changed: AbstractText[] = [];
    const words = Object.getOwnPropertyDescriptor(AbstractText.prototype, 'text');
    vi.spyOn(AbstractText.prototype, 'text', 'set').mockImplementation(function (this: AbstractText, value: string) {
      if (String(value) !== this.text) changed.push(this);
      words?.set?.call(this, value);
    });
    view.update(next);
    vi.restoreAllMocks();
    expect(view.describe().completed).toBe(2);
    expect(changed.length).toBe(1);
    expect(changed[0]).toBeInstanceOf(BitmapText);
    expect(changed[0]?.text).toContain('2');
  });

  it('owner badges are built once per owner and size: tops changing owners back and forth build no new shape', () => {
    const view = centre();
    const top = (owner: number): Pile[] => {
      const next = piles();
      next[0] = { color: 'r', cards: [makeCard(1, 'r', 1), makeCard(owner, 'r', 2)] };
      return next;
    };
    view.update(top(0));
    view.update(top(3));
    const built = ownerBadgeShapes();
    const seen = watch(view, () => {
      for (let i = 0; i < 10; i++) view.update(top(i % 2 === 0 ? 0 : 3));
    });
    expect(ownerBadgeShapes()).toBe(built);
    expect(seen).toEqual({ texts: 0, styles: 0, redraws: 0, sameTree: true });
  });
});

describe('CardStackView', () => {
  const face = { kind: 'face', card: makeCard(0, 'r', 4) } as const;
  const pile = (count: number): CardStackView => new CardStackView().setSize(80).setPile(count, face);
  const pillRedraws = (view: CardStackView, run: () => void): number => {
    const clear = vi.spyOn(Graphics.prototype, 'clear');
    run();
    const n = clear.mock.calls.length;
    vi.restoreAllMocks();
    return n;
  };

  it('a count that keeps its digits changes the digits only: the pill and the edges are not redrawn', () => {
    const view = pile(9);
    // 9 and 8 cards both show three edges under the top (one per three cards below it, at most three)
    expect(pillRedraws(view, () => view.setPile(8, face))).toBe(0);
    const view2 = pile(25);
    expect(pillRedraws(view2, () => view2.setPile(24, face).setPile(19, face))).toBe(0);
  });

  it('the pill is redrawn once when the count gains or loses its second digit, and cleared when the pile empties', () => {
    const view = pile(9);
    // 9 -> 10: wider pill; depth layers stay (3 up to 10 cards)
    expect(pillRedraws(view, () => view.setPile(10, face))).toBe(1);
    expect(pillRedraws(view, () => view.setPile(11, face))).toBe(0);
    // emptied: no pill, and the edges go (one clear each)
    expect(pillRedraws(view, () => view.setPile(0, null))).toBe(2);
  });
});
