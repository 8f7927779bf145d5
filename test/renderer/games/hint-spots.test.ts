/**
 * Live hints on the TV (issue 30): each game finds the spot its hint names (Ligretto's row card, stack, waste or hand;
 * Ligretto Dice's die among those left in the tray; Coloretto's deck or row), and the pulse round it is fitted inside
 * the seat's own area, so it never covers another seat.
 */
import { describe, expect, it } from 'vitest';
import type { Die } from '@shared/games/dice/state';
import { diceIntentSchema } from '@shared/games/dice/intent';
import type { AnyGameRules } from '@shared/game';
import { fitPulse, playerHints, PULSE_GROWTH } from '@renderer/games/hint-spots';
import { ligrettoHintSpot, spotPart } from '@renderer/games/ligretto/hint-spot';
import { diceHintSpot, diceSpotPart } from '@renderer/games/dice/hint-spot';
import { colorettoHintSpot, colorettoSpotPart } from '@renderer/games/coloretto/hint-spot';
import { pickHint } from '@main/session/hints';

const die = (placed: boolean): Die => ({ color: 'r', value: 3, placed });

describe('hint spots', () => {
  it('name each hint by its engine player, and none while a replay is watched', () => {
    const snapshot = { hints: [{ seat: 5, do: 'row', slot: 1 }], players: [2, 5], replay: null };
    expect(playerHints(snapshot)).toEqual([{ player: 1, seat: 5, do: 'row', slot: 1 }]);
    expect(playerHints({ ...snapshot, players: [2, 3] }), 'a seat not at the table').toEqual([]);
    expect(playerHints({ ...snapshot, replay: { file: 'x' } as never })).toEqual([]);
  });

  it("map a Ligretto hint to its row card, the stack, the waste or the hand (a flip's)", () => {
    expect(ligrettoHintSpot({ do: 'row', slot: 2 })).toEqual({ kind: 'row', slot: 2 });
    expect(spotPart({ kind: 'row', slot: 2 })).toBe('row 3');
    expect(ligrettoHintSpot({ do: 'stack', slot: null })).toEqual({ kind: 'stack', slot: 0 });
    expect(ligrettoHintSpot({ do: 'stack-to-row', slot: 1 })?.kind).toBe('stack');
    expect(ligrettoHintSpot({ do: 'waste', slot: null })?.kind).toBe('waste');
    expect(ligrettoHintSpot({ do: 'flip', slot: null })?.kind).toBe('hand');
    expect(ligrettoHintSpot({ do: 'row', slot: null })).toBeNull();
    expect(ligrettoHintSpot({ do: 'draw', slot: null })).toBeNull();
  });

  it('map a Ligretto Dice place to the die by its place among the dice left, a reroll to the tray', () => {
    const tray = [die(true), die(false), die(true), die(false)];
    expect(diceHintSpot({ do: 'place', slot: 3 }, tray)).toEqual({ kind: 'die', index: 1, die: 3 });
    expect(diceSpotPart({ kind: 'die', index: 1, die: 3 })).toBe('die 3');
    expect(diceHintSpot({ do: 'place', slot: 0 }, tray), 'a placed die').toBeNull();
    expect(diceHintSpot({ do: 'place', slot: 9 }, tray), 'no such die').toBeNull();
    expect(diceHintSpot({ do: 'reroll', slot: null }, tray)).toEqual({ kind: 'tray' });
  });

  it('map a Coloretto draw to the deck, a place or take to its row', () => {
    expect(colorettoHintSpot({ do: 'draw', slot: null }, 4)).toEqual({ kind: 'deck' });
    expect(colorettoHintSpot({ do: 'take', slot: 2 }, 4)).toEqual({ kind: 'row', row: 2 });
    expect(colorettoSpotPart({ kind: 'row', row: 2 })).toBe('row 3');
    expect(colorettoHintSpot({ do: 'place', slot: 0 }, 4)).toEqual({ kind: 'row', row: 0 });
    expect(colorettoHintSpot({ do: 'place', slot: 4 }, 4), 'no such row').toBeNull();
  });

  it("keep the pulse's outline, at its largest, inside the seat's area", () => {
    const within = { x: 100, y: 100, w: 400, h: 300 };
    const roomy = fitPulse({ x: 250, y: 200, w: 100, h: 100 }, within, 10, 6);
    expect(roomy).toEqual({ pad: 10, maxScale: PULSE_GROWTH });
    // A card at the area's edge: no gap left, and no growth past the edge.
    const edge = { x: 104, y: 200, w: 100, h: 100 };
    const tight = fitPulse(edge, within, 10, 6);
    expect(tight.pad).toBeLessThan(10);
    const half = (edge.w / 2 + tight.pad + 3) * tight.maxScale;
    expect(edge.x + edge.w / 2 - half).toBeGreaterThanOrEqual(within.x - 1e-9);
  });

  it('carry the die a Ligretto Dice hint names (the pads and the TV find the die by it)', () => {
    const rules = {
      legalIntents: () => [
        { player: 0, do: 'place', die: 3 },
        { player: 0, do: 'reroll' },
      ],
      schemas: { intent: diceIntentSchema },
    } as unknown as AnyGameRules;
    expect(pickHint(rules, null, 0)).toEqual({ do: 'place', slot: 3 });
  });
});
