import { describe, expect, it } from 'vitest';
import { padDevice } from '@renderer/input/devices';
import { Remap } from '@renderer/input/Remap';
import { actions, GAME_ROWS, IDS, MemoryStorage, Rig } from './fakes';
import { anyNumber } from '../../support/matchers';

describe('remapping through the hub', () => {
  it('takes the next button of the chosen pad as a capture, then remaps it and keeps it after a reload', () => {
    const storage = new MemoryStorage();
    const rig = new Rig('game', new Remap(storage, GAME_ROWS));
    rig.pads.connect(0, IDS.xbox);
    rig.pads.connect(1, IDS.xbox);
    rig.tapPad(0, 0);
    rig.tapPad(1, 0);
    const pad0 = padDevice(0, IDS.xbox);
    rig.hub.captureNextButton(pad0);
    expect(actions(rig.tapPad(1, 2))).toEqual(['pad1:flip']);
    const captured = rig.tapPad(0, 2);
    expect(captured).toEqual([{ type: 'captured', device: pad0, button: 2, at: anyNumber() }]);
    expect(rig.remap?.assign(pad0, 'game.stack', 2)).toBe(true);
    expect(actions(rig.tapPad(0, 2))).toEqual(['pad0:stack']);
    const reloaded = new Rig('game', new Remap(storage, GAME_ROWS));
    reloaded.pads.connect(0, IDS.xbox);
    reloaded.tapPad(0, 0);
    expect(actions(reloaded.tapPad(0, 2))).toEqual(['pad0:stack']);
  });

  it('a cancelled capture lets the button act again', () => {
    const rig = new Rig('game');
    rig.pads.connect(0, IDS.xbox);
    rig.tapPad(0, 0);
    rig.hub.captureNextButton(padDevice(0, IDS.xbox));
    rig.hub.cancelCapture();
    expect(actions(rig.tapPad(0, 2))).toEqual(['pad0:flip']);
  });
});
