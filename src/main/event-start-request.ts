/** An event start request, validated and carried out against injected dialog and launcher (no Electron here, so it is tested in Node). */
import { eventStartRequestSchema, type EventStartRequest, type EventStartResult } from '@shared/event/event-start';
import type { EventLaunch } from './storage/event-launch';

/** What starting an event needs: a file chooser and the launcher (fakes in tests). */
export interface EventStartDeps {
  /** Asks the host for an entrant list file; null when cancelled. */
  choose(): Promise<string | null>;
  /** Starts or resumes the event; an error sentence when it cannot. */
  launch(launch: EventLaunch): Promise<string | null>;
}

/** Validates a request (from any sender) and starts the event it asks for. */
export async function startEventRequest(raw: unknown, deps: EventStartDeps): Promise<EventStartResult> {
  const parsed = eventStartRequestSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, cancelled: false, error: 'malformed event request' };
  const request: EventStartRequest = parsed.data;
  const source = request.source === 'resume' ? 'resume' : await deps.choose();
  if (source === null) return { ok: false, cancelled: true, error: 'no entrant list chosen' };
  const error = await deps.launch({ source, format: request.format });
  return error === null ? { ok: true } : { ok: false, cancelled: false, error };
}
