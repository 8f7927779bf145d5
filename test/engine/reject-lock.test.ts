/** F1 (RULES.md): the rejection lock as pure values on the game clock, with Ligretto's fair-play rules. */
import { describe, expect, it } from 'vitest';
import { afterRejection, createLocks, lockedUntil, screenIntent } from '@engine/reject-lock';
import { ligrettoRules } from '@engine/ligretto/rules';
import type { FairPlay } from '@shared/game';
import type { LigrettoIntent } from '@shared/games/ligretto/intent';

const rules = ligrettoRules.fairPlay as FairPlay<LigrettoIntent>;
const stack: LigrettoIntent = { player: 1, do: 'stack' };
const flip: LigrettoIntent = { player: 1, do: 'flip' };

describe('F1 rejection lock', () => {
  it('F1 Ligretto declares its fair-play rules: every play is lockable, a flip never', () => {
    expect(ligrettoRules.fairPlay).toBeDefined();
    expect(rules.locks(stack)).toBe(true);
    expect(rules.locks({ player: 0, do: 'row', slot: 2 })).toBe(true);
    expect(rules.locks({ player: 0, do: 'waste-to-row', slot: 0 })).toBe(true);
    expect(rules.locks(flip)).toBe(false);
  });

  it('F1 no-fit and empty-source of a play lock the seat for rejectLockMs; other reasons and flips do not', () => {
    const locks = createLocks(400, 3);
    for (const reason of ['no-fit', 'empty-source'] as const) {
      const after = afterRejection(locks, rules, stack, reason, false, 1000);
      expect(lockedUntil(after, 1, 1000)).toBe(1400);
      expect(lockedUntil(after, 1, 1399)).toBe(1400);
      expect(lockedUntil(after, 1, 1400)).toBeNull();
      expect(lockedUntil(after, 0, 1000)).toBeNull();
    }
    for (const reason of ['not-running', 'bad-slot', 'not-allowed', 'malformed', 'match-over']) {
      expect(afterRejection(locks, rules, stack, reason, false, 1000)).toBe(locks);
    }
    expect(afterRejection(locks, rules, flip, 'empty-source', false, 1000)).toBe(locks);
  });

  it('F1 a lost race (late) is never punished', () => {
    const locks = createLocks(400, 2);
    expect(lockedUntil(afterRejection(locks, rules, stack, 'no-fit', true, 50), 1, 50)).toBeNull();
  });

  it('F1 a locked seat has its plays screened out until the lock ends; flips pass; 0 turns the lock off', () => {
    const locked = afterRejection(createLocks(400, 2), rules, stack, 'no-fit', false, 0);
    expect(screenIntent(locked, rules, stack, 100)).toBe(400);
    expect(screenIntent(locked, rules, { player: 1, do: 'waste' }, 399)).toBe(400);
    expect(screenIntent(locked, rules, flip, 100)).toBeNull();
    expect(screenIntent(locked, rules, { player: 0, do: 'stack' }, 100)).toBeNull();
    expect(screenIntent(locked, rules, stack, 400)).toBeNull();
    const off = createLocks(0, 2);
    expect(afterRejection(off, rules, stack, 'no-fit', false, 0)).toBe(off);
    expect(screenIntent(off, rules, stack, 0)).toBeNull();
  });
});
