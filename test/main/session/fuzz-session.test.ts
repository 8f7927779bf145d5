/** D1 at the session boundary: garbage of every kind into handle.receive never throws, is refused, and the game goes on. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ViewHandle } from '@main/session/Session';
import { ligretto } from '../../support/ligretto';
import { INTENT_KINDS } from '@shared/games/ligretto/intent';
import { MAX_MESSAGE_BYTES, type ClientMessage, type HostOutMessage, type LobbyCommand } from '@shared/protocol';
import { clientMessageSchema, decodeHostMessage } from '@shared/protocol-schema';
import { BOT_LEVEL_NAMES, DEFAULT_MATCH_OPTIONS, type InputBinding } from '@shared/seats';
import { expectReach, flush, gameProblems, makeRig, View, type Rig } from './harness';

const MESSAGE_TYPES = ['hello', 'intent', 'lobby', 'control', 'demo'];

/** A raw view on the session: everything the host answers, synchronously. */
function rawView(rig: Rig, hello: boolean): { handle: ViewHandle; inbox: HostOutMessage[] } {
  const inbox: HostOutMessage[] = [];
  const handle = rig.session.connect({ send: (m) => void inbox.push(m), close: () => undefined });
  if (hello) handle.receive(JSON.stringify({ t: 'hello', protocol: 1 }));
  inbox.length = 0;
  return { handle, inbox };
}

/** Could this be a message at all (an object, or the JSON of one, with a known `t`)? Everything else must be refused. */
function looksLikeMessage(x: unknown): boolean {
  let v = x;
  if (typeof x === 'string') {
    try {
      v = JSON.parse(x);
    } catch {
      return false;
    }
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const t: unknown = Object.prototype.hasOwnProperty.call(v, 't') ? (v as { t: unknown }).t : undefined;
  return typeof t === 'string' && MESSAGE_TYPES.includes(t);
}

function nestedArrays(depth: number): unknown {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

function nestedObjects(depth: number): unknown {
  let v: unknown = { t: 'hello', protocol: 1 };
  for (let i = 0; i < depth; i++) v = { t: 'lobby', cmd: v };
  return v;
}

const weirdNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 12, 13, 99, 1e308, -0, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, -(2 ** 31)),
  fc.string({ maxLength: 4 }),
  fc.constant(null),
  fc.boolean(),
);

const protoKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty');

/** Values that are no message at all: any JS value, strings, broken and huge JSON, deep nesting, pollution attempts. */
const garbage: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({
    maxDepth: 4,
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withObjectString: true,
    withSparseArray: true,
    withTypedArray: true,
  }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.json({ maxDepth: 4 }),
  fc.string({ maxLength: 100 }).map((s) => `{${s}`),
  fc.string({ maxLength: 100 }).map((s) => `{"t":"hello","protocol":1${s}`),
  fc.integer({ min: MAX_MESSAGE_BYTES + 1, max: 4 * MAX_MESSAGE_BYTES }).map((n) => 'x'.repeat(n)),
  fc
    .integer({ min: MAX_MESSAGE_BYTES, max: 4 * MAX_MESSAGE_BYTES })
    .map((n) => JSON.stringify({ t: 'hello', protocol: 1, pad: 'x'.repeat(n) })),
  fc
    .integer({ min: MAX_MESSAGE_BYTES, max: 4 * MAX_MESSAGE_BYTES })
    .map((n) => ({ t: 'lobby', cmd: { op: 'join', input: { kind: 'pad', id: 'x'.repeat(n) } } })),
  fc.integer({ min: 10, max: 20_000 }).map((d) => `${'['.repeat(d)}${']'.repeat(d)}`),
  fc.integer({ min: 10, max: 20_000 }).map((d) => '{"a":'.repeat(d) + '1' + '}'.repeat(d)),
  fc.integer({ min: 10, max: 20_000 }).map(nestedArrays),
  fc.tuple(protoKeys, fc.jsonValue({ maxDepth: 2 })).map(([k, v]) => `{"${k}":${JSON.stringify(v) ?? 'null'}}`),
  fc.constantFrom(null, undefined, 0, -1, Number.NaN, true, '', ' ', 'null', '[]', '{}', '""', 'hello', '\u0000', '\ud800'),
);

