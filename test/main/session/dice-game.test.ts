/** Ligretto Dice through the game seam: chosen in the lobby and played by the session's match runner and bot scheduler. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ManualClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { connectInProcessWith } from '@main/transport/in-process';
import { DICE_INTENT_KINDS, DICE_REJECT_REASONS, type DiceRejectReason } from '@shared/games/dice/intent';
import { diceEventSchema, diceStateSchema } from '@shared/games/dice/state';
import { decodeClientMessage, hostMessageDecoder } from '@shared/protocol-schema';
import { diceRules } from '@engine/dice/rules';
import { PROTOCOL_VERSION } from '@shared/protocol';
import { flush } from './harness';

const decode = hostMessageDecoder({
  state: diceStateSchema,
  event: diceEventSchema,
  intentKind: z.enum(DICE_INTENT_KINDS),
  reason: z.enum(Object.keys(DICE_REJECT_REASONS) as [DiceRejectReason, ...DiceRejectReason[]]),
});
type DiceMessage = Extract<ReturnType<typeof decode>, { ok: true }>['msg'];

/** A session on a manual clock with Ligretto Dice chosen, one view that said hello, and its latest snapshot. */
function diceTable(seed: number) {
  const clock = new ManualClock();
  const session = new Session({ autoAdvance: true, clock, seed: () => seed, log: () => undefined });
  const inbox: DiceMessage[] = [];
  const view = connectInProcessWith(session, decode, (m) => void inbox.push(m));
  const last = () => {
    const s = inbox.flatMap((m) => (m.t === 'snapshot' ? [m.snapshot] : [])).at(-1);
    if (!s) throw new Error('no snapshot yet');
    return s;
  };
  view.send({ t: 'hello', protocol: PROTOCOL_VERSION });
  view.send({ t: 'lobby', cmd: { op: 'set-game', game: 'dice' } });
  return { clock, session, view, inbox, last };
}

describe('Ligretto Dice in the session', () => {
  it('a person and three bots: the person rerolls, the bots play the round to "Ligretto!" and its scores', async () => {
    const { clock, view, inbox, last } = diceTable(11);
    view.send({ t: 'lobby', cmd: { op: 'join', input: { kind: 'keys', set: 0 }, name: 'Ana' } });
    for (const level of ['skilled', 'expert', 'casual'] as const) view.send({ t: 'lobby', cmd: { op: 'add-bot', level } });
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(last()).toMatchObject({ game: 'dice', stage: 'countdown', players: [0, 1, 2, 3] });
    expect(last().state?.trays.map((t) => t.length)).toEqual([6, 6, 6, 6]);

    clock.advance(3000);
    await flush();
    expect(last().stage).toBe('playing');
    view.send({ t: 'intent', seat: 0, do: 'reroll' });
    await flush();
    expect(last().state?.rerolls[0]).toBe(1);
    // DP5: a second reroll during the lock is the engine's `locked` rejection, shown to every view.
    view.send({ t: 'intent', seat: 0, do: 'reroll' });
    await flush();
    expect(inbox.at(-1)).toMatchObject({ t: 'rejected', seat: 0, do: 'reroll', reason: 'locked' });

    for (let i = 0; i < 1200 && last().stage === 'playing'; i++) {
      clock.advance(100);
      await flush();
    }
    const over = last();
    expect(over.stage).toBe('stopped');
    expect(over.state?.phase).toBe('round-over');
    const finisher = over.state?.finishedBy ?? null;
    expect(finisher).not.toBeNull();
    expect(finisher).not.toBe(0);
    const held = over.state?.trays.map((t) => t.filter((d) => !d.placed).length) ?? [];
    expect(over.state?.scores?.map((s) => s.points)).toEqual(held.map((n, p) => (p === finisher ? held.reduce((a, b) => a + b, 0) : -n)));
  });

  it("a person places a die by its tray index through the seat intent's arguments; no argument can name another player", async () => {
    const { clock, session, view, last } = diceTable(5);
    view.send({ t: 'lobby', cmd: { op: 'join', input: { kind: 'keys', set: 0 }, name: 'Ana' } });
    view.send({ t: 'lobby', cmd: { op: 'join', input: { kind: 'keys', set: 1 }, name: 'Bo' } });
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    clock.advance(3000);
    await flush();
    const before = last();
    expect(before.stage).toBe('playing');
    const state = before.state;
    if (!state) throw new Error('no dice state');
    const place = diceRules.legalIntents(state, 0).find((i) => i.do === 'place');
    if (place?.do !== 'place') throw new Error('seat 0 has no die to place at the start');
    view.send({ t: 'intent', seat: 0, do: 'place', args: { die: place.die } });
    await flush();
    const placed = (s: typeof state): number[] => s.trays.map((t) => t.filter((d) => d.placed).length);
    expect(placed(last().state ?? state)).toEqual([1, 0]);
    // `player` is not an argument: the message is refused before the session sees it, and nothing changes.
    expect(decodeClientMessage({ t: 'intent', seat: 0, do: 'place', args: { die: 0, player: 1 } }).ok).toBe(false);
    const rev = session.snapshot().rev;
    const raw: unknown[] = [];
    const handle = session.connect({ send: (m) => void raw.push(m), close: () => undefined });
    handle.receive(JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION }));
    handle.receive(JSON.stringify({ t: 'intent', seat: 0, do: 'place', args: { die: 0, player: 1 } }));
    expect(raw.at(-1)).toMatchObject({ t: 'refused' });
    expect(session.snapshot().rev).toBe(rev);
  });

  it("with only people at the table, a reroll's landing sends fresh views by itself (a phone shows the faces without anyone acting)", async () => {
    const { clock, view, inbox, last } = diceTable(5);
    view.send({ t: 'lobby', cmd: { op: 'join', input: { kind: 'keys', set: 0 }, name: 'Ana' } });
    view.send({ t: 'lobby', cmd: { op: 'join', input: { kind: 'keys', set: 1 }, name: 'Bo' } });
    // Live hints off: a stuck seat's hint would be a snapshot of its own, 5 s on.
    view.send({ t: 'lobby', cmd: { op: 'set-options', options: { hints: 'off' } } });
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    clock.advance(3000);
    await flush();
    view.send({ t: 'intent', seat: 0, do: 'reroll' });
    view.send({ t: 'intent', seat: 1, do: 'reroll' });
    await flush();
    const rolled = last();
    const lands = Math.max(...(rolled.state?.lockedUntil ?? []).map((t) => t ?? 0));
    expect(lands).toBeGreaterThan(rolled.now);
    const count = inbox.length;
    clock.advance(lands - rolled.now);
    await flush();
    // Nobody acted, yet a snapshot went out at the landing time: views of the dice (the phones' pads) show the faces.
    expect(inbox.length).toBeGreaterThan(count);
    expect(last().now).toBeGreaterThanOrEqual(lands);
    expect(last().stage).toBe('playing');
    // And only once: nothing more is pending, so no further snapshot comes while time passes.
    const after = inbox.length;
    clock.advance(5_000);
    await flush();
    expect(inbox.length).toBe(after);
  });
});
