/** The replays folder: every round's REPLAY.md file with a sidecar for the list and the viewer; import and export. */
import { createReadStream, createWriteStream, readdirSync, statSync } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BUILT_IN_GAMES, type GameRegistry } from '@engine/registry';
import type { AnyGameRules } from '@shared/game';
import type { ReplayEntry, ReplayMeta } from '@shared/night';
import { replayMetaSchema, saveIdSchema } from '@shared/night-schema';
import { readText, removeStaleTempsIn, syncDir, writeAtomic } from './atomic-file';
import { JsonFile } from './JsonFile';
import { replaySizeProblem } from '@shared/replay-limits';
import { checkReplayText, parseCappedReplay, replayText, type ReplayCheck } from './replay-files';

export { checkReplayText, MAX_REPLAY_BYTES, MAX_REPLAY_INTENTS } from './replay-files';

/** A replay ready to watch or export: its game's rules and file, its text and its sidecar. */
export type OpenedReplay =
  | { readonly ok: true; readonly rules: AnyGameRules; readonly file: unknown; readonly text: string; readonly meta: ReplayMeta }
  | { readonly ok: false; readonly error: string };

/** The list entry of a sidecar. */
export function entryOf(meta: ReplayMeta): ReplayEntry {
  const { id, game, title, source, createdAt, night, round, players, intents, names } = meta;
  return { id, game, title, source, createdAt, night, round, players, intents, names };
}

/** A sidecar for a file that has none: plain seats, even pacing. */
export function plainMeta(id: string, title: string, rules: AnyGameRules, file: unknown, createdAt: string): ReplayMeta {
  const players = rules.replays.players(file);
  const names = Array.from({ length: players }, (_, i) => `Player ${i + 1}`);
  return {
    format: 1,
    game: rules.id,
    id,
    title,
    source: 'imported',
    createdAt,
    night: null,
    round: null,
    players,
    intents: rules.replays.intents(file).length,
    names,
    seats: null,
    lobby: null,
    match: null,
    times: null,
    starts: null,
  };
}

/** Every replay in the data folder. Replay files are written once and never overwritten. */
export class ReplayLibrary {
  private readonly metas = new Map<string, ReplayMeta>();
  /** Replays the engine has checked (or the session wrote), by id: the file's size and time then. */
  private readonly verified = new Map<string, string>();

  /** The complete check (tests count its runs): its game's schemas and rules, for the games of `games`. */
  private readonly check: ReplayCheck;

  constructor(
    private readonly root: string,
    check?: ReplayCheck,
    private readonly games: GameRegistry = BUILT_IN_GAMES,
  ) {
    this.check = check ?? ((text) => checkReplayText(text, games));
  }

  /** A file's size and modification time, to tell whether a verdict still holds; null when it cannot be read. */
  private stamp(id: string): string | null {
    try {
      const s = statSync(this.paths(id).file);
      return `${s.size}:${s.mtimeMs}`;
    } catch {
      return null;
    }
  }

  private remember(id: string): void {
    const stamp = this.stamp(id);
    if (stamp !== null) this.verified.set(id, stamp);
  }

  /** Has this replay's file been checked since it last changed? */
  isVerified(id: string): boolean {
    const stamp = this.verified.get(id);
    return stamp !== undefined && stamp === this.stamp(id);
  }

  private get dir(): string {
    return join(this.root, 'replays');
  }

  private paths(id: string): { file: string; meta: string } {
    return { file: join(this.dir, `${id}.json`), meta: join(this.dir, `${id}.meta.json`) };
  }

