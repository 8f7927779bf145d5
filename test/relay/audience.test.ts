/**
 * The audience on the relay (issue 32), one in-process relay: viewers join the night's audience with its code, back
 * seats, cheer and vote; the relay counts them and the host hears only the sums; backings are scored against the
 * round's winners into the night's leaderboard; rates, the cap and closing the audience hold, and seats are untouched.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Client, type Room } from 'colyseus.js';
import {
  AUDIENCE_CLOSE,
  AUDIENCE_MSG,
  AUDIENCE_ROOM_NAME,
  CHEERS_PER_SECOND,
  type AudienceConfig,
  type AudienceCounts,
  type AudienceState,
  type AudienceSummary,
  type ViewerSelf,
} from '@shared/audience-protocol';
import { RELAY_MSG } from '@shared/relay-protocol';
import { ROOM_CODE_ALPHABET } from '@shared/phone-protocol';
import { hostRoom, Inbox, phoneRoom, relayForTest } from './harness';
import type { Relay } from '../../src/relay/server';

let relay: Relay | null = null;
afterEach(async () => {
  await relay?.close();
  relay = null;
});

const config = (over: Partial<AudienceConfig> = {}): AudienceConfig => ({ open: true, cap: 100, choices: ['Ligretto', 'Dice'], ...over });
const summary = (phase: AudienceSummary['phase'], round: string, winners: number[] = []): AudienceSummary => ({
  phase,
  game: 'ligretto',
  round,
  seats: [
    { seat: 0, name: 'Ana', color: 0 },
    { seat: 1, name: 'Ben', color: 1 },
  ],
  leader: 0,
  done: 3,
  of: 8,
  turn: null,
  winners,
});
const token = (): string => randomBytes(12).toString('base64url');

async function viewer(endpoint: string, code: string, nick?: string): Promise<{ room: Room; inbox: Inbox }> {
  const room = await new Client(endpoint).joinOrCreate(AUDIENCE_ROOM_NAME, {
    code,
    token: token(),
    ...(nick !== undefined ? { nick } : {}),
  });
  return { room, inbox: new Inbox(room) };
}

async function openNight(over: Partial<AudienceConfig> = {}) {
  const t = await relayForTest();
  relay = t.relay;
  const host = await hostRoom(t.endpoint);
  host.room.send(AUDIENCE_MSG.config, config(over));
  host.room.send(AUDIENCE_MSG.summary, summary('back', 'm1r1'));
  // The config is in presence once the first state reaches a viewer; wait for the host's tally of an empty audience.
  await host.inbox.next<AudienceCounts>(AUDIENCE_MSG.tally, () => true).catch(() => undefined);
  return { ...t, host };
}

/** The host's latest tally that matches. */
const tally = (inbox: Inbox, match: (c: AudienceCounts) => boolean): Promise<AudienceCounts> =>
  inbox.next<AudienceCounts>(AUDIENCE_MSG.tally, match);

