/**
 * A second, test-only game front end ("toy-presses": press to score) given to the shared renderer parts beside
 * Ligretto's: the lobby's lines, the input layer, the remap store, the controls lines and the results screens take
 * everything game-specific from it, and no Ligretto file knows it.
 */
import { describe, expect, it } from 'vitest';
import type { MatchFacts } from '@shared/game';
import type { Snapshot } from '@shared/protocol';
import { DEFAULT_MATCH_OPTIONS, type MatchOptions } from '@shared/seats';
import { findGameUi, type GameLobby, type GameUi, type RoundColumns } from '@renderer/games/game-ui';
import { LIGRETTO_LOBBY } from '@renderer/games/ligretto/lobby-options';
import { LIGRETTO_ROWS } from '@renderer/games/ligretto/input/bindings';
import { binding, BUTTON, type BindingRow, type GameInput } from '@renderer/input/index';
import { InputHub } from '@renderer/input/InputHub';
import { KeyboardReader } from '@renderer/input/KeyboardReader';
import { PadReader } from '@renderer/input/PadReader';
import { Remap } from '@renderer/input/Remap';
import { ScriptedPadSource } from '@renderer/input/ScriptedPadSource';
import { keysDevice, padDevice } from '@renderer/input/devices';
import { controlRows } from '@renderer/screens/controls-rows';
import { matchEndModel, scoresModel, standingsModel } from '@renderer/screens/results/results-model';
import { FakeKeys, IDS, MemoryStorage, actions } from '../input/fakes';
import { rig, smallLobby } from '../screens/lobby/fixtures';

const TOY = 'toy-presses';

/** The toy's pad actions: press (scores) and a taunt that counts how often each device taunted. */
type ToyCommand = { readonly kind: 'press' } | { readonly kind: 'taunt' };
type ToyAction = { readonly kind: 'press' } | { readonly kind: 'taunt'; readonly count: number };

const TOY_ROWS: readonly BindingRow<ToyCommand>[] = [
  binding('toy.press', 'game', { kind: 'press' }, BUTTON.south, [['KeyQ'], ['KeyO']]),
  binding('toy.taunt', 'game', { kind: 'taunt' }, BUTTON.north, [['KeyZ'], ['Slash']]),
];

/** The toy's per-device state, as a table would hand it to the hub. */
class ToyInput implements GameInput<ToyCommand, ToyAction> {
  readonly rows = TOY_ROWS;
  readonly taunts = new Map<string, number>();
  resolve(device: string, command: ToyCommand): ToyAction {
    if (command.kind === 'press') return command;
    const count = (this.taunts.get(device) ?? 0) + 1;
    this.taunts.set(device, count);
    return { kind: 'taunt', count };
  }
  forget(device: string): void {
    this.taunts.delete(device);
  }
}

/** The toy's match, held by the test: the shared screens may only learn it through the toy's results parts. */
const TOY_MATCH: MatchFacts = {
  round: 3,
  totals: [7, 12, 12],
  history: [
    [3, 4, 6],
    [2, 5, 6],
    [2, 3, 0],
  ],
  over: true,
  winners: [1, 2],
};

const TOY_RESULTS: RoundColumns = {
  match: (snapshot) => (snapshot.game === TOY ? TOY_MATCH : null),
  matchKey: (snapshot) => (snapshot.game === TOY ? 'toy-match-1' : ''),
  roundKey: (snapshot) => (snapshot.game === TOY ? 'toy-round-3' : ''),
  players: (snapshot) => (snapshot.game === TOY ? [0, 1, 2] : []),
  subtitle: () => 'Most presses wins',
  marker: (_snapshot, player) => (player === 1 ? 'fastest' : null),
  counted: (_snapshot, player, progress) => {
    const points = Math.round((TOY_MATCH.history[2]?.[player] ?? 0) * progress);
    const before = (TOY_MATCH.totals[player] ?? 0) - (TOY_MATCH.history[2]?.[player] ?? 0);
    return { details: [{ text: `${points} presses`, color: 0xffffff }], points, total: before + points };
  },
};

