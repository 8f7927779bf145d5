/** Starting an event from the app (menu or IPC): the request, validated where it crosses into the main process, and the answer. */
import { z } from 'zod';

/** Schema of a request to start an event: from an entrant list the host picks in a file dialog, or the newest unfinished one resumed. */
export const eventStartRequestSchema = z.strictObject({
  source: z.enum(['file', 'resume']),
  format: z.enum(['round-robin', 'winner-stays', 'open-table']),
});

/** A request to start an event. */
export type EventStartRequest = z.infer<typeof eventStartRequestSchema>;

/** The answer: started, cancelled (the dialog was closed) or refused with a reason. */
export type EventStartResult = { readonly ok: true } | { readonly ok: false; readonly cancelled: boolean; readonly error: string };
