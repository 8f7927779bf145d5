/**
 * The audience of a streamed night (issue 32): viewers who watch and play along through the relay, without a seat.
 * Viewers join an audience room on the relay process they reached (one per night and process); each audience room
 * counts its own viewers' backings, votes and cheers, and the night's room (where the host is) sums every process's
 * counts through Colyseus presence pub/sub and sends the host a few numbers a second, whatever the audience's size.
 * The host sends the round state once, as a small summary, and the relay broadcasts it to every viewer.
 * Every message here is validated with zod on the side that receives it.
 */
import { z } from 'zod';
import { checkName } from './names';
import { relayCodeSchema } from './relay-protocol';

/** The Colyseus room type of one night's audience on one relay process. */
export const AUDIENCE_ROOM_NAME = 'audience';

/** Where the relay serves the viewer page. */
export const RELAY_WATCH_PATH = '/watch';

/** Seats a viewer may back (the session's seat count). */
export const AUDIENCE_SEATS = 12;

/** The reactions a viewer can cheer with, in the meter's order. */
export const REACTIONS = ['clap', 'fire', 'wow', 'laugh', 'heart'] as const;
export const reactionSchema = z.enum(REACTIONS);
export type Reaction = z.infer<typeof reactionSchema>;

/** Choices the host may offer in a vote between matches. */
export const MAX_VOTE_CHOICES = 4;

/** Longest nickname (shorter than a player's name: the leaderboard is narrow). */
export const MAX_NICKNAME = 16;

/** Viewers the host may allow at most (the relay also caps each process). */
export const MAX_AUDIENCE_CAP = 10_000;
export const DEFAULT_AUDIENCE_CAP = 2_000;

/** Cheers a viewer may send a second (more are dropped; past three times this the viewer is closed). */
export const CHEERS_PER_SECOND = 4;

/** Rows of the night's audience leaderboard that go to the host and the viewers. */
export const LEADERBOARD_ROWS = 10;

/** Close codes towards viewers. */
export const AUDIENCE_CLOSE = { closed: 4020, flood: 4008, bad: 4003 } as const;

/** An optional nickname, checked like a player's name; '' when none was given. */
export const nicknameSchema = z
  .string()
  .max(64)
  .transform((raw, ctx) => {
    if (raw.trim() === '') return '';
    const checked = checkName(raw, MAX_NICKNAME);
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', message: checked.error });
      return z.NEVER;
    }
    return checked.name;
  });

/** A viewer's own random id (kept by its page), so its points follow it across reconnects and relay processes. */
export const viewerTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,32}$/);

/** Join options of a viewer; the relay adds which process it is on (clients cannot choose). */
export const audienceJoinSchema = z.strictObject({
  code: relayCodeSchema,
  token: viewerTokenSchema,
  nick: nicknameSchema.optional(),
});

const seat = z
  .number()
  .int()
  .min(0)
  .max(AUDIENCE_SEATS - 1);
const count = z.number().int().min(0).max(1_000_000);

/** What the host lets the audience do: open or not, how many viewers, the vote's choices (game or rule variant names). */
export const audienceConfigSchema = z.strictObject({
  open: z.boolean(),
  cap: z.number().int().min(1).max(MAX_AUDIENCE_CAP),
  choices: z.array(z.string().min(1).max(24)).max(MAX_VOTE_CHOICES).readonly(),
});
export type AudienceConfig = z.infer<typeof audienceConfigSchema>;

/**
 * The round in brief, as the host sends it (once per change) and the relay broadcasts it: what viewers may do now
 * (`vote` between matches, `back` before a round, `cheer` during play, `result` after it), the seats, the leader, how
 * far the round is (piles done of how many: the game's own measure), whose turn it is, and the winners once over.
 * `round` names the round (it changes with every round of every match); backings are scored against its winners.
 */
export const audienceSummarySchema = z.strictObject({
  phase: z.enum(['vote', 'back', 'cheer', 'result']),
  game: z.string().max(32),
  round: z.string().max(40),
  seats: z
    .array(z.strictObject({ seat, name: z.string().max(40), color: z.number().int().min(0).max(31) }))
    .max(AUDIENCE_SEATS)
    .readonly(),
  leader: seat.nullable(),
  done: count,
  of: count,
  turn: seat.nullable(),
  winners: z.array(seat).max(AUDIENCE_SEATS).readonly(),
});
export type AudienceSummary = z.infer<typeof audienceSummarySchema>;

/** One leaderboard row: a viewer's nickname ('' for none) and points (rounds whose winner they backed). */
export const leaderRowSchema = z.strictObject({ id: z.string().max(16), nick: z.string().max(MAX_NICKNAME * 2), points: count });
export type LeaderRow = z.infer<typeof leaderRowSchema>;