const TOY_LOBBY: GameLobby = {
  id: TOY,
  name: () => 'Toy presses',
  lobbyOptions: (host) => [
    {
      id: 'toy-goal',
      label: () => 'Presses to win',
      // A test-only game has no line in the lobby options registry, so the toy borrows Ligretto's target for its goal.
      value: () => String(host.options().games.ligretto.target),
      onChange: (step) =>
        host.setOptions({ game: 'ligretto', options: { target: host.options().games.ligretto.target + (step === 1 ? 50 : -50) } }),
    },
  ],
  // The seat patch carries a stack size of 5 to 10 (a seat's own field): the toy's head start uses 5 to 7 of it.
  handicap: {
    label: () => 'Head start',
    value: (n) => `${n - 5} presses`,
    min: 5,
    max: 7,
    none: 7,
    of: (seat) => seat.stackSize,
    set: (seat, stackSize) => ({ op: 'update-seat', seat, patch: { stackSize } }),
  },
};

/** The toy's front end without a table (a table needs Pixi, which does not load in Node). */
const TOY_UI: Omit<GameUi, 'createTable'> = {
  ...TOY_LOBBY,
  bindings: TOY_ROWS,
  controls: [
    { id: 'toy.press', name: () => 'Press' },
    { id: 'toy.taunt', name: () => 'Taunt' },
  ],
  seatKeys: (hints) => `${hints.find((h) => h.id === 'toy.press')?.label ?? ''} Press`,
  results: TOY_RESULTS,
};

/** The games as a registry lists them, the toy registered beside Ligretto for this test only. */
const GAMES = [LIGRETTO_LOBBY, TOY_UI] as const;

function toySnapshot(stage: Snapshot['stage'], options: MatchOptions = DEFAULT_MATCH_OPTIONS): Snapshot {
  const seats = smallLobby();
  return {
    rev: 1,
    stage,
    paused: false,
    now: 0,
    stageEndsAt: null,
    seats,
    options,
    players: [2, 0, 1],
    frozen: [],
    demo: false,
    game: TOY,
    state: null,
  };
}