describe('the audience on the relay', () => {
  it('sums backings for the host, scores them against the round winners and ranks the night leaderboard', async () => {
    const { endpoint, host } = await openNight();
    const viewers = await Promise.all(['Zoe', 'Yan', ''].map((nick) => viewer(endpoint, host.code, nick)));
    for (const [i, v] of viewers.entries()) v.room.send(AUDIENCE_MSG.back, i < 2 ? 0 : 1);
    const before = await tally(host.inbox, (c) => c.viewers === 3 && c.backing[0] === 2 && c.backing[1] === 1);
    expect(before.backing.slice(0, 3)).toEqual([2, 1, 0]);
    // Play begins: backings are locked; a change during play does not count.
    host.room.send(AUDIENCE_MSG.summary, summary('cheer', 'm1r1'));
    await viewers[2]?.inbox.next<AudienceState>(AUDIENCE_MSG.state, (s) => s.summary?.phase === 'cheer');
    viewers[2]?.room.send(AUDIENCE_MSG.back, 0);
    host.room.send(AUDIENCE_MSG.summary, summary('result', 'm1r1', [0]));
    const self = await viewers[0]?.inbox.next<ViewerSelf>(AUDIENCE_MSG.you, (y) => y.points === 1);
    expect(self).toMatchObject({ nick: 'Zoe', backing: 0, points: 1 });
    const after = await tally(host.inbox, (c) => c.top.length === 2);
    expect(after.top.map((r) => [r.nick, r.points])).toEqual([
      ['Yan', 1],
      ['Zoe', 1],
    ]);
    expect(after.backing[1]).toBe(1);
    // Viewers see the same leaderboard in the night's state.
    const seen = await viewers[2]?.inbox.next<AudienceState>(AUDIENCE_MSG.state, (s) => s.counts.top.length === 2);
    expect(seen?.counts.top.map((r) => r.nick)).toEqual(['Yan', 'Zoe']);
  });

  it('counts votes for the offered choices between matches only', async () => {
    const { endpoint, host } = await openNight();
    const [a, b] = await Promise.all([viewer(endpoint, host.code), viewer(endpoint, host.code)]);
    a?.room.send(AUDIENCE_MSG.vote, 1);
    host.room.send(AUDIENCE_MSG.summary, summary('vote', 'm1'));
    await b?.inbox.next<AudienceState>(AUDIENCE_MSG.state, (s) => s.summary?.phase === 'vote');
    await a?.inbox.next<AudienceState>(AUDIENCE_MSG.state, (s) => s.summary?.phase === 'vote');
    a?.room.send(AUDIENCE_MSG.vote, 1);
    b?.room.send(AUDIENCE_MSG.vote, 1);
    b?.room.send(AUDIENCE_MSG.vote, 3);
    const c = await tally(host.inbox, (t) => t.votes[1] === 2);
    expect(c.votes).toEqual([0, 2]);
  });

  it('drops cheers past the per-viewer rate and closes a viewer that floods', async () => {
    const { endpoint, host } = await openNight();
    const calm = await viewer(endpoint, host.code);
    for (let i = 0; i < 20; i++) calm.room.send(AUDIENCE_MSG.cheer, 'fire');
    await tally(host.inbox, (t) => t.cheers[1] === CHEERS_PER_SECOND);
    const seen = host.inbox.items.filter((i) => i.type === AUDIENCE_MSG.tally).map((i) => (i.msg as AudienceCounts).cheers[1] ?? 0);
    expect(Math.max(...seen)).toBe(CHEERS_PER_SECOND);
    const loud = await viewer(endpoint, host.code);
    for (let i = 0; i < 40; i++) loud.room.send(AUDIENCE_MSG.cheer, 'clap');
    expect(await loud.inbox.closed()).toBe(AUDIENCE_CLOSE.flood);
  });

  it('refuses viewers past the cap, bad nicknames and codes without an audience', async () => {
    const { endpoint, host } = await openNight({ cap: 2 });
    await viewer(endpoint, host.code);
    await viewer(endpoint, host.code);
    await expect(viewer(endpoint, host.code)).rejects.toThrow(/full/);
    await expect(viewer(endpoint, host.code, 'a\u0000b')).rejects.toThrow(/control/);
    const other = [...host.code].map((c) => ROOM_CODE_ALPHABET[(ROOM_CODE_ALPHABET.indexOf(c) + 1) % ROOM_CODE_ALPHABET.length]).join('');
    await expect(viewer(endpoint, other)).rejects.toThrow(/no audience open/);
  });

  it('closing the audience drops every viewer and leaves the seated phones as they were', async () => {
    const { endpoint, host } = await openNight();
    const phone = await phoneRoom(endpoint, host.code);
    const [peer] = await host.inbox.next<[string, string]>(RELAY_MSG.peerOpen);
    const viewers = await Promise.all([0, 1, 2].map(() => viewer(endpoint, host.code)));
    await tally(host.inbox, (c) => c.viewers === 3);
    host.room.send(AUDIENCE_MSG.config, config({ open: false }));
    for (const v of viewers) expect(await v.inbox.closed()).toBe(AUDIENCE_CLOSE.closed);
    await expect(viewer(endpoint, host.code)).rejects.toThrow(/no audience open/);
    phone.room.send(RELAY_MSG.frame, '{"t":"press"}');
    const [from] = await host.inbox.next<[string, string]>(RELAY_MSG.peerFrame);
    expect(from).toBe(peer);
    expect(phone.inbox.left).toBeNull();
  });

  it('only the host sends the audience config: a phone that tries is closed', async () => {
    const { endpoint, host } = await openNight();
    const phone = await phoneRoom(endpoint, host.code);
    phone.room.send(AUDIENCE_MSG.config, config({ cap: 5 }));
    expect(await phone.inbox.closed()).toBeGreaterThanOrEqual(4000);
  });
});
