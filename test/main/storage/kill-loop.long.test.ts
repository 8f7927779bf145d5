/**
 * Issue 27: the real host (`serve --test-clock --event ...`) runs an event of bots, a WebSocket client as its TV, and is
 * killed (SIGKILL) at least 50 times at seeded random moments (a random number of clock steps, or just as the TV is
 * shown a new result), then started again with `--event resume`. After every kill: no result or round any view was
 * shown is lost, no file is corrupt, every replay a night lists exists, and the next start leaves no temp file.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { JsonFile } from '@main/storage/JsonFile';
import { eventFileSchema } from '@shared/event/event-file';
import type { EventFile } from '@shared/event/event-schema';
import { eventView, eventViewSchema, type EventView } from '@shared/event/event-view';
import { gameNightSchema } from '@shared/night-schema';
import { PROTOCOL_VERSION } from '@shared/protocol';
import { HANG_MS } from '../../support/hang';
import { startServe, type Served } from '../../e2e/harness';

const KILLS = 52;
const SEED = 2027;
/** Game time per clock step: a step is one command on the test clock channel. */
const STEP_MS = 700;
/** Most clock steps before a kill (a kill at a random step in 0..MAX_STEPS, when not just after a result). */
const MAX_STEPS = 60;

/** A small seeded generator, so a failing run can be repeated. */
function randoms(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The part of a host snapshot this test reads (checked: it comes over the socket). */
const snapshotSchema = z.object({
  t: z.literal('snapshot'),
  snapshot: z.object({
    rev: z.number(),
    stage: z.string(),
    event: eventViewSchema.nullable(),
    saves: z
      .object({
        night: z.object({ id: z.string(), rounds: z.number(), savedRounds: z.number() }).nullable(),
        notices: z.array(z.object({ kind: z.string(), text: z.string() })),
      })
      .nullable(),
  }),
});
type Seen = z.infer<typeof snapshotSchema>['snapshot'];

/** A WebSocket TV: says hello, keeps every snapshot it was shown. */
class Tv {
  readonly seen: Seen[] = [];
  private waiters: (() => void)[] = [];

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const parsed = snapshotSchema.safeParse(JSON.parse(data.toString('utf8')));
      if (!parsed.success) return;
      this.seen.push(parsed.data.snapshot);
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static open(url: string): Promise<Tv> {
    const u = new URL(url);
    const ws = new WebSocket(`ws://${u.host}/ws`);
    return new Promise((resolve, reject) => {
      ws.once('open', () => {
        ws.send(JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION }));
        ws.send(JSON.stringify({ t: 'auto-advance', on: true }));
        resolve(new Tv(ws));
      });
      ws.once('error', reject);
    });
  }

  /** Resolves once the TV holds a snapshot (HANG_MS at most: a hang). */
  async first(): Promise<Seen> {
    const deadline = Date.now() + HANG_MS;
    while (this.seen.length === 0) {
      if (Date.now() > deadline) throw new Error('the TV got no snapshot');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 1000);
      });
    }
    return this.seen[0] as Seen;
  }

  last(): Seen | undefined {
    return this.seen.at(-1);
  }

  send(msg: unknown): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
  }

  close(): void {
    this.ws.terminate();
  }
}

/** Files a write left half done in the saves folder. */
function temps(saves: string): string[] {
  return ['events', 'nights', 'replays', '.'].flatMap((d) => {
    const dir = join(saves, d);
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((n) => /\.json(\.bak)?\.\d+$/.test(n))
          .map((n) => `${d}/${n}`)
      : [];
  });
}

function readJson<T>(path: string, schema: z.ZodType<T>, what: string): T {
  const checked = new JsonFile(path, schema, what).check(readFileSync(path, 'utf8'));
  if (!checked.ok) throw new Error(`${path}: ${checked.problem}`);
  return checked.value;
}

