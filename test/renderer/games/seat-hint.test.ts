/**
 * Every table names its seats alike (issue 29: the copies had drifted, Ligretto Dice named a phone seat and Ligretto
 * did not): a seat on this screen's device gets its game's buttons, a bot its level, a phone seat "Phone", and a
 * watched replay's seats nothing.
 */
import { describe, expect, it } from 'vitest';
import { openSeat, type Seat } from '@shared/seats';
import { seatHintLine, shortSeatHint } from '@renderer/games/seat-hint';
import { setLanguage } from '@renderer/i18n/i18n';
import { diceHintLine } from '@renderer/games/dice/input/hint-line';
import { hintLine } from '@renderer/games/ligretto/input/hint-line';
import type { Hint } from '@renderer/input/index';

const KEYS: Seat = { ...openSeat(0), kind: 'person', name: 'Ana', input: { kind: 'keys', set: 0 } };
const PHONE: Seat = { ...openSeat(1), kind: 'person', name: 'Pia', input: { kind: 'phone', id: 'phone-a' } };
const BOT: Seat = { ...openSeat(2), kind: 'bot', botLevel: 'casual' };

/** A device's hints: its Stack button is W. */
const hintsOf = (): readonly Hint[] => [{ id: 'game.stack', mode: 'game', command: { kind: 'stack' }, label: 'W', alternatives: [] }];

/** Each table's game line, as the table passes it to the shared seat hint. */
const LINES: Readonly<Record<string, (hints: readonly Hint[]) => string>> = {
  ligretto: (hints) => hintLine(hints, false, 3),
  dice: diceHintLine,
};

describe('seat hints at every table', () => {
  for (const [game, line] of Object.entries(LINES)) {
    it(`${game}: a phone seat is named as a phone, a bot by its level, a seat here by its buttons`, () => {
      const live = { replay: null };
      expect(seatHintLine(live, PHONE, hintsOf, line)).toBe('Phone');
      expect(seatHintLine(live, BOT, hintsOf, line)).toBe('Bot · Casual');
      expect(seatHintLine(live, KEYS, hintsOf, line)).toBe(line(hintsOf()));
    });

    it(`${game}: a watched replay's people get no hint (they are not played from this room)`, () => {
      const replay = {
        replay: { id: 'night-1', title: 'Night', status: 'paused', speed: 1, step: 0, steps: 9, at: 0, duration: 9 },
      } as const;
      expect(seatHintLine(replay, PHONE, hintsOf, line)).toBe('');
      expect(seatHintLine(replay, KEYS, hintsOf, line)).toBe('');
    });
  }

  it("the short hint of a narrow tray: a bot's level alone in every language, anyone else's line unchanged", () => {
    const expert: Seat = { ...BOT, botLevel: 'expert' };
    try {
      setLanguage('is');
      expect(seatHintLine({ replay: null }, expert, hintsOf, diceHintLine)).toBe('Vélmenni · Snillingur');
      expect(shortSeatHint(expert, 'Vélmenni · Snillingur')).toBe('Snillingur');
      setLanguage('de');
      expect(shortSeatHint(BOT, 'Bot · Locker')).toBe('Locker');
    } finally {
      setLanguage('en');
    }
    expect(shortSeatHint(KEYS, 'W Stack')).toBe('W Stack');
    expect(shortSeatHint(PHONE, 'Phone')).toBe('Phone');
  });
});
