/**
 * The phone's one-tap join (issue 30): with the right room code a phone is told the name it would join under (a
 * saved person nobody sits as, else a friendly unused name in the phone's language, the TV pads' rule); a wrong code
 * is refused and paced like a join's.
 */
import { describe, expect, it } from 'vitest';
import { PHONE_PROTOCOL_VERSION } from '@shared/phone-protocol';
import { decodePhoneMessage } from '@shared/phone-protocol-schema';
import { FRIENDLY_NAMES } from '@shared/suggested-name';
import { PhoneClient, waitFor, lanTestRigs } from './lan-harness';

const lan = lanTestRigs();

async function suggested(c: PhoneClient, room: string, lang: 'en' | 'de'): Promise<string | null> {
  const from = c.inbox.length;
  c.send({ t: 'suggest', v: PHONE_PROTOCOL_VERSION, room, lang });
  await waitFor(() => c.inbox.slice(from).some((m) => m.t === 'suggested' || m.t === 'refused'), 'an answer to suggest');
  const msg = c.inbox.slice(from).find((m) => m.t === 'suggested' || m.t === 'refused');
  if (msg?.t !== 'suggested') throw new Error(`refused: ${msg?.t === 'refused' ? msg.code : '?'}`);
  return msg.name;
}

describe('phone join suggestion', () => {
  it("offers a friendly unused name in the phone's language, then the next once it is taken; joining under it seats it", async () => {
    const rig = await lan.start();
    const room = rig.server.roomCode;
    const first = await PhoneClient.open(rig.port);
    const second = await PhoneClient.open(rig.port);
    lan.keep(first, second);
    expect(await suggested(first, room, 'de')).toBe(FRIENDLY_NAMES.de[0]);
    const name = await suggested(first, room, 'en');
    expect(name).toBe(FRIENDLY_NAMES.en[0]);
    await first.join(room, name ?? '');
    expect(rig.session.snapshot().seats[0]).toMatchObject({ kind: 'person', name: FRIENDLY_NAMES.en[0] });
    expect(await suggested(second, room, 'en')).toBe(FRIENDLY_NAMES.en[1]);
  });

  it('refuses a wrong room code, and checks the message like every phone message', async () => {
    const rig = await lan.start();
    const c = await PhoneClient.open(rig.port);
    lan.keep(c);
    await expect(suggested(c, 'ACDEFG' === rig.server.roomCode ? 'ACDEFH' : 'ACDEFG', 'en')).rejects.toThrow('bad-room');
    expect(decodePhoneMessage(JSON.stringify({ t: 'suggest', v: 1, room: 'ACDEFG', lang: 'fr' })).ok).toBe(false);
    expect(decodePhoneMessage(JSON.stringify({ t: 'suggest', v: 1, room: 'ACDEFG', lang: 'is' })).ok).toBe(true);
  });
});
