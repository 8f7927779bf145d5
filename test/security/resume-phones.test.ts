/**
 * Finding 4: resuming a night with phone players (the saved files a host killed with -9 leaves behind). A phone
 * re-claims its seat with the token it kept, or by picking its name; never by join order. start-match then works
 * and every player goes on from their own totals. Real session, saves and LAN server; phones on real sockets.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { phoneIdOf, newToken } from '@main/lan/lan-config';
import { startLanServer, type LanServer } from '@main/lan/LanServer';
import { realClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { Saves } from '@main/storage/Saves';
import { PROTOCOL_VERSION, type HostOutMessage } from '@shared/protocol';
import { FAST_TIMINGS, fakePhoneDir, PhoneClient, waitFor } from '../main/lan/lan-harness';
import { nightVersion } from '../main/storage/fixtures/night-versions';
import { tempDir } from '../main/storage/temp-dir';
import { ligretto } from '../support/ligretto';

let server: LanServer | null = null;
const clients: PhoneClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await server?.close();
  server = null;
});

describe('finding 4: resuming a night with phone players', () => {
  it('phones re-claim their seats by stored token or by name; start-match works; totals stay with their players', async () => {
    const anaToken = newToken();
    const night = nightVersion(1);
    const players = night.players.map((p, i) =>
      i === 0
        ? { ...p, input: { kind: 'phone' as const, id: phoneIdOf(anaToken) } }
        : i === 1
          ? { ...p, input: { kind: 'phone' as const, id: phoneIdOf(newToken()) } }
          : p,
    );
    const root = tempDir('resume-phones');
    mkdirSync(join(root, 'nights'), { recursive: true });
    writeFileSync(join(root, 'nights', `${night.id}.json`), JSON.stringify({ ...night, players }));

    const logs: string[] = [];
    const session = new Session({ autoAdvance: true, clock: realClock, seed: () => 5, log: (l) => logs.push(l), timings: FAST_TIMINGS });
    session.attachSaves(new Saves({ root, log: (l) => logs.push(l) }).load());
    server = await startLanServer({ session, host: '127.0.0.1', port: 0, phoneDir: fakePhoneDir(), log: (l) => logs.push(l) });
    const port = Number(server.address.split(':')[1]);
    const tv: HostOutMessage[] = [];
    const handle = session.connect({ send: (m) => void tv.push(m), close: () => undefined });
    handle.receive({ t: 'hello', protocol: PROTOCOL_VERSION });
    handle.receive({ t: 'saves', cmd: { op: 'resume-night', night: night.id } });
    await waitFor(() => session.snapshot().saves?.resuming?.night === night.id, 'the night to be resumed');

    // A stranger joining first does not take a resumed seat, nor an open one that would break the night.
    const stranger = await PhoneClient.open(port);
    clients.push(stranger);
    await expect(stranger.join(server.roomCode, 'Zed')).rejects.toThrow('refused: full');
    const refusal = stranger.inbox.find((m) => m.t === 'refused');
    expect(refusal?.t === 'refused' ? refusal.error : '').toContain('Ana, Bo');

    // Bo's phone lost its token: Bo picks the name. Ana's phone comes back with the token it kept.
    const bo = await PhoneClient.open(port);
    clients.push(bo);
    expect(await bo.join(server.roomCode, ' bo ')).toMatchObject({ seat: 1 });
    const ana = await PhoneClient.open(port);
    clients.push(ana);
    expect(await ana.resume(anaToken)).toMatchObject({ seat: 0, token: anaToken });

    const lobby = session.snapshot();
    expect(lobby.seats.slice(0, 3).map((s) => s.name)).toEqual(['Ana', 'Bo', 'Cleo']);
    expect(lobby.seats[0]?.input).toEqual({ kind: 'phone', id: phoneIdOf(anaToken) });
    expect(lobby.seats[1]?.input?.kind).toBe('phone');
    expect(lobby.seats[1]?.input).not.toEqual(players[1]?.input);

    handle.receive({ t: 'control', op: 'start-match' });
    await waitFor(() => session.snapshot().stage !== 'lobby', 'the resumed match to start');
    const started = ligretto(session.snapshot());
    expect(tv.some((m) => m.t === 'refused')).toBe(false);
    expect(started.players).toEqual([0, 1, 2]);
    expect(started.state?.match.totals).toEqual(night.totals);
    expect(started.state?.match.round).toBe(night.rounds.length + 1);
    // Each phone sees its own seat.
    await waitFor(() => ana.view() !== null && bo.view() !== null, 'phone views');
    expect(ana.view()?.seat).toBe(0);
    expect(bo.view()?.seat).toBe(1);
    handle.close();
  });
});
