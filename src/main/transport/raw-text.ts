/** Text of a WebSocket message as `ws` hands it over (one buffer, an ArrayBuffer, or the fragments of one message). */
import type { RawData } from 'ws';

export function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return Buffer.from(data).toString('utf8');
}
