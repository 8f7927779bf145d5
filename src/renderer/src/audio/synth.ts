/** The slice of the Web Audio API the sounds use, and the two voices every effect is built from. */

/** An automatable parameter (AudioParam). */
export interface ParamLike {
  value: number;
  setValueAtTime(value: number, time: number): unknown;
  linearRampToValueAtTime(value: number, time: number): unknown;
  exponentialRampToValueAtTime(value: number, time: number): unknown;
}

/** Any node that can be wired into the graph (AudioNode). */
export interface NodeLike {
  connect(destination: NodeLike): unknown;
  disconnect(): void;
}

/** A node that starts and stops at scheduled times (AudioScheduledSourceNode). */
export interface SourceLike extends NodeLike {
  start(when?: number): void;
  stop(when?: number): void;
}

/** An oscillator (OscillatorNode). */
export interface OscillatorLike extends SourceLike {
  type: OscillatorType;
  readonly frequency: ParamLike;
}

/** A gain stage (GainNode). */
export interface GainLike extends NodeLike {
  readonly gain: ParamLike;
}

/** A filter (BiquadFilterNode). */
export interface FilterLike extends NodeLike {
  type: BiquadFilterType;
  readonly frequency: ParamLike;
  readonly Q: ParamLike;
}

/** A transfer curve at the end of the chain, used as a soft limiter (WaveShaperNode). */
export interface ShaperLike extends NodeLike {
  curve: Float32Array | null;
}

/** Sample memory (AudioBuffer). */
export interface BufferLike {
  getChannelData(channel: number): Float32Array;
}

/** Plays a buffer (AudioBufferSourceNode); `offset` is where in the buffer to begin. */
export interface BufferSourceLike extends SourceLike {
  start(when?: number, offset?: number): void;
  buffer: BufferLike | null;
  loop: boolean;
}

/** The parts of an AudioContext the game uses; a real AudioContext fits, and so does a test fake. */
export interface AudioContextLike {
  readonly currentTime: number;
  readonly sampleRate: number;
  readonly state: string;
  readonly destination: NodeLike;
  resume(): Promise<void>;
  createOscillator(): OscillatorLike;
  createGain(): GainLike;
  createBiquadFilter(): FilterLike;
  createWaveShaper(): ShaperLike;
  createBuffer(channels: number, length: number, sampleRate: number): BufferLike;
  createBufferSource(): BufferSourceLike;
}

/** Where a recipe draws: the context, the bus to feed, one shared second of white noise, randomness. */
export interface Kit {
  readonly ctx: AudioContextLike;
  readonly out: NodeLike;
  readonly noise: BufferLike;
  readonly random: () => number;
}

/** One pitched voice: a wave with an attack/decay envelope and an optional pitch glide. */
export interface ToneSpec {
  readonly wave: OscillatorType;
  readonly freq: number;
  /** Frequency reached at the end of the decay (a glide); omitted: steady pitch. */
  readonly freqEnd?: number;
  readonly at: number;
  readonly attack: number;
  readonly decay: number;
  readonly peak: number;
  /** Optional low-pass cutoff to soften bright waves. */
  readonly lowpass?: number;
}

/** One burst of filtered white noise with an attack/decay envelope. */
export interface NoiseSpec {
  readonly filter: BiquadFilterType;
  readonly freq: number;
  readonly freqEnd?: number;
  readonly q: number;
  readonly at: number;
  readonly attack: number;
  readonly decay: number;
  readonly peak: number;
}

const SILENT = 0.0001;

/** Fills a buffer of the given length with white noise (the shared source for every noisy effect). */
export function makeNoise(ctx: AudioContextLike, seconds: number, random: () => number): BufferLike {
  const length = Math.max(1, Math.floor(ctx.sampleRate * seconds));
  const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = random() * 2 - 1;
  return buffer;
}

function envelope(kit: Kit, at: number, attack: number, decay: number, peak: number): GainLike {
  const amp = kit.ctx.createGain();
  amp.gain.setValueAtTime(SILENT, at);
  amp.gain.linearRampToValueAtTime(peak, at + attack);
  amp.gain.exponentialRampToValueAtTime(SILENT, at + attack + decay);
  amp.connect(kit.out);
  return amp;
}

function glide(param: ParamLike, from: number, to: number | undefined, at: number, end: number): void {
  param.setValueAtTime(from, at);
  if (to !== undefined) param.exponentialRampToValueAtTime(to, end);
}

/**
 * A transfer curve that passes levels up to `knee` unchanged and bends louder peaks smoothly below 1,
 * so a rare pile-up of voices saturates softly instead of clipping.
 */
export function softLimitCurve(points = 2049, knee = 0.6): Float32Array {
  const curve = new Float32Array(points);
  for (let i = 0; i < points; i++) {
    const x = (i / (points - 1)) * 2 - 1;
    const over = Math.abs(x) - knee;
    curve[i] = over <= 0 ? x : Math.sign(x) * (knee + (1 - knee) * Math.tanh(over / (1 - knee)));
  }
  return curve;
}

/** Schedules a tone; returns the time it falls silent. */
export function tone(kit: Kit, spec: ToneSpec): number {
  const end = spec.at + spec.attack + spec.decay;
  const osc = kit.ctx.createOscillator();
  osc.type = spec.wave;
  glide(osc.frequency, spec.freq, spec.freqEnd, spec.at, end);
  const amp = envelope(kit, spec.at, spec.attack, spec.decay, spec.peak);
  if (spec.lowpass !== undefined) {
    const filter = kit.ctx.createBiquadFilter();
    filter.type = 'lowpass';
    filter.frequency.setValueAtTime(spec.lowpass, spec.at);
    filter.Q.setValueAtTime(0.7, spec.at);
    osc.connect(filter);
    filter.connect(amp);
  } else {
    osc.connect(amp);
  }
  osc.start(spec.at);
  osc.stop(end + 0.02);
  return end;
}

/** Schedules a noise burst; returns the time it falls silent. */
export function noise(kit: Kit, spec: NoiseSpec): number {
  const end = spec.at + spec.attack + spec.decay;
  const src = kit.ctx.createBufferSource();
  src.buffer = kit.noise;
  src.loop = true;
  const filter = kit.ctx.createBiquadFilter();
  filter.type = spec.filter;
  glide(filter.frequency, spec.freq, spec.freqEnd, spec.at, end);
  filter.Q.setValueAtTime(spec.q, spec.at);
  src.connect(filter);
  filter.connect(envelope(kit, spec.at, spec.attack, spec.decay, spec.peak));
  // A random place in the shared buffer, so simultaneous bursts do not add up sample for sample.
  src.start(spec.at, kit.random() * 0.9);
  src.stop(end + 0.02);
  return end;
}
