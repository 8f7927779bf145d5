/**
 * Searches the 12 seat colours (issue 31): run `npx tsx scripts/seat-palette-search.mjs [seed] [restarts]`.
 *
 * Every seat colour must stay at least 20 apart in CIEDE2000, under normal vision, from every other seat colour and
 * from what the table already paints: the felt, the Ligretto card faces, the Dice die fills, the Coloretto card hues
 * and the interface's focus, error, disabled and white states; and light enough (L* 55 or more) to read on the dark
 * panels. Among the palettes that manage that, it keeps the one whose closest pair under simulated protanopia and
 * deuteranopia is farthest apart, and that keeps 6 from the interface's states under both (those pairs are told apart by the seat emblems). Prints the palette and its figures.
 */
import { colourDifference, toLab } from '../src/shared/colour-difference.ts';
import { SEAT_PALETTE_OBSTACLES, STATE, STATE_DICHROMAT } from '../src/renderer/src/ui/seat-palette-obstacles.ts';

const seed0 = Number(process.argv[2] ?? 7);
const restarts = Number(process.argv[3] ?? 60);
const MIN_NORMAL = 20;
const obstacles = SEAT_PALETTE_OBSTACLES.map((o) => o.hex);
const STEP = Number(process.argv[4] ?? 17);
const MIN_L = Number(process.argv[5] ?? 55);

/** A small seeded generator (mulberry32), so a run can be repeated. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const candidates = [];
for (let r = 0; r <= 255; r += STEP)
  for (let g = 0; g <= 255; g += STEP)
    for (let b = 0; b <= 255; b += STEP) {
      const hex = (r << 16) | (g << 8) | b;
      const L = toLab(hex).L;
      if (L < MIN_L || L > 92) continue;
      const clear = SEAT_PALETTE_OBSTACLES.every(
        (o) =>
          colourDifference(hex, o.hex) >= o.min &&
          (o.min !== STATE || ['protanopia', 'deuteranopia'].every((v) => colourDifference(hex, o.hex, v) >= STATE_DICHROMAT)),
      );
      if (clear) candidates.push(hex);
    }
console.log(`${candidates.length} candidates clear of the table's colours`);

const cache = new Map();
function diff(p, q, v) {
  const k = `${p}:${q}:${v}`;
  let d = cache.get(k);
  if (d === undefined) {
    d = colourDifference(p, q, v);
    cache.set(k, d);
  }
  return d;
}
/** The palette's score: its worst normal pair (must reach 20), then its worst pair under the two dichromacies. */
function score(pal) {
  let normal = Infinity;
  let cvd = Infinity;
  for (let i = 0; i < pal.length; i++)
    for (let j = i + 1; j < pal.length; j++) {
      normal = Math.min(normal, diff(pal[i], pal[j], 'normal'));
      cvd = Math.min(cvd, diff(pal[i], pal[j], 'protanopia'), diff(pal[i], pal[j], 'deuteranopia'));
    }
  return { normal, cvd, value: Math.min(normal, MIN_NORMAL) * 100 + cvd };
}

/** How well `c` sits among the palette's others (slot `skip` left out): its worst normal and dichromat distances. */
function fit(pal, skip, c) {
  let normal = Infinity;
  let cvd = Infinity;
  for (let j = 0; j < pal.length; j++) {
    if (j === skip) continue;
    normal = Math.min(normal, diff(c, pal[j], 'normal'));
    cvd = Math.min(cvd, diff(c, pal[j], 'protanopia'), diff(c, pal[j], 'deuteranopia'));
  }
  return Math.min(normal, MIN_NORMAL) * 100 + cvd;
}

// Coordinate ascent from random starts: each pass moves every slot to the candidate that sits best among the others.
let best = null;
for (let restart = 0; restart < restarts; restart++) {
  const rand = rng(seed0 * 1000 + restart);
  let pal = Array.from({ length: 12 }, () => candidates[Math.floor(rand() * candidates.length)]);
  for (let pass = 0; pass < 12; pass++) {
    let moved = false;
    for (const i of Array.from({ length: 12 }, (_, k) => k).sort(() => rand() - 0.5)) {
      let top = pal[i];
      let topFit = fit(pal, i, top);
      for (const c of candidates) {
        const f = fit(pal, i, c);
        if (f > topFit + 1e-9) {
          top = c;
          topFit = f;
        }
      }
      if (top !== pal[i]) {
        pal = pal.slice();
        pal[i] = top;
        moved = true;
      }
    }
    if (!moved) break;
  }
  const cur = score(pal);
  if (!best || cur.value > best.score.value) best = { pal, score: cur };
  console.log(`restart ${restart}: normal ${cur.normal.toFixed(1)}, protan/deutan ${cur.cvd.toFixed(1)}`);
}

const hex = (h) => `0x${h.toString(16).padStart(6, '0')}`;
const sorted = best.pal.slice().sort((p, q) => {
  const [a, b] = [toLab(p), toLab(q)];
  return Math.atan2(a.b, a.a) - Math.atan2(b.b, b.a);
});
console.log(`best: normal ${best.score.normal.toFixed(1)}, protan/deutan ${best.score.cvd.toFixed(1)}`);
for (const h of sorted) {
  const lab = toLab(h);
  const nearest = Math.min(...obstacles.map((o) => colourDifference(h, o)));
  console.log(`${hex(h)}  L ${lab.L.toFixed(0)}  a ${lab.a.toFixed(0)}  b ${lab.b.toFixed(0)}  nearest table colour ${nearest.toFixed(1)}`);
}