/** Counts of one audience room (or of all, summed): viewers, backings per seat, votes per choice, cheers per reaction. */
export const audienceCountsSchema = z.strictObject({
  viewers: count,
  backing: z.array(count).length(AUDIENCE_SEATS).readonly(),
  votes: z.array(count).max(MAX_VOTE_CHOICES).readonly(),
  /** Cheers per reaction over the last second. */
  cheers: z.array(count).length(REACTIONS.length).readonly(),
  top: z.array(leaderRowSchema).max(LEADERBOARD_ROWS).readonly(),
});
export type AudienceCounts = z.infer<typeof audienceCountsSchema>;

/** No viewers, nothing counted. */
export function emptyCounts(choices = 0): AudienceCounts {
  return {
    viewers: 0,
    backing: Array.from({ length: AUDIENCE_SEATS }, () => 0),
    votes: Array.from({ length: choices }, () => 0),
    cheers: REACTIONS.map(() => 0),
    top: [],
  };
}

/** Message names: host ↔ night room, night room ↔ audience rooms (presence), viewer ↔ audience room. */
export const AUDIENCE_MSG = {
  /** Host → relay: the audience's config. */
  config: 'ac',
  /** Host → relay: the round in brief. */
  summary: 'as',
  /** Relay → host: every process's counts, summed (a few a second at most). */
  tally: 'at',
  /** Viewer → relay: back a seat / cheer / vote for a choice. */
  back: 'b',
  cheer: 'c',
  vote: 'v',
  /** Relay → viewer: the room's state (config, summary, totals, leaderboard); and the viewer's own (backing, points). */
  state: 's',
  you: 'y',
} as const;

export const backSchema = seat;
export const cheerSchema = reactionSchema;
export const voteSchema = z
  .number()
  .int()
  .min(0)
  .max(MAX_VOTE_CHOICES - 1);

/** Relay → viewers: everything a viewer page shows that is not its own. */
export const audienceStateSchema = z.strictObject({
  config: audienceConfigSchema,
  summary: audienceSummarySchema.nullable(),
  counts: audienceCountsSchema,
});
export type AudienceState = z.infer<typeof audienceStateSchema>;

/** Relay → one viewer: its nickname as kept, its backing, vote, points and rounds backed. */
export const viewerSelfSchema = z.strictObject({
  nick: z.string().max(MAX_NICKNAME * 2),
  backing: seat.nullable(),
  vote: voteSchema.nullable(),
  points: count,
});
export type ViewerSelf = z.infer<typeof viewerSelfSchema>;

/** Presence channel of a night's audience: audience rooms → night room (counts), night room → audience rooms (state). */
export function audienceUpChannel(code: string): string {
  return `ligretto-relay:aud-up:${code}`;
}
export function audienceDownChannel(code: string): string {
  return `ligretto-relay:aud-down:${code}`;
}
/** Presence key holding a night's audience state (so an audience room opened later starts from it). */
export function audienceStateKey(code: string): string {
  return `ligretto-relay:aud-state:${code}`;
}
/** Presence hash of a night's viewer points, by viewer token (survives a viewer moving process). */
export function audiencePointsKey(code: string): string {
  return `ligretto-relay:aud-points:${code}`;
}

/** Audience room → night room: one room's counts, with its id and when it sent them (stale rooms drop out). */
export const roomReportSchema = z.strictObject({ room: z.string().max(64), counts: audienceCountsSchema, closing: z.boolean() });
export type RoomReport = z.infer<typeof roomReportSchema>;

/** Adds up rooms' counts: sums per choice, the best rows of every room's leaderboard (one row per viewer). */
export function sumCounts(parts: readonly AudienceCounts[], choices: number): AudienceCounts {
  const out = emptyCounts(choices);
  const rows = new Map<string, LeaderRow>();
  const add = (a: readonly number[], b: readonly number[]): number[] => a.map((x, i) => x + (b[i] ?? 0));
  let sum = { ...out, backing: [...out.backing], votes: [...out.votes], cheers: [...out.cheers] };
  for (const p of parts) {
    sum = {
      ...sum,
      viewers: sum.viewers + p.viewers,
      backing: add(sum.backing, p.backing),
      votes: add(sum.votes, p.votes),
      cheers: add(sum.cheers, p.cheers),
    };
    for (const row of p.top) if ((rows.get(row.id)?.points ?? -1) < row.points) rows.set(row.id, row);
  }
  return { ...sum, top: rankRows([...rows.values()]) };
}

/** The leaderboard's order: most points first, then nickname, then id; at most LEADERBOARD_ROWS rows, none at 0. */
export function rankRows(rows: readonly LeaderRow[]): LeaderRow[] {
  return rows
    .filter((r) => r.points > 0)
    .sort((a, b) => b.points - a.points || a.nick.localeCompare(b.nick) || a.id.localeCompare(b.id))
    .slice(0, LEADERBOARD_ROWS);
}
