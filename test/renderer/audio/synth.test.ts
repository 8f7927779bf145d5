import { describe, expect, it } from 'vitest';
import { Sounds, STAGGER } from '@renderer/audio/Sounds';
import { makeNoise, noise, softLimitCurve, tone, type Kit } from '@renderer/audio/synth';
import { FakeAudioContext, type FakeParam, type FakeSource } from './fake-audio';

function kit(ctx: FakeAudioContext, random: () => number = Math.random): Kit {
  return { ctx, out: ctx.destination, noise: makeNoise(ctx, 1, Math.random), random };
}

describe('synth voices', () => {
  it('a tone rises from silence to its peak and decays exponentially to near silence', () => {
    const ctx = new FakeAudioContext();
    const end = tone(kit(ctx), { wave: 'triangle', freq: 440, freqEnd: 220, at: 1, attack: 0.01, decay: 0.2, peak: 0.5 });
    expect(end).toBeCloseTo(1.21);
    const amp = ctx.nodes.find((n) => n.kind === 'gain') as unknown as { gain: FakeParam };
    expect(amp.gain.events.map((e) => e.kind)).toEqual(['set', 'linear', 'exponential']);
    expect(amp.gain.events[1]).toEqual({ kind: 'linear', value: 0.5, time: 1.01 });
    expect(amp.gain.events[2]?.value).toBeLessThan(0.001);
    const osc = ctx.nodes.find((n) => n.kind === 'oscillator') as unknown as { frequency: FakeParam; type: string };
    expect(osc.type).toBe('triangle');
    expect(osc.frequency.events.map((e) => e.value)).toEqual([440, 220]);
  });

  it('a filtered tone runs through a low-pass before its envelope', () => {
    const ctx = new FakeAudioContext();
    tone(kit(ctx), { wave: 'sawtooth', freq: 392, at: 0, attack: 0.01, decay: 0.1, peak: 0.1, lowpass: 2000 });
    expect(ctx.nodes.map((n) => n.kind)).toEqual(['oscillator', 'gain', 'filter']);
    expect(ctx.sources()[0]?.reaches(ctx.destination)).toBe(true);
  });

  it('noise bursts start at a random place in the shared buffer', () => {
    const ctx = new FakeAudioContext();
    const values = [0.1, 0.7];
    const k = kit(ctx, () => values.shift() ?? 0.5);
    noise(k, { filter: 'bandpass', freq: 3000, q: 1, at: 0, attack: 0.001, decay: 0.04, peak: 0.4 });
    noise(k, { filter: 'bandpass', freq: 3000, q: 1, at: 0, attack: 0.001, decay: 0.04, peak: 0.4 });
    const offsets = ctx.sources().map((s) => (s as FakeSource & { offset: number }).offset);
    expect(offsets[0]).not.toBe(offsets[1]);
  });

  it('makes white noise between -1 and 1', () => {
    const ctx = new FakeAudioContext();
    const data = makeNoise(ctx, 0.5, Math.random).getChannelData(0);
    expect(data.length).toBe(4000);
    expect(data.every((v) => v >= -1 && v <= 1)).toBe(true);
    expect(new Set(data).size).toBeGreaterThan(100);
  });
});

describe('the soft limiter curve', () => {
  const curve = softLimitCurve(2049, 0.6);
  const xOf = (i: number): number => (i / 2048) * 2 - 1;
  const at = (x: number): number => curve[Math.round(((x + 1) / 2) * 2048)] ?? NaN;

  it('leaves normal levels untouched', () => {
    curve.forEach((y, i) => {
      if (Math.abs(xOf(i)) <= 0.6) expect(y).toBeCloseTo(xOf(i), 6);
    });
  });

  it('bends loud peaks below full scale, rising all the way', () => {
    expect(at(1)).toBeLessThan(1);
    expect(at(1)).toBeGreaterThan(0.85);
    expect(at(-1)).toBeCloseTo(-at(1), 6);
    for (let i = 1; i < curve.length; i++) expect(curve[i]).toBeGreaterThan(curve[i - 1] ?? Infinity);
  });

  it('sits at the end of the chain, after the master volume', () => {
    const ctx = new FakeAudioContext();
    new Sounds({ createContext: () => ctx }).play('tick');
    const shaper = ctx.nodes.find((n) => n.kind === 'shaper') as unknown as { curve: Float32Array | null; outputs: unknown[] };
    expect(shaper.curve?.length).toBeGreaterThan(1000);
    expect(shaper.outputs).toEqual([ctx.destination]);
  });
});

describe('bursts', () => {
  it('spreads copies asked for in the same instant a few milliseconds apart', () => {
    const ctx = new FakeAudioContext();
    ctx.currentTime = 5;
    const sounds = new Sounds({ createContext: () => ctx, random: () => 0.5 });
    for (let i = 0; i < 3; i++) sounds.play('tick');
    const starts = [...new Set(ctx.sources().map((s) => s.startedAt))];
    expect(starts).toHaveLength(2);
    expect((starts[1] ?? 0) - (starts[0] ?? 0)).toBeCloseTo(STAGGER);
  });
});
