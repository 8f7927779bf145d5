/** Seats nobody named are shown as "Player 3" / "Jugador 3" in the view's language; the host never stores that name. */
import type { Snapshot } from '@shared/protocol';
import type { ResumeOffer } from '@shared/saves-protocol';
import { defaultPlayerName } from '../i18n/labels';

function namedOffer(offer: ResumeOffer | null): ResumeOffer | null {
  if (!offer?.players.some((p) => p.name === '')) return offer;
  return { ...offer, players: offer.players.map((p) => (p.name === '' ? { ...p, name: defaultPlayerName(p.seat) } : p)) };
}

/** The snapshot with every unnamed seat (and resume-offer player) given its seat's default name; the same object when none is unnamed. */
export function withSeatNames(snapshot: Snapshot): Snapshot {
  const saves = snapshot.saves;
  const unnamedOffer = saves ? [saves.resume, saves.resuming].some((o) => o?.players.some((p) => p.name === '')) : false;
  if (!snapshot.seats.some((s) => s.name === '') && !unnamedOffer) return snapshot;
  return {
    ...snapshot,
    seats: snapshot.seats.map((s, i) => (s.name === '' ? { ...s, name: defaultPlayerName(i) } : s)),
    ...(saves && unnamedOffer ? { saves: { ...saves, resume: namedOffer(saves.resume), resuming: namedOffer(saves.resuming) } } : {}),
  };
}

/**
 * After a language change: the newest snapshot renamed in the new language ("Player 3" becomes "Jugador 3"), or null
 * when it names every seat itself (nothing to redo).
 */
export function renamedForLanguage(received: Snapshot | null): Snapshot | null {
  if (!received) return null;
  const renamed = withSeatNames(received);
  return renamed === received ? null : renamed;
}
