/** Phones that follow an event entrant in the queue: no seat yet, told where their entrant stands until it is up. */
import { eventCallFor } from '@shared/event/event-call';
import type { EventView } from '@shared/event/event-view';
import type { Snapshot } from '@shared/protocol';
import type { PhoneLink } from './phone-link';

/** A phone in an event's queue, with the last call it was sent. */
interface Follower {
  readonly name: string;
  lastCall: string;
}

/** The phones following event entrants, each told its entrant's call whenever it changes. */
export class EventFollowers {
  private readonly followers = new Map<PhoneLink, Follower>();
  /** The event view of the last snapshot between games (snapshots carry none during a match). */
  private lastEvent: EventView | null = null;

  constructor(private readonly log: (line: string) => void) {}

  /** The event as last seen: the snapshot's, or the one before the match started. */
  event(latest: Snapshot<unknown>): EventView | null {
    return latest.event ?? this.lastEvent;
  }

  /** Does this connection follow an entrant? */
  has(link: PhoneLink): boolean {
    return this.followers.has(link);
  }

  /** The phone follows entrant `name` in the event's queue: no seat, calls until its table is next. */
  follow(link: PhoneLink, name: string, latest: Snapshot<unknown>): void {
    const follower: Follower = { name, lastCall: '' };
    this.followers.set(link, follower);
    this.log(`phone from ${link.address} follows entrant ${name} in the event queue`);
    this.sendCall(link, follower, latest);
  }

  /** The connection took a seat or closed: it follows nobody now. */
  drop(link: PhoneLink): void {
    this.followers.delete(link);
  }

  /** A new snapshot: remembers its event, and tells each follower its entrant's call if it changed. */
  snapshot(latest: Snapshot<unknown>): void {
    if (latest.event) this.lastEvent = latest.event;
    for (const [link, follower] of this.followers) this.sendCall(link, follower, latest);
  }

  /** Every following connection, forgotten (the room closes). */
  takeAll(): PhoneLink[] {
    const links = [...this.followers.keys()];
    this.followers.clear();
    return links;
  }

  private sendCall(link: PhoneLink, follower: Follower, latest: Snapshot<unknown>): void {
    const event = this.event(latest);
    if (!event) return;
    const call = eventCallFor(event, follower.name, latest.event !== null && latest.stage === 'lobby');
    const text = JSON.stringify(call);
    if (text === follower.lastCall) return;
    follower.lastCall = text;
    link.send({ t: 'event-call', call });
  }
}
