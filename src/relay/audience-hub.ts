/**
 * The night room's side of its audience (issue 32): keeps the host's audience config and round summary, publishes them
 * with the summed counts to every audience room (on every relay process) through presence pub/sub, and sums the
 * audience rooms' reports into the host's tally, sent at most once a tick and only when it changed: the host hears a
 * few numbers a second whatever the audience's size.
 */
import type { Presence } from '@colyseus/core';
import {
  audienceConfigSchema,
  audienceDownChannel,
  audienceStateKey,
  audienceSummarySchema,
  audienceUpChannel,
  emptyCounts,
  roomReportSchema,
  sumCounts,
  type AudienceConfig,
  type AudienceCounts,
  type AudienceState,
  type AudienceSummary,
} from '@shared/audience-protocol';

/** The host hears the tally at most this often (and only when it changed), whatever the tick and the audience's size. */
export const HOST_TALLY_MS = 500;
/** A timer may fire a millisecond or two early by the wall clock: a tick that close to HOST_TALLY_MS still counts. */
const TIMER_SLACK_MS = 20;

/** A report older than this is from an audience room that is gone (its process died): it drops out of the sums. */
const STALE_MS = 6_000;

/** What the hub needs of its night room. */
export interface AudienceHubHost {
  readonly presence: Presence;
  readonly code: string;
  /** Sends the summed counts to the host (when one is connected). */
  tally(counts: AudienceCounts): void;
  readonly log: (line: string) => void;
  readonly tickMs: number;
  /** How long the night's state is kept in presence after the last change (the room's re-claim window). */
  readonly keepS: number;
}

const CLOSED: AudienceConfig = { open: false, cap: 1, choices: [] };

/** One night's audience, as its night room sees it. */
export class AudienceHub {
  private config: AudienceConfig = CLOSED;
  private summary: AudienceSummary | null = null;
  private readonly reports = new Map<string, { counts: AudienceCounts; at: number }>();
  private counts: AudienceCounts = emptyCounts();
  private lastTally = '';
  private lastTallyAt = -Infinity;
  private lastDown = '';
  private lastDownAt = 0;
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly onUp = (raw: unknown): void => this.up(raw);

  constructor(private readonly host: AudienceHubHost) {
    void host.presence.subscribe(audienceUpChannel(host.code), this.onUp);
    this.timer = setInterval(() => this.tick(), host.tickMs);
    this.timer.unref();
  }

  /** The host's config (validated here): closing drops every viewer on every process; the vote's tally starts over. */
  setConfig(raw: unknown): boolean {
    const parsed = audienceConfigSchema.safeParse(raw);
    if (!parsed.success) return false;
    const was = this.config;
    this.config = parsed.data;
    if (was.open !== parsed.data.open) this.host.log(`room ${this.host.code}: audience ${parsed.data.open ? 'opened' : 'closed'}`);
    if (!parsed.data.open) this.reports.clear();
    this.counts = sumCounts(
      [...this.reports.values()].map((r) => r.counts),
      this.config.choices.length,
    );
    this.publish(true);
    return true;
  }

  /** The host's round summary (validated here), broadcast to every viewer. */
  setSummary(raw: unknown): boolean {
    const parsed = audienceSummarySchema.safeParse(raw);
    if (!parsed.success) return false;
    this.summary = parsed.data;
    this.publish(true);
    return true;
  }

  /** The host re-claimed the room: it hears the tally again at once. */
  hostBack(): void {
    this.lastTally = '';
    this.lastTallyAt = -Infinity;
  }

  /** The night room closes: every audience room is told the audience is closed. */
  close(): void {
    clearInterval(this.timer);
    this.config = CLOSED;
    this.publish(true);
    void this.host.presence.unsubscribe(audienceUpChannel(this.host.code), this.onUp);
    void this.host.presence.del(audienceStateKey(this.host.code));
  }

  private up(raw: unknown): void {
    let value = raw;
    if (typeof raw === 'string') {
      try {
        value = JSON.parse(raw) as unknown;
      } catch {
        return;
      }
    }
    const report = roomReportSchema.safeParse(value);
    if (!report.success || !this.config.open) return;
    if (report.data.closing) this.reports.delete(report.data.room);
    else this.reports.set(report.data.room, { counts: report.data.counts, at: Date.now() });
  }

  private state(): AudienceState {
    return { config: this.config, summary: this.summary, counts: this.counts };
  }

  /** Publishes the night's state to the audience rooms: at once on a host change, else at most twice a second. */
  private publish(now: boolean): void {
    const state = this.state();
    const text = JSON.stringify(state);
    const at = Date.now();
    if (text === this.lastDown || (!now && at - this.lastDownAt < 500)) return;
    this.lastDown = text;
    this.lastDownAt = at;
    void this.host.presence.setex(audienceStateKey(this.host.code), text, this.host.keepS);
    void this.host.presence.publish(audienceDownChannel(this.host.code), state);
  }

  private tick(): void {
    const now = Date.now();
    for (const [room, r] of this.reports) if (now - r.at > STALE_MS) this.reports.delete(room);
    this.counts = sumCounts(
      [...this.reports.values()].map((r) => r.counts),
      this.config.choices.length,
    );
    const text = JSON.stringify(this.counts);
    if (text !== this.lastTally && now - this.lastTallyAt >= HOST_TALLY_MS - TIMER_SLACK_MS) {
      this.lastTally = text;
      this.lastTallyAt = now;
      this.host.tally(this.counts);
    }
    this.publish(false);
  }
}
