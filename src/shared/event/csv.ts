/** RFC 4180 CSV: writing with quoting where needed, and a reader that reports the first malformed spot. */

/** One CSV row: its cells and the 1-based line it starts on. */
export interface CsvRow {
  readonly cells: readonly string[];
  readonly line: number;
}

/** Parsed rows, or where and why the text is not CSV. */
export type CsvParse =
  { readonly ok: true; readonly rows: readonly CsvRow[] } | { readonly ok: false; readonly line: number; readonly error: string };

/** A text cell a spreadsheet would run as a formula (or a DDE call): it starts with = + - @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell quoted when it holds a comma, a quote, a line break or edge spaces (RFC 4180 section 2, rules 5-7). A text
 * that a spreadsheet would take for a formula (a name typed as `=HYPERLINK(…)`, `+1`, `@SUM(…)`) gets a leading
 * apostrophe and quotes, so it opens as text; numbers are written as numbers.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() || text !== value ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text: CRLF line ends, the last line ended too. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/**
 * Reads CSV text (CRLF, LF or CR line ends; a final line end optional). A quote inside an unquoted cell is kept as
 * text, since hand-typed lists use them; an unclosed quoted cell or text after a closing quote is an error.
 */
export function parseCsv(text: string): CsvParse {
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  /** The current cell was quoted (so it exists even when empty). */
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const endRow = (): void => {
    cells.push(cell);
    rows.push({ cells, line: rowLine });
    cells = [];
    cell = '';
    quoted = false;
  };
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === '"' && cell === '' && !quoted) {
      quoted = true;
      const start = line;
      i++;
      for (;;) {
        if (i >= text.length) return { ok: false, line: start, error: 'a quoted cell is never closed' };
        const q = text[i] as string;
        if (q === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (q === '\n' || (q === '\r' && text[i + 1] !== '\n')) line++;
        cell += q;
        i++;
      }
      const next = text[i];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
        return { ok: false, line, error: 'text after a closing quote (a quote inside a cell must be doubled)' };
      }
      continue;
    }
    if (ch === ',') {
      cells.push(cell);
      cell = '';
      quoted = false;
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      endRow();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      rowLine = line;
      continue;
    }
    cell += ch;
    i++;
  }
  if (cell !== '' || quoted || cells.length > 0) endRow();
  return { ok: true, rows };
}
