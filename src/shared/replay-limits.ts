/**
 * The one limit on replay files (REPLAY.md), used everywhere a replay is read: the `replay` CLI, the app's import (a
 * file, a picked file or an upload) and the library that opens a replay to watch or export it.
 */

/** Largest replay file: 4 MiB of UTF-8 (a long real round is well under 1 MB); most intents a file may hold (a long 12-player round has a few thousand). */
export const REPLAY_LIMITS = { maxBytes: 4 * 1024 * 1024, maxIntents: 50_000 } as const;

/** The size of a text in UTF-8 bytes, counted without encoding it (a lone surrogate counts as U+FFFD does: 3 bytes). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Why a replay of `bytes` bytes is refused, or null when it fits. */
export function replaySizeProblem(bytes: number): string | null {
  return bytes > REPLAY_LIMITS.maxBytes ? `the replay is too large (${bytes} bytes; at most ${REPLAY_LIMITS.maxBytes})` : null;
}

/** Why a replay of `intents` intents is refused, or null when it fits. */
export function replayIntentsProblem(intents: number): string | null {
  return intents > REPLAY_LIMITS.maxIntents ? `the replay has too many moves (${intents}; at most ${REPLAY_LIMITS.maxIntents})` : null;
}
