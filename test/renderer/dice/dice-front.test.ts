/** Ligretto Dice's front end in Node: the table layout at 2-12 players, the colour buttons, the lobby lines and the score count-up. */
import { describe, expect, it } from 'vitest';
import { baseDice, MAX_EXTRA_DICE, setsFor } from '@shared/games/dice/options';
import { withGameOptions } from '@shared/match-options';
import { decodeClientMessage } from '@shared/protocol-schema';
import type { DiceView } from '@shared/games/dice/view';
import { DEFAULT_MATCH_OPTIONS, type Seat } from '@shared/seats';
import { BOARD_MARGIN, DIE_NUMERAL_RATIO, diceLayout, dieRect, fieldRect } from '@renderer/games/dice/layout/dice-layout';
import { DICE_ROWS, diceIntentFor } from '@renderer/games/dice/input/bindings';
import { DICE_LOBBY, REROLL_LOCK_STEPS, rerollLockOf, rerollLockStep } from '@renderer/games/dice/lobby-options';
import { LIGRETTO_LOBBY } from '@renderer/games/ligretto/lobby-options';
import { COLORETTO_LOBBY } from '@renderer/games/coloretto/lobby-options';
import { seatBadge } from '@renderer/screens/lobby/seat-badge';
import { diceCountUp } from '@renderer/games/dice/count-up';
import { rectContains, rectsOverlap } from '@renderer/layout/rect';

describe('dice table layout', () => {
  for (let players = 2; players <= 12; players++) {
    it(`${players} players: trays and board inside 1080p without overlaps, numerals readable from 3 m`, () => {
      const dice = baseDice(players) + MAX_EXTRA_DICE;
      const sets = setsFor(players);
      const l = diceLayout(players, sets, dice, 1920, 1080);
      const screen = { x: 0, y: 0, w: 1920, h: 1080 };
      expect(l.areas).toHaveLength(players);
      expect(l.board.sets).toHaveLength(sets);
      for (const a of l.areas) {
        expect(rectContains(screen, a.rect)).toBe(true);
        expect(rectsOverlap(a.rect, l.board.rect)).toBe(false);
        // Every die of the fullest tray lies inside its area.
        for (let i = 0; i < dice; i++) expect(rectContains(a.rect, dieRect(a, i, dice))).toBe(true);
        // Numerals, not pips: far above the 12 px pip floor at 1080p.
        expect(a.die * DIE_NUMERAL_RATIO).toBeGreaterThanOrEqual(30);
      }
      l.areas.forEach((a, i) => l.areas.slice(i + 1).forEach((b) => expect(rectsOverlap(a.rect, b.rect)).toBe(false)));
      for (const set of l.board.sets) {
        expect(rectContains(screen, set)).toBe(true);
        // The last field lies inside its set (to a thousandth of a pixel: the two sums add in different orders).
        const e = 0.001;
        expect(rectContains({ x: set.x - e, y: set.y - e, w: set.w + 2 * e, h: set.h + 2 * e }, fieldRect(set, 5, 3, l.board.field))).toBe(
          true,
        );
      }
      expect(l.board.field * 0.5).toBeGreaterThanOrEqual(24);
      // The "Round n" line (34 px text) sits in its own row: on screen, clear of every tray and of the board.
      expect(rectContains(screen, l.roundLabel)).toBe(true);
      expect(l.roundLabel.h).toBeGreaterThanOrEqual(34);
      // The board's panel (a margin round each set) stays clear of the label and of every tray.
      const m = l.board.field * BOARD_MARGIN;
      for (const set of l.board.sets) {
        const panel = { x: set.x - m, y: set.y - m, w: set.w + 2 * m, h: set.h + 2 * m };
        expect(rectsOverlap(l.roundLabel, panel)).toBe(false);
        for (const a of l.areas) expect(rectsOverlap(panel, a.rect)).toBe(false);
      }
      for (const a of l.areas) expect(rectsOverlap(l.roundLabel, a.rect)).toBe(false);
    });
  }
});

