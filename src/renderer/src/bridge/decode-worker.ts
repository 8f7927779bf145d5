/** The host-message check off the main thread (see decoder.ts): text in, the checked message (or why not) out. */
// First: the worker runs under the page's policy too (no eval), so zod skips its compile probe (see zod-setup.ts).
import '@shared/zod-setup';
import { decodeHostMessage } from '@shared/protocol-schema';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<{ n: number; text: string }>) => void) | null;
  postMessage(m: unknown): void;
};
scope.onmessage = (e) => scope.postMessage({ n: e.data.n, decoded: decodeHostMessage(e.data.text) });
