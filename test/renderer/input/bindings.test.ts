import { describe, expect, it } from 'vitest';
import { MENU_TABLE, hintsFor } from '@renderer/input/bindings';
import { keysDevice, padBindingId, padDevice, padFamily, toInputBinding } from '@renderer/input/devices';
import { MENU_ACTION_KINDS } from '@renderer/input/actions';
import { intentFor } from '@renderer/games/ligretto/input/bindings';
import { decodeClientMessage } from '@shared/protocol-schema';
import { IDS, LIGRETTO } from './fakes';

describe('pad families from id strings', () => {
  it.each([
    [IDS.xbox, 'xbox'],
    ['Xbox Wireless Controller (STANDARD GAMEPAD Vendor: 045e Product: 0b13)', 'xbox'],
    ['045e-02ea-Microsoft X-Box One S pad', 'xbox'],
    ['Wireless Controller (STANDARD GAMEPAD Vendor: 054c Product: 09cc)', 'playstation'],
    [IDS.ps, 'playstation'],
    ['54c-ce6-DualSense Wireless Controller', 'playstation'],
    ['PS4 Controller', 'playstation'],
    ['DUALSHOCK 4 USB Wireless Adaptor', 'playstation'],
    [IDS.switch, 'nintendo'],
    ['Joy-Con L+R (STANDARD GAMEPAD)', 'nintendo'],
    ['Nintendo Switch Pro Controller', 'nintendo'],
    ['Generic USB Joystick (Vendor: 0079 Product: 0006)', 'xbox'],
    ['', 'xbox'],
  ])('%s → %s', (id, family) => {
    expect(padFamily(id)).toBe(family);
  });
});

describe("hint labels in each pad family's own language", () => {
  const cases = [
    ['xbox', IDS.xbox, ['A', 'Y', 'X', 'B', 'LB', 'RB', 'LT', 'RT', 'Menu', 'View', 'A', 'B']],
    ['playstation', IDS.ps, ['✕', '△', '□', '○', 'L1', 'R1', 'L2', 'R2', 'Options', 'Share', '✕', '○']],
    ['nintendo', IDS.switch, ['B', 'X', 'Y', 'A', 'L', 'R', 'ZL', 'ZR', '+', '−', 'B', 'A']],
  ] as const;
  const ids = [
    'game.waste',
    'game.stack',
    'game.flip',
    'game.row-at-cursor',
    'game.row.0',
    'game.row.1',
    'game.row.2',
    'game.row.3',
    'game.pause',
    'game.menu',
    'menu.confirm',
    'menu.back',
  ];
  for (const [family, id, labels] of cases) {
    it(family, () => {
      const pad = padDevice(0, id);
      expect(pad.kind === 'pad' && pad.family).toBe(family);
      expect(ids.map((row) => LIGRETTO.label(pad, row))).toEqual(labels);
      expect(LIGRETTO.label(pad, 'game.cursor-left')).toBe('←');
      expect(LIGRETTO.hints(pad).find((h) => h.id === 'menu.up')?.alternatives).toHaveLength(1);
      expect(LIGRETTO.label(pad, 'game.row.4')).toBe('');
    });
  }

  it('key sets show key names, aliases as alternatives', () => {
    expect(LIGRETTO.label(keysDevice(0), 'game.waste')).toBe('Space');
    expect(LIGRETTO.label(keysDevice(0), 'game.row.0')).toBe('1');
    expect(LIGRETTO.label(keysDevice(1), 'game.stack')).toBe('O');
    expect(LIGRETTO.label(keysDevice(1), 'game.row.4')).toBe('-');
    expect(LIGRETTO.hints(keysDevice(1)).find((h) => h.id === 'menu.confirm')).toMatchObject({ label: 'M', alternatives: ['Enter'] });
    expect(LIGRETTO.hints(keysDevice(0)).find((h) => h.id === 'menu.back')).toMatchObject({ label: 'F', alternatives: ['Esc'] });
  });
});

describe('the binding table', () => {
  it('has unique ids, one row per menu action in each mode where bound, and no button or key twice in a mode', () => {
    expect(new Set(LIGRETTO.rows.map((r) => r.id)).size).toBe(LIGRETTO.rows.length);
    expect(LIGRETTO.inMode('menu').map((r) => r.command.kind)).toEqual([...MENU_ACTION_KINDS]);
    for (const mode of ['menu', 'game'] as const) {
      const buttons = LIGRETTO.inMode(mode).flatMap((r) => (r.button === null ? [] : [r.button]));
      expect(new Set(buttons).size, mode).toBe(buttons.length);
      for (const set of [0, 1] as const) {
        const keys = LIGRETTO.inMode(mode).flatMap((r) => r.keys[set]);
        expect(new Set(keys).size, `${mode} set ${set}`).toBe(keys.length);
        expect(
          LIGRETTO.inMode(mode).every((r) => r.keys[set].length > 0),
          `${mode} set ${set} binds every row`,
        ).toBe(true);
      }
    }
  });

  it('the menus alone know no game: in game mode only the pause and menu rows every game shares', () => {
    expect(MENU_TABLE.inMode('game').map((r) => r.id)).toEqual(['game.pause', 'game.menu']);
    expect(hintsFor(keysDevice(0)).map((h) => h.id)).toEqual(MENU_TABLE.rows.map((r) => r.id));
    expect(MENU_TABLE.keySetOf('KeyQ')).toBeNull();
    expect(LIGRETTO.keySetOf('KeyQ')).toBe(0);
  });

  it('the two hands never share a key', () => {
    const left = new Set(LIGRETTO.rows.flatMap((r) => r.keys[0]));
    const right = new Set(LIGRETTO.rows.flatMap((r) => r.keys[1]));
    expect([...left].filter((k) => right.has(k))).toEqual([]);
    for (const k of left) expect(LIGRETTO.keySetOf(k)).toBe(0);
    for (const k of right) expect(LIGRETTO.keySetOf(k)).toBe(1);
    expect(LIGRETTO.keySetOf('KeyZ')).toBeNull();
  });

  it('turns game actions into the intents of src/shared/intent.ts', () => {
    expect(intentFor({ kind: 'stack' }, 3)).toEqual({ player: 3, do: 'stack' });
    expect(intentFor({ kind: 'row-at-cursor', slot: 4 }, 0)).toEqual({ player: 0, do: 'row', slot: 4 });
    expect(intentFor({ kind: 'waste-to-row', slot: 1 }, 2)).toEqual({ player: 2, do: 'waste-to-row', slot: 1 });
    expect(intentFor({ kind: 'row-cursor', step: 1, slot: 0 }, 2)).toBeNull();
    expect(intentFor({ kind: 'confirm' }, 2)).toBeNull();
  });

  it('pad bindings are stable ids of index and id string, short enough for the host (64)', () => {
    const long = 'Wireless Controller (STANDARD GAMEPAD Vendor: 054c Product: 09cc) extra text';
    const binding = toInputBinding(padDevice(3, long));
    expect(binding.kind === 'pad' && binding.id.startsWith('3#Wireless Controller')).toBe(true);
    expect(binding.kind === 'pad' && binding.id.length).toBe(64);
    expect(padBindingId(0, IDS.xbox)).not.toBe(padBindingId(1, IDS.xbox));
    expect(toInputBinding(keysDevice(1))).toEqual({ kind: 'keys', set: 1 });
    for (const input of [binding, toInputBinding(padDevice(0, IDS.xbox)), toInputBinding(keysDevice(0))]) {
      expect(decodeClientMessage({ t: 'lobby', cmd: { op: 'join', input } }).ok).toBe(true);
    }
  });
});
