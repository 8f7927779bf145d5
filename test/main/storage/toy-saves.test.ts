/**
 * Saves for any game: a test-only game's night is saved after every round, offered and resumed after a restart at
 * the same totals, and its round replays are written, replay to the same state and can be watched, with no Ligretto
 * file involved (the saves reach the game only through its GameRules).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { botRegistry, ligrettoBot } from '@bots/index';
import { ligrettoRules } from '@engine/ligretto/rules';
import { gameRegistry } from '@engine/registry';
import { ManualClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { Saves } from '@main/storage/Saves';
import { checkReplayText } from '@main/storage/replay-files';
import { connectInProcessWith } from '@main/transport/in-process';
import { gameNightSchema } from '@shared/night-schema';
import { PROTOCOL_VERSION, type ClientMessage } from '@shared/protocol';
import { hostMessageDecoder } from '@shared/protocol-schema';
import type { SavesCommand } from '@shared/saves-protocol';
import { TOY_REASONS, toyBot, toyEventSchema, toyRules, toyStateSchema, type ToyState } from '../../support/toy-game';
import { flush, steppingNow, tempDir } from './helpers';

/**
 * The toy plays three rounds a match. A test-only game has no line in the lobby options registry
 * (src/shared/games/lobby-registry.ts), so the lobby cannot set its rounds: its rules fix them.
 */
const toyThreeRounds: typeof toyRules = { ...toyRules, options: (_lobby, seats) => toyRules.options({ rounds: 3 }, seats) };
const GAMES = gameRegistry([ligrettoRules, toyThreeRounds]);
const BOTS = botRegistry([ligrettoBot, toyBot]);

const decode = hostMessageDecoder({
  state: toyStateSchema,
  event: toyEventSchema,
  intentKind: z.enum(['press']),
  reason: z.enum(Object.keys(TOY_REASONS) as [keyof typeof TOY_REASONS]),
});
type ToyMessage = Extract<ReturnType<typeof decode>, { ok: true }>['msg'];
type ToySnapshot = Extract<ToyMessage, { t: 'snapshot' }>['snapshot'];

/** A host with saves in `root` that knows the toy game, and one view decoding the toy's messages. */
function toyHost(root: string) {
  const clock = new ManualClock();
  const logs: string[] = [];
  let seed = 5;
  const session = new Session({ autoAdvance: true, clock, seed: () => seed++, log: (l) => logs.push(l), games: GAMES, bots: BOTS });
  const saves = new Saves({ root, log: (l) => logs.push(l), now: steppingNow(), random: () => 0.5, games: GAMES }).load();
  session.attachSaves(saves);
  const inbox: ToyMessage[] = [];
  const link = connectInProcessWith(session, decode, (m) => void inbox.push(m));
  const send = (msg: ClientMessage): void => link.send(msg);
  const last = (): ToySnapshot => {
    const s = inbox.flatMap((m) => (m.t === 'snapshot' ? [m.snapshot] : [])).at(-1);
    if (!s) throw new Error('no snapshot yet');
    return s;
  };
  /** Runs the clock until `done` holds for the newest snapshot, letting disk writes finish. */
  const until = async (done: (s: ToySnapshot) => boolean, what: string): Promise<ToySnapshot> => {
    await flush();
    for (let i = 0; i < 2000 && !done(last()); i++) {
      clock.advance(50);
      await flush();
    }
    await saves.idle();
    expect(done(last()), `${what} (stuck in ${last().stage})`).toBe(true);
    return last();
  };
  const saves_ = async (cmd: SavesCommand): Promise<void> => {
    send({ t: 'saves', cmd });
    await flush();
    await saves.idle();
  };
  return { clock, session, saves, logs, inbox, send, last, until, command: saves_ };
}

