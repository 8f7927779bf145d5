/** The first minute's lobby menu (issue 30): three short pages, Start only once it works, the practice round on offer. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_MATCH_OPTIONS, type Seat } from '@shared/seats';
import type { ClientMessage } from '@shared/protocol';
import { lobbyMenuItems, startHint, type LobbyPage } from '@renderer/screens/lobby/lobby-menu';
import { LIGRETTO_LOBBY } from '@renderer/games/ligretto/lobby-options';
import { blankSeats } from '@renderer/screens/lobby/lobby-input';
import { joinOf, seatsAfter, XBOX, KEYS0 } from './fixtures';

function paged(seats: () => readonly Seat[], offered = true) {
  const state: { page: LobbyPage; sent: ClientMessage[] } = { page: 'main', sent: [] };
  const items = lobbyMenuItems(
    {
      seats,
      options: () => DEFAULT_MATCH_OPTIONS,
      targetSeat: () => null,
      setTargetSeat: () => undefined,
      botLevel: () => 'casual',
      setBotLevel: () => undefined,
      lan: () => null,
      send: (msg) => void state.sent.push(msg),
      page: () => state.page,
      setPage: (page) => void (state.page = page),
      practiceOffered: () => offered,
    },
    [LIGRETTO_LOBBY],
  );
  const shown = (): string[] => items.filter((i) => i.shown?.() ?? true).map((i) => i.id);
  const item = (id: string) => items.find((i) => i.id === id) ?? null;
  return { state, items, shown, item };
}

describe('the paged lobby menu', () => {
  it('shows an empty lobby only Game, Players… and Rules…, with the join hint as a line under them, not a menu line', () => {
    const m = paged(() => blankSeats());
    expect(m.shown()).toEqual(['game', 'players', 'rules']);
    expect(startHint(blankSeats())).toBe('Need at least 2 players: press A / Space to join');
  });

  it("offers Everybody's in and the practice round once two seats are taken, and Start sends the match start", () => {
    const seats = seatsAfter([joinOf(XBOX, 'Eva'), joinOf(KEYS0, 'Cleo')]);
    const m = paged(() => seats);
    expect(m.shown()).toEqual(['start', 'practice', 'game', 'players', 'rules']);
    expect(m.item('start')?.label()).toBe("Everybody's in: start!");
    expect(startHint(seats)).toBe('');
    m.item('start')?.onConfirm?.();
    m.item('practice')?.onConfirm?.();
    expect(m.state.sent).toEqual([
      { t: 'control', op: 'start-match' },
      { t: 'control', op: 'start-practice' },
    ]);
  });

  it('hides the practice round once the host no longer offers it (after the first real match)', () => {
    const seats = seatsAfter([joinOf(XBOX, 'Eva'), joinOf(KEYS0, 'Cleo')]);
    expect(paged(() => seats, false).shown()).toEqual(['start', 'game', 'players', 'rules']);
  });

  it('keeps the options behind Rules… and the seat lines behind Players…, each with a way back', () => {
    const seats = seatsAfter([joinOf(XBOX, 'Eva')]);
    const m = paged(() => seats);
    m.item('rules')?.onConfirm?.();
    expect(m.shown()).toEqual([
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
    // Live hints: in the first match by default, stepping to always and off.
    expect(m.item('hints')?.value?.()).toBe('First match');
    m.item('hints')?.onChange?.(1);
    expect(m.state.sent.at(-1)).toEqual({ t: 'lobby', cmd: { op: 'set-options', options: { hints: 'on' } } });
    m.item('rules-back')?.onConfirm?.();
    expect(m.state.page).toBe('main');
    m.item('players')?.onConfirm?.();
    expect(m.shown()).toEqual(['players-back', 'add-bot', 'seat', 'bot-level', 'color', 'back', 'stack', 'remove']);
    expect(m.item('players')?.value?.()).toBe('1 seated');
  });
});
