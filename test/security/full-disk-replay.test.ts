/** Finding 6: after a full disk, the lost round's replay is written again once writing works, so the night's name for it holds. */
import { describe, expect, it } from 'vitest';
import { flush, reach, savesRig, seatBots, tempDir, viewOf } from '../main/storage/helpers';

describe('finding 6: a replay lost to a full disk', () => {
  it('is saved after the next round, and the notice said so', async () => {
    const rig = savesRig(tempDir('full-disk'), { seed: 21 });
    const library = rig.saves.library;
    const add = library.add.bind(library);
    let full = true;
    library.add = (meta, file) => (full ? Promise.reject(Object.assign(new Error('no space left'), { code: 'ENOSPC' })) : add(meta, file));
    const view = await viewOf(rig);
    await seatBots(view, ['instant', 'instant', 'expert'], { rounds: 3 });
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    await reach(rig, (s) => s.stage === 'stopped' && s.state?.match.round === 1, 'round 1 over');
    await rig.saves.idle();
    const night = rig.session.snapshot().saves?.night?.id ?? '';
    const first = `${night}-r01`;
    expect(library.has(first)).toBe(false);
    expect(rig.session.snapshot().saves?.notices.some((n) => n.kind === 'save-failed' && n.file === `replays/${first}.json`)).toBe(true);
    full = false;
    await reach(rig, (s) => s.stage === 'stopped' && s.state?.match.round === 2, 'round 2 over');
    await rig.saves.idle();
    expect(library.has(first)).toBe(true);
    expect(library.has(`${night}-r02`)).toBe(true);
    expect(library.open(first).ok).toBe(true);
  });
});
