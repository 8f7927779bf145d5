/**
 * Issue 27, item 4: the phones' message cap reset on every reconnect. A seated phone that closed and resumed its socket
 * after every 30 presses sent ~1,500 intents a second, and every drop paused the table at once. Now a seat's presses
 * and reconnects are paid from budgets kept with its token (and its address), which outlive every socket, and a drop
 * shorter than the grace period does not stop the table. Real sockets from chosen loopback addresses; the host clock
 * is a manual one, so the budgets refill only when the test says.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LAN_LIMITS } from '@main/lan/lan-config';
import { ManualClock } from '@main/session/clock';
import { MatchRunner } from '@main/session/MatchRunner';
import { FAST_TIMINGS, lanTestRigs, PhoneClient, waitFor, type LanRig } from '../main/lan/lan-harness';

const lan = lanTestRigs();
afterEach(() => {
  vi.restoreAllMocks();
});

async function open(port: number, from: string): Promise<PhoneClient> {
  const c = await PhoneClient.open(port, { from });
  lan.keep(c);
  return c;
}

const { maxRate, resumeBurst, resumeRefillMs, dropGraceMs, seatsPerAddress } = DEFAULT_LAN_LIMITS;
const ROUNDS = 20;

/** Two phones on their own addresses at a table that is playing, on a manual host clock. */
async function playing(clock: ManualClock, lostController: 'pause' | 'bot' = 'pause') {
  const r = await lan.start({ clock, limits: { seatsPerAddress } });
  r.control({ t: 'lobby', cmd: { op: 'set-options', options: { lostController } } });
  const ana = await open(r.port, '127.0.0.80');
  const anaSeat = await ana.join(r.server.roomCode, 'Ana');
  const ben = await open(r.port, '127.0.0.81');
  await ben.join(r.server.roomCode, 'Ben');
  r.control({ t: 'control', op: 'start-match' });
  clock.advance(FAST_TIMINGS.countdown + 50);
  expect(r.session.snapshot().stage).toBe('playing');
  return { r, ana, anaToken: anaSeat.token, ben };
}

const everPaused = (r: LanRig): boolean => r.tv.some((m) => m.t === 'snapshot' && m.snapshot.paused);
const disconnects = (r: LanRig): number => r.logs.filter((l) => l.includes('disconnected')).length;

describe('issue 27 item 4: a phone reconnecting in a loop cannot flood the table', () => {
  it("a seat's press budget survives reconnects, reconnects are budgeted, and a short drop does not pause the table", async () => {
    const clock = new ManualClock();
    const { r, ana, anaToken, ben } = await playing(clock);
    const intents = vi.spyOn(MatchRunner.prototype, 'seatIntent');
    const anaIntents = (): number => intents.mock.calls.filter(([player]) => player === 0).length;

    ana.close();
    await ana.closed;
    await waitFor(() => disconnects(r) === 1, 'the host to see the drop');
    let resumed = 0;
    const refused: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const phone = await open(r.port, '127.0.0.80');
      const seen = disconnects(r);
      const answer = await phone.resume(anaToken).then(
        () => 'joined',
        (e: unknown) => String(e),
      );
      if (answer !== 'joined') {
        refused.push(answer);
        await phone.closed;
        continue;
      }
      resumed++;
      for (let p = 0; p < maxRate + 10; p++) phone.send({ t: 'press', do: 'flip' });
      phone.close();
      await phone.closed;
      await waitFor(() => disconnects(r) > seen, 'the host to see the socket close');
    }

    // Presses: one token's budget in all (the clock stood still), not one per socket.
    expect(anaIntents()).toBeGreaterThan(0);
    expect(anaIntents()).toBeLessThanOrEqual(maxRate);
    // Reconnects: the token's burst, then "slow down" (a retry code: the phone tries again later by itself).
    expect(resumed).toBeLessThanOrEqual(resumeBurst);
    expect(refused.length).toBe(ROUNDS - resumed);
    expect(refused.every((e) => e.includes('slow-down'))).toBe(true);
    // No drop was longer than the grace: the table never paused, nobody's presses were turned away.
    expect(everPaused(r)).toBe(false);
    expect(r.session.snapshot().frozen).toEqual([]);
    ben.send({ t: 'press', do: 'flip' });
    await waitFor(() => intents.mock.calls.some(([player]) => player === 1), "Ben's press");
    expect(ben.inbox.some((m) => m.t === 'rejected' && m.reason === 'not-running')).toBe(false);

    // After the grace the lost-controller handling applies as before: here the table pauses for Ana.
    clock.advance(dropGraceMs);
    await waitFor(() => r.session.snapshot().paused, 'the pause once the grace is over');
    expect(r.session.snapshot().frozen).toEqual([{ seat: 0, bot: false }]);

    // The reconnect budget refills with time: Ana comes back, and the table goes on.
    clock.advance(resumeRefillMs);
    const back = await open(r.port, '127.0.0.80');
    expect(await back.resume(anaToken)).toMatchObject({ seat: 0 });
    await waitFor(() => !r.session.snapshot().paused, 'the table to go on');
  });

  it('with the stand-in bot option a bot takes the seat only after the grace', async () => {
    const clock = new ManualClock();
    const { r, ana } = await playing(clock, 'bot');
    ana.close();
    await waitFor(() => disconnects(r) === 1, 'the host to see the drop');
    clock.advance(dropGraceMs - 1);
    expect(r.session.snapshot().frozen).toEqual([]);
    clock.advance(1);
    await waitFor(() => r.session.snapshot().frozen.some((f) => f.seat === 0 && f.bot), 'the stand-in bot');
    expect(everPaused(r)).toBe(false);
  });

  it('reconnects are budgeted per address too: unknown tokens from one address are slowed down', async () => {
    const clock = new ManualClock();
    // Two reconnects at once per token, twice that per address: the fifth unknown token is slowed down.
    const rig = await lan.start({ clock, limits: { resumeBurst: 2, resumeRefillMs: 60_000, seatsPerAddress: 2 } });
    const answers: string[] = [];
    for (let i = 0; i < 7; i++) {
      const phone = await open(rig.port, '127.0.0.90');
      answers.push(await phone.resume(`${'A'.repeat(31)}${i}`).then(() => 'joined', String));
    }
    expect(answers.map((a) => a.replace(/^Error: refused: /, ''))).toEqual([
      ...Array<string>(4).fill('bad-token'),
      ...Array<string>(3).fill('slow-down'),
    ]);
    // Another address is not held up.
    const other = await open(rig.port, '127.0.0.91');
    await expect(other.resume('B'.repeat(32))).rejects.toThrow('bad-token');
  });
});
