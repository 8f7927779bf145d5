/** F1 (RULES.md): the session's rejection lock option, written once as a zod schema. */
import { z } from 'zod';

/** F1 default: 400 game ms of lock after a wrong play. */
export const DEFAULT_REJECT_LOCK_MS = 400;

/** F1 `rejectLockMs`: 0 turns the lock off; at most 5 s. */
export const rejectLockMsSchema = z.number().int().min(0).max(5000);

/** Lock lengths the lobby offers (0 is "off"). */
export const REJECT_LOCK_CHOICES: readonly number[] = [0, 250, 400, 600, 1000];