describe('dice buttons (DICE.md controls)', () => {
  const view: DiceView = {
    seat: 1,
    running: true,
    tray: [
      { die: 0, color: 'r', value: 3 },
      { die: 2, color: 'r', value: 1 },
      { die: 3, color: 'y', value: 2 },
      { die: 5, color: 'g', value: 1 },
    ],
    board: [[0, 0, 3, 0]],
    rollingUntil: null,
  };
  it('a colour button places the die of that colour that fits the lowest field', () => {
    expect(diceIntentFor({ kind: 'place-color', color: 'r' }, view)).toEqual({ player: 1, do: 'place', die: 2 });
  });
  it('with no die of that colour fitting it still names one of that colour (the engine refuses it as no-fit)', () => {
    expect(diceIntentFor({ kind: 'place-color', color: 'y' }, view)).toEqual({ player: 1, do: 'place', die: 3 });
    expect(diceIntentFor({ kind: 'place-color', color: 'g' }, view)).toEqual({ player: 1, do: 'place', die: 5 });
  });
  it('no die of the colour: no intent; reroll always; a menu action is not a dice action', () => {
    expect(diceIntentFor({ kind: 'place-color', color: 'b' }, view)).toBeNull();
    expect(diceIntentFor({ kind: 'reroll' }, view)).toEqual({ player: 1, do: 'reroll' });
    expect(diceIntentFor({ kind: 'confirm' }, view)).toBeNull();
  });
  it('the four face buttons are the four colours and no two rows share a pad button or a key', () => {
    const faces = DICE_ROWS.filter((r) => r.command.kind === 'place-color').map((r) => r.button);
    expect(new Set(faces)).toEqual(new Set([0, 1, 2, 3]));
    const buttons = DICE_ROWS.map((r) => r.button).filter((b) => b !== null);
    expect(new Set(buttons).size).toBe(buttons.length);
    const keys = DICE_ROWS.flatMap((r) => [...r.keys[0], ...r.keys[1]]);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('dice lobby lines', () => {
  it('the reroll time steps through its values both ways and wraps', () => {
    let o = DEFAULT_MATCH_OPTIONS;
    expect(rerollLockOf(o)).toBe(800);
    const seen: number[] = [];
    for (let i = 0; i < REROLL_LOCK_STEPS.length; i++) {
      o = withGameOptions(o, { game: 'dice', options: rerollLockStep(o, 1) });
      seen.push(rerollLockOf(o));
    }
    expect(new Set(seen)).toEqual(new Set(REROLL_LOCK_STEPS));
    expect(rerollLockOf(withGameOptions(o, { game: 'dice', options: rerollLockStep(o, -1) }))).toBe(
      REROLL_LOCK_STEPS[(REROLL_LOCK_STEPS.indexOf(800) + 4) % 5],
    );
  });
  it("DS2 handicap: a seat's extra dice are Dice's own per-seat option, 0 to 2, set without touching the seat", () => {
    const h = DICE_LOBBY.handicap;
    if (!h) throw new Error('Dice has a handicap line');
    const seat: Seat = { kind: 'person', name: 'Ana', color: 0, back: 0, botLevel: 'casual', stackSize: 10, input: null };
    expect([h.min, h.max, h.none]).toEqual([0, MAX_EXTRA_DICE, 0]);
    expect(h.of(seat, 3, DEFAULT_MATCH_OPTIONS)).toBe(0);
    const cmd = h.set(3, 2, DEFAULT_MATCH_OPTIONS);
    expect(cmd).toEqual({ op: 'set-game-options', patch: { game: 'dice', options: { extraDice: [0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0] } } });
    expect(decodeClientMessage({ t: 'lobby', cmd }).ok).toBe(true);
    if (cmd.op !== 'set-game-options') throw new Error('a game options patch');
    const after = withGameOptions(DEFAULT_MATCH_OPTIONS, cmd.patch);
    expect(h.of(seat, 3, after)).toBe(2);
    // Ligretto's stack size is the seat's own field, untouched by Dice's handicap.
    expect(LIGRETTO_LOBBY.handicap?.of(seat, 3, after)).toBe(10);
  });
  it("the lobby seat card's badge says the game's handicap: extra dice for Dice, cards for Ligretto, none for Coloretto", () => {
    const seat = (stackSize: number, kind: Seat['kind'] = 'person'): Seat => ({
      kind,
      name: 'Ana',
      color: 0,
      back: 0,
      botLevel: 'casual',
      stackSize,
      input: null,
    });
    const dice = (extra: number[]) => withGameOptions(DEFAULT_MATCH_OPTIONS, { game: 'dice', options: { extraDice: extra } });
    const o = dice([0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(seatBadge(seat(10), 0, o, DICE_LOBBY.handicap)).toBeNull();
    expect(seatBadge(seat(10), 1, o, DICE_LOBBY.handicap)).toBe('+1 die');
    expect(seatBadge(seat(10), 2, o, DICE_LOBBY.handicap)).toBe('+2 dice');
    // The seat's own stack size says nothing to Dice any more.
    expect(seatBadge(seat(8), 0, o, DICE_LOBBY.handicap)).toBeNull();
    expect(seatBadge(seat(8), 0, o, LIGRETTO_LOBBY.handicap)).toBe('8 cards');
    expect(seatBadge(seat(10), 2, o, LIGRETTO_LOBBY.handicap)).toBeNull();
    expect(seatBadge(seat(8), 2, o, COLORETTO_LOBBY.handicap)).toBeNull();
    expect(seatBadge(seat(8, 'open'), 2, o, DICE_LOBBY.handicap)).toBeNull();
  });
});

describe('dice score count-up (DSC1-DSC3)', () => {
  it('DSC3: the finisher counts up to +8, the others down to -3, -1 and -4', () => {
    expect(diceCountUp(8, 0, true, 0, 1)).toEqual({ dice: 8, points: 8, total: 8 });
    expect(diceCountUp(-3, 3, false, 5, 1)).toEqual({ dice: 3, points: -3, total: 2 });
    expect(diceCountUp(-1, 1, false, 0, 1).points).toBe(-1);
    expect(diceCountUp(-4, 4, false, 0, 1).points).toBe(-4);
    expect(diceCountUp(8, 0, true, 0, 0).points).toBe(0);
  });
});
