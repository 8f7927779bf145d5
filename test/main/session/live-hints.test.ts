/** Live hints (issue 30): a person stuck for a few seconds of game time gets a legal play named; bots never do. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { legalIntents } from '@engine/ligretto/index';
import { HINT_AFTER_MS } from '@main/session/hints';
import { LiveHints, type HintedMatch } from '@main/session/live-hints';
import type { AnyGameRules } from '@shared/game';
import { DEFAULT_MATCH_OPTIONS, openSeat } from '@shared/seats';
import { phoneViewFor } from '@main/lan/phone-view';
import { phoneHostMessageSchema } from '@shared/phone-protocol-schema';
import { hintKey, pressKey } from '@phone/games/hint-mark';
import { advance, flush, makeRig, runUntil, View } from './harness';

async function stuckNewcomer(hints?: 'first' | 'on' | 'off', phone = false) {
  const rig = makeRig({ seed: 3 });
  const view = new View(rig.session);
  await view.hello();
  view.lobby({ op: 'join', input: phone ? { kind: 'phone', id: 'phone-eva' } : { kind: 'keys', set: 0 }, name: 'Eva' });
  view.lobby({ op: 'add-bot', level: 'relaxed' });
  if (hints) view.lobby({ op: 'set-options', options: { hints } });
  view.send({ t: 'control', op: 'start-match' });
  await flush();
  expect(await runUntil(rig, (s) => s.stage === 'playing', 60_000)).toBe(true);
  return { rig, view };
}

describe('live hints', () => {
  it("name one of a stuck person's legal plays after HINT_AFTER_MS of game time, in the first match by default", async () => {
    const { rig, view } = await stuckNewcomer();
    expect(view.last().hints ?? []).toEqual([]);
    await advance(rig, HINT_AFTER_MS + 200);
    const s = view.last();
    const hint = s.hints?.find((h) => h.seat === 0);
    expect(hint, 'the stuck seat has a hint').toBeDefined();
    const game = s.state;
    if (!game || !hint) return;
    const legal = legalIntents(game, 0).map((i) => ({ do: i.do, slot: 'slot' in i ? i.slot : null }));
    expect(legal).toContainEqual({ do: hint.do, slot: hint.slot });
    // The bot's seat never gets one.
    expect(s.hints?.some((h) => h.seat === 1)).toBe(false);
  });

  it('go away the moment the person plays, and never come when the option is off', async () => {
    const { rig, view } = await stuckNewcomer('on');
    await advance(rig, HINT_AFTER_MS + 200);
    const hint = view.last().hints?.find((h) => h.seat === 0);
    if (!hint) return expect.fail('no hint to follow');
    view.send({ t: 'intent', seat: 0, do: hint.do, ...(hint.slot === null ? {} : { slot: hint.slot }) });
    await flush();
    expect(view.last().hints?.some((h) => h.seat === 0)).toBe(false);

    const off = await stuckNewcomer('off');
    await advance(off.rig, 3 * HINT_AFTER_MS);
    expect(off.view.snapshots().some((m) => (m.snapshot.hints ?? []).length > 0)).toBe(false);
  });

  it("reach the stuck seat's phone view, valid, keyed like the pad button that plays it", async () => {
    const { rig, view } = await stuckNewcomer('on', true);
    expect(phoneViewFor(rig.session.snapshot(), 0)?.hint).toBeUndefined();
    await advance(rig, HINT_AFTER_MS + 200);
    const hint = view.last().hints?.find((h) => h.seat === 0);
    if (!hint) return expect.fail('no hint for the phone seat');
    const phone = phoneViewFor(rig.session.snapshot(), 0);
    expect(phone?.hint).toEqual({ do: hint.do, slot: hint.slot });
    expect(phoneHostMessageSchema.safeParse({ t: 'view', view: phone }).success).toBe(true);
    // The pads key their buttons by the play they send: a row play by its slot, a die or a row by its argument.
    expect(hintKey({ do: 'row', slot: 1 })).toBe(pressKey({ do: 'row', slot: 1 }));
    expect(hintKey({ do: 'place', slot: 4 })).toBe(pressKey({ do: 'place', args: { die: 4 } }));
    expect(hintKey({ do: 'take', slot: 2 })).toBe(pressKey({ do: 'take', args: { row: 2 } }));
    expect(hintKey({ do: 'stack', slot: null })).toBe(pressKey({ do: 'stack' }));
    expect(hintKey({ do: 'take', slot: 2 })).not.toBe(pressKey({ do: 'place', args: { row: 2 } }));
  });
});

/** Live hints over a two-person match whose rules count how often a hint's legal plays are worked out. */
function countedHints() {
  let now = 0;
  const counts = { legal: 0 };
  const rules = {
    match: () => ({ round: 0 }),
    legalIntents: (_state: unknown, player: number) => {
      counts.legal++;
      return [{ player, do: 'flip' }];
    },
    schemas: { intent: z.object({ player: z.number(), do: z.string() }) },
  } as unknown as AnyGameRules;
  const match: HintedMatch = { rules, state: null, players: [0, 1], stage: 'playing', hasBot: () => false };
  const seats = [0, 1].map((i) => ({ ...openSeat(i), kind: 'person' as const, name: `P${i}` }));
  const hints = new LiveHints({
    match: () => match,
    demo: () => false,
    paused: () => false,
    now: () => now,
    options: () => ({ ...DEFAULT_MATCH_OPTIONS, session: { ...DEFAULT_MATCH_OPTIONS.session, hints: 'on' } }),
    seats: () => seats,
    firstMatch: () => true,
  });
  return { hints, counts, at: (ms: number) => (now = ms) };
}

describe('live hints, worked out', () => {
  it('once for a wake that finds them due and the snapshot that then carries them', () => {
    const { hints, counts, at } = countedHints();
    expect(hints.hints()).toEqual([]);
    at(HINT_AFTER_MS);
    expect(hints.changed()).toBe(true);
    expect(counts.legal, "each stuck seat's plays, worked out by the wake").toBe(2);
    expect(hints.hints().map((h) => h.seat)).toEqual([0, 1]);
    expect(counts.legal, 'the snapshot took what the wake worked out').toBe(2);
    expect(hints.changed(), 'nothing new since that snapshot').toBe(false);
  });

  it('again for a snapshot after a play or later in game time: never a stale hint', () => {
    const { hints, counts, at } = countedHints();
    hints.hints();
    at(HINT_AFTER_MS);
    expect(hints.changed()).toBe(true);
    hints.played({ player: 0, do: 'flip' }, HINT_AFTER_MS, false);
    expect(
      hints.hints().map((h) => h.seat),
      'seat 0 just played',
    ).toEqual([1]);
    expect(counts.legal).toBe(3);
    at(2 * HINT_AFTER_MS);
    expect(hints.changed()).toBe(true);
    at(2 * HINT_AFTER_MS + 1);
    expect(hints.hints().map((h) => h.seat)).toEqual([0, 1]);
    expect(counts.legal, 'worked out again at the later time').toBe(3 + 2 + 2);
  });
});
