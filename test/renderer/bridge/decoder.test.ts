/**
 * Issue 16: host messages are checked off the main thread. Whatever order the worker answers in, the bridge gets
 * them in arrival order, checked exactly as on the main thread; a worker that fails hands the waiting and later
 * messages to the main thread's check, still in order.
 */
import { describe, expect, it } from 'vitest';
import { decodeHostMessage, type Decoded } from '@shared/protocol-schema';
import type { HostMessage } from '@shared/protocol';
import { workerDecoder, type DecodeWorker, type DecodedReply } from '@renderer/bridge/decoder';

/** A fake worker: posted texts wait until the test answers them (in any order), or the worker fails. */
function fakeWorker(opts: { throwOnPost?: boolean } = {}) {
  const posted: { n: number; text: string }[] = [];
  let terminated = false;
  const worker: DecodeWorker = {
    postMessage: (msg) => {
      if (opts.throwOnPost) throw new Error('cannot post');
      posted.push(msg);
    },
    onmessage: null,
    onerror: null,
    terminate: () => void (terminated = true),
  };
  const answer = (n: number): void => {
    const msg = posted.find((p) => p.n === n);
    if (!msg) throw new Error(`message ${n} was not posted`);
    worker.onmessage?.({ data: { n, decoded: decodeHostMessage(msg.text) } } as MessageEvent<DecodedReply>);
  };
  return { worker, posted, answer, fail: () => worker.onerror?.({} as ErrorEvent), terminated: () => terminated };
}

const welcome = (protocol: number): string => JSON.stringify({ t: 'welcome', protocol });
const protocolOf = (d: Decoded<HostMessage>): number | string =>
  d.ok && d.msg.t === 'welcome' ? d.msg.protocol : d.ok ? d.msg.t : d.error;

/** Three messages posted, the second answered first: it waits for the first (messages are numbered from 0). */
function secondAnsweredFirst() {
  const fake = fakeWorker();
  const decode = workerDecoder(fake.worker);
  const got: (number | string)[] = [];
  for (const p of [1, 2, 3]) decode(welcome(p), (d) => got.push(protocolOf(d)));
  fake.answer(1);
  expect(got).toEqual([]);
  return { fake, decode, got };
}

describe('the worker decoder', () => {
  it('delivers in arrival order whatever order the worker answers in', () => {
    const { fake, got } = secondAnsweredFirst();
    fake.answer(0);
    expect(got).toEqual([1, 2]);
    fake.answer(2);
    expect(got).toEqual([1, 2, 3]);
  });

  it('passes the check on: a bad message is refused with the same reason as on the main thread', () => {
    const fake = fakeWorker();
    const decode = workerDecoder(fake.worker);
    const got: Decoded<HostMessage>[] = [];
    decode('{"t":"nonsense"}', (d) => got.push(d));
    fake.answer(0);
    expect(got).toEqual([decodeHostMessage('{"t":"nonsense"}')]);
    expect(got[0]?.ok).toBe(false);
  });

  it('a failing worker: the waiting messages and every later one are checked here, in order', () => {
    const { fake, decode, got } = secondAnsweredFirst();
    fake.fail();
    expect(fake.terminated()).toBe(true);
    expect(got).toEqual([1, 2, 3]);
    decode(welcome(4), (d) => got.push(protocolOf(d)));
    expect(got).toEqual([1, 2, 3, 4]);
    expect(fake.posted).toHaveLength(3);
  });

  it('a worker that cannot take messages: checked here at once', () => {
    const fake = fakeWorker({ throwOnPost: true });
    const decode = workerDecoder(fake.worker);
    const got: (number | string)[] = [];
    decode(welcome(7), (d) => got.push(protocolOf(d)));
    expect(got).toEqual([7]);
  });
});
