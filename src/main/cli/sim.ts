/** `npm run sim`: a headless match of bots; prints per-round scores, intent counts, blockades and wall time. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { replayIntents, simulateMatch, type RoundRun } from '@bots/index';
import { newGame, replayFileFor, roundSeed } from '@engine/ligretto/index';
import type { RejectReason } from '@shared/games/ligretto/intent';
import { resolveOptions, type RuleOptions } from '@shared/games/ligretto/options';
import type { ReplayFile } from '@shared/games/ligretto/replay';
import { parseSimArgs, SIM_USAGE, type SimArgs } from './args';

/** What the command writes and its exit status (1: a round failed its safety limit, 2: bad arguments). */
export interface SimOutcome {
  readonly code: 0 | 1 | 2;
  readonly stdout: string;
  readonly stderr: string;
}

/** One round in the report. */
export interface RoundReport {
  readonly round: number;
  readonly outcome: RoundRun['outcome'];
  readonly stoppedBy: number | null;
  readonly scores: readonly number[];
  readonly totals: readonly number[];
  readonly intents: number;
  readonly applied: number;
  readonly rejected: number;
  readonly rejectedByReason: Readonly<Partial<Record<RejectReason, number>>>;
  readonly blockades: number;
  readonly reshuffles: number;
  readonly gameMs: number;
  readonly replayFile: string | null;
}

/** The whole report, as `--json` prints it. */
export interface SimReport {
  readonly ok: boolean;
  readonly players: number;
  readonly seed: number;
  readonly rounds: number;
  readonly bots: readonly string[];
  readonly advancedRow: boolean;
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

/** A replay file as JSON with one deal entry and one intent per line. */
export function replayText(file: ReplayFile): string {
  const lines = (items: readonly unknown[]): string => items.map((i) => `    ${JSON.stringify(i)}`).join(',\n');
  const deal = file.deal ?? [];
  return `{\n  "options": ${JSON.stringify(file.options)},\n  "seed": ${JSON.stringify(file.seed ?? 0)},\n  "deal": [\n${lines(deal)}\n  ],\n  "intents": [\n${lines(file.intents)}\n  ]\n}\n`;
}

function roundReport(run: RoundRun, replayFile: string | null): RoundReport {
  const s = run.state;
  return {
    round: s.match.round,
    outcome: run.outcome,
    stoppedBy: s.stoppedBy,
    scores: s.scores?.map((x) => x.points) ?? [],
    totals: s.match.totals,
    intents: run.log.length,
    applied: run.applied,
    rejected: run.log.length - run.applied,
    rejectedByReason: run.rejected,
    blockades: run.blockades,
    reshuffles: run.reshuffles,
    gameMs: run.durationMs,
    replayFile,
  };
}

function saveReplays(args: SimArgs, options: RuleOptions, runs: readonly RoundRun[], io: SimIo): (string | null)[] | string {
  const dir = args.saveReplay;
  if (dir === null) return runs.map(() => null);
  try {
    return runs.map((run) => {
      const round = run.state.match.round;
      const file = replayFileFor(options, roundSeed(args.seed, round), replayIntents(run.log));
      return io.save(dir, `round-${String(round).padStart(2, '0')}.json`, replayText(file));
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

function reasons(r: RoundReport): string {
  const parts = Object.entries(r.rejectedByReason).map(([reason, n]) => `${reason} ${n}`);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/** The report as the text people read. */
export function reportText(report: SimReport): string {
  const out = [
    `sim: ${report.players} players, seed ${report.seed}, ${report.rounds} rounds, bots ${levelSummary(report.bots)}` +
      `${report.advancedRow ? ', advanced row' : ''}`,
  ];
  for (const r of report.results) {
    const end =
      r.outcome === 'stopped'
        ? `stopped by s${r.stoppedBy ?? '?'}`
        : r.outcome === 'blockade-end'
          ? 'blockade end'
          : `FAILED (${r.outcome})`;
    out.push(
      `round ${r.round}: ${end} after ${(r.gameMs / 1000).toFixed(1)} s game time; intents ${r.intents}: ` +
        `applied ${r.applied}, rejected ${r.rejected}${reasons(r)}; blockades ${r.blockades}, reshuffles ${r.reshuffles}`,
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

/** Runs the sim command on its arguments. */
export function simCommand(argv: readonly string[], io: SimIo = fileIo): SimOutcome {
  const parsed = parseSimArgs(argv);
  if (!parsed.ok) return fail(`${parsed.error}; ${SIM_USAGE}`);
  const args = parsed.value;
  const options = resolveOptions({ players: args.players, rounds: args.rounds, advancedRow: args.advancedRow });
  const game = newGame(options, args.seed);
  if (!game.ok) return fail(game.problems.join('; '));
  const started = io.wallNow();
  const match = simulateMatch(game.state, {
    levels: args.bots,
    seed: args.seed,
    maxRounds: args.rounds,
    maxGameMs: args.maxGameSeconds * 1000,
  });
  const wallMs = io.wallNow() - started;
  const files = saveReplays(args, options, match.rounds, io);
  if (typeof files === 'string') return fail(files);
  const report: SimReport = {
    ok: match.ok,
    players: args.players,
    seed: args.seed,
    rounds: args.rounds,
    bots: args.bots,
    advancedRow: args.advancedRow,
    results: match.rounds.map((run, i) => roundReport(run, files[i] ?? null)),
    totals: match.state.match.totals,
    winners: match.state.match.winners,
    wallMs,
  };
  const stdout = args.json ? `${JSON.stringify(report)}\n` : reportText(report);
  if (match.ok) return { code: 0, stdout, stderr: '' };
  const failed = match.rounds.at(-1)?.outcome ?? 'unknown';
  return { code: 1, stdout, stderr: `sim: round ${match.failedRound} failed (${failed}) with seed ${args.seed}\n` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outcome = simCommand(process.argv.slice(2));
  process.stdout.write(outcome.stdout);
  process.stderr.write(outcome.stderr);
  process.exitCode = outcome.code;
}
