/**
 * The host's side of the audience (issue 32): what the lobby set (open or not, the cap; the vote's choices are the
 * night's games), the round in brief sent to the relay once per change, and the relay's summed counts kept for the TV
 * and the stream view. The host never hears from a viewer: only the relay's sums, a few a second at most.
 */
import {
  DEFAULT_AUDIENCE_CAP,
  emptyCounts,
  type AudienceConfig,
  type AudienceCounts,
  type AudienceSummary,
} from '@shared/audience-protocol';
import type { Snapshot } from '@shared/protocol';
import type { RemoteCommand } from '../session/Session';
import { audienceSummary } from './audience-summary';
import type { RelayHost } from './RelayHost';

/** Where the audience's messages go (the relay connection) and how the lobby hears of changes. */
export interface AudienceHostPorts {
  /** The relay connection now (it changes when a resumed night re-claims its room). */
  relay(): Pick<RelayHost, 'audience' | 'audienceSummary'>;
  /** The audience's state changed (open, cap, counts): the lobby's remote status is published again. */
  changed(): void;
  /** The vote's choices: the games the host offers. */
  readonly choices: readonly string[];
  /** Plays the game the audience voted for (the lobby's own set-game). */
  setGame(game: string): void;
  /** Every snapshot of the session (returns the unsubscribe). */
  observe(fn: (snapshot: Snapshot<unknown>) => void): () => void;
  readonly log: (line: string) => void;
}

/** The vote's choices when the host names none: the built-in games. */
export const DEFAULT_AUDIENCE_CHOICES: readonly string[] = ['ligretto', 'dice', 'coloretto'];

/** Counts go to the views at most this often (the relay sends a few a second; the views need fewer). */
export const AUDIENCE_PUBLISH_MS = 500;

/** One night's audience as the host keeps it. */
export class AudienceHost {
  private config: AudienceConfig;
  private counts: AudienceCounts;
  private summary: AudienceSummary | null = null;
  private summaryText = '';
  private match = 0;
  private lastStage: Snapshot<unknown>['stage'] = 'lobby';
  private opened = false;
  private publishTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly unobserve: () => void;

  constructor(private readonly ports: AudienceHostPorts) {
    this.config = { open: false, cap: DEFAULT_AUDIENCE_CAP, choices: ports.choices.slice(0, 4) };
    this.counts = emptyCounts(this.config.choices.length);
    this.unobserve = ports.observe((snapshot) => this.observe(snapshot));
  }

  /** Open or close the audience (closing drops every viewer at the relay; seats are untouched). */
  setOpen(open: boolean): void {
    if (open === this.config.open) return;
    this.config = { ...this.config, open };
    this.opened ||= open;
    if (!open) this.counts = emptyCounts(this.config.choices.length);
    this.ports.log(`audience ${open ? 'open' : 'closed'} (at most ${this.config.cap} viewers)`);
    this.resend();
    this.ports.changed();
  }

  setCap(cap: number): void {
    this.config = { ...this.config, cap };
    this.resend();
    this.ports.changed();
  }

  /** The game the audience voted for (null when no vote was cast); the host may pick another at any time. */
  pick(): string | null {
    const votes = this.counts.votes;
    const top = Math.max(0, ...votes);
    if (top === 0) return null;
    return this.config.choices[votes.indexOf(top)] ?? null;
  }

  /** The lobby's audience commands: null when done, else why not. */
  command(cmd: Extract<RemoteCommand, { op: 'audience' | 'audience-cap' | 'audience-pick' }>): string | null {
    if (cmd.op === 'audience') this.setOpen(cmd.open);
    else if (cmd.op === 'audience-cap') this.setCap(cmd.cap);
    else {
      const game = this.pick();
      if (game === null) return 'the audience has not voted yet';
      this.ports.setGame(game);
    }
    return null;
  }

  /** Sends the config and summary again (after the relay room was claimed again). */
  resend(): void {
    this.ports.relay().audience(this.config, this.summary);
  }

  /** Every snapshot: a new summary goes to the relay only when it changed. */
  observe(snap: Snapshot<unknown>): void {
    if ((this.lastStage === 'lobby' || this.lastStage === 'match-over') && snap.stage !== 'lobby' && snap.stage !== 'match-over')
      this.match++;
    this.lastStage = snap.stage;
    if (snap.replay || snap.demo) return;
    const summary = audienceSummary(snap, this.match);
    const text = JSON.stringify(summary);
    if (text === this.summaryText) return;
    this.summaryText = text;
    this.summary = summary;
    if (this.config.open) this.ports.relay().audienceSummary(summary);
  }

  /** The relay's sums: kept, and published to the views at most every AUDIENCE_PUBLISH_MS. */
  tally(counts: AudienceCounts): void {
    if (!this.config.open) return;
    this.counts = counts;
    if (this.publishTimer) return;
    this.publishTimer = setTimeout(() => {
      this.publishTimer = null;
      this.ports.changed();
    }, AUDIENCE_PUBLISH_MS);
    this.publishTimer.unref();
  }

  /** The audience as the lobby's remote status carries it; absent until the audience was first opened. */
  status(): { config: AudienceConfig; counts: AudienceCounts } | undefined {
    return this.opened ? { config: this.config, counts: this.counts } : undefined;
  }

  close(): void {
    this.unobserve();
    if (this.publishTimer) clearTimeout(this.publishTimer);
    this.publishTimer = null;
  }
}
