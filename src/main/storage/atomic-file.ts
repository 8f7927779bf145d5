/** Disk primitives for saves: atomic replace with a synced folder, reading that never throws, keeping files aside. */
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
} from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import writeFileAtomic from 'write-file-atomic';

/** Error codes of an OS that cannot sync a folder (Windows: EISDIR / EPERM); the rename is then as safe as it gets. */
const NO_DIR_SYNC = new Set(['EISDIR', 'EPERM', 'EINVAL', 'ENOTSUP', 'EBADF', 'EACCES']);
/** Transient errors of a rename on Windows (a virus scanner or indexer holding the file): worth a retry. */
const TRANSIENT = new Set(['EPERM', 'EACCES', 'EBUSY']);

/** The error code of a thrown value, or its message. */
export function errorCode(e: unknown): string {
  if (e instanceof Error && 'code' in e && typeof e.code === 'string') return e.code;
  return e instanceof Error ? e.message : String(e);
}

/** Flushes a folder's entries (the rename) to disk where the OS allows it. */
export async function syncDir(dir: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>> | null = null;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (e) {
    if (!NO_DIR_SYNC.has(errorCode(e))) throw e;
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Replaces `path` with `text` so that a crash leaves the complete old or the complete new file, never a mix. */
export async function writeAtomic(path: string, text: string): Promise<void> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFileAtomic(path, text, { encoding: 'utf8', fsync: true });
      break;
    } catch (e) {
      if (attempt >= 4 || !TRANSIENT.has(errorCode(e)) || process.platform !== 'win32') throw e;
      await pause(20 * 2 ** attempt);
    }
  }
  await syncDir(dir);
}

/** A file's text, or that it is missing, or why it cannot be read. */
export type ReadResult =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'missing' }
  | { readonly kind: 'unreadable'; readonly problem: string };

/** Text without a leading UTF-8 byte order mark (editors on Windows write one). */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** What a path is when it is not a regular file, or null when it is one (a link is followed: a link to a file is fine). */
function notAFile(path: string): string | null {
  const s = statSync(path);
  if (s.isFile()) return null;
  if (s.isDirectory()) return 'it is a folder, not a file';
  if (s.isFIFO()) return 'it is a pipe (FIFO), not a file';
  if (s.isSocket()) return 'it is a socket, not a file';
  return 'it is a device or other special file, not a file';
}

/**
 * Reads a UTF-8 file without throwing; a byte order mark at its start is dropped. Only a regular file is ever read:
 * a folder, pipe (FIFO), socket or device (or a link to one) is refused before it is opened, and opened without
 * blocking and checked again once open, so a file swapped in between cannot hang the host.
 */
export function readText(path: string): ReadResult {
  let fd: number | null = null;
  try {
    const special = notAFile(path);
    if (special !== null) return { kind: 'unreadable', problem: special };
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    if (!fstatSync(fd).isFile()) return { kind: 'unreadable', problem: 'it is not a regular file' };
    return { kind: 'text', text: withoutBom(readFileSync(fd, 'utf8')) };
  } catch (e) {
    const code = errorCode(e);
    if (code === 'ENOENT') return { kind: 'missing' };
    return { kind: 'unreadable', problem: code === 'EISDIR' ? 'it is a folder, not a file' : `it cannot be read (${code})` };
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/** A time stamp usable in file names on every OS: 2025-01-31T20-15-00-123Z. */
export function fileStamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

/** Moves a file aside to a free `<name>.<label>-<stamp>` (never overwriting); its new path, or null if it stayed. */
export function keepAside(path: string, label: string, date: Date): string | null {
  const base = `${path}.${label}-${fileStamp(date)}`;
  let target = base;
  for (let n = 2; existsSync(target); n++) target = `${base}-${n}`;
  try {
    renameSync(path, target);
  } catch {
    return null;
  }
  try {
    const fd = openSync(dirname(path), 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    /* the OS cannot sync folders: the rename still happened */
  }
  return target;
}

/** A temp file of an interrupted atomic write of a saved JSON file: `<name>.json.<digits>` or `<name>.json.bak.<digits>`. */
const JSON_TEMP = /\.json(\.bak)?\.\d+$/;

/**
 * Removes every temp file an interrupted atomic write left in `dir` (also those beside a file that was never
 * completed, which no per-file sweep finds); only regular files are touched. The number removed.
 */
export function removeStaleTempsIn(dir: string): number {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const entry of entries) {
    if (!JSON_TEMP.test(entry)) continue;
    const path = join(dir, entry);
    try {
      if (!lstatSync(path).isFile()) continue;
      unlinkSync(path);
      removed++;
    } catch {
      /* still in use or gone: leave it */
    }
  }
  return removed;
}

/** Removes temp files a killed writer left beside `path` (write-file-atomic names them `<name>.<digits>`). */
export function removeStaleTemps(path: string): number {
  const name = basename(path);
  const dir = dirname(path);
  let removed = 0;
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!entry.startsWith(`${name}.`) || !/^\d+$/.test(entry.slice(name.length + 1))) continue;
    try {
      unlinkSync(join(dir, entry));
      removed++;
    } catch {
      /* still in use or gone: leave it */
    }
  }
  return removed;
}

/** Creates a folder (and its parents) if needed; false when it cannot. */
export function ensureDir(dir: string): boolean {
  try {
    mkdirSync(dir, { recursive: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The names in a saves folder at load, once the temp files of interrupted writes are gone; none when the folder is
 * missing or cannot be read.
 */
export function savedNamesIn(dir: string): string[] {
  removeStaleTempsIn(dir);
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** A path inside the data folder `root` as notices show it (forward slashes on every system). */
export function shownPath(root: string, path: string): string {
  return relative(root, path).split('\\').join('/');
}
