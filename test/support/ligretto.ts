/** Tests of Ligretto through the game-agnostic session read its snapshots as Ligretto's (and fail if they are not). */
import { isLigrettoSnapshot } from '@shared/games/ligretto/snapshot';
import type { LigrettoEvent } from '@shared/games/ligretto/events';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { ligrettoEventSchema } from '@shared/games/ligretto/state-schema';
import type { Snapshot } from '@shared/protocol';

/** The snapshot as a Ligretto snapshot; throws when the session plays another game. */
export function ligretto(s: Snapshot<unknown>): Snapshot<LigrettoState> {
  if (!isLigrettoSnapshot(s)) throw new Error(`not a Ligretto snapshot: ${s.game}`);
  return s;
}

/** The events of a Ligretto snapshot message as Ligretto's (each checked against Ligretto's event schema). */
export function ligrettoEvents(events: readonly unknown[]): LigrettoEvent[] {
  return events.flatMap((e) => {
    const parsed = ligrettoEventSchema.safeParse(e);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The table the debug hook describes, as Ligretto's (the one with a centre); throws for another game's table. */
export function ligrettoTable<T extends object>(table: T | null | undefined): Extract<T, { centre: unknown }> {
  if (table === null || table === undefined || !isLigrettoTable(table)) throw new Error('not a Ligretto table');
  return table;
}

function isLigrettoTable<T extends object>(table: T): table is Extract<T, { centre: unknown }> {
  return 'centre' in table;
}
