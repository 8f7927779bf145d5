/** Starting an event from the app: the request is validated, a cancelled dialog starts nothing, resume needs no file. */
import { describe, expect, it } from 'vitest';
import { startEventRequest } from '@main/event-start-request';
import type { EventLaunch } from '@main/storage/event-launch';

function deps(
  chosen: string | null,
  error: string | null = null,
): { launched: EventLaunch[]; choose: () => Promise<string | null>; launch: (l: EventLaunch) => Promise<string | null> } {
  const launched: EventLaunch[] = [];
  return { launched, choose: () => Promise.resolve(chosen), launch: (l) => (launched.push(l), Promise.resolve(error)) };
}

describe('event start from the app', () => {
  it('ES-1 a malformed request is refused before any dialog or launch', async () => {
    const d = deps('/tmp/list.csv');
    for (const raw of [
      null,
      'file',
      { source: 'file' },
      { source: 'disk', format: 'round-robin' },
      { source: 'file', format: 'round-robin', path: '/etc/passwd' },
    ])
      expect(await startEventRequest(raw, d)).toEqual({ ok: false, cancelled: false, error: 'malformed event request' });
    expect(d.launched).toEqual([]);
  });

  it('ES-2 a chosen list is launched with the format; a cancelled dialog launches nothing; resume skips the dialog', async () => {
    const d = deps('/tmp/list.csv');
    expect(await startEventRequest({ source: 'file', format: 'winner-stays' }, d)).toEqual({ ok: true });
    expect(d.launched).toEqual([{ source: '/tmp/list.csv', format: 'winner-stays' }]);
    const cancelled = deps(null);
    expect((await startEventRequest({ source: 'file', format: 'round-robin' }, cancelled)).ok).toBe(false);
    expect(cancelled.launched).toEqual([]);
    const resume = deps(null);
    expect(await startEventRequest({ source: 'resume', format: 'round-robin' }, resume)).toEqual({ ok: true });
    expect(resume.launched[0]?.source).toBe('resume');
  });

  it('ES-3 a launch error is answered as the reason', async () => {
    expect(await startEventRequest({ source: 'resume', format: 'open-table' }, deps(null, 'no unfinished event to resume'))).toEqual({
      ok: false,
      cancelled: false,
      error: 'no unfinished event to resume',
    });
  });
});
