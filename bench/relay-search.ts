/**
 * Pure helpers of the relay capacity bench (relay-capacity.ts): which room count to try next, and a process's CPU
 * time read from /proc/PID/stat. Kept free of I/O so test/bench/relay-search.test.ts pins them down.
 */

/** One measured step of the search: a room count and whether it held (forward p99 under the goal, enough samples). */
export interface SearchStep {
  readonly rooms: number;
  readonly held: boolean;
}

/** How the search steps: up by `growth` until a step fails, then `refinements` halvings of the gap, within `maxRooms`. */
export interface SearchPlan {
  readonly start: number;
  readonly growth: number;
  readonly maxRooms: number;
  readonly refinements: number;
}

/** The most rooms any step held (0 when none did). */
export function mostHeld(steps: readonly SearchStep[]): number {
  return steps.reduce((most, s) => (s.held && s.rooms > most ? s.rooms : most), 0);
}

/**
 * The next room count to measure, or null when the search is done. Coarse first: `start`, then times `growth` (at
 * least one more room) while every step holds, up to `maxRooms`. After the first step that fails, it halves the gap
 * between the most rooms that held and the fewest that failed, at most `refinements` times and while a room count
 * lies between them. A first step that fails ends it (nothing held). Bounded: at most about
 * log_growth(maxRooms) + refinements + 1 steps.
 */
export function nextRoomCount(steps: readonly SearchStep[], plan: SearchPlan): number | null {
  const last = steps.at(-1);
  if (last === undefined) return Math.min(plan.start, plan.maxRooms);
  const held = mostHeld(steps);
  const failed = steps.filter((s) => !s.held).map((s) => s.rooms);
  if (failed.length === 0) {
    if (last.rooms >= plan.maxRooms) return null;
    return Math.min(plan.maxRooms, Math.max(last.rooms + 1, Math.round(last.rooms * plan.growth)));
  }
  const fewestFailed = Math.min(...failed);
  if (held === 0 && fewestFailed <= plan.start) return null;
  const firstFail = steps.findIndex((s) => !s.held);
  const refinementsDone = steps.length - 1 - firstFail;
  if (refinementsDone >= plan.refinements) return null;
  const lower = held;
  if (fewestFailed - lower <= 1) return null;
  return Math.floor((lower + fewestFailed) / 2);
}

/** A process's user + system CPU seconds from its /proc/PID/stat line (fields 14 and 15, in clock ticks). */
export function cpuSecondsInStat(stat: string, ticksPerSecond: number): number {
  // After "pid (comm) " come the fields from the 3rd on: state is [0], utime (14th) is [11], stime (15th) is [12].
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error('not a /proc/PID/stat line');
  return (utime + stime) / ticksPerSecond;
}
