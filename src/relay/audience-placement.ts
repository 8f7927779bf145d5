/**
 * Where a night's audience rooms live (issue 32): with more than one relay process, never on the process that holds
 * the night's own room, so the seated players' process carries no viewer connections, no viewer messages and no
 * viewer broadcasts. The choice uses Colyseus' own machinery only: the room directory (which process holds the
 * night), the matchmaker's per-process stats (connections per process, kept in presence) and the server option
 * `selectProcessIdToCreateRoom`, through which Colyseus itself creates the room on the chosen process and hands the
 * viewer a seat there (its `publicAddress`).
 */
import { matchMaker } from '@colyseus/core';
import { RELAY_ROOM_NAME } from '@shared/relay-protocol';
import { AUDIENCE_ROOM_NAME } from '@shared/audience-protocol';

/** A relay process as the matchmaker's stats list it. */
export interface ProcessLoad {
  readonly processId: string;
  readonly ccu: number;
}

/**
 * The process for a night's next viewer: of the processes other than the night's (`night`), the one with the fewest
 * connections (ties by id, so concurrent joins agree); the night's own, or else `local`, when there is no other.
 */
export function pickAudienceProcess(processes: readonly ProcessLoad[], night: string | null, local: string): string {
  const others = processes.filter((p) => p.processId !== night);
  if (others.length === 0) return night ?? local;
  const best = [...others].sort((a, b) => a.ccu - b.ccu || (a.processId < b.processId ? -1 : 1))[0];
  return best?.processId ?? local;
}

/** The process a viewer of night `code` is placed on (one directory query and one stats read); null: no such night. */
export async function audienceProcessFor(code: string): Promise<string | null> {
  const [rooms, processes] = await Promise.all([matchMaker.query({ roomId: code, name: RELAY_ROOM_NAME }), matchMaker.stats.fetchAll()]);
  const night = rooms[0]?.processId;
  if (typeof night !== 'string') return null;
  return pickAudienceProcess(processes, night, matchMaker.processId);
}

/**
 * Colyseus' `selectProcessIdToCreateRoom`: an audience room on the process its viewer was placed on (the relay set
 * `process` in its options, never the client); every other room (a night's) on the process its host reached, so a
 * host's connection never crosses processes.
 */
export function selectProcessToCreate(roomName: string, options: unknown): Promise<string> {
  const chosen = typeof options === 'object' && options !== null ? (options as { process?: unknown }).process : undefined;
  return Promise.resolve(roomName === AUDIENCE_ROOM_NAME && typeof chosen === 'string' ? chosen : matchMaker.processId);
}
