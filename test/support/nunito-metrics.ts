/**
 * Text measurement in Node from the bundled screen face itself: the advance widths and line height of Nunito (the
 * @fontsource WOFF file the renderer ships), so layout tests measure text as the browser's canvas does (kerning aside,
 * which a small margin covers) without a browser. Characters the Latin face lacks are measured a full em wide.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/** A text's box in px: its advance width and its line height. */
export interface TextSize {
  readonly w: number;
  readonly h: number;
}

/** One face's metrics: per-code-point advance (em units), the em size and the ascent + descent (em units). */
interface Face {
  readonly advance: ReadonlyMap<number, number>;
  readonly unitsPerEm: number;
  readonly lineHeight: number;
}

/** The decompressed tables of a WOFF 1 file, by tag. */
function woffTables(file: Buffer): Map<string, Buffer> {
  if (file.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const count = file.readUInt16BE(12);
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20;
    const tag = file.toString('latin1', at, at + 4);
    const offset = file.readUInt32BE(at + 4);
    const compressed = file.readUInt32BE(at + 8);
    const length = file.readUInt32BE(at + 12);
    const raw = file.subarray(offset, offset + compressed);
    tables.set(tag, compressed === length ? raw : inflateSync(raw));
  }
  return tables;
}

function table(tables: Map<string, Buffer>, tag: string): Buffer {
  const t = tables.get(tag);
  if (!t) throw new Error(`no ${tag} table`);
  return t;
}

/** Code point → glyph id from the cmap's format 4 (BMP) subtable. */
function glyphIds(cmap: Buffer): Map<number, number> {
  const n = cmap.readUInt16BE(2);
  for (let i = 0; i < n; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const offset = cmap.readUInt32BE(8 + i * 8);
    if (cmap.readUInt16BE(offset) !== 4 || !((platform === 3 && encoding === 1) || platform === 0)) continue;
    const segs = cmap.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + segs * 2 + 2;
    const deltas = starts + segs * 2;
    const ranges = deltas + segs * 2;
    const out = new Map<number, number>();
    for (let s = 0; s < segs; s++) {
      const end = cmap.readUInt16BE(ends + s * 2);
      const start = cmap.readUInt16BE(starts + s * 2);
      const delta = cmap.readInt16BE(deltas + s * 2);
      const range = cmap.readUInt16BE(ranges + s * 2);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        let g: number;
        if (range === 0) g = (c + delta) & 0xffff;
        else {
          const raw = cmap.readUInt16BE(ranges + s * 2 + range + (c - start) * 2);
          g = raw === 0 ? 0 : (raw + delta) & 0xffff;
        }
        if (g !== 0) out.set(c, g);
      }
    }
    return out;
  }
  throw new Error('no format 4 cmap');
}

function loadFace(weight: number): Face {
  const require = createRequire(import.meta.url);
  const path = require.resolve(`@fontsource/nunito/files/nunito-latin-${weight}-normal.woff`);
  const tables = woffTables(readFileSync(path));
  const head = table(tables, 'head');
  const hhea = table(tables, 'hhea');
  const hmtx = table(tables, 'hmtx');
  const metrics = hhea.readUInt16BE(34);
  const widthOf = (g: number): number => hmtx.readUInt16BE(Math.min(g, metrics - 1) * 4);
  const advance = new Map<number, number>();
  for (const [c, g] of glyphIds(table(tables, 'cmap'))) advance.set(c, widthOf(g));
  return { advance, unitsPerEm: head.readUInt16BE(18), lineHeight: hhea.readInt16BE(4) - hhea.readInt16BE(6) };
}

const faces = new Map<number, Face>();

/** Kerning and rounding: measured widths are taken this much wider than the sum of the advances. */
const MARGIN = 1.03;

/** The box of `text` in Nunito of `weight` at `px` (one line). */
export function nunitoSize(text: string, px: number, weight = 800): TextSize {
  let face = faces.get(weight);
  if (!face) faces.set(weight, (face = loadFace(weight)));
  let units = 0;
  for (const ch of text) units += face.advance.get(ch.codePointAt(0) ?? 0) ?? face.unitsPerEm;
  return { w: (units / face.unitsPerEm) * px * MARGIN, h: (face.lineHeight / face.unitsPerEm) * px };
}
