/** The test's end of `serve --test-clock`: commands on the serve process's stdin, replies read from its stdout. */
import type { Interface } from 'node:readline';
import type { Writable } from 'node:stream';
import { TestClockReplySchema, type TestClockCommand, type TestClockReply } from '@main/cli/test-clock-channel';
import type { Stage } from '@shared/protocol';

type Ok = Extract<TestClockReply, { ok: true }>;
/** A command as the test writes it (the id is added here). */
type Command = TestClockCommand extends infer C ? (C extends { id: number } ? Omit<C, 'id'> : never) : never;

/** Steers the host's game clock; every call resolves once the host has applied it. */
export class HostClock {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (r: Ok) => void; reject: (e: Error) => void }>();
  /** Stages the clock held on by itself (hold-on), oldest first. */
  readonly heldOn: Stage[] = [];

  constructor(
    private readonly stdin: Writable | null,
    lines: Interface,
  ) {
    lines.on('line', (text) => this.read(text));
  }

  /** Stops game time. */
  hold(): Promise<Ok> {
    return this.send({ op: 'hold' });
  }

  /** Lets game time run (again), at `scale` times real time when given. */
  run(scale?: number): Promise<Ok> {
    return this.send(scale === undefined ? { op: 'run' } : { op: 'run', scale });
  }

  /** While held: steps game time by `ms` (stopping early at a hold-on stage). */
  advance(ms: number): Promise<Ok> {
    return this.send({ op: 'advance', ms });
  }

  /** From now on the clock holds by itself whenever the session enters one of `stages`. */
  holdOn(stages: readonly Stage[]): Promise<Ok> {
    return this.send({ op: 'hold-on', stages: [...stages] });
  }

  state(): Promise<Ok> {
    return this.send({ op: 'state' });
  }

  private send(cmd: Command): Promise<Ok> {
    const stdin = this.stdin;
    if (!stdin) return Promise.reject(new Error('this host runs on the real clock (started without --test-clock)'));
    const id = this.nextId++;
    return new Promise<Ok>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      stdin.write(`${JSON.stringify({ ...cmd, id })}\n`);
    });
  }

  private read(text: string): void {
    if (!text.startsWith('{"t":"test-clock"')) return;
    const reply = TestClockReplySchema.parse(JSON.parse(text));
    if ('event' in reply) {
      this.heldOn.push(reply.stage);
      return;
    }
    const waiter = reply.id === null ? undefined : this.waiting.get(reply.id);
    if (!waiter || reply.id === null) throw new Error(`test clock: unexpected reply ${text}`);
    this.waiting.delete(reply.id);
    if (reply.ok) waiter.resolve(reply);
    else waiter.reject(new Error(`test clock refused: ${reply.error}`));
  }
}
