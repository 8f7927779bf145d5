/** The demo (bots play on their own): its badge over every screen, any press leaving it, and `?demo=N` starting one. */
import type { Container } from 'pixi.js';
import type { ClientMessage, Snapshot } from '@shared/protocol';
import { DemoBadge } from '../ui/DemoBadge';
import type { LocalScreen } from './Screen';

/** What the demo reads and changes of the app. */
export interface DemoHost {
  send(msg: ClientMessage): unknown;
  /** The local screen open over the session's screen (null: the session's own screen shows). */
  localScreen(): LocalScreen | null;
  setLocal(screen: LocalScreen | null): void;
  size(): { readonly width: number; readonly height: number };
  requestRender(): void;
}

/** The fewest and most bots `?demo=N` may ask for. */
const DEMO_BOTS = { min: 2, max: 12 } as const;

/** The demo's part of the app (a stream view has none: `stage` null draws no badge). */
export class DemoMode {
  private readonly badge = new DemoBadge();
  private latest: Snapshot | null = null;
  /** The players already left this demo (once per demo). */
  private left = false;

  constructor(
    private readonly host: DemoHost,
    stage: Container | null,
  ) {
    stage?.addChild(this.badge);
  }

  /** A snapshot was applied. */
  applied(snapshot: Snapshot): void {
    this.latest = snapshot;
    if (!snapshot.demo) this.left = false;
    this.showBadge();
  }

  /** The demo runs on the session's own screen: every press leaves it. */
  get running(): boolean {
    return this.latest?.demo === true && this.host.localScreen() === null;
  }

  /** The demo says what it is and how to leave it (any button or key), over every screen it shows. */
  showBadge(): void {
    const { width, height } = this.host.size();
    this.badge.update(this.running, width, height);
  }

  /** Any press during the demo ends it and opens the title (once per demo); true when it did. */
  leave(): boolean {
    if (!this.running || this.left) return false;
    this.left = true;
    this.host.send({ t: 'control', op: 'end-match' });
    this.host.setLocal('title');
    this.showBadge();
    this.host.requestRender();
    return true;
  }

  /** Starts the demo the page's `?demo=N` asks for (2 to 12 bots), once the bridge is ready. */
  startFromQuery(search: string): void {
    const bots = Number(new URLSearchParams(search).get('demo'));
    if (!Number.isInteger(bots) || bots < DEMO_BOTS.min || bots > DEMO_BOTS.max) return;
    this.host.send({ t: 'demo', bots });
    this.host.setLocal(null);
  }
}
