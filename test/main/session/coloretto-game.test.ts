import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BUILT_IN_BOTS } from '@bots/index';
import { colorettoRules } from '@engine/coloretto/index';
import { ligrettoRules } from '@engine/ligretto/rules';
import { gameRegistry, type GameRegistry } from '@engine/registry';
import { ManualClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { connectInProcessWith } from '@main/transport/in-process';
import { COLORETTO_INTENT_KINDS, COLORETTO_REASONS } from '@shared/games/coloretto/intent';
import { colorettoEventSchema, colorettoStateSchema } from '@shared/games/coloretto/state';
import { hostMessageDecoder } from '@shared/protocol-schema';
import { PROTOCOL_VERSION } from '@shared/protocol';
import { phoneViewFor } from '@main/lan/phone-view';
import { flush } from './harness';

const decode = hostMessageDecoder({
  state: colorettoStateSchema,
  event: colorettoEventSchema,
  intentKind: z.enum(COLORETTO_INTENT_KINDS),
  reason: z.enum(COLORETTO_REASONS),
});
type Message = Extract<ReturnType<typeof decode>, { ok: true }>['msg'];

/** A session with the built-in games and bots on a manual clock, one in-process view on Coloretto. */
function colorettoTable(seed: number, games?: GameRegistry) {
  const clock = new ManualClock();
  const session = new Session({
    autoAdvance: true,
    clock,
    seed: () => seed,
    log: () => undefined,
    ...(games ? { games, bots: BUILT_IN_BOTS } : {}),
  });
  const inbox: Message[] = [];
  const view = connectInProcessWith(session, decode, (m) => void inbox.push(m));
  const last = () => {
    const s = inbox.flatMap((m) => (m.t === 'snapshot' ? [m.snapshot] : [])).at(-1);
    if (!s) throw new Error('no snapshot yet');
    return s;
  };
  const events = () => inbox.flatMap((m) => (m.t === 'snapshot' ? m.events : []));
  view.send({ t: 'hello', protocol: PROTOCOL_VERSION });
  view.send({ t: 'lobby', cmd: { op: 'set-game', game: 'coloretto' } });
  return { clock, session, view, inbox, last, events };
}

/** Advances the game clock in steps until `done` (or the step budget runs out). */
async function until(t: ReturnType<typeof colorettoTable>, done: () => boolean, stepMs: number, steps: number): Promise<void> {
  for (let i = 0; i < steps && !done(); i++) {
    t.clock.advance(stepMs);
    await flush();
  }
}

describe('Coloretto through the session', () => {
  it('KT1-KT5 KSC1-KSC5 five bots play a whole game to the final scores over the in-process transport', async () => {
    const t = colorettoTable(5);
    for (const level of ['relaxed', 'casual', 'skilled', 'expert', 'expert'] as const) {
      t.view.send({ t: 'lobby', cmd: { op: 'add-bot', level } });
    }
    t.view.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(t.last()).toMatchObject({ game: 'coloretto', stage: 'countdown', players: [0, 1, 2, 3, 4] });
    await until(t, () => t.last().stage !== 'countdown' && t.last().stage !== 'playing', 1000, 2000);
    const end = t.last();
    expect(end.stage).toBe('stopped');
    const state = end.state;
    if (!state) throw new Error('no state');
    expect(state).toMatchObject({ phase: 'round-over', lastRound: true, turn: null });
    expect(state.scores).toHaveLength(5);
    const totals = state.scores?.map((s) => s.total) ?? [];
    const events = t.events();
    expect(events.filter((e) => e.type === 'last-round')).toHaveLength(1);
    // Every seat takes a row each round; the last round may end early when the deck runs out (KT6, decided).
    const took = events.filter((e) => e.type === 'took').length;
    expect(took).toBeGreaterThan(5 * (state.round - 1));
    expect(took).toBeLessThanOrEqual(5 * state.round);
    expect(events.filter((e) => e.type === 'round-ended')).toHaveLength(state.round);
    expect(events.at(-1)).toEqual({ type: 'game-over', winners: totals.flatMap((x, p) => (x === Math.max(...totals) ? [p] : [])) });
    // Bots never time out (they think well under the 20 s turn timer), and nobody was refused.
    expect(events.some((e) => e.type === 'timed-out')).toBe(false);
    expect(t.inbox.some((m) => m.t === 'rejected')).toBe(false);
    // The flow: the stopped banner, the final scores, then the match is over (one game per match, no standings).
    await until(t, () => t.last().stage === 'match-over', 500, 100);
    expect(t.last().stage).toBe('match-over');
  });

  it('KT7 when a person lets the turn timer run out, the casual bot policy moves for the seat and the events say so', async () => {
    const t = colorettoTable(3);
    t.view.send({ t: 'lobby', cmd: { op: 'join', input: { kind: 'keys', set: 0 }, name: 'Ana' } });
    t.view.send({ t: 'lobby', cmd: { op: 'join', input: { kind: 'keys', set: 1 }, name: 'Ben' } });
    t.view.send({ t: 'lobby', cmd: { op: 'add-bot', level: 'expert' } });
    t.view.send({ t: 'control', op: 'start-match' });
    await flush();
    await until(t, () => t.last().stage === 'playing' && t.last().state?.turn === 0, 250, 400);
    const before = t.last().state;
    expect(before?.turn).toBe(0);
    // Another person's press is refused (no penalty, nothing changes); the person on turn draws, then waits.
    t.view.send({ t: 'intent', seat: 1, do: 'draw' });
    await flush();
    expect(t.inbox.at(-1)).toMatchObject({ t: 'rejected', seat: 1, reason: 'not-your-turn' });
    t.view.send({ t: 'intent', seat: 0, do: 'draw' });
    await flush();
    const drawn = t.last().state?.drawn;
    expect(drawn).not.toBeNull();
    const eventsBefore = t.events().length;
    t.clock.advance(19_000);
    await flush();
    expect(t.last().state).toMatchObject({ turn: 0, drawn });
    t.clock.advance(1_000);
    await flush();
    const after = t.events().slice(eventsBefore);
    expect(after[0]).toEqual({ type: 'timed-out', player: 0 });
    expect(after[1]).toMatchObject({ type: 'placed', player: 0, card: drawn });
    expect(t.last().state).toMatchObject({ turn: 1, drawn: null });
    // Ben's turn has its own 20 s: the timer takes his whole move (a draw and a place, or a take).
    t.clock.advance(20_000);
    await flush();
    const ben = t.events().slice(eventsBefore + after.length);
    expect(ben[0]).toEqual({ type: 'timed-out', player: 1 });
    expect(ben.filter((e) => 'player' in e && e.player === 1).map((e) => e.type)).toEqual(
      ben.some((e) => e.type === 'drew' && e.player === 1) ? ['timed-out', 'drew', 'timed-out', 'placed'] : ['timed-out', 'took'],
    );
    expect(t.last().state?.turn).not.toBe(1);
  });

  it('KT7 with the turn timer off (turnSeconds null) a person keeps the turn as long as they like', async () => {
    const untimed = {
      ...colorettoRules,
      options: (lobby: object, seats: readonly { seat: number; stackSize: number }[]) => ({
        ...colorettoRules.options(lobby, seats),
        turnSeconds: null,
      }),
    };
    const t = colorettoTable(3, gameRegistry([ligrettoRules, untimed]));
    t.view.send({ t: 'lobby', cmd: { op: 'join', input: { kind: 'keys', set: 0 }, name: 'Ana' } });
    t.view.send({ t: 'lobby', cmd: { op: 'join', input: { kind: 'keys', set: 1 }, name: 'Ben' } });
    t.view.send({ t: 'control', op: 'start-match' });
    await flush();
    await until(t, () => t.last().stage === 'playing', 250, 100);
    const before = t.last().state;
    expect(before?.options.turnSeconds).toBeNull();
    await until(t, () => false, 10_000, 30);
    expect(t.last().state).toEqual(before);
    expect(t.events().some((e) => e.type === 'timed-out')).toBe(false);
  });

  it('KT7 the lobby sets the turn timer; snapshots say when the turn runs out, and a phone sees its turn, rows and score', async () => {
    const t = colorettoTable(4);
    t.view.send({ t: 'lobby', cmd: { op: 'set-options', options: { turnSeconds: 45 } } });
    t.view.send({ t: 'lobby', cmd: { op: 'join', input: { kind: 'phone', id: 'phone-1' }, name: 'Ana' } });
    t.view.send({ t: 'lobby', cmd: { op: 'add-bot', level: 'expert' } });
    t.view.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(t.last().turnEndsAt ?? null).toBeNull();
    await until(t, () => t.last().stage === 'playing' && t.last().state?.turn === 0, 250, 400);
    const snap = t.last();
    expect(snap.state?.options.turnSeconds).toBe(45);
    expect(snap.turnEndsAt).toBe(snap.now + 45_000);
    const pad = phoneViewFor(t.session.snapshot(), 0)?.pad;
    expect(pad).toMatchObject({ game: 'coloretto', myTurn: true, drawn: null, out: false, score: 1, turnName: 'Ana', turnEndsIn: 45_000 });
    expect(pad?.game === 'coloretto' ? pad.rows : []).toHaveLength(2);
    t.view.send({ t: 'intent', seat: 0, do: 'draw' });
    await flush();
    const drawn = phoneViewFor(t.session.snapshot(), 0)?.pad;
    expect(drawn?.game === 'coloretto' ? drawn.drawn : null).toBe(t.last().state?.drawn);
    // The same turn goes on after the draw: the timer does not start again.
    expect(t.last().turnEndsAt).toBe(snap.turnEndsAt);
    t.view.send({ t: 'intent', seat: 0, do: 'place', args: { row: 1 } });
    await flush();
    expect(t.last().state?.rows[1]?.cards).toHaveLength(1);
    expect(phoneViewFor(t.session.snapshot(), 0)?.pad).toMatchObject({ myTurn: false });
  });
});
