/** Damaged saves through the session: the snapshot says what happened, offers the backup, and nothing is lost. */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameNightSchema, profilesFileSchema } from '@shared/night-schema';
import type { StorageNotice } from '@shared/saves-protocol';
import { ask, flush, reach, savesRig, seatBots, tempDir, viewOf } from './helpers';
import { matching } from '../../support/matchers';

/** A data folder with one night interrupted after `rounds` rounds; the night's id. */
async function nightOf(root: string, rounds: number, total = 4): Promise<string> {
  const rig = savesRig(root);
  const view = await viewOf(rig);
  await seatBots(view, ['instant', 'expert', 'instant'], { rounds: total });
  view.send({ t: 'control', op: 'start-match' });
  await flush();
  await reach(rig, (s) => s.stage === 'stopped' && s.state?.match.round === rounds, `round ${rounds}`);
  const id = rig.session.snapshot().saves?.night?.id ?? '';
  // The app goes away mid-night (no End match, which would end the night for good): the night is interrupted.
  await rig.saves.idle();
  return id;
}

function damagedNotice(notices: readonly StorageNotice[]): Extract<StorageNotice, { kind: 'damaged' }> {
  const found = notices.find((n): n is Extract<StorageNotice, { kind: 'damaged' }> => n.kind === 'damaged');
  if (!found) return expect.fail(`no damaged notice in ${JSON.stringify(notices)}`);
  return found;
}

describe('storage notices', () => {
  it('a corrupt night is reported in the snapshot with its backup; restoring brings the night back to resume', async () => {
    const root = tempDir();
    const night = await nightOf(root, 3);
    const path = join(root, 'nights', `${night}.json`);
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, text.slice(0, 200));
    const rig = savesRig(root);
    const view = await viewOf(rig);
    const notice = damagedNotice(view.last().saves?.notices ?? []);
    expect(notice).toMatchObject({ file: `nights/${night}.json`, problem: matching(/not complete JSON/) });
    expect(notice.keptAs).toMatch(new RegExp(`^nights/${night}\\.json\\.damaged-`));
    expect(notice.backup?.summary).toMatch(/^2 rounds: Ada -?\d+, Bo -?\d+, Cleo -?\d+$/);
    expect(notice.text).toMatch(/could not be used: .*It is kept as .*A backup from .* can be restored/);
    expect(view.last().saves?.resume).toBeNull();
    expect(readFileSync(join(root, notice.keptAs as string), 'utf8')).toBe(text.slice(0, 200));

    expect(await ask(rig, view, { op: 'restore-backup', notice: notice.id })).toBeNull();
    const after = view.last().saves;
    expect(after?.notices.map((n) => n.kind)).toEqual(['repaired']);
    expect(after?.resume).toMatchObject({ night, rounds: 2 });
    await rig.saves.idle();
    expect(gameNightSchema.parse(JSON.parse(readFileSync(path, 'utf8')))).toMatchObject({ id: night, round: 2 });
    expect(readFileSync(join(root, notice.keptAs as string), 'utf8')).toBe(text.slice(0, 200));
    expect(await ask(rig, view, { op: 'restore-backup', notice: notice.id })).toMatchObject({
      kind: 'failed',
      error: 'that notice has no backup to restore',
    });
  });

  it('dismissing keeps the backup aside, so the next launch does not ask again; nothing is deleted', async () => {
    const root = tempDir();
    const night = await nightOf(root, 2);
    writeFileSync(join(root, 'nights', `${night}.json`), '');
    const rig = savesRig(root);
    const view = await viewOf(rig);
    const notice = damagedNotice(view.last().saves?.notices ?? []);
    expect(await ask(rig, view, { op: 'dismiss-notice', notice: notice.id })).toBeNull();
    expect(view.last().saves?.notices).toEqual([]);
    const files = readdirSync(join(root, 'nights'));
    expect(files.filter((f) => f.includes('.damaged-'))).toHaveLength(1);
    expect(files.filter((f) => f.includes('.bak.declined-'))).toHaveLength(1);
    expect((await viewOf(savesRig(root))).last().saves?.notices).toEqual([]);
    expect(await ask(rig, view, { op: 'dismiss-notice', notice: notice.id })).toMatchObject({
      kind: 'failed',
      error: `there is no notice ${notice.id}`,
    });
  });

  it('a damaged profiles file is kept aside and the profiles are rebuilt from the nights', async () => {
    const root = tempDir();
    await nightOf(root, 2);
    const good = readFileSync(join(root, 'profiles.json'), 'utf8');
    writeFileSync(join(root, 'profiles.json'), '{"format": 1, "savedAt": "2025-01-01T00:00:00.000Z", "profiles": [{"key": 3}]}');
    const rig = savesRig(root);
    const view = await viewOf(rig);
    const notice = damagedNotice(view.last().saves?.notices ?? []);
    expect(notice).toMatchObject({
      file: 'profiles.json',
      backup: null,
      text: matching(/rebuilt from the saved game nights/),
    });
    await rig.saves.idle();
    const rebuilt = profilesFileSchema.parse(JSON.parse(readFileSync(join(root, 'profiles.json'), 'utf8')));
    expect(rebuilt.profiles).toEqual(profilesFileSchema.parse(JSON.parse(good)).profiles);
    expect(existsSync(join(root, notice.keptAs as string))).toBe(true);
  });

  it('a failed save is reported and the game goes on; the next round saves everything', async () => {
    const root = tempDir();
    const rig = savesRig(root);
    const view = await viewOf(rig);
    await seatBots(view, ['instant', 'expert'], { rounds: 3 });
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'nights'), 'a file where the folder should be');
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    await reach(rig, (s) => s.stage === 'stopped' && s.state?.match.round === 1, 'round 1');
    const failed = view.last().saves?.notices.find((n) => n.kind === 'save-failed');
    expect(failed).toMatchObject({
      file: matching(/^nights\//),
      text: matching(/^Could not save nights\/.* The last saved version is kept; the next round tries again\.$/),
    });
    expect(view.last().saves?.night?.savedRounds).toBe(0);
    rmSync(join(root, 'nights'));
    const s = await reach(rig, (x) => x.stage === 'stopped' && x.state?.match.round === 2, 'round 2');
    const id = s.saves?.night?.id ?? '';
    expect(gameNightSchema.parse(JSON.parse(readFileSync(join(root, 'nights', `${id}.json`), 'utf8'))).rounds.map((r) => r.points)).toEqual(
      s.state?.match.history,
    );
    expect(rig.session.snapshot().saves?.night?.savedRounds).toBe(2);
  });
});
