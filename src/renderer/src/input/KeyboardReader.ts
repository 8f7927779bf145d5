/**
 * Two players on one keyboard: keydown/keyup queued by listeners and turned into edges by `poll`; a listener set with
 * `onQueued` hears of every queued edge, so the app takes key presses in the key event itself, not in a frame.
 */
import { MENU_TABLE } from './bindings';
import { keysDevice, type Edge, type KeySet } from './devices';

/** The parts of a KeyboardEvent the reader uses. */
export interface KeyEventLike {
  readonly code: string;
  readonly repeat: boolean;
  readonly timeStamp: number;
  readonly altKey?: boolean;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  preventDefault(): void;
}

/** Where key events come from (window or document in the renderer, a fake in tests). */
export interface KeyTarget {
  addEventListener(type: 'keydown' | 'keyup', listener: (event: KeyEventLike) => void): void;
  addEventListener(type: 'blur', listener: () => void): void;
  removeEventListener(type: 'keydown' | 'keyup', listener: (event: KeyEventLike) => void): void;
  removeEventListener(type: 'blur', listener: () => void): void;
}

interface Queued {
  readonly code: string;
  readonly set: KeySet;
  readonly edge: 'press' | 'release';
  readonly at: number;
}

/**
 * Listens for the keys of both key sets and the shared menu keys; everything else is left to the
 * browser. Auto-repeat keydowns and keydowns of keys already held are ignored, so one press is
 * one edge. Shortcuts with Ctrl, Alt or Meta are left alone (Ctrl+R reloads, Alt+Tab switches).
 */
export class KeyboardReader {
  private readonly queue: Queued[] = [];
  private readonly held = new Map<string, KeySet>();
  private lastPoll: number | null = null;
  private listener: (() => void) | null = null;

  /** `keySetOf` says which hand a key belongs to, null for keys left to the browser (the hub's live table in the app). */
  constructor(
    private readonly target: KeyTarget,
    private readonly keySetOf: (code: string) => KeySet | null = (code) => MENU_TABLE.keySetOf(code),
  ) {
    target.addEventListener('keydown', this.onKeyDown);
    target.addEventListener('keyup', this.onKeyUp);
    target.addEventListener('blur', this.onBlur);
  }

  /** Stops listening. */
  dispose(): void {
    this.target.removeEventListener('keydown', this.onKeyDown);
    this.target.removeEventListener('keyup', this.onKeyUp);
    this.target.removeEventListener('blur', this.onBlur);
  }

  /** Calls `listener` after every key event that queued an edge (null: nobody is told, edges wait for a poll). */
  onQueued(listener: (() => void) | null): void {
    this.listener = listener;
  }

  /** The edges queued since the last poll, in the order the keys went down and up. */
  poll(now: number): Edge[] {
    const edges = this.queue
      .splice(0)
      .map((q): Edge => ({ device: keysDevice(q.set), control: { kind: 'key', code: q.code }, edge: q.edge, at: this.stamp(q.at, now) }));
    this.lastPoll = now;
    return edges;
  }

  /** Whether a key is held right now (for tests and debugging). */
  isHeld(code: string): boolean {
    return this.held.has(code);
  }

  private readonly onKeyDown = (event: KeyEventLike): void => {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    const set = this.keySetOf(event.code);
    if (set === null) return;
    // Space scrolls, Tab moves focus, arrows scroll: the game owns these keys.
    event.preventDefault();
    if (event.repeat || this.held.has(event.code)) return;
    this.held.set(event.code, set);
    this.queue.push({ code: event.code, set, edge: 'press', at: event.timeStamp });
    this.listener?.();
  };

  private readonly onKeyUp = (event: KeyEventLike): void => {
    const set = this.held.get(event.code);
    if (set === undefined) return;
    event.preventDefault();
    this.held.delete(event.code);
    this.queue.push({ code: event.code, set, edge: 'release', at: event.timeStamp });
    this.listener?.();
  };

  /** A window that loses focus never sees the keyups; release everything so no key stays stuck. */
  private readonly onBlur = (): void => {
    const at = this.queue.at(-1)?.at ?? this.lastPoll ?? 0;
    const released = this.held.size > 0;
    for (const [code, set] of this.held) this.queue.push({ code, set, edge: 'release', at });
    this.held.clear();
    if (released) this.listener?.();
  };

  /** Event times are kept when they fall inside this frame; anything odd is stamped with the frame time. */
  private stamp(at: number, now: number): number {
    if (!Number.isFinite(at) || at > now) return now;
    if (this.lastPoll !== null && at <= this.lastPoll) return now;
    return at;
  }
}
