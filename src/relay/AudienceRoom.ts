/**
 * One night's audience on one relay process (issue 32): viewers without seats who back a player before each round,
 * cheer during play and vote between matches. The room counts its own viewers and reports the counts a few times a
 * second on the night's presence channel; the night's room (where the host is, on any process) sums every audience
 * room's report and publishes the night's state back, which this room broadcasts to its viewers. Viewers never reach
 * the host or a seated phone: their messages end here, within budgets of their own.
 */
import { createHash } from 'node:crypto';
import { matchMaker, Room, ServerError, ErrorCode, type AuthContext, type Client } from '@colyseus/core';
import {
  AUDIENCE_CLOSE,
  AUDIENCE_MSG,
  audienceDownChannel,
  audienceJoinSchema,
  audiencePointsKey,
  audienceStateKey,
  audienceStateSchema,
  audienceUpChannel,
  backSchema,
  CHEERS_PER_SECOND,
  cheerSchema,
  emptyCounts,
  rankRows,
  REACTIONS,
  voteSchema,
  type AudienceCounts,
  type AudienceState,
  type LeaderRow,
  type RoomReport,
  type ViewerSelf,
} from '@shared/audience-protocol';
import type { RateWindows } from './guards';
import type { RelayLimits } from './limits';

/** What every audience room of one relay process shares: limits, log, the viewers' own rate budgets and count. */
export interface AudienceContext {
  readonly limits: RelayLimits;
  readonly log: (line: string) => void;
  /** Milliseconds (the relay's clock): each viewer's own one-second message window. */
  readonly now: () => number;
  /** Messages per address: a budget of its own, apart from the seated phones'. */
  readonly viewerAddressRate: RateWindows;
  /** Viewers connected to this process now. */
  viewers: number;
  /** How often a room reports its counts and broadcasts the night's state (ms). */
  readonly tickMs: number;
}

/** A viewer as its room keeps it. */
interface Viewer {
  readonly token: string;
  /** Its leaderboard id: a one-way hash of the token (the token itself never leaves this room). */
  readonly id: string;
  readonly nick: string;
  readonly address: string;
  backing: number | null;
  vote: number | null;
  points: number;
  /** The viewer's own one-second window: when it began, messages and cheers in it (counted on the viewer, no lookup). */
  windowAt: number;
  sent: number;
  cheered: number;
}

type Conn = Client<unknown, Viewer>;

/** A viewer's public id. */
export function viewerId(token: string): string {
  return createHash('sha256').update(`ligretto-viewer:${token}`).digest('base64url').slice(0, 10);
}

/** Parses the night's state as kept in presence or published on the down channel (a string with Redis). */
function readState(raw: unknown): AudienceState | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  }
  const parsed = audienceStateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Reads the night's state from presence: null while the night has no audience open. */
export async function openAudience(room: { presence: Room['presence'] }, code: string): Promise<AudienceState | null> {
  const state = readState(await room.presence.get(audienceStateKey(code)));
  return state?.config.open ? state : null;
}

