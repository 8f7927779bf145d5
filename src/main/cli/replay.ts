/** `npm run replay -- FILE`: applies a replay file of any registered game and prints the result (REPLAY.md). */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { BUILT_IN_GAMES, type GameRegistry } from '@engine/registry';
import { parseCappedReplay } from '../storage/replay-files';

/** What the command writes and its exit status, kept apart from the process for tests. */
export interface CliOutcome {
  readonly code: 0 | 2;
  readonly stdout: string;
  readonly stderr: string;
}

const fail = (message: string): CliOutcome => ({ code: 2, stdout: '', stderr: `replay: ${message.replace(/\s+/g, ' ')}\n` });

/** Runs the replay command on its arguments. */
export function replayCommand(
  args: readonly string[],
  read: (path: string) => string = (p) => readFileSync(p, 'utf8'),
  games: GameRegistry = BUILT_IN_GAMES,
): CliOutcome {
  const files = args.filter((a) => a !== '--');
  if (files.length !== 1 || files[0] === undefined) return fail('usage: npm run replay -- FILE');
  let text: string;
  try {
    text = read(files[0]);
  } catch (e) {
    return fail(`cannot read ${files[0]}: ${e instanceof Error ? e.message : String(e)}`);
  }
  // The app's own limit (REPLAY_LIMITS): the command applies exactly the files the app imports and watches.
  const parsed = parseCappedReplay(text, games);
  if (!parsed.ok) return fail(parsed.error);
  const run = parsed.rules.replays.run(parsed.file);
  if (!run.ok) return fail(`invalid replay: ${run.problems.join('; ')}`);
  return { code: 0, stdout: `${JSON.stringify(run.output)}\n`, stderr: '' };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outcome = replayCommand(process.argv.slice(2));
  process.stdout.write(outcome.stdout);
  process.stderr.write(outcome.stderr);
  process.exitCode = outcome.code;
}