/** Message-shaped values: known and unknown types, fields of the wrong type, unknown seats, bad slots, extra keys. */
const shapedMessage: fc.Arbitrary<unknown> = fc.record(
  {
    t: fc.oneof(fc.constantFrom(...MESSAGE_TYPES, 'snapshot', 'welcome', 'refused', 'HELLO', ''), protoKeys),
    protocol: weirdNumber,
    seat: weirdNumber,
    do: fc.oneof(fc.constantFrom(...INTENT_KINDS), fc.string({ maxLength: 6 })),
    slot: weirdNumber,
    bots: weirdNumber,
    op: fc.oneof(fc.constantFrom('start-match', 'pause', 'resume', 'continue', 'end-match', 'join'), fc.string({ maxLength: 6 })),
    cmd: fc.oneof(
      fc.record(
        {
          op: fc.constantFrom('join', 'leave', 'add-bot', 'remove-bot', 'update-seat', 'set-options', 'kick'),
          seat: weirdNumber,
          input: fc.oneof(
            fc.record(
              { kind: fc.constantFrom('pad', 'keys', 'phone', 'native', 'mouse'), id: fc.string(), set: weirdNumber },
              { requiredKeys: ['kind'] },
            ),
            fc.anything({ maxDepth: 1 }),
          ),
          level: fc.oneof(fc.constantFrom('relaxed', 'instant', 'godlike'), weirdNumber),
          name: fc.oneof(fc.string({ maxLength: 30 }), weirdNumber),
          patch: fc.dictionary(fc.oneof(fc.constantFrom('name', 'color', 'back', 'botLevel', 'stackSize'), protoKeys), weirdNumber),
          options: fc.dictionary(
            fc.oneof(fc.constantFrom('rowSize', 'target', 'rounds', 'blockade', 'advancedRow'), protoKeys),
            fc.oneof(weirdNumber, fc.constantFrom('official', 'end-round', undefined)),
          ),
        },
        { requiredKeys: ['op'] },
      ),
      fc.anything({ maxDepth: 2 }),
    ),
  },
  { requiredKeys: ['t'] },
);

/** Message-shaped values, and now and then one nested far too deep. */
const shaped: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: shapedMessage, weight: 6 },
  { arbitrary: fc.integer({ min: 10, max: 20_000 }).map(nestedObjects), weight: 1 },
);

