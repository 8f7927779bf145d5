/** Game nights, player profiles, replays and storage notices: the saved files and the protocol around them. */
import type { GameId } from './game';
import type { RuleOptions } from './games/ligretto/options';
import type { MatchOptions, Seat } from './seats';

/** Version of every saved file's shape (`format` field). */
export const SAVE_FORMAT = 1;

/** A night's state on disk: being played (can be resumed), finished, or put away by the players. */
export type NightStatus = 'playing' | 'over' | 'discarded';

/** A player of a night, in engine player order: the lobby seat it sat in and that seat as it was. */
export interface NightPlayer extends Seat {
  readonly seat: number;
}

/** One finished round of a night. */
export interface NightRound {
  /** Round points per engine player (SC1-SC2). */
  readonly points: readonly number[];
  /** Each engine player's name in this round (a person may take over a bot's seat between rounds). */
  readonly names: readonly string[];
  readonly stoppedBy: number | null;
  /** Wall-clock time the round ended, ISO 8601. */
  readonly endedAt: string;
  /** Id of the round's replay in the replay library. */
  readonly replay: string | null;
}

/** A game night file (`nights/<id>.json`): everything needed to show, resume and count it. */
export interface GameNight {
  readonly format: typeof SAVE_FORMAT;
  /** The game played (`ligretto` for files written before there were several games). */
  readonly game: GameId;
  readonly id: string;
  readonly startedAt: string;
  readonly savedAt: string;
  readonly status: NightStatus;
  /** The match seed: round r is dealt from roundSeed(seed, r). */
  readonly seed: number;
  readonly options: RuleOptions;
  /** The lobby options the match was started with. */
  readonly lobby: MatchOptions;
  readonly players: readonly NightPlayer[];
  readonly rounds: readonly NightRound[];
  /** Rounds completed (= rounds.length); the match goes on with round `round + 1`. */
  readonly round: number;
  /** Sums of the rounds' points per engine player. */
  readonly totals: readonly number[];
  /** Engine players with the highest total once the match is over. */
  readonly winners: readonly number[];
}

/** Wins, losses and draws (equal final totals) of one player against another over finished matches. */
export interface HeadToHead {
  readonly key: string;
  readonly name: string;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
}

/** One night in a player's history. */
export interface ProfileNight {
  readonly night: string;
  readonly game: GameId;
  readonly startedAt: string;
  readonly status: NightStatus;
  /** This player's round points in that night, in order (a chart draws their running total). */
  readonly scores: readonly number[];
  readonly total: number;
  /** 1 for the highest total; equal totals share a place. */
  readonly place: number;
  readonly players: number;
  readonly won: boolean;
}

/** A player's record, kept by name (case-insensitive key, last display name kept). */
export interface PlayerProfile {
  /** The name trimmed, NFC-normalised and lower-cased. */
  readonly key: string;
  readonly name: string;
  /** Last seen in a bot seat. */
  readonly bot: boolean;
  /** Finished matches played and won (shared wins count). */
  readonly games: number;
  readonly wins: number;
  readonly rounds: number;
  readonly points: number;
  /** Average round score, null before the first round. */
  readonly average: number | null;
  readonly best: number | null;
  readonly headToHead: readonly HeadToHead[];
  /** Newest night first. */
  readonly nights: readonly ProfileNight[];
}

/** The profiles file (`profiles.json`), rebuilt from the nights after every round. */
export interface ProfilesFile {
  readonly format: typeof SAVE_FORMAT;
  readonly savedAt: string;
  readonly profiles: readonly PlayerProfile[];
}

/** Where a replay in the library came from. */
export type ReplaySource = 'night' | 'imported';

/** One replay in the library list. */
export interface ReplayEntry {
  readonly id: string;
  /** The game the replay is of. */
  readonly game: GameId;
  readonly title: string;
  readonly source: ReplaySource;
  readonly createdAt: string;
  readonly night: string | null;
  readonly round: number | null;
  readonly players: number;
  readonly intents: number;
  readonly names: readonly string[];
}

/** A replay's library sidecar (`replays/<id>.meta.json`): its list entry and what the REPLAY.md file cannot hold. */
export interface ReplayMeta extends ReplayEntry {
  readonly format: typeof SAVE_FORMAT;
  /** The seats to draw, in engine player order; null for an imported file (plain seats are shown). */
  readonly seats: readonly NightPlayer[] | null;
  readonly lobby: MatchOptions | null;
  /** The match around the round: its seed and the round points before it, so watching shows live totals. */
  readonly match: { readonly seed: number; readonly history: readonly (readonly number[])[] } | null;
  /** Game ms after the deal at which each recorded intent arrived; null plays them evenly. */
  readonly times: readonly number[] | null;
  /** Game ms after the deal of each start call (S5, B2). */
  readonly starts: readonly number[] | null;
}
