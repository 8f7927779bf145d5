/**
 * The rule documents in the repo (docs/rules/, docs/replay-format.md) stay current with the code that cites them
 * (issue 29, item 5): every rule id quoted in src/ or test/ (a comment, a test name) is defined in the matching
 * document, and every section the code names (`REPLAY.md "Other games"`) is a heading there. When the team's contract
 * notes are beside the repo (../shared), the documents define exactly the ids those notes define.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const sharedRoot = join(repoRoot, '..', 'shared');
const thisFile = fileURLToPath(import.meta.url);

type Doc = 'ligretto' | 'dice' | 'coloretto' | 'replay';

/** Each document: its file in the repo, the name the code cites it by, and its file in the shared notes. */
const DOCS: Readonly<Record<Doc, { readonly path: string; readonly cited: string }>> = {
  ligretto: { path: 'docs/rules/ligretto.md', cited: 'RULES.md' },
  dice: { path: 'docs/rules/dice.md', cited: 'DICE.md' },
  coloretto: { path: 'docs/rules/coloretto.md', cited: 'COLORETTO.md' },
  replay: { path: 'docs/replay-format.md', cited: 'REPLAY.md' },
};

/** The id families of the rule contracts, longest prefix first so `SC1` is not read as `S`. */
const FAMILY = 'KSC|KC|KS|KT|DSC|DC|DS|DP|DM|DJ|SC|C|S|P|M|B|A|D|F|J';

/**
 * The project's own id families, defined in docs/rules but not in the team's contract notes: newcomers joining at a
 * round boundary (issue 30: J in Ligretto, DJ in Ligretto Dice).
 */
const OWN_FAMILIES: ReadonlySet<string> = new Set(['J', 'DJ']);

/** An id's family: `DJ2` is `DJ`. */
const familyOf = (id: string): string => id.replace(/\d+$/, '');

/**
 * A cited id, or a range of one family (`S1–S4`, `KSC1-KSC5`). Not after a letter, digit, `-` or `%`, so a compound
 * test id (`EV-S2`) or a percent escape (`%A4`) is not a rule id.
 */
const CITATION = new RegExp(`(?<![\\w%-])(${FAMILY})(\\d{1,2})(?:\\s?[-–]\\s?\\1(\\d{1,2}))?(?![\\w])`, 'g');

/** Tokens of the id shape that are not rule ids, each with where it comes from. None may be a defined id. */
const NOT_RULE_IDS: Readonly<Record<string, string>> = {
  A0: 'a spreadsheet cell in the CSV tests',
  A9: 'a spreadsheet cell in the CSV tests',
  C6: 'a note name in the audio recipes',
  C7: 'a note name in the audio recipes',
  D65: 'the CIE standard illuminant',
  F5: 'a keyboard key',
  F11: 'the fullscreen key',
};

/** A section the code names: `REPLAY.md "Other games"`, `DICE.md "Controls"`. */
const SECTION_CITATION = /\b(RULES|DICE|COLORETTO|REPLAY)\.md,? "([^"]+)"/g;

/** The document an id belongs to, by its family. */
function docOf(id: string): Doc {
  if (id.startsWith('K')) return 'coloretto';
  if (/^D[A-Z]/.test(id)) return 'dice';
  return 'ligretto';
}

/** Source and test files (not this one: its lists name tokens on purpose). */
function codeFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'fixtures') out.push(...codeFiles(path));
    } else if (/\.(ts|tsx|js|mjs|cjs|html)$/.test(entry.name) && path !== thisFile) {
      out.push(path);
    }
  }
  return out;
}

/** Every id cited in `text`, ranges expanded (`S1–S3` gives S1, S2, S3). */
function citedIds(text: string): string[] {
  const ids: string[] = [];
  for (const m of text.matchAll(CITATION)) {
    const family = m[1] as string;
    const from = Number(m[2]);
    const to = m[3] === undefined ? from : Number(m[3]);
    for (let n = from; n <= Math.max(from, to); n++) ids.push(`${family}${n}`);
  }
  return ids.filter((id) => !(id in NOT_RULE_IDS));
}

/** The ids a document defines: a list item that starts with the id in bold (`- **P5** …`). */
function definedIds(markdown: string): string[] {
  return [...markdown.matchAll(/^\s*[-*] \*\*([A-Z]{1,3}\d{1,2})\*\*/gm)].map((m) => m[1] as string);
}

/** A document's section names: its headings without a trailing remark (`Controls (decided)` is `Controls`). */
function sections(markdown: string): Set<string> {
  const names = [...markdown.matchAll(/^#{2,6} (.+)$/gm)].map((m) =>
    (m[1] as string)
      .replace(/\*/g, '')
      .replace(/\s*\([^)]*\)\s*$/, '')
      .trim()
      .toLowerCase(),
  );
  return new Set(names);
}

const readDoc = (doc: Doc): string => readFileSync(join(repoRoot, DOCS[doc].path), 'utf8');

