/** The per-seat phone view, the phone page's words and its reconnect helpers. */
import { describe, expect, it } from 'vitest';
import { phoneViewFor } from '@main/lan/phone-view';
import { backoffMs, parseHostMessage, recall, remember } from '@phone/PhoneSocket';
import { ordinal, stageText } from '@phone/stage-text';
import { phoneCardsOf } from '@shared/games/ligretto/phone';
import type { PhoneView } from '@shared/phone-protocol';
import { phoneHostMessageSchema } from '@shared/phone-protocol-schema';
import { addBots, expectReach, flush, makeRig, View } from '../session/harness';

async function match(): Promise<{ rig: ReturnType<typeof makeRig>; tv: View }> {
  const rig = makeRig({ seed: 3 });
  const tv = new View(rig.session);
  await tv.hello();
  tv.lobby({ op: 'join', input: { kind: 'phone', id: 'phone-1' }, name: 'Ann' });
  addBots(tv, ['instant', 'instant', 'instant']);
  return { rig, tv };
}

describe('phoneViewFor', () => {
  it('shows a person seat its own name, colour and stage; bots and open seats get no view', async () => {
    const { rig } = await match();
    const view = phoneViewFor(rig.session.snapshot(), 0);
    expect(view).toMatchObject({
      seat: 0,
      name: 'Ann',
      color: 0,
      stage: 'lobby',
      game: 'ligretto',
      pad: null,
      score: null,
      round: null,
      winner: false,
    });
    expect(phoneHostMessageSchema.safeParse({ t: 'view', view }).success).toBe(true);
    expect(phoneViewFor(rig.session.snapshot(), 1)).toBeNull();
    expect(phoneViewFor(rig.session.snapshot(), 11)).toBeNull();
  });

  it('passes the TV’s reduced motion and large text to the phone, both off until the TV says', async () => {
    const { rig, tv } = await match();
    expect(phoneViewFor(rig.session.snapshot(), 0)?.display).toEqual({ reducedMotion: false, largeText: false });
    tv.send({ t: 'display', prefs: { reducedMotion: true, largeText: true } });
    await flush();
    const view = phoneViewFor(rig.session.snapshot(), 0);
    expect(view?.display).toEqual({ reducedMotion: true, largeText: true });
    expect(phoneHostMessageSchema.safeParse({ t: 'view', view }).success).toBe(true);
    expect(phoneHostMessageSchema.safeParse({ t: 'view', view: { ...view, display: { reducedMotion: 'yes' } } }).success).toBe(false);
  });

  it('asks for the phone’s Continue while a results screen waits for its seat, and says when it was pressed', async () => {
    const rig = makeRig({ seed: 3, waitForPeople: true });
    const tv = new View(rig.session);
    await tv.hello();
    const phones = ['phone-1', 'phone-2', 'phone-3'];
    for (const [i, id] of phones.entries()) tv.lobby({ op: 'join', input: { kind: 'phone', id }, name: ['Ann', 'Bo', 'Cy'][i] ?? '' });
    addBots(tv, ['instant']);
    // The phones never press: a lost phone gets a stand-in bot, so the round ends; they are back for the scores.
    tv.lobby({ op: 'set-options', options: { lostController: 'bot' } });
    tv.send({ t: 'control', op: 'start-match' });
    await expectReach(rig, (s) => s.stage === 'countdown', 60_000, 'countdown');
    for (const id of phones) tv.send({ t: 'device', change: { op: 'lost', input: { kind: 'phone', id } } });
    await expectReach(rig, (s) => s.stage === 'stopped', 10 * 60_000, 'round end');
    for (const id of phones) tv.send({ t: 'device', change: { op: 'found', input: { kind: 'phone', id }, previous: null } });
    await expectReach(rig, (s) => s.stage === 'scores', 60_000, 'scores');
    expect(phoneViewFor(rig.session.snapshot(), 1)?.continue).toBe('press');
    tv.send({ t: 'control', op: 'continue', seat: 1 });
    await expectReach(rig, (s) => s.waiting?.ready.includes(1) === true, 1000, "Bo's press counted");
    expect(phoneViewFor(rig.session.snapshot(), 1)?.continue).toBe('pressed');
    expect(phoneViewFor(rig.session.snapshot(), 2)?.continue).toBe('press');
    expect(phoneHostMessageSchema.safeParse({ t: 'view', view: phoneViewFor(rig.session.snapshot(), 1) }).success).toBe(true);
  });

  it('during a round holds only the seat’s own tops and counts, never another player’s cards', async () => {
    const { rig, tv } = await match();
    tv.send({ t: 'control', op: 'start-match' });
    const s = await expectReach(rig, (x) => x.stage === 'playing', 10_000, 'playing');
    const view = phoneViewFor(s, 0) as PhoneView;
    const me = s.state?.players[s.players.indexOf(0)];
    const cards = phoneCardsOf(view);
    expect(view.pad).toMatchObject({ game: 'ligretto', advancedRow: false, stoppedBy: null });
    expect(cards).toEqual({
      stack: me?.stack.at(-1) ?? null,
      stackLeft: me?.stack.length,
      row: me?.row.map((slot) => slot.at(-1) ?? null),
      waste: me?.waste.at(-1) ?? null,
      hand: me?.hand.length,
    });
    const mine = new Set([...(me?.stack ?? []), ...(me?.row.flat() ?? []), ...(me?.waste ?? [])]);
    const shown = [cards?.stack, cards?.waste, ...(cards?.row ?? [])].filter((c): c is number => typeof c === 'number');
    expect(shown.every((c) => mine.has(c))).toBe(true);
    expect(Object.keys(view).sort()).toEqual([
      'color',
      'display',
      'frozen',
      'game',
      'name',
      'pad',
      'paused',
      'round',
      'score',
      'seat',
      'stage',
      'stageEndsIn',
      'winner',
    ]);
    expect(Object.keys(view.pad ?? {}).sort()).toEqual(['advancedRow', 'cards', 'game', 'stoppedBy']);
    expect(phoneHostMessageSchema.safeParse({ t: 'view', view }).success).toBe(true);
  });

  it('after the round: who called stop, the round points, the total and the place', async () => {
    const { rig, tv } = await match();
    tv.send({ t: 'control', op: 'start-match' });
    const s = await expectReach(rig, (x) => x.stage === 'scores', 10 * 60_000, 'scores');
    const view = phoneViewFor(s, 0) as PhoneView;
    const game = s.state;
    if (!game) throw new Error('no game');
    const player = s.players.indexOf(0);
    const total = game.match.totals[player] ?? 0;
    expect(view.score).toEqual({
      round: game.match.history.at(-1)?.[player],
      total,
      place: 1 + game.match.totals.filter((t) => t > total).length,
      players: 4,
    });
    const stopper = game.stoppedBy === null ? null : s.seats[s.players[game.stoppedBy] ?? -1]?.name;
    expect(view.pad?.game === 'ligretto' ? view.pad.stoppedBy : undefined).toBe(stopper ?? null);
  });
});

