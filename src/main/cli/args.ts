/** Command-line arguments of `npm run sim`, parsed and checked into one value or one line saying what is wrong. */
import { parseArgs } from 'node:util';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '@bots/index';
import { MAX_PLAYERS, MIN_PLAYERS } from '@shared/games/ligretto/options';

/** Everything the sim command needs, with defaults filled in. */
export interface SimArgs {
  readonly players: number;
  readonly seed: number;
  readonly rounds: number;
  /** One level per seat. */
  readonly bots: readonly BotLevel[];
  readonly advancedRow: boolean;
  readonly json: boolean;
  readonly saveReplay: string | null;
  /** Game-time safety limit per round; a round that passes it fails the run. */
  readonly maxGameSeconds: number;
}

/** The usage line shown with argument errors. */
export const SIM_USAGE =
  'usage: npm run sim -- --players N --seed S --rounds R --bots LEVEL[,LEVEL...] [--advanced-row] [--json] [--save-replay DIR] [--max-game-seconds T]';

const DEFAULTS = { players: 4, seed: 1, rounds: 1, bots: 'skilled', maxGameSeconds: 1800 } as const;

type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

function integer(name: string, text: string | undefined, fallback: number, min: number, max: number): Parsed<number> {
  if (text === undefined) return { ok: true, value: fallback };
  const value = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
    return { ok: false, error: `--${name} must be an integer from ${min} to ${max}, got "${text}"` };
  }
  return { ok: true, value };
}

function levels(text: string, players: number): Parsed<BotLevel[]> {
  const names = text.split(',').map((s) => s.trim());
  const unknown = names.find((n) => !isBotLevel(n));
  if (unknown !== undefined) return { ok: false, error: `--bots: unknown level "${unknown}" (levels: ${BOT_LEVELS.join(', ')})` };
  const valid = names.filter(isBotLevel);
  if (valid.length === 1) return { ok: true, value: new Array<BotLevel>(players).fill(valid[0] as BotLevel) };
  if (valid.length !== players) return { ok: false, error: `--bots lists ${valid.length} levels for ${players} players` };
  return { ok: true, value: valid };
}

const OPTIONS = {
  players: { type: 'string' },
  seed: { type: 'string' },
  rounds: { type: 'string' },
  bots: { type: 'string' },
  'advanced-row': { type: 'boolean' },
  json: { type: 'boolean' },
  'save-replay': { type: 'string' },
  'max-game-seconds': { type: 'string' },
} as const;

type RawValues = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; strict: true; allowPositionals: false }>>['values'];

function raw(argv: readonly string[]): Parsed<RawValues> {
  try {
    const args = argv.filter((a) => a !== '--');
    return { ok: true, value: parseArgs({ args, options: OPTIONS, strict: true, allowPositionals: false }).values };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

/** Parses the sim command's arguments (a leading `--` from npm is ignored). */
export function parseSimArgs(argv: readonly string[]): Parsed<SimArgs> {
  const parsed = raw(argv);
  if (!parsed.ok) return parsed;
  const values = parsed.value;
  const players = integer('players', values.players, DEFAULTS.players, MIN_PLAYERS, MAX_PLAYERS);
  if (!players.ok) return players;
  const seed = integer('seed', values.seed, DEFAULTS.seed, -(2 ** 31), 2 ** 32 - 1);
  if (!seed.ok) return seed;
  const rounds = integer('rounds', values.rounds, DEFAULTS.rounds, 1, 1000);
  if (!rounds.ok) return rounds;
  const bots = levels(values.bots ?? DEFAULTS.bots, players.value);
  if (!bots.ok) return bots;
  const maxGame = integer('max-game-seconds', values['max-game-seconds'], DEFAULTS.maxGameSeconds, 1, 24 * 3600);
  if (!maxGame.ok) return maxGame;
  const saveReplay = values['save-replay'] ?? null;
  if (saveReplay !== null && saveReplay.trim() === '') return { ok: false, error: '--save-replay needs a directory' };
  return {
    ok: true,
    value: {
      players: players.value,
      seed: seed.value,
      rounds: rounds.value,
      bots: bots.value,
      advancedRow: values['advanced-row'] ?? false,
      json: values.json ?? false,
      saveReplay,
      maxGameSeconds: maxGame.value,
    },
  };
}
