/** The lobby through the session: seats, bindings, bots, looks and options, each change one snapshot. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_MATCH_OPTIONS } from '@shared/seats';
import { expectConsecutiveRevs, flush, makeRig, View } from './harness';

async function lobbyRig(): Promise<{ view: View; rig: ReturnType<typeof makeRig> }> {
  const rig = makeRig();
  const view = new View(rig.session);
  await view.hello();
  return { view, rig };
}

describe('session lobby', () => {
  it('starts with twelve open seats, the default options and no game', async () => {
    const { view } = await lobbyRig();
    const s = view.last();
    expect(s.stage).toBe('lobby');
    expect(s.seats).toHaveLength(12);
    expect(s.seats.every((seat) => seat.kind === 'open')).toBe(true);
    expect(s.options).toEqual(DEFAULT_MATCH_OPTIONS);
    expect(s.state).toBeNull();
    expect(s.players).toEqual([]);
  });

  it('a person joins with an input binding, into the first open seat or a chosen one; a seat nobody named has no name', async () => {
    const { view, rig } = await lobbyRig();
    view.lobby({ op: 'join', input: { kind: 'keys', set: 0 }, name: 'Ann' });
    view.lobby({ op: 'join', input: { kind: 'pad', id: 'pad-7' }, seat: 5 });
    await flush();
    const seats = view.last().seats;
    expect(seats[0]).toMatchObject({ kind: 'person', name: 'Ann', input: { kind: 'keys', set: 0 } });
    expect(seats[5]).toMatchObject({ kind: 'person', name: '', input: { kind: 'pad', id: 'pad-7' } });
    expect(view.refusals()).toEqual([]);
    expectConsecutiveRevs(view, rig.session);
  });

  it('refuses a second seat for the same controller and a seat that is taken', async () => {
    const { view } = await lobbyRig();
    view.lobby({ op: 'join', input: { kind: 'keys', set: 1 } });
    view.lobby({ op: 'join', input: { kind: 'keys', set: 1 } });
    view.lobby({ op: 'join', input: { kind: 'phone', id: 'p1' }, seat: 0 });
    await flush();
    expect(view.refusals()).toEqual(['that controller already has a seat', 'seat 1 is taken']);
    expect(view.last().seats.filter((s) => s.kind === 'person')).toHaveLength(1);
  });

  it('a person leaves: the seat is open again and keeps its look', async () => {
    const { view } = await lobbyRig();
    view.lobby({ op: 'join', input: { kind: 'keys', set: 0 } });
    view.lobby({ op: 'update-seat', seat: 0, patch: { color: 7 } });
    view.lobby({ op: 'leave', seat: 0 });
    view.lobby({ op: 'leave', seat: 0 });
    await flush();
    expect(view.last().seats[0]).toMatchObject({ kind: 'open', color: 7, input: null });
    expect(view.refusals()).toEqual(['seat 1 has no person']);
  });

  it('bots are added with a level and removed; remove-bot refuses a seat without a bot', async () => {
    const { view } = await lobbyRig();
    view.lobby({ op: 'add-bot', level: 'expert' });
    view.lobby({ op: 'add-bot', seat: 4 });
    await flush();
    let seats = view.last().seats;
    expect(seats[0]).toMatchObject({ kind: 'bot', botLevel: 'expert' });
    expect(seats[4]).toMatchObject({ kind: 'bot', botLevel: 'casual' });
    view.lobby({ op: 'remove-bot', seat: 0 });
    view.lobby({ op: 'remove-bot', seat: 0 });
    view.lobby({ op: 'add-bot', seat: 4 });
    await flush();
    seats = view.last().seats;
    expect(seats[0]?.kind).toBe('open');
    expect(seats[4]?.kind).toBe('bot');
    expect(view.refusals()).toEqual(['seat 1 has no bot', 'no open seat for a bot']);
  });

  it('a seat changes its colour, back, bot level and stack size', async () => {
    const { view } = await lobbyRig();
    view.lobby({ op: 'add-bot', level: 'casual' });
    view.lobby({ op: 'update-seat', seat: 0, patch: { color: 9, back: 3, botLevel: 'skilled', stackSize: 6, name: 'Robo' } });
    await flush();
    expect(view.last().seats[0]).toMatchObject({ kind: 'bot', color: 9, back: 3, botLevel: 'skilled', stackSize: 6, name: 'Robo' });
    expect(view.refusals()).toEqual([]);
  });

  it('refuses a colour or card back another player has, and stack sizes outside 5-10', async () => {
    const { view } = await lobbyRig();
    view.lobby({ op: 'join', input: { kind: 'keys', set: 0 } });
    view.lobby({ op: 'add-bot' });
    await flush();
    const before = view.last();
    view.lobby({ op: 'update-seat', seat: 1, patch: { color: 0 } });
    view.lobby({ op: 'update-seat', seat: 0, patch: { back: 1 } });
    view.send({ t: 'lobby', cmd: { op: 'update-seat', seat: 0, patch: { stackSize: 4 } } });
    view.send({ t: 'lobby', cmd: { op: 'update-seat', seat: 0, patch: { stackSize: 11 } } });
    await flush();
    expect(view.refusals()).toHaveLength(4);
    expect(view.refusals().slice(0, 2)).toEqual(['another player has that colour', 'another player has that card back']);
    expect(view.last()).toEqual(before);
  });

  it('a colour left on an open seat may be taken, and whoever sits down there later gets a free colour and back', async () => {
    const { view } = await lobbyRig();
    view.lobby({ op: 'join', input: { kind: 'keys', set: 0 } });
    view.lobby({ op: 'update-seat', seat: 0, patch: { color: 1, back: 2 } });
    view.lobby({ op: 'join', input: { kind: 'keys', set: 1 }, seat: 1 });
    view.lobby({ op: 'add-bot', seat: 2 });
    await flush();
    expect(view.refusals()).toEqual([]);
    const occupied = view.last().seats.filter((s) => s.kind !== 'open');
    expect(occupied).toHaveLength(3);
    expect(new Set(occupied.map((s) => s.color)).size).toBe(3);
    expect(new Set(occupied.map((s) => s.back)).size).toBe(3);
  });

  it('sets match options; invalid options are refused and change nothing', async () => {
    const { view } = await lobbyRig();
    view.lobby({ op: 'set-options', options: { rounds: 3, rowSize: 'large-table' } });
    view.lobby({ op: 'set-options', options: { target: 50 } });
    view.send({ t: 'lobby', cmd: { op: 'set-options', options: { target: 0 } } });
    view.send({ t: 'lobby', cmd: { op: 'set-options', options: { noSuchOption: 1 } } });
    await flush();
    const ligretto = { ...DEFAULT_MATCH_OPTIONS.games.ligretto, rounds: 3, rowSize: 'large-table', target: 50 };
    // Options set by name reach every game that has them: Dice has rounds too, Coloretto none of these.
    const games = { ...DEFAULT_MATCH_OPTIONS.games, ligretto, dice: { ...DEFAULT_MATCH_OPTIONS.games.dice, rounds: 3 } };
    expect(view.last().options).toEqual({ ...DEFAULT_MATCH_OPTIONS, games });
    expect(view.refusals()).toHaveLength(2);
  });

  it("set-game-options changes that game's options only, checked by its own schema", async () => {
    const { view, rig } = await lobbyRig();
    view.lobby({ op: 'set-game-options', patch: { game: 'dice', options: { rounds: 4, rerollLockMs: 400 } } });
    view.send({ t: 'lobby', cmd: { op: 'set-game-options', patch: { game: 'coloretto', options: { turnSeconds: 9999 } } } });
    // Another game's option in Dice's patch: refused at the boundary.
    const handle = rig.session.connect({ send: () => undefined, close: () => undefined });
    handle.receive({ t: 'hello', protocol: 1 });
    handle.receive({ t: 'lobby', cmd: { op: 'set-game-options', patch: { game: 'dice', options: { rowSize: 'large-table' } } } });
    await flush();
    const dice = { ...DEFAULT_MATCH_OPTIONS.games.dice, rounds: 4, rerollLockMs: 400 };
    expect(view.last().options).toEqual({ ...DEFAULT_MATCH_OPTIONS, games: { ...DEFAULT_MATCH_OPTIONS.games, dice } });
    expect(view.last().options.games.ligretto.rounds).toBeNull();
    expect(view.refusals()).toHaveLength(1);
  });

  it('set-options ignores keys given as undefined (a structured-cloned message) instead of breaking every snapshot', async () => {
    const { view, rig } = await lobbyRig();
    const handle = rig.session.connect({ send: () => undefined, close: () => undefined });
    handle.receive({ t: 'hello', protocol: 1 });
    handle.receive({ t: 'lobby', cmd: { op: 'set-options', options: { target: undefined, rounds: undefined, rowSize: 'large-table' } } });
    await flush();
    const ligretto = { ...DEFAULT_MATCH_OPTIONS.games.ligretto, rowSize: 'large-table' };
    expect(view.last().options).toEqual({ ...DEFAULT_MATCH_OPTIONS, games: { ...DEFAULT_MATCH_OPTIONS.games, ligretto } });
    expectConsecutiveRevs(view, rig.session);
  });

  it('a match needs at least two occupied seats', async () => {
    const { view } = await lobbyRig();
    view.send({ t: 'control', op: 'start-match' });
    view.lobby({ op: 'add-bot' });
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(view.refusals()).toEqual(['a match needs at least 2 players', 'a match needs at least 2 players']);
    expect(view.last().stage).toBe('lobby');
  });
});
