/**
 * Places labels beside a chart's line ends so that none overlaps another: each label as near its line's end as it can
 * be, every two at least `gap` apart, all inside [lo, hi]. The least-squares placement under those constraints
 * (pool-adjacent-violators on the sorted ends), so a crowd of labels spreads around its lines instead of drifting
 * below them. Pure, unit-tested.
 */

/** The label centres (same order as `wanted`): as close to `wanted` as the gap and the bounds allow. */
export function placeLabels(wanted: readonly number[], gap: number, lo: number, hi: number): number[] {
  const n = wanted.length;
  if (n === 0) return [];
  const order = wanted.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y || a.i - b.i);
  // With z_k = y_k - k·gap the gap constraint becomes z non-decreasing: isotonic regression by pooling.
  const blocks: { sum: number; count: number }[] = [];
  order.forEach((o, k) => {
    const z = o.y - k * gap;
    blocks.push({ sum: z, count: 1 });
    while (blocks.length > 1) {
      const last = blocks[blocks.length - 1] as { sum: number; count: number };
      const prev = blocks[blocks.length - 2] as { sum: number; count: number };
      if (prev.sum / prev.count <= last.sum / last.count) break;
      blocks.pop();
      prev.sum += last.sum;
      prev.count += last.count;
    }
  });
  const out = new Array<number>(n).fill(0);
  // Too many labels for the room: they share it evenly (the gap shrinks), in order.
  const span = hi - lo;
  const step = n > 1 && (n - 1) * gap > span ? span / (n - 1) : gap;
  let k = 0;
  for (const b of blocks) {
    // Inside the bounds: z is non-decreasing, so clamping each pooled value keeps it so (the bounded least squares).
    const z = Math.min(Math.max(b.sum / b.count, lo), hi - (n - 1) * gap);
    for (let c = 0; c < b.count; c++, k++) {
      const o = order[k] as { y: number; i: number };
      out[o.i] = step === gap ? Math.min(hi, Math.max(lo, z + k * gap)) : lo + k * step;
    }
  }
  return out;
}

/** Groups of series indices whose last values are equal (ties), each of two or more, in input order. */
export function tieGroups(values: readonly number[]): number[][] {
  const by = new Map<number, number[]>();
  values.forEach((v, i) => by.set(v, [...(by.get(v) ?? []), i]));
  return [...by.values()].filter((g) => g.length > 1);
}
