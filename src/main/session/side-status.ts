/**
 * What runs beside the game: phones over the LAN, remote players through the relay, native pads, and the stream policy.
 * Shown in the lobby and on stream views, never read by the rules.
 */
import { fitLanStatus } from '@shared/fit-text';
import type { ClientMessage, LanStatus, NativePadStatus, RemoteSetup, RemoteStatus, Snapshot } from '@shared/protocol';
import { DEFAULT_STREAM_POLICY, streamPolicySchema, type StreamPolicy, type ViewRole } from '@shared/stream-schema';
import { snapshotFor } from './stream-views';

/** A lobby command for remote players (lock the relay room, kick a remote seat). */
export type RemoteCommand = Extract<ClientMessage, { t: 'remote' }>['cmd'];

/** The lobby's commands that the LAN and relay services answer. */
export type SideCommand = Extract<ClientMessage, { t: 'lan' } | { t: 'remote' } | { t: 'remote-players' }>;

/** The snapshot's side fields. */
export interface SideView {
  readonly lan: LanStatus | null;
  readonly remote: RemoteStatus | null;
  readonly remoteSetup: RemoteSetup | null;
  readonly nativePads: NativePadStatus | null;
}

/** The side devices' status and who answers their commands; every change is shown (`changed`). */
export class SideStatus {
  private lan: LanStatus | null = null;
  private nativePads: NativePadStatus | null = null;
  private lanControl: ((address: string) => string | null) | null = null;
  private remote: RemoteStatus | null = null;
  private remoteControl: ((cmd: RemoteCommand) => string | null) | null = null;
  private remoteSetup: RemoteSetup | null = null;
  private remoteSwitch: ((on: boolean) => string | null) | null = null;
  /** Streamer safety and names on stream views (host settings). */
  private stream: StreamPolicy = DEFAULT_STREAM_POLICY;

  constructor(
    private readonly log: (line: string) => void,
    private readonly changed: () => void,
  ) {}

  /** The LAN controller server's state (the lobby draws the QR code and room code). */
  setLan(lan: LanStatus | null): void {
    const code = this.lan?.state === 'on' ? this.lan.roomCode : null;
    this.lan = fitLanStatus(lan);
    // With streamer safety no screen shows how to join, so the host's own console does.
    if (this.stream.safety && this.lan?.state === 'on' && this.lan.roomCode !== code)
      this.log(`streamer safety: phones join at ${this.lan.address} with room code ${this.lan.roomCode}`);
    this.changed();
  }

  /** Remote players' state (the relay's code, lock, round trips). */
  setRemote(remote: RemoteStatus | null): void {
    this.remote = remote;
    this.changed();
  }

  /** Remote players' setting (on or off, the relay address and its source) and who switches them (null: nobody). */
  setRemoteSetup(setup: RemoteSetup | null, toggle: ((on: boolean) => string | null) | null): void {
    this.remoteSetup = setup;
    this.remoteSwitch = toggle;
    this.changed();
  }

  /** Whether native gamepads work, and how many are connected. */
  setNativePads(status: NativePadStatus | null): void {
    this.nativePads = status;
    this.changed();
  }

  /** Who answers the lobby's `lan` commands (LAN mode's service); null while LAN mode is off. */
  setLanControl(control: ((address: string) => string | null) | null): void {
    this.lanControl = control;
  }

  /** Who answers the lobby's `remote` commands (lock, kick); null while remote players are off. */
  setRemoteControl(control: ((cmd: RemoteCommand) => string | null) | null): void {
    this.remoteControl = control;
  }

  /** Streamer safety and names on stream views (checked; a bad value throws and changes nothing). */
  setStreamPolicy(policy: StreamPolicy): void {
    this.stream = streamPolicySchema.parse(policy);
    this.changed();
  }

  /** A `lan` or `remote` command from the lobby: why it is refused, or null once its service took it. */
  command(msg: SideCommand): string | null {
    if (msg.t === 'lan') return this.lanControl ? this.lanControl(msg.address) : 'LAN mode is off on this host';
    if (msg.t === 'remote-players') return this.remoteSwitch ? this.remoteSwitch(msg.on) : 'remote players cannot be switched on this host';
    return this.remoteControl ? this.remoteControl(msg.cmd) : 'remote players are off on this host';
  }

  /** The remote players' status while they are on (Even latency reads their round trips), else null. */
  remoteOn(): Extract<RemoteStatus, { state: 'on' }> | null {
    return this.remote?.state === 'on' ? this.remote : null;
  }

  /** The snapshot's side fields. */
  view(): SideView {
    return { lan: this.lan, remote: this.remote, remoteSetup: this.remoteSetup, nativePads: this.nativePads };
  }

  /** The snapshot as a view of this role may see it under the stream policy. */
  present(role: ViewRole, snapshot: Snapshot<unknown>): Snapshot<unknown> {
    return snapshotFor(role, this.stream, snapshot);
  }
}
