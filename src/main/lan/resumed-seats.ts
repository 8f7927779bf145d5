/**
 * Phones and a resumed game night: the lobby holds the night's seats with the phone bindings of the last launch.
 * A phone re-claims its seat by its stored token (the binding id is derived from it) or by picking its name;
 * never by join order, so nobody inherits another player's totals.
 */
import { nameKey } from '@shared/names';
import type { Snapshot } from '@shared/protocol';

/** Seats of the night being resumed that a phone drove and no phone holds now. */
export function orphanedPhoneSeats(snapshot: Snapshot<unknown>, held: ReadonlySet<number>): number[] {
  const offer = snapshot.saves?.resuming;
  if (!offer || snapshot.stage !== 'lobby') return [];
  return offer.players
    .map((p) => p.seat)
    .filter((seat) => {
      const s = snapshot.seats[seat];
      return s?.kind === 'person' && s.input?.kind === 'phone' && !held.has(seat);
    });
}

/** The resumed seat whose phone binding is this id, if no phone holds it. */
export function seatOfPhoneId(snapshot: Snapshot<unknown>, held: ReadonlySet<number>, id: string): number | null {
  const seat = orphanedPhoneSeats(snapshot, held).find((s) => {
    const input = snapshot.seats[s]?.input;
    return input?.kind === 'phone' && input.id === id;
  });
  return seat ?? null;
}

const fold = nameKey;

/**
 * Where a phone joining with `name` sits while a night is resumed: the orphaned phone seat with that name, or a
 * refusal that lists the names still to claim. null when no resumed phone seat waits (a plain join).
 */
export function resumedSeatFor(
  snapshot: Snapshot<unknown>,
  held: ReadonlySet<number>,
  name: string,
): { readonly seat: number } | { readonly error: string } | null {
  const waiting = orphanedPhoneSeats(snapshot, held);
  if (waiting.length === 0) return null;
  const seat = waiting.find((s) => fold(snapshot.seats[s]?.name ?? '') === fold(name));
  if (seat !== undefined) return { seat };
  const names = waiting.map((s) => snapshot.seats[s]?.name ?? `seat ${s + 1}`).join(', ');
  return { error: `this game night is being resumed: join with your name from it (${names})`.slice(0, 300) };
}
