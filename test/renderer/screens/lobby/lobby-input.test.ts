import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@renderer/i18n/i18n';
import { deviceKey, hintsFor, padDevice, toInputBinding, seatOfDevice } from '@renderer/input/index';
import {
  bindingFamily,
  blankSeats,
  boundDevices,
  clickJoinBinding,
  decide,
  deviceLabel,
  hasOpenSeat,
  hintLine,
  JOIN_PENDING_MS,
  occupiedIndices,
} from '@renderer/screens/lobby/lobby-input';
import { DUALSENSE, KEYS0, KEYS1, SWITCH, XBOX, joinOf, press, seatsAfter, smallLobby } from './fixtures';

afterEach(() => setLanguage('en'));

describe('which device sits where', () => {
  it('finds the seat of a bound pad or key set, and null for devices without one', () => {
    const seats = smallLobby();
    expect(seatOfDevice(seats, XBOX)).toBe(0);
    expect(seatOfDevice(seats, KEYS0)).toBe(2);
    expect(seatOfDevice(seats, KEYS1)).toBeNull();
    expect(seatOfDevice(seats, DUALSENSE)).toBeNull();
  });

  it('tells two identical pads apart by their slot', () => {
    const seats = seatsAfter([joinOf(XBOX)]);
    expect(seatOfDevice(seats, padDevice(3, XBOX.kind === 'pad' ? XBOX.id : ''))).toBeNull();
  });

  it('lists occupied seats and whether one is open', () => {
    expect(occupiedIndices(smallLobby())).toEqual([0, 1, 2]);
    expect(hasOpenSeat(smallLobby())).toBe(true);
    const full = seatsAfter(Array.from({ length: 12 }, () => ({ op: 'add-bot' as const })));
    expect(hasOpenSeat(full)).toBe(false);
    expect(occupiedIndices(blankSeats())).toEqual([]);
  });

  it('lists bound devices: connected pads first, then key sets', () => {
    const seats = seatsAfter([joinOf(KEYS1), joinOf(DUALSENSE), joinOf(XBOX)]);
    const bound = boundDevices(seats, [XBOX, DUALSENSE, SWITCH]);
    expect(bound.map((b) => b.seat)).toEqual([2, 1, 0]);
    expect(bound[2]?.device).toEqual(KEYS1);
  });
});

describe('mouse joins', () => {
  it('uses key set 0 while it is free, then key set 1, then nothing', () => {
    expect(clickJoinBinding(blankSeats())).toEqual({ kind: 'keys', set: 0 });
    expect(clickJoinBinding(seatsAfter([joinOf(KEYS0)]))).toEqual({ kind: 'keys', set: 1 });
    expect(clickJoinBinding(seatsAfter([joinOf(KEYS1)]))).toEqual({ kind: 'keys', set: 0 });
    expect(clickJoinBinding(seatsAfter([joinOf(KEYS0), joinOf(KEYS1)]))).toBeNull();
  });
});

describe('labels', () => {
  it('reads the pad family back from a binding id', () => {
    expect(bindingFamily(toInputBinding(XBOX))).toBe('xbox');
    expect(bindingFamily(toInputBinding(DUALSENSE))).toBe('playstation');
    expect(bindingFamily(toInputBinding(SWITCH))).toBe('nintendo');
    expect(bindingFamily({ kind: 'keys', set: 0 })).toBeNull();
  });

  it('names the device of a person', () => {
    expect(deviceLabel(toInputBinding(DUALSENSE))).toBe('Gamepad · PlayStation');
    expect(deviceLabel({ kind: 'keys', set: 1 })).toBe('Keys 2');
    expect(deviceLabel({ kind: 'phone', id: 'p1' })).toBe('Phone');
    expect(deviceLabel(null)).toBe('');
    setLanguage('es');
    expect(deviceLabel({ kind: 'keys', set: 0 })).toBe('Teclas 1');
  });
});

const none = new Map<string, number>();

