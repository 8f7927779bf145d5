/**
 * The page side of the stepped renderer bench (renderer-stepped.ts): the script installed before the app's own that
 * takes over requestAnimationFrame and performance.now and times message handlers, frame callbacks and WebGL calls.
 */
import { timedOnMessage } from './renderer-frames';

/** BENCH_GL_TIMES=1: time every WebGL call inside the measured frames (adds its own cost to them). */
export const GL_TIMES = process.env.BENCH_GL_TIMES === '1';

/** One measured frame as the page script saw it (ms of real time). */
export interface SteppedFrame {
  /** Message handlers since the previous frame. */
  readonly messages: number;
  /** All frame callbacks (the app's loop: snapshot applied, updates, tweens, render call). */
  readonly frame: number;
  /** Of `frame`, the app's render call (Pixi), when the app reports it (else NaN). */
  readonly render: number;
  /** Snapshot messages since the previous frame. */
  readonly snapshots: number;
  /** Synchronous WebGL calls during the frame (each one waits for the GPU). */
  readonly syncGl: number;
  /** Did the app draw in this frame? */
  readonly drew: boolean;
  /**
   * Main-thread CPU time (ms) from the end of the previous frame to the end of this one (Chromium's ThreadTime:
   * messages, frame, any other task), less the cost of the measuring itself (a dry step's median): unlike the wall
   * times above, it does not count time the thread spent waiting for a core on a loaded machine.
   */
  readonly cpu: number;
  /** WebGL draw calls (drawElements + drawArrays) and useProgram calls during the frame. */
  readonly draws: number;
  readonly programs: number;
}

/**
 * Plain JS text for addInitScript (a function from this file would carry transpiler helpers the page lacks). Until
 * `manual()` it only times message handlers; from then on requestAnimationFrame callbacks wait for `step(dt)`.
 */
export const INSTALL = `(() => {
  const realNow = performance.now.bind(performance);
  const realRaf = window.requestAnimationFrame.bind(window);
  const realCancel = window.cancelAnimationFrame.bind(window);
  const s = { manual: false, virtualNow: 0, queue: [], nextId: 1, msgMs: 0, snapshots: 0, syncGl: 0, draws: 0, programs: 0, gl: null, pixel: new Uint8Array(4) };
  window.steppedBench = s;
  // While stepped, the page's clock stands at the frame's virtual time plus the real time since the step began (so
  // the app can still time its own parts), and at the virtual time between steps.
  s.stepStart = -1;
  performance.now = () => (s.manual ? s.virtualNow + (s.stepStart < 0 ? 0 : realNow() - s.stepStart) : realNow());
  window.requestAnimationFrame = (cb) => {
    if (s.manual) { const id = s.nextId++; s.queue.push({ id, cb }); return -id; }
    // A callback asked for before the switch runs at the next step once the page is stepped.
    return realRaf((t) => { if (s.manual) s.queue.push({ id: 0, cb }); else cb(t); });
  };
  window.cancelAnimationFrame = (id) => {
    if (id < 0) { s.queue = s.queue.filter((e) => e.id !== -id); return; }
    realCancel(id);
  };
  s.switchToManual = () => { s.virtualNow = realNow(); s.manual = true; s.msgMs = 0; s.snapshots = 0; };
  // Two real display frames: the compositor has shown the frame drawn, so its raster no longer competes with the next.
  s.settle = () => new Promise((resolve) => realRaf(() => realRaf(() => resolve(0))));
  s.dry = () => {
    if (s.gl) s.gl.readPixels(0, 0, 1, 1, s.gl.RGBA, s.gl.UNSIGNED_BYTE, s.pixel);
    return { messages: 0, frame: 0, render: 0, snapshots: 0, syncGl: 0, draws: 0, programs: 0, drew: false, ran: 0 };
  };
  s.step = (dt) => {
    s.virtualNow += dt;
    const run = s.queue;
    s.queue = [];
    const debug = window.ligrettoDebug;
    const before = debug && debug.frameSplit ? debug.frameSplit() : null;
    s.syncGl = 0;
    s.draws = 0;
    s.programs = 0;
    const t0 = realNow();
    s.stepStart = t0;
    for (const e of run) e.cb(s.virtualNow);
    const frame = realNow() - t0;
    s.stepStart = -1;
    const after = debug && debug.frameSplit ? debug.frameSplit() : null;
    const drew = after !== null && before !== null && after.renders > before.renders;
    const out = { messages: s.msgMs, frame, render: after && drew ? after.renderMs : (after ? 0 : NaN), snapshots: s.snapshots, syncGl: s.syncGl, draws: s.draws, programs: s.programs, drew, ran: run.length };
    s.msgMs = 0;
    s.snapshots = 0;
    // Wait for the GPU outside the measurement: the next frame starts with nothing queued.
    if (s.gl) s.gl.readPixels(0, 0, 1, 1, s.gl.RGBA, s.gl.UNSIGNED_BYTE, s.pixel);
    return out;
  };
  // Messages checked in a worker (the app's decoder) are handled when the worker answers: timed alike.
  if (typeof Worker !== 'undefined') ${timedOnMessage('Worker.prototype', 'realNow()')}
  ${timedOnMessage('WebSocket.prototype', 'realNow()', `if (typeof e.data === 'string' && e.data.startsWith('{"t":"snapshot"')) s.snapshots++;`)}
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
    const ctx = getContext.call(this, kind, ...rest);
    if ((kind === 'webgl2' || kind === 'webgl') && ctx) s.gl = ctx;
    return ctx;
  };
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype]) {
    for (const name of ['getError', 'readPixels', 'getParameter', 'finish', 'getShaderParameter', 'getProgramParameter', 'checkFramebufferStatus', 'getUniformLocation', 'getAttribLocation', 'getExtension', 'getSupportedExtensions', 'clientWaitSync', 'getBufferSubData']) {
      const f = proto[name];
      if (typeof f !== 'function') continue;
      proto[name] = function (...a) { if (s.manual) s.syncGl++; return f.apply(this, a); };
    }
    // BENCH_GL_TIMES=1: every WebGL call inside a frame timed (a call that blocks, or a thread pre-empted in it).
    if (${GL_TIMES}) {
      s.glTimes = {};
      for (const name of Object.getOwnPropertyNames(proto)) {
        const d = Object.getOwnPropertyDescriptor(proto, name);
        if (!d || typeof d.value !== 'function' || name === 'constructor') continue;
        const f = d.value;
        proto[name] = function (...a) {
          if (!s.manual || s.stepStart < 0) return f.apply(this, a);
          const t = realNow(); const r = f.apply(this, a); const dt = realNow() - t;
          const e = (s.glTimes[name] ??= { ms: 0, calls: 0, over1ms: 0 });
          e.ms += dt; e.calls++; if (dt >= 1) e.over1ms++;
          return r;
        };
      }
    }
    for (const [name, key] of [['drawElements', 'draws'], ['drawArrays', 'draws'], ['useProgram', 'programs']]) {
      const f = proto[name];
      proto[name] = function (...a) { s[key]++; return f.apply(this, a); };
    }
  }
})();`;

interface StepResult extends Omit<SteppedFrame, 'cpu'> {
  readonly ran: number;
}

declare global {
  interface Window {
    steppedBench?: {
      switchToManual(): void;
      step(dt: number): StepResult;
      dry(): StepResult;
      settle(): Promise<number>;
      /** With BENCH_GL_TIMES=1: per WebGL function, time and calls inside frames. */
      glTimes?: Record<string, { ms: number; calls: number; over1ms: number }>;
    };
  }
}
