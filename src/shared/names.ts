/**
 * The one name check of every place a player's name enters (a phone's join, the TV's join and rename, event entrants,
 * profiles). A name is enforced as PRECIS's Nickname profile does it (RFC 8266 on RFC 8264): every space turned into
 * U+0020, leading and trailing ones dropped, inner runs collapsed, NFKC (which also maps full- and half-width forms);
 * control, format, private-use, unassigned and other default-ignorable code points and old Hangul jamo are refused, so
 * are names with nothing visible (braille blanks, lone combining marks). Two names are the same person's when their
 * keys are equal: the enforced name case-folded and reduced to its UTS #39 confusable skeleton (Unicode's
 * confusables data, from `unhomoglyph`), so "ana", "Ana", "ＡＮＡ" and a Cyrillic "Аna" are one name.
 */
import unhomoglyph from 'unhomoglyph';
import { z } from 'zod';

/** Longest name a person may choose, in UTF-16 code units as JavaScript counts them (the lobby's limit). */
export const MAX_PERSON_NAME = 20;

/** Emoji joiners and variation selectors: allowed inside a name (`❤️`, `👩‍🚀`) but ignored when names are compared. */
const EMOJI_GLUE = /\u200d|\ufe0e|\ufe0f/gu;

/** What PRECIS's FreeformClass refuses: controls, format and private-use characters, surrogates, unassigned code points, default-ignorables, old Hangul jamo. */
const DISALLOWED = /[\p{C}\p{Default_Ignorable_Code_Point}\u1100-\u11ff\ua960-\ua97f\ud7b0-\ud7ff]/u;

/** Symbols that draw nothing: braille blank, object replacement, musical null notehead, Khitan filler. */
const BLANK_SYMBOLS = /\u2800|\ufffc|\u{1d159}|\u{16fe4}/gu;

/** Something a person can see: a letter, digit, punctuation or symbol that draws ink. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** Why a name is refused. */
export const NAME_PROBLEMS = {
  control: 'a name may not hold control characters or line breaks',
  invisible: 'a name may not hold invisible characters',
  empty: 'a name may not be empty',
  blank: 'a name needs a visible letter, digit or symbol',
  long: `a name has at most ${MAX_PERSON_NAME} characters`,
} as const;

/** A name as enforced, or why it is refused. */
export type NameCheck = { readonly ok: true; readonly name: string } | { readonly ok: false; readonly error: string };

/** PRECIS's width, space and normalisation mapping (no checks): what a name is shown and stored as. */
function mapName(raw: string): string {
  return raw
    .replace(/\p{Zs}/gu, ' ')
    .normalize('NFKC')
    .replace(/\p{Zs}/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Enforces a name as typed or received: the name to keep, or one line saying why it is refused. */
export function checkName(raw: string, max: number = MAX_PERSON_NAME): NameCheck {
  if (/[\p{Cc}\p{Zl}\p{Zp}]/u.test(raw)) return { ok: false, error: NAME_PROBLEMS.control };
  const name = mapName(raw);
  if (name === '') return { ok: false, error: NAME_PROBLEMS.empty };
  if (DISALLOWED.test(name.replace(EMOJI_GLUE, ''))) return { ok: false, error: NAME_PROBLEMS.invisible };
  if (!VISIBLE.test(name.replace(BLANK_SYMBOLS, ''))) return { ok: false, error: NAME_PROBLEMS.blank };
  if (name.length > max) return { ok: false, error: `a name has at most ${max} characters` };
  return { ok: true, name };
}

/** Case-folded confusable skeleton (UTS #39: NFD, prototypes, NFD), folded again so a prototype's case does not count. */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD').toLowerCase();
}

/**
 * The form in which two names are the same person's: mapped as enforced, joiners and ignorables dropped, case-folded
 * and reduced to the confusable skeleton. The empty name (an unnamed seat) keys as ''.
 */
export function nameKey(name: string): string {
  const mapped = mapName(name).replace(new RegExp(DISALLOWED.source, 'gu'), '');
  return skeleton(skeleton(mapped.toLowerCase())).normalize('NFC');
}

/** Do two names stand for the same person? */
export function sameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}

/** Schema of a name a person chooses: enforced (the output is the name to keep), with the refusal's line as its error. */
export function personNameSchema(max: number = MAX_PERSON_NAME) {
  return z.string().transform((raw, ctx): string => {
    const checked = checkName(raw, max);
    if (checked.ok) return checked.name;
    ctx.addIssue({ code: 'custom', message: checked.error });
    return z.NEVER;
  });
}
