/** What a view may ask of the saves: resume or discard a night, restore a backup, profiles, replays in and out. */
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { fitText, TEXT_LIMITS } from '@shared/fit-text';
import type { HostOutMessage, Snapshot } from '@shared/protocol';
import { replaySizeProblem } from '@shared/replay-limits';
import type { SavesCommand, SavesReply } from '@shared/saves-protocol';
import type { Seat } from '@shared/seats';
import { emptySeats } from '../session/lobby';
import { errorCode, fileStamp, readText } from './atomic-file';
import { repairedNotice } from './notices';
import { replayNights } from './replay-nights';
import type { SavesPort } from './saves-port';
import { Uploads } from './Uploads';
import { Watching } from './Watching';

/** Native file dialogs on the host machine (the app); browser mode has none. */
export interface FileChooser {
  /** Where to write an export; null when the person cancels. */
  saveAs(suggestedName: string): Promise<string | null>;
  /** A replay file to import; null when the person cancels. */
  openFile(): Promise<string | null>;
}

type Fail = (error: string) => void;

/** Runs the saves commands for a Saves instance. */
export class SavesCommands {
  private readonly watch: Watching;
  private readonly uploads = new Uploads();

  constructor(
    private readonly saves: SavesPort,
    private readonly chooser: FileChooser | null,
  ) {
    this.watch = new Watching(saves);
  }

  /** The live snapshot, or the replay's while one is watched. */
  watched(live: Snapshot<unknown>): Snapshot<unknown> {
    return this.watch.snapshot(live);
  }

  /** Is a replay being watched? */
  watching(): boolean {
    return this.watch.active();
  }

  /** Runs one command; answers (and failures) go to `reply`. */
  run(cmd: SavesCommand, reply: (msg: HostOutMessage) => void): void {
    const answer = (r: SavesReply): void => reply({ t: 'saves', reply: r });
    const fail: Fail = (error) => answer({ kind: 'failed', op: cmd.op, error: fitText(error, TEXT_LIMITS.noticeText) });
    const guarded = (work: Promise<void>): void => void work.catch((e: unknown) => fail(errorCode(e)));
    const s = this.saves;
    switch (cmd.op) {
      case 'resume-night':
        return this.resume(cmd.night, fail);
      case 'discard-night':
        return this.discard(cmd.night, fail);
      case 'restore-backup':
        return this.restore(cmd.notice, fail);
      case 'dismiss-notice':
        return this.dismiss(cmd.notice, fail);
      case 'get-profiles':
        return answer({ kind: 'profiles', profiles: s.profiles() });
      case 'list-replays':
        return answer({
          kind: 'replays',
          replays: s.library.list(),
          nights: replayNights(s.archive.all(), (id) => s.library.has(id)),
        });
      case 'export-replay':
        return guarded(this.exportReplay(cmd.replay, cmd.to, answer, fail));
      case 'import-replay': {
        const step = cmd.part ? this.uploads.add(cmd.part, cmd.json) : ({ kind: 'done', text: cmd.json } as const);
        if (step.kind === 'failed') return fail(step.error);
        if (step.kind === 'more')
          return answer({ kind: 'uploading', upload: cmd.part?.upload ?? '', received: step.received, count: cmd.part?.count ?? 1 });
        return guarded(
          this.importText(step.text, cmd.name ?? `Imported ${s.now().toISOString().slice(0, 16).replace('T', ' ')}`, answer, fail),
        );
      }
      case 'import-replay-file':
        return guarded(this.importFile(answer, fail));
      case 'watch-replay':
      case 'watch-control':
      case 'watch-speed':
        return this.watch.command(cmd, fail);
    }
  }

  private resume(id: string, fail: Fail): void {
    const s = this.saves;
    if (!s.host.inLobby() || s.watching()) return fail('a night can be resumed from the lobby only');
    const night = s.archive.get(id);
    if (!night || night.status !== 'playing' || night.rounds.length === 0) return fail(`there is no interrupted night ${id}`);
    const seats: Seat[] = emptySeats();
    for (const { seat, ...look } of night.players) seats[seat] = look;
    s.resuming = id;
    s.host.restoreLobby(seats, night.lobby, night.game);
    s.host.changed([]);
  }

