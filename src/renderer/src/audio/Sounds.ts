/** The game's sound player: synthesized effects through one master volume, never throwing, never blocking. */
import { RECIPES, SOUND_IDS, type SoundId } from './recipes';
import { makeNoise, softLimitCurve, type AudioContextLike, type GainLike, type Kit } from './synth';

export { SOUND_IDS, type SoundId } from './recipes';

/** How a Sounds instance finds its audio context and randomness. */
export interface SoundsOptions {
  /** Makes the context on first use; default: a real AudioContext when there is one, else null. */
  readonly createContext?: () => AudioContextLike | null;
  /** Randomness for noise and pitch spread; default Math.random. */
  readonly random?: () => number;
  /** Most voices of all sounds together; default MAX_VOICES. */
  readonly maxVoices?: number;
  /** Starting volume 0..1; default DEFAULT_VOLUME. */
  readonly volume?: number;
  /** Starting mute; default false. */
  readonly muted?: boolean;
}

/** Most voices of all kinds that sound at once. */
export const MAX_VOICES = 16;

/** Seconds between copies of one sound requested in the same instant. */
export const STAGGER = 0.011;

/** Volume before the settings say otherwise. */
export const DEFAULT_VOLUME = 0.8;

/** The events that count as a user gesture, after which a browser lets audio start. */
export const UNLOCK_EVENTS = ['pointerdown', 'keydown', 'touchend', 'mousedown'] as const;

/** The master gain for a volume setting: squared so the slider feels even; 0 when muted. */
export function masterGainFor(volume: number, muted: boolean): number {
  return muted ? 0 : volume * volume;
}

function clampVolume(volume: number, fallback: number): number {
  if (!Number.isFinite(volume)) return fallback;
  return Math.min(1, Math.max(0, volume));
}

function browserContext(): AudioContextLike | null {
  const Ctor = globalThis.AudioContext;
  return typeof Ctor === 'function' ? new Ctor({ latencyHint: 'interactive' }) : null;
}

/** Plays the game's effects; a missing or suspended audio context only means silence. */
export class Sounds {
  private readonly createContext: () => AudioContextLike | null;
  private readonly random: () => number;
  private readonly maxVoices: number;
  private ctx: AudioContextLike | null = null;
  /** Set when making a context failed; only unlock() (a user gesture) tries again. */
  private failed = false;
  private master: GainLike | null = null;
  private kit: Kit | null = null;
  private volumeLevel: number;
  private isMuted: boolean;
  /** Start and end times of the voices of each sound that may still be sounding. */
  private readonly voices = new Map<SoundId, { start: number; end: number }[]>();

  constructor(options: SoundsOptions = {}) {
    this.createContext = options.createContext ?? browserContext;
    this.random = options.random ?? Math.random;
    this.maxVoices = options.maxVoices ?? MAX_VOICES;
    this.volumeLevel = clampVolume(options.volume ?? DEFAULT_VOLUME, DEFAULT_VOLUME);
    this.isMuted = options.muted ?? false;
  }

  /** Volume 0..1. */
  get volume(): number {
    return this.volumeLevel;
  }

  /** Whether all sound is off. */
  get muted(): boolean {
    return this.isMuted;
  }

  /** True once the audio context exists and runs, so play() can be heard. */
  get ready(): boolean {
    return this.ctx?.state === 'running';
  }

  /** Sets the volume, clamped to 0..1; a non-number is ignored. */
  setVolume(volume: number): void {
    this.volumeLevel = clampVolume(volume, this.volumeLevel);
    this.applyGain();
  }

  /** Mutes or unmutes everything. */
  setMuted(muted: boolean): void {
    this.isMuted = muted;
    this.applyGain();
  }

  /** Takes volume and mute from the settings in one go. */
  applySettings(settings: { readonly volume: number; readonly muted: boolean }): void {
    this.volumeLevel = clampVolume(settings.volume, this.volumeLevel);
    this.isMuted = settings.muted;
    this.applyGain();
  }

  /** Creates and resumes the audio context; call it on any user input. Never throws or waits. */
  unlock(): void {
    const ctx = this.context(true);
    if (!ctx || ctx.state === 'running' || ctx.state === 'closed') return;
    try {
      ctx.resume().catch(() => undefined);
    } catch {
      // A context that cannot resume stays silent; the next input tries again.
    }
  }

  /** Unlocks on the first user gesture on `target` (e.g. window); returns a function that stops listening. */
  attachUnlock(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>): () => void {
    const handler = (): void => {
      this.unlock();
      if (this.ready) detach();
    };
    const detach = (): void => {
      for (const type of UNLOCK_EVENTS) target.removeEventListener(type, handler, true);
    };
    for (const type of UNLOCK_EVENTS) target.addEventListener(type, handler, true);
    return detach;
  }

  /** Plays a sound now; false when it was skipped (muted, no audio, not yet unlocked, or too many voices). */
  play(id: SoundId): boolean {
    try {
      if (masterGainFor(this.volumeLevel, this.isMuted) === 0) return false;
      const ctx = this.context(false);
      if (!ctx || !this.kit) return false;
      if (ctx.state !== 'running') {
        // Scheduling on a stopped clock would release a pile of stale sounds at once on resume.
        this.unlock();
        return false;
      }
      const now = ctx.currentTime;
      const recipe = RECIPES[id];
      if (this.activeVoices(id) >= recipe.voices || this.activeVoices() >= this.maxVoices) return false;
      const pitch = 1 + (this.random() * 2 - 1) * recipe.spread;
      // Copies asked for in the same instant are spread out a little: a flurry of cards, not one loud crack.
      const live = this.voices.get(id) ?? [];
      const start = now + live.filter((v) => v.start >= now).length * STAGGER;
      const end = recipe.schedule(this.kit, start, pitch);
      this.voices.set(id, [...live, { start, end }]);
      return true;
    } catch {
      return false;
    }
  }

  /** Voices still sounding, of one sound or of all. */
  activeVoices(id?: SoundId): number {
    const now = this.ctx?.currentTime ?? 0;
    let count = 0;
    for (const sound of id ? [id] : SOUND_IDS) {
      const live = (this.voices.get(sound) ?? []).filter((v) => v.end > now);
      this.voices.set(sound, live);
      count += live.length;
    }
    return count;
  }

  private context(retry: boolean): AudioContextLike | null {
    if (this.ctx) return this.ctx;
    if (this.failed && !retry) return null;
    this.failed = true;
    try {
      const ctx = this.createContext();
      if (!ctx) return null;
      const limiter = ctx.createWaveShaper();
      limiter.curve = softLimitCurve();
      limiter.connect(ctx.destination);
      const master = ctx.createGain();
      master.connect(limiter);
      this.kit = { ctx, out: master, noise: makeNoise(ctx, 1, this.random), random: this.random };
      this.master = master;
      this.ctx = ctx;
      this.failed = false;
      this.applyGain();
      return ctx;
    } catch {
      return null;
    }
  }

  private applyGain(): void {
    if (this.master) this.master.gain.value = masterGainFor(this.volumeLevel, this.isMuted);
  }
}
