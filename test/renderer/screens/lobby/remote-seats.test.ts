/**
 * Issue 28, the TV side: a remote seat's round trip on its lobby chip and at the table, and the host menu's Lock room
 * and kick lines sending the TV's `remote` messages (kick only after a second press).
 */
import '../../../support/pixi-node-globals';
import { beforeAll, describe, expect, it } from 'vitest';
import { installNodeCanvas } from '../../../support/pixi-node';
import type { ClientMessage, RemoteStatus } from '@shared/protocol';
import { decodeClientMessage } from '@shared/protocol-schema';
import { DEFAULT_MATCH_OPTIONS, type MatchOptions, type Seat } from '@shared/seats';
import { seatHintLine } from '@renderer/games/seat-hint';
import { lobbyMenuItems } from '@renderer/screens/lobby/lobby-menu';
import { SeatSlot } from '@renderer/screens/lobby/SeatSlot';
import { LIGRETTO_LOBBY } from '@renderer/games/ligretto/lobby-options';
import type { MenuItem } from '@renderer/ui/Menu';
import type { Hint } from '@renderer/input/index';
import { joinOf, seatsAfter, XBOX } from './fixtures';
import { colorettoSnapshot, startedGame } from '../../games/coloretto/fixtures';
import { panelModels } from '@renderer/games/coloretto/model';
import { PanelView } from '@renderer/games/coloretto/views/PanelView';

beforeAll(() => installNodeCanvas());

/** Seat 0 an Xbox pad (Ana), seats 1 and 2 phones (Pia on the LAN, Rui through the relay), seat 3 remote too (Eva). */
function seats(): Seat[] {
  const phone = (id: string, name: string) => ({ op: 'join', input: { kind: 'phone', id }, name }) as const;
  return seatsAfter([joinOf(XBOX, 'Ana'), phone('lan-a', 'Pia'), phone('relay-b', 'Rui'), phone('relay-c', 'Eva')]);
}

function remoteOn(
  locked = false,
  rtt: { seat: number; ms: number | null }[] = [
    { seat: 2, ms: 48 },
    { seat: 3, ms: 130 },
  ],
): RemoteStatus {
  return { state: 'on', relay: 'wss://relay.example.com', code: 'ABCDEF', url: 'https://relay.example.com/play', qr: [], locked, rtt };
}

const noHints = (): readonly Hint[] => [];

describe("a remote seat's round trip", () => {
  it('shows on the seat\'s lobby chip ("Phone · 48 ms") and follows each snapshot', () => {
    const all = seats();
    const slot = new SeatSlot(2, () => undefined);
    const seat = all[2];
    if (!seat) throw new Error('no seat 2');
    slot.show(seat, 300, 200, 1, null, 48);
    expect(slot.describe().text).toContain('Phone · 48 ms');
    slot.show(seat, 300, 200, 1, null, 61);
    expect(slot.describe().text).toContain('Phone · 61 ms');
    slot.show(seat, 300, 200, 1, null, null);
    expect(slot.describe().text).not.toContain('ms');
  });

  it("shows on the table's seat hint of a remote phone only", () => {
    const all = seats();
    const snap = { replay: null, seats: all, remote: remoteOn() };
    const [pad, lanPhone, relayPhone] = all;
    if (!pad || !lanPhone || !relayPhone) throw new Error('seats missing');
    expect(seatHintLine(snap, relayPhone, noHints, () => 'A')).toBe('Phone · 48 ms');
    expect(seatHintLine(snap, lanPhone, noHints, () => 'A')).toBe('Phone');
    expect(seatHintLine({ ...snap, remote: null }, relayPhone, noHints, () => 'A')).toBe('Phone');
    expect(seatHintLine({ ...snap, remote: remoteOn(false, [{ seat: 2, ms: 7 }]) }, relayPhone, noHints, () => 'A')).toBe('Phone · 7 ms');
  });

  it('a remote seat listed before its first round trip shows "… ms" on its chip, its table hint and the kick line', () => {
    const all = seats();
    const relayPhone = all[2];
    if (!relayPhone) throw new Error('no seat 2');
    const slot = new SeatSlot(2, () => undefined);
    slot.show(relayPhone, 300, 200, 1, null, 'pending');
    expect(slot.describe().text).toContain('Phone · … ms');
    const remote = remoteOn(false, [{ seat: 2, ms: null }]);
    expect(seatHintLine({ replay: null, seats: all, remote }, relayPhone, noHints, () => 'A')).toBe('Phone · … ms');
    const kick = menu({ remote, seats: all }).item('remote-kick');
    expect(kick.value?.()).toBe('3 · Rui · … ms');
  });
});

describe("a remote seat's round trip at the Coloretto table", () => {
  it('its panel shows it after the name ("P2 · 48 ms", "… ms" before the first probe); other seats show none', () => {
    const game = startedGame(3);
    const snap = colorettoSnapshot(game, {
      remote: remoteOn(false, [
        { seat: 1, ms: 48 },
        { seat: 2, ms: null },
      ]),
    });
    const models = panelModels(snap, game);
    expect(models.map((m) => m.rtt)).toEqual([null, 48, 'pending']);
    const lines = models.map((model) => {
      const view = new PanelView();
      view.layout({ x: 0, y: 0, w: 600, h: 200 }, 1);
      view.update(model, 'out');
      return view.describe()?.line;
    });
    expect(lines).toEqual(['P1', 'P2 · 48 ms', 'P3 · … ms']);
    // Without remote players nobody's name carries a round trip.
    expect(panelModels(colorettoSnapshot(game), game).map((m) => m.rtt)).toEqual([null, null, null]);
  });
});

