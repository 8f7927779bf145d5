/** Seeded 32-bit RNG whose whole state is one number, so it lives inside the game state (S1, D2). */

/** Turns any integer seed into an RNG state. */
export function seedRng(seed: number): number {
  let h = (Math.trunc(seed) ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** Advances the state once: the next state and a float in [0, 1). */
export function nextRandom(state: number): { readonly state: number; readonly value: number } {
  const s = (state + 0x6d2b79f5) >>> 0;
  let r = Math.imul(s ^ (s >>> 15), s | 1);
  r ^= r + Math.imul(r ^ (r >>> 7), r | 61);
  return { state: s, value: ((r ^ (r >>> 14)) >>> 0) / 4294967296 };
}

/** A shuffled copy (Fisher-Yates) and the advanced RNG state. */
export function shuffled<T>(items: readonly T[], state: number): { readonly items: T[]; readonly state: number } {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const step = nextRandom(s);
    s = step.state;
    const j = Math.floor(step.value * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return { items: out, state: s };
}

/** The seed a match round is dealt from: the match seed itself for round 1, a mix of both after it (M3). */
export function roundSeed(seed: number, round: number): number {
  if (round === 1) return seed;
  return seedRng(Math.imul(Math.trunc(seed) >>> 0, 0x27d4eb2d) ^ Math.imul(round, 0x165667b1)) >>> 0;
}
