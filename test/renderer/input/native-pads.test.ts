import { describe, expect, it } from 'vitest';
import { InputHub } from '@renderer/input/InputHub';
import { BROWSER_PAD_SLOTS, NativePadSource } from '@renderer/input/NativePadSource';
import { PadReader } from '@renderer/input/PadReader';
import type { RawPadState } from '@shared/protocol';
import { RowCursors } from '@renderer/games/ligretto/input/RowCursors';
import { actions } from './fakes';

function state(index: number, pressed: readonly number[], timestamp: number): RawPadState {
  return {
    index,
    id: `native:${index}:SDL Game Controller`,
    mapping: 'standard',
    connected: true,
    timestamp,
    buttons: Array.from({ length: 17 }, (_, b) => ({ pressed: pressed.includes(b), value: pressed.includes(b) ? 1 : 0 })),
    axes: [0, 0, 0, 0],
  };
}

describe('native pads through the raw-pad seam', () => {
  it('a fifth and a sixth pad from the host behave like browser pads, after the four browser slots', () => {
    const native = new NativePadSource();
    const hub = new InputHub({ pads: [new PadReader(native)], mode: 'game', game: new RowCursors() });
    native.update([state(0, [], 1), state(1, [], 1)]);
    const appeared = hub.poll(100);
    expect(appeared.filter((e) => e.type === 'connected').map((e) => (e.device.kind === 'pad' ? e.device.index : -1))).toEqual([
      BROWSER_PAD_SLOTS,
      BROWSER_PAD_SLOTS + 1,
    ]);
    native.update([state(0, [2], 2), state(1, [0], 2)]);
    expect(actions(hub.poll(200))).toEqual([`pad${BROWSER_PAD_SLOTS}:flip`, `pad${BROWSER_PAD_SLOTS + 1}:waste`]);
    native.update([state(1, [], 3)]);
    const lost = hub.poll(300);
    expect(lost.some((e) => e.type === 'disconnected' && e.device.kind === 'pad' && e.device.index === BROWSER_PAD_SLOTS)).toBe(true);
  });
});
