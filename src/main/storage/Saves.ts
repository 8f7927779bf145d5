/** The host's saves: game nights after every round, the resume offer, profiles, replays and notices. */
import { join } from 'node:path';
import { BUILT_IN_GAMES, type GameRegistry } from '@engine/registry';
import type { GameNight, PlayerProfile, ProfilesFile, ReplayMeta } from '@shared/night';
import { profilesFileSchema } from '@shared/night-schema';
import type { HostOutMessage, Snapshot } from '@shared/protocol';
import type { NightTable, SavedPerson, SavesCommand, SavesView } from '@shared/saves-protocol';
import { nightOf, nightTable } from '@shared/night-table';
import { MAX_SAVED_PEOPLE } from '@shared/saves-schema';
import { errorCode, shownPath } from './atomic-file';
import { JsonFile } from './JsonFile';
import { freshNight, MatchRecorder } from './MatchRecorder';
import { NightArchive, resumeOfferOf, type DamagedNight } from './NightArchive';
import {
  damagedNightNotice,
  damagedProfilesNotice,
  damagedReplayNotice,
  missingReplayNotice,
  nightBackupOffer,
  NoticeBoard,
  saveFailedNotice,
  type NoticeDraft,
} from './notices';
import { buildProfiles, recentPeople } from './profiles';
import { ReplayLibrary } from './ReplayLibrary';
import type { MatchRecord, ResumePlan, SavesHost, SessionSaves } from '../session/ports';
import { SavesCommands, type FileChooser } from './SavesCommands';

/** Where the saves live and what they may use. */
export interface SavesDeps {
  /** The data folder: `nights/`, `replays/`, `profiles.json`. */
  readonly root: string;
  readonly log: (line: string) => void;
  readonly now?: () => Date;
  readonly random?: () => number;
  /** Native file dialogs (the app); without one, export and import go through messages only. */
  readonly chooser?: FileChooser | null;
  /** The games whose nights and replays are read, resumed and watched; the built-in ones by default (the session's). */
  readonly games?: GameRegistry;
}

/** The relay room a night's remote phones use (issue 28): its code and the host's secret, on disk only. */
export type NightRelayRoom = NonNullable<GameNight['relay']>;

/** The saves behind one session. */
export class Saves implements SessionSaves {
  readonly archive: NightArchive;
  readonly library: ReplayLibrary;
  readonly notices = new NoticeBoard();
  readonly now: () => Date;
  readonly random: () => number;
  private readonly profilesFile: JsonFile<ProfilesFile>;
  private profileList: PlayerProfile[] = [];
  private people: SavedPerson[] = [];
  private hostRef: SavesHost | null = null;
  private recorder: MatchRecorder | null = null;
  private savedRounds = 0;
  /** The game night of this launch's matches (a resumed match's night, or the first match's), and its table. */
  private nightId: string | null = null;
  private table: NightTable | null = null;
  /** The accepted resume offer: `start-match` continues this night. */
  resuming: string | null = null;
  /** Damaged nights whose backups can be restored, by notice id. */
  readonly restorable = new Map<string, DamagedNight>();
  private work: Promise<void> = Promise.resolve();
  /** Round saves (replay, then night, then profiles) and the end of a night, one after another in the order they came. */
  private rounds: Promise<void> = Promise.resolve();
  /** Nights the host ended whose save has not resolved yet: never offered for resume meanwhile. */
  private readonly ending = new Set<string>();
  private readonly commands: SavesCommands;
  /** Round replays whose writing failed (disk full): written again after the next round, as the night names them. */
  private unsaved: { readonly meta: ReplayMeta; readonly file: unknown }[] = [];
  /** The games the saves know. */
  readonly games: GameRegistry;
  /** The remote phones' relay room now, kept with each night started or resumed (null: remote players off). */
  private relayRoom: (() => NightRelayRoom | null) | null = null;

  constructor(readonly deps: SavesDeps) {
    this.now = deps.now ?? (() => new Date());
    this.random = deps.random ?? Math.random;
    this.games = deps.games ?? BUILT_IN_GAMES;
    this.archive = new NightArchive(deps.root, this.games);
    this.library = new ReplayLibrary(deps.root, undefined, this.games);
    this.profilesFile = new JsonFile(join(deps.root, 'profiles.json'), profilesFileSchema, 'profiles file');
    this.commands = new SavesCommands(this, deps.chooser ?? null);
  }

  /** The session, once bound. */
  get host(): SavesHost {
    if (!this.hostRef) throw new Error('the saves are not bound to a session');
    return this.hostRef;
  }

