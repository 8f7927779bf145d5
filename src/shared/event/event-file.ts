/** An event's file: its schema (the log must replay under the rules) and a new event from checked settings. */
import type { z } from 'zod';
import { replayEvent } from './event';
import { eventConfigSchema, eventFileFieldsSchema, type EventConfigInput, type EventFile } from './event-schema';

/** Schema of an event file: its fields, and a log the rules accept from its settings. */
export const eventFileSchema = eventFileFieldsSchema.superRefine((file, ctx) => {
  const r = replayEvent(file.config, file.log);
  if (!r.ok) ctx.addIssue({ code: 'custom', path: ['log', r.at], message: r.error });
});

/** A new event, or the first problem with its settings (a clear sentence naming the field). */
export function createEvent(
  id: string,
  createdAt: string,
  input: EventConfigInput,
): { readonly ok: true; readonly file: EventFile } | { readonly ok: false; readonly error: string } {
  const config = eventConfigSchema.safeParse(input);
  if (!config.success) {
    const issue = config.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return { ok: false, error: `${where}${issue?.message ?? 'bad event settings'}` };
  }
  const file = eventFileSchema.safeParse({
    format: 'ligretto-event',
    version: 1,
    id,
    createdAt,
    config: config.data,
    log: [],
  } satisfies z.input<typeof eventFileSchema>);
  if (!file.success) return { ok: false, error: file.error.issues[0]?.message ?? 'bad event' };
  return { ok: true, file: file.data };
}
