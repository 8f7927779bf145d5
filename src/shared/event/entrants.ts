/** Entrant lists typed in or imported: one name per line, or a CSV file (its `name` column, else its first). */
import { parseCsv } from './csv';
import { entrantNameSchema, MAX_ENTRANTS, nameKey } from './event-schema';

/** A line that gave no entrant, and why. */
export interface EntrantProblem {
  readonly line: number;
  readonly text: string;
  readonly problem: string;
}

/** The entrants found (in order, trimmed, without duplicates) and every line skipped; or why there are none. */
export type EntrantsParse =
  | { readonly ok: true; readonly names: readonly string[]; readonly problems: readonly EntrantProblem[] }
  | { readonly ok: false; readonly error: string; readonly problems: readonly EntrantProblem[] };

/** How to read the text: plain lines (a comma is part of a name) or CSV. */
export type EntrantsSource = 'lines' | 'csv';

function cellsOf(
  text: string,
  source: EntrantsSource,
): { ok: true; cells: { line: number; text: string }[] } | { ok: false; error: string } {
  if (source === 'lines') {
    return { ok: true, cells: text.split(/\r\n|\r|\n/).map((t, i) => ({ line: i + 1, text: t })) };
  }
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, error: `line ${parsed.line}: ${parsed.error}` };
  const header = parsed.rows[0]?.cells.map((c) => c.trim().toLowerCase()) ?? [];
  const named = header.findIndex((c) => c === 'name' || c === 'entrant' || c === 'player');
  const rows = named === -1 ? parsed.rows : parsed.rows.slice(1);
  const column = Math.max(named, 0);
  return { ok: true, cells: rows.map((r) => ({ line: r.line, text: r.cells[column] ?? '' })) };
}

/** Reads an entrant list: blank lines are skipped quietly; bad, duplicate (case-insensitive) and surplus names are reported. */
export function parseEntrants(text: string, source: EntrantsSource): EntrantsParse {
  const found = cellsOf(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, source);
  if (!found.ok) return { ok: false, error: `not a CSV file: ${found.error}`, problems: [] };
  const names: string[] = [];
  const firstLine = new Map<string, number>();
  const problems: EntrantProblem[] = [];
  for (const { line, text: raw } of found.cells) {
    if (raw.trim() === '') continue;
    const parsed = entrantNameSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push({ line, text: raw, problem: parsed.error.issues[0]?.message ?? 'not a name' });
      continue;
    }
    const key = nameKey(parsed.data);
    const before = firstLine.get(key);
    if (before !== undefined) {
      problems.push({ line, text: raw, problem: `the same name as line ${before}` });
      continue;
    }
    if (names.length >= MAX_ENTRANTS) {
      problems.push({ line, text: raw, problem: `an event takes at most ${MAX_ENTRANTS} entrants` });
      continue;
    }
    firstLine.set(key, line);
    names.push(parsed.data);
  }
  if (names.length < 2) {
    return { ok: false, error: names.length === 0 ? 'no entrant names found' : 'an event needs at least 2 entrants', problems };
  }
  return { ok: true, names, problems };
}
