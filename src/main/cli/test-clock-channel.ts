/**
 * Test-only control of the game clock for `serve --test-clock`: JSON lines on the serve process's stdin,
 * JSON replies on its stdout after the URL line. Nothing of it is reachable over the network: only the
 * process that started `serve` (the end-to-end harness) holds its stdin.
 *
 * Commands (each with a numeric `id`, echoed in the reply):
 *   {"op":"hold"}                    stop game time
 *   {"op":"run","scale":10}          let it run again, optionally at a new multiple of real time
 *   {"op":"advance","ms":500}        while held: step game time, stopping early at a hold-on stage
 *   {"op":"hold-on","stages":["standings"]}  hold by itself whenever the session enters one of these stages
 *   {"op":"state"}                   just report
 * Replies: {"t":"test-clock","id":1,"ok":true,"now":…,"held":…,"scale":…,"stage":"…","rev":…} or
 * {"t":"test-clock","id":1,"ok":false,"error":"…"}; when a hold-on stage holds the clock:
 * {"t":"test-clock","event":"held","stage":"…"}.
 */
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { stageSchema, type Stage } from '@shared/stage';
import type { Session } from '../session/Session';
import { MAX_TEST_CLOCK_SCALE, type TestClock } from '../session/test-clock';

const id = z.number().int().nonnegative();

/** One command line from the test. */
export const TestClockCommandSchema = z.discriminatedUnion('op', [
  z.strictObject({ id, op: z.literal('hold') }),
  z.strictObject({ id, op: z.literal('run'), scale: z.number().positive().max(MAX_TEST_CLOCK_SCALE).optional() }),
  z.strictObject({ id, op: z.literal('advance'), ms: z.number().nonnegative().max(3_600_000) }),
  z.strictObject({ id, op: z.literal('hold-on'), stages: z.array(stageSchema).max(stageSchema.options.length) }),
  z.strictObject({ id, op: z.literal('state') }),
]);
export type TestClockCommand = z.infer<typeof TestClockCommandSchema>;

/** What the channel writes back, one JSON object per line (the test side parses it with this schema). */
export const TestClockReplySchema = z.union([
  z.strictObject({
    t: z.literal('test-clock'),
    id,
    ok: z.literal(true),
    now: z.number(),
    held: z.boolean(),
    scale: z.number(),
    stage: stageSchema,
    /** The session's snapshot revision after the command: a view showing it has seen what the command did. */
    rev: z.number().int(),
  }),
  z.strictObject({ t: z.literal('test-clock'), id: id.nullable(), ok: z.literal(false), error: z.string() }),
  z.strictObject({ t: z.literal('test-clock'), event: z.literal('held'), stage: stageSchema }),
]);
export type TestClockReply = z.infer<typeof TestClockReplySchema>;

/** Applies commands to a clock for one session; `write` receives each reply. */
export class TestClockChannel {
  private holdOn = new Set<Stage>();
  private stage: Stage;
  /** The clock rate the views were last told (a snapshot's `clockRate`). */
  private toldRate: number;

  constructor(
    private readonly clock: TestClock,
    private readonly session: Session,
    private readonly write: (reply: TestClockReply) => void,
  ) {
    this.stage = session.snapshot().stage;
    this.toldRate = clock.rate();
    session.observe((snap) => {
      const entered = snap.stage !== this.stage;
      this.stage = snap.stage;
      // Holding inside the stage change stops an advance() at once and keeps real-time timers from firing.
      if (entered && this.holdOn.has(snap.stage)) {
        this.clock.hold();
        this.write({ t: 'test-clock', event: 'held', stage: snap.stage });
        this.tellRate(false);
      }
    });
  }

  /** Parses and applies one line; a bad line gets an error reply and changes nothing. */
  line(text: string): void {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return this.write({ t: 'test-clock', id: null, ok: false, error: 'not JSON' });
    }
    const parsed = TestClockCommandSchema.safeParse(json);
    if (!parsed.success) {
      const rawId = id.safeParse((json as { id?: unknown } | null)?.id);
      return this.write({
        t: 'test-clock',
        id: rawId.success ? rawId.data : null,
        ok: false,
        error: parsed.error.issues.map((i) => `${i.path.join('.') || 'command'}: ${i.message}`).join('; '),
      });
    }
    this.apply(parsed.data);
  }

  private apply(cmd: TestClockCommand): void {
    try {
      switch (cmd.op) {
        case 'hold':
          this.clock.hold();
          break;
        case 'run':
          this.clock.run(cmd.scale);
          break;
        case 'advance':
          this.clock.advance(cmd.ms);
          break;
        case 'hold-on':
          this.holdOn = new Set(cmd.stages);
          break;
        case 'state':
          break;
      }
    } catch (e) {
      return this.write({ t: 'test-clock', id: cmd.id, ok: false, error: e instanceof Error ? e.message : String(e) });
    }
    this.tellRate(true);
    const snap = this.session.snapshot();
    this.write({ t: 'test-clock', id: cmd.id, ok: true, ...this.clock.state(), stage: snap.stage, rev: snap.rev });
  }

  /**
   * After the clock held or ran at a new scale, the views get a snapshot with the new rate (so a held clock shows a
   * still timer): at once after a command (its reply's rev then includes it), or, for a hold inside a snapshot's
   * broadcast (a hold-on stage), once that broadcast is done, never nested in it.
   */
  private tellRate(now: boolean): void {
    if (!now) {
      queueMicrotask(() => this.tellRate(true));
      return;
    }
    if (this.clock.rate() === this.toldRate) return;
    this.toldRate = this.clock.rate();
    this.session.clockChanged();
  }
}

/** Reads commands from `input` (serve's stdin) and writes replies as JSON lines to `output`. */
export function attachTestClockChannel(
  clock: TestClock,
  session: Session,
  input: NodeJS.ReadableStream,
  output: (line: string) => void,
): TestClockChannel {
  const channel = new TestClockChannel(clock, session, (reply) => output(`${JSON.stringify(reply)}\n`));
  createInterface({ input }).on('line', (text) => channel.line(text));
  return channel;
}
