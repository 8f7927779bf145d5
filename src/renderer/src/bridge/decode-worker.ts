/** The host-message check off the main thread (see decoder.ts): text in, the checked message (or why not) out. */
import { decodeHostMessage } from '@shared/protocol-schema';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<{ n: number; text: string }>) => void) | null;
  postMessage(m: unknown): void;
};
scope.onmessage = (e) => scope.postMessage({ n: e.data.n, decoded: decodeHostMessage(e.data.text) });
