/**
 * Issue 27 item 10: the host never echoes a view's own strings into a message the view's schema refuses. A TV intent
 * whose `do` is no intent of the game ("constructor", "tostring", 32 letters) gets a `refused` answer, never a
 * `rejected` one carrying that kind; in the lobby, during a match, paused, and for a seat a bot stands in for.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { decodeHostMessage } from '@shared/protocol-schema';
import { PROTOCOL_VERSION, type ClientMessage, type HostOutMessage } from '@shared/protocol';
import { flush, TEST_TIMINGS } from '../main/session/harness';

/** A session with a raw view (every message the host builds is kept) and a person on seat 0 beside a bot. */
async function hostWithPerson(): Promise<{
  session: Session;
  clock: ManualClock;
  inbox: HostOutMessage[];
  send: (m: ClientMessage) => Promise<void>;
}> {
  const clock = new ManualClock();
  const session = new Session({ autoAdvance: true, clock, seed: () => 1, log: () => undefined, timings: TEST_TIMINGS });
  const inbox: HostOutMessage[] = [];
  const view = session.connect({ send: (m) => void inbox.push(m), close: () => undefined });
  const send = async (m: ClientMessage): Promise<void> => {
    view.receive(m);
    await flush();
  };
  await send({ t: 'hello', protocol: PROTOCOL_VERSION });
  await send({ t: 'lobby', cmd: { op: 'join', input: { kind: 'keys', set: 0 }, seat: 0, name: 'Ana' } });
  await send({ t: 'lobby', cmd: { op: 'add-bot', seat: 1 } });
  return { session, clock, inbox, send };
}

function refusedByView(messages: readonly HostOutMessage[]): string[] {
  return messages.flatMap((m) => {
    const d = decodeHostMessage(JSON.stringify(m));
    return d.ok ? [] : [`${m.t} ${JSON.stringify(m).slice(0, 120)}: ${d.error}`];
  });
}

const HOSTILE = ['constructor', 'tostring', 'valueof', 'hasownproperty', 'proto', 'z'.repeat(32), 'a-b'];

describe('issue 27 item 10: replies to hostile intents decode on the view', () => {
  it('an intent "constructor" in the lobby is refused, not echoed as a rejection the TV refuses', async () => {
    const { inbox, send } = await hostWithPerson();
    inbox.length = 0;
    await send({ t: 'intent', seat: 0, do: 'constructor' });
    expect(refusedByView(inbox)).toEqual([]);
    expect(inbox.map((m) => m.t)).toEqual(['refused']);
  });

  it('a known intent outside a match is still rejected as not running', async () => {
    const { inbox, send } = await hostWithPerson();
    inbox.length = 0;
    await send({ t: 'intent', seat: 0, do: 'flip' });
    expect(inbox).toEqual([{ t: 'rejected', seat: 0, do: 'flip', slot: null, reason: 'not-running', late: false }]);
  });

  it('property: any intent in the lobby, a running match or a paused one gets replies the view accepts', async () => {
    const kind = fc.oneof(
      fc.constantFrom(...HOSTILE, 'flip', 'stack', 'waste', 'row', 'roll', 'place', 'take'),
      fc.stringMatching(/^[a-z][a-z-]{0,31}$/),
    );
    const intent = fc.record(
      {
        seat: fc.integer({ min: 0, max: 11 }),
        do: kind,
        slot: fc.integer({ min: 0, max: 9 }),
        args: fc.dictionary(fc.stringMatching(/^[a-z][a-zA-Z]{0,15}$/), fc.integer({ min: 0, max: 255 }), { maxKeys: 2 }),
      },
      { requiredKeys: ['seat', 'do'] },
    );
    const when = fc.constantFrom('lobby', 'running', 'paused');
    await fc.assert(
      fc.asyncProperty(when, fc.array(intent, { minLength: 1, maxLength: 8 }), async (at, intents) => {
        const { session, clock, inbox, send } = await hostWithPerson();
        if (at !== 'lobby') {
          await send({ t: 'control', op: 'start-match' });
          clock.advance(TEST_TIMINGS.countdown + 100);
          await flush();
          if (at === 'paused') await send({ t: 'control', op: 'pause' });
          expect(session.snapshot().stage).not.toBe('lobby');
        }
        for (const i of intents) {
          const args = i.args && Object.keys(i.args).some((k) => ['player', 'do', 'slot'].includes(k)) ? undefined : i.args;
          await send({ t: 'intent', seat: i.seat, do: i.do, ...(i.slot === undefined ? {} : { slot: i.slot }), ...(args ? { args } : {}) });
        }
        expect(refusedByView(inbox)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
