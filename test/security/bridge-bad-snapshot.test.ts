/** Finding 2 (view side): a snapshot the view refuses is reported and the last good state stays, instead of a blank TV. */
import { describe, expect, it } from 'vitest';
import { Bridge, type Wire } from '@renderer/bridge/Bridge';
import { makeRig } from '../main/session/harness';
import { PROTOCOL_VERSION, type HostMessage } from '@shared/protocol';
import { ligretto } from '../support/ligretto';

function fakeWire(): { wire: Wire; deliver: (msg: unknown) => void } {
  const text = new Set<(t: string) => void>();
  return {
    wire: { send: () => undefined, onText: (l) => void text.add(l), onOpen: () => undefined, onClose: () => undefined },
    deliver: (msg) => {
      for (const l of text) l(JSON.stringify(msg));
    },
  };
}

function goodSnapshot(): Extract<HostMessage, { t: 'snapshot' }> {
  const { session } = makeRig();
  return { t: 'snapshot', snapshot: ligretto(session.snapshot()), events: [] };
}

describe('finding 2: the bridge and a bad snapshot', () => {
  it('a bad notice is reported and the snapshot is shown without its saves part', () => {
    const { wire, deliver } = fakeWire();
    const bridge = new Bridge(wire);
    const got: HostMessage[] = [];
    const problems: { error: string; salvaged: boolean }[] = [];
    bridge.onMessage((m) => void got.push(m));
    bridge.onProblem((error, salvaged) => void problems.push({ error, salvaged }));
    deliver({ t: 'welcome', protocol: PROTOCOL_VERSION });
    const good = goodSnapshot();
    const notice = { id: 'notice-1', kind: 'setting-reset', setting: 'k'.repeat(66), problem: 'unknown setting', text: 'x' };
    const bad = {
      ...good,
      snapshot: { ...good.snapshot, rev: 5, saves: { night: null, resume: null, resuming: null, notices: [notice] } },
    };
    deliver(bad);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.error).toMatch(/saves\.notices\.0\.setting/);
    expect(problems[0]?.salvaged).toBe(true);
    const last = got.at(-1);
    expect(last?.t === 'snapshot' && last.snapshot.rev).toBe(5);
    expect(last?.t === 'snapshot' && last.snapshot.saves).toBeNull();
  });

  it('a snapshot that cannot be salvaged is reported once and the last good one stays the newest delivered', () => {
    const { wire, deliver } = fakeWire();
    const bridge = new Bridge(wire);
    const got: HostMessage[] = [];
    const problems: string[] = [];
    bridge.onMessage((m) => void got.push(m));
    bridge.onProblem((error) => void problems.push(error));
    const good = goodSnapshot();
    deliver(good);
    const broken = { ...good, snapshot: { ...good.snapshot, rev: 9, seats: [] } };
    deliver(broken);
    deliver(broken);
    expect(problems).toHaveLength(1);
    expect(got.filter((m) => m.t === 'snapshot')).toHaveLength(1);
    expect(got.at(-1)).toEqual(good);
  });
});
