/** One saved JSON file: checked by a schema on load, replaced atomically, with the previous good version as backup. */
import { join } from 'node:path';
import type { z } from 'zod';
import { keepAside, readText, removeStaleTemps, withoutBom, writeAtomic } from './atomic-file';

/** What loading found. A damaged file has been moved aside (never overwritten); its backup is offered. */
export type Loaded<T> =
  | { readonly kind: 'ok'; readonly value: T }
  | { readonly kind: 'missing' }
  | {
      readonly kind: 'damaged';
      readonly problem: string;
      /** Where the damaged file now is; null when it could not be moved (or there was none, only a backup). */
      readonly keptAs: string | null;
      /** The backup's content when it is good. */
      readonly backup: T | null;
    };

type Checked<T> = { readonly ok: true; readonly value: T; readonly text: string } | { readonly ok: false; readonly problem: string };

/** The text a value is saved as. */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** A JSON file with a schema; saves are queued one after another. */
export class JsonFile<T> {
  /** Text of the version known good on disk: undefined until looked at, null when there is none. */
  private lastGood: string | null | undefined = undefined;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly path: string,
    private readonly schema: z.ZodType<T>,
    private readonly what: string,
  ) {}

  /** The backup beside the file. */
  get backupPath(): string {
    return `${this.path}.bak`;
  }

  /** Parses and checks a text; never throws. */
  check(text: string): Checked<T> {
    if (text.trim() === '') return { ok: false, problem: 'the file is empty' };
    let json: unknown;
    try {
      json = JSON.parse(withoutBom(text));
    } catch (e) {
      return { ok: false, problem: `it is not complete JSON (${e instanceof Error ? e.message : String(e)})` };
    }
    const parsed = this.schema.safeParse(json);
    if (parsed.success) return { ok: true, value: parsed.data, text };
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    return { ok: false, problem: `it is not a valid ${this.what}${where}: ${issue?.message ?? 'unknown problem'}` };
  }

  private readChecked(path: string): Checked<T> | null {
    const read = readText(path);
    if (read.kind === 'missing') return null;
    if (read.kind === 'unreadable') return { ok: false, problem: read.problem };
    return this.check(read.text);
  }

  /** Reads the file (at launch). A damaged file is kept aside and its backup checked; nothing is ever reset silently. */
  load(now: Date): Loaded<T> {
    removeStaleTemps(this.path);
    removeStaleTemps(this.backupPath);
    const main = this.readChecked(this.path);
    if (main?.ok) {
      this.lastGood = main.text;
      return { kind: 'ok', value: main.value };
    }
    const keptAs = main ? keepAside(this.path, 'damaged', now) : null;
    const backup = this.readChecked(this.backupPath);
    if (!main && !backup) {
      this.lastGood = null;
      return { kind: 'missing' };
    }
    if (backup && !backup.ok) keepAside(this.backupPath, 'damaged', now);
    this.lastGood = backup?.ok ? backup.text : null;
    const problem = main ? main.problem : 'the file is missing, but its backup is there';
    return {
      kind: 'damaged',
      problem: backup && !backup.ok ? `${problem}; its backup is damaged too (${backup.problem})` : problem,
      keptAs,
      backup: backup?.ok ? backup.value : null,
    };
  }

  /** Writes a new version after the queued ones; the previous good version becomes the backup first. */
  save(value: T): Promise<void> {
    const run = this.queue.then(() => this.write(value));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Resolves when every queued save has finished. */
  idle(): Promise<void> {
    return this.queue;
  }

  private async write(value: T): Promise<void> {
    const checked = this.schema.safeParse(value);
    if (!checked.success) throw new Error(`refusing to save an invalid ${this.what}: ${checked.error.issues[0]?.message ?? '?'}`);
    const text = jsonText(value);
    if (this.lastGood === undefined) {
      const current = this.readChecked(this.path);
      this.lastGood = current?.ok ? current.text : null;
    }
    if (this.lastGood !== null && this.lastGood !== text) await writeAtomic(this.backupPath, this.lastGood);
    await writeAtomic(this.path, text);
    this.lastGood = text;
  }
}

/** One folder's JSON files, one per id (`<dir>/<id>.json`), each made on first use and kept, so its writes stay in order. */
export class JsonFileSet<T> {
  private readonly files = new Map<string, JsonFile<T>>();

  constructor(
    private readonly dir: string,
    private readonly schema: z.ZodType<T>,
    private readonly what: string,
  ) {}

  /** The file of `id`. */
  of(id: string): JsonFile<T> {
    let file = this.files.get(id);
    if (!file) {
      file = new JsonFile(join(this.dir, `${id}.json`), this.schema, this.what);
      this.files.set(id, file);
    }
    return file;
  }

  /** Resolves once every file's writes so far are done. */
  async idle(): Promise<void> {
    await Promise.all([...this.files.values()].map((f) => f.idle()));
  }
}