  private discard(id: string, fail: Fail): void {
    const s = this.saves;
    const night = s.archive.get(id);
    if (!night || night.status !== 'playing') return fail(`there is no interrupted night ${id}`);
    if (s.view().night?.id === id) return fail('that night is being played');
    if (s.resuming === id) s.resuming = null;
    s.track(`nights/${id}.json`, s.archive.save({ ...night, status: 'discarded', savedAt: s.now().toISOString() }));
    s.refreshProfiles();
    s.host.changed([]);
  }

  private restore(noticeId: string, fail: Fail): void {
    const s = this.saves;
    const damaged = s.restorable.get(noticeId);
    if (!damaged?.backup) return fail('that notice has no backup to restore');
    if (s.archive.get(damaged.id)) return fail(`night ${damaged.id} is there already`);
    s.restorable.delete(noticeId);
    s.notices.remove(noticeId);
    s.track(damaged.file, s.archive.save(damaged.backup));
    s.notices.add(
      repairedNotice(damaged.file, `The game night ${damaged.file} was restored from its backup of ${damaged.backup.savedAt}.`),
    );
    s.refreshProfiles();
    s.host.changed([]);
  }

  private dismiss(noticeId: string, fail: Fail): void {
    const s = this.saves;
    const damaged = s.restorable.get(noticeId);
    if (damaged) {
      s.restorable.delete(noticeId);
      s.archive.declineBackup(damaged.id, s.now());
    }
    if (!s.notices.remove(noticeId)) return fail(`there is no notice ${noticeId}`);
    s.host.changed([]);
  }

  private async exportReplay(id: string, to: 'json' | 'file', answer: (r: SavesReply) => void, fail: Fail): Promise<void> {
    const opened = this.saves.library.open(id);
    if (!opened.ok) return fail(opened.error);
    const fileName = `${opened.meta.game}-${id}.json`;
    if (to === 'json') return answer({ kind: 'exported', replay: id, fileName, json: opened.text, path: null });
    if (!this.chooser) return fail('exporting to a file needs the app; ask for the JSON instead');
    const path = await this.chooser.saveAs(fileName);
    if (path === null) return fail('export cancelled');
    const written = await this.saves.library.exportTo(id, path);
    if (!written.ok) return fail(written.error);
    answer({ kind: 'exported', replay: id, fileName: fitText(basename(path), TEXT_LIMITS.fileName), json: null, path });
  }

  private async importText(text: string, title: string, answer: (r: SavesReply) => void, fail: Fail): Promise<void> {
    const s = this.saves;
    const tail = Math.floor(s.random() * 36 ** 4)
      .toString(36)
      .padStart(4, '0');
    const id = `imported-${fileStamp(s.now()).toLowerCase()}-${tail}`.slice(0, 80);
    const imported = await s.library.importText(text, id, title.slice(0, 120), s.now().toISOString());
    if (!imported.ok) return fail(`the replay was not imported: ${imported.error}`);
    answer({ kind: 'imported', entry: imported.entry });
  }

  private async importFile(answer: (r: SavesReply) => void, fail: Fail): Promise<void> {
    if (!this.chooser) return fail('importing a file needs the app; send the JSON instead');
    const path = await this.chooser.openFile();
    if (path === null) return fail('import cancelled');
    const size = (await stat(path)).size;
    const tooLarge = replaySizeProblem(size);
    if (tooLarge !== null) return fail(tooLarge);
    const read = readText(path);
    if (read.kind !== 'text') return fail(`cannot read ${path}: ${read.kind === 'missing' ? 'it is gone' : read.problem}`);
    return this.importText(read.text, basename(path).replace(/\.json$/i, ''), answer, fail);
  }
}
