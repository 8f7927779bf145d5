/**
 * What every view (the TV, the phones, the LAN server) needs of one game to check and draw host messages: its state,
 * event and phone pad schemas, its intent kinds and rejection reasons, and the builder of its pad view. Each game
 * names this in `src/shared/games/<game>/contract.ts`; `registered.ts` lists them, one line a game.
 */
import type { z } from 'zod';
import type { RulesCards } from '../rules-card-types';
import type { LegacyLobby } from './legacy-lobby';

/** What a pad view is built from: the parts of a snapshot a game's pad reads (a `Snapshot` is one). */
export interface PadSource {
  readonly state: unknown;
  /** Game time of the snapshot. */
  readonly now: number;
  /** Engine player -> seat index. */
  readonly players: readonly number[];
  readonly seats: readonly { readonly name: string }[];
}

/** One game's view contract. */
export interface GameViewContract {
  readonly id: string;
  readonly state: z.ZodType;
  readonly event: z.ZodType<{ readonly type: string }>;
  readonly intentKinds: readonly string[];
  readonly reasons: readonly string[];
  /** Its phone pad's view (an object with `game: z.literal(id)`), or null for a game without a pad. */
  readonly phonePad: z.ZodObject<{ game: z.ZodLiteral<string> }> | null;
  /**
   * The LAN server's builder of that view for one engine player (null: none now), when the game keeps it here; the
   * built-in games keep theirs in `src/main/lan/pads/<game>.ts`.
   */
  readonly padView?: (source: PadSource, player: number) => unknown;
  /**
   * Its lobby options (`<game>/options.ts`): their schema and defaults, stored under its id in the match options
   * (src/shared/match-options.ts); absent for a game without any. `legacy`: how it reads the flat options of files
   * written before options were stored per game (a game newer than those files has none: they get its defaults).
   */
  readonly lobby?: {
    readonly schema: z.ZodObject;
    readonly defaults: Readonly<Record<string, unknown>>;
    readonly legacy?: LegacyLobby;
  };
  /**
   * Whether a late joiner plays from the next round (its engine deals newcomers in at a round boundary, GameRules'
   * `roundJoin`); absent: from the next match. The seat's pill on the TV and its phone say which (issue 30).
   */
  readonly roundJoin?: true;
  /**
   * Its one-screen rules card in the four languages (`<game>/rules-card.ts`): the TV's pause menu ("Rules") and the
   * phone's "?" sheet show it; absent, neither offers one for the game.
   */
  readonly rulesCard?: RulesCards;
  /**
   * The colours its table paints (die fills, card hues), each named: every seat colour keeps clear of them
   * (src/renderer/src/ui/seat-palette-obstacles.ts, issue 31). Absent: none beyond the shared felt and cards.
   */
  readonly tableColours?: readonly TableColour[];
}

/** A colour a game's table paints, named for the palette test's messages. */
export interface TableColour {
  readonly name: string;
  readonly hex: number;
}

/** The keys of a record of reasons, typed as its keys. */
export function reasonsOf<K extends string>(reasons: Readonly<Record<K, unknown>>): K[] {
  return Object.keys(reasons) as K[];
}

/** The games' preferred order in menus; a game not named here follows them, by id. */
export const MENU_ORDER: readonly string[] = ['ligretto', 'dice', 'coloretto'];

/** `items` in menu order (MENU_ORDER first, then the others by id). */
export function inMenuOrder<T>(items: readonly T[], idOf: (item: T) => string): T[] {
  const rank = (id: string): number => {
    const i = MENU_ORDER.indexOf(id);
    return i < 0 ? MENU_ORDER.length : i;
  };
  return [...items].sort((a, b) => rank(idOf(a)) - rank(idOf(b)) || idOf(a).localeCompare(idOf(b)));
}
