/**
 * Host messages decoded off the main thread. Checking a 12-player snapshot against its schema costs the page's main
 * thread 0.4–1 ms a snapshot (the page's content security policy rules out zod's compiled checks), right in the
 * frames that already apply the snapshot. A worker does the JSON parse and the full schema check; the main thread
 * receives the checked message (a structured clone). Messages come back in the order they arrived, and a worker that
 * cannot start or fails hands every waiting and later message to the same check on the main thread.
 */
import { decodeHostMessage, type Decoded } from '@shared/protocol-schema';
import type { HostMessage } from '@shared/protocol';

/** Takes a message's text and later calls `done` with its check, in arrival order. */
export type HostDecoder = (text: string, done: (decoded: Decoded<HostMessage>) => void) => void;

/** The check on the calling thread, at once. */
export const decodeHere: HostDecoder = (text, done) => done(decodeHostMessage(text));

/** What the worker answers: the number of the message and its check. */
export interface DecodedReply {
  readonly n: number;
  readonly decoded: Decoded<HostMessage>;
}

/** The part of a Worker the decoder uses (tests pass a fake). */
export interface DecodeWorker {
  postMessage(msg: { n: number; text: string }): void;
  onmessage: ((e: MessageEvent<DecodedReply>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  terminate(): void;
}

/**
 * A decoder on `worker`: replies are matched to their messages by number and delivered strictly in order; when the
 * worker fails, the messages still waiting (and every later one) are checked here instead, in order.
 */
export function workerDecoder(worker: DecodeWorker): HostDecoder {
  let next = 0;
  let failed = false;
  const waiting = new Map<number, { text: string; done: (decoded: Decoded<HostMessage>) => void; reply?: Decoded<HostMessage> }>();
  /** The lowest number not delivered yet. */
  let head = 0;
  const flush = (): void => {
    for (let entry = waiting.get(head); entry; entry = waiting.get(head)) {
      const reply = entry.reply ?? (failed ? decodeHostMessage(entry.text) : undefined);
      if (reply === undefined) return;
      waiting.delete(head);
      head++;
      entry.done(reply);
    }
  };
  const fail = (): void => {
    if (failed) return;
    failed = true;
    worker.terminate();
    flush();
  };
  worker.onmessage = (e) => {
    const entry = waiting.get(e.data.n);
    if (!entry) return;
    entry.reply = e.data.decoded;
    flush();
  };
  worker.onerror = fail;
  return (text, done) => {
    const n = next++;
    waiting.set(n, { text, done });
    if (failed) return flush();
    try {
      worker.postMessage({ n, text });
    } catch {
      fail();
    }
  };
}

/** The page's decoder: a worker when the page can start one, else the check on the main thread. */
export function pageDecoder(): HostDecoder {
  if (typeof Worker === 'undefined') return decodeHere;
  try {
    const worker = new Worker(new URL('./decode-worker.ts', import.meta.url), { type: 'module', name: 'host-decoder' });
    return workerDecoder(worker);
  } catch {
    return decodeHere;
  }
}
