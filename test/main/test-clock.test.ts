/** The test-only game clock of `serve --test-clock`: scale, hold, advance, hold-on stages, and its stdin channel. */
import { describe, expect, it } from 'vitest';
import { TestClockChannel, TestClockReplySchema, type TestClockReply } from '@main/cli/test-clock-channel';
import { parseServeArgs } from '@main/cli/serve';
import { ManualClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { TestClock } from '@main/session/test-clock';
import { PROTOCOL_VERSION, type HostOutMessage } from '@shared/protocol';
import { ligretto } from '../support/ligretto';

describe('TestClock', () => {
  it('runs at a multiple of the real clock and fires timers in game-time order', () => {
    const real = new ManualClock();
    const clock = new TestClock(real);
    const fired: string[] = [];
    clock.wakeAt(300, () => fired.push('b'));
    clock.wakeAt(100, () => fired.push('a'));
    clock.run(10);
    real.advance(9);
    expect(clock.now()).toBe(90);
    expect(fired).toEqual([]);
    real.advance(1);
    expect(fired).toEqual(['a']);
    real.advance(20);
    expect(fired).toEqual(['a', 'b']);
    expect(clock.now()).toBe(300);
  });

  it('holds still (no timer fires however long real time runs) and steps by hand while held', () => {
    const real = new ManualClock();
    const clock = new TestClock(real);
    const fired: number[] = [];
    for (const at of [50, 120, 400]) clock.wakeAt(at, () => fired.push(at));
    real.advance(40);
    clock.hold();
    real.advance(10_000);
    expect(clock.now()).toBe(40);
    expect(fired).toEqual([]);
    clock.advance(100);
    expect(fired).toEqual([50, 120]);
    expect(clock.now()).toBe(140);
    expect(() => clock.run(0)).toThrow(/scale/);
    clock.run(2);
    real.advance(100);
    expect(fired).toEqual([50, 120]);
    real.advance(30);
    expect(fired).toEqual([50, 120, 400]);
  });

  it('stops an advance at the timer whose work holds the clock, and a cancelled timer never fires', () => {
    const real = new ManualClock();
    const clock = new TestClock(real);
    const fired: number[] = [];
    clock.hold();
    clock.wakeAt(10, () => fired.push(10));
    clock.wakeAt(20, () => {
      fired.push(20);
      clock.hold();
    });
    clock.wakeAt(30, () => fired.push(30));
    const cancel = clock.wakeAt(25, () => fired.push(25));
    cancel();
    clock.advance(1000);
    expect(fired).toEqual([10, 20]);
    expect(clock.now()).toBe(20);
    clock.run();
    expect(() => clock.advance(5)).toThrow(/held/);
    expect(fired).toEqual([10, 20]);
    real.advance(10);
    expect(fired).toEqual([10, 20, 30]);
  });

  it('reads one time through a step of work: a host stalled inside it moves no game time, and a hold there holds at its start', () => {
    const real = new StallingClock();
    const clock = new TestClock(real);
    const seen: number[] = [];
    clock.run(100);
    clock.wakeAt(3000, () => {
      seen.push(clock.now());
      real.stall(370); // the machine's load stops the host for 370 ms: 37 s of game time at 100 times real time
      seen.push(clock.now());
      clock.hold();
    });
    real.advance(30);
    expect(seen).toEqual([3000, 3000]);
    expect(clock.now()).toBe(3000);
    // Outside a step the running clock reads real time as it goes.
    clock.run(100);
    real.stall(10);
    expect(clock.now()).toBe(4000);
    expect(clock.still(() => (real.stall(10), clock.now()))).toBe(4000);
    expect(clock.now()).toBe(5000);
  });
});

/** A real clock the test can also move without firing its timers: the host stalled by the machine's load. */
class StallingClock extends ManualClock {
  private stalled = 0;
  override now(): number {
    return super.now() + this.stalled;
  }
  stall(ms: number): void {
    this.stalled += ms;
  }
}

function rig(): { real: ManualClock; clock: TestClock; session: Session; channel: TestClockChannel; replies: TestClockReply[] } {
  const real = new ManualClock();
  const clock = new TestClock(real);
  let seed = 3;
  const session = new Session({ autoAdvance: true, clock, seed: () => seed++, log: () => undefined });
  const replies: TestClockReply[] = [];
  const channel = new TestClockChannel(clock, session, (r) => replies.push(TestClockReplySchema.parse(r)));
  return { real, clock, session, channel, replies };
}

describe('the test clock channel', () => {
  it('holds a demo match on the standings however long real time runs, until the test lets it go', () => {
    const { real, session, channel, replies } = rig();
    const tv: HostOutMessage[] = [];
    const view = session.connect({ send: (m) => void tv.push(m), close: () => undefined });
    view.receive({ t: 'hello', protocol: PROTOCOL_VERSION });
    channel.line(JSON.stringify({ id: 1, op: 'hold-on', stages: ['standings'] }));
    channel.line(JSON.stringify({ id: 2, op: 'run', scale: 50 }));
    view.receive({ t: 'demo', bots: 4 });
    for (let i = 0; i < 20_000 && session.snapshot().stage !== 'standings'; i++) real.advance(50);
    expect(session.snapshot().stage).toBe('standings');
    expect(replies.at(-1)).toEqual({ t: 'test-clock', event: 'held', stage: 'standings' });
    const round = ligretto(session.snapshot()).state?.match.round ?? 0;
    const rev = session.snapshot().rev;
    real.advance(10 * 60_000);
    expect(session.snapshot().rev).toBe(rev);
    // Stepping by hand plays on (the next round's bots and stages) and stops at the next standings.
    channel.line(JSON.stringify({ id: 3, op: 'advance', ms: 10 * 60_000 }));
    expect(ligretto(session.snapshot()).state?.match.round).toBe(round + 1);
    expect(session.snapshot().stage).toBe('standings');
    expect(replies.at(-1)).toMatchObject({ id: 3, ok: true, held: true, scale: 50, stage: 'standings' });
    expect(replies.filter((r) => 'event' in r)).toHaveLength(2);
  });

  it('holds on a stage at the time its snapshot showed, however long the host stalls after a timer or a message', () => {
    const real = new StallingClock();
    const clock = new TestClock(real);
    let seed = 3;
    const session = new Session({ autoAdvance: true, clock, seed: () => seed++, log: () => undefined });
    // The host stalls after making each snapshot, before the channel's hold-on sees it.
    const shown: { stage: string; now: number }[] = [];
    session.observe((snap) => {
      shown.push({ stage: snap.stage, now: snap.now });
      real.stall(370);
    });
    const channel = new TestClockChannel(clock, session, () => undefined);
    const view = session.connect({ send: () => undefined, close: () => undefined });
    view.receive({ t: 'hello', protocol: PROTOCOL_VERSION });
    channel.line(JSON.stringify({ id: 1, op: 'hold-on', stages: ['countdown', 'playing'] }));
    channel.line(JSON.stringify({ id: 2, op: 'run', scale: 100 }));
    // A message starts the match (countdown); a timer ends the countdown (play).
    view.receive({ t: 'demo', bots: 2 });
    const countdown = shown.find((s) => s.stage === 'countdown');
    expect(session.snapshot()).toMatchObject({ stage: 'countdown', now: countdown?.now, clockRate: 0 });
    channel.line(JSON.stringify({ id: 3, op: 'run', scale: 100 }));
    for (let i = 0; i < 1000 && session.snapshot().stage !== 'playing'; i++) real.advance(5);
    const playing = shown.find((s) => s.stage === 'playing');
    expect(session.snapshot()).toMatchObject({ stage: 'playing', now: playing?.now, clockRate: 0 });
  });

  it("tells the views the clock's rate: a snapshot as it holds or runs at a new scale (and after a hold-on stage's), 0 while paused", async () => {
    const { real, session, channel, replies } = rig();
    const tv: HostOutMessage[] = [];
    const view = session.connect({ send: (m) => void tv.push(m), close: () => undefined });
    view.receive({ t: 'hello', protocol: PROTOCOL_VERSION });
    const rates = (): (number | undefined)[] => tv.flatMap((m) => (m.t === 'snapshot' ? [m.snapshot.clockRate] : []));
    expect(rates()).toEqual([1]);
    channel.line(JSON.stringify({ id: 1, op: 'run', scale: 50 }));
    channel.line(JSON.stringify({ id: 2, op: 'run', scale: 50 }));
    channel.line(JSON.stringify({ id: 3, op: 'hold' }));
    expect(rates()).toEqual([1, 50, 0]);
    // The reply's rev already counts the snapshot that told the views.
    expect(replies.at(-1)).toMatchObject({ id: 3, held: true, rev: session.snapshot().rev });
    channel.line(JSON.stringify({ id: 4, op: 'hold-on', stages: ['countdown'] }));
    channel.line(JSON.stringify({ id: 5, op: 'run', scale: 10 }));
    view.receive({ t: 'demo', bots: 2 });
    for (let i = 0; i < 1000 && session.snapshot().stage !== 'countdown'; i++) real.advance(50);
    expect(session.snapshot().stage).toBe('countdown');
    // Held inside the countdown's own snapshot: the rate follows once that snapshot has gone out, never nested in it.
    expect(rates().at(-1)).toBe(10);
    await Promise.resolve();
    expect(rates().at(-1)).toBe(0);
    expect(session.snapshot().clockRate).toBe(0);
    channel.line(JSON.stringify({ id: 6, op: 'run', scale: 10 }));
    expect(session.snapshot().clockRate).toBe(10);
    view.receive({ t: 'control', op: 'pause' });
    expect(session.snapshot()).toMatchObject({ paused: true, clockRate: 0 });
  });

  it('refuses bad lines with a clear error and changes nothing', () => {
    const { clock, channel, replies } = rig();
    const before = clock.state();
    channel.line('{not json');
    channel.line(JSON.stringify({ id: 4, op: 'run', scale: 1e9 }));
    channel.line(JSON.stringify({ id: 5, op: 'advance', ms: 10 }));
    channel.line(JSON.stringify({ id: 6, op: 'hold-on', stages: ['intermission'] }));
    channel.line(JSON.stringify({ id: 7, op: 'state', extra: true }));
    expect(replies.map((r) => ('ok' in r ? [r.id, r.ok] : r))).toEqual([
      [null, false],
      [4, false],
      [5, false],
      [6, false],
      [7, false],
    ]);
    expect(replies[2]).toMatchObject({ error: 'advance needs a held clock' });
    expect(clock.state()).toEqual(before);
  });
});

describe('serve --test-clock', () => {
  it('is off unless given, and refused with --lan on a real network or a host other than loopback', () => {
    expect(parseServeArgs([])).not.toHaveProperty('testClock');
    expect(parseServeArgs(['--test-clock'])).toMatchObject({ testClock: true });
    expect(parseServeArgs(['--test-clock', '--host', '::1'])).toMatchObject({ testClock: true });
    // Phones on this machine only (the couch end-to-end test).
    expect(parseServeArgs(['--test-clock', '--lan', '--lan-host', '127.0.0.1'])).toMatchObject({
      testClock: true,
      lan: { host: '127.0.0.1' },
    });
    for (const argv of [
      ['--test-clock', '--lan'],
      ['--test-clock', '--lan', '--lan-host', '192.168.1.20'],
      ['--test-clock', '--host', '0.0.0.0'],
      ['--test-clock', '--host', '192.168.1.20'],
    ])
      expect(parseServeArgs(argv)).toEqual({
        error: '--test-clock is for tests on this machine only: loopback --host and no --lan but on a loopback --lan-host',
      });
  });
});
