/**
 * Issue 27, item 5: the wrong-room-code lockout was a lever against everyone (40 wrong codes from 5 addresses locked
 * joining for all phones, up to 16 minutes). Now, after NIST SP 800-63B 5.2.2: each address backs off on its own
 * wrong codes (a locked address locks out nobody else), the network's wrong-code budget only slows joins down (they
 * wait for it, and a right code never costs any), and the code is long enough that guessing it stays unlikely at the
 * most the limits let through. Real sockets from chosen loopback addresses; the host clock is a manual one.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LAN_LIMITS } from '@main/lan/lan-config';
import { ManualClock } from '@main/session/clock';
import { PHONE_PROTOCOL_VERSION, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '@shared/phone-protocol';
import { PhoneClient, waitFor, type LanRig, lanTestRigs } from '../main/lan/lan-harness';

const lan = lanTestRigs();

async function open(port: number, from: string): Promise<PhoneClient> {
  const c = await PhoneClient.open(port, { from });
  lan.keep(c);
  return c;
}

/** A code of the right length that is not the room's. */
function wrongCode(right: string, n = 0): string {
  const letter = (i: number): string => ROOM_CODE_ALPHABET[i % ROOM_CODE_ALPHABET.length] ?? 'A';
  const code = [...right].map((_, i) => letter(n + i * 7)).join('');
  return code === right ? [...code].map((c) => (c === 'A' ? 'C' : 'A')).join('') : code;
}

/** Sends a join and says how it ended: joined, the refusal, or that it waits for the network's wrong-code budget. */
async function attempt(r: LanRig, phone: PhoneClient, from: string, code: string, name: string): Promise<string> {
  const inbox = phone.inbox.length;
  const logs = r.logs.length;
  phone.send({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: code, name });
  const waits = (): boolean => r.logs.slice(logs).some((l) => l.includes(`join from ${from} waits`));
  const answer = () => phone.inbox.slice(inbox).find((m) => m.t === 'joined' || m.t === 'refused');
  await waitFor(() => answer() !== undefined || waits(), 'a join answer or wait');
  const msg = answer();
  return msg?.t === 'joined' ? 'joined' : msg?.t === 'refused' ? msg.code : 'waiting';
}

/** Wrong codes from `from`, one socket each, until the address is locked or its join waits (at most `max`). */
async function guessUntilStopped(r: LanRig, from: string, max: number): Promise<string[]> {
  const outcomes: string[] = [];
  for (let i = 0; i < max; i++) {
    const phone = await open(r.port, from);
    const outcome = await attempt(r, phone, from, wrongCode(r.server.roomCode, i + from.length), 'Eve');
    outcomes.push(outcome);
    if (outcome !== 'bad-room') break;
  }
  return outcomes;
}

