/** Game nights through the session: saved after every round, offered for resuming, resumed with seats, options and totals. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameNightSchema } from '@shared/night-schema';
import { ask, flush, reach, savesRig, seatBots, tempDir, viewOf } from './helpers';

const BOTS = ['instant', 'expert', 'instant'] as const;

function nightFiles(root: string): string[] {
  return readdirSync(join(root, 'nights')).filter((n) => n.endsWith('.json'));
}

describe('game nights are saved after every round', () => {
  it('M1-M3 writes the night (players, seats, colours, options, every round, totals, seed, round) once per round', async () => {
    const root = tempDir();
    const rig = savesRig(root);
    const view = await viewOf(rig);
    await seatBots(view, BOTS, { rounds: 3 });
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    for (let round = 1; round <= 3; round++) {
      const s = await reach(rig, (x) => x.stage === 'stopped' && x.state?.match.round === round, `round ${round} over`);
      const [file] = nightFiles(root);
      expect(file).toBeDefined();
      const night = gameNightSchema.parse(JSON.parse(readFileSync(join(root, 'nights', file as string), 'utf8')));
      expect(night.round).toBe(round);
      expect(night.rounds.map((r) => r.points)).toEqual(s.state?.match.history);
      expect(night.totals).toEqual(s.state?.match.totals);
      expect(night.seed).toBe(s.state?.seed);
      expect(night.options).toEqual(s.state?.options);
      expect(night.players.map((p) => [p.seat, p.name, p.color, p.back])).toEqual(
        s.players.map((seat) => [seat, s.seats[seat]?.name, s.seats[seat]?.color, s.seats[seat]?.back]),
      );
      expect(night.status).toBe(round === 3 ? 'over' : 'playing');
      expect(rig.session.snapshot().saves?.night).toMatchObject({ id: night.id, rounds: round, savedRounds: round });
    }
  });
});

describe('player profiles on request', () => {
  it('get-profiles answers the asking view with every player of the saved nights; profiles.json holds the same', async () => {
    const root = tempDir();
    const rig = savesRig(root);
    const view = await viewOf(rig);
    await seatBots(view, BOTS, { rounds: 2 });
    view.lobby({ op: 'update-seat', seat: 1, patch: { name: 'Bea' } });
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    const over = await reach(rig, (s) => s.stage === 'match-over', 'the night ends');
    const reply = await ask(rig, view, { op: 'get-profiles' });
    if (reply?.kind !== 'profiles') return expect.fail(JSON.stringify(reply));
    expect(reply.profiles.map((p) => p.name)).toEqual(['Ada', 'Bea', 'Cleo']);
    const totals = over.state?.match.totals ?? [];
    reply.profiles.forEach((p, i) => {
      expect(p).toMatchObject({ games: 1, rounds: 2, points: totals[i], wins: over.state?.match.winners.includes(i) ? 1 : 0, bot: true });
      expect(p.nights).toEqual([
        expect.objectContaining({ night: over.saves?.night?.id, scores: over.state?.match.history.map((r) => r[i]), total: totals[i] }),
      ]);
    });
    const onDisk = JSON.parse(readFileSync(join(root, 'profiles.json'), 'utf8')) as { profiles: unknown };
    expect(onDisk.profiles).toEqual(reply.profiles);
  });

  it('a host without saves refuses saves commands with a reason', async () => {
    const { makeRig, View } = await import('../session/harness');
    const rig = makeRig();
    const view = new View(rig.session);
    await view.hello();
    view.send({ t: 'saves', cmd: { op: 'get-profiles' } });
    await flush();
    expect(view.refusals()).toEqual(['this host keeps no saves']);
    expect(view.last().saves).toBeNull();
    expect(view.last().replay).toBeNull();
  });
});
