/** One navigation object: picks the screen for the session's stage and local overlays, and runs its lifecycle. */
import { Container } from 'pixi.js';
import type { BuiltInEvent } from '@shared/games/contracts';
import type { HostMessage, Snapshot, Stage } from '@shared/protocol';
import type { InputEvent } from '../input/index';
import { OVERLAY_TIER, OverlayStack, type Overlay } from './OverlayStack';
import type { LocalScreen, Screen, ScreenId } from './Screen';
import { DESIGN_HEIGHT, DESIGN_WIDTH } from '@renderer/ui/design';
import { releaseTextTextures } from '@renderer/ui/release-texts';

/** A layer drawn above every screen and the pause overlay (the storage notices): it sees every snapshot and pushes itself on the overlay stack while it wants input. */
export interface TopLayer extends Container {
  /** The snapshot (null before the first) and the local screen on top. */
  update(snapshot: Snapshot | null, local: LocalScreen | null): void;
  resize(width: number, height: number): void;
  message(msg: HostMessage): void;
}

const STAGE_SCREENS: Readonly<Record<Stage, ScreenId>> = {
  lobby: 'lobby',
  countdown: 'table',
  playing: 'table',
  stopped: 'table',
  scores: 'scores',
  standings: 'standings',
  'match-over': 'match-end',
  // How to play runs on the real table (docs/howto.md).
  howto: 'table',
};

/** Which screen shows for a snapshot and the local overlay. */
export function screenFor(snapshot: Snapshot | null, local: LocalScreen | null): ScreenId {
  if (local) return local;
  // A replay being watched is drawn by the table to its very end (its last frame has stage 'scores').
  if (snapshot?.replay) return 'table';
  // An event between games shows its table, queue and leaderboard instead of the lobby.
  if (snapshot?.event && snapshot.stage === 'lobby') return 'event';
  return snapshot ? STAGE_SCREENS[snapshot.stage] : 'title';
}

/** Shows exactly one screen at a time (plus the pause overlay) and forwards the lifecycle to it; input goes through the overlay stack first. */
export class Navigation {
  readonly root = new Container();
  private current: Screen | null = null;
  private snapshot: Snapshot | null = null;
  private local: LocalScreen | null = 'title';
  private size = { w: DESIGN_WIDTH, h: DESIGN_HEIGHT };
  /** The pause menu as an overlay: while paused it takes every event. */
  private readonly pauseLayer: Overlay;

  constructor(
    private readonly screens: ReadonlyMap<ScreenId, Screen>,
    private readonly overlay: Screen,
    private readonly top: TopLayer | null = null,
    /** Every overlay's input path (the app shares it with the screens that open dialogs). */
    readonly overlays: OverlayStack = new OverlayStack(),
  ) {
    this.pauseLayer = {
      name: 'pause',
      tier: OVERLAY_TIER.pause,
      input: (events) => {
        overlay.input(events);
        return [];
      },
    };
    for (const s of screens.values()) {
      s.root.visible = false;
      this.root.addChild(s.root);
    }
    overlay.root.visible = false;
    this.root.addChild(overlay.root);
    if (top) this.root.addChild(top);
  }

  /** The screen on show. */
  get active(): Screen | null {
    return this.current;
  }

  /** Opens or closes a local screen (title, settings). */
  setLocal(local: LocalScreen | null): void {
    this.local = local;
    this.sync();
  }

  /** The pause menu's description while it shows (the end-to-end tests read its rules card), else null. */
  pauseMenu(): unknown {
    return this.overlay.root.visible ? (this.overlay.describe?.() ?? null) : null;
  }

  /** The local screen, if any. */
  get localScreen(): LocalScreen | null {
    return this.local;
  }

  private sync(): void {
    const next = this.screens.get(screenFor(this.snapshot, this.local)) ?? null;
    if (next !== this.current) {
      this.current?.hide();
      if (this.current) {
        this.current.root.visible = false;
        // A hidden screen's words hold a GPU texture each: the results screens alone hold a few hundred.
        if (!this.current.keepsTexturesHidden) releaseTextTextures(this.current.root);
      }
      this.current = next;
      if (next) {
        next.root.visible = true;
        next.resize(this.size.w, this.size.h);
        next.show(this.snapshot);
      }
    }
    const paused = this.snapshot?.paused === true && this.local === null;
    if (paused !== this.overlay.root.visible) {
      this.overlay.root.visible = paused;
      if (paused) {
        this.overlay.resize(this.size.w, this.size.h);
        this.overlay.show(this.snapshot);
      } else this.overlay.hide();
      this.overlays.set(this.pauseLayer, paused);
      this.current?.pause?.(paused);
    }
    this.top?.update(this.snapshot, this.local);
  }

  /** A new snapshot: picks the screen, then updates it (and the overlay). */
  update(snapshot: Snapshot, events: readonly BuiltInEvent[]): void {
    this.snapshot = snapshot;
    this.sync();
    this.current?.update(snapshot, events);
    if (this.overlay.root.visible) this.overlay.update(snapshot, events);
  }

  /** Other host messages go to the screen on show. */
  message(msg: HostMessage): void {
    this.top?.message(msg);
    this.current?.message?.(msg);
  }

  /** Input goes through the overlays, topmost first; the screen on show gets what they let through. */
  input(events: readonly InputEvent[]): void {
    if (events.length === 0) return;
    const rest = this.overlays.route(events);
    if (rest.length > 0) this.current?.input(rest);
  }

  /** Resizes everything that is on show. */
  resize(width: number, height: number): void {
    this.size = { w: width, h: height };
    this.current?.resize(width, height);
    if (this.overlay.root.visible) this.overlay.resize(width, height);
    this.top?.resize(width, height);
  }

  /** Per-frame hook of the screen on show. */
  tick(now: number): boolean {
    return this.current?.tick?.(now) ?? false;
  }

  /** Does the screen on show change with time alone (so the loop must keep ticking it)? */
  moving(): boolean {
    const screen = this.current;
    if (!screen?.tick) return false;
    return screen.moving ? screen.moving() : true;
  }
}
