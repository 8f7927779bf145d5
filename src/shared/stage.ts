/** The session's stages, in match order: the one list every process and schema uses. */
import { z } from 'zod';

/**
 * Schema of a stage: the lobby, then per round countdown, play and the round-end stages, then the match end; `howto`
 * while a game's how-to-play runs on the table (docs/howto.md), between the lobby (or a paused match) and what follows.
 */
export const stageSchema = z.enum(['lobby', 'countdown', 'playing', 'stopped', 'scores', 'standings', 'match-over', 'howto']);

/** One of the session's stages. */
export type Stage = z.infer<typeof stageSchema>;
