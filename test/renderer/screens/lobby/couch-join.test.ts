/** The couch at join: the first keyboard player's key set, pickers laid over the seat grid, unnamed seats shown by number. */
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@renderer/i18n/i18n';
import { renamedForLanguage, withSeatNames } from '@renderer/app/seat-names';
import { joinBinding } from '@renderer/screens/lobby/lobby-input';
import { gridArea, lobbyLayout, pickerRects } from '@renderer/screens/lobby/lobby-layout';
import { rectContains, rectsOverlap } from '@renderer/layout/rect';
import type { Snapshot } from '@shared/protocol';
import { KEYS0, KEYS1, XBOX, joinOf, seatsAfter } from './fixtures';
import { toInputBinding } from '@renderer/input/index';

afterEach(() => setLanguage('en'));

describe('joining from the couch', () => {
  it('gives the first keyboard player key set 1 whichever key joined them, the second one the other set', () => {
    expect(joinBinding(seatsAfter([]), toInputBinding(KEYS1))).toEqual({ kind: 'keys', set: 0 });
    expect(joinBinding(seatsAfter([joinOf(KEYS0)]), toInputBinding(KEYS1))).toEqual({ kind: 'keys', set: 1 });
    expect(joinBinding(seatsAfter([]), toInputBinding(XBOX))).toEqual(toInputBinding(XBOX));
  });

  it('lays 1 to 6 pickers over the seat grid without overlap', () => {
    const L = lobbyLayout(1920, 1080, 1, 18);
    const area = gridArea(L.cells);
    for (let n = 1; n <= 6; n++) {
      const rects = pickerRects(n, area, 18);
      expect(rects).toHaveLength(n);
      for (const r of rects) expect(rectContains({ x: area.x - 1e-6, y: area.y - 1e-6, w: area.w + 2e-6, h: area.h + 2e-6 }, r)).toBe(true);
      rects.forEach((a, i) => rects.slice(i + 1).forEach((b) => expect(rectsOverlap(a, b)).toBe(false)));
    }
    // One picker at 1080p has room for a keyboard of big keys.
    expect(pickerRects(1, area, 18)[0]?.w).toBeGreaterThan(1000);
  });

  it('shows a seat nobody named as "Player 3" / "Jugador 3" in the view language, never changing a chosen name', () => {
    const seats = seatsAfter([joinOf(XBOX, 'Ana'), joinOf(KEYS0)]);
    expect(seats[1]?.name).toBe('');
    const snap = { seats, saves: null } as unknown as Snapshot;
    expect(
      withSeatNames(snap)
        .seats.slice(0, 3)
        .map((s) => s.name),
    ).toEqual(['Ana', 'Player 2', 'Player 3']);
    setLanguage('es');
    expect(withSeatNames(snap).seats[1]?.name).toBe('Jugador 2');
    // A language change renames the snapshot on show at once (the lobby said "Player 1" in Spanish until the next one).
    expect(
      renamedForLanguage(snap)
        ?.seats.map((s) => s.name)
        .slice(0, 3),
    ).toEqual(['Ana', 'Jugador 2', 'Jugador 3']);
    const named = { seats: seats.map((s, i) => ({ ...s, name: `N${i}` })), saves: null } as unknown as Snapshot;
    expect(renamedForLanguage(named)).toBeNull();
    expect(renamedForLanguage(null)).toBeNull();
  });
});
