/** The session's connected views: the hello handshake, validation of every message, and fan-out that never stalls. */
import { decodeClientMessage } from '@shared/protocol-schema';
import { PROTOCOL_VERSION, type ClientMessage, type HostOutMessage, type Snapshot } from '@shared/protocol';
import { decodeStreamMessage, type ViewRole } from '@shared/stream-schema';

/** Where a view's messages go out; a transport supplies one per connection. */
export interface ViewLink {
  send(msg: HostOutMessage): void;
  close(): void;
}

/** What a transport holds for a connected view. */
export interface ViewHandle {
  receive(raw: unknown): void;
  close(): void;
}

/** One connected view. */
export interface View {
  readonly link: ViewLink;
  /** The TV drives the session; a stream view only watches (its messages other than hello fail its schema). */
  readonly role: ViewRole;
  hello: boolean;
  /** Messages received from this view so far (the hello and refused ones included). */
  received: number;
}

/** A validated message from a view that has said hello. */
export type ViewMessage = Exclude<ClientMessage, { t: 'hello' }>;

/** Connections, handshake and broadcast; the session supplies snapshots and handles messages. */
export class ViewHub {
  private readonly views = new Set<View>();
  private readonly observers = new Set<(snapshot: Snapshot<unknown>, events: readonly unknown[]) => void>();

  constructor(
    private readonly log: (line: string) => void,
    private readonly current: () => Snapshot<unknown>,
    private readonly handle: (view: View, msg: ViewMessage) => void,
    /** The snapshot as a view of this role may see it (streamer safety, names on stream). */
    private readonly present: (role: ViewRole, snapshot: Snapshot<unknown>) => Snapshot<unknown> = (_, snapshot) => snapshot,
  ) {}

  /** Connects a view of a role (the transport decides it, never the view); it gets a snapshot after its hello. */
  connect(link: ViewLink, role: ViewRole = 'tv'): ViewHandle {
    const view: View = { link, role, hello: false, received: 0 };
    this.views.add(view);
    return { receive: (raw) => this.receive(view, raw), close: () => this.views.delete(view) };
  }

  /** Main-process hooks that see every snapshot; returns an unsubscribe function. */
  observe(listener: (snapshot: Snapshot<unknown>, events: readonly unknown[]) => void): () => void {
    this.observers.add(listener);
    return () => this.observers.delete(listener);
  }

  /** Number of connected views. */
  get count(): number {
    return this.views.size;
  }

  /**
   * Sends to one view; a view whose send throws is dropped, never the game. Snapshots and refusals say how many of
   * the view's messages the host had handled (`seen`): a view that steps a value twice before the first snapshot
   * returns computes the second step from its own unanswered command, not from the older snapshot.
   */
  send(view: View, msg: HostOutMessage): void {
    // A stream view gets snapshots, refusals and the game's rejections; saves replies and raw pads are the TV's.
    if (view.role === 'stream' && (msg.t === 'saves' || msg.t === 'native-pads')) return;
    const shown = msg.t === 'snapshot' ? { ...msg, snapshot: this.present(view.role, msg.snapshot) } : msg;
    try {
      view.link.send(shown.t === 'snapshot' || shown.t === 'refused' ? { ...shown, seen: view.received } : shown);
    } catch (e) {
      this.log(`view dropped after a failed send: ${e instanceof Error ? e.message : String(e)}`);
      this.views.delete(view);
    }
  }

  /** Refuses a message with a reason, logged. */
  refuse(view: View, error: string): void {
    this.log(`refused: ${error}`);
    this.send(view, { t: 'refused', error });
  }

  /** Sends to every view that has said hello (and, for snapshots, to the observers). */
  broadcast(msg: HostOutMessage): void {
    for (const view of this.views) if (view.hello) this.send(view, msg);
    if (msg.t !== 'snapshot') return;
    for (const observer of this.observers) {
      try {
        observer(msg.snapshot, msg.events);
      } catch (e) {
        this.log(`observer failed: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  }

  private receive(view: View, raw: unknown): void {
    view.received++;
    const decoded = view.role === 'stream' ? decodeStreamMessage(raw) : decodeClientMessage(raw);
    if (!decoded.ok) return this.refuse(view, decoded.error);
    const msg = decoded.msg;
    if (msg.t === 'hello') {
      if (msg.protocol !== PROTOCOL_VERSION) return this.refuse(view, `protocol ${msg.protocol} is not ${PROTOCOL_VERSION}`);
      view.hello = true;
      this.send(view, { t: 'welcome', protocol: PROTOCOL_VERSION });
      this.send(view, { t: 'snapshot', snapshot: this.current(), events: [] });
      return;
    }
    if (!view.hello) return this.refuse(view, 'say hello first');
    this.handle(view, msg);
  }
}
