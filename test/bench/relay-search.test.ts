import { describe, expect, it } from 'vitest';
import { cpuSecondsInStat, mostHeld, nextRoomCount, type SearchPlan, type SearchStep } from '../../bench/relay-search';

const plan: SearchPlan = { start: 1, growth: 2, maxRooms: 64, refinements: 2 };

/** Runs the search against a relay that holds up to `capacity` rooms; returns the room counts tried. */
function search(capacity: number, p: SearchPlan = plan): { tried: number[]; held: number } {
  const steps: SearchStep[] = [];
  for (let next = nextRoomCount(steps, p); next !== null; next = nextRoomCount(steps, p)) {
    steps.push({ rooms: next, held: next <= capacity });
    if (steps.length > 100) throw new Error('the search did not end');
  }
  return { tried: steps.map((s) => s.rooms), held: mostHeld(steps) };
}

describe('relay capacity search', () => {
  it('steps up by its growth factor until a step fails, then halves the gap twice', () => {
    expect(search(20)).toEqual({ tried: [1, 2, 4, 8, 16, 32, 24, 20], held: 20 });
    expect(search(27)).toEqual({ tried: [1, 2, 4, 8, 16, 32, 24, 28], held: 24 });
  });

  it('stops at its ceiling when every step holds', () => {
    expect(search(1000)).toEqual({ tried: [1, 2, 4, 8, 16, 32, 64], held: 64 });
    expect(search(1000, { ...plan, maxRooms: 40 })).toEqual({ tried: [1, 2, 4, 8, 16, 32, 40], held: 40 });
  });

  it('ends at once when the first step fails: nothing held', () => {
    expect(search(0)).toEqual({ tried: [1], held: 0 });
    expect(search(0, { ...plan, start: 4 })).toEqual({ tried: [4], held: 0 });
  });

  it('refines no further once no room count lies between held and failed', () => {
    expect(search(2)).toEqual({ tried: [1, 2, 4, 3], held: 2 });
    expect(search(1)).toEqual({ tried: [1, 2], held: 1 });
  });

  it('grows by at least one room when the factor is small, and never refines without leave', () => {
    expect(search(3, { start: 1, growth: 1.2, maxRooms: 8, refinements: 0 })).toEqual({ tried: [1, 2, 3, 4], held: 3 });
  });
});

describe("a process's CPU time from /proc/PID/stat", () => {
  it('adds user and system ticks, after a command name holding spaces and parentheses', () => {
    const stat = (comm: string): string =>
      `4242 (${comm}) S 1 4242 4242 0 -1 4194560 1200 0 0 0 250 50 0 0 20 0 11 0 1165653 3133440 393 18446744073709551615`;
    expect(cpuSecondsInStat(stat('node'), 100)).toBe(3);
    expect(cpuSecondsInStat(stat('node (relay) x'), 100)).toBe(3);
    expect(cpuSecondsInStat(stat('node'), 1000)).toBe(0.3);
  });

  it('refuses a line that is not one', () => {
    expect(() => cpuSecondsInStat('garbage', 100)).toThrow('not a /proc/PID/stat line');
  });
});