/** The room class for one relay process. */
export function audienceRoomFor(ctx: AudienceContext): new () => Room<object, unknown, unknown, Viewer> {
  return class AudienceRoom extends Room<object, unknown, unknown, Viewer> {
    private code = '';
    private night: AudienceState | null = null;
    /** Every viewer seen in this room tonight, by token: points stay on the leaderboard after a viewer leaves. */
    private readonly known = new Map<string, Viewer>();
    /** Backings as they stood when the current round's play began (scored against its winners). */
    private lockedBacks = new Map<string, number>();
    private lockedRound = '';
    private scoredRound = '';
    /** Cheers per reaction in the last few ticks (a ring of tick buckets adding up to one second). */
    private buckets: number[][] = [];
    private timer: ReturnType<typeof setInterval> | null = null;
    private lastReport = '';
    private lastReportAt = 0;
    private lastState = '';
    private readonly onDown = (raw: unknown): void => this.down(raw);

    override async onCreate(options: unknown): Promise<void> {
      const { process: where, ...rest } = (options ?? {}) as Record<string, unknown>;
      const parsed = audienceJoinSchema.safeParse(rest);
      if (!parsed.success || where !== matchMaker.processId)
        throw new ServerError(
          ErrorCode.AUTH_FAILED,
          `bad audience options${parsed.success ? '' : `: ${parsed.error.issues[0]?.message ?? ''}`}`,
        );
      this.code = parsed.data.code;
      this.night = await openAudience(this, this.code);
      if (!this.night) throw new ServerError(ErrorCode.AUTH_FAILED, 'this night has no audience open');
      this.maxClients = ctx.limits.maxViewersPerRoom;
      // Not private: joinOrCreate must find it (matchmaking by code and process; nothing lists rooms).
      await this.presence.subscribe(audienceDownChannel(this.code), this.onDown);
      this.onMessage(AUDIENCE_MSG.back, (client, msg: unknown) => this.back(client, msg));
      this.onMessage(AUDIENCE_MSG.cheer, (client, msg: unknown) => this.cheer(client, msg));
      this.onMessage(AUDIENCE_MSG.vote, (client, msg: unknown) => this.vote(client, msg));
      this.onMessage('*', (client) => client.leave(AUDIENCE_CLOSE.bad, 'unknown message'));
      const slots = Math.max(1, Math.round(1000 / ctx.tickMs));
      this.buckets = Array.from({ length: slots }, () => REACTIONS.map(() => 0));
      this.timer = setInterval(() => this.tick(), ctx.tickMs);
      this.timer.unref();
      ctx.log(`audience ${this.roomId} for room ${this.code} opened`);
    }

    override async onAuth(_client: Conn, options: unknown, context: AuthContext): Promise<Viewer> {
      const { process: where, ...rest } = (options ?? {}) as Record<string, unknown>;
      const parsed = audienceJoinSchema.safeParse(rest);
      if (!parsed.success || parsed.data.code !== this.code || where !== matchMaker.processId)
        throw new ServerError(ErrorCode.AUTH_FAILED, parsed.success ? 'wrong room' : (parsed.error.issues[0]?.message ?? 'bad options'));
      const state = this.night;
      if (!state?.config.open) throw new ServerError(ErrorCode.AUTH_FAILED, 'the audience is closed');
      // The night's total as last summed, plus this room's viewers since: a cap a few joins loose across processes.
      const summed = state.counts.viewers;
      const total = summed - Math.min(this.lastCounts?.viewers ?? 0, summed) + this.clients.length;
      if (total >= state.config.cap || ctx.viewers >= ctx.limits.maxViewersPerProcess)
        throw new ServerError(ErrorCode.AUTH_FAILED, 'the audience is full');
      const token = parsed.data.token;
      if (this.clients.some((c) => c.auth?.token === token)) throw new ServerError(ErrorCode.AUTH_FAILED, 'already watching');
      const before = this.known.get(token);
      const stored = Number((await this.presence.hget(audiencePointsKey(this.code), token)) ?? 0);
      return {
        token,
        id: viewerId(token),
        nick: parsed.data.nick ?? before?.nick ?? '',
        address: typeof context.ip === 'string' ? context.ip : 'unknown',
        backing: before?.backing ?? null,
        vote: before?.vote ?? null,
        points: Math.max(before?.points ?? 0, Number.isFinite(stored) ? stored : 0),
        // A viewer back in this room keeps its window: reconnecting does not reset its rate.
        windowAt: before?.windowAt ?? ctx.now(),
        sent: before?.sent ?? 0,
        cheered: before?.cheered ?? 0,
      };
    }

    override onJoin(client: Conn): void {
      const viewer = client.auth;
      if (!viewer) return client.leave(AUDIENCE_CLOSE.bad, 'not admitted');
      ctx.viewers++;
      this.known.set(viewer.token, viewer);
      if (this.night) client.send(AUDIENCE_MSG.state, this.night);
      this.sendSelf(client);
    }

    override onLeave(client: Conn): void {
      if (client.auth) ctx.viewers--;
    }

    override async onDispose(): Promise<void> {
      if (this.timer) clearInterval(this.timer);
      this.report(true);
      await this.presence.unsubscribe(audienceDownChannel(this.code), this.onDown);
      ctx.log(`audience ${this.roomId} for room ${this.code} closed`);
    }

    private lastCounts: AudienceCounts | null = null;

    /** The night's state from the night room: closes everything when the audience closed; locks and scores backings. */
    private down(raw: unknown): void {
      const state = readState(raw);
      if (!state) return;
      this.night = state;
      if (!state.config.open) {
        for (const c of [...this.clients]) c.leave(AUDIENCE_CLOSE.closed, 'the host closed the audience');
        return;
      }
      const s = state.summary;
      if (s && s.phase === 'cheer' && s.round !== this.lockedRound) {
        this.lockedRound = s.round;
        this.lockedBacks = new Map();
        for (const v of this.known.values()) if (v.backing !== null) this.lockedBacks.set(v.token, v.backing);
      }
      if (s && s.phase === 'result' && s.round === this.lockedRound && s.round !== this.scoredRound && s.winners.length > 0) {
        this.scoredRound = s.round;
        for (const [token, seat] of this.lockedBacks) {
          const v = this.known.get(token);
          if (!v || !s.winners.includes(seat)) continue;
          v.points++;
          void this.presence.hincrby(audiencePointsKey(this.code), token, 1);
        }
        for (const c of this.clients) this.sendSelf(c);
      }
    }

    /**
     * Counts one viewer message against its budgets (its own, and its address's, both apart from the seated phones'),
     * before the message is even read: false (dropped) past either rate; a viewer sending three times its rate is
     * closed. Its own window lives on the viewer, so an over-rate message costs two additions and a comparison.
     */
    private allowed(client: Conn, v: Viewer): boolean {
      const now = ctx.now();
      if (now - v.windowAt >= 1000) {
        v.windowAt = now;
        v.sent = 0;
        v.cheered = 0;
      }
      v.sent++;
      if (v.sent > ctx.limits.viewerRate) {
        if (v.sent > ctx.limits.viewerRate * 3) {
          ctx.log(`audience ${this.roomId}: viewer ${client.sessionId} closed (message flood)`);
          client.leave(AUDIENCE_CLOSE.flood, 'too many messages');
        }
        return false;
      }
      return !ctx.viewerAddressRate.over(v.address);
    }

    private back(client: Conn, msg: unknown): void {
      const v = client.auth;
      if (!v || !this.allowed(client, v)) return;
      const seat = backSchema.safeParse(msg);
      if (!seat.success) return;
      // Backings count before a round (and between rounds); during play they are locked.
      if (this.night?.summary?.phase === 'cheer') return;
      if (!this.night?.summary?.seats.some((s) => s.seat === seat.data)) return;
      v.backing = seat.data;
      this.sendSelf(client);
    }

    /** A cheer only adds one to this tick's bucket: the room reports the sums at its fixed tick, never per cheer. */
    private cheer(client: Conn, msg: unknown): void {
      const v = client.auth;
      if (!v || !this.allowed(client, v) || ++v.cheered > CHEERS_PER_SECOND) return;
      const reaction = cheerSchema.safeParse(msg);
      const bucket = this.buckets[0];
      if (!reaction.success || !bucket) return;
      const i = REACTIONS.indexOf(reaction.data);
      bucket[i] = (bucket[i] ?? 0) + 1;
    }

    private vote(client: Conn, msg: unknown): void {
      const v = client.auth;
      if (!v || !this.allowed(client, v)) return;
      const choice = voteSchema.safeParse(msg);
      if (!choice.success) return;
      if (this.night?.summary?.phase !== 'vote' || choice.data >= (this.night.config.choices.length ?? 0)) return;
      v.vote = choice.data;
      this.sendSelf(client);
    }

    private sendSelf(client: Conn): void {
      const v = client.auth;
      if (!v) return;
      const self: ViewerSelf = { nick: v.nick, backing: v.backing, vote: v.vote, points: v.points };
      client.send(AUDIENCE_MSG.you, self);
    }

    /** This room's counts now. */
    private counts(): AudienceCounts {
      const choices = this.night?.config.choices.length ?? 0;
      const out = emptyCounts(choices);
      const backing = [...out.backing];
      const votes = [...out.votes];
      let viewers = 0;
      for (const c of this.clients) {
        const v = c.auth;
        if (!v) continue;
        viewers++;
        if (v.backing !== null) backing[v.backing] = (backing[v.backing] ?? 0) + 1;
        if (v.vote !== null && v.vote < choices) votes[v.vote] = (votes[v.vote] ?? 0) + 1;
      }
      const cheers = REACTIONS.map((_, i) => this.buckets.reduce((sum, b) => sum + (b[i] ?? 0), 0));
      const rows: LeaderRow[] = [...this.known.values()].map((v) => ({ id: v.id, nick: v.nick, points: v.points }));
      return { viewers, backing, votes, cheers, top: rankRows(rows) };
    }

    /** Reports this room's counts to the night room (when they changed, or every 2 s so it is not taken for gone). */
    private report(closing = false): void {
      const counts = closing ? emptyCounts(this.night?.config.choices.length ?? 0) : this.counts();
      const text = JSON.stringify(counts);
      const now = Date.now();
      if (!closing && text === this.lastReport && now - this.lastReportAt < 2_000) return;
      this.lastReport = text;
      this.lastReportAt = now;
      this.lastCounts = counts;
      const report: RoomReport = { room: this.roomId, counts, closing };
      void this.presence.publish(audienceUpChannel(this.code), report);
    }

    private tick(): void {
      this.report();
      // The oldest bucket drops out of the one-second window.
      this.buckets.pop();
      this.buckets.unshift(REACTIONS.map(() => 0));
      if (!this.night) return;
      const text = JSON.stringify(this.night);
      if (text !== this.lastState) {
        this.lastState = text;
        this.broadcast(AUDIENCE_MSG.state, this.night);
      }
    }
  };
}
