/** `npm run sim`: a headless match of bots of any game; prints per-round scores, intent counts, game facts and wall time. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILT_IN_BOTS, replayIntents, runMatch, runRound, type BotRegistry, type GameRoundRun } from '@bots/index';
import { BUILT_IN_GAMES, type GameRegistry } from '@engine/registry';
import type { AnyGameRules } from '@shared/game';
import { calibrate, calibrationText, DEFAULT_CALIBRATION } from '@bots/ligretto/calibration';
import { parseSimArgs, SIM_USAGE, type SimArgs } from './args';
import { envelopeText } from './replay-envelope';

/** What the command writes and its exit status (1: a round failed its safety limit, 2: bad arguments). */
export interface SimOutcome {
  readonly code: 0 | 1 | 2;
  readonly stdout: string;
  readonly stderr: string;
}

/** One round in the report. */
export interface RoundReport {
  readonly round: number;
  readonly outcome: 'finished' | 'time-limit' | 'bad-setup';
  /** The player who ended the round (Ligretto: who called stop), null when nobody did (a blockade end). */
  readonly finisher: number | null;
  readonly scores: readonly number[];
  readonly totals: readonly number[];
  readonly intents: number;
  readonly applied: number;
  readonly rejected: number;
  readonly rejectedByReason: Readonly<Record<string, number>>;
  /** The game's own counts (Ligretto: blockades, reshuffles). */
  readonly facts: Readonly<Record<string, number>>;
  readonly gameMs: number;
  readonly replayFile: string | null;
}

/** The whole report, as `--json` prints it. */
export interface SimReport {
  readonly ok: boolean;
  readonly game: string;
  readonly players: number;
  readonly seed: number;
  readonly rounds: number | null;
  readonly bots: readonly string[];
  readonly options: Readonly<Record<string, string | number | boolean | null>>;
  readonly results: readonly RoundReport[];
  readonly totals: readonly number[];
  readonly winners: readonly number[];
  readonly wallMs: number;
}

/** The outside world the command touches: a file writer and a wall clock. */
export interface SimIo {
  readonly save: (dir: string, name: string, text: string) => string;
  readonly wallNow: () => number;
}

/** The games and bots sim can run (the built-in ones unless a test brings its own). */
export interface SimGames {
  readonly games: GameRegistry;
  readonly bots: BotRegistry;
}

const fileIo: SimIo = {
  save: (dir, name, text) => {
    mkdirSync(dir, { recursive: true });
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  },
  wallNow: () => performance.now(),
};

const fail = (message: string): SimOutcome => ({ code: 2, stdout: '', stderr: `sim: ${message.replace(/\s+/g, ' ')}\n` });

type Run = GameRoundRun<unknown, { readonly player: number }>;

function roundReport(rules: AnyGameRules, run: Run, replayFile: string | null): RoundReport {
  const match = rules.match(run.state);
  const result = rules.roundResult(run.state);
  return {
    round: match.round,
    outcome: run.ok ? 'finished' : run.outcome,
    finisher: result?.finisher ?? null,
    scores: result?.points ?? [],
    totals: match.totals,
    intents: run.log.length,
    applied: run.applied,
    rejected: run.log.length - run.applied,
    rejectedByReason: run.rejected,
    facts: rules.roundFacts(run.state),
    gameMs: run.durationMs,
    replayFile,
  };
}

function saveReplays(args: SimArgs, rules: AnyGameRules, runs: readonly Run[], io: SimIo): (string | null)[] | string {
  const dir = args.saveReplay;
  if (dir === null) return runs.map(() => null);
  try {
    return runs.map((run) => {
      const round = rules.match(run.state).round;
      const file = rules.replays.fileFor(run.state, replayIntents(run.log));
      const text = typeof file === 'object' && file !== null ? envelopeText(rules.id, file) : JSON.stringify(file);
      return io.save(dir, `round-${String(round).padStart(2, '0')}.json`, text);
    });
  } catch (e) {
    return `cannot save replays in ${dir}: ${e instanceof Error ? e.message : String(e)}`;
  }
}

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
const seats = (values: readonly number[]): string => values.map((v, i) => `s${i} ${signed(v)}`).join('  ');

function levelSummary(bots: readonly string[]): string {
  const first = bots[0] ?? '';
  return bots.every((b) => b === first) ? `${first} x${bots.length}` : bots.join(',');
}

function counts(record: Readonly<Record<string, number>>, sep: string): string {
  return Object.entries(record)
    .map(([name, n]) => `${name}${sep}${n}`)
    .join(', ');
}

function optionSummary(options: Readonly<Record<string, string | number | boolean | null>>): string {
  const parts = Object.entries(options).flatMap(([k, v]) =>
    v === false || v === null || v === undefined ? [] : [v === true ? k : `${k} ${String(v)}`],
  );
  return parts.length > 0 ? `, ${parts.join(', ')}` : '';
}

