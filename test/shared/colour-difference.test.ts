import { describe, expect, it } from 'vitest';
import { ciede2000, colourDifference, simulate, toLab, VISIONS } from '@shared/colour-difference';

describe('CIEDE2000 and colour-vision simulation', () => {
  it('matches the reference pairs of Sharma, Wu and Dalal (2005)', () => {
    const pairs: [[number, number, number], [number, number, number], number][] = [
      [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
      [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
      [[50, 2.8361, -74.02], [50, 0, -82.7485], 3.4412],
      [[50, 2.5, 0], [50, 0, -2.5], 4.3065],
      [[50, 2.5, 0], [73, 25, -18], 27.1492],
      [[50, 2.5, 0], [50, 3.1736, 0.5854], 1.0],
      [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    ];
    for (const [p, q, want] of pairs) {
      const got = ciede2000({ L: p[0], a: p[1], b: p[2] }, { L: q[0], a: q[1], b: q[2] });
      expect(got).toBeCloseTo(want, 4);
      expect(ciede2000({ L: q[0], a: q[1], b: q[2] }, { L: p[0], a: p[1], b: p[2] })).toBeCloseTo(want, 4);
    }
  });

  it('converts sRGB to CIELAB (D65): white, black, pure red', () => {
    expect(toLab(0xffffff).L).toBeCloseTo(100, 3);
    expect(toLab(0x000000).L).toBeCloseTo(0, 6);
    const red = toLab(0xff0000);
    expect(red.L).toBeCloseTo(53.24, 1);
    expect(red.a).toBeCloseTo(80.09, 1);
    expect(red.b).toBeCloseTo(67.2, 1);
  });

  it('simulates dichromacy: greys stay grey, red and green meet for protanopes and deuteranopes, blue and green for tritanopes', () => {
    for (const v of VISIONS) expect(colourDifference(0x808080, simulate(0x808080, v))).toBeLessThan(1.5);
    expect(colourDifference(0xd0a000, 0x90b000, 'normal')).toBeGreaterThan(10);
    expect(colourDifference(0xd0a000, 0x90b000, 'protanopia')).toBeLessThan(colourDifference(0xd0a000, 0x90b000, 'normal') / 2);
    expect(colourDifference(0xd0a000, 0x90b000, 'deuteranopia')).toBeLessThan(colourDifference(0xd0a000, 0x90b000, 'normal') / 2);
    expect(colourDifference(0x00a0c0, 0x40b090, 'tritanopia')).toBeLessThan(colourDifference(0x00a0c0, 0x40b090, 'normal'));
  });
});
