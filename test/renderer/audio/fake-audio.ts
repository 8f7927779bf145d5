/** A tiny stand-in for AudioContext: records every node, connection and scheduled change. */
import type {
  AudioContextLike,
  BufferLike,
  BufferSourceLike,
  FilterLike,
  GainLike,
  NodeLike,
  OscillatorLike,
  ParamLike,
  ShaperLike,
} from '@renderer/audio/synth';

/** One scheduled change of a parameter. */
export interface ParamEvent {
  readonly kind: 'set' | 'linear' | 'exponential';
  readonly value: number;
  readonly time: number;
}

/** Records its automation; throws like the real one on an exponential ramp to zero or below. */
export class FakeParam implements ParamLike {
  readonly events: ParamEvent[] = [];
  constructor(public value: number) {}
  setValueAtTime(value: number, time: number): this {
    this.events.push({ kind: 'set', value, time });
    return this;
  }
  linearRampToValueAtTime(value: number, time: number): this {
    this.events.push({ kind: 'linear', value, time });
    return this;
  }
  exponentialRampToValueAtTime(value: number, time: number): this {
    if (!(value > 0)) throw new RangeError('exponential ramp needs a positive target');
    this.events.push({ kind: 'exponential', value, time });
    return this;
  }
}

/** A node that remembers where it is connected. */
export class FakeNode implements NodeLike {
  readonly outputs: FakeNode[] = [];
  constructor(readonly kind: string) {}
  connect(destination: NodeLike): NodeLike {
    if (!(destination instanceof FakeNode)) throw new TypeError('foreign node');
    this.outputs.push(destination);
    return destination;
  }
  disconnect(): void {
    this.outputs.length = 0;
  }
  /** True when some chain of connections reaches `target`. */
  reaches(target: FakeNode): boolean {
    return this === target || this.outputs.some((n) => n.reaches(target));
  }
}

/** A source node that records start and stop times. */
export class FakeSource extends FakeNode {
  startedAt: number | null = null;
  stoppedAt: number | null = null;
  start(when = 0): void {
    this.startedAt = when;
  }
  stop(when = 0): void {
    this.stoppedAt = when;
  }
}

class FakeOscillator extends FakeSource implements OscillatorLike {
  type: OscillatorType = 'sine';
  readonly frequency = new FakeParam(440);
}

class FakeGain extends FakeNode implements GainLike {
  readonly gain = new FakeParam(1);
}

class FakeFilter extends FakeNode implements FilterLike {
  type: BiquadFilterType = 'lowpass';
  readonly frequency = new FakeParam(350);
  readonly Q = new FakeParam(1);
}

class FakeShaper extends FakeNode implements ShaperLike {
  curve: Float32Array | null = null;
}

class FakeBufferSource extends FakeSource implements BufferSourceLike {
  buffer: BufferLike | null = null;
  loop = false;
  offset = 0;
  override start(when = 0, offset = 0): void {
    super.start(when);
    this.offset = offset;
  }
}

/** The fake context; `state`, `currentTime` and `resumeFails` are set by the tests. */
export class FakeAudioContext implements AudioContextLike {
  currentTime = 0;
  readonly sampleRate = 8000;
  state = 'running';
  resumeFails = false;
  resumeCalls = 0;
  readonly destination = new FakeNode('destination');
  readonly nodes: FakeNode[] = [];

  resume(): Promise<void> {
    this.resumeCalls++;
    if (this.resumeFails) return Promise.reject(new Error('not allowed to start'));
    this.state = 'running';
    return Promise.resolve();
  }
  private track<T extends FakeNode>(node: T): T {
    this.nodes.push(node);
    return node;
  }
  createOscillator(): FakeOscillator {
    return this.track(new FakeOscillator('oscillator'));
  }
  createGain(): FakeGain {
    return this.track(new FakeGain('gain'));
  }
  createBiquadFilter(): FakeFilter {
    return this.track(new FakeFilter('filter'));
  }
  createWaveShaper(): FakeShaper {
    return this.track(new FakeShaper('shaper'));
  }
  createBuffer(channels: number, length: number): BufferLike {
    const data = Array.from({ length: channels }, () => new Float32Array(length));
    return { getChannelData: (channel) => data[channel] ?? new Float32Array(0) };
  }
  createBufferSource(): FakeBufferSource {
    return this.track(new FakeBufferSource('buffer-source'));
  }

  /** Every source node (oscillators and buffer sources) made so far. */
  sources(): FakeSource[] {
    return this.nodes.filter((n): n is FakeSource => n instanceof FakeSource);
  }
  /** Every node's kind, pitch automation and timing, to tell two sounds apart. */
  signature(): string {
    return this.nodes
      .map((n) => {
        const pitch = n instanceof FakeOscillator || n instanceof FakeFilter ? n.frequency.events.map((e) => e.value).join('/') : '';
        const timing = n instanceof FakeSource ? `${n.startedAt}-${n.stoppedAt}` : '';
        return `${n.kind}(${pitch})${timing}`;
      })
      .join(' ');
  }
  /** The first gain node: the master volume. */
  master(): FakeGain {
    const gain = this.nodes.find((n): n is FakeGain => n instanceof FakeGain);
    if (!gain) throw new Error('no master gain yet');
    return gain;
  }
}
