/**
 * Newcomers at a round boundary (J1-J3 in docs/rules/ligretto.md, DJ1-DJ3 in docs/rules/dice.md): how many join with a
 * `next-round`, the total each newcomer starts from, and a match's totals rebuilt from its per-round points when the
 * table grew along the way (a round's row has one entry per player of that round). Pure; shared by the real-time games.
 */

/** The `join` of a `next-round` action: 0 when absent, the count when it is a whole number from 0 up, else null (malformed). */
export function joinCount(action: object): number | null {
  const join: unknown = 'join' in action ? action.join : undefined;
  if (join === undefined) return 0;
  return typeof join === 'number' && Number.isSafeInteger(join) && join >= 0 ? join : null;
}

/** J2/DJ2: a newcomer starts from the lowest total at the table (0 before any round was scored). */
export function newcomerTotal(totals: readonly number[]): number {
  return totals.length === 0 ? 0 : Math.min(...totals);
}

/** `totals` with `join` newcomers added, each starting from the lowest total of the players already there. */
export function withNewcomers(totals: readonly number[], join: number): number[] {
  const start = newcomerTotal(totals);
  return [...totals, ...new Array<number>(join).fill(start)];
}

/**
 * Every player's total after `history`'s rounds at a table of `players` now: a player first seen in a later round (a
 * longer row) or not yet in any (joined for the round being dealt) started from the lowest total of that moment.
 */
export function totalsAfter(history: readonly (readonly number[])[], players: number): number[] {
  let totals: number[] = [];
  for (const points of history) {
    if (points.length > totals.length)
      totals = totals.length === 0 ? new Array<number>(points.length).fill(0) : withNewcomers(totals, points.length - totals.length);
    totals = totals.map((t, p) => t + (points[p] ?? 0));
  }
  if (totals.length === 0) return new Array<number>(players).fill(0);
  return players > totals.length ? withNewcomers(totals, players - totals.length) : totals;
}

/**
 * Problems with a saved match's per-round points for a table of `players` now: every score an integer, the table never
 * shrinking (each row at least as long as the one before), no row longer than the table, the first at least `min`.
 */
export function historyProblems(history: readonly (readonly number[])[], players: number, min: number): string[] {
  const problems: string[] = [];
  let before = min;
  history.forEach((points, i) => {
    if (points.length < before || points.length > players) {
      problems.push(`round ${i + 1} has ${points.length} scores for a table of ${before} to ${players} players`);
    }
    if (points.some((p) => !Number.isSafeInteger(p))) problems.push(`round ${i + 1} has a score that is not an integer`);
    before = Math.max(before, points.length);
  });
  return problems;
}
