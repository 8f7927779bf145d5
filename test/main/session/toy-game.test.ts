import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { botRegistry, ligrettoBot } from '@bots/index';
import { ligrettoRules } from '@engine/ligretto/rules';
import { gameRegistry } from '@engine/registry';
import { ManualClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { connectInProcessWith } from '@main/transport/in-process';
import { hostMessageDecoder } from '@shared/protocol-schema';
import { PROTOCOL_VERSION } from '@shared/protocol';
import { TOY_REASONS, TOY_TARGET, toyBot, toyEventSchema, toyRules, toyStateSchema } from '../../support/toy-game';
import { flush } from './harness';

const decode = hostMessageDecoder({
  state: toyStateSchema,
  event: toyEventSchema,
  intentKind: z.enum(['press']),
  reason: z.enum(Object.keys(TOY_REASONS) as [keyof typeof TOY_REASONS]),
});
type ToyMessage = Extract<ReturnType<typeof decode>, { ok: true }>['msg'];

function toyTable() {
  const clock = new ManualClock();
  const session = new Session({
    autoAdvance: true,
    clock,
    seed: () => 7,
    log: () => undefined,
    games: gameRegistry([ligrettoRules, toyRules]),
    bots: botRegistry([ligrettoBot, toyBot]),
  });
  const inbox: ToyMessage[] = [];
  const view = connectInProcessWith(session, decode, (m) => void inbox.push(m));
  const snapshots = () => inbox.flatMap((m) => (m.t === 'snapshot' ? [m.snapshot] : []));
  const last = () => {
    const s = snapshots().at(-1);
    if (!s) throw new Error('no snapshot yet');
    return s;
  };
  return { clock, session, view, inbox, snapshots, last };
}

describe('a test-only game through the game seam', () => {
  it('"first to press 5 times" is chosen in the lobby and played end to end by a person and a bot over the in-process transport', async () => {
    const t = toyTable();
    t.view.send({ t: 'hello', protocol: PROTOCOL_VERSION });
    await flush();
    expect(t.last().game).toBe('ligretto');
    t.view.send({ t: 'lobby', cmd: { op: 'set-game', game: 'toy-presses' } });
    t.view.send({ t: 'lobby', cmd: { op: 'join', input: { kind: 'keys', set: 0 }, name: 'Ana' } });
    t.view.send({ t: 'lobby', cmd: { op: 'add-bot', level: 'instant' } });
    t.view.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(t.last()).toMatchObject({ game: 'toy-presses', stage: 'countdown', players: [0, 1] });
    expect(t.last().state?.presses).toEqual([0, 0]);

    // A press before the start call is the game's own rejection, shown to every view.
    t.view.send({ t: 'intent', seat: 0, do: 'press' });
    await flush();
    expect(t.inbox.at(-1)).toMatchObject({ t: 'rejected', seat: 0, do: 'press', reason: 'not-running' });

    t.clock.advance(1000);
    await flush();
    expect(t.last().stage).toBe('playing');
    t.view.send({ t: 'intent', seat: 0, do: 'press' });
    t.view.send({ t: 'intent', seat: 0, do: 'press' });
    await flush();
    expect(t.last().state?.presses[0]).toBe(2);

    // The bot presses every 200 ms of game time and gets to five first.
    for (let i = 0; i < 40 && t.last().stage === 'playing'; i++) {
      t.clock.advance(100);
      await flush();
    }
    const over = t.last();
    expect(over.stage).toBe('stopped');
    expect(over.state).toMatchObject({ phase: 'round-over', winner: 1, presses: [2, TOY_TARGET] });
    const events = t.inbox.flatMap((m) => (m.t === 'snapshot' ? m.events : []));
    expect(events.filter((e) => e.type === 'pressed' && e.player === 1)).toHaveLength(TOY_TARGET);
    expect(events).toContainEqual({ type: 'won', player: 1 });

    // The flow skips the stages the game leaves out (scores, standings) and ends the match.
    t.clock.advance(500);
    await flush();
    expect(t.last().stage).toBe('match-over');
    t.view.send({ t: 'control', op: 'continue' });
    await flush();
    expect(t.last()).toMatchObject({ stage: 'lobby', state: null, game: 'toy-presses' });
  });

  it("refuses an intent that is not one of the game's, and a game the host does not have", async () => {
    const t = toyTable();
    t.view.send({ t: 'hello', protocol: PROTOCOL_VERSION });
    t.view.send({ t: 'lobby', cmd: { op: 'set-game', game: 'chess' } });
    await flush();
    expect(t.inbox.at(-1)).toMatchObject({ t: 'refused', error: 'no game chess' });
    t.view.send({ t: 'lobby', cmd: { op: 'set-game', game: 'toy-presses' } });
    t.view.send({ t: 'lobby', cmd: { op: 'join', input: { kind: 'keys', set: 0 } } });
    t.view.send({ t: 'lobby', cmd: { op: 'add-bot', level: 'relaxed' } });
    t.view.send({ t: 'control', op: 'start-match' });
    t.clock.advance(1000);
    await flush();
    const before = t.last().state;
    t.view.send({ t: 'intent', seat: 0, do: 'flip' });
    await flush();
    expect(t.inbox.at(-1)).toMatchObject({ t: 'refused', error: 'not a toy-presses intent: flip' });
    expect(t.session.snapshot().state).toEqual(before);
  });
});
