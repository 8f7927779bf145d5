import { afterEach, describe, expect, it } from 'vitest';
import { cameBack, lostControllerModel } from '@renderer/screens/lost-controller';
import { continuePrompt } from '@renderer/screens/results/continue-prompt';
import { comeBackWords, confirmWord } from '@renderer/input/device-words';
import { setLanguage } from '@renderer/i18n/i18n';
import { DEFAULT_MATCH_OPTIONS, openSeat, PLAYER_COLORS, type InputBinding, type Seat } from '@shared/seats';
import type { Snapshot } from '@shared/protocol';

const XBOX: InputBinding = { kind: 'pad', id: '0#Xbox 360 Controller (XInput STANDARD GAMEPAD)' };
const SWITCH: InputBinding = { kind: 'pad', id: '1#Nintendo Switch Pro Controller (STANDARD GAMEPAD Vendor: 057e Product: 2009)' };
const KEYS: InputBinding = { kind: 'keys', set: 1 };
const PHONE: InputBinding = { kind: 'phone', id: 'phone-1' };

function person(i: number, name: string, input: InputBinding): Seat {
  return { ...openSeat(i), kind: 'person', name, input };
}

const SEATS: Seat[] = Array.from({ length: 12 }, (_, i) => openSeat(i));
SEATS[0] = person(0, 'Ana', XBOX);
SEATS[1] = person(1, 'Ben', KEYS);
SEATS[2] = person(2, 'Cleo', PHONE);
SEATS[3] = { ...openSeat(3), kind: 'bot', name: 'Dex' };

function snapshot(patch: Partial<Snapshot>): Snapshot {
  return {
    rev: 1,
    stage: 'playing',
    paused: false,
    now: 0,
    stageEndsAt: null,
    seats: SEATS,
    options: DEFAULT_MATCH_OPTIONS,
    players: [0, 1, 2, 3],
    frozen: [],
    demo: false,
    game: 'ligretto',
    state: null,
    ...patch,
  };
}

afterEach(() => setLanguage('en'));

describe('the words of a seat’s own device', () => {
  it('names the confirm button as the device shows it: A on an Xbox pad, B (south) on a Nintendo pad, the key set’s key, the phone', () => {
    expect(confirmWord(XBOX)).toBe('A');
    expect(confirmWord(SWITCH)).toBe('B');
    expect(confirmWord({ kind: 'keys', set: 0 })).toBe('Space');
    expect(confirmWord(KEYS)).toBe('M');
    expect(confirmWord(PHONE)).toBe('Continue on the phone');
  });

  it('says how a lost controller comes back, never "press Start" for keys', () => {
    expect(comeBackWords(XBOX)).toBe('Press A on that pad to come back');
    expect(comeBackWords(KEYS)).toBe('Press M (key set 2) to come back');
    expect(comeBackWords(PHONE)).toBe('Open the game page on that phone again');
    setLanguage('es');
    expect(comeBackWords(XBOX)).toBe('Pulsa A en ese mando para volver');
    expect(comeBackWords(PHONE)).toBe('Abre otra vez la página del juego en ese móvil');
  });
});

describe('the lost-controller overlay', () => {
  it('names the waited-for seat in its colour with its device’s way back; other waited-for seats are listed', () => {
    const lost = lostControllerModel(
      snapshot({
        paused: true,
        frozen: [
          { seat: 2, bot: false },
          { seat: 3, bot: true },
          { seat: 0, bot: false },
        ],
      }),
    );
    expect(lost).toEqual({
      seat: 2,
      name: 'Cleo',
      color: PLAYER_COLORS[2].hex,
      title: 'Waiting for Cleo',
      how: 'Open the game page on that phone again',
      more: 'Also waiting: Ana',
    });
  });

  it('is not shown for a plain pause, nor while a bot stands in', () => {
    expect(lostControllerModel(snapshot({ paused: true }))).toBeNull();
    expect(lostControllerModel(snapshot({ paused: false, frozen: [{ seat: 0, bot: true }] }))).toBeNull();
  });

  it('says who is back when a lost seat unfreezes', () => {
    const before = snapshot({ paused: true, frozen: [{ seat: 1, bot: false }] });
    expect(cameBack(before, snapshot({}))).toEqual(['Ben']);
    expect(cameBack(before, before)).toEqual([]);
    expect(cameBack(null, before)).toEqual([]);
  });
});

describe('the continue prompt of a results screen', () => {
  const waiting = snapshot({ stage: 'scores', waiting: { host: 0, people: [0, 1, 2], ready: [1] } });

  it('names the host with the host’s own button and everyone else still to press with theirs', () => {
    expect(continuePrompt(waiting)).toEqual({
      main: 'Ana presses A to continue',
      others: '— or everyone else presses their button: Cleo (phone)',
    });
    setLanguage('es');
    expect(continuePrompt(waiting)).toEqual({
      main: 'Ana pulsa A para continuar',
      others: '— o todos los demás pulsan su botón: Cleo (móvil)',
    });
  });

  it('lists everyone else still to press the way the language lists (Intl.ListFormat)', () => {
    const three = snapshot({ stage: 'scores', waiting: { host: 0, people: [0, 1, 2], ready: [] } });
    setLanguage('en');
    const key = confirmWord(KEYS);
    expect(continuePrompt(three).others).toBe(`— or everyone else presses their button: Ben (${key}) and Cleo (phone)`);
    setLanguage('de');
    expect(continuePrompt(three)).toEqual({
      main: 'Ana drückt A zum Weitermachen',
      others: `— oder alle anderen drücken ihre Taste: Ben (${confirmWord(KEYS)}) und Cleo (Handy)`,
    });
  });

  it('asks a stream view’s viewers for no press: they are told the players go on', () => {
    setLanguage('en');
    expect(continuePrompt(waiting, true)).toEqual({ main: 'The players continue when they are ready', others: '' });
    expect(continuePrompt(snapshot({ stage: 'scores' }), true).main).not.toMatch(/press/i);
  });

  it('is the plain hint when the screen moves on by itself, and any confirm when no person is at the table', () => {
    expect(continuePrompt(snapshot({ stage: 'scores' }))).toEqual({ main: 'Press A to continue', others: '' });
    expect(continuePrompt(snapshot({ stage: 'scores', waiting: { host: null, people: [], ready: [] } })).main).toBe(
      'Press A / Enter to continue',
    );
  });
});