describe('issue 27 item 5: wrong room codes cannot lock out the legitimate players', () => {
  it('a right code from a new address joins at once while an attacker on five other addresses is at its limits', async () => {
    const clock = new ManualClock();
    const rig = await lan.start({ clock, limits: { seatsPerAddress: DEFAULT_LAN_LIMITS.seatsPerAddress } });
    const stops: string[] = [];
    for (let a = 0; a < 5; a++) {
      const outcomes = await guessUntilStopped(rig, `127.0.0.${20 + a}`, 30);
      stops.push(outcomes.at(-1) ?? '');
      // Stopped by its own backoff or by the network's budget, never let through without limit.
      expect(outcomes.length).toBeLessThanOrEqual(DEFAULT_LAN_LIMITS.maxJoinFailures + 1);
    }
    expect(stops.every((s) => s === 'locked' || s === 'waiting')).toBe(true);
    expect(stops).toContain('locked');
    // The attacker's addresses are locked or waiting; a player on another address is not.
    const ana = await open(rig.port, '127.0.0.40');
    expect(await attempt(rig, ana, '127.0.0.40', rig.server.roomCode, 'Ana')).toBe('joined');
    // A seated phone always comes back by its token, even from an address that guessed wrong codes.
    const seatedAttacker = await open(rig.port, '127.0.0.20');
    await expect(seatedAttacker.resume(ana.inbox.find((m) => m.t === 'joined')?.token ?? '')).rejects.toThrow('token-in-use');
  });

  it('once even the reserve is spent, a right code from a new address waits for the budget and then joins: never refused', async () => {
    const clock = new ManualClock();
    const refillMs = 10_000;
    // A socket still has to join within the hello limit (a phone whose socket closes asks again when it reconnects);
    // here it is long enough to watch one socket wait for its turn, and the heartbeat stays out of the steps.
    const limits = {
      maxGlobalJoinFailures: 4,
      freshJoinReserve: 1,
      globalJoinRefillMs: refillMs,
      helloTimeoutMs: 60_000,
      heartbeatMs: 3_600_000,
    };
    const rig = await lan.start({ clock, limits });
    const attackers: Promise<string>[] = [];
    for (let a = 0; a < 6; a++) {
      const from = `127.0.0.${50 + a}`;
      attackers.push(attempt(rig, await open(rig.port, from), from, wrongCode(rig.server.roomCode, a), 'Eve'));
      await attackers[a];
    }
    expect(await Promise.all(attackers)).toEqual(['bad-room', 'bad-room', 'bad-room', 'bad-room', 'waiting', 'waiting']);
    const bea = await open(rig.port, '127.0.0.60');
    expect(await attempt(rig, bea, '127.0.0.60', rig.server.roomCode, 'Bea')).toBe('waiting');
    // The budget refills one code every refillMs: the two guesses that waited first are checked first, then Bea's code.
    const checked = (): number => rig?.logs.filter((l) => l.includes(': wrong room code')).length ?? 0;
    expect(checked()).toBe(4);
    clock.advance(refillMs);
    expect(checked()).toBe(5);
    clock.advance(refillMs);
    expect(checked()).toBe(6);
    expect(rig.session.snapshot().seats[0]?.kind).toBe('open');
    clock.advance(refillMs);
    await waitFor(() => bea.inbox.some((m) => m.t === 'joined' || m.t === 'refused'), "Bea's answer");
    expect(bea.refusals()).toEqual([]);
    expect(bea.inbox.find((m) => m.t === 'joined')).toMatchObject({ seat: 0 });
  });

  it('guessing the code within 4 hours at the most the limits let through stays unlikely, as the README states', async () => {
    const { CodeBackoff, maxWrongCodes, TokenBucket } = await import('@main/lan/join-guard');
    const fourHours = 4 * 60 * 60_000;
    const L = DEFAULT_LAN_LIMITS;
    const backoffLimits = { free: L.maxJoinFailures, baseMs: L.joinBackoffMs, maxMs: L.maxJoinBackoffMs };
    const bound = maxWrongCodes(backoffLimits, { capacity: L.maxGlobalJoinFailures, refillMs: L.globalJoinRefillMs }, fourHours);

    // One address guessing whenever its backoff lets it, for 4 hours.
    let now = 0;
    const backoff = new CodeBackoff(backoffLimits, () => now);
    let perAddress = 0;
    for (let i = 0; i < 100_000 && now <= fourHours; i++) {
      backoff.fail('a');
      perAddress++;
      now += backoff.waitMs('a');
    }
    expect(perAddress).toBe(bound.perAddress);
    // Every address together, taking the network's budget whenever there is any.
    now = 0;
    const budget = new TokenBucket(L.maxGlobalJoinFailures, L.globalJoinRefillMs, () => now);
    let global = 0;
    for (let i = 0; i < 100_000 && now <= fourHours; i++) {
      if (budget.take()) global++;
      else now += budget.msUntil();
    }
    expect(global).toBe(bound.global);

    const codes = ROOM_CODE_ALPHABET.length ** ROOM_CODE_LENGTH;
    expect(codes).toBe(64_000_000);
    expect(bound.global / codes).toBeLessThan(1e-4);
    const readme = readFileSync('README.md', 'utf8').replace(/\s+/g, ' ');
    const fmt = (n: number): string => n.toLocaleString('en');
    for (const said of [
      `${fmt(codes)} codes`,
      `${fmt(bound.perAddress)} wrong codes`,
      `${fmt(bound.global)} wrong codes`,
      `1 in ${fmt(Math.round(codes / bound.perAddress))}`,
      `1 in ${fmt(Math.round(codes / bound.global))}`,
    ])
      expect(readme.includes(said), `the README says "${said}"`).toBe(true);
  });
});
