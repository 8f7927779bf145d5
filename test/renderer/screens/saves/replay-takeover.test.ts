import { describe, expect, it } from 'vitest';
import { takeoverJoins } from '@renderer/app/takeover';
import { padDevice, toInputBinding, type InputEvent } from '@renderer/input/index';
import type { Snapshot } from '@shared/protocol';
import type { ReplayWatch } from '@shared/saves-protocol';
import { DEFAULT_MATCH_OPTIONS, openSeat, type Seat } from '@shared/seats';

const seats: Seat[] = Array.from({ length: 12 }, (_, i) => (i < 3 ? { ...openSeat(i), kind: 'bot' } : openSeat(i)));
const ended: ReplayWatch = { id: 'r', title: 'Round 1', status: 'ended', speed: 4, step: 90, steps: 90, at: 27_000, duration: 27_000 };

describe('a watched replay that has reached its round scores', () => {
  it('keeps A / Enter for the replay controls instead of taking over a bot seat', () => {
    const snap: Snapshot = {
      rev: 1,
      stage: 'scores',
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
      replay: ended,
    };
    const press: InputEvent = {
      type: 'action',
      device: padDevice(0, 'Xbox 360 Controller'),
      action: { kind: 'confirm' },
      at: 1,
      waking: false,
    };
    const out = takeoverJoins(snap, [press], toInputBinding);
    expect(out.messages).toEqual([]);
    expect(out.rest).toEqual([press]);
  });
});
