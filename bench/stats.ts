/** Small statistics helpers for the benchmark figures. */

/** The q-quantile (0..1) of a list of numbers, by nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

/** Median, p95 and p99 of a sample. */
export function summary(values: readonly number[]): { median: number; p95: number; p99: number; n: number } {
  return { median: quantile(values, 0.5), p95: quantile(values, 0.95), p99: quantile(values, 0.99), n: values.length };
}

/** Rounds a figure for printing. */
export function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
