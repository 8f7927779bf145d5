/** Command-line arguments of `npm run sim`, parsed and checked into one value or one line saying what is wrong. */
import { parseArgs } from 'node:util';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '@bots/index';
import { DEFAULT_GAME, gameIdSchema } from '@shared/game';
import { DEFAULT_STACK, DEFAULT_TARGET, MAX_PLAYERS, MIN_PLAYERS, MIN_STACK } from '@shared/games/ligretto/options';

/** Everything the sim command needs, with defaults filled in. */
export interface SimArgs {
  readonly players: number;
  readonly seed: number;
  /** One level per seat. */
  readonly bots: readonly BotLevel[];
  /** The game to simulate (`ligretto` by default). */
  readonly game: string;
  /** Rounds to play; null plays until the match is over (with --target). */
  readonly rounds: number | null;
  /** The game's options as the lobby would give them (Ligretto: rowSize, blockade, target, rounds, advancedRow). */
  readonly options: Readonly<Record<string, string | number | boolean | null>>;
  /** One stack size per seat (Ligretto S2 handicap). */
  readonly handicap: readonly number[];
  readonly advancedRow: boolean;
  readonly json: boolean;
  readonly saveReplay: string | null;
  /** Game-time safety limit per round; a round that passes it fails the run. */
  readonly maxGameSeconds: number;
}

/** The usage line shown with argument errors. */
export const SIM_USAGE =
  'usage: npm run sim -- [--game ID] --players N --seed S --rounds R --bots LEVEL[,LEVEL...] [--row-size official|large-table] ' +
  '[--blockade reshuffle|end-round] [--handicap N[,N...]] [--target T] [--advanced-row] [--json] [--save-replay DIR] [--max-game-seconds T]';

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

function choice(name: string, text: string | undefined, allowed: readonly string[]): Parsed<string | null> {
  if (text === undefined) return { ok: true, value: null };
  if (!allowed.includes(text)) return { ok: false, error: `--${name} must be one of ${allowed.join(', ')}, got "${text}"` };
  return { ok: true, value: text };
}

function stacks(text: string | undefined, players: number): Parsed<number[]> {
  if (text === undefined) return { ok: true, value: new Array<number>(players).fill(DEFAULT_STACK) };
  const sizes: number[] = [];
  for (const part of text.split(',')) {
    const size = integer('handicap', part.trim(), DEFAULT_STACK, MIN_STACK, DEFAULT_STACK);
    if (!size.ok) return size;
    sizes.push(size.value);
  }
  if (sizes.length === 1) return { ok: true, value: new Array<number>(players).fill(sizes[0] ?? DEFAULT_STACK) };
  if (sizes.length !== players) return { ok: false, error: `--handicap lists ${sizes.length} stack sizes for ${players} players` };
  return { ok: true, value: sizes };
}

const OPTIONS = {
  game: { type: 'string' },
  'row-size': { type: 'string' },
  blockade: { type: 'string' },
  handicap: { type: 'string' },
  target: { type: 'string' },
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
  const target = values.target === undefined ? null : integer('target', values.target, DEFAULT_TARGET, 1, 100000);
  if (target !== null && !target.ok) return target;
  // With a target the match plays until someone reaches it (M1), unless --rounds caps it; else --rounds rounds (M2).
  const rounds = values.rounds === undefined && target !== null ? null : integer('rounds', values.rounds, DEFAULTS.rounds, 1, 1000);
  if (rounds !== null && !rounds.ok) return rounds;
  const rowSize = choice('row-size', values['row-size'], ['official', 'large-table']);
  if (!rowSize.ok) return rowSize;
  const blockade = choice('blockade', values.blockade, ['reshuffle', 'end-round']);
  if (!blockade.ok) return blockade;
  const handicap = stacks(values.handicap, players.value);
  if (!handicap.ok) return handicap;
  const game = values.game ?? DEFAULT_GAME;
  if (!gameIdSchema.safeParse(game).success) return { ok: false, error: `--game: "${game}" is not a game id` };
  const bots = levels(values.bots ?? DEFAULTS.bots, players.value);
  if (!bots.ok) return bots;
  const maxGame = integer('max-game-seconds', values['max-game-seconds'], DEFAULTS.maxGameSeconds, 1, 24 * 3600);
  if (!maxGame.ok) return maxGame;
  const saveReplay = values['save-replay'] ?? null;
  if (saveReplay !== null && saveReplay.trim() === '') return { ok: false, error: '--save-replay needs a directory' };
  return {
    ok: true,
    value: {
      game,
      players: players.value,
      seed: seed.value,
      rounds: rounds === null ? null : rounds.value,
      options: {
        ...(rowSize.value === null ? {} : { rowSize: rowSize.value }),
        ...(blockade.value === null ? {} : { blockade: blockade.value }),
        ...(target === null ? { rounds: rounds === null ? null : rounds.value } : { target: target.value, rounds: null }),
        advancedRow: values['advanced-row'] ?? false,
      },
      handicap: handicap.value,
      bots: bots.value,
      advancedRow: values['advanced-row'] ?? false,
      json: values.json ?? false,
      saveReplay,
      maxGameSeconds: maxGame.value,
    },
  };
}
