/** What the lost-controller overlay says, and who came back: pure, from snapshots. */
import type { Snapshot } from '@shared/protocol';
import { PLAYER_COLORS } from '@shared/seats';
import { formatList, t } from '../i18n/i18n';
import { comeBackWords } from '../input/device-words';

/** The overlay for a seat whose controller is lost while the table waits for it. */
export interface LostDescription {
  readonly seat: number;
  readonly name: string;
  /** The seat's colour (PLAYER_COLORS hex). */
  readonly color: number;
  /** "Waiting for Ana". */
  readonly title: string;
  /** How that seat comes back, in its device's words ("Press A on that pad to come back"). */
  readonly how: string;
  /** Other seats also waited for ("Also waiting: Ben"), or ''. */
  readonly more: string;
}

/** The seats the table waits for (lost, no bot standing in), in the order they were lost. */
function waitedFor(snapshot: Snapshot): number[] {
  return snapshot.frozen.filter((f) => !f.bot).map((f) => f.seat);
}

/** The overlay's words while the session is paused for a lost controller; null when it is not. */
export function lostControllerModel(snapshot: Snapshot | null): LostDescription | null {
  if (!snapshot?.paused) return null;
  const [first, ...others] = waitedFor(snapshot);
  const seat = first === undefined ? undefined : snapshot.seats[first];
  if (first === undefined || !seat) return null;
  return {
    seat: first,
    name: seat.name,
    color: PLAYER_COLORS[seat.color]?.hex ?? 0xffffff,
    title: t('lost.title', { name: seat.name }),
    how: comeBackWords(seat.input),
    more: others.length === 0 ? '' : t('lost.more', { names: formatList(others.map((s) => snapshot.seats[s]?.name ?? '')) }),
  };
}

/** The names of the people whose lost controller came back between two snapshots (for "Ana is back"). */
export function cameBack(previous: Snapshot | null, next: Snapshot): string[] {
  if (!previous) return [];
  return previous.frozen
    .filter((f) => !next.frozen.some((g) => g.seat === f.seat))
    .map((f) => next.seats[f.seat])
    .filter((s) => s?.kind === 'person')
    .map((s) => s?.name ?? '');
}
