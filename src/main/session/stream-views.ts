/** What each role of view is shown: streamer safety hides how to join; stream views may show seat colours for names. */
import type { LanStatus, RemoteStatus, Snapshot } from '@shared/protocol';
import { PLAYER_COLORS } from '@shared/seats';
import type { StreamPolicy, ViewRole } from '@shared/stream-schema';

/** IPv4 addresses (with a port) and bracketed or bare IPv6 addresses, as they may appear in a reason text. */
const ADDRESS = /\[?[0-9a-f]{0,4}(:[0-9a-f]{0,4}){2,7}\]?(:\d+)?|\b\d{1,3}(\.\d{1,3}){3}(:\d+)?\b/gi;

/** The LAN status without anything a viewer could join with: no URL, address, room code, QR code or interface list. */
export function hiddenLan(lan: LanStatus): LanStatus {
  if (lan.state === 'off') return { state: 'off', reason: lan.reason.replace(ADDRESS, '(hidden)') };
  return { state: 'on', url: '', address: '', roomCode: '', qr: [], iface: lan.iface, choices: [], hidden: true };
}

/** Remote players' status without the room code, the page address or its QR code (the relay's name stays). */
export function hiddenRemote(remote: RemoteStatus): RemoteStatus {
  return remote.state === 'on' ? { ...remote, code: '', url: '', qr: [], hidden: true } : remote;
}

/** A seat colour's name, for stream views that show colours instead of names. */
function colorName(color: number): string {
  return PLAYER_COLORS[color]?.name ?? `Seat ${color + 1}`;
}

/** The snapshot as a view of this role may see it under the policy. */
export function snapshotFor(role: ViewRole, policy: StreamPolicy, snapshot: Snapshot<unknown>): Snapshot<unknown> {
  let shown = snapshot;
  if (policy.safety && shown.lan) shown = { ...shown, lan: hiddenLan(shown.lan) };
  if (policy.safety && shown.remote) shown = { ...shown, remote: hiddenRemote(shown.remote) };
  if (role === 'tv') return shown;
  // The remote code is never on a stream view: the stream's audience is exactly who must not read it.
  if (shown.remote) shown = { ...shown, remote: hiddenRemote(shown.remote) };
  // A stream view needs no saves (profile names, file names, notices), and never the LAN status unless it is harmless.
  shown = { ...shown, saves: null, remoteSetup: null };
  if (policy.names === 'colors') {
    shown = {
      ...shown,
      seats: shown.seats.map((seat) => ({ ...seat, name: colorName(seat.color) })),
      event: null,
      replay: shown.replay ? { ...shown.replay, title: 'Replay' } : shown.replay,
    };
  }
  return shown;
}
