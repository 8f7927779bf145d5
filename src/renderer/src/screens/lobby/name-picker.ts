/** Choosing a name at join: a saved person (recent first) or a new name typed on an on-screen keyboard (no Pixi). */
import { nameKey } from '@shared/names';
import type { SavedPerson } from '@shared/saves-protocol';

/** Longest name the keyboard types (the host accepts 20). */
export const MAX_NAME_LENGTH = 16;

/** One key of the on-screen keyboard: a character, or a command; `span` is its width in character keys. */
export type KeyCap =
  | { readonly kind: 'char'; readonly ch: string; readonly span: 1 }
  | { readonly kind: 'shift' | 'space' | 'delete' | 'done'; readonly span: number };

const chars = (row: string): KeyCap[] => [...row].map((ch) => ({ kind: 'char', ch, span: 1 }));

/** The keyboard, row by row; every row is 10 character keys wide. */
export const KEY_ROWS: readonly (readonly KeyCap[])[] = [
  chars('ABCDEFGHIJ'),
  chars('KLMNOPQRST'),
  chars('UVWXYZÑÁÉÓ'),
  chars('1234567890'),
  [
    { kind: 'shift', span: 2 },
    { kind: 'space', span: 3 },
    { kind: 'delete', span: 2 },
    { kind: 'done', span: 3 },
  ],
];

/** A line of the list: a saved person, a new name, or the seat's default name. */
export type PickerLine = { readonly kind: 'person'; readonly person: SavedPerson } | { readonly kind: 'new' } | { readonly kind: 'keep' };

/** One seat's picker: the list of saved people, or the keyboard. */
export interface NamePicker {
  readonly seat: number;
  readonly mode: 'list' | 'keyboard';
  readonly lines: readonly PickerLine[];
  /** The focused list line. */
  readonly focus: number;
  readonly text: string;
  /** The focused key. */
  readonly row: number;
  readonly col: number;
  /** The next letter is a capital (the first one and after a space, or after Shift). */
  readonly upper: boolean;
  /** Why the last choice was refused: the name sits in another seat. */
  readonly error: 'taken' | null;
  /** The name the seat has now (the "Play as …" line keeps it); absent: the seat's default name. */
  readonly current?: string;
}

/** What a press does to a picker (`type`: a real key's character; `done`: Start or Enter). */
export type PickerInput =
  | { readonly kind: 'up' | 'down' | 'left' | 'right' | 'confirm' | 'back' | 'done' }
  | { readonly kind: 'type'; readonly ch: string }
  | { readonly kind: 'delete' };

/** What the picker ends with: a name (and the look a saved person brings), the default name, or nothing yet. */
export type PickerOutcome =
  | { readonly kind: 'open'; readonly picker: NamePicker }
  | { readonly kind: 'chosen'; readonly name: string; readonly person: SavedPerson | null }
  | { readonly kind: 'keep' };

/** Names compared as the host compares them (names.ts: case and look-alikes folded). */
export { nameKey };

/**
 * Opens a picker for a seat: the list when there are saved people nobody else sits as, else the keyboard; `current`
 * is the seat's name now (renaming keeps it when nothing else is chosen).
 */
export function openPicker(seat: number, people: readonly SavedPerson[], takenNames: readonly string[], current?: string): NamePicker {
  const taken = new Set([...takenNames, ...(current === undefined ? [] : [current])].map(nameKey));
  const free = people.filter((p) => !taken.has(nameKey(p.name)));
  const lines: PickerLine[] = [...free.map((person) => ({ kind: 'person' as const, person })), { kind: 'new' }, { kind: 'keep' }];
  const mode = free.length > 0 ? 'list' : 'keyboard';
  return { seat, mode, lines, focus: 0, text: '', row: 0, col: 0, upper: true, error: null, ...(current === undefined ? {} : { current }) };
}

/** The key the focus is on (columns count character keys, so a wide key covers several). */
export function keyAt(row: number, col: number): KeyCap | undefined {
  let x = 0;
  for (const key of KEY_ROWS[row] ?? []) {
    if (col < x + key.span) return key;
    x += key.span;
  }
  return undefined;
}

/** The first column of the key covering `col` in `row`. */
function keyStart(row: number, col: number): number {
  let x = 0;
  for (const key of KEY_ROWS[row] ?? []) {
    if (col < x + key.span) return x;
    x += key.span;
  }
  return 0;
}

const ROW_WIDTH = 10;