  /** Reads every saved file (once, at launch); damaged ones become notices, nothing is reset. */
  load(): this {
    const now = this.now();
    for (const d of this.archive.load(now)) {
      const id = this.notices.add(damagedNightNotice(d.file, d.problem, d.keptAs, d.backup ? nightBackupOffer(d.backup) : null));
      if (d.backup) this.restorable.set(id, d);
    }
    const loaded = this.profilesFile.load(now);
    if (loaded.kind === 'damaged') {
      const keptAs = loaded.keptAs === null ? null : shownPath(this.deps.root, loaded.keptAs);
      this.notices.add(damagedProfilesNotice('profiles.json', loaded.problem, keptAs));
    }
    this.profileList = buildProfiles(this.archive.all());
    this.people = recentPeople(this.archive.all(), MAX_SAVED_PEOPLE);
    const same = loaded.kind === 'ok' && JSON.stringify(loaded.value.profiles) === JSON.stringify(this.profileList);
    if (!same && this.profileList.length > 0) this.track('profiles.json', this.writeProfiles());
    const damagedReplays = new Set<string>();
    for (const p of this.library.load()) {
      this.notices.add(damagedReplayNotice(p.file, p.problem));
      damagedReplays.add(p.file);
    }
    for (const night of this.archive.all())
      for (const [i, round] of night.rounds.entries())
        if (round.replay !== null && !this.library.has(round.replay) && !damagedReplays.has(`replays/${round.replay}.json`))
          this.notices.add(missingReplayNotice(night.id, i + 1, round.replay));
    return this;
  }

  bind(host: SavesHost): void {
    this.hostRef = host;
  }

  /** Where the remote phones' relay room is read when a night starts (issue 28); null when remote players are off. */
  setRelayRoom(room: (() => NightRelayRoom | null) | null): void {
    this.relayRoom = room;
  }

  /** The relay room a saved night's remote phones used, to re-claim it when the night is resumed. */
  relayRoomOf(night: string): NightRelayRoom | null {
    return this.archive.get(night)?.relay ?? null;
  }

  /** A notice from beside the saves (host settings). */
  notify(draft: NoticeDraft): void {
    this.notices.add(draft);
    this.hostRef?.changed([]);
  }

  /** Every profile, derived from the nights. */
  profiles(): readonly PlayerProfile[] {
    return this.profileList;
  }

  /** Resolves when every write started so far has finished. */
  async idle(): Promise<void> {
    for (let before = this.work; ; before = this.work) {
      await before;
      await this.archive.idle();
      if (before === this.work) return;
    }
  }

  /** Follows a write: a failure becomes a notice and a log line, never an exception in the game. */
  track(file: string, write: Promise<void>): void {
    const safe = write.catch((e: unknown) => {
      const problem = errorCode(e);
      this.deps.log(`saving ${file} failed: ${problem}`);
      this.notify(saveFailedNotice(file, problem));
    });
    this.work = this.work.then(() => safe);
  }

  /** Rebuilds the profiles from the nights in memory and saves them. */
  refreshProfiles(): void {
    this.retable();
    this.profileList = buildProfiles(this.archive.all());
    this.people = recentPeople(this.archive.all(), MAX_SAVED_PEOPLE);
    this.track('profiles.json', this.writeProfiles());
  }

  /** Recounts the night's table from the saved matches (after every save that may change it). */
  private retable(): void {
    const live = this.recorder?.current.id ?? null;
    // A match being ended counts as ended at once: its standings never show it counted while its save is on the way.
    const all = this.archive.all().map((m) => (this.ending.has(m.id) && m.status === 'playing' ? { ...m, status: 'ended' as const } : m));
    this.table = this.nightId === null ? null : nightTable(all, this.nightId, live);
  }

  private writeProfiles(): Promise<void> {
    return this.profilesFile.save({ format: 1, savedAt: this.now().toISOString(), profiles: this.profileList });
  }

  view(): SavesView {
    const current = this.recorder?.current ?? null;
    const resuming = this.resuming === null ? undefined : this.archive.get(this.resuming);
    const offer = resuming ? null : this.archive.offer([...(current ? [current.id] : []), ...this.ending]);
    return {
      night: current ? { id: current.id, rounds: current.round, savedRounds: this.savedRounds } : null,
      resume: offer ? resumeOfferOf(offer) : null,
      resuming: resuming ? resumeOfferOf(resuming) : null,
      notices: this.notices.all(),
      people: this.people,
      ...(this.table ? { table: this.table } : {}),
    };
  }

  watched(live: Snapshot<unknown>): Snapshot<unknown> {
    return this.commands.watched(live);
  }

  watching(): boolean {
    return this.commands.watching();
  }

  command(cmd: SavesCommand, reply: (msg: HostOutMessage) => void): void {
    this.commands.run(cmd, reply);
  }

  resumePlan(): ResumePlan | null {
    const night = this.resuming === null ? undefined : this.archive.get(this.resuming);
    if (!night) return null;
    return {
      night: night.id,
      game: night.game,
      players: night.players.map((p) => p.seat),
      options: night.options,
      seed: night.seed,
      history: night.rounds.map((r) => r.points),
    };
  }

