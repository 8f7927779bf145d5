import { describe, expect, it } from 'vitest';
import { masterGainFor, MAX_VOICES, SOUND_IDS, Sounds } from '@renderer/audio/Sounds';
import { RECIPES } from '@renderer/audio/recipes';
import { FakeAudioContext } from './fake-audio';

function setup(state = 'running', volume = 1): { ctx: FakeAudioContext; sounds: Sounds } {
  const ctx = new FakeAudioContext();
  ctx.state = state;
  const sounds = new Sounds({ createContext: () => ctx, random: () => 0.5, volume });
  return { ctx, sounds };
}

describe('every sound', () => {
  it.each(SOUND_IDS)('%s schedules started, stopped sources that reach the speakers', (id) => {
    const { ctx, sounds } = setup();
    ctx.currentTime = 2;
    expect(sounds.play(id)).toBe(true);
    const sources = ctx.sources();
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source.startedAt).toBeGreaterThanOrEqual(2);
      expect(source.stoppedAt).toBeGreaterThan(source.startedAt ?? Infinity);
      expect(source.stoppedAt).toBeLessThan(2 + 3);
      expect(source.reaches(ctx.master())).toBe(true);
    }
    expect(ctx.master().reaches(ctx.destination)).toBe(true);
  });

  it('makes distinct sounds: no two ids build the same graph', () => {
    const shapes = SOUND_IDS.map((id) => {
      const { ctx, sounds } = setup();
      sounds.play(id);
      return ctx.signature();
    });
    expect(new Set(shapes).size).toBe(SOUND_IDS.length);
  });

  it('keeps every effect short except the two call-outs', () => {
    for (const id of SOUND_IDS) {
      const { ctx, sounds } = setup();
      sounds.play(id);
      const longest = Math.max(...ctx.sources().map((s) => s.stoppedAt ?? 0));
      expect(longest).toBeLessThan(id === 'start' || id === 'stop' ? 2 : 0.7);
    }
  });
});

describe('volume and mute', () => {
  it('sets the master gain to the square of the volume', () => {
    const { ctx, sounds } = setup('running', 0.5);
    sounds.play('tick');
    expect(ctx.master().gain.value).toBeCloseTo(0.25);
    sounds.setVolume(1);
    expect(ctx.master().gain.value).toBe(1);
  });

  it('clamps the volume to 0..1 and ignores a non-number', () => {
    const { sounds } = setup();
    sounds.setVolume(3);
    expect(sounds.volume).toBe(1);
    sounds.setVolume(-1);
    expect(sounds.volume).toBe(0);
    sounds.setVolume(Number.NaN);
    expect(sounds.volume).toBe(0);
  });

  it('applies a volume chosen before the context existed', () => {
    const { ctx, sounds } = setup();
    sounds.applySettings({ volume: 0.6, muted: false });
    sounds.play('move');
    expect(ctx.master().gain.value).toBeCloseTo(0.36);
  });

  it('mute silences the master and schedules nothing; unmute restores', () => {
    const { ctx, sounds } = setup();
    sounds.play('move');
    const before = ctx.nodes.length;
    sounds.setMuted(true);
    expect(ctx.master().gain.value).toBe(0);
    expect(sounds.play('play')).toBe(false);
    expect(ctx.nodes.length).toBe(before);
    sounds.setMuted(false);
    expect(ctx.master().gain.value).toBe(1);
    expect(sounds.play('play')).toBe(true);
  });

  it('volume 0 schedules nothing either', () => {
    const { ctx, sounds } = setup('running', 0);
    expect(sounds.play('pile')).toBe(false);
    expect(ctx.sources()).toEqual([]);
    expect(masterGainFor(0.5, true)).toBe(0);
  });
});

describe('voice caps', () => {
  it('lets at most 6 card plays overlap and skips the rest of a burst of 12', () => {
    const { sounds } = setup();
    const played = Array.from({ length: 12 }, () => sounds.play('play'));
    expect(played.filter(Boolean).length).toBe(RECIPES.play.voices);
    expect(RECIPES.play.voices).toBe(6);
    expect(sounds.activeVoices('play')).toBe(6);
  });

  it('frees voices once their sounds have ended', () => {
    const { ctx, sounds } = setup();
    for (let i = 0; i < 6; i++) sounds.play('play');
    expect(sounds.play('play')).toBe(false);
    ctx.currentTime += 1;
    expect(sounds.activeVoices()).toBe(0);
    expect(sounds.play('play')).toBe(true);
  });

  it('caps different sounds separately and all sounds together', () => {
    const ctx = new FakeAudioContext();
    const sounds = new Sounds({ createContext: () => ctx, maxVoices: 8 });
    for (let i = 0; i < 6; i++) sounds.play('play');
    expect(sounds.play('reject')).toBe(true);
    expect(sounds.play('flip')).toBe(true);
    expect(sounds.play('tick')).toBe(false);
    expect(sounds.activeVoices()).toBe(8);
    expect(MAX_VOICES).toBeGreaterThanOrEqual(RECIPES.play.voices);
  });
});

describe('without working audio', () => {
  it('stays silent and never throws when there is no AudioContext', () => {
    const sounds = new Sounds();
    expect(() => sounds.unlock()).not.toThrow();
    expect(sounds.play('play')).toBe(false);
    expect(sounds.ready).toBe(false);
  });

  it('survives a context constructor that throws, and retries only on a user gesture', () => {
    let attempts = 0;
    const sounds = new Sounds({
      createContext: () => {
        attempts++;
        throw new Error('too many contexts');
      },
    });
    expect(sounds.play('play')).toBe(false);
    expect(sounds.play('flip')).toBe(false);
    expect(attempts).toBe(1);
    sounds.unlock();
    expect(attempts).toBe(2);
  });

  it('survives a context whose nodes throw', () => {
    const ctx = new FakeAudioContext();
    ctx.createOscillator = () => {
      throw new Error('closed');
    };
    const sounds = new Sounds({ createContext: () => ctx });
    expect(sounds.play('tick')).toBe(false);
  });

  it('skips sounds while suspended, asks to resume without waiting, and plays once running', async () => {
    const { ctx, sounds } = setup('suspended');
    expect(sounds.play('play')).toBe(false);
    expect(ctx.resumeCalls).toBe(1);
    expect(ctx.sources()).toEqual([]);
    await Promise.resolve();
    expect(sounds.ready).toBe(true);
    expect(sounds.play('play')).toBe(true);
  });

  it('swallows a refused resume', async () => {
    const { ctx, sounds } = setup('suspended');
    ctx.resumeFails = true;
    expect(() => sounds.unlock()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sounds.play('play')).toBe(false);
    expect(ctx.resumeCalls).toBe(2);
  });

  it('does not try to resume a closed context', () => {
    const { ctx, sounds } = setup('closed');
    sounds.unlock();
    expect(ctx.resumeCalls).toBe(0);
  });
});

describe('unlocking on the first gesture', () => {
  it('resumes on a key press and stops listening once audio runs', async () => {
    const { ctx, sounds } = setup('suspended');
    const target = new EventTarget();
    const detach = sounds.attachUnlock(target);
    target.dispatchEvent(new Event('keydown'));
    expect(ctx.resumeCalls).toBe(1);
    await Promise.resolve();
    target.dispatchEvent(new Event('pointerdown'));
    expect(ctx.resumeCalls).toBe(1);
    target.dispatchEvent(new Event('pointerdown'));
    expect(ctx.resumeCalls).toBe(1);
    detach();
  });
});
