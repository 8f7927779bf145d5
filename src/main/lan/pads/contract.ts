/** The contract of a game's phone pad view, in a file of its own so the games and their registry do not import each other. */
import type { BuiltInPhonePad } from '@shared/games/contracts';
import type { Snapshot } from '@shared/protocol';

/** A game's pad view for one engine player of the snapshot's match, or null when there is none to show. */
export type PhonePadOf<P extends BuiltInPhonePad = BuiltInPhonePad> = (snapshot: Snapshot<unknown>, player: number) => P | null;
