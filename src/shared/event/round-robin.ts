/**
 * Round-robin tables, drawn ahead from a seed: everyone plays the same number of games, tables are as full as that
 * allows, and each seat goes to whoever repeats the fewest pairings with the people already seated.
 */

/** A small seeded generator (mulberry32): the same seed always draws the same tables. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Table sizes: as few tables as the seats allow, sizes differing by one at most. */
export function roundRobinSizes(entrants: number, seats: number, gamesEach: number): number[] {
  const cap = Math.min(seats, entrants);
  const slots = entrants * gamesEach;
  const tables = Math.ceil(slots / cap);
  const base = Math.floor(slots / tables);
  return Array.from({ length: tables }, (_, i) => base + (i < slots % tables ? 1 : 0));
}

/** Every table of the event in play order, each a list of entrant numbers in seat order. */
export function roundRobinSchedule(entrants: number, seats: number, gamesEach: number, seed: number): number[][] {
  const rng = seeded(seed);
  // A seeded rank breaks the last ties, so two events with other seeds seat people differently.
  const rank = Array.from({ length: entrants }, () => rng());
  const remaining = new Array<number>(entrants).fill(gamesEach);
  const lastTable = new Array<number>(entrants).fill(-1);
  const met = Array.from({ length: entrants }, () => new Array<number>(entrants).fill(0));
  const tables: number[][] = [];
  for (const [t, size] of roundRobinSizes(entrants, seats, gamesEach).entries()) {
    // Those with the most games left must play now, or the counts would drift apart and the end could not be seated.
    const byLeft = [...new Set(remaining.filter((r) => r > 0))].sort((a, b) => b - a);
    const table: number[] = [];
    for (const left of byLeft) {
      const group = remaining.flatMap((r, e) => (r === left ? [e] : []));
      if (table.length + group.length <= size) {
        for (const e of group.sort((a, b) => lastTable[a]! - lastTable[b]! || rank[a]! - rank[b]!)) table.push(e);
        continue;
      }
      const pool = new Set(group);
      while (table.length < size) {
        let best = -1;
        let bestCost = Infinity;
        for (const e of pool) {
          const cost = table.reduce((sum, f) => sum + met[e]![f]! * met[e]![f]! + met[e]![f]!, 0);
          const better =
            cost < bestCost ||
            (cost === bestCost && (lastTable[e]! < lastTable[best]! || (lastTable[e] === lastTable[best] && rank[e]! < rank[best]!)));
          if (best === -1 || better) {
            best = e;
            bestCost = cost;
          }
        }
        pool.delete(best);
        table.push(best);
      }
      break;
    }
    for (const e of table) {
      remaining[e]!--;
      lastTable[e] = t;
      for (const f of table) if (f !== e) met[e]![f]!++;
    }
    tables.push(table);
  }
  improveBySwaps(tables, met, rng);
  return tables;
}

/** `x` stops meeting `from` and meets `to` instead. */
function meet(met: number[][], x: number, from: number, to: number): void {
  met[from]![x]!--;
  met[x]![from]!--;
  met[to]![x]!++;
  met[x]![to]!++;
}

/** Work budget of the swap pass (pair checks), so 200 entrants stay quick; 30 entrants finish far below it. */
const SWAP_BUDGET = 3_000_000;

/**
 * Swaps two entrants between two tables whenever that lowers the sum of squared meeting counts; a swap keeps every
 * game count and table size, so only repeated pairings change. Passes repeat until none helps (or the budget ends).
 */
function improveBySwaps(tables: number[][], met: number[][], rng: () => number): void {
  let budget = SWAP_BUDGET;
  const gain = (e: number, others: readonly number[], skip: number, step: 1 | -1): number =>
    others.reduce((sum, x) => (x === skip ? sum : sum + 2 * step * met[e]![x]! + 1), 0);
  // Sideways swaps (no change in cost) now and then let the search leave a plateau; the seeded draw keeps it repeatable.
  for (let improved = true, sideways = 0; (improved || sideways < 40) && budget > 0;) {
    if (!improved) sideways++;
    improved = false;
    for (let i = 0; i < tables.length; i++) {
      for (let j = i + 1; j < tables.length; j++) {
        const t1 = tables[i]!;
        const t2 = tables[j]!;
        for (let p = 0; p < t1.length; p++) {
          for (let q = 0; q < t2.length; q++) {
            const a = t1[p]!;
            const b = t2[q]!;
            budget -= t1.length + t2.length;
            if (t2.includes(a) || t1.includes(b)) continue;
            const delta = gain(a, t1, a, -1) + gain(a, t2, b, 1) + gain(b, t2, b, -1) + gain(b, t1, a, 1);
            if (delta > 0 || (delta === 0 && (sideways === 0 || rng() > 0.2))) continue;
            for (const x of t1) if (x !== a) meet(met, x, a, b);
            for (const y of t2) if (y !== b) meet(met, y, b, a);
            t1[p] = b;
            t2[q] = a;
            if (delta < 0) improved = true;
          }
        }
      }
    }
  }
}