  private newNightId(): string {
    const stamp = this.now().toISOString().slice(0, 16).replace(/[-:T]/g, '');
    const tail = Math.floor(this.random() * 36 ** 4)
      .toString(36)
      .padStart(4, '0');
    return `${stamp.slice(0, 8)}-${stamp.slice(8)}-${tail}`;
  }

  private replayId(night: string, round: number): string {
    const base = `${night}-r${String(round).padStart(2, '0')}`;
    let id = base;
    for (let n = 2; this.library.has(id); n++) id = `${base}-${n}`;
    return id;
  }

  record(entry: MatchRecord): void {
    switch (entry.kind) {
      case 'match-started': {
        const resumed = this.resuming === null ? undefined : this.archive.get(this.resuming);
        this.resuming = null;
        this.recorder = null;
        const rules = this.games.get(entry.game);
        const state = rules?.schemas.state.safeParse(entry.state);
        if (!rules || !state?.success) return this.deps.log(`no saves for this ${entry.game} match: its game or state is unknown`);
        const made =
          resumed?.game === rules.id
            ? resumed
            : freshNight(this.newNightId(), rules, state.data, entry.seats, entry.players, entry.lobby, this.now());
        if (typeof made === 'string') return this.deps.log(`no saves for this ${entry.game} match: ${made}`);
        // A new match joins this launch's night; a resumed one brings its own night back.
        const night = made === resumed ? made : { ...made, partOf: this.nightId ?? made.id };
        this.nightId = nightOf(night);
        const relay = this.relayRoom?.() ?? night.relay;
        this.recorder = new MatchRecorder(rules, relay ? { ...night, relay } : night, entry.players, entry.at);
        this.savedRounds = night.round;
        return this.retable();
      }
      case 'round-dealt':
        return this.recorder?.dealt(entry.at, entry.players);
      case 'start-call':
        return this.recorder?.startCall(entry.at);
      case 'intent':
        return this.recorder?.intent(entry.intent, entry.at);
      case 'round-over':
        return this.roundOver(entry);
      case 'match-left':
        if (entry.ended) this.endNight();
        this.recorder = null;
        this.retable();
        return this.retryReplays();
    }
  }

  /** Runs `step` after every round save and night end before it (a night is never saved out of order). */
  private inOrder(step: () => Promise<void>): Promise<void> {
    const run = this.rounds.then(step);
    this.rounds = run.catch(() => undefined);
    return run;
  }

  /** The host ended the match: a night still being played is over early and never offered for resume. */
  private endNight(): void {
    const night = this.recorder?.current;
    if (!night) return;
    this.ending.add(night.id);
    this.track(
      `nights/${night.id}.json`,
      this.inOrder(async () => {
        const saved = this.archive.get(night.id);
        if (saved?.status !== 'playing') return;
        await this.archive.save({ ...saved, status: 'ended', savedAt: this.now().toISOString() });
      }).finally(() => {
        this.ending.delete(night.id);
        this.retable();
        this.hostRef?.changed([]);
      }),
    );
  }

  /**
   * A round is over: its replay is written first, then the night that lists it, then the profiles; the round counts
   * (savedRounds) once the night's save resolved, so a kill at any moment leaves no night naming a replay never written.
   */
  private roundOver({ state, seats }: Extract<MatchRecord, { kind: 'round-over' }>): void {
    const recorder = this.recorder;
    const rules = recorder ? this.games.get(recorder.current.game) : null;
    const parsed = rules?.schemas.state.safeParse(state);
    if (!recorder || !rules || !parsed?.success) return;
    const round = rules.match(parsed.data).round;
    const saved = recorder.roundOver(parsed.data, seats, this.replayId(recorder.current.id, round), this.now());
    const file = `nights/${saved.night.id}.json`;
    this.retryReplays();
    this.track(
      file,
      this.inOrder(async () => {
        // A replay that cannot be written (a full disk) is tried again later; the round's result is saved regardless.
        await this.saveReplay(saved.replay).catch(() => undefined);
        await this.archive.save(saved.night);
        // Only for the night still being played: a later match's night has counted none of this one's rounds.
        if (this.recorder?.current.id === saved.night.id) this.savedRounds = Math.max(this.savedRounds, saved.night.round);
        this.refreshProfiles();
        this.hostRef?.changed([]);
      }),
    );
  }

  /** Writes a round's replay; when that fails it is kept and tried again after the next round. */
  private saveReplay(replay: { readonly meta: ReplayMeta; readonly file: unknown }): Promise<void> {
    const write = this.library.add(replay.meta, replay.file).catch((e: unknown) => {
      this.unsaved.push(replay);
      throw e;
    });
    this.track(`replays/${replay.meta.id}.json`, write);
    return write;
  }

  /** Tries again every replay a full disk (or another write error) kept from being saved. */
  private retryReplays(): void {
    const again = this.unsaved.filter((r) => !this.library.has(r.meta.id));
    this.unsaved = [];
    for (const replay of again) {
      this.deps.log(`saving replay ${replay.meta.id} again`);
      void this.saveReplay(replay).catch(() => undefined);
    }
  }
}
