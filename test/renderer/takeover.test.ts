import { describe, expect, it } from 'vitest';
import { takeoverJoins } from '@renderer/app/takeover';
import { keysDevice, padDevice, toInputBinding, type DeviceRef, type InputEvent } from '@renderer/input/index';
import { DEFAULT_MATCH_OPTIONS, openSeat, type Seat } from '@shared/seats';
import type { Snapshot } from '@shared/protocol';

function snapshot(stage: Snapshot['stage'], seats: Seat[]): Snapshot {
  return {
    rev: 1,
    stage,
    paused: false,
    now: 0,
    stageEndsAt: null,
    seats,
    options: DEFAULT_MATCH_OPTIONS,
    players: [0, 1, 2],
    frozen: [],
    demo: false,
    game: 'ligretto',
    state: null,
  };
}

const seats: Seat[] = Array.from({ length: 12 }, (_, i) => openSeat(i));
seats[0] = { ...openSeat(0), kind: 'person', input: { kind: 'keys', set: 0 } };
seats[1] = { ...openSeat(1), kind: 'bot' };
seats[2] = { ...openSeat(2), kind: 'bot' };

const press = (device: DeviceRef): InputEvent => ({ type: 'action', device, action: { kind: 'confirm' }, at: 1, waking: false });

describe('taking over a bot seat between rounds', () => {
  it('an unseated pad pressing A on the standings takes the first bot seat; a seated player still continues', () => {
    const pad = padDevice(0, 'Xbox 360 Controller');
    const out = takeoverJoins(snapshot('standings', seats), [press(pad), press(keysDevice(0))], toInputBinding);
    expect(out.messages).toEqual([{ t: 'lobby', cmd: { op: 'join', input: toInputBinding(pad), seat: 1 } }]);
    expect(out.rest).toHaveLength(1);
  });

  it("on results that wait for a press, an unseated press is the host's continue and takes no seat", () => {
    const pad = padDevice(0, 'Pad A');
    const waiting = { ...snapshot('scores', seats), waiting: { host: 0, people: [0], ready: [] } };
    const out = takeoverJoins(waiting, [press(pad)], toInputBinding);
    expect(out.messages).toEqual([]);
    expect(out.rest).toEqual([press(pad)]);
  });

  it('two new controllers in one frame take two different bot seats, and nothing happens mid-round', () => {
    const a = padDevice(0, 'Pad A');
    const b = padDevice(1, 'Pad B');
    expect(
      takeoverJoins(snapshot('scores', seats), [press(a), press(b)], toInputBinding).messages.map((m) =>
        m.t === 'lobby' && m.cmd.op === 'join' ? m.cmd.seat : -1,
      ),
    ).toEqual([1, 2]);
    expect(takeoverJoins(snapshot('playing', seats), [press(a)], toInputBinding).messages).toEqual([]);
  });

  it("a press on the title (a local screen on top) is the title's, even while an event waits between games behind it", () => {
    const pad = padDevice(0, 'Pad A');
    const between = { ...snapshot('lobby', seats), event: null };
    const lobby = snapshot('lobby', seats);
    const withEvent = {
      ...lobby,
      event: {
        id: 'e',
        name: 'E',
        format: 'round-robin' as const,
        games: 0,
        finished: false,
        table: [],
        upNext: [],
        queue: [],
        leaderboard: [],
      },
    };
    expect(takeoverJoins(withEvent, [press(pad)], toInputBinding).messages).toHaveLength(1);
    const onTitle = takeoverJoins(withEvent, [press(pad)], toInputBinding, true);
    expect(onTitle.messages).toEqual([]);
    expect(onTitle.rest).toHaveLength(1);
    expect(takeoverJoins(between, [press(pad)], toInputBinding).messages).toEqual([]);
  });
});
