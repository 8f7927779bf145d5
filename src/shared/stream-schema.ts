/** Stream views (a read-only page a streaming program shows) and streamer safety: their settings and what they may send. */
import { z } from 'zod';
import type { Decoded } from './decoded';
import { MAX_MESSAGE_BYTES } from './protocol';

/** Schema of the host's streaming settings. */
export const streamPolicySchema = z.strictObject({
  /** Hide the room code, the QR code and the LAN address from the TV and every stream view. */
  safety: z.boolean(),
  /** What stream views call the seats: the players' names, or their seat colours. */
  names: z.enum(['names', 'colors']),
});

/** The host's streaming settings. */
export type StreamPolicy = z.infer<typeof streamPolicySchema>;

/** Streaming settings off: names shown, nothing hidden. */
export const DEFAULT_STREAM_POLICY: StreamPolicy = { safety: false, names: 'names' };

/** Who a connection is: the TV (which drives the lobby and the match) or a read-only stream view. */
export const viewRoleSchema = z.enum(['tv', 'stream']);

/** Who a connection is. */
export type ViewRole = z.infer<typeof viewRoleSchema>;

/**
 * Schema of every message a stream view may send: its hello, nothing else. Intents, lobby and match controls, saves,
 * device and LAN messages all fail this schema, so a stream view can never change the game.
 */
export const streamClientMessageSchema = z.discriminatedUnion('t', [z.strictObject({ t: z.literal('hello'), protocol: z.number().int() })]);

/** A message from a stream view. */
export type StreamClientMessage = z.infer<typeof streamClientMessageSchema>;

/** Validates a message from a stream view (a JSON string or a structured-cloned value). */
export function decodeStreamMessage(raw: unknown): Decoded<StreamClientMessage> {
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.length > MAX_MESSAGE_BYTES) return { ok: false, error: `message too large (${raw.length} bytes, limit ${MAX_MESSAGE_BYTES})` };
    try {
      value = JSON.parse(raw);
    } catch {
      return { ok: false, error: 'message is not valid JSON' };
    }
  }
  const parsed = streamClientMessageSchema.safeParse(value);
  if (parsed.success) return { ok: true, msg: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    error: `a stream view may only say hello: invalid message at ${issue?.path.join('.') || 'top'}: ${issue?.message ?? 'unknown'}`,
  };
}
