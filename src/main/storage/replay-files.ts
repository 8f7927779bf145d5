/** Replay files of any game (REPLAY.md, "Other games"): read through the envelope, capped, checked by their game, written. */
import { BUILT_IN_GAMES, type GameRegistry } from '@engine/registry';
import { DEFAULT_GAME, type AnyGameRules, type GameId } from '@shared/game';
import { parseEnvelope } from '../cli/replay-envelope';
import { replayIntentsProblem, replaySizeProblem, REPLAY_LIMITS, utf8Bytes } from '@shared/replay-limits';
import { withoutBom } from './atomic-file';

/** Largest replay file the host reads, checks, watches or imports, in UTF-8 bytes (the shared REPLAY_LIMITS). */
export const MAX_REPLAY_BYTES = REPLAY_LIMITS.maxBytes;

/** Most intents a replay may hold (the shared REPLAY_LIMITS). */
export const MAX_REPLAY_INTENTS = REPLAY_LIMITS.maxIntents;

/** A replay file read for its game: the game's rules and its file (the envelope's `game` taken off). */
export type ReadReplay =
  { readonly ok: true; readonly rules: AnyGameRules; readonly file: unknown } | { readonly ok: false; readonly error: string };

/** The complete check of a replay text (a library takes one, so tests can count its runs). */
export type ReplayCheck = (text: string) => ReadReplay;

/** A replay text parsed for its game and within the caps (REPLAY_LIMITS), not yet run by the game. */
export function parseCappedReplay(text: string, games: GameRegistry = BUILT_IN_GAMES): ReadReplay {
  // Characters first: a text of more characters than the limit has more bytes too, and is not measured.
  const tooLarge = text.length > REPLAY_LIMITS.maxBytes ? replaySizeProblem(text.length) : replaySizeProblem(utf8Bytes(text));
  if (tooLarge !== null) return { ok: false, error: tooLarge };
  const parsed = parseEnvelope(withoutBom(text), games);
  if (!parsed.ok) return parsed;
  const tooMany = replayIntentsProblem(parsed.rules.replays.intents(parsed.file).length);
  return tooMany === null ? parsed : { ok: false, error: tooMany };
}

/** Checks a replay text completely: the caps and the schemas, then its game applies it; or one line saying what is wrong. */
export function checkReplayText(text: string, games: GameRegistry = BUILT_IN_GAMES): ReadReplay {
  const parsed = parseCappedReplay(text, games);
  if (!parsed.ok) return parsed;
  const run = parsed.rules.replays.run(parsed.file);
  if (!run.ok) return { ok: false, error: `invalid replay: ${run.problems.join('; ')}` };
  return parsed;
}

/**
 * The text a replay file is written in: one JSON object, `game` first unless it is the default game (so a Ligretto
 * file reads as it always did), then the file's fields, each array one item per line.
 */
export function replayText(game: GameId, file: unknown): string {
  const fields = typeof file === 'object' && file !== null ? Object.entries(file) : [];
  const all = game === DEFAULT_GAME ? fields : [['game', game] as const, ...fields];
  const lines = all
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const name = JSON.stringify(key);
      if (!Array.isArray(value)) return `  ${name}: ${JSON.stringify(value)}`;
      if (value.length === 0) return `  ${name}: []`;
      return `  ${name}: [\n${value.map((v) => `    ${JSON.stringify(v)}`).join(',\n')}\n  ]`;
    });
  return `{\n${lines.join(',\n')}\n}\n`;
}
