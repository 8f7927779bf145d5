/** Issue 27, finding 1: an event's result is shown on no view (and the next table is not seated) before its save resolved. */
import { describe, expect, it } from 'vitest';
import { eventState } from '@shared/event/event';
import { createEvent } from '@shared/event/event-file';
import type { EventFile } from '@shared/event/event-schema';
import { expectReach, flush, makeRig, View } from '../session/harness';

const MATCH_LIMIT = 20 * 60_000;

/** A save the test settles by hand: every file it was given, with the promise's resolve and reject. */
interface HeldSave {
  readonly file: EventFile;
  readonly resolve: () => void;
  readonly reject: (e: Error) => void;
}

function smallEvent(): EventFile {
  const made = createEvent('small', '2026-11-24T00:00:00.000Z', {
    name: 'Small',
    seats: 3,
    points: [3, 1],
    maxGames: null,
    roundsPerGame: 1,
    entrants: ['Ana', 'Bo', 'Cy', 'Di'],
    format: { kind: 'winner-stays', keep: 1 },
  });
  if (!made.ok) throw new Error(made.error);
  return made.file;
}

/** A session running the small event with a save held by the test; the view has played game 1 to its end. */
async function afterGameOne(): Promise<{ rig: ReturnType<typeof makeRig>; view: View; held: HeldSave[]; file: EventFile }> {
  const file = smallEvent();
  const rig = makeRig();
  const view = new View(rig.session);
  await view.hello();
  const held: HeldSave[] = [];
  const save = (f: EventFile): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      held.push({ file: f, resolve, reject });
    });
  expect(rig.session.runEvent(file, save, 'instant')).toBeNull();
  view.send({ t: 'control', op: 'start-match' });
  await expectReach(rig, (s) => s.stage === 'match-over', MATCH_LIMIT, 'game 1 over');
  view.send({ t: 'control', op: 'continue' });
  await flush();
  expect(held, 'the result was handed to the save').toHaveLength(1);
  return { rig, view, held, file };
}

describe('issue 27 finding 1: event results count once saved', () => {
  it('no view is shown a result, and no next table is seated or started, until the save of that result resolves', async () => {
    const { rig, view, held, file } = await afterGameOne();
    const first = eventState(file).table?.map((e) => file.config.entrants[e]);
    const shown = view.last();
    expect(shown.stage).toBe('lobby');
    expect(shown.event?.games, 'the unsaved result is not on the leaderboard').toBe(0);
    expect(shown.event?.table, 'the table is the one just played').toEqual(first);
    expect(
      view.snapshots().every((m) => (m.snapshot.event?.games ?? 0) === 0),
      'no snapshot ever carried the unsaved result',
    ).toBe(true);
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(view.refusals().at(-1)).toBe("the event's last result is still being saved");
    expect(rig.session.snapshot().stage).toBe('lobby');

    held[0]?.resolve();
    await flush();
    const saved = held[0]?.file ?? expect.fail('no save');
    const next = eventState(saved).table?.map((e) => saved.config.entrants[e]);
    expect(view.last().event?.games, 'the saved result counts').toBe(1);
    expect(view.last().event?.table).toEqual(next);
    expect(
      view
        .last()
        .seats.slice(0, 3)
        .map((s) => s.name),
    ).toEqual(next);
  });

  it('a failed save shows nothing, refuses the next game and is tried again; the result counts once that save resolves', async () => {
    const { view, held } = await afterGameOne();
    held[0]?.reject(Object.assign(new Error('no space left'), { code: 'ENOSPC' }));
    await flush();
    expect(view.last().event?.games).toBe(0);
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(view.refusals().at(-1)).toBe("the event's last result could not be saved (no space left); saving it again");
    expect(held, 'the same result is saved again').toHaveLength(2);
    expect(held[1]?.file).toEqual(held[0]?.file);
    expect(view.last().event?.games).toBe(0);
    held[1]?.resolve();
    await flush();
    expect(view.last().event?.games).toBe(1);
  });
});
