/** Shortening host-built text to the length its schema allows, so the host never sends what a view must refuse. */
import type { LanStatus } from './protocol';

/** Limits of host-built text fields, as the view-side schemas state them (protocol-schema, saves-schema). */
export const TEXT_LIMITS = {
  /** Notice file, problem, text and kept-as path; a failed reply's error. */
  noticeText: 2000,
  /** A setting-reset notice's setting name. */
  setting: 60,
  /** ISO dates in offers and backups. */
  when: 40,
  /** The lobby's LAN and native-pad reasons. */
  reason: 300,
  /** A replay's title. */
  title: 120,
  /** A player's name as saved. */
  name: 40,
  /** An exported file's name. */
  fileName: 200,
} as const;

/** `text` when it fits in `max` characters, else its start and an ellipsis (never a split surrogate pair). */
export function fitText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max - 1);
  const last = text.charCodeAt(end - 1);
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}\u2026`;
}

/** An ISO date as a view can show it: normalised when it parses, else shortened. */
export function fitWhen(iso: string): string {
  if (iso.length <= TEXT_LIMITS.when) return iso;
  const ms = Date.parse(iso);
  if (Number.isFinite(ms)) return new Date(ms).toISOString();
  const short = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{1,3})?\d*(Z|[+-]\d{2}:\d{2})?$/.exec(iso);
  if (short) return `${short[1] ?? ''}${short[2] ?? ''}${short[3] ?? ''}`;
  return fitText(iso, TEXT_LIMITS.when);
}

/** The lobby's LAN status as a view accepts it: a reason shortened; an address too long to show turns LAN mode's card off. */
export function fitLanStatus(lan: LanStatus | null): LanStatus | null {
  if (lan === null) return null;
  if (lan.state === 'off') return { state: 'off', reason: fitText(lan.reason, TEXT_LIMITS.reason) };
  if (lan.url.length > 200 || lan.address.length > 100 || lan.roomCode.length > 12)
    return { state: 'off', reason: 'phones cannot join: the LAN address is too long to show' };
  return lan;
}
