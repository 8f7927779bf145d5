/** The how-to-play caption names the skip button of every seated controller in its own labels (docs/howto.md). */
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@renderer/i18n/i18n';
import { skipKeys } from '@renderer/screens/howto/lesson-model';
import { openSeat, type InputBinding, type Seat } from '@shared/seats';

const XBOX: InputBinding = { kind: 'pad', id: '0#Xbox 360 Controller (XInput STANDARD GAMEPAD)' };
const XBOX_TOO: InputBinding = { kind: 'pad', id: '2#Xbox 360 Controller (XInput STANDARD GAMEPAD)' };
const DUALSENSE: InputBinding = { kind: 'pad', id: '1#DualSense Wireless Controller (STANDARD GAMEPAD Vendor: 054c Product: 0ce6)' };

function seated(inputs: readonly InputBinding[]): Seat[] {
  return inputs.map((input, i) => ({ ...openSeat(i), kind: 'person', name: `P${i}`, input }));
}

describe('the how-to-play skip line', () => {
  afterEach(() => setLanguage('en'));

  it("names each seated controller's confirm once, in its own labels, and never a phone's", () => {
    const seats = seated([XBOX, DUALSENSE, { kind: 'keys', set: 0 }, { kind: 'phone', id: 'phone-1' }, XBOX_TOO]);
    expect(skipKeys(seats)).toBe('A / ✕ / Space');
    expect(skipKeys(seated([DUALSENSE]))).toBe('✕');
  });

  it('falls back to the generic words when no controller sits at the TV', () => {
    expect(skipKeys(seated([{ kind: 'phone', id: 'phone-1' }]))).toBe('A / Enter');
    setLanguage('es');
    expect(skipKeys([openSeat(0)])).toBe('A / Intro');
  });
});