function moveKey(p: NamePicker, dx: number, dy: number): NamePicker {
  if (dy !== 0) {
    const rows = KEY_ROWS.length;
    const row = (p.row + dy + rows) % rows;
    return { ...p, row, col: keyStart(row, p.col) };
  }
  const key = keyAt(p.row, p.col);
  const start = keyStart(p.row, p.col);
  const next = dx > 0 ? start + (key?.span ?? 1) : start - 1;
  const col = (next + ROW_WIDTH) % ROW_WIDTH;
  return { ...p, col: keyStart(p.row, col) };
}

/** Types one character; a real key (`literal`) types what it says, an on-screen key follows the capital rule. */
function typed(p: NamePicker, ch: string, literal = false): NamePicker {
  if (p.text.length >= MAX_NAME_LENGTH) return p;
  if (ch === ' ' && (p.text === '' || p.text.endsWith(' '))) return p;
  const letter = literal ? ch : p.upper ? ch.toLocaleUpperCase() : ch.toLocaleLowerCase();
  return { ...p, text: p.text + letter, upper: ch === ' ', error: null };
}

function deleted(p: NamePicker): NamePicker {
  const text = p.text.slice(0, -1);
  return { ...p, text, upper: text === '' || text.endsWith(' '), error: null };
}

function finish(p: NamePicker, takenNames: readonly string[]): PickerOutcome {
  const name = p.text.trim();
  if (name === '') return { kind: 'keep' };
  if (takenNames.some((n) => nameKey(n) === nameKey(name))) return { kind: 'open', picker: { ...p, error: 'taken' } };
  return { kind: 'chosen', name, person: null };
}

function stepList(p: NamePicker, input: PickerInput, takenNames: readonly string[]): PickerOutcome {
  const n = p.lines.length;
  switch (input.kind) {
    case 'up':
    case 'down':
      return { kind: 'open', picker: { ...p, focus: (p.focus + (input.kind === 'down' ? 1 : -1) + n) % n, error: null } };
    case 'back':
      return { kind: 'keep' };
    case 'type':
      return { kind: 'open', picker: typed({ ...p, mode: 'keyboard' }, input.ch, true) };
    case 'confirm':
    case 'done': {
      const line = p.lines[p.focus];
      if (!line || line.kind === 'keep') return { kind: 'keep' };
      if (line.kind === 'new') return { kind: 'open', picker: { ...p, mode: 'keyboard', error: null } };
      if (takenNames.some((x) => nameKey(x) === nameKey(line.person.name))) return { kind: 'open', picker: { ...p, error: 'taken' } };
      return { kind: 'chosen', name: line.person.name, person: line.person };
    }
    default:
      return { kind: 'open', picker: p };
  }
}

function stepKeyboard(p: NamePicker, input: PickerInput, takenNames: readonly string[]): PickerOutcome {
  const open = (picker: NamePicker): PickerOutcome => ({ kind: 'open', picker });
  switch (input.kind) {
    case 'up':
      return open(moveKey(p, 0, -1));
    case 'down':
      return open(moveKey(p, 0, 1));
    case 'left':
      return open(moveKey(p, -1, 0));
    case 'right':
      return open(moveKey(p, 1, 0));
    case 'type':
      return open(typed(p, input.ch, true));
    case 'delete':
      return open(deleted(p));
    case 'back':
      // B deletes a letter; on an empty name it goes back to the list (or keeps the default name when there is none).
      if (p.text !== '') return open(deleted(p));
      return p.lines.length > 2 ? open({ ...p, mode: 'list', error: null }) : { kind: 'keep' };
    case 'done':
      return finish(p, takenNames);
    case 'confirm': {
      const key = keyAt(p.row, p.col);
      if (!key) return open(p);
      switch (key.kind) {
        case 'char':
          return open(typed(p, key.ch));
        case 'space':
          return open(typed(p, ' '));
        case 'shift':
          return open({ ...p, upper: !p.upper });
        case 'delete':
          return open(deleted(p));
        case 'done':
          return finish(p, takenNames);
      }
    }
  }
}

/** One press on a picker; `takenNames` are the names of the other occupied seats. */
export function stepPicker(p: NamePicker, input: PickerInput, takenNames: readonly string[]): PickerOutcome {
  return p.mode === 'list' ? stepList(p, input, takenNames) : stepKeyboard(p, input, takenNames);
}

/** The character a key press types, or null: printable single characters only, within the name's alphabet. */
export function typedChar(key: string): string | null {
  if ([...key].length !== 1) return null;
  return /^[\p{L}\p{N} '.-]$/u.test(key) ? key : null;
}
