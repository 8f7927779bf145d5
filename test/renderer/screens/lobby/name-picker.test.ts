/** The join picker: saved people first, a new name typed with a pad on the on-screen keyboard or with real keys. */
import { describe, expect, it } from 'vitest';
import {
  KEY_ROWS,
  MAX_NAME_LENGTH,
  keyAt,
  openPicker,
  stepPicker,
  typedChar,
  type NamePicker,
  type PickerInput,
  type PickerOutcome,
} from '@renderer/screens/lobby/name-picker';

const ANA = { name: 'Ana', color: 3, back: 5 };
const BO = { name: 'Bo', color: 1, back: 2 };

/** Runs presses on a picker that must stay open until the last one; returns the last outcome. */
function run(p: NamePicker, inputs: readonly PickerInput[], taken: readonly string[] = []): PickerOutcome {
  let out: PickerOutcome = { kind: 'open', picker: p };
  for (const input of inputs) {
    if (out.kind !== 'open') throw new Error(`the picker closed before ${input.kind}`);
    out = stepPicker(out.picker, input, taken);
  }
  return out;
}

function open(out: PickerOutcome): NamePicker {
  if (out.kind !== 'open') throw new Error(`expected an open picker, got ${out.kind}`);
  return out.picker;
}

const press = (kind: 'up' | 'down' | 'left' | 'right' | 'confirm' | 'back' | 'done'): PickerInput => ({ kind });

describe('the name picker', () => {
  it('lists saved people (recent first) before a new name and the default, leaving out names already seated', () => {
    const p = openPicker(2, [ANA, BO], ['bo']);
    expect(p.mode).toBe('list');
    expect(p.lines.map((l) => (l.kind === 'person' ? l.person.name : l.kind))).toEqual(['Ana', 'new', 'keep']);
  });

  it('picking a saved person brings their colour and card back', () => {
    expect(run(openPicker(0, [ANA, BO], []), [press('down'), press('confirm')])).toEqual({ kind: 'chosen', name: 'Bo', person: BO });
  });

  it('refuses a saved person who sat down elsewhere meanwhile', () => {
    expect(open(run(openPicker(0, [ANA], []), [press('confirm')], ['ANA'])).error).toBe('taken');
  });

  it('opens straight on the keyboard when nobody was saved; B on an empty name keeps the default name', () => {
    const p = openPicker(0, [], []);
    expect(p.mode).toBe('keyboard');
    expect(run(p, [press('back')])).toEqual({ kind: 'keep' });
  });

  it('types "Eva Li" with a pad: capitals first and after a space, Start is done', () => {
    const e = [press('right'), press('right'), press('right'), press('right'), press('confirm')];
    // Row 2 col 1 is V; two up and one left from there is A; up from A wraps to Shift, and Space is its right neighbour.
    const v = [press('down'), press('down'), press('left'), press('left'), press('left'), press('confirm')];
    const a = [press('up'), press('up'), press('left'), press('confirm')];
    const space = [press('up'), press('right'), press('confirm')];
    let p = open(run(openPicker(1, [], []), e));
    expect(p.text).toBe('E');
    p = open(run(p, v));
    expect(p.text).toBe('Ev');
    p = open(run(p, a));
    expect(p.text).toBe('Eva');
    p = open(run(p, space));
    expect(keyAt(p.row, p.col)?.kind).toBe('space');
    expect(p.text).toBe('Eva ');
    p = { ...p, row: 1, col: 1 };
    p = open(
      run(p, [
        press('confirm'),
        press('up'),
        press('right'),
        press('right'),
        press('right'),
        press('right'),
        press('right'),
        press('right'),
        press('right'),
        press('confirm'),
      ]),
    );
    expect(p.text).toBe('Eva Li');
    expect(run(p, [press('done')])).toEqual({ kind: 'chosen', name: 'Eva Li', person: null });
  });

  it('wide keys take one press to cross and up/down keep the column', () => {
    const p = { ...openPicker(0, [], []), row: 4, col: 0 };
    expect(keyAt(4, 0)?.kind).toBe('shift');
    const right = open(run(p, [press('right')]));
    expect(keyAt(right.row, right.col)?.kind).toBe('space');
    expect(right.col).toBe(2);
    const wrap = open(run(p, [press('left')]));
    expect(keyAt(wrap.row, wrap.col)?.kind).toBe('done');
    const up = open(run(right, [press('up')]));
    expect(up).toMatchObject({ row: 3, col: 2 });
    expect(KEY_ROWS.every((row) => row.reduce((n, k) => n + k.span, 0) === 10)).toBe(true);
  });

  it('real keys type what they say, B or Backspace deletes, the name stops at its longest', () => {
    let p = open(run(openPicker(0, [ANA], []), [{ kind: 'type', ch: 'j' }]));
    expect(p).toMatchObject({ mode: 'keyboard', text: 'j' });
    p = open(run(p, [{ kind: 'type', ch: 'O' }, { kind: 'delete' }, press('back')]));
    expect(p.text).toBe('');
    // Back on an empty name returns to the list, which has people.
    expect(open(run(p, [press('back')])).mode).toBe('list');
    const long = Array.from({ length: 30 }, (): PickerInput => ({ kind: 'type', ch: 'x' }));
    expect(open(run(openPicker(0, [], []), long)).text).toHaveLength(MAX_NAME_LENGTH);
  });

  it('refuses a typed name another seat has, in any case, and an empty name keeps the default', () => {
    const typedBo: PickerInput[] = [
      { kind: 'type', ch: 'b' },
      { kind: 'type', ch: 'O' },
    ];
    expect(open(run(openPicker(0, [], []), [...typedBo, press('done')], ['Bo'])).error).toBe('taken');
    expect(run(openPicker(0, [], []), [{ kind: 'type', ch: ' ' }, press('done')])).toEqual({ kind: 'keep' });
  });

  it('takes printable letters (any alphabet) and digits from real keys, nothing else', () => {
    expect(['a', 'Ñ', 'ð', '7', ' ', '-'].map(typedChar)).toEqual(['a', 'Ñ', 'ð', '7', ' ', '-']);
    expect(['Enter', 'Shift', '<', '\u0007'].map(typedChar)).toEqual([null, null, null, null]);
  });
});