describe('the phone page helpers', () => {
  const base: PhoneView = {
    seat: 2,
    name: 'Ann',
    color: 2,
    stage: 'lobby',
    paused: false,
    frozen: false,
    stageEndsIn: null,
    round: null,
    score: null,
    winner: false,
    game: 'ligretto',
    pad: null,
  };

  it('says what each stage means for the player', () => {
    expect(stageText(base, null).title).toBe("You're in!");
    expect(stageText({ ...base, stage: 'countdown' }, 2100).banner).toBe('Get ready… 3');
    expect(stageText({ ...base, stage: 'playing', round: 2 }, null).banner).toBe('Round 2: go!');
    expect(stageText({ ...base, stage: 'stopped' }, null).banner).toBe('Round over');
    expect(stageText({ ...base, stage: 'stopped' }, null, { banner: 'Ligretto stop! · Ben' }).banner).toBe('Ligretto stop! · Ben');
    expect(stageText({ ...base, stage: 'stopped', paused: true }, null, { banner: 'Ligretto stop! · Ben' }).banner).toBe('Paused');
    const score = { round: 12, total: 30, place: 2, players: 6 };
    expect(stageText({ ...base, stage: 'scores', score }, null)).toMatchObject({ title: '+12 points', detail: 'Total 30 · 2nd of 6' });
    expect(stageText({ ...base, stage: 'match-over', score, winner: true }, null).title).toBe('You won!');
    expect(stageText({ ...base, stage: 'playing', paused: true }, null).banner).toBe('Paused');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']);
  });

  it('backs off from 0.5 s doubling to 10 s, with jitter', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => backoffMs(n, () => 0.5))).toEqual([500, 1000, 2000, 4000, 8000, 10000, 10000]);
    expect(backoffMs(0, () => 0)).toBe(400);
    expect(backoffMs(0, () => 1)).toBe(600);
  });

  it('keeps the token and name in storage, and survives storage that throws', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) } as Storage;
    expect(recall(storage)).toEqual({ token: null, name: '' });
    remember(storage, { token: 't', name: 'Ann' });
    expect(recall(storage)).toEqual({ token: 't', name: 'Ann' });
    data.set('ligretto-phone', '{"token":5,"name":[]}');
    expect(recall(storage)).toEqual({ token: null, name: '' });
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(recall(broken)).toEqual({ token: null, name: '' });
    expect(() => remember(broken, { token: 't', name: 'x' })).not.toThrow();
    expect(recall(null)).toEqual({ token: null, name: '' });
  });

  it('switches only on known server messages', () => {
    expect(parseHostMessage('{"t":"view","view":{}}')?.t).toBe('view');
    expect(parseHostMessage('{"t":"other"}')).toBeNull();
    expect(parseHostMessage('nope')).toBeNull();
    expect(parseHostMessage('null')).toBeNull();
  });
});
