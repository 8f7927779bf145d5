import { describe, expect, it } from 'vitest';
import type { ClientMessage } from '@shared/protocol';
import { seatActions, STOP_GUARD_MS, StopSeen, TableInput } from '@renderer/games/table-input';
import type { InputEvent } from '@renderer/input/index';
import { colorettoSnapshot, startedGame } from './coloretto/fixtures';
import { KEYS0, KEYS1, XBOX, press } from '../screens/lobby/fixtures';

/** Runs the shared table input on a 2-seat table (seat 0 on key set 0, seat 1 on key set 1). */
function run(events: readonly InputEvent[], extra: Parameters<typeof colorettoSnapshot>[1] = {}, stoppedSince: number | null = null) {
  const sent: ClientMessage[] = [];
  const barGot: InputEvent[][] = [];
  const out = seatActions(
    colorettoSnapshot(startedGame(2), extra),
    events,
    (m) => sent.push(m),
    { input: (e) => barGot.push([...e]) },
    stoppedSince,
  );
  return { out, sent, barGot };
}

describe('the input every table shares', () => {
  it('passes seated players their presses with their seat and player, in order; unseated and waking presses do nothing', () => {
    const { out, sent } = run([press(KEYS1, 'confirm'), press(XBOX, 'confirm'), press(KEYS0, 'confirm', 1000, true), press(KEYS0, 'left')]);
    expect(out).toEqual([
      { seat: 1, player: 1, action: { kind: 'confirm' } },
      { seat: 0, player: 0, action: { kind: 'left' } },
    ]);
    expect(sent).toEqual([]);
  });

  it('pause asks for the pause menu from anyone; confirm continues a stopped round and is nobody’s move then', () => {
    expect(run([press(XBOX, 'pause')]).sent).toEqual([{ t: 'control', op: 'pause' }]);
    const stopped = run([press(KEYS0, 'confirm', 1000), press(KEYS0, 'left')], { stage: 'stopped' }, 1000 - STOP_GUARD_MS);
    expect(stopped.sent).toEqual([{ t: 'control', op: 'continue' }]);
    expect(stopped.out).toEqual([{ seat: 0, player: 0, action: { kind: 'left' } }]);
  });

  it('a confirm pressed in the first moment of a stopped round is a last play too late, not "continue"', () => {
    const since = 5000;
    const early = run([press(KEYS0, 'confirm', since), press(XBOX, 'confirm', since + STOP_GUARD_MS - 1)], { stage: 'stopped' }, since);
    expect(early.sent).toEqual([]);
    expect(early.out).toEqual([]);
    expect(run([press(XBOX, 'confirm', since + STOP_GUARD_MS)], { stage: 'stopped' }, since).sent).toEqual([
      { t: 'control', op: 'continue' },
    ]);
  });

  it('remembers when the table first showed the stop, and forgets it once the round moves on', () => {
    const seen = new StopSeen();
    seen.note('playing', 100);
    expect(seen.since).toBeNull();
    seen.note('stopped', 200);
    seen.note('stopped', 900);
    expect(seen.since).toBe(200);
    seen.note('scores', 1000);
    expect(seen.since).toBeNull();
    seen.note('stopped', 5000);
    expect(seen.since).toBe(5000);
  });

  it("a table's input counts the stop from the first snapshot that showed it", () => {
    const sent: ClientMessage[] = [];
    const input = new TableInput((m) => sent.push(m), { input: () => undefined });
    const stopped = colorettoSnapshot(startedGame(2), { stage: 'stopped' });
    input.shown('playing', 0);
    input.shown('stopped', 2000);
    input.shown('stopped', 2500);
    input.actions(stopped, [press(KEYS0, 'confirm', 2000 + STOP_GUARD_MS - 1)]);
    expect(sent).toEqual([]);
    input.actions(stopped, [press(KEYS0, 'confirm', 2000 + STOP_GUARD_MS)]);
    expect(sent).toEqual([{ t: 'control', op: 'continue' }]);
  });

  it('a watched replay gives every press to its bar and none to the seats', () => {
    const events = [press(KEYS0, 'confirm'), press(KEYS1, 'pause')];
    const replay = { id: 'r', title: 'Round 1', status: 'playing', speed: 1, step: 0, steps: 10, at: 0, duration: 1000 } as const;
    const { out, sent, barGot } = run(events, { replay });
    expect(out).toEqual([]);
    expect(sent).toEqual([]);
    expect(barGot).toEqual([events]);
  });
});
