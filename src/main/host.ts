/** Builds the real host session: real clock, random match seeds, log lines on stderr. */
import { randomInt } from 'node:crypto';
import { realClock, type Clock } from './session/clock';
import { Session } from './session/Session';

/** A log line with a timestamp on stderr (stdout stays free for the URL and CLI output). */
export function logLine(line: string): void {
  process.stderr.write(`[${new Date().toISOString()}] ${line}\n`);
}

/**
 * The session as the app and browser mode run it (browser mode's tests may give it a test clock); `teach`: Start plays
 * each game's how-to-play before its first match of the night (docs/howto.md).
 */
export function createHostSession(log: (line: string) => void = logLine, clock: Clock = realClock, teach = true): Session {
  return new Session({ clock, seed: () => randomInt(0, 2 ** 31), log, teach });
}
