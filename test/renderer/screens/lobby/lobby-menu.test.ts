import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MATCH_OPTIONS } from '@shared/seats';
import { applyLobby } from '@main/session/lobby';
import { setLanguage } from '@renderer/i18n/i18n';
import { NO_VALUE, pickTargetSeat } from '@renderer/screens/lobby/lobby-steps';
import { blankSeats } from '@renderer/screens/lobby/lobby-input';
import { LIGRETTO_LOBBY } from '@renderer/games/ligretto/lobby-options';
import { DICE_LOBBY } from '@renderer/games/dice/lobby-options';
import { COLORETTO_LOBBY } from '@renderer/games/coloretto/lobby-options';
import { KEYS1, XBOX, joinOf, rig, seatsAfter, smallLobby } from './fixtures';

afterEach(() => setLanguage('en'));

describe('host menu', () => {
  it('has its lines in page order: the main page, the players page, the rules page', () => {
    const r = rig(blankSeats());
    expect(r.items.map((i) => i.id)).toEqual([
      'start',
      'practice',
      'game',
      'players',
      'rules',
      'players-back',
      'add-bot',
      'seat',
      'bot-level',
      'color',
      'back',
      'stack',
      'remove',
      'remote-players',
      'remote-audience',
      'remote-audience-cap',
      'remote-audience-pick',
      'remote-even',
      'remote-lock',
      'remote-kick',
      'rules-back',
      'rowSize',
      'blockade',
      'advancedRow',
      'recycle',
      'target',
      'rounds',
      'rejectLockMs',
      'lostController',
      'hints',
      'lan-interface',
    ]);
  });

  it('shows the chosen game; with one game a step sends nothing', () => {
    const r = rig(blankSeats());
    expect(r.value('game')).toBe('Ligretto');
    r.item('game').onChange?.(1);
    expect(r.sent).toEqual([]);
  });

  it("shows only the chosen game its rule lines (the other games' lines are not on show at all)", () => {
    const r = rig(blankSeats());
    for (const id of ['rowSize', 'blockade', 'advancedRow']) expect(r.item(id).shown?.()).toBe(true);
    r.state.game = 'other';
    for (const id of ['rowSize', 'blockade', 'advancedRow']) expect(r.item(id).shown?.()).toBe(false);
    // The shared lines stay whatever the game.
    for (const id of ['start', 'add-bot', 'game']) expect(r.item(id).shown?.() ?? true).toBe(true);
  });

  it('shows each game only the shared match lines it reads: Ligretto all, Dice rounds and the lock, Coloretto none', () => {
    const r = rig(blankSeats(), [LIGRETTO_LOBBY, DICE_LOBBY, COLORETTO_LOBBY]);
    const shared = ['target', 'rounds', 'rejectLockMs', 'lostController'];
    const onShow = (): string[] => shared.filter((id) => r.item(id).shown?.() ?? true);
    expect(onShow()).toEqual(shared);
    r.state.game = 'dice';
    expect(onShow()).toEqual(['rounds', 'rejectLockMs', 'lostController']);
    r.state.game = 'coloretto';
    expect(onShow()).toEqual(['lostController']);
    expect(r.item('turnSeconds').shown?.()).toBe(true);
    // A game the lobby does not know (an older renderer) keeps every shared line.
    r.state.game = 'other';
    expect(onShow()).toEqual(shared);
  });

  it('moves LAN mode to the next or previous network interface, and is off while there is no other', () => {
    const r = rig(blankSeats());
    const line = r.item('lan-interface');
    expect(r.value('lan-interface')).toBe(NO_VALUE);
    expect(line.enabled?.()).toBe(false);
    const choices = [
      { name: 'wlp2s0', address: '192.168.1.20' },
      { name: 'enp3s0', address: '192.168.1.21' },
      { name: 'docker0', address: '172.17.0.1' },
    ];
    r.state.lan = {
      state: 'on',
      url: 'http://192.168.1.20:8765/?room=KXQT',
      address: '192.168.1.20:8765',
      roomCode: 'KXQT',
      qr: [],
      iface: 'wlp2s0',
      choices,
    };
    expect(r.value('lan-interface')).toBe('wlp2s0 (of 3)');
    expect(line.enabled?.()).toBe(true);
    line.onChange?.(1);
    line.onChange?.(-1);
    expect(r.sent).toEqual([
      { t: 'lan', op: 'use-interface', address: '192.168.1.21' },
      { t: 'lan', op: 'use-interface', address: '172.17.0.1' },
    ]);
    r.state.lan = { ...r.state.lan, choices: choices.slice(0, 1) };
    expect(line.enabled?.()).toBe(false);
  });

  it('starts the match only with two occupied seats', () => {
    const one = rig(seatsAfter([joinOf(XBOX)]));
    expect(one.item('start').enabled?.()).toBe(false);
    expect(one.item('start').label()).toBe('Need at least 2 players');
    const two = rig(smallLobby());
    expect(two.item('start').label()).toBe('Start match');
    expect(two.item('start').enabled?.()).toBe(true);
    two.item('start').onConfirm?.();
    expect(two.sent).toEqual([{ t: 'control', op: 'start-match' }]);
  });

  it('adds bots at the level chosen on the line', () => {
    const r = rig(blankSeats());
    r.item('add-bot').onChange?.(1);
    expect(r.value('add-bot')).toBe('Skilled');
    r.item('add-bot').onConfirm?.();
    expect(r.sent).toEqual([{ t: 'lobby', cmd: { op: 'add-bot', level: 'skilled' } }]);
    expect(r.state.target).toBe(0);
    expect(r.value('seat')).toMatch(/^1 · /);
  });

  it('shows no seat values and changes nothing with nobody seated', () => {
    const r = rig(blankSeats());
    for (const id of ['seat', 'bot-level', 'color', 'back', 'stack']) {
      expect(r.value(id)).toBe(NO_VALUE);
      expect(r.item(id).enabled?.()).toBe(false);
      r.item(id).onChange?.(1);
    }
    r.item('remove').onConfirm?.();
    expect(r.sent).toEqual([]);
  });

  it('cycles the target through occupied seats only', () => {
    const r = rig(smallLobby());
    expect(r.value('seat')).toBe('1 · Ana');
    r.item('seat').onChange?.(1);
    expect(r.state.target).toBe(1);
    r.item('seat').onChange?.(1);
    expect(r.value('seat')).toBe('3 · Cy');
    r.item('seat').onChange?.(1);
    expect(r.state.target).toBe(0);
    r.item('seat').onChange?.(-1);
    expect(r.state.target).toBe(2);
  });

  it("changes the chosen seat's colour and back to free ones, and its stack size", () => {
    const r = rig(smallLobby());
    r.item('color').onChange?.(1);
    r.item('back').onChange?.(-1);
    r.item('stack').onChange?.(-1);
    expect(r.sent.map((m) => (m.t === 'lobby' ? m.cmd : null))).toEqual([
      { op: 'update-seat', seat: 0, patch: { color: 3 } },
      { op: 'update-seat', seat: 0, patch: { back: 11 } },
      { op: 'update-seat', seat: 0, patch: { stackSize: 9 } },
    ]);
    expect([r.value('color'), r.value('back'), r.value('stack')]).toEqual(['Peach', 'Bricks', '9 cards']);
  });

  it('sets bot levels only on bots, and remembers the level for the next bot', () => {
    const r = rig(smallLobby());
    expect(r.item('bot-level').enabled?.()).toBe(false);
    r.item('bot-level').onChange?.(1);
    expect(r.sent).toEqual([]);
    r.state.target = 1;
    expect(r.value('bot-level')).toBe('Casual');
    r.item('bot-level').onChange?.(1);
    expect(r.sent).toEqual([{ t: 'lobby', cmd: { op: 'update-seat', seat: 1, patch: { botLevel: 'skilled' } } }]);
    expect(r.value('add-bot')).toBe('Skilled');
  });

  it('removes a bot or sends a person away', () => {
    const r = rig(smallLobby());
    r.state.target = 1;
    expect(r.item('remove').label()).toBe('Remove bot');
    r.item('remove').onConfirm?.();
    expect(r.item('remove').label()).toBe('Remove player');
    r.item('remove').onConfirm?.();
    expect(r.sent.map((m) => (m.t === 'lobby' ? m.cmd : null))).toEqual([
      { op: 'remove-bot', seat: 1 },
      { op: 'leave', seat: 0 },
    ]);
    expect(r.state.target).toBe(2);
  });

  it('changes the rule options from the values in the snapshot', () => {
    const r = rig(smallLobby());
    const ids = ['game', 'rowSize', 'blockade', 'advancedRow', 'recycle', 'target', 'rounds', 'rejectLockMs', 'lostController'];
    expect(ids.map((id) => `${r.item(id).label()} ${r.item(id).value?.()}`)).toEqual([
      'Game Ligretto',
      'Row size Official',
      'Blockade Reshuffle',
      'Advanced row Off',
      'Used-up hand Turn over',
      'Target score 99 points',
      'Fixed rounds Off',
      'Wrong-press lock 400 ms',
      'Lost controller Pause all',
    ]);
    r.item('target').onChange?.(1);
    r.item('rounds').onChange?.(1);
    r.item('advancedRow').onChange?.(1);
    r.item('recycle').onChange?.(1);
    r.item('rejectLockMs').onChange?.(1);
    r.item('lostController').onChange?.(1);
    expect(r.state.options.games.ligretto).toMatchObject({
      target: 100,
      rounds: 1,
      advancedRow: true,
      recycle: 'shuffle',
      rejectLockMs: 600,
    });
    expect(r.state.options.session).toEqual({ lostController: 'bot' });
    // The shared lines changed Ligretto's own values only: Dice keeps its rounds and lock.
    expect(r.state.options.games.dice).toEqual(DEFAULT_MATCH_OPTIONS.games.dice);
    r.item('rejectLockMs').onChange?.(-1);
    r.item('rejectLockMs').onChange?.(-1);
    r.item('rejectLockMs').onChange?.(-1);
    expect(r.value('rejectLockMs')).toBe('Off');
    expect(r.item('target').enabled?.()).toBe(false);
    setLanguage('es');
    expect(r.value('rounds')).toBe('1 ronda');
  });
});

describe('target seat', () => {
  it('follows a seat that just filled, stays otherwise, and falls back to the first occupied seat', () => {
    const before = smallLobby();
    const after = applyLobby(before, joinOf(KEYS1));
    if (!after.ok) throw new Error(after.error);
    expect(pickTargetSeat(before, after.seats, 0)).toBe(3);
    expect(pickTargetSeat(after.seats, after.seats, 2)).toBe(2);
    expect(pickTargetSeat(null, after.seats, 7)).toBe(0);
    expect(pickTargetSeat(null, blankSeats(), 3)).toBeNull();
  });

  it('follows the last of two seats one snapshot filled (two bots added by quick presses)', () => {
    const before = smallLobby();
    const after = seatsAfter(
      [
        { op: 'add-bot', level: 'casual' },
        { op: 'add-bot', level: 'expert' },
      ],
      before,
    );
    const filled = after.flatMap((s, i) => (s.kind !== 'open' && before[i]?.kind === 'open' ? [i] : []));
    expect(filled).toHaveLength(2);
    expect(pickTargetSeat(before, after, 0)).toBe(filled[1]);
    expect(after[filled[1] ?? -1]?.botLevel).toBe('expert');
  });
});
