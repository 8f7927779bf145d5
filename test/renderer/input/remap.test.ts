import { describe, expect, it } from 'vitest';
import { buttonFor } from '@renderer/input/bindings';
import { keysDevice, padDevice } from '@renderer/input/devices';
import { BUTTON } from '@renderer/input/labels';
import { REMAP_STORAGE_KEY, Remap, parseRemap, remapKey } from '@renderer/input/Remap';
import { GAME_ROWS, IDS, LIGRETTO, MemoryStorage, Rig, actions } from './fakes';

const xbox0 = padDevice(0, IDS.xbox);
const xbox1 = padDevice(1, IDS.xbox);
const ps = padDevice(2, IDS.ps);

describe('Remap', () => {
  it('is saved per pad kind and id, loaded by a new store, and applies to every slot of that pad model', () => {
    const storage = new MemoryStorage();
    const first = new Remap(storage, GAME_ROWS);
    expect(first.assign(xbox0, 'game.stack', BUTTON.south)).toBe(true);
    expect(storage.data.get(REMAP_STORAGE_KEY)).toBeDefined();
    const again = new Remap(storage, GAME_ROWS);
    expect(again.overridesFor(xbox1)).toEqual({ 'game.stack': BUTTON.south, 'game.waste': BUTTON.north });
    expect(again.overridesFor(ps)).toEqual({});
    expect(remapKey(xbox0)).toBe(`xbox:${IDS.xbox}`);
    expect(remapKey(keysDevice(0))).toBeNull();
  });

  it('swaps: the row that had the button takes the old one, so every action keeps a control', () => {
    const remap = new Remap(null, GAME_ROWS);
    remap.assign(ps, 'game.row.0', BUTTON.rightTrigger);
    const o = remap.overridesFor(ps);
    expect(buttonFor(LIGRETTO.row('game.row.0')!, o)).toBe(BUTTON.rightTrigger);
    expect(buttonFor(LIGRETTO.row('game.row.3')!, o)).toBe(BUTTON.leftBumper);
    expect(LIGRETTO.label(ps, 'game.row.3', o)).toBe('L1');
    remap.assign(ps, 'game.row.4', BUTTON.rightStick);
    expect(LIGRETTO.label(ps, 'game.row.4', remap.overridesFor(ps))).toBe('R3');
  });

  it('assigning a row back to its default button removes the override; reset forgets the pad', () => {
    const storage = new MemoryStorage();
    const remap = new Remap(storage, GAME_ROWS);
    remap.assign(xbox0, 'menu.confirm', BUTTON.east);
    remap.assign(xbox0, 'menu.confirm', BUTTON.south);
    expect(remap.overridesFor(xbox0)).toEqual({});
    remap.assign(xbox0, 'game.flip', BUTTON.home);
    remap.reset(xbox0);
    expect(new Remap(storage, GAME_ROWS).overridesFor(xbox0)).toEqual({});
  });

  it('refuses unknown rows, key sets and impossible buttons', () => {
    const remap = new Remap(null, GAME_ROWS);
    expect(remap.assign(xbox0, 'game.teleport', 1)).toBe(false);
    expect(remap.assign(keysDevice(1), 'game.stack', 1)).toBe(false);
    expect(remap.assign(xbox0, 'game.stack', 99)).toBe(false);
    expect(remap.assign(xbox0, 'game.stack', 1.5)).toBe(false);
    expect(remap.overridesFor(xbox0)).toEqual({});
  });

  it('corrupt or foreign stored data falls back to the defaults and never throws', () => {
    const bad = [
      'not json {',
      'null',
      '[]',
      JSON.stringify({ version: 2, pads: {} }),
      JSON.stringify({ version: 1, pads: { [`xbox:${IDS.xbox}`]: { 'game.stack': 'A' } } }),
      JSON.stringify({ version: 1, pads: { [`xbox:${IDS.xbox}`]: { 'game.stack': -1 } } }),
    ];
    for (const text of bad) {
      const storage = new MemoryStorage();
      storage.data.set(REMAP_STORAGE_KEY, text);
      expect(() => new Remap(storage, GAME_ROWS), text).not.toThrow();
      expect(new Remap(storage, GAME_ROWS).overridesFor(xbox0), text).toEqual({});
    }
  });

  it('stored overrides that would give two actions one button are dropped; unknown rows are ignored', () => {
    const clash = JSON.stringify({ version: 1, pads: { [`xbox:${IDS.xbox}`]: { 'game.stack': BUTTON.south } } });
    expect(parseRemap(clash, GAME_ROWS).size).toBe(0);
    const extra = JSON.stringify({ version: 1, pads: { [`xbox:${IDS.xbox}`]: { 'game.gone': 3, 'game.row.4': BUTTON.rightStick } } });
    expect(parseRemap(extra, GAME_ROWS).get(`xbox:${IDS.xbox}`)).toEqual({ 'game.row.4': BUTTON.rightStick });
  });

  it('a disabled storage keeps remaps in memory', () => {
    const storage = new MemoryStorage();
    storage.fail = true;
    const remap = new Remap(storage, GAME_ROWS);
    expect(remap.assign(xbox0, 'game.flip', BUTTON.home)).toBe(true);
    expect(remap.overridesFor(xbox0)).toEqual({ 'game.flip': BUTTON.home });
  });

  it('the hub follows the remap: the remapped button triggers the new action', () => {
    const remap = new Remap(new MemoryStorage(), GAME_ROWS);
    const rig = new Rig('game', remap);
    rig.pads.connect(0, IDS.xbox);
    rig.frame();
    remap.assign(xbox0, 'game.stack', BUTTON.south);
    expect(actions(rig.tapPad(0, BUTTON.south))).toEqual(['pad0:stack']);
    expect(actions(rig.tapPad(0, BUTTON.north))).toEqual(['pad0:waste']);
    expect(rig.hub.hints(xbox0).find((h) => h.id === 'game.stack')?.label).toBe('A');
  });
});