/** Where each cited id and section occurs (file:line), for the failure message. */
function citations(): { ids: Map<string, string[]>; sections: { doc: Doc; name: string; at: string }[] } {
  const ids = new Map<string, string[]>();
  const found: { doc: Doc; name: string; at: string }[] = [];
  const byCited = new Map(Object.entries(DOCS).map(([doc, d]) => [d.cited, doc as Doc]));
  for (const file of [...codeFiles(join(repoRoot, 'src')), ...codeFiles(join(repoRoot, 'test'))]) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const at = `${relative(repoRoot, file)}:${i + 1}`;
      for (const id of citedIds(line)) ids.set(id, [...(ids.get(id) ?? []), at]);
      for (const m of line.matchAll(SECTION_CITATION)) {
        found.push({ doc: byCited.get(`${m[1] as string}.md`) as Doc, name: m[2] as string, at });
      }
    });
  }
  return { ids, sections: found };
}

const cited = citations();

describe('rule ids: the code cites only what docs/rules defines (issue 29.5)', () => {
  it('reads ids the way the code writes them: ranges expanded, compound test ids and non-rule tokens left out', () => {
    expect(citedIds('scoring (SC1-SC2); KSC1–KSC3 and A1/A2, RULES.md P7')).toEqual([
      'SC1',
      'SC2',
      'KSC1',
      'KSC2',
      'KSC3',
      'A1',
      'A2',
      'P7',
    ]);
    expect(citedIds("it('EV-S2 places', F11, D65, '%E0%A4', #F1F1F1, DP5x)")).toEqual([]);
  });

  it('finds the citations of all three games in src/ and test/ (the scan is not empty)', () => {
    const docs = new Set([...cited.ids.keys()].map(docOf));
    expect([...docs].sort()).toEqual(['coloretto', 'dice', 'ligretto']);
    expect(cited.ids.size).toBeGreaterThan(50);
    expect(cited.sections.length).toBeGreaterThan(0);
  });

  it('every rule id cited in src/ and test/ is defined in its docs/rules file', () => {
    const defined = new Set(
      (['ligretto', 'dice', 'coloretto'] as const).flatMap((doc) => definedIds(readDoc(doc)).map((id) => `${doc}:${id}`)),
    );
    const missing = [...cited.ids]
      .filter(([id]) => !defined.has(`${docOf(id)}:${id}`))
      .map(([id, at]) => `${id} (not in ${DOCS[docOf(id)].path}; cited at ${at.slice(0, 3).join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('every section the code names (REPLAY.md "Other games") is a heading of the matching docs file', () => {
    const missing = cited.sections
      .filter(({ doc, name }) => !sections(readDoc(doc)).has(name.toLowerCase()))
      .map(({ doc, name, at }) => `"${name}" (not a heading of ${DOCS[doc].path}; cited at ${at})`);
    expect(missing).toEqual([]);
  });

  it('each docs/rules file defines every id once, and no non-rule token is a defined id', () => {
    for (const doc of ['ligretto', 'dice', 'coloretto'] as const) {
      const ids = definedIds(readDoc(doc));
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
      expect(ids.filter((id) => docOf(id) !== doc)).toEqual([]);
      expect(ids.filter((id) => id in NOT_RULE_IDS)).toEqual([]);
    }
  });

  it("docs/rules numbers each id family without gaps, and defines exactly the shared contract notes' ids where they are beside the repo", () => {
    for (const doc of ['ligretto', 'dice', 'coloretto'] as const) {
      const families = new Map<string, number[]>();
      for (const id of definedIds(readDoc(doc))) {
        const m = /^([A-Z-]+?)(\d+)$/.exec(id);
        if (!m) throw new Error(`${doc}: ${id} is not a family and a number`);
        families.set(m[1] as string, [...(families.get(m[1] as string) ?? []), Number(m[2])]);
      }
      expect(families.size).toBeGreaterThan(0);
      for (const [family, numbers] of families) {
        const sorted = [...numbers].sort((a, b) => a - b);
        expect({ doc, family, numbers: sorted }).toEqual({ doc, family, numbers: sorted.map((_, i) => i + 1) });
      }
    }
    // The contract notes live beside the repository on the team's machines (not in a clean clone): there, the ids and the
    // cited section names must match them exactly.
    if (!existsSync(sharedRoot)) return;
    for (const doc of ['ligretto', 'dice', 'coloretto'] as const) {
      const ours = definedIds(readDoc(doc))
        .filter((id) => !OWN_FAMILIES.has(familyOf(id)))
        .sort();
      const theirs = definedIds(readFileSync(join(sharedRoot, DOCS[doc].cited), 'utf8')).sort();
      expect({ doc, ids: ours }).toEqual({ doc, ids: theirs });
      expect(
        theirs.filter((id) => OWN_FAMILIES.has(familyOf(id))),
        'the own families clash with no contract id',
      ).toEqual([]);
    }
    for (const doc of Object.keys(DOCS) as Doc[]) {
      const theirs = sections(readFileSync(join(sharedRoot, DOCS[doc].cited), 'utf8'));
      const named = cited.sections.filter((s) => s.doc === doc).map((s) => s.name.toLowerCase());
      expect(named.filter((name) => !theirs.has(name))).toEqual([]);
    }
  });
});
