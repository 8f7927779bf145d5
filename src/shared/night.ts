/** Game nights, player profiles, replays and storage notices: the saved files, their types inferred from night-schema.ts. */
import type { z } from 'zod';
import type {
  gameNightSchema,
  gameRecordSchema,
  nightRecordSchema,
  profileGameNightSchema,
  headToHeadSchema,
  nightPlayerSchema,
  nightRoundSchema,
  nightStatusSchema,
  playerProfileSchema,
  profileNightSchema,
  profilesFileSchema,
  replayEntrySchema,
  replayMetaSchema,
  replaySourceSchema,
} from './night-schema';

export { SAVE_FORMAT } from './night-schema';

/** A night's state on disk: being played (can be resumed), finished, or put away by the players. */
export type NightStatus = z.infer<typeof nightStatusSchema>;

/** A player of a night, in engine player order: the lobby seat it sat in and that seat as it was. */
export type NightPlayer = z.infer<typeof nightPlayerSchema>;

/** One finished round of a night. */
export type NightRound = z.infer<typeof nightRoundSchema>;

/** A game night file (`nights/<id>.json`): everything needed to show, resume and count it, for any game. */
export type GameNight = z.infer<typeof gameNightSchema>;

/** Wins, losses and draws (equal final totals) of one player against another over finished matches. */
export type HeadToHead = z.infer<typeof headToHeadSchema>;

/** One night in a player's history. */
export type ProfileNight = z.infer<typeof profileNightSchema>;

/** A player's record in one game (its own rounds only). */
export type GameRecord = z.infer<typeof gameRecordSchema>;

/** One game night (any games) in a player's record. */
export type ProfileGameNight = z.infer<typeof profileGameNightSchema>;

/** A player's night-level record: nights played and won, night points. */
export type NightRecord = z.infer<typeof nightRecordSchema>;

/** A player's record, kept by name (case-insensitive key, last display name kept). */
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

/** The profiles file (`profiles.json`), rebuilt from the nights after every round. */
export type ProfilesFile = z.infer<typeof profilesFileSchema>;

/** Where a replay in the library came from. */
export type ReplaySource = z.infer<typeof replaySourceSchema>;

/** One replay in the library list. */
export type ReplayEntry = z.infer<typeof replayEntrySchema>;

/** A replay's library sidecar (`replays/<id>.meta.json`): its list entry and what the replay file cannot hold. */
export type ReplayMeta = z.infer<typeof replayMetaSchema>;