describe('devices without a seat', () => {
  it('join with confirm, sending their own binding', () => {
    expect(decide(blankSeats(), press(DUALSENSE, 'confirm'), none)).toEqual({ kind: 'join', binding: toInputBinding(DUALSENSE) });
    expect(decide(smallLobby(), press(KEYS1, 'confirm'), none)).toEqual({ kind: 'join', binding: { kind: 'keys', set: 1 } });
  });

  it('join with whatever button woke a newly appearing pad', () => {
    expect(decide(blankSeats(), press(SWITCH, 'back', 5, true), none)).toEqual({ kind: 'join', binding: toInputBinding(SWITCH) });
    expect(decide(blankSeats(), press(SWITCH, 'down', 5, true), none).kind).toBe('join');
  });

  it('do nothing when every seat is taken', () => {
    const full = seatsAfter(Array.from({ length: 12 }, () => ({ op: 'add-bot' as const })));
    expect(decide(full, press(XBOX, 'confirm'), none)).toEqual({ kind: 'ignore' });
  });

  it('are ignored for a moment after asking to join, so a double tap sends one join', () => {
    const asked = new Map([[deviceKey(XBOX), 1000]]);
    expect(decide(blankSeats(), press(XBOX, 'confirm', 1000 + JOIN_PENDING_MS - 1), asked)).toEqual({ kind: 'ignore' });
    expect(decide(blankSeats(), press(XBOX, 'confirm', 1000 + JOIN_PENDING_MS), asked).kind).toBe('join');
  });

  it('key sets steer the host menu with directions; pads do not', () => {
    expect(decide(smallLobby(), press(KEYS1, 'down'), none)).toEqual({ kind: 'menu', action: 'down' });
    expect(decide(smallLobby(), press(KEYS1, 'left'), none)).toEqual({ kind: 'menu', action: 'left' });
    expect(decide(smallLobby(), press(DUALSENSE, 'down'), none)).toEqual({ kind: 'ignore' });
  });

  it('back goes to the title, but a key set leaves the seat of the other key set (Esc for the keyboard player)', () => {
    expect(decide(smallLobby(), press(DUALSENSE, 'back'), none)).toEqual({ kind: 'exit' });
    expect(decide(blankSeats(), press(KEYS0, 'back'), none)).toEqual({ kind: 'exit' });
    expect(decide(smallLobby(), press(KEYS1, 'back'), none)).toEqual({ kind: 'leave', seat: 2 });
  });
});

describe('devices with a seat', () => {
  it('leave with back', () => {
    expect(decide(smallLobby(), press(XBOX, 'back'), none)).toEqual({ kind: 'leave', seat: 0 });
    expect(decide(smallLobby(), press(KEYS0, 'back'), none)).toEqual({ kind: 'leave', seat: 2 });
  });

  it('drive the shared host menu with directions and confirm', () => {
    for (const action of ['up', 'down', 'left', 'right', 'confirm'] as const) {
      expect(decide(smallLobby(), press(XBOX, action), none)).toEqual({ kind: 'menu', action });
    }
  });

  it('do not press a menu line with the confirm that follows their own join too quickly', () => {
    const asked = new Map([[deviceKey(XBOX), 1000]]);
    expect(decide(smallLobby(), press(XBOX, 'confirm', 1200), asked)).toEqual({ kind: 'ignore' });
    expect(decide(smallLobby(), press(XBOX, 'down', 1200), asked)).toEqual({ kind: 'menu', action: 'down' });
    expect(decide(smallLobby(), press(XBOX, 'confirm', 2000), asked).kind).toBe('menu');
  });

  it('swallow the waking press of a reconnecting pad', () => {
    expect(decide(smallLobby(), press(XBOX, 'back', 1, true), none)).toEqual({ kind: 'ignore' });
  });

  it('rename their own seat with Start (pause); anyone opens settings with the menu button', () => {
    expect(decide(smallLobby(), press(XBOX, 'pause'), none)).toEqual({ kind: 'rename', seat: 0 });
    expect(decide(smallLobby(), press(DUALSENSE, 'menu'), none)).toEqual({ kind: 'settings' });
  });

  it('a person who left can join again', () => {
    const seats = seatsAfter([joinOf(XBOX), { op: 'leave', seat: 0 }]);
    expect(decide(seats, press(XBOX, 'confirm'), none).kind).toBe('join');
  });
});

describe('hint lines', () => {
  const words = { confirm: 'Confirm', leave: 'Leave', move: 'Move', change: 'Change' };

  it("use each pad family's own labels", () => {
    expect(hintLine(hintsFor(XBOX), words)).toBe('A Confirm · B Leave · ↑↓ Move · ←→ Change');
    expect(hintLine(hintsFor(DUALSENSE), words)).toBe('✕ Confirm · ○ Leave · ↑↓ Move · ←→ Change');
    expect(hintLine(hintsFor(SWITCH), words)).toBe('B Confirm · A Leave · ↑↓ Move · ←→ Change');
  });

  it('show the well-known alias keys of a key set', () => {
    expect(hintLine(hintsFor(KEYS0), words, true)).toBe('Space Confirm · Esc Leave · W/S Move · A/D Change');
    expect(hintLine(hintsFor(KEYS1), words, true)).toBe('Enter Confirm · ⌫ Leave · ↑↓ Move · ←→ Change');
    expect(hintLine(hintsFor(KEYS1), words)).toBe('M Confirm · H Leave · I/K Move · J/L Change');
  });

  it('leave out actions a remapped pad has no button for', () => {
    expect(hintLine(hintsFor(XBOX, { 'menu.back': null }), words)).toBe('A Confirm · ↑↓ Move · ←→ Change');
  });
});
