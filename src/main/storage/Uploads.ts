/** Files sent to the host in several messages (a replay larger than one message), put back together in order. */
import { REPLAY_LIMITS, utf8Bytes } from '@shared/replay-limits';
import type { UploadPart } from '@shared/saves-protocol';

/** At most this many uploads are put together at once; a newer one drops the oldest. */
export const MAX_OPEN_UPLOADS = 4;

/** What adding a part gave: the whole text, a wait for more, or why the upload was dropped. */
export type UploadStep =
  | { readonly kind: 'done'; readonly text: string }
  | { readonly kind: 'more'; readonly received: number }
  | { readonly kind: 'failed'; readonly error: string };

interface Open {
  readonly count: number;
  readonly parts: string[];
  size: number;
}

/** The uploads in progress, by upload id. */
export class Uploads {
  private readonly open = new Map<string, Open>();

  /** Adds the next part of an upload; part 0 starts (or restarts) it. */
  add(part: UploadPart, text: string): UploadStep {
    if (part.index === 0) {
      this.open.delete(part.upload);
      if (this.open.size >= MAX_OPEN_UPLOADS) this.open.delete(this.open.keys().next().value as string);
      this.open.set(part.upload, { count: part.count, parts: [], size: 0 });
    }
    const upload = this.open.get(part.upload);
    const drop = (error: string): UploadStep => {
      this.open.delete(part.upload);
      return { kind: 'failed', error };
    };
    if (!upload) return { kind: 'failed', error: `upload ${part.upload} has not started (send part 0 first)` };
    if (part.count !== upload.count) return drop(`upload ${part.upload} said ${upload.count} parts, now ${part.count}`);
    if (part.index !== upload.parts.length) return drop(`upload ${part.upload} expected part ${upload.parts.length}, got ${part.index}`);
    upload.size += utf8Bytes(text);
    if (upload.size > REPLAY_LIMITS.maxBytes) return drop(`the replay is too large (more than ${REPLAY_LIMITS.maxBytes} bytes)`);
    upload.parts.push(text);
    if (upload.parts.length < upload.count) return { kind: 'more', received: upload.parts.length };
    this.open.delete(part.upload);
    return { kind: 'done', text: upload.parts.join('') };
  }
}
