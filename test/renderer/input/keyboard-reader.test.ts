import { describe, expect, it } from 'vitest';
import { KeyboardReader } from '@renderer/input/KeyboardReader';
import type { Edge } from '@renderer/input/devices';
import { FakeKeys, LIGRETTO } from './fakes';

/** Ligretto's keys with the menus' (the hub's live table while its table shows). */
const ligrettoKeys = (code: string) => LIGRETTO.keySetOf(code);

function edges(list: readonly Edge[]): string[] {
  return list.map(
    (e) => `${e.device.kind === 'keys' ? `set${e.device.set}` : 'pad'} ${e.edge} ${e.control.kind === 'key' ? e.control.code : '?'}`,
  );
}

describe('KeyboardReader', () => {
  it('sorts keys into the left-hand set 0 and the right-hand set 1 and reports edges in order', () => {
    const keys = new FakeKeys();
    const reader = new KeyboardReader(keys, ligrettoKeys);
    keys.down('KeyQ');
    keys.down('KeyO');
    keys.up('KeyQ');
    keys.up('KeyO');
    expect(edges(reader.poll(16))).toEqual(['set0 press KeyQ', 'set1 press KeyO', 'set0 release KeyQ', 'set1 release KeyO']);
    expect(reader.poll(32)).toEqual([]);
  });

  it('ignores auto-repeat keydowns and keydowns of a key already held', () => {
    const keys = new FakeKeys();
    const reader = new KeyboardReader(keys, ligrettoKeys);
    keys.down('Space');
    keys.down('Space', { repeat: true });
    keys.down('Space', { repeat: true });
    keys.down('Space');
    expect(edges(reader.poll(16))).toEqual(['set0 press Space']);
    keys.up('Space');
    keys.down('Space');
    expect(edges(reader.poll(32))).toEqual(['set0 release Space', 'set0 press Space']);
  });

  it('leaves other keys and Ctrl/Alt/Meta shortcuts to the browser; prevents the default of its own keys', () => {
    const keys = new FakeKeys();
    const reader = new KeyboardReader(keys, ligrettoKeys);
    keys.tap('KeyZ');
    keys.tap('F5');
    keys.down('KeyQ', { ctrlKey: true });
    keys.up('KeyQ');
    keys.tap('Space');
    expect(edges(reader.poll(16))).toEqual(['set0 press Space', 'set0 release Space']);
    expect(keys.prevented).toEqual(['keydown:Space', 'keyup:Space']);
  });

  it('the shared menu keys count for the nearer hand: Space and Esc for set 0, Enter, arrows and ⌫ for set 1', () => {
    const keys = new FakeKeys();
    const reader = new KeyboardReader(keys, ligrettoKeys);
    for (const code of ['Space', 'Escape', 'Enter', 'ArrowUp', 'ArrowLeft', 'Backspace']) keys.down(code);
    expect(edges(reader.poll(16))).toEqual([
      'set0 press Space',
      'set0 press Escape',
      'set1 press Enter',
      'set1 press ArrowUp',
      'set1 press ArrowLeft',
      'set1 press Backspace',
    ]);
  });

  it('losing focus releases held keys so none stays stuck', () => {
    const keys = new FakeKeys();
    const reader = new KeyboardReader(keys, ligrettoKeys);
    keys.down('KeyE');
    keys.down('KeyU');
    reader.poll(16);
    keys.blur();
    expect(edges(reader.poll(32))).toEqual(['set0 release KeyE', 'set1 release KeyU']);
    expect(reader.isHeld('KeyE')).toBe(false);
    keys.down('KeyE');
    expect(edges(reader.poll(48))).toEqual(['set0 press KeyE']);
  });

  it('stamps edges with the key event time when it lies within the frame', () => {
    const keys = new FakeKeys();
    const reader = new KeyboardReader(keys, ligrettoKeys);
    reader.poll(100);
    keys.time = 105;
    keys.down('KeyQ');
    keys.time = 500;
    keys.down('KeyO');
    expect(reader.poll(116).map((e) => e.at)).toEqual([105, 116]);
  });

  it('dispose removes its listeners', () => {
    const keys = new FakeKeys();
    const reader = new KeyboardReader(keys, ligrettoKeys);
    expect(keys.count()).toBe(3);
    reader.dispose();
    expect(keys.count()).toBe(0);
  });
});
