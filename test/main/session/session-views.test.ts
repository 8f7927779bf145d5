/** Views of one session: one snapshot per change for everyone, crashed views dropped, idle views harmless. */
import { describe, expect, it } from 'vitest';
import { connectInProcess } from '@main/transport/in-process';
import type { HostOutMessage } from '@shared/protocol';
import { addBots, expectConsecutiveRevs, expectReach, flush, gameProblems, makeRig, View } from './harness';

describe('session views', () => {
  it('after every change every connected view receives exactly one snapshot, rev up by one each time', async () => {
    const rig = makeRig({ seed: 8 });
    const views = [new View(rig.session), new View(rig.session), new View(rig.session)];
    for (const v of views) await v.hello();
    // A synchronous link sees each send as it happens: one snapshot per rev, never two.
    const direct: number[] = [];
    const handle = rig.session.connect({ send: (m) => void (m.t === 'snapshot' && direct.push(m.snapshot.rev)), close: () => undefined });
    handle.receive({ t: 'hello', protocol: 1 });
    const [a] = views;
    if (!a) throw new Error('no view');
    addBots(a, ['instant', 'expert', 'skilled']);
    a.lobby({ op: 'update-seat', seat: 0, patch: { stackSize: 7 } });
    a.lobby({ op: 'set-options', options: { rounds: 1 } });
    a.send({ t: 'control', op: 'start-match' });
    await expectReach(rig, (s) => s.stage === 'scores', 10 * 60_000, 'scores');

    const revs = views.map((v) => v.snapshots().map((m) => m.snapshot.rev));
    for (const v of views) expectConsecutiveRevs(v, rig.session);
    expect(revs[1]).toEqual(revs[0]);
    expect(revs[2]).toEqual(revs[0]);
    expect(direct).toEqual(Array.from({ length: direct.length }, (_, i) => (direct[0] ?? 0) + i));
    expect(direct.at(-1)).toBe(rig.session.snapshot().rev);
    expect(revs[0]?.length).toBeGreaterThan(50);
  });

  it('a view whose send throws is dropped and the game goes on for the others', async () => {
    const rig = makeRig({ seed: 4 });
    const good = new View(rig.session);
    await good.hello();
    let sends = 0;
    const crashing = rig.session.connect({
      send: () => {
        if (++sends > 3) throw new Error('renderer crashed');
      },
      close: () => undefined,
    });
    crashing.receive({ t: 'hello', protocol: 1 });
    expect(rig.session.viewCount()).toBe(2);
    addBots(good, ['instant', 'expert']);
    good.lobby({ op: 'set-options', options: { rounds: 1 } });
    good.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(rig.session.viewCount()).toBe(1);
    expect(rig.logs.some((l) => l.includes('view dropped') && l.includes('renderer crashed'))).toBe(true);
    const s = await expectReach(rig, (x) => x.stage === 'scores', 10 * 60_000, 'scores');
    expect(sends).toBe(4);
    if (!s.state) throw new Error('no game');
    expect(gameProblems(s.state)).toEqual([]);
    expectConsecutiveRevs(good, rig.session);
  });

  it('a view that never reads, or holds every message unprocessed, does not stall the others', async () => {
    const rig = makeRig({ seed: 6 });
    const deaf = connectInProcess(rig.session, () => undefined);
    deaf.send({ t: 'hello', protocol: 1 });
    const backlog: HostOutMessage[] = [];
    const slow = rig.session.connect({ send: (m) => void backlog.push(m), close: () => undefined });
    slow.receive({ t: 'hello', protocol: 1 });
    const good = new View(rig.session);
    await good.hello();
    addBots(good, ['instant', 'expert', 'expert']);
    good.lobby({ op: 'set-options', options: { rounds: 1 } });
    good.send({ t: 'control', op: 'start-match' });
    const s = await expectReach(rig, (x) => x.stage === 'scores', 10 * 60_000, 'scores');
    expect(rig.session.viewCount()).toBe(3);
    expect(good.last().rev).toBe(s.rev);
    expect(backlog.filter((m) => m.t === 'snapshot').length).toBe(good.snapshots().length);
    expectConsecutiveRevs(good, rig.session);
  });

  it('a closed in-process view gets nothing more and leaves the session', async () => {
    const rig = makeRig();
    const a = new View(rig.session);
    const b = new View(rig.session);
    await a.hello();
    await b.hello();
    b.close();
    a.lobby({ op: 'add-bot' });
    b.lobby({ op: 'add-bot' });
    await flush();
    expect(rig.session.viewCount()).toBe(1);
    expect(b.snapshots()).toHaveLength(1);
    expect(a.last().seats.filter((s) => s.kind === 'bot')).toHaveLength(1);
  });
});