/** The report as the text people read. */
export function reportText(report: SimReport): string {
  const rounds = report.rounds === null ? 'to the target' : `${report.rounds} rounds`;
  const out = [
    `sim: ${report.players} players, seed ${report.seed}, ${rounds}, bots ${levelSummary(report.bots)}` +
      `${report.game === 'ligretto' ? '' : `, game ${report.game}`}${optionSummary(report.options)}`,
  ];
  for (const r of report.results) {
    const end =
      r.outcome !== 'finished'
        ? `FAILED (${r.outcome})`
        : r.finisher !== null
          ? `stopped by s${r.finisher}`
          : 'ended by no one (blockade end)';
    const rejected = Object.keys(r.rejectedByReason).length > 0 ? ` (${counts(r.rejectedByReason, ' ')})` : '';
    const facts = Object.keys(r.facts).length > 0 ? `; ${counts(r.facts, ' ')}` : '';
    out.push(
      `round ${r.round}: ${end} after ${(r.gameMs / 1000).toFixed(1)} s game time; intents ${r.intents}: ` +
        `applied ${r.applied}, rejected ${r.rejected}${rejected}${facts}`,
      `  scores  ${seats(r.scores)}`,
      `  totals  ${seats(r.totals)}`,
    );
    if (r.replayFile !== null) out.push(`  replay  ${r.replayFile}`);
  }
  const winners = report.winners.map((w) => `s${w}`).join(', ');
  if (winners !== '') out.push(`winner${report.winners.length > 1 ? 's' : ''}: ${winners} with ${Math.max(...report.totals)} points`);
  out.push(`wall time ${report.wallMs.toFixed(0)} ms`);
  return `${out.join('\n')}\n`;
}

/** `--stats`: Ligretto's bot calibration table (Markdown, or the measured values with `--json`). */
function statsCommand(args: SimArgs): SimOutcome {
  if (args.game !== 'ligretto') return fail('--stats calibrates the Ligretto bots only');
  const recycle = args.options['recycle'] === 'shuffle' ? 'shuffle' : 'turn-over';
  try {
    const table = calibrate({
      ...DEFAULT_CALIBRATION,
      rounds: args.rounds ?? DEFAULT_CALIBRATION.rounds,
      firstSeed: args.seed,
      options: { recycle },
      round: { rejectLockMs: args.rejectLockMs },
    });
    const heading = `## Bot calibration (F1 lock ${args.rejectLockMs === 0 ? 'off' : `${args.rejectLockMs} ms`}, recycle ${recycle})`;
    const stdout = args.json ? `${JSON.stringify(table)}\n` : calibrationText(table, heading);
    return { code: 0, stdout, stderr: '' };
  } catch (e) {
    return { code: 1, stdout: '', stderr: `sim: ${e instanceof Error ? e.message : String(e)}\n` };
  }
}

/** Runs the sim command on its arguments. */
export function simCommand(
  argv: readonly string[],
  io: SimIo = fileIo,
  available: SimGames = { games: BUILT_IN_GAMES, bots: BUILT_IN_BOTS },
): SimOutcome {
  const parsed = parseSimArgs(argv);
  if (!parsed.ok) return fail(`${parsed.error}; ${SIM_USAGE}`);
  const args = parsed.value;
  if (args.stats) return statsCommand(args);
  const rules = available.games.get(args.game);
  const bot = available.bots.get(args.game);
  if (rules === null || bot === null)
    return fail(`--game: no game "${args.game}" (games: ${available.games.games.map((g) => g.id).join(', ')})`);
  const options = rules.options(
    args.options,
    args.handicap.map((stackSize, seat) => ({ seat, stackSize })),
  );
  const problems = rules.optionProblems(options);
  if (problems.length > 0) return fail(problems.join('; '));
  const game = rules.setup(options, args.seed);
  if (!game.ok) return fail(game.problems.join('; '));
  const started = io.wallNow();
  const match = runMatch(
    rules,
    game.state,
    {
      levels: args.bots,
      seed: args.seed,
      maxGameMs: args.maxGameSeconds * 1000,
      rejectLockMs: args.rejectLockMs,
      ...(args.rounds === null ? {} : { maxRounds: args.rounds }),
    },
    (state, setup) => runRound(rules, bot, state, setup),
  );
  const wallMs = io.wallNow() - started;
  const files = saveReplays(args, rules, match.rounds, io);
  if (typeof files === 'string') return fail(files);
  const facts = rules.match(match.state);
  const report: SimReport = {
    ok: match.ok,
    game: rules.id,
    players: args.players,
    seed: args.seed,
    rounds: args.rounds,
    bots: args.bots,
    options: args.options,
    results: match.rounds.map((run, i) => roundReport(rules, run, files[i] ?? null)),
    totals: facts.totals,
    winners: facts.winners,
    wallMs,
  };
  const stdout = args.json ? `${JSON.stringify(report)}\n` : reportText(report);
  if (match.ok) return { code: 0, stdout, stderr: '' };
  const failed = match.rounds.at(-1);
  return {
    code: 1,
    stdout,
    stderr: `sim: round ${match.failedRound} failed (${failed?.ok === false ? failed.outcome : 'unknown'}) with seed ${args.seed}\n`,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outcome = simCommand(process.argv.slice(2));
  process.stdout.write(outcome.stdout);
  process.stderr.write(outcome.stderr);
  process.exitCode = outcome.code;
}
