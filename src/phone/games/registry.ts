/**
 * The phone pads, by game id: every `games/<game>/*Pad.ts` that exports a PhonePad, found at build time (Vite's
 * import.meta.glob), so a new game adds its folder and no line here. The shared page (join, name, connection,
 * reconnect) draws the pad of the view's game.
 */
import type { GameId } from '@shared/game';
import { inMenuOrder } from '@shared/games/game-contract';
import type { PhonePad } from './pad-contract';

export type { MountedPad, PadHost, PhonePad } from './pad-contract';

/** Is an export of a pad module a PhonePad? */
function isPhonePad(value: unknown): value is PhonePad {
  return (
    typeof value === 'object' &&
    value !== null &&
    'game' in value &&
    typeof value.game === 'string' &&
    'mount' in value &&
    typeof value.mount === 'function'
  );
}

const found = Object.values(import.meta.glob<Record<string, unknown>>('./*/*Pad.ts', { eager: true })).flatMap((m) =>
  Object.values(m).filter(isPhonePad),
);

/** Every game with a phone pad, in menu order. */
export const PHONE_PADS: readonly PhonePad[] = inMenuOrder(found, (p) => p.game);

/** The pad of a game, or null when it has none (the page then shows the waiting screen with the shared words). */
export function padFor(game: GameId): PhonePad | null {
  return PHONE_PADS.find((p) => p.game === game) ?? null;
}
