/** What the lobby's join card offers (no Pixi): the LAN's QR code and room code, and the relay's beside it for remote players. */
import type { LanStatus, RemoteStatus } from '@shared/protocol';
import { t } from '@renderer/i18n/i18n';

/** One way in shown on the join card: a QR code with its code and the address to type. */
export interface JoinCode {
  /** `lan`: phones on this Wi-Fi; `remote`: phones anywhere, through the relay. */
  readonly kind: 'lan' | 'remote';
  readonly qr: readonly string[];
  readonly code: string;
  readonly address: string;
}

/** The address friends type for the relay: the host of its join page (`relay.example.com`), else the relay as given. */
export function relayAddress(remote: Extract<RemoteStatus, { state: 'on' }>): string {
  try {
    return new URL(remote.url).host || remote.relay;
  } catch {
    return remote.relay;
  }
}

/**
 * The ways in the TV may show, LAN first: none of a hidden status (a stream view, streamer safety: the host left the
 * code, address and QR code out) or of one that is not on.
 */
export function joinCodes(lan: LanStatus | null | undefined, remote: RemoteStatus | null | undefined): JoinCode[] {
  const out: JoinCode[] = [];
  if (lan?.state === 'on' && lan.hidden !== true && lan.qr.length > 0) {
    out.push({ kind: 'lan', qr: lan.qr, code: lan.roomCode, address: lan.address });
  }
  if (remote?.state === 'on' && remote.hidden !== true && remote.qr.length > 0 && remote.code !== '') {
    out.push({ kind: 'remote', qr: remote.qr, code: remote.code, address: relayAddress(remote) });
  }
  return out;
}

/** The join card's layout for a snapshot: none, one QR code, or two side by side. */
export function joinCardKind(lan: LanStatus | null | undefined, remote: RemoteStatus | null | undefined): boolean | 'two' {
  const n = joinCodes(lan, remote).length;
  return n === 2 ? 'two' : n === 1;
}

/** A line about remote players when they cannot be joined from this screen ('' when on and shown, or off). */
export function remoteNotice(remote: RemoteStatus | null | undefined): string {
  if (!remote) return '';
  if (remote.state === 'connecting') return t('remote.connecting');
  if (remote.state === 'down') return t('remote.down');
  return remote.hidden === true || remote.code === '' ? t('remote.codeHidden') : '';
}
