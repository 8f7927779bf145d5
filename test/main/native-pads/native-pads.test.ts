/** Native pads through their event seam, the SDL mapping and polling with fake controllers, and the missing-module fallback. */
import { join } from 'node:path';
import { describe, expect, inject, it, vi } from 'vitest';
import { ManualClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { NativePads, type PadChannel } from '@main/native-pads/NativePads';
import { SlotTable, STANDARD_SOURCES, toRawPad } from '@main/native-pads/pad-mapping';
import { loadSdl, runPads, type SdlControllers, type SdlDevice, type SdlInstance } from '@main/native-pads/pad-worker';
import { childPadChannel, decodeWorkerMessage, type WorkerMessage } from '@main/native-pads/worker-protocol';
import type { HostMessage, NativePadStatus, RawPadState } from '@shared/protocol';
import { decodeHostMessage } from '@shared/protocol-schema';
import '../../e2e/global-build';
import { HANG_MS } from '../../support/hang';
import { containing } from '../../support/matchers';

/** A channel the test drives by hand: the seam in place of a utilityProcess. */
class FakeChannel implements PadChannel {
  private message: (raw: unknown) => void = () => undefined;
  private exit: (code: number) => void = () => undefined;
  killed = false;
  onMessage(listener: (raw: unknown) => void): void {
    this.message = listener;
  }
  onExit(listener: (code: number) => void): void {
    this.exit = listener;
  }
  kill(): void {
    this.killed = true;
  }
  post(raw: unknown): void {
    this.message(raw);
  }
  die(code: number): void {
    this.exit(code);
  }
}

function rig(): { session: Session; inbox: HostMessage[]; logs: string[] } {
  const logs: string[] = [];
  const session = new Session({ autoAdvance: true, clock: new ManualClock(), seed: () => 1, log: (l) => logs.push(l) });
  const inbox: HostMessage[] = [];
  const view = session.connect({ send: (m) => void inbox.push(JSON.parse(JSON.stringify(m)) as HostMessage), close: () => undefined });
  view.receive({ t: 'hello', protocol: 1 });
  return { session, inbox, logs };
}

function pad(index: number, button0 = false): RawPadState {
  return toRawPad(index, `native:Pad ${index}`, { buttons: { a: button0 }, axes: {} }, 10);
}

async function statusFrom(
  worker: string,
  execArgv: readonly string[],
): Promise<{ status: NativePadStatus | null | undefined; logs: string[] }> {
  const logs: string[] = [];
  const session = new Session({ autoAdvance: true, clock: new ManualClock(), seed: () => 1, log: () => undefined });
  const pads = new NativePads(session, (l) => logs.push(l));
  pads.start(() => childPadChannel(worker, execArgv), HANG_MS);
  const stop = Date.now() + HANG_MS;
  while (session.snapshot().nativePads == null && Date.now() < stop) await new Promise((r) => setTimeout(r, 20));
  pads.stop();
  return { status: session.snapshot().nativePads, logs };
}

describe('native pads through the event seam', () => {
  it('ready → the lobby says native pads work; pad states reach every view as a validated raw-pad message', () => {
    const { session, inbox } = rig();
    const channel = new FakeChannel();
    const pads = new NativePads(session, () => undefined);
    pads.start(() => channel);
    channel.post({ t: 'ready', backend: 'SDL 2.30.0' });
    expect(session.snapshot().nativePads).toEqual({ available: true, pads: 0 });
    channel.post({ t: 'pads', pads: [pad(0, true), pad(1)] });
    const sent = inbox.filter((m): m is Extract<HostMessage, { t: 'native-pads' }> => m.t === 'native-pads');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.pads[0]?.buttons[0]).toEqual({ pressed: true, value: 1 });
    expect(decodeHostMessage(JSON.stringify(sent[0])).ok).toBe(true);
    expect(session.snapshot().nativePads).toEqual({ available: true, pads: 2 });
    pads.stop();
    expect(channel.killed).toBe(true);
  });

  it('ignores invalid worker messages, and gives up on a worker that sends only garbage', () => {
    const { session, inbox } = rig();
    const channel = new FakeChannel();
    const pads = new NativePads(session, () => undefined);
    pads.start(() => channel);
    channel.post({ t: 'ready', backend: 'SDL' });
    for (const bad of [null, 'x', { t: 'pads' }, { t: 'pads', pads: [{ ...pad(0), axes: [5] }] }, { t: 'pads', pads: [], extra: 1 }])
      channel.post(bad);
    expect(inbox.some((m) => m.t === 'native-pads')).toBe(false);
    expect(session.snapshot().nativePads).toEqual({ available: true, pads: 0 });
    for (let i = 0; i < 30; i++) channel.post({ t: 'nonsense' });
    expect(session.snapshot().nativePads).toEqual({ available: false, reason: 'the pad worker sent invalid messages' });
    expect(channel.killed).toBe(true);
  });

  it('a worker that dies mid-game leaves the pads disconnected and says why, without throwing', () => {
    const { session, inbox } = rig();
    const channel = new FakeChannel();
    const pads = new NativePads(session, () => undefined);
    pads.start(() => channel);
    channel.post({ t: 'ready', backend: 'SDL' });
    channel.post({ t: 'pads', pads: [pad(0)] });
    channel.die(139);
    expect(session.snapshot().nativePads).toEqual({ available: false, reason: 'the pad worker stopped (exit code 139)' });
    const last = inbox.filter((m) => m.t === 'native-pads').at(-1);
    expect(last).toEqual({ t: 'native-pads', pads: [] });
  });

  it('a worker that cannot start, or never answers, makes native pads unavailable', () => {
    vi.useFakeTimers();
    try {
      const a = rig();
      new NativePads(a.session, () => undefined).start(() => {
        throw new Error('utilityProcess is not available');
      });
      expect(a.session.snapshot().nativePads).toEqual({
        available: false,
        reason: 'the pad worker could not start: utilityProcess is not available',
      });
      const b = rig();
      new NativePads(b.session, () => undefined).start(() => new FakeChannel(), 1000);
      vi.advanceTimersByTime(1000);
      expect(b.session.snapshot().nativePads).toEqual({ available: false, reason: 'the pad worker did not answer' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('SDL controllers in the standard mapping', () => {
  it('maps SDL buttons by position and triggers to buttons 6-7, sticks to axes 0-3, clamped', () => {
    const raw = toRawPad(
      3,
      'native:x',
      {
        buttons: { a: true, start: true, dpadLeft: true, guide: true },
        axes: { leftTrigger: 0.6, rightTrigger: 0.05, leftStickX: -2, leftStickY: 0.5 },
      },
      42,
    );
    expect(raw.buttons).toHaveLength(17);
    expect(STANDARD_SOURCES).toHaveLength(17);
    const down = raw.buttons.flatMap((b, i) => (b.pressed ? [i] : []));
    expect(down).toEqual([0, 6, 9, 14, 16]);
    expect(raw.buttons[7]).toEqual({ pressed: false, value: 0.05 });
    expect(raw.axes).toEqual([-1, 0.5, 0, 0]);
    expect(raw).toMatchObject({ index: 3, mapping: 'standard', connected: true, timestamp: 42 });
  });

  it('keeps a returning pad in its old slot when it is free', () => {
    const slots = new SlotTable();
    expect([slots.take('p1'), slots.take('p2'), slots.take('p3')]).toEqual([0, 1, 2]);
    slots.free(1);
    expect(slots.take('p4')).toBe(1);
    slots.free(0);
    expect(slots.take('p2')).toBe(0);
    expect(slots.take('p1')).toBe(3);
  });

  it('polls fake SDL controllers and posts every pad after a change, nothing while idle', () => {
    vi.useFakeTimers();
    try {
      const devices: SdlDevice[] = [{ id: 7, name: 'Pad A', guid: 'aa' }];
      const states = new Map<number, { buttons: Record<string, boolean>; axes: Record<string, number>; closed: boolean }>();
      const controllers: SdlControllers = {
        get devices() {
          return devices;
        },
        openDevice(device: SdlDevice): SdlInstance {
          const state = { buttons: {}, axes: {}, closed: false };
          states.set(device.id, state);
          return {
            ...state,
            get buttons() {
              return state.buttons;
            },
            get axes() {
              return state.axes;
            },
            get closed() {
              return state.closed;
            },
            close: () => void (state.closed = true),
          };
        },
      };
      const posted: WorkerMessage[] = [];
      const stop = runPads({ post: (m) => void posted.push(m) }, controllers, { pollMs: 10, scanMs: 50, now: () => 1 });
      expect(posted).toHaveLength(1);
      vi.advanceTimersByTime(100);
      expect(posted).toHaveLength(1);
      (states.get(7) as { buttons: Record<string, boolean> }).buttons = { b: true };
      vi.advanceTimersByTime(10);
      expect(posted.at(-1)).toMatchObject({ t: 'pads', pads: [{ index: 0, id: 'native:Pad A (aa)' }] });
      const last = posted.at(-1);
      expect(last?.t === 'pads' && last.pads[0]?.buttons[1]?.pressed).toBe(true);
      devices.push({ id: 8, name: 'Pad B', guid: 'bb' });
      vi.advanceTimersByTime(60);
      const two = posted.at(-1);
      expect(two?.t === 'pads' && two.pads.map((p) => p.index)).toEqual([0, 1]);
      devices.splice(0, 1);
      vi.advanceTimersByTime(60);
      const one = posted.at(-1);
      expect(one?.t === 'pads' && one.pads.map((p) => p.id)).toEqual(['native:Pad B (bb)']);
      expect(posted.every((m) => decodeWorkerMessage(m) !== null)).toBe(true);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the missing-module fallback', () => {
  it('reports @kmamal/sdl unavailable without throwing when it is not installed (as here) or broken', async () => {
    const missing = await loadSdl();
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.reason).toMatch(/not installed|could not load/);
    const notFound = await loadSdl(() => Promise.reject(Object.assign(new Error('Cannot find package'), { code: 'ERR_MODULE_NOT_FOUND' })));
    expect(notFound).toEqual({ ok: false, reason: containing('not installed') });
    const broken = await loadSdl(() => Promise.reject(new Error('libSDL2-2.0.so.0: cannot open shared object file\nstack…')));
    expect(broken).toEqual({ ok: false, reason: '@kmamal/sdl could not load: libSDL2-2.0.so.0: cannot open shared object file' });
    expect(await loadSdl(() => Promise.resolve({ video: {} }))).toEqual({
      ok: false,
      reason: '@kmamal/sdl loaded but offers no controller API',
    });
    const fake = {
      controller: { devices: [], openDevice: () => undefined },
      info: { version: { runtime: { major: 2, minor: 30, patch: 1 } } },
    };
    expect(await loadSdl(() => Promise.resolve({ default: fake }))).toMatchObject({ ok: true, backend: 'SDL 2.30.1' });
  });
});

describe('the native pad worker in its own process, here where @kmamal/sdl cannot install', () => {
  it('run from source, reports the missing SDL module as the reason pads are unavailable', async () => {
    const { status, logs } = await statusFrom(join('src', 'main', 'native-pads', 'worker.ts'), ['--import', 'tsx']);
    expect(status).toEqual({ available: false, reason: containing('@kmamal/sdl module is not installed') });
    expect(logs.some((l) => l.includes('the Gamepad API and phones still work'))).toBe(true);
  });

  it('as built into out/main, does the same in plain Node', async () => {
    const buildError = inject('buildError');
    if (buildError) throw new Error(buildError);
    const { status } = await statusFrom(join('out', 'main', 'native-pad-worker.js'), []);
    expect(status).toEqual({ available: false, reason: containing('not installed') });
  });
});