describe('saves of a game other than Ligretto (the toy game)', () => {
  it('M1-M3 a toy night saved mid-match is offered after a restart and resumed at the same totals; its replay reproduces the round', async () => {
    const root = tempDir('toy-saves');
    const first = toyHost(root);
    first.send({ t: 'hello', protocol: PROTOCOL_VERSION });
    first.send({ t: 'lobby', cmd: { op: 'set-game', game: 'toy-presses' } });
    first.send({ t: 'lobby', cmd: { op: 'add-bot', level: 'instant' } });
    first.send({ t: 'lobby', cmd: { op: 'add-bot', level: 'expert' } });
    const ended: ToyState[] = [];
    first.session.observe((s) => {
      const state = toyStateSchema.safeParse(s.state);
      if (state.success && state.data.phase === 'round-over' && ended.at(-1)?.round !== state.data.round) ended.push(state.data);
    });
    first.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(first.last()).toMatchObject({ game: 'toy-presses', stage: 'countdown' });

    // Round 1 is won and saved; the host goes away while round 2 is dealt.
    const saved = await first.until((s) => s.stage === 'stopped', 'round 1 won');
    expect(first.session.snapshot().saves?.night?.savedRounds).toBe(1);
    const id = saved.saves?.night?.id ?? '';
    const round1 = ended[0];
    if (!round1) return expect.fail('round 1 never ended');
    const totals = toyRules.match(round1).totals;
    const night = gameNightSchema.parse(JSON.parse(readFileSync(join(root, 'nights', `${id}.json`), 'utf8')));
    expect(night).toMatchObject({ game: 'toy-presses', status: 'playing', round: 1, totals, options: { players: 2, rounds: 3 } });
    const names = saved.players.map((seat) => saved.seats[seat]?.name);
    expect(night.rounds[0]).toMatchObject({ points: totals, stoppedBy: round1.winner, names });

    // The round's replay file names its game, passes the toy's own check and replays to the same state.
    const replayId = night.rounds[0]?.replay ?? '';
    const text = readFileSync(join(root, 'replays', `${replayId}.json`), 'utf8');
    expect(JSON.parse(text)).toMatchObject({ game: 'toy-presses', options: { players: 2, rounds: 3 }, seed: round1.seed });
    const checked = checkReplayText(text, GAMES);
    if (!checked.ok) return expect.fail(checked.error);
    expect(checked.rules.id).toBe('toy-presses');
    const run = checked.rules.replays.run(checked.file);
    if (!run.ok) return expect.fail(run.problems.join('; '));
    expect(toyRules.hash(toyStateSchema.parse(run.final))).toBe(toyRules.hash(round1));
    // The built-in games alone do not know it: the file is refused, not misread as Ligretto.
    const builtIn = checkReplayText(text);
    expect(builtIn.ok === false && builtIn.error).toMatch(/no game "toy-presses"/);

    // A restart (a new host on the same folder) offers the toy night with its totals; accepting picks the toy game.
    const second = toyHost(root);
    second.send({ t: 'hello', protocol: PROTOCOL_VERSION });
    await flush();
    expect(second.last().game).toBe('ligretto');
    const offer = second.last().saves?.resume;
    expect(offer).toMatchObject({ night: id, rounds: 1 });
    expect(offer?.players.map((p) => p.total)).toEqual(totals);
    await second.command({ op: 'resume-night', night: id });
    expect(second.last()).toMatchObject({ game: 'toy-presses', saves: { resuming: { night: id } } });
    second.send({ t: 'control', op: 'start-match' });
    await flush();
    const resumed = second.last();
    expect(resumed).toMatchObject({ game: 'toy-presses', stage: 'countdown', players: [0, 1] });
    const state = toyStateSchema.parse(resumed.state);
    expect(state).toMatchObject({ round: 2, seed: round1.seed, phase: 'awaiting-start' });
    expect(toyRules.match(state).totals).toEqual(totals);

    // The night goes on in the same file and ends after round 3, counted in the players' profiles.
    const over = await second.until((s) => s.stage === 'match-over', 'the match ends');
    expect(over.saves?.night?.id).toBe(id);
    const done = gameNightSchema.parse(JSON.parse(readFileSync(join(root, 'nights', `${id}.json`), 'utf8')));
    expect(done).toMatchObject({ status: 'over', round: 3 });
    expect(done.rounds.slice(0, 1)).toEqual(night.rounds);
    expect(done.totals.reduce((a, b) => a + b, 0)).toBe(3);
    const bot = second.saves.profiles().find((p) => p.name === names[0]);
    expect(bot?.nights[0]).toMatchObject({ night: id, game: 'toy-presses', status: 'over', scores: done.rounds.map((r) => r.points[0]) });
  });

  it("a toy replay is watched frame by frame with the toy's own rules, ending on the round's final state", async () => {
    const root = tempDir('toy-watch');
    const host = toyHost(root);
    host.send({ t: 'hello', protocol: PROTOCOL_VERSION });
    host.send({ t: 'lobby', cmd: { op: 'set-game', game: 'toy-presses' } });
    host.send({ t: 'lobby', cmd: { op: 'add-bot', level: 'instant' } });
    host.send({ t: 'lobby', cmd: { op: 'add-bot', level: 'instant' } });
    host.send({ t: 'control', op: 'start-match' });
    const over = await host.until((s) => s.stage === 'match-over', 'the one-round match ends');
    const live = toyStateSchema.parse(over.state);
    host.send({ t: 'control', op: 'end-match' });
    await flush();
    const [entry] = host.saves.library.list();
    expect(entry).toMatchObject({ game: 'toy-presses', source: 'night', players: 2, intents: TOY_INTENTS(live) });

    await host.command({ op: 'watch-replay', replay: entry?.id ?? '' });
    expect(host.last()).toMatchObject({ game: 'toy-presses', stage: 'countdown', replay: { id: entry?.id, status: 'playing' } });
    const end = await host.until((s) => s.replay?.status === 'ended', 'the replay ends');
    expect(end.stage).toBe('scores');
    expect(toyRules.hash(toyStateSchema.parse(end.state))).toBe(toyRules.hash(live));
  });
});

/** Presses a round took: every one the game accepted. */
function TOY_INTENTS(state: ToyState): number {
  return state.presses.reduce((a, b) => a + b, 0);
}
