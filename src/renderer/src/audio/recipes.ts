/** The game's sound effects as synthesis recipes: what each one schedules and how many may overlap. */
import { noise, tone, type Kit } from './synth';

/** Every sound the game makes. */
export const SOUND_IDS = ['play', 'flip', 'reject', 'pile', 'start', 'stop', 'tick', 'move', 'confirm', 'back'] as const;

/** One sound effect's name. */
export type SoundId = (typeof SOUND_IDS)[number];

/** How a sound is made: its voice cap, how much its pitch may wander, and the scheduling itself. */
export interface Recipe {
  /** Most copies that may sound at once; further requests are skipped. */
  readonly voices: number;
  /** Random pitch spread (0.05 = ±5%) so a burst of the same sound is not robotic. */
  readonly spread: number;
  /** Schedules the sound at `at` with pitch factor `pitch`; returns when it falls silent. */
  schedule(kit: Kit, at: number, pitch: number): number;
}

const C6 = 1046.5;
const E6 = 1318.5;
const G6 = 1568;
const C7 = 2093;

function chord(kit: Kit, freqs: readonly number[], at: number, decay: number, peak: number, cutoff: number): number {
  let end = at;
  for (const freq of freqs) {
    end = Math.max(end, tone(kit, { wave: 'sawtooth', freq, at, attack: 0.008, decay, peak, lowpass: cutoff }));
  }
  return end;
}

function blip(kit: Kit, freqs: readonly number[], at: number, peak: number): number {
  let end = at;
  freqs.forEach((freq, i) => {
    end = tone(kit, { wave: 'triangle', freq, at: at + i * 0.06, attack: 0.003, decay: 0.07 + i * 0.03, peak });
  });
  return end;
}

/** The recipe of every sound id. */
export const RECIPES: Readonly<Record<SoundId, Recipe>> = {
  // A crisp card snap: a bright click of noise over a short low "thock".
  play: {
    voices: 6,
    spread: 0.06,
    schedule: (kit, at, p) =>
      Math.max(
        noise(kit, { filter: 'bandpass', freq: 3200 * p, q: 1.2, at, attack: 0.001, decay: 0.045, peak: 0.5 }),
        noise(kit, { filter: 'highpass', freq: 6500, q: 0.7, at, attack: 0.001, decay: 0.02, peak: 0.2 }),
        tone(kit, { wave: 'sine', freq: 230 * p, freqEnd: 110 * p, at, attack: 0.002, decay: 0.06, peak: 0.25 }),
      ),
  },
  // A soft swish: three quick falling ticks, each a little quieter.
  flip: {
    voices: 4,
    spread: 0.05,
    schedule: (kit, at, p) =>
      Math.max(
        ...[0, 1, 2].map((i) =>
          noise(kit, {
            filter: 'bandpass',
            freq: 5200 * p,
            freqEnd: 2600 * p,
            q: 0.9,
            at: at + i * 0.05,
            attack: 0.004,
            decay: 0.04,
            peak: 0.3 - i * 0.06,
          }),
        ),
      ),
  },
  // A short low "bonk": a falling triangle over a muffled square.
  reject: {
    voices: 3,
    spread: 0.04,
    schedule: (kit, at, p) =>
      Math.max(
        tone(kit, { wave: 'triangle', freq: 180 * p, freqEnd: 95 * p, at, attack: 0.005, decay: 0.22, peak: 0.45, lowpass: 900 }),
        tone(kit, { wave: 'square', freq: 90 * p, freqEnd: 70 * p, at, attack: 0.005, decay: 0.16, peak: 0.1, lowpass: 500 }),
      ),
  },
  // A bright rising arpeggio C-E-G-C for a finished pile.
  pile: {
    voices: 3,
    spread: 0,
    schedule: (kit, at) =>
      Math.max(
        ...[C6, E6, G6, C7].map((freq, i) =>
          tone(kit, { wave: 'triangle', freq, at: at + i * 0.065, attack: 0.004, decay: 0.22 + i * 0.06, peak: 0.26 }),
        ),
        tone(kit, { wave: 'sine', freq: C7 * 2, at: at + 0.195, attack: 0.004, decay: 0.3, peak: 0.06 }),
      ),
  },
  // "Ligretto!": two short stabs and a held G-major chord, like a fanfare.
  start: {
    voices: 1,
    spread: 0,
    schedule: (kit, at) => {
      const notes = [392, 493.9, 587.3, 784];
      chord(kit, notes, at, 0.09, 0.12, 2400);
      chord(kit, notes, at + 0.13, 0.09, 0.12, 2600);
      tone(kit, { wave: 'triangle', freq: 196, at: at + 0.26, attack: 0.01, decay: 0.8, peak: 0.25 });
      return chord(kit, notes, at + 0.26, 0.8, 0.13, 3200);
    },
  },
  // "Ligretto stop!": three chords stepping down onto a low gong.
  stop: {
    voices: 1,
    spread: 0,
    schedule: (kit, at) => {
      chord(kit, [659.3, 784, 1046.5], at, 0.12, 0.13, 2200);
      chord(kit, [523.3, 659.3, 880], at + 0.14, 0.12, 0.13, 2000);
      let end = chord(kit, [440, 523.3, 698.5], at + 0.28, 0.9, 0.14, 1800);
      [1, 1.52, 2, 2.63, 3.41].forEach((ratio, i) => {
        const decay = 1.6 - i * 0.25;
        end = Math.max(end, tone(kit, { wave: 'sine', freq: 98 * ratio, at: at + 0.28, attack: 0.005, decay, peak: 0.22 / (i + 1) }));
      });
      return end;
    },
  },
  // A countdown tick: a clean high beep.
  tick: {
    voices: 2,
    spread: 0,
    schedule: (kit, at) =>
      Math.max(
        tone(kit, { wave: 'sine', freq: 1200, at, attack: 0.002, decay: 0.08, peak: 0.35 }),
        tone(kit, { wave: 'triangle', freq: 2400, at, attack: 0.002, decay: 0.03, peak: 0.08 }),
      ),
  },
  // Menu cursor moved: a tiny tap.
  move: { voices: 2, spread: 0, schedule: (kit, at) => blip(kit, [880], at, 0.12) },
  // Menu confirm: two notes up.
  confirm: { voices: 2, spread: 0, schedule: (kit, at) => blip(kit, [660, 990], at, 0.18) },
  // Menu back: two notes down.
  back: { voices: 2, spread: 0, schedule: (kit, at) => blip(kit, [660, 440], at, 0.16) },
};
