/** The how-to-play stage (docs/howto.md): before a game's first match of the night only, skippable, on demand. */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { BUILT_IN_GAMES } from '@engine/registry';
import { lessonMs } from '@shared/lesson';
import type { Snapshot } from '@shared/protocol';
import { addBots, flush, TEST_TIMINGS, View, type Rig } from './harness';

/** The newest snapshot of any game (View.last reads Ligretto's only). */
function latest(view: View): Snapshot {
  const msg = view.snapshots().at(-1);
  if (!msg) throw new Error('no snapshot yet');
  return msg.snapshot;
}

function teachingRig(): Rig {
  const clock = new ManualClock();
  const logs: string[] = [];
  let seed = 1;
  const session = new Session({
    clock,
    seed: () => seed++,
    log: (l) => logs.push(l),
    timings: TEST_TIMINGS,
    autoAdvance: true,
    teach: true,
  });
  return { clock, session, logs };
}

async function lobbyOfTwo(rig: Rig): Promise<View> {
  const view = new View(rig.session);
  await view.hello();
  addBots(view, ['casual', 'casual']);
  await flush();
  return view;
}

describe('how to play', () => {
  it('Start plays the lesson first, then the match; the second Start of the night goes straight to the match', async () => {
    const rig = teachingRig();
    const view = await lobbyOfTwo(rig);
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(latest(view).stage).toBe('howto');
    expect(latest(view).lesson).toMatchObject({ game: 'ligretto', step: 0, id: 'piles' });
    const lesson = BUILT_IN_GAMES.get('ligretto')?.lesson?.();
    rig.clock.advance(lessonMs(lesson!) + 10);
    await flush();
    expect(latest(view).stage).toBe('countdown');
    expect(latest(view).lesson ?? null).toBeNull();
    // Every step was shown in order, and its moves reached the table as events.
    const steps = [...new Set(view.snapshots().flatMap((m) => (m.snapshot.lesson ? [m.snapshot.lesson.id] : [])))];
    expect(steps).toEqual(lesson!.steps.map((s) => s.id));
    view.send({ t: 'control', op: 'end-match' });
    await flush();
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(latest(view).stage).toBe('countdown');
  });

  it('one skip ends the lesson and starts the match; the lesson is not forced again that night for that game', async () => {
    const rig = teachingRig();
    const view = await lobbyOfTwo(rig);
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(latest(view).stage).toBe('howto');
    view.send({ t: 'howto', op: 'skip' });
    await flush();
    expect(latest(view).stage).toBe('countdown');
    view.send({ t: 'control', op: 'end-match' });
    await flush();
    // Another game has its own first time.
    view.lobby({ op: 'set-game', game: 'dice' });
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(latest(view).lesson).toMatchObject({ game: 'dice' });
  });

  it('shown on demand from the lobby, it returns to the lobby; lobby commands wait until it is skipped', async () => {
    const rig = teachingRig();
    const view = await lobbyOfTwo(rig);
    view.send({ t: 'howto', op: 'show', game: 'coloretto' });
    await flush();
    expect(latest(view).stage).toBe('howto');
    expect(latest(view).game).toBe('coloretto');
    expect(latest(view).players).toEqual([]);
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(view.refusals().at(-1)).toMatch(/how to play is on/);
    view.send({ t: 'howto', op: 'skip' });
    await flush();
    expect(latest(view).stage).toBe('lobby');
    expect(latest(view).game).toBe('ligretto');
  });

  it('from a paused match it returns to the paused match', async () => {
    const rig = teachingRig();
    const view = await lobbyOfTwo(rig);
    view.send({ t: 'howto', op: 'show' });
    view.send({ t: 'howto', op: 'skip' });
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(latest(view).stage).toBe('countdown');
    view.send({ t: 'control', op: 'pause' });
    view.send({ t: 'howto', op: 'show', game: 'ligretto' });
    await flush();
    expect(latest(view).stage).toBe('howto');
    expect(latest(view).paused).toBe(false);
    view.send({ t: 'howto', op: 'skip' });
    await flush();
    expect(latest(view).stage).toBe('countdown');
    expect(latest(view).paused).toBe(true);
  });

  it('without teaching (tests, --no-howto) Start goes straight to the match', async () => {
    const clock = new ManualClock();
    const session = new Session({ clock, seed: () => 1, log: () => undefined, timings: TEST_TIMINGS });
    const view = await lobbyOfTwo({ clock, session, logs: [] });
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(latest(view).stage).toBe('countdown');
  });
});
