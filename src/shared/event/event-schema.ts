/** Schemas of an event (more entrants than seats): its settings, its log of games and changes, and its file. */
import { z } from 'zod';
import { nameKey, personNameSchema } from '../names';
import { SEAT_COUNT } from '../seats';

/** Most entrants an event takes. */
export const MAX_ENTRANTS = 200;
/** Fewest and most seats at an event's table. */
export const MIN_EVENT_SEATS = 2;
export const MAX_EVENT_SEATS = SEAT_COUNT;
/** Longest entrant name (the lobby's seat name limit). */
export const MAX_ENTRANT_NAME = 20;
/** Most rounds a game of an event can be set to. */
export const MAX_EVENT_ROUNDS = 20;
/** Most log entries an event file keeps (games, joins, withdrawals). */
export const MAX_EVENT_LOG = 5000;

/** The form in which two names count as the same entrant: the one name key of names.ts (case and look-alikes folded). */
export { nameKey };

/** Schema of an entrant's name: the one name check (names.ts): trimmed, spaces collapsed, 1-20 characters, visible. */
export const entrantNameSchema = personNameSchema(MAX_ENTRANT_NAME);

/** Schema of an event's format. */
export const eventFormatSchema = z.discriminatedUnion('kind', [
  /** The top `keep` of each game keep their seats; the others go to the back of the queue, whose front fills the seats. */
  z.strictObject({
    kind: z.literal('winner-stays'),
    keep: z
      .number()
      .int()
      .min(1)
      .max(MAX_EVENT_SEATS - 1),
  }),
  /** Everyone plays `gamesEach` games; tables are drawn ahead from `seed` so repeated pairings stay few. */
  z.strictObject({
    kind: z.literal('round-robin'),
    gamesEach: z.number().int().min(1).max(50),
    seed: z.number().int().min(0).max(0xffffffff),
  }),
  /** People play up to `maxStay` games in a row (or stand up sooner); freed seats go to the queue in order. */
  z.strictObject({ kind: z.literal('open-table'), maxStay: z.number().int().min(1).max(50) }),
]);

/** Schema of an event's settings. */
export const eventConfigSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(60),
    /** Seats at the table. */
    seats: z.number().int().min(MIN_EVENT_SEATS).max(MAX_EVENT_SEATS),
    format: eventFormatSchema,
    /** Points by place: `points[0]` for first place; places past the list score 0. */
    points: z.array(z.number().int().min(0).max(1000)).min(1).max(MAX_EVENT_SEATS),
    /** For winner stays and open table: the event ends after this many games; null runs until it is closed. */
    maxGames: z.number().int().min(1).max(MAX_EVENT_LOG).nullable(),
    /**
     * Rounds in each game of the event (a short game keeps a long event moving: 30 people, 8 games); absent, a game
     * plays to the lobby's target or rounds. Older event files have none.
     */
    roundsPerGame: z.number().int().min(1).max(MAX_EVENT_ROUNDS).optional(),
    entrants: z.array(entrantNameSchema).min(1).max(MAX_ENTRANTS),
  })
  .superRefine((config, ctx) => {
    const seen = new Map<string, number>();
    config.entrants.forEach((name, i) => {
      const before = seen.get(nameKey(name));
      if (before !== undefined)
        ctx.addIssue({ code: 'custom', path: ['entrants', i], message: `"${name}" is entrant ${before + 1} already` });
      else seen.set(nameKey(name), i);
    });
    if (config.format.kind === 'winner-stays' && config.format.keep >= config.seats) {
      ctx.addIssue({ code: 'custom', path: ['format', 'keep'], message: `keep must be fewer than the ${config.seats} seats` });
    }
    if (config.entrants.length < 2) ctx.addIssue({ code: 'custom', path: ['entrants'], message: 'an event needs at least 2 entrants' });
  });

/** Schema of one entry of an event's log. Entrants are numbered in the order they were listed, then joined. */
export const eventEntrySchema = z.discriminatedUnion('kind', [
  /** A game played: the entrants in seat order and each one's place (1 = first; ties share a place, 1, 1, 3). */
  z.strictObject({
    kind: z.literal('game'),
    table: z.array(z.number().int().min(0)).min(2).max(MAX_EVENT_SEATS),
    places: z.array(z.number().int().min(1).max(MAX_EVENT_SEATS)).min(2).max(MAX_EVENT_SEATS),
    at: z.iso.datetime().optional(),
  }),
  /** A late entrant joins the back of the queue (winner stays and open table). */
  z.strictObject({ kind: z.literal('join'), name: entrantNameSchema }),
  /** An entrant leaves the event (winner stays and open table); their results stay on the leaderboard. */
  z.strictObject({ kind: z.literal('withdraw'), entrant: z.number().int().min(0) }),
  /** An entrant at the table gives the seat up and goes to the back of the queue (winner stays and open table). */
  z.strictObject({ kind: z.literal('stand-up'), entrant: z.number().int().min(0) }),
  /** The host ends the event; the leaderboard is final. */
  z.strictObject({ kind: z.literal('close') }),
]);

/** Schema of an event file's fields (its log is checked against the rules by the event file schema in event-file.ts). */
export const eventFileFieldsSchema = z.strictObject({
  format: z.literal('ligretto-event'),
  version: z.literal(1),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/),
  createdAt: z.iso.datetime(),
  config: eventConfigSchema,
  log: z.array(eventEntrySchema).max(MAX_EVENT_LOG),
});

/** An event's format. */
export type EventFormat = z.infer<typeof eventFormatSchema>;
/** An event's settings, as checked (names trimmed). */
export type EventConfig = z.infer<typeof eventConfigSchema>;
/** Settings as typed in, before the schema trims them. */
export type EventConfigInput = z.input<typeof eventConfigSchema>;
/** One entry of an event's log. */
export type EventEntry = z.infer<typeof eventEntrySchema>;
/** A game in an event's log. */
export type EventGame = Extract<EventEntry, { kind: 'game' }>;
/** An event as saved. */
export type EventFile = z.infer<typeof eventFileFieldsSchema>;
