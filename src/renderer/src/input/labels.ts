/** Button names in each pad family's own language, and printable names for key codes. */
import type { Direction, PadFamily } from './devices';

/** Standard-mapping button indices (UX.md: 0 south … 16 home). */
export const BUTTON = {
  south: 0,
  east: 1,
  west: 2,
  north: 3,
  leftBumper: 4,
  rightBumper: 5,
  leftTrigger: 6,
  rightTrigger: 7,
  select: 8,
  start: 9,
  leftStick: 10,
  rightStick: 11,
  up: 12,
  down: 13,
  left: 14,
  right: 15,
  home: 16,
} as const;

/** How many buttons the standard mapping has. */
export const STANDARD_BUTTON_COUNT = 17;

const ARROWS = ['↑', '↓', '←', '→'];

/** Labels of standard buttons 0–16 per family; Nintendo's A is east, so south reads B. */
export const BUTTON_LABELS: Readonly<Record<PadFamily, readonly string[]>> = {
  xbox: ['A', 'B', 'X', 'Y', 'LB', 'RB', 'LT', 'RT', 'View', 'Menu', 'LS', 'RS', ...ARROWS, 'Xbox'],
  playstation: ['✕', '○', '□', '△', 'L1', 'R1', 'L2', 'R2', 'Share', 'Options', 'L3', 'R3', ...ARROWS, 'PS'],
  nintendo: ['B', 'A', 'Y', 'X', 'L', 'R', 'ZL', 'ZR', '−', '+', 'LS', 'RS', ...ARROWS, 'Home'],
};

/** The label of one standard button for a family ("Button 18" for buttons past the standard ones). */
export function buttonLabel(family: PadFamily, button: number): string {
  return BUTTON_LABELS[family][button] ?? `Button ${button + 1}`;
}

const STICK_PREFIX: Readonly<Record<PadFamily, string>> = { xbox: 'LS', playstation: 'L', nintendo: 'LS' };
const DIRECTION_ARROW: Readonly<Record<Direction, string>> = { up: '↑', down: '↓', left: '←', right: '→' };

/** The label of a left-stick direction ("LS ←"). */
export function stickLabel(family: PadFamily, dir: Direction): string {
  return `${STICK_PREFIX[family]} ${DIRECTION_ARROW[dir]}`;
}

const KEY_NAMES: Readonly<Record<string, string>> = {
  Space: 'Space',
  Enter: 'Enter',
  Escape: 'Esc',
  Tab: 'Tab',
  Backspace: '⌫',
  Backquote: '`',
  Minus: '-',
  Equal: '=',
  BracketLeft: '[',
  BracketRight: ']',
  Semicolon: ';',
  Quote: "'",
  Comma: ',',
  Period: '.',
  Slash: '/',
  Backslash: '\\',
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
};

/** The printed name of a KeyboardEvent.code on a US layout ("KeyQ" → "Q", "Digit1" → "1"). */
export function keyLabel(code: string): string {
  const letter = /^Key([A-Z])$/.exec(code) ?? /^Digit([0-9])$/.exec(code);
  if (letter?.[1]) return letter[1];
  return KEY_NAMES[code] ?? code;
}

/** Row-slot keys in a row read as a range: "1 2 3 4 F" → "1–4 F" (the README's "1–4"); other labels stay as they are. */
export function joinRuns(labels: readonly string[]): string {
  const out: string[] = [];
  let i = 0;
  while (i < labels.length) {
    let j = i;
    while (j + 1 < labels.length && isNextDigit(labels[j] ?? '', labels[j + 1] ?? '')) j++;
    out.push(j - i >= 2 ? `${labels[i]}–${labels[j]}` : labels.slice(i, j + 1).join(' '));
    i = j + 1;
  }
  return out.join(' ');
}

function isNextDigit(a: string, b: string): boolean {
  return /^\d$/.test(a) && /^\d$/.test(b) && Number(b) === Number(a) + 1;
}
