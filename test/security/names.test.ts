/**
 * Issue 27 item 6: one name check everywhere a name enters. Names are enforced as PRECIS's Nickname profile does it
 * and compared case-folded by their UTS #39 confusable skeleton; invisible-only names are refused; two seated people
 * never share a name, and never one profile.
 */
import { describe, expect, it } from 'vitest';
import { applyLobby, emptySeats } from '@main/session/lobby';
import { buildProfiles } from '@main/storage/profiles';
import { parseEntrants } from '@shared/event/entrants';
import { eventConfigSchema } from '@shared/event/event-schema';
import { checkName, nameKey } from '@shared/names';
import type { GameNight } from '@shared/night';
import { decodePhoneMessage } from '@shared/phone-protocol-schema';
import { decodeClientMessage } from '@shared/protocol-schema';
import { PHONE_PROTOCOL_VERSION } from '@shared/phone-protocol';
import type { Seat } from '@shared/seats';
import { nightVersion } from '../main/storage/fixtures/night-versions';
import { PhoneClient, lanTestRigs } from '../main/lan/lan-harness';

/** Names that show nothing: Hangul fillers, braille blanks, zero-width and other default-ignorables, lone marks. */
const INVISIBLE = [
  '\u3164',
  '\u3164\u3164',
  '\u115f',
  '\u1160',
  '\uffa0',
  '\u2800',
  '\u2800\u2800\u2800',
  '\u200b',
  '\u2060',
  '\u00ad',
  '\u034f',
  '\u0301',
];

/** Look-alikes of "ana" that read as the same name. */
const SAME_AS_ANA = ['Ana', 'ANA', '\u0410na', '\u0430na', '\uff21\uff4e\uff41', ' ana ', 'an\u0430'];

const lan = lanTestRigs();

describe('issue 27 item 6: names', () => {
  it('invisible-only names are refused by the phone join, the TV join and rename, and the entrant list', () => {
    for (const name of INVISIBLE) {
      expect(checkName(name).ok, JSON.stringify(name)).toBe(false);
      const join = decodePhoneMessage(JSON.stringify({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: 'ABCD', name }));
      expect(join.ok, `phone ${JSON.stringify(name)}`).toBe(false);
      const tv = decodeClientMessage({ t: 'lobby', cmd: { op: 'join', input: { kind: 'keys', set: 0 }, name } });
      expect(tv.ok, `tv join ${JSON.stringify(name)}`).toBe(false);
      const rename = decodeClientMessage({ t: 'lobby', cmd: { op: 'update-seat', seat: 0, patch: { name } } });
      expect(rename.ok, `rename ${JSON.stringify(name)}`).toBe(false);
    }
    const listed = parseEntrants(['Ana', 'Bo', ...INVISIBLE].join('\n'), 'lines');
    expect(listed.ok && listed.names).toEqual(['Ana', 'Bo']);
    expect(listed.problems.map((p) => p.line)).toEqual(INVISIBLE.map((_, i) => i + 3));
  });

  it('names are enforced as PRECIS Nickname: spaces mapped and collapsed, full-width narrowed, NFKC', () => {
    expect(checkName('  Ana\u00a0\u3000Bo  ')).toEqual({ ok: true, name: 'Ana Bo' });
    expect(checkName('\uff21\uff4e\uff41')).toEqual({ ok: true, name: 'Ana' });
    expect(checkName('Jose\u0301')).toEqual({ ok: true, name: 'Jos\u00e9' });
    expect(checkName('Ana \u2764\ufe0f')).toEqual({ ok: true, name: 'Ana \u2764\ufe0f' });
    expect(checkName('A\u3164na').ok).toBe(false);
    const tv = decodeClientMessage({ t: 'lobby', cmd: { op: 'join', input: { kind: 'keys', set: 0 }, name: '\uff21\uff4e\uff41' } });
    expect(tv.ok && tv.msg.t === 'lobby' && tv.msg.cmd.op === 'join' && tv.msg.cmd.name).toBe('Ana');
  });

  it('look-alikes of a name compare the same: case, width and confusable letters', () => {
    for (const name of SAME_AS_ANA) expect(nameKey(name), JSON.stringify(name)).toBe(nameKey('ana'));
    expect(nameKey('Ana')).not.toBe(nameKey('Anna'));
    expect(nameKey('')).toBe('');
  });

  it('the TV join and rename refuse a name that compares the same as a seated player', () => {
    let seats: Seat[] = emptySeats();
    const joined = applyLobby(seats, { op: 'join', input: { kind: 'keys', set: 0 }, name: 'ana' });
    if (!joined.ok) throw new Error(joined.error);
    seats = joined.seats;
    for (const name of SAME_AS_ANA) {
      expect(applyLobby(seats, { op: 'join', input: { kind: 'keys', set: 1 }, name })).toEqual({
        ok: false,
        error: 'another player has that name',
      });
    }
    const other = applyLobby(seats, { op: 'join', input: { kind: 'keys', set: 1 }, name: 'Bo' });
    if (!other.ok) throw new Error(other.error);
    expect(applyLobby(other.seats, { op: 'update-seat', seat: 1, patch: { name: '\u0410na' } })).toEqual({
      ok: false,
      error: 'another player has that name',
    });
  });

  it('a phone cannot join as "Ana" or a Cyrillic "Аna" beside a seated "ana"', async () => {
    const rig = await lan.start();
    const open = async (): Promise<PhoneClient> => {
      const c = await PhoneClient.open(rig?.port ?? 0);
      lan.keep(c);
      return c;
    };
    await (await open()).join(rig.server.roomCode, 'ana');
    for (const name of ['Ana', '\u0410na', '\uff41\uff4e\uff41']) {
      const c = await open();
      await expect(c.join(rig.server.roomCode, name)).rejects.toThrow(/refused/);
    }
    const people = rig.session.snapshot().seats.filter((s) => s.kind === 'person');
    expect(people.map((s) => s.name)).toEqual(['ana']);
  });

  it('event entrants that compare the same are one entrant: the list reports the look-alike', () => {
    const listed = parseEntrants('ana\nBo\n\u0410na\nANA', 'lines');
    expect(listed.ok && listed.names).toEqual(['ana', 'Bo']);
    expect(listed.problems.map((p) => p.problem)).toEqual(['the same name as line 1', 'the same name as line 1']);
    const config = eventConfigSchema.safeParse({
      name: 'Cup',
      entrants: ['ana', '\u0410na'],
      seats: 2,
      points: [3, 1],
      format: { kind: 'open-table', maxStay: 2 },
      maxGames: null,
    });
    expect(config.success === false && config.error.issues.map((i) => i.message)).toEqual(['"\u0410na" is entrant 1 already']);
  });

  it('two players of one night whose names compare the same never share a profile', () => {
    const base = nightVersion(3);
    const players = base.players.map((p, i) => ({ ...p, kind: 'person' as const, name: i === 0 ? 'ana' : i === 1 ? 'Ana' : `P${i}` }));
    const night: GameNight = { ...base, players, rounds: base.rounds.map((r) => ({ ...r, names: players.map((p) => p.name) })) };
    const profiles = buildProfiles([night]);
    const anas = profiles.filter((p) => p.name === 'ana' || p.name === 'Ana');
    expect(anas).toHaveLength(2);
    for (const p of anas) expect(p.rounds).toBe(night.rounds.length);
    expect(new Set(anas.map((p) => p.key)).size).toBe(2);
  });
});
