/** The nights folder: every game night in its own file (`nights/<id>.json`), kept for good, loaded at launch. */
import { join } from 'node:path';
import type { GameRegistry } from '@engine/game-registry';
import { fitWhen } from '@shared/fit-text';
import { DEFAULT_TARGET } from '@shared/games/ligretto/options';
import { gameLobbyOf } from '@shared/match-options';
import type { GameNight } from '@shared/night';
import { gameNightSchemaFor } from '@shared/night-schema';
import type { ResumeOffer } from '@shared/saves-protocol';
import { keepAside, savedNamesIn, shownPath } from './atomic-file';
import { JsonFileSet } from './JsonFile';

/** A night file that could not be loaded: kept aside (never overwritten), with its backup when that is good. */
export interface DamagedNight {
  readonly id: string;
  /** Paths inside the data folder. */
  readonly file: string;
  readonly keptAs: string | null;
  readonly problem: string;
  readonly backup: GameNight | null;
}

/** The offer a night makes in the lobby. */
export function resumeOfferOf(night: GameNight): ResumeOffer {
  // The night's game's own target and rounds (a game without them offers the default target, no round limit).
  const own = gameLobbyOf(night.lobby, night.game);
  return {
    night: night.id,
    startedAt: fitWhen(night.startedAt),
    savedAt: fitWhen(night.savedAt),
    rounds: night.rounds.length,
    target: typeof own['target'] === 'number' ? own['target'] : DEFAULT_TARGET,
    roundLimit: typeof own['rounds'] === 'number' ? own['rounds'] : null,
    players: night.players.map((p, i) => ({ seat: p.seat, name: p.name, color: p.color, total: night.totals[i] ?? 0 })),
  };
}

const NIGHT_FILE = /^([a-z0-9][a-z0-9-]{0,79})\.json(\.bak)?$/;

/** Every night of the data folder, in memory and on disk. */
export class NightArchive {
  private readonly files: JsonFileSet<GameNight>;
  private readonly nights = new Map<string, GameNight>();
  /** A night file's schema: a known game's night must have options its game accepts. */
  private readonly schema: ReturnType<typeof gameNightSchemaFor>;

  constructor(
    private readonly root: string,
    private readonly games: GameRegistry,
  ) {
    this.schema = gameNightSchemaFor((id) => games.get(id));
    this.files = new JsonFileSet<GameNight>(this.dir, this.schema, 'game night');
  }

  private get dir(): string {
    return join(this.root, 'nights');
  }

  /** A path inside the data folder, as notices show it. */
  private shown(path: string): string {
    return shownPath(this.root, path);
  }

  /** Loads every night; damaged files are kept aside and returned with their backups. Interrupted writes' temp files go. */
  load(now: Date): DamagedNight[] {
    const ids = new Set(savedNamesIn(this.dir).flatMap((n) => NIGHT_FILE.exec(n)?.[1] ?? []));
    const damaged: DamagedNight[] = [];
    for (const id of [...ids].sort()) {
      const file = this.files.of(id);
      const loaded = file.load(now);
      if (loaded.kind === 'ok' && loaded.value.id === id) this.nights.set(id, loaded.value);
      else if (loaded.kind === 'ok')
        damaged.push({
          id,
          file: this.shown(file.path),
          keptAs: null,
          problem: `it holds night ${loaded.value.id}, not ${id}`,
          backup: null,
        });
      else if (loaded.kind === 'damaged') {
        const keptAs = loaded.keptAs === null ? null : this.shown(loaded.keptAs);
        damaged.push({
          id,
          file: this.shown(file.path),
          keptAs,
          problem: loaded.problem,
          backup: loaded.backup?.id === id ? loaded.backup : null,
        });
      }
    }
    return damaged;
  }

  /** Every loaded night. */
  all(): GameNight[] {
    return [...this.nights.values()];
  }

  /** One night by id. */
  get(id: string): GameNight | undefined {
    return this.nights.get(id);
  }

  /** Saves a night (in memory at once, on disk when the queued writes reach it). */
  save(night: GameNight): Promise<void> {
    this.nights.set(night.id, night);
    return this.files.of(night.id).save(night);
  }

  /** Resolves when every night file has been written. */
  async idle(): Promise<void> {
    await this.files.idle();
  }

  /** Keeps an unwanted backup aside so it is not offered again (it is never deleted). */
  declineBackup(id: string, now: Date): string | null {
    const kept = keepAside(this.files.of(id).backupPath, 'declined', now);
    return kept === null ? null : this.shown(kept);
  }

  /** The newest interrupted night of a game this host plays, with at least one round, apart from `exclude`. */
  offer(exclude: readonly string[]): GameNight | null {
    const open = this.all().filter(
      (n) => n.status === 'playing' && n.rounds.length > 0 && !exclude.includes(n.id) && this.games.get(n.game) !== null,
    );
    open.sort((a, b) => b.savedAt.localeCompare(a.savedAt) || b.id.localeCompare(a.id));
    return open[0] ?? null;
  }
}
