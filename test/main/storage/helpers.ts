/** Helpers for the storage tests: temp data folders, a session with saves on a manual clock, saves commands. */
import { ligretto } from '../../support/ligretto';
import { expect } from 'vitest';
import { ManualClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { Saves } from '@main/storage/Saves';
import type { FileChooser } from '@main/storage/SavesCommands';
import type { HostMessage, Snapshot } from '@shared/protocol';
import type { LigrettoState } from '@shared/games/ligretto/state';
import type { SavesCommand, SavesReply } from '@shared/saves-protocol';
import type { BotLevelName } from '@shared/seats';
import { flush, runUntil, TEST_TIMINGS, View } from '../session/harness';

export { flush, View } from '../session/harness';
export { tempDir } from './temp-dir';

/** A wall clock for saves that moves one minute per call, from a fixed date. */
export function steppingNow(start = Date.UTC(2025, 0, 31, 20, 0)): () => Date {
  let t = start;
  return () => new Date((t += 60_000));
}

/** A session with saves in `root`, on a manual clock. */
export interface SavesRig {
  readonly clock: ManualClock;
  readonly session: Session;
  readonly saves: Saves;
  readonly logs: string[];
}

/** Opens the saves in `root` (loading what is there) and attaches them to a new session. */
export function savesRig(root: string, opts: { seed?: number; chooser?: FileChooser } = {}): SavesRig {
  const clock = new ManualClock();
  const logs: string[] = [];
  let seed = opts.seed ?? 7;
  let random = 0.1234;
  const session = new Session({ autoAdvance: true, clock, seed: () => seed++, log: (line) => logs.push(line), timings: TEST_TIMINGS });
  const saves = new Saves({
    root,
    log: (line) => logs.push(line),
    now: steppingNow(),
    random: () => (random = (random * 9301 + 0.49297) % 1),
    chooser: opts.chooser ?? null,
  }).load();
  session.attachSaves(saves);
  return { clock, session, saves, logs };
}

/** Connects a view and says hello. */
export async function viewOf(rig: SavesRig): Promise<View> {
  const view = new View(rig.session);
  await view.hello();
  return view;
}

/** Seats bots and sets options in the lobby. */
export async function seatBots(
  view: View,
  levels: readonly BotLevelName[],
  options: { rounds?: number | null; target?: number } = {},
): Promise<void> {
  for (const level of levels) view.lobby({ op: 'add-bot', level });
  view.lobby({ op: 'set-options', options });
  await flush();
}

/** Runs the clock until the session reaches `done`, letting disk writes finish between steps. */
export async function reach(
  rig: SavesRig,
  done: (s: Snapshot<LigrettoState>) => boolean,
  what: string,
  limitMs = 30 * 60_000,
): Promise<Snapshot<LigrettoState>> {
  const ok = await runUntil(rig, done, limitMs, 200);
  const s = ligretto(rig.session.snapshot());
  expect(ok, `${what} (stuck in ${s.stage}, round ${s.state?.match.round ?? '-'})`).toBe(true);
  await rig.saves.idle();
  return s;
}

/** Sends a saves command; its answer to this view, or null when it answered with a snapshot instead (it worked). */
export async function ask(rig: SavesRig, view: View, cmd: SavesCommand): Promise<SavesReply | null> {
  const before = view.inbox.length;
  view.send({ t: 'saves', cmd });
  for (let i = 0; i < 2000; i++) {
    await flush();
    const fresh = view.inbox.slice(before);
    const reply = fresh.find((m): m is Extract<HostMessage, { t: 'saves' }> => m.t === 'saves');
    if (reply) return reply.reply;
    if (fresh.some((m) => m.t === 'snapshot' || m.t === 'refused')) return null;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await rig.saves.idle();
  return expect.fail(`no answer to ${cmd.op}`);
}
