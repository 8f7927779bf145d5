/**
 * The title's Play with a demo still running behind it (the TV page opened or reloaded during one): Play ends the demo
 * so the lobby opens, never the demo's table (the table-size sweep hung there switching games).
 */
import { describe, expect, it } from 'vitest';
import { playFromTitle } from '@renderer/app/title-play';
import type { Snapshot } from '@shared/protocol';
import { DEFAULT_MATCH_OPTIONS, openSeat } from '@shared/seats';

function snapshot(patch: Partial<Snapshot>): Snapshot {
  return {
    rev: 1,
    stage: 'lobby',
    paused: false,
    now: 0,
    stageEndsAt: null,
    seats: Array.from({ length: 12 }, (_, i) => openSeat(i)),
    options: DEFAULT_MATCH_OPTIONS,
    players: [],
    frozen: [],
    demo: false,
    game: 'ligretto',
    state: null,
    ...patch,
  };
}

describe("the title's Play", () => {
  it('ends a demo running behind the title, so the lobby opens', () => {
    expect(playFromTitle(snapshot({ stage: 'playing', demo: true, players: [0, 1] }))).toEqual([{ t: 'control', op: 'end-match' }]);
  });

  it('sends nothing from the lobby, a real match or before the first snapshot', () => {
    expect(playFromTitle(snapshot({}))).toEqual([]);
    expect(playFromTitle(snapshot({ stage: 'playing', players: [0, 1] }))).toEqual([]);
    expect(playFromTitle(null)).toEqual([]);
  });
});