describe('a second game front end beside Ligretto', () => {
  it('is found by id in a registry list, and an unknown id finds nothing', () => {
    expect(findGameUi(GAMES, TOY)).toBe(TOY_UI);
    expect(findGameUi(GAMES, 'chess')).toBeNull();
  });

  it("the lobby's Game line cycles to it, and then its own rule and handicap lines are the ones on show", () => {
    const menu = rig(smallLobby(), GAMES);
    expect(menu.item('toy-goal').shown?.()).toBe(false);
    expect(menu.item('rowSize').shown?.()).toBe(true);
    expect(menu.value('stack')).toBe('10 cards');
    menu.item('game').onChange?.(1);
    expect(menu.sent.at(-1)).toEqual({ t: 'lobby', cmd: { op: 'set-game', game: TOY } });
    expect(menu.value('game')).toBe('Toy presses');
    expect(menu.item('toy-goal').shown?.()).toBe(true);
    expect(menu.item('rowSize').shown?.()).toBe(false);
    menu.item('toy-goal').onChange?.(1);
    expect(menu.state.options.games.ligretto.target).toBe(DEFAULT_MATCH_OPTIONS.games.ligretto.target + 50);
    expect(menu.value('toy-goal')).toBe(String(DEFAULT_MATCH_OPTIONS.games.ligretto.target + 50));
    expect(menu.item('stack').label()).toBe('Head start');
    menu.item('stack').onChange?.(1);
    // Seat 0 had Ligretto's 10 cards: outside the toy's 5..7 it is clamped to 7 and steps (wrapping) to 5.
    expect(menu.sent.at(-1)).toEqual({ t: 'lobby', cmd: { op: 'update-seat', seat: 0, patch: { stackSize: 5 } } });
    expect(menu.value('stack')).toBe('0 presses');
  });

  it("the hub resolves the toy's rows with the toy's own state while its input is set, and knows no Ligretto row then", () => {
    let now = 1000;
    const pads = new ScriptedPadSource(() => now);
    const keys = new FakeKeys();
    const toy = new ToyInput();
    const hub: InputHub = new InputHub({
      pads: [new PadReader(pads)],
      keyboard: new KeyboardReader(keys, (code) => hub.keySetOf(code)),
      mode: 'game',
      game: toy,
    });
    const frame = (): string[] => {
      now += 16;
      keys.time = now;
      return actions(hub.poll(now));
    };
    pads.connect(0, IDS.xbox);
    frame();
    pads.press(0, BUTTON.north);
    const taunts = hub.poll((now += 16));
    expect(taunts.flatMap((e) => (e.type === 'action' ? [e.action] : []))).toEqual([{ kind: 'taunt', count: 1 }]);
    keys.tap('KeyQ');
    keys.tap('KeyE'); // Ligretto's flip: no key of the toy's table
    expect(frame()).toEqual(['keys0:press']);
    expect(hub.keySetOf('KeyE')).toBeNull();
    expect(hub.hints(keysDevice(1)).find((h) => h.id === 'toy.taunt')?.label).toBe('/');
    const pad = padDevice(0, IDS.xbox);
    expect(hub.hints(pad).find((h) => h.id === 'toy.press')?.label).toBe('A');
    hub.setGame(null);
    keys.tap('KeyQ');
    expect(frame()).toEqual([]);
    expect(toy.taunts.size).toBe(1);
  });

  it("the remap store keeps each game's table apart: a button may mean one thing in Ligretto and another in the toy", () => {
    const storage = new MemoryStorage();
    const remap = new Remap(storage, [LIGRETTO_ROWS, TOY_ROWS]);
    const pad = padDevice(0, IDS.xbox);
    expect(remap.assign(pad, 'toy.taunt', BUTTON.east)).toBe(true);
    // Within the toy's table the taunt and A never share B: nothing else of the toy's had B, so only the taunt moved.
    expect(remap.overridesFor(pad)).toEqual({ 'toy.taunt': BUTTON.east });
    expect(remap.assign(pad, 'toy.press', BUTTON.east)).toBe(true);
    expect(remap.overridesFor(pad)).toEqual({ 'toy.taunt': BUTTON.south, 'toy.press': BUTTON.east });
    expect(new Remap(storage, [LIGRETTO_ROWS, TOY_ROWS]).overridesFor(pad)).toEqual(remap.overridesFor(pad));
    // A store that does not know the toy drops its rows on load.
    expect(new Remap(storage, [LIGRETTO_ROWS]).overridesFor(pad)).toEqual({});
  });

  it("the controls screen lists the toy's remappable actions, then pause, with this pad's buttons", () => {
    const pad = padDevice(0, IDS.ps);
    expect(controlRows(TOY_UI, pad, { 'toy.taunt': BUTTON.west })).toEqual([
      { id: 'toy.press', name: 'Press', value: '✕' },
      { id: 'toy.taunt', name: 'Taunt', value: '□' },
      { id: 'game.pause', name: 'Pause', value: 'Options' },
    ]);
    expect(controlRows(null, pad, {}).map((r) => r.id)).toEqual(['game.pause']);
  });

  it("the scores screen shows the toy's round, subtitle, marker and figures, in seat order", () => {
    const model = scoresModel(toySnapshot('scores'), TOY_RESULTS);
    expect(model?.round).toBe(3);
    expect(model?.subtitle).toBe('Most presses wins');
    // Engine players 0, 1, 2 sit in seats 2, 0, 1: seat order is players 1, 2, 0.
    expect(model?.lines.map((l) => [l.name, l.marker, l.result?.points, l.result?.total, l.result?.details[0]?.text])).toEqual([
      ['Ana', 'fastest', 3, 12, '3 presses'],
      ['Bo', null, 0, 12, '0 presses'],
      ['Cy', null, 2, 7, '2 presses'],
    ]);
    const halfway = scoresModel(toySnapshot('scores'), TOY_RESULTS, () => 0);
    expect(halfway?.lines.map((l) => l.result?.points)).toEqual([0, 0, 0]);
  });

  it("the standings and the match end rank the toy's totals with shared places and crown its winners", () => {
    // A game without lobby options of its own (the toy) shows the default target as its goal.
    const standings = standingsModel(toySnapshot('standings'), TOY_RESULTS);
    expect(standings).toMatchObject({ round: 3, over: true, goal: { kind: 'target', n: 99 }, target: null });
    expect(standings?.ranking).toEqual([
      { player: 1, total: 12, rank: 1 },
      { player: 2, total: 12, rank: 1 },
      { player: 0, total: 7, rank: 3 },
    ]);
    expect(standings?.movement).toEqual([{ kind: 'same' }, { kind: 'up', by: 1, leader: true }, { kind: 'same' }]);
    expect(matchEndModel(toySnapshot('match-over'), TOY_RESULTS)?.winners).toEqual([1, 2]);
  });

  it('a snapshot of another game gives the toy no results (the screens then show their empty frame)', () => {
    const ligretto = { ...toySnapshot('scores'), game: 'ligretto' };
    expect(scoresModel(ligretto, TOY_RESULTS)).toBeNull();
    expect(standingsModel(ligretto, TOY_RESULTS)).toBeNull();
    expect(matchEndModel(ligretto, TOY_RESULTS)).toBeNull();
  });
});