/** Mostly the first few seats (and colours, backs), so commands collide with each other often. */
const seatIndex = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 3 }), weight: 3 },
  { arbitrary: fc.integer({ min: 0, max: 11 }), weight: 1 },
);
const binding: fc.Arbitrary<InputBinding> = fc.oneof(
  fc.integer({ min: 0, max: 1 }).map((set): InputBinding => ({ kind: 'keys', set })),
  fc.constantFrom('a', 'b', 'c').map((id): InputBinding => ({ kind: 'pad', id })),
  fc.constantFrom('p1', 'p2').map((id): InputBinding => ({ kind: 'phone', id })),
);
const lobbyCommand: fc.Arbitrary<LobbyCommand> = fc.oneof(
  fc.record(
    { op: fc.constant('join' as const), input: binding, seat: seatIndex, name: fc.constantFrom('Ann', 'Bo') },
    { requiredKeys: ['op', 'input'] },
  ),
  fc.record({ op: fc.constant('leave' as const), seat: seatIndex }),
  fc.record({ op: fc.constant('add-bot' as const), seat: seatIndex, level: fc.constantFrom(...BOT_LEVEL_NAMES) }, { requiredKeys: ['op'] }),
  fc.record({ op: fc.constant('remove-bot' as const), seat: seatIndex }),
  fc.record({
    op: fc.constant('update-seat' as const),
    seat: seatIndex,
    patch: fc.record(
      {
        color: seatIndex,
        back: seatIndex,
        botLevel: fc.constantFrom(...BOT_LEVEL_NAMES),
        stackSize: fc.integer({ min: 5, max: 10 }),
        name: fc.constant('Zed'),
      },
      { requiredKeys: [] },
    ),
  }),
  fc.record({
    op: fc.constant('set-options' as const),
    options: fc.record(
      {
        rowSize: fc.constantFrom('official' as const, 'large-table' as const),
        target: fc.integer({ min: 1, max: 30 }),
        rounds: fc.option(fc.integer({ min: 1, max: 2 })),
        blockade: fc.constantFrom('reshuffle' as const, 'end-round' as const),
        advancedRow: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
  }),
);
/** Well-formed messages in any order: the session's state machine must hold up, whatever the order. */
const validMessage: fc.Arbitrary<ClientMessage> = fc.oneof(
  { arbitrary: fc.constant<ClientMessage>({ t: 'hello', protocol: 1 }), weight: 1 },
  {
    arbitrary: fc.record(
      { t: fc.constant('intent' as const), seat: seatIndex, do: fc.constantFrom(...INTENT_KINDS), slot: fc.integer({ min: 0, max: 9 }) },
      { requiredKeys: ['t', 'seat', 'do'] },
    ),
    weight: 3,
  },
  { arbitrary: lobbyCommand.map((cmd): ClientMessage => ({ t: 'lobby', cmd })), weight: 8 },
  {
    arbitrary: fc
      .constantFrom('start-match', 'pause', 'resume', 'continue', 'end-match')
      .map((op): ClientMessage => ({ t: 'control', op })),
    weight: 3,
  },
  { arbitrary: fc.integer({ min: 2, max: 12 }).map((bots): ClientMessage => ({ t: 'demo', bots })), weight: 1 },
);
type Step = { readonly send: ClientMessage } | { readonly tick: number };
const steps: fc.Arbitrary<Step[]> = fc.array(
  fc.oneof(
    { arbitrary: validMessage.map((send): Step => ({ send })), weight: 4 },
    { arbitrary: fc.integer({ min: 0, max: 8000 }).map((tick): Step => ({ tick })), weight: 1 },
  ),
  { maxLength: 60, size: 'max' },
);

function asJsonSometimes(values: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(values, fc.boolean()).map(([v, json]) => {
    if (!json) return v;
    try {
      return JSON.stringify(v) ?? v;
    } catch {
      return v;
    }
  });
}

/** The session still runs a correct bot round from a fresh view. */
async function stillServesAGame(rig: Rig): Promise<void> {
  const view = new View(rig.session);
  const first = await view.hello();
  expect(first.rev).toBe(rig.session.snapshot().rev);
  view.send({ t: 'demo', bots: 4 });
  await flush();
  expect(view.last()).toMatchObject({ stage: 'countdown', demo: true });
  const s = await expectReach(rig, (x) => x.stage === 'stopped' || x.stage === 'scores', 10 * 60_000, 'a round end');
  if (!s.state) throw new Error('no game');
  expect(gameProblems(s.state)).toEqual([]);
  expect(s.state.phase).toBe('round-over');
  expect(s.state.scores).not.toBeNull();
  view.send({ t: 'control', op: 'end-match' });
  await flush();
  expect(view.last().stage).toBe('lobby');
}

describe('D1 fuzzing the session boundary (handle.receive)', () => {
  it('garbage before hello and after hello never throws, gets exactly one refused answer and changes nothing', async () => {
    const rig = makeRig({ seed: 40 });
    const before = rawView(rig, false);
    const after = rawView(rig, true);
    const rev = rig.session.snapshot().rev;
    fc.assert(
      fc.property(garbage, (x) => {
        fc.pre(!looksLikeMessage(x));
        for (const v of [before, after]) {
          v.inbox.length = 0;
          expect(() => v.handle.receive(x)).not.toThrow();
          expect(v.inbox).toHaveLength(1);
          expect(v.inbox[0]?.t).toBe('refused');
        }
        expect(rig.session.snapshot().rev).toBe(rev);
      }),
      { numRuns: 400, seed: 20240611 },
    );
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(rig.session.snapshot().options).toEqual(DEFAULT_MATCH_OPTIONS);
    await stillServesAGame(rig);
  });

  it('message-shaped values with wrong fields never throw; every invalid one is refused; the session still plays a correct round', async () => {
    const rig = makeRig({ seed: 41 });
    const view = rawView(rig, true);
    const preHello = rawView(rig, false);
    fc.assert(
      fc.property(asJsonSometimes(shaped), (x) => {
        view.inbox.length = 0;
        preHello.inbox.length = 0;
        expect(() => view.handle.receive(x)).not.toThrow();
        expect(() => preHello.handle.receive(x)).not.toThrow();
        let value = x;
        if (typeof x === 'string') {
          if (x.length > MAX_MESSAGE_BYTES) value = undefined;
          else value = JSON.parse(x);
        }
        const valid = clientMessageSchema.safeParse(value).success;
        if (!valid) expect(view.inbox.map((m) => m.t)).toEqual(['refused']);
        if (!valid) expect(preHello.inbox.map((m) => m.t)).toEqual(['refused']);
      }),
      { numRuns: 600, seed: 20240612 },
    );
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    await stillServesAGame(rig);
  });

  it('well-formed messages in any order with clock steps between them: no throw, every snapshot valid, revs consecutive, game intact', () => {
    fc.assert(
      fc.property(steps, fc.integer({ min: 1, max: 1000 }), (plan, seed) => {
        const rig = makeRig({ seed });
        const inbox: HostOutMessage[] = [];
        const handle = rig.session.connect({ send: (m) => void inbox.push(m), close: () => undefined });
        handle.receive(JSON.stringify({ t: 'hello', protocol: 1 }));
        for (const step of plan) {
          if ('tick' in step) expect(() => rig.clock.advance(step.tick)).not.toThrow();
          else expect(() => handle.receive(JSON.stringify(step.send))).not.toThrow();
        }
        let rev: number | null = null;
        let afterWelcome = false;
        for (const sent of inbox) {
          const decoded = decodeHostMessage(JSON.stringify(sent));
          if (!decoded.ok) return expect.fail(`the host sent an invalid message: ${decoded.error}`);
          const m = decoded.msg;
          if (m.t === 'welcome') afterWelcome = true;
          if (m.t !== 'snapshot') continue;
          // A repeated hello gets the current snapshot again; every other snapshot is a change.
          if (rev !== null) expect(m.snapshot.rev).toBe(afterWelcome ? rev : rev + 1);
          afterWelcome = false;
          rev = m.snapshot.rev;
          const snap = ligretto(m.snapshot);
          if (snap.state) expect(gameProblems(snap.state)).toEqual([]);
          expect(snap.state === null).toBe(snap.stage === 'lobby');
          expect(snap.players.length).toBe(snap.state?.options.players ?? 0);
          expect(snap.players.every((i) => snap.seats[i]?.kind !== 'open')).toBe(true);
          const occupied = snap.seats.filter((seat) => seat.kind !== 'open');
          expect(new Set(occupied.map((seat) => seat.color)).size).toBe(occupied.length);
          expect(new Set(occupied.map((seat) => seat.back)).size).toBe(occupied.length);
        }
        expect(rev).toBe(rig.session.snapshot().rev);
      }),
      { numRuns: 60, seed: 20240613 },
    );
  });

  it('prototype-pollution keys are refused at every level and pollute nothing', () => {
    const rig = makeRig();
    const { handle, inbox } = rawView(rig, true);
    const attempts: unknown[] = [
      '{"__proto__":{"polluted":true},"t":"hello","protocol":1}',
      '{"t":"lobby","cmd":{"op":"set-options","options":{"__proto__":{"polluted":true,"target":1}}}}',
      '{"t":"lobby","cmd":{"op":"update-seat","seat":0,"patch":{"__proto__":{"polluted":true}}}}',
      '{"t":"lobby","cmd":{"op":"join","input":{"kind":"keys","set":0,"__proto__":{"polluted":true}}}}',
      '{"t":"intent","seat":0,"do":"flip","constructor":{"prototype":{"polluted":true}}}',
      '{"t":"__proto__"}',
      '{"t":"constructor","prototype":{"polluted":true}}',
      JSON.parse('{"t":"lobby","cmd":{"op":"set-options","options":{"__proto__":{"polluted":true}}}}'),
      JSON.parse('{"__proto__":{"polluted":true}}'),
    ];
    for (const x of attempts) {
      inbox.length = 0;
      expect(() => handle.receive(x)).not.toThrow();
      expect(inbox.map((m) => m.t)).toEqual(['refused']);
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(rig.session.snapshot().options).toEqual(DEFAULT_MATCH_OPTIONS);
    expect(rig.session.snapshot().rev).toBe(0);
  });

  it('values that cannot be serialised (BigInt, cycles, very deep nesting) are refused, not thrown', () => {
    const rig = makeRig();
    const { handle, inbox } = rawView(rig, true);
    const cyclic: Record<string, unknown> = { t: 'hello' };
    cyclic['self'] = cyclic;
    for (const x of [10n, { t: 'demo', bots: 4n }, cyclic, nestedObjects(500_000)]) {
      inbox.length = 0;
      expect(() => handle.receive(x)).not.toThrow();
      expect(inbox).toEqual([{ t: 'refused', error: expect.any(String) as string, seen: expect.any(Number) as number }]);
    }
  });
});
