/** The practice round (issue 30): one round with relaxed bots that leaves no night, replay, stat or profile behind. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ask, flush, reach, savesRig, seatBots, tempDir, viewOf } from './helpers';

/** The files under `root/dir` (none when the folder was never made). */
function filesIn(root: string, dir: string): string[] {
  const path = join(root, dir);
  return existsSync(path) ? readdirSync(path) : [];
}

describe('the practice round', () => {
  it('plays one round with relaxed bots added, then restores the lobby with no night, replay, profile or stats written', async () => {
    const root = tempDir();
    const rig = savesRig(root);
    const view = await viewOf(rig);
    view.lobby({ op: 'join', input: { kind: 'keys', set: 0 }, name: 'Eva' });
    await seatBots(view, ['instant'], { rounds: null });
    const lobbySeats = rig.session.snapshot().seats;
    expect(rig.session.snapshot().practice).toBe('offered');
    view.send({ t: 'control', op: 'start-practice' });
    await flush();
    const playing = rig.session.snapshot();
    expect(playing.practice).toBe('playing');
    expect(playing.players).toHaveLength(4);
    expect(playing.seats.filter((s) => s.kind === 'bot').map((s) => s.botLevel)).toEqual(['instant', 'relaxed', 'relaxed']);
    const over = await reach(rig, (s) => s.stage === 'match-over', 'the practice round ends after one round');
    expect(over.state?.match.round).toBe(1);
    // The match-over screen's way out, as after any match.
    view.send({ t: 'control', op: 'end-match' });
    await reach(rig, (s) => s.stage === 'lobby', 'back to the lobby');
    const after = rig.session.snapshot();
    expect(after.seats).toEqual(lobbySeats);
    expect(after.practice).toBe('offered');
    expect(after.saves?.night ?? null).toBeNull();
    await rig.saves.idle();
    expect(filesIn(root, 'nights')).toEqual([]);
    expect(filesIn(root, 'replays')).toEqual([]);
    expect(existsSync(join(root, 'profiles.json'))).toBe(false);
    const reply = await ask(rig, view, { op: 'get-profiles' });
    expect(reply).toEqual({ kind: 'profiles', profiles: [] });

    // The real match that follows (two instant bots, to end quickly) is saved as ever: the saves were listening all along.
    view.lobby({ op: 'leave', seat: 0 });
    view.lobby({ op: 'add-bot', level: 'instant' });
    await flush();
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(rig.session.snapshot().practice ?? null).toBeNull();
    await reach(rig, (s) => s.stage === 'stopped', 'the first real round ends');
    expect(filesIn(root, 'nights').filter((n) => n.endsWith('.json'))).toHaveLength(1);
  });

  it('any seat leaves it for the real match at once: the lobby seats play, the practice is offered no more', async () => {
    const rig = savesRig(tempDir());
    const view = await viewOf(rig);
    view.lobby({ op: 'join', input: { kind: 'keys', set: 0 }, name: 'Eva' });
    await seatBots(view, ['instant'], { rounds: null });
    view.send({ t: 'control', op: 'start-practice' });
    await flush();
    expect(rig.session.snapshot().players).toHaveLength(4);
    view.send({ t: 'control', op: 'leave-practice', seat: 0 });
    await flush();
    const real = rig.session.snapshot();
    expect(real.stage).not.toBe('lobby');
    expect(real.practice ?? null).toBeNull();
    expect(real.players).toEqual([0, 1]);
    expect(real.seats.filter((s) => s.kind !== 'open').map((s) => s.name)).toEqual(['Eva', 'Bo']);
    // Lobby changes wait for the real match's results; a second practice is refused.
    view.send({ t: 'control', op: 'start-practice' });
    await flush();
    expect(rig.session.snapshot().players).toEqual([0, 1]);
  });
});
