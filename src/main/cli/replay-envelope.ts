/** The replay file envelope of REPLAY.md "Other games": an optional top-level `game`, the rest that game's file. */
import type { GameRegistry } from '@engine/game-registry';
import { DEFAULT_GAME, gameIdSchema, type AnyGameRules } from '@shared/game';
import type { z } from 'zod';

/** A file read for its game: the game's rules and its file, or one line saying what is wrong. */
export type Enveloped =
  { readonly ok: true; readonly rules: AnyGameRules; readonly file: unknown } | { readonly ok: false; readonly error: string };

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'file';
  return `invalid replay at ${where}: ${issue?.message ?? 'unknown problem'}`;
}

/** Parses JSON text as a replay file of one of the registered games (`ligretto` when it names none). */
export function parseEnvelope(text: string, games: GameRegistry): Enveloped {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `invalid JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { ok: false, error: 'invalid replay at file: not an object' };
  const named: unknown = 'game' in json ? json.game : undefined;
  const rest = Object.fromEntries(Object.entries(json).filter(([key]) => key !== 'game'));
  const id = gameIdSchema.safeParse(named ?? DEFAULT_GAME);
  if (!id.success) return { ok: false, error: firstIssue(id.error) };
  const rules = games.get(id.data);
  if (rules === null)
    return { ok: false, error: `invalid replay at game: no game "${id.data}" (games: ${games.games.map((g) => g.id).join(', ')})` };
  const file = rules.replays.fileSchema.safeParse(rest);
  if (!file.success) return { ok: false, error: firstIssue(file.error) };
  return { ok: true, rules, file: file.data };
}

/** A replay file as text: `game` first, then each top-level field, arrays one item per line. */
export function envelopeText(game: string, file: object): string {
  const fields = Object.entries({ game, ...file }).map(([key, value]) => {
    if (!Array.isArray(value)) return `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`;
    if (value.length === 0) return `  ${JSON.stringify(key)}: []`;
    return `  ${JSON.stringify(key)}: [\n${value.map((v) => `    ${JSON.stringify(v)}`).join(',\n')}\n  ]`;
  });
  return `{\n${fields.join(',\n')}\n}\n`;
}
