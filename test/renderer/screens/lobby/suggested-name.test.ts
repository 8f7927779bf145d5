/** Names at join (issue 30): a saved person nobody sits as, else a friendly unused name in the TV's language. */
import { describe, expect, it } from 'vitest';
import { joinCommand, renameHint, suggestName } from '@renderer/screens/lobby/suggested-name';
import { blankSeats } from '@renderer/screens/lobby/lobby-input';
import { hintsFor } from '@renderer/input/index';
import type { Seat } from '@shared/seats';
import { joinOf, seatsAfter, XBOX, KEYS0 } from './fixtures';

const ANA = { name: 'Ana', color: 7, back: 7 };
const RAFA = { name: 'Rafa', color: 2, back: 9 };

describe('suggested names', () => {
  it('offers the saved people in order, skipping those seated or just claimed by another join', () => {
    expect(suggestName([ANA, RAFA], blankSeats(), 'en')).toEqual({ name: 'Ana', person: ANA });
    const seated = seatsAfter([joinOf(XBOX, 'ana')]);
    expect(suggestName([ANA, RAFA], seated, 'en')?.name).toBe('Rafa');
    expect(suggestName([ANA, RAFA], blankSeats(), 'en', ['Ana'])?.name).toBe('Rafa');
  });

  it('falls back to a friendly unused name in the TV language', () => {
    expect(suggestName([], blankSeats(), 'en')).toEqual({ name: 'Fox', person: null });
    expect(suggestName([], blankSeats(), 'es')?.name).toBe('Zorro');
    expect(suggestName([], seatsAfter([joinOf(XBOX, 'Fox')]), 'en')?.name).toBe('Otter');
    expect(suggestName([ANA], seatsAfter([joinOf(XBOX, 'Ana')]), 'de')?.name).toBe('Fuchs');
  });

  it('puts the suggestion in the join command itself, so the seat never shows "Player 1" first', () => {
    expect(joinCommand({ kind: 'keys', set: 0 }, { name: 'Fox', person: null }, 3)).toEqual({
      op: 'join',
      input: { kind: 'keys', set: 0 },
      seat: 3,
      name: 'Fox',
    });
    expect(joinCommand({ kind: 'keys', set: 1 }, null)).toEqual({ op: 'join', input: { kind: 'keys', set: 1 } });
  });

  it("labels rename on a seat card with the seat's own Start key, none for bots and phones", () => {
    const seats = seatsAfter([joinOf(XBOX, 'Eva'), joinOf(KEYS0, 'Cleo'), { op: 'add-bot' }]);
    const at = (i: number): Seat => seats[i] as Seat;
    expect(renameHint(at(0), hintsFor)).toMatch(/^\S+ Rename$/);
    expect(renameHint(at(1), hintsFor)).toMatch(/^\S+ Rename$/);
    expect(renameHint(at(2), hintsFor)).toBeNull();
    expect(renameHint(at(3), hintsFor)).toBeNull();
  });
});
