/** The rule options of RULES.md with their defaults. */

/** S3: how many row cards each player lays out. */
export type RowSizeRule = 'official' | 'large-table';

/** B2: what a blockade does. */
export type BlockadeRule = 'reshuffle' | 'end-round';

/** Every rule option, fully resolved. */
export interface RuleOptions {
  /** C2: 2 to 12 players. */
  readonly players: number;
  /** S3 row size rule. */
  readonly rowSize: RowSizeRule;
  /** M1: the total that ends the match. */
  readonly target: number;
  /** M2: a fixed number of rounds instead of a target (null: play to the target). */
  readonly rounds: number | null;
  /** B2 blockade remedy. */
  readonly blockade: BlockadeRule;
  /** A1-A2 advanced row rule. */
  readonly advancedRow: boolean;
  /** S2: stack size per seat, 5 to 10. */
  readonly handicap: readonly number[];
}

/** Options as a person or a file gives them: everything but `players` optional. */
export interface RuleOptionsInput {
  readonly players: number;
  readonly rowSize?: RowSizeRule;
  readonly target?: number;
  readonly rounds?: number | null;
  readonly blockade?: BlockadeRule;
  readonly advancedRow?: boolean;
  readonly handicap?: readonly number[];
}

/** Fewest and most players (C2). */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 12;
/** Smallest and default stack size (S2). */
export const MIN_STACK = 5;
export const DEFAULT_STACK = 10;
/** Default match target (M1). */
export const DEFAULT_TARGET = 99;

function validSeatCount(n: number): boolean {
  return Number.isInteger(n) && n >= MIN_PLAYERS && n <= MAX_PLAYERS;
}

/** Fills in the defaults named in RULES.md. */
export function resolveOptions(input: RuleOptionsInput): RuleOptions {
  return {
    players: input.players,
    rowSize: input.rowSize ?? 'official',
    target: input.target ?? DEFAULT_TARGET,
    rounds: input.rounds ?? null,
    blockade: input.blockade ?? 'reshuffle',
    advancedRow: input.advancedRow ?? false,
    // An invalid player count gets no default stacks (optionProblems reports it) instead of a RangeError.
    handicap: input.handicap
      ? [...input.handicap]
      : new Array<number>(validSeatCount(input.players) ? input.players : 0).fill(DEFAULT_STACK),
  };
}

/** Problems with a set of options, empty when they are valid. */
export function optionProblems(o: RuleOptions): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(o.players) || o.players < MIN_PLAYERS || o.players > MAX_PLAYERS) {
    problems.push(`players must be an integer from ${MIN_PLAYERS} to ${MAX_PLAYERS}`);
  }
  if (o.rowSize !== 'official' && o.rowSize !== 'large-table') problems.push('rowSize must be official or large-table');
  if (o.blockade !== 'reshuffle' && o.blockade !== 'end-round') problems.push('blockade must be reshuffle or end-round');
  if (!Number.isInteger(o.target) || o.target < 1) problems.push('target must be a positive integer');
  if (o.rounds !== null && (!Number.isInteger(o.rounds) || o.rounds < 1)) problems.push('rounds must be a positive integer');
  if (o.handicap.length !== o.players) problems.push('handicap needs one stack size per player');
  if (o.handicap.some((s) => !Number.isInteger(s) || s < MIN_STACK || s > DEFAULT_STACK)) {
    problems.push(`handicap stack sizes must be integers from ${MIN_STACK} to ${DEFAULT_STACK}`);
  }
  return problems;
}

/** S3: row cards per player for a player count. */
export function rowSizeFor(rule: RowSizeRule, players: number): number {
  if (rule === 'official') return players === 2 ? 5 : players === 3 ? 4 : 3;
  return players <= 4 ? 5 : players <= 8 ? 4 : 3;
}
