/** Helpers for the host-session tests: a session on a manual clock, in-process views, clock stepping, state checks. */
import { expect } from 'vitest';
import { ligretto, ligrettoEvents } from '../../support/ligretto';
import { ManualClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import type { StageTimings } from '@shared/game';
import { connectInProcess, type ClientLink } from '@main/transport/in-process';
import { cardColor, cardNumber, DECK_SIZE } from '@shared/games/ligretto/cards';
import type { LigrettoEvent } from '@shared/games/ligretto/events';
import type { BuiltInIntentKind, BuiltInReason } from '@shared/games/contracts';
import { PROTOCOL_VERSION, type ClientMessage, type HostMessage, type LobbyCommand, type Snapshot } from '@shared/protocol';
import { ligrettoStateSchema } from '@shared/games/ligretto/state-schema';
import type { BotLevelName } from '@shared/seats';
import type { LigrettoState } from '@shared/games/ligretto/state';

/** Short stage timings so tests spend little clock time on banners (the countdown keeps its own length). */
export const TEST_TIMINGS: StageTimings = {
  countdown: 3000,
  restartCountdown: 2000,
  stopped: 500,
  scores: 1000,
  standings: 1000,
  demoRestart: 1500,
};

/** A session on a manual clock with a log. */
export interface Rig {
  readonly clock: ManualClock;
  readonly session: Session;
  readonly logs: string[];
}

/**
 * A session whose match seeds count up from `seed`. Its results screens move on by themselves (auto-advance on) unless
 * `waitForPeople` is asked for, as the host's default is.
 */
export function makeRig(opts: { seed?: number; timings?: Partial<StageTimings>; waitForPeople?: boolean } = {}): Rig {
  const clock = new ManualClock();
  const logs: string[] = [];
  let seed = opts.seed ?? 1;
  const session = new Session({
    clock,
    seed: () => seed++,
    log: (line) => logs.push(line),
    timings: { ...TEST_TIMINGS, ...opts.timings },
    autoAdvance: opts.waitForPeople !== true,
  });
  return { clock, session, logs };
}

/** Lets every queued in-process delivery (microtasks) run. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** A snapshot message as a view received it. */
export type SnapshotMessage = Extract<HostMessage, { t: 'snapshot' }>;

/** A view connected in process: it records everything the host sends it. */
export class View {
  readonly inbox: HostMessage[] = [];
  private readonly link: ClientLink;

  constructor(session: Session) {
    this.link = connectInProcess(session, (msg) => this.inbox.push(msg));
  }

  send(msg: ClientMessage): void {
    this.link.send(msg);
  }

  /** Says hello and waits for the welcome and the first snapshot. */
  async hello(): Promise<Snapshot> {
    this.send({ t: 'hello', protocol: PROTOCOL_VERSION });
    await flush();
    return this.last();
  }

  lobby(cmd: LobbyCommand): void {
    this.send({ t: 'lobby', cmd });
  }

  close(): void {
    this.link.close();
  }

  snapshots(): SnapshotMessage[] {
    return this.inbox.filter((m): m is SnapshotMessage => m.t === 'snapshot');
  }

  /** The newest snapshot; fails the test when there is none. */
  last(): Snapshot<LigrettoState> {
    const s = this.snapshots().at(-1);
    if (!s) throw new Error('the view has no snapshot yet');
    return ligretto(s.snapshot);
  }

  events(): LigrettoEvent[] {
    return this.snapshots().flatMap((m) => ligrettoEvents(m.events));
  }

  refusals(): string[] {
    return this.inbox.flatMap((m) => (m.t === 'refused' ? [m.error] : []));
  }

  rejections(): { seat: number; do: BuiltInIntentKind; reason: BuiltInReason; late: boolean }[] {
    return this.inbox.flatMap((m) => (m.t === 'rejected' ? [{ seat: m.seat, do: m.do, reason: m.reason, late: m.late }] : []));
  }

  /** Forgets what arrived so far. */
  clear(): void {
    this.inbox.length = 0;
  }
}

/** Moves the clock `ms` forward in steps, delivering messages after each step. */
export async function advance(rig: Rig, ms: number, stepMs = 50): Promise<void> {
  for (let t = 0; t < ms; t += stepMs) {
    rig.clock.advance(Math.min(stepMs, ms - t));
    await flush();
  }
}

/** Steps the clock until the session's snapshot satisfies `done` (checked before each step); false at the limit. */
export async function runUntil(rig: Rig, done: (s: Snapshot<LigrettoState>) => boolean, limitMs: number, stepMs = 50): Promise<boolean> {
  const stop = rig.clock.now() + limitMs;
  while (!done(ligretto(rig.session.snapshot()))) {
    if (rig.clock.now() >= stop) return false;
    rig.clock.advance(stepMs);
    await flush();
  }
  await flush();
  return true;
}

/** Like runUntil, but fails the test with the stage it got stuck in. */
export async function expectReach(
  rig: Rig,
  done: (s: Snapshot<LigrettoState>) => boolean,
  limitMs: number,
  what: string,
): Promise<Snapshot<LigrettoState>> {
  const reached = await runUntil(rig, done, limitMs);
  const s = ligretto(rig.session.snapshot());
  expect(reached, `${what} within ${limitMs} ms (stuck in stage ${s.stage}, round ${s.state?.match.round ?? '-'})`).toBe(true);
  return s;
}

/** Seats bots of the given levels from seat 0 on. */
export function addBots(view: View, levels: readonly BotLevelName[]): void {
  for (const level of levels) view.lobby({ op: 'add-bot', level });
}

/** Every snapshot after the first arrives with rev one higher than the one before: one snapshot per change. */
export function expectConsecutiveRevs(view: View, session: Session): void {
  const revs = view.snapshots().map((m) => m.snapshot.rev);
  expect(revs.length).toBeGreaterThan(0);
  revs.forEach((rev, i) => {
    if (i > 0 && rev !== (revs[i - 1] ?? NaN) + 1) expect.fail(`snapshot ${i} has rev ${rev} after rev ${revs[i - 1]}`);
  });
  expect(revs.at(-1)).toBe(session.snapshot().rev);
}

/** Problems with a game state: schema, every card in exactly one place, piles ascending by one in one colour. */
export function gameProblems(game: LigrettoState): string[] {
  const problems: string[] = [];
  const parsed = ligrettoStateSchema.safeParse(game);
  if (!parsed.success) problems.push(`schema: ${parsed.error.issues[0]?.message ?? '?'}`);
  const seen = new Set<number>();
  const place = (c: number, where: string): void => {
    if (seen.has(c)) problems.push(`card ${c} twice (${where})`);
    seen.add(c);
  };
  game.players.forEach((p, i) => {
    for (const c of [...p.stack, ...p.hand, ...p.waste, ...p.row.flat()]) place(c, `player ${i}`);
  });
  game.piles.forEach((pile, i) => {
    pile.cards.forEach((c, k) => {
      place(c, `pile ${i}`);
      if (cardColor(c) !== pile.color || cardNumber(c) !== k + 1) problems.push(`pile ${i} holds ${c} at height ${k}`);
    });
  });
  if (seen.size !== game.options.players * DECK_SIZE) problems.push(`${seen.size} cards for ${game.options.players} players`);
  return problems;
}

/** Events of one type from a list. */
export function ofType<T extends LigrettoEvent['type']>(events: readonly LigrettoEvent[], type: T): Extract<LigrettoEvent, { type: T }>[] {
  return events.filter((e): e is Extract<LigrettoEvent, { type: T }> => e.type === type);
}
