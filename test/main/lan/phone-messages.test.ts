/** Phone messages as the session reads them, and session rejections as phones read them. */
import { describe, expect, it } from 'vitest';
import { phoneRejection, seatMessage } from '@main/lan/phone-messages';

describe('phone messages', () => {
  it("a press becomes the token's seat intent, with its slot and args only when given; continue becomes a control", () => {
    expect(seatMessage(3, { t: 'press', do: 'flip' })).toEqual({ t: 'intent', seat: 3, do: 'flip' });
    expect(seatMessage(3, { t: 'press', do: 'row', slot: 1, args: { n: 2 } })).toEqual({
      t: 'intent',
      seat: 3,
      do: 'row',
      slot: 1,
      args: { n: 2 },
    });
    expect(seatMessage(5, { t: 'continue' })).toEqual({ t: 'control', op: 'continue', seat: 5 });
  });

  it("passes a built-in game's rejection on and drops one of a kind or reason no built-in game has", () => {
    const rejected = { t: 'rejected', seat: 0, do: 'row', slot: 2, reason: 'no-fit', late: true } as const;
    expect(phoneRejection(rejected)).toEqual({ t: 'rejected', do: 'row', slot: 2, reason: 'no-fit', late: true });
    expect(phoneRejection({ ...rejected, do: 'toy-move' })).toBeNull();
    expect(phoneRejection({ ...rejected, reason: 'constructor' })).toBeNull();
  });
});
