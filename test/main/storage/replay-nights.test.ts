/**
 * The replays screen's nights (issue 31): the host's replays reply groups the kept replays by saved game night, any
 * games, newest first, each night with its games in order and its table's winner.
 */
import { describe, expect, it } from 'vitest';
import { replayNights } from '@main/storage/replay-nights';
import type { GameNight } from '@shared/night';
import { savesReplySchema } from '@shared/saves-schema';
import { format1Nights } from './fixtures/format1-nights';

/** Ligretto (Ada 17), Dice (Ada 5) and Coloretto (Bo 49) matches, one round each, each with its round's replay. */
const matches = format1Nights;
const every = (): boolean => true;

/** The three matches as one game night (the first one's id). */
function oneNight(list: readonly GameNight[]): GameNight[] {
  const first = list[0]?.id ?? '';
  return list.map((m) => ({ ...m, partOf: first }));
}

describe('the replays reply lists nights', () => {
  it('one night of three games: its games in the order played, each match with its replays, Ada the winner', () => {
    const nights = replayNights(oneNight(matches()), every);
    expect(nights).toEqual([
      {
        id: '20250131-2002-8ic2',
        startedAt: '2025-01-31T20:03:00.000Z',
        winners: ['Ada'],
        matches: [
          { id: '20250131-2002-8ic2', game: 'ligretto', ended: false, replays: ['20250131-2002-8ic2-r01'] },
          { id: '20250131-2006-yxk6', game: 'dice', ended: false, replays: ['20250131-2006-yxk6-r01'] },
          { id: '20250131-2010-mies', game: 'coloretto', ended: false, replays: ['20250131-2010-mies-r01'] },
        ],
      },
    ]);
  });

  it('old match files (no partOf) are a night each, newest first, each won by its match winner', () => {
    const nights = replayNights(matches(), every);
    expect(nights.map((n) => [n.id, n.matches.map((m) => m.game), n.winners])).toEqual([
      ['20250131-2010-mies', ['coloretto'], ['Bo']],
      ['20250131-2006-yxk6', ['dice'], ['Ada']],
      ['20250131-2002-8ic2', ['ligretto'], ['Ada']],
    ]);
  });

  it('lists only replays the library holds, and leaves out nights with none and discarded matches', () => {
    const [ligretto, dice, coloretto] = oneNight(matches());
    if (!ligretto || !dice || !coloretto) throw new Error('no fixture');
    const kept = (id: string): boolean => id !== '20250131-2006-yxk6-r01';
    const night = replayNights([ligretto, dice, { ...coloretto, status: 'discarded' }], kept)[0];
    expect(night?.matches.map((m) => [m.game, m.replays])).toEqual([
      ['ligretto', ['20250131-2002-8ic2-r01']],
      ['dice', []],
    ]);
    expect(replayNights(matches(), () => false)).toEqual([]);
  });

  it('a night whose matches all ended early names no winner and marks its matches ended', () => {
    const ended = matches().map((m) => ({ ...m, status: 'ended' as const }));
    const nights = replayNights(oneNight(ended), every);
    expect(nights[0]?.winners).toEqual([]);
    expect(nights[0]?.matches.every((m) => m.ended)).toBe(true);
  });

  it('the reply with its nights passes the protocol schema; one without nights or with a bad night id does not', () => {
    const nights = replayNights(oneNight(matches()), every);
    expect(savesReplySchema.safeParse({ kind: 'replays', replays: [], nights }).success).toBe(true);
    expect(savesReplySchema.safeParse({ kind: 'replays', replays: [] }).success).toBe(false);
    const bad = [{ ...nights[0], id: 'Not An Id' }];
    expect(savesReplySchema.safeParse({ kind: 'replays', replays: [], nights: bad }).success).toBe(false);
  });
});