/** The lobby menu over a remote status; every message sent is checked against the TV protocol's schema. */
function menu(state: { remote: RemoteStatus | null; seats: Seat[]; options?: MatchOptions }): {
  sent: ClientMessage[];
  item(id: string): MenuItem;
} {
  const sent: ClientMessage[] = [];
  const items = lobbyMenuItems(
    {
      seats: () => state.seats,
      options: () => state.options ?? DEFAULT_MATCH_OPTIONS,
      targetSeat: () => null,
      setTargetSeat: () => undefined,
      botLevel: () => 'casual',
      setBotLevel: () => undefined,
      lan: () => null,
      remote: () => state.remote,
      send: (msg) => {
        expect(decodeClientMessage(msg).ok).toBe(true);
        sent.push(msg);
      },
    },
    [LIGRETTO_LOBBY],
  );
  const item = (id: string): MenuItem => {
    const found = items.find((i) => i.id === id);
    if (!found) throw new Error(`no item ${id}`);
    return found;
  };
  return { sent, item };
}

describe("the lobby menu's remote lines", () => {
  it("Lock room shows the relay's lock state and sends lock on, then off", () => {
    const state = { remote: remoteOn(false), seats: seats() };
    const m = menu(state);
    const lock = m.item('remote-lock');
    expect(lock.label()).toBe('Lock room');
    expect(lock.value?.()).toBe('Open');
    lock.onConfirm?.();
    expect(m.sent).toEqual([{ t: 'remote', cmd: { op: 'lock', on: true } }]);
    // The value is the host's word: it changes when the snapshot says locked.
    expect(lock.value?.()).toBe('Open');
    state.remote = remoteOn(true);
    expect(lock.value?.()).toBe('Locked');
    lock.onChange?.(1);
    expect(m.sent.at(-1)).toEqual({ t: 'remote', cmd: { op: 'lock', on: false } });
  });

  it('Even latency shows the lobby option and switches it with set-options, only while remote players are on', () => {
    const state: { remote: RemoteStatus | null; seats: Seat[]; options?: MatchOptions } = { remote: null, seats: seats() };
    const m = menu(state);
    const even = m.item('remote-even');
    expect(even.shown?.()).toBe(false);
    state.remote = remoteOn(false);
    expect(even.shown?.()).toBe(true);
    expect([even.label(), even.value?.()]).toEqual(['Even latency', 'Off']);
    even.onConfirm?.();
    expect(m.sent).toEqual([{ t: 'lobby', cmd: { op: 'set-options', options: { evenLatency: true } } }]);
    // The value is the host's options, as the next snapshot carries them.
    state.options = { ...DEFAULT_MATCH_OPTIONS, session: { ...DEFAULT_MATCH_OPTIONS.session, evenLatency: true } };
    expect(even.value?.()).toBe('On');
    even.onChange?.(-1);
    expect(m.sent.at(-1)).toEqual({ t: 'lobby', cmd: { op: 'set-options', options: { evenLatency: false } } });
  });

  it('kicks the picked remote seat only on a second press, and ‹ › picks among remote seats alone', () => {
    const state = { remote: remoteOn(), seats: seats() };
    const m = menu(state);
    const kick = m.item('remote-kick');
    expect(kick.value?.()).toBe('3 · Rui · 48 ms');
    kick.onChange?.(1);
    expect(kick.value?.()).toBe('4 · Eva · 130 ms');
    kick.onChange?.(1);
    expect(kick.value?.()).toBe('3 · Rui · 48 ms');
    kick.onConfirm?.();
    expect(m.sent).toEqual([]);
    expect(kick.label()).toBe('Kick Rui? Press again');
    // Picking another seat takes the question back.
    kick.onChange?.(-1);
    expect(kick.label()).toBe('Kick remote player');
    kick.onConfirm?.();
    kick.onConfirm?.();
    expect(m.sent).toEqual([{ t: 'remote', cmd: { op: 'kick', seat: 3 } }]);
    expect(kick.label()).toBe('Kick remote player');
  });

  it('shows neither line while remote players are off, and the kick line has nothing to kick without remote seats', () => {
    const state: { remote: RemoteStatus | null; seats: Seat[] } = { remote: null, seats: seats() };
    const m = menu(state);
    expect(m.item('remote-lock').shown?.()).toBe(false);
    expect(m.item('remote-kick').shown?.()).toBe(false);
    state.remote = remoteOn(false, []);
    expect(m.item('remote-kick').shown?.()).toBe(true);
    expect(m.item('remote-kick').enabled?.()).toBe(false);
    m.item('remote-kick').onConfirm?.();
    m.item('remote-kick').onConfirm?.();
    expect(m.sent).toEqual([]);
  });
});