/** The event file as it stood when its `games`-th game was recorded (entries after it, up to the next game, kept). */
function firstGames(file: EventFile, games: number): EventFile {
  const log: EventFile['log'][number][] = [];
  let count = 0;
  for (const entry of file.log) {
    if (entry.kind === 'game' && count++ === games) break;
    log.push(entry);
  }
  return { ...file, log };
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('issue 27: SIGKILL loop over a real event of bots', () => {
  it(`${KILLS} kills at random moments lose no result or round a view was shown, corrupt nothing and leave no temp file`, async () => {
    const base = mkdtempSync(join(tmpdir(), 'ligretto-kill-loop-'));
    dirs.push(base);
    const saves = join(base, 'saves');
    const list = join(base, 'guests.txt');
    writeFileSync(list, ['Ana', 'Bo', 'Cy', 'Di'].join('\n'));
    const random = randoms(SEED);
    /** Per event id: the most games any view was shown, and the view then. */
    const shownEvents = new Map<string, EventView>();
    /** Per night id: the most rounds any view was shown as saved. */
    const shownNights = new Map<string, number>();
    let resultKills = 0;
    let midWrite = 0;
    let games = 0;
    let fresh = true;
    let leftovers: string[] = [];
    for (let k = 0; k < KILLS; k++) {
      const atResult = random() < 0.4;
      const steps = Math.floor(random() * (MAX_STEPS + 1));
      const where = `kill ${k} (${atResult ? 'just after a new result' : `after ${steps} steps`}, seed ${SEED})`;
      const served: Served = await startServe(
        fresh ? ['--event', list, '--event-games', '50', '--event-rounds', '2'] : ['--event', 'resume'],
        {
          data: base,
        },
      );
      let tv: Tv | null = null;
      try {
        // Temp files the last kill left: the start removes them (new ones may belong to this host's own writes).
        expect(
          leftovers.filter((t) => existsSync(join(saves, t))),
          `${where}: the start left the last kill's temp files`,
        ).toEqual([]);
        await served.clock.hold();
        tv = await Tv.open(served.url);
        const first = await tv.first();
        expect(first.saves?.notices ?? [], `${where}: notices at start (a damaged or missing file)`).toEqual([]);
        expect(first.event, `${where}: an event runs`).not.toBeNull();
        const startGames = first.event?.games ?? 0;
        let pressedAt = -1;
        for (let step = 0; ; step++) {
          // One command per snapshot at most (the transport closes a flooding socket): start the next game, or press on
          // at the match's end (it waits for a press even with results moving on by themselves).
          const last = tv.last();
          if (last && last.rev !== pressedAt) {
            if (last.stage === 'lobby' && last.event && !last.event.finished) tv.send({ t: 'control', op: 'start-match' });
            if (last.stage === 'match-over') tv.send({ t: 'control', op: 'continue' });
            pressedAt = last.rev;
          }
          await served.clock.advance(STEP_MS);
          const now = tv.last();
          if (atResult && (now?.event?.games ?? 0) > startGames) break;
          if (!atResult && step >= steps) break;
          if (now?.event?.finished === true) break;
          if (step > 20 * (MAX_STEPS + 1))
            throw new Error(
              `${where}: no result in ${step} steps (stages seen: ${[...new Set(tv.seen.map((x) => x.stage))].join(', ')}; log: ${served.log().slice(-2000)})`,
            );
        }
      } finally {
        served.child.kill('SIGKILL');
        await served.stop();
        tv?.close();
      }
      for (const s of tv?.seen ?? []) {
        if (s.event && (shownEvents.get(s.event.id)?.games ?? -1) < s.event.games) shownEvents.set(s.event.id, s.event);
        const night = s.saves?.night;
        if (night && (shownNights.get(night.id) ?? 0) < night.savedRounds) shownNights.set(night.id, night.savedRounds);
      }
      if (atResult) resultKills++;
      leftovers = temps(saves);
      if (leftovers.length > 0) midWrite++;

      // Every result a view was shown is in the event file, as shown.
      let finished = true;
      for (const [id, shown] of shownEvents) {
        const file = readJson(join(saves, 'events', `${id}.json`), eventFileSchema, 'event');
        const saved = eventView(file);
        expect(saved.games, `${where}: event ${id} keeps every game shown`).toBeGreaterThanOrEqual(shown.games);
        expect(eventView(firstGames(file, shown.games)).leaderboard, `${where}: event ${id} as shown`).toEqual(shown.leaderboard);
        finished = saved.finished;
      }
      // Every night parses, keeps every round shown as saved, and every replay it lists exists.
      const nights = existsSync(join(saves, 'nights')) ? readdirSync(join(saves, 'nights')).filter((n) => n.endsWith('.json')) : [];
      for (const name of nights) {
        const night = readJson(join(saves, 'nights', name), gameNightSchema, 'game night');
        expect(night.rounds.length, `${where}: night ${night.id} keeps every round shown`).toBeGreaterThanOrEqual(
          shownNights.get(night.id) ?? 0,
        );
        for (const round of night.rounds) {
          if (round.replay === null) continue;
          const replay = join(saves, 'replays', `${round.replay}.json`);
          expect(existsSync(replay), `${where}: night ${night.id} lists replay ${round.replay}`).toBe(true);
          expect(() => JSON.parse(readFileSync(replay, 'utf8')) as unknown, `${where}: replay ${round.replay} is complete`).not.toThrow();
        }
      }
      games = [...shownEvents.values()].reduce((n, e) => n + e.games, 0);
      fresh = finished;
    }
    // The last start: the folder is clean and nothing is reported.
    const served = await startServe(['--event', 'resume'], { data: base });
    try {
      expect(leftovers.filter((t) => existsSync(join(saves, t)))).toEqual([]);
      const tv = await Tv.open(served.url);
      expect((await tv.first()).saves?.notices).toEqual([]);
      tv.close();
    } finally {
      await served.stop();
    }
    console.log(`kill loop: ${KILLS} kills (${resultKills} just after a result, ${midWrite} mid-write), ${games} results shown`);
    expect(resultKills, 'some kills came just after a result').toBeGreaterThan(10);
    expect(games, 'the event went on through the kills').toBeGreaterThan(10);
  });
});