  /**
   * Reads every sidecar (at launch); a replay without a good sidecar is listed plainly, a broken one is reported. Temp
   * files of writes a kill interrupted are removed first.
   */
  load(): { readonly file: string; readonly problem: string }[] {
    removeStaleTempsIn(this.dir);
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return [];
    }
    const problems: { file: string; problem: string }[] = [];
    for (const name of names) {
      const id = /^(.+)\.json$/.exec(name)?.[1];
      if (id === undefined || id.endsWith('.meta') || !saveIdSchema.safeParse(id).success) continue;
      const paths = this.paths(id);
      const read = readText(paths.meta);
      const checked = read.kind === 'text' ? new JsonFile(paths.meta, replayMetaSchema, 'replay sidecar').check(read.text) : null;
      if (checked?.ok && checked.value.id === id) {
        this.metas.set(id, checked.value);
        continue;
      }
      const text = readText(paths.file);
      const replay =
        text.kind === 'text' ? this.check(text.text) : { ok: false as const, error: text.kind === 'missing' ? 'it is gone' : text.problem };
      if (replay.ok) {
        this.metas.set(id, plainMeta(id, id, replay.rules, replay.file, new Date(0).toISOString()));
        this.remember(id);
      } else problems.push({ file: `replays/${name}`, problem: replay.error });
    }
    return problems;
  }

  /** The list, newest first. */
  list(): ReplayEntry[] {
    return [...this.metas.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)).map(entryOf);
  }

  /** Is there a replay with this id? */
  has(id: string): boolean {
    return this.metas.has(id);
  }

  /** Writes a new replay and its sidecar; an existing id is refused, never overwritten. */
  async add(meta: ReplayMeta, file: unknown): Promise<void> {
    if (this.metas.has(meta.id)) throw new Error(`replay ${meta.id} exists already`);
    const { file: path, meta: metaPath } = this.paths(meta.id);
    await writeAtomic(path, replayText(meta.game, file));
    await writeAtomic(metaPath, `${JSON.stringify(meta)}\n`);
    this.metas.set(meta.id, meta);
    // Written by the session from its own engine steps, or checked completely before an import: the verdict holds.
    this.remember(meta.id);
  }

  /** Reads a replay for watching or export; the engine checks it only the first time (the verdict is kept). */
  open(id: string): OpenedReplay {
    const meta = this.metas.get(id);
    if (!meta) return { ok: false, error: `there is no replay ${id}` };
    const size = this.size(id);
    const tooLarge = size === null ? null : replaySizeProblem(size);
    if (tooLarge !== null) return { ok: false, error: `replay ${id} cannot be opened: ${tooLarge}` };
    const read = readText(this.paths(id).file);
    if (read.kind !== 'text')
      return { ok: false, error: `replay ${id} cannot be read: ${read.kind === 'missing' ? 'its file is gone' : read.problem}` };
    const known = this.isVerified(id);
    const checked = known ? parseCappedReplay(read.text, this.games) : this.check(read.text);
    if (!checked.ok) return { ok: false, error: `replay ${id} is damaged: ${checked.error}` };
    if (checked.rules.id !== meta.game)
      return { ok: false, error: `replay ${id} is damaged: it is a ${checked.rules.id} file, listed as ${meta.game}` };
    if (!known) this.remember(id);
    return { ok: true, rules: checked.rules, file: checked.file, text: read.text, meta };
  }

  private size(id: string): number | null {
    try {
      return statSync(this.paths(id).file).size;
    } catch {
      return null;
    }
  }

  /** Imports a replay text: checked completely first, so a bad file changes nothing. */
  async importText(
    text: string,
    id: string,
    title: string,
    createdAt: string,
  ): Promise<{ ok: true; entry: ReplayEntry } | { ok: false; error: string }> {
    const checked = this.check(text);
    if (!checked.ok) return checked;
    const meta = plainMeta(id, title, checked.rules, checked.file, createdAt);
    await this.add(meta, checked.file);
    return { ok: true, entry: entryOf(meta) };
  }

  /**
   * Writes a replay's file to a path outside the data folder (a chosen export location): checked once, then
   * streamed to a temporary file beside the target and renamed over it, never held in memory whole.
   */
  async exportTo(id: string, path: string): Promise<{ ok: true } | { ok: false; error: string }> {
    if (!this.isVerified(id)) {
      const opened = this.open(id);
      if (!opened.ok) return opened;
    }
    const temp = `${path}.${process.pid}-${Date.now()}.part`;
    try {
      await pipeline(createReadStream(this.paths(id).file), createWriteStream(temp, { flags: 'wx' }));
      await rename(temp, path);
    } catch (e) {
      await unlink(temp).catch(() => undefined);
      throw e;
    }
    await syncDir(dirname(path));
    return { ok: true };
  }
}
