/** Twelve real phones on loopback: they join through the LAN server and play a whole round from their own views. */
import { ligretto, ligrettoEvents } from '../../support/ligretto';
import { afterEach, describe, expect, it } from 'vitest';
import { fits, needMasks } from '@engine/ligretto/index';
import { cardOwner } from '@shared/games/ligretto/cards';
import { phoneCardsOf, type PhoneCards } from '@shared/games/ligretto/phone';
import type { PhoneMessage } from '@shared/phone-protocol';
import type { LigrettoEvent } from '@shared/games/ligretto/events';
import type { Pile } from '@shared/games/ligretto/state';
import { PhoneClient, startLanRig, waitFor, type LanRig } from './lan-harness';

let rig: LanRig | null = null;
const phones: PhoneClient[] = [];

afterEach(async () => {
  for (const p of phones.splice(0)) p.close();
  await rig?.close();
  rig = null;
});

/** A play a person would see from their own cards and the centre on the TV. */
function choose(cards: PhoneCards, piles: readonly Pile[]): PhoneMessage {
  const masks = needMasks(piles);
  if (cards.stack !== null && fits(cards.stack, masks)) return { t: 'press', do: 'stack' };
  const slot = cards.row.findIndex((c) => c !== null && fits(c, masks));
  if (slot !== -1) return { t: 'press', do: 'row', slot };
  if (cards.waste !== null && fits(cards.waste, masks)) return { t: 'press', do: 'waste' };
  return { t: 'press', do: 'flip' };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('phones over the LAN: a full round', () => {
  it('12 phones join with the room code, each gets its own seat and view, and they play a round to its end', async () => {
    rig = await startLanRig();
    const r = rig;
    for (let i = 0; i < 12; i++) {
      const phone = await PhoneClient.open(r.port);
      phones.push(phone);
      const joined = await phone.join(r.server.roomCode, `Phone ${i + 1}`);
      expect(joined.seat).toBe(i);
      expect(joined.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }
    const seats = ligretto(r.session.snapshot()).seats;
    expect(seats.map((s) => [s.kind, s.input?.kind, s.name])).toEqual(phones.map((_, i) => ['person', 'phone', `Phone ${i + 1}`]));
    await waitFor(() => phones.every((p) => p.view()?.stage === 'lobby'), 'lobby views');

    r.control({ t: 'control', op: 'start-match' });
    await waitFor(() => phones.every((p) => phoneCardsOf(p.view()) !== null), 'every phone to see its dealt cards');

    const over = (): boolean => ligretto(r.session.snapshot()).state?.phase === 'round-over';
    const presses = phones.map(() => 0);
    await Promise.all(
      phones.map(async (phone, i) => {
        while (!over()) {
          const view = phone.view();
          const game = ligretto(r.session.snapshot()).state;
          const cards = phoneCardsOf(view);
          if (view?.stage === 'playing' && cards && game && !view.paused) {
            phone.send(choose(cards, game.piles));
            presses[i] = (presses[i] ?? 0) + 1;
          }
          await sleep(45);
        }
      }),
    );
    await waitFor(() => phones.every((p) => p.view()?.score !== null && p.view()?.score !== undefined), 'scores on every phone');

    const events = r.tv.flatMap((m): LigrettoEvent[] => (m.t === 'snapshot' ? ligrettoEvents(m.events) : []));
    const players = ligretto(r.session.snapshot()).players;
    const playedBy = new Set(events.flatMap((e) => (e.type === 'card-played' ? [players[e.player]] : [])));
    expect(presses.every((n) => n > 0)).toBe(true);
    expect(playedBy.size).toBe(12);
    expect(events.some((e) => e.type === 'round-scored')).toBe(true);
    for (const [i, phone] of phones.entries()) {
      expect(phone.bad).toEqual([]);
      expect(phone.refusals()).toEqual([]);
      const view = phone.view();
      expect(view?.seat).toBe(i);
      expect(view?.name).toBe(`Phone ${i + 1}`);
      expect(view?.score?.players).toBe(12);
      const tvRejections = r.tv.filter((m) => m.t === 'rejected' && m.seat === i && m.reason !== 'not-running').length;
      const own = phone.inbox.filter((m) => m.t === 'rejected' && m.reason !== 'not-running').length;
      expect(own, `seat ${i + 1} gets exactly its own rejections`).toBe(tvRejections);
    }
    expect(r.logs.filter((l) => l.startsWith('refused'))).toEqual([]);
  });

  it('J1 a phone that joins mid-round is told it plays from the next round, is dealt in then, and lays a card in it', async () => {
    rig = await startLanRig();
    const r = rig;
    r.control({ t: 'lobby', cmd: { op: 'add-bot', level: 'instant' } });
    r.control({ t: 'lobby', cmd: { op: 'add-bot', level: 'instant' } });
    r.control({ t: 'control', op: 'start-match' });
    await waitFor(() => ligretto(r.session.snapshot()).stage === 'playing', 'round 1 running');
    const phone = await PhoneClient.open(r.port);
    phones.push(phone);
    expect((await phone.join(r.server.roomCode, 'Late')).seat).toBe(2);
    // Fast bots may end a round at any moment: the phone is dealt in at the round after the one it joined in.
    const next = (ligretto(r.session.snapshot()).state?.match.round ?? 0) + 1;
    await waitFor(() => phone.view()?.nextRound === true, 'the late phone told it plays from the next round');
    expect(phoneCardsOf(phone.view()), 'no cards while round 1 runs').toBeNull();
    expect(ligretto(r.session.snapshot()).players).toEqual([0, 1]);

    await waitFor(() => phone.view()?.round === next && phoneCardsOf(phone.view()) !== null, 'the phone dealt in at the next round');
    expect(phone.view()?.nextRound).toBeUndefined();
    expect(ligretto(r.session.snapshot()).players).toEqual([0, 1, 2]);
    const laid = (): number => {
      const game = ligretto(r.session.snapshot()).state;
      return game?.piles.reduce((n, pile) => n + pile.cards.filter((c) => cardOwner(c) === 2).length, 0) ?? 0;
    };
    for (let press = 0; press < 2000 && laid() === 0; press++) {
      const view = phone.view();
      const game = ligretto(r.session.snapshot()).state;
      const cards = phoneCardsOf(view);
      if (view?.stage === 'playing' && view.round === next && cards && game && !view.paused) phone.send(choose(cards, game.piles));
      await sleep(45);
    }
    expect(laid(), 'the newcomer laid a card in the round it was dealt into').toBeGreaterThan(0);
    expect(phone.bad).toEqual([]);
    expect(r.logs.filter((l) => l.startsWith('refused') || l.includes('refused:'))).toEqual([]);
  });
});
