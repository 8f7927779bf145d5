/** A relay address, checked: shared by `--relay`, LIGRETTO_RELAY and the settings file (no Colyseus here). */
import { z } from 'zod';

/** Schema of a relay address as typed (`--relay`, LIGRETTO_RELAY, the settings file). */
export const relayUrlSchema = z
  .string()
  .trim()
  .max(300)
  .refine((text) => {
    try {
      const u = new URL(text);
      return (
        ['ws:', 'wss:', 'http:', 'https:'].includes(u.protocol) &&
        u.username === '' &&
        u.password === '' &&
        u.search === '' &&
        u.hash === ''
      );
    } catch {
      return false;
    }
  }, 'a relay address: ws://, wss://, http:// or https://host[:port]');

/** The relay URL, checked: or why it is refused. */
export function parseRelayUrl(text: string): { url: string } | { error: string } {
  const parsed = relayUrlSchema.safeParse(text);
  if (!parsed.success)
    return { error: `bad relay address ${JSON.stringify(text.slice(0, 60))}: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
  return { url: parsed.data.replace(/\/+$/, '') };
}

/** Schema of the settings file's `relay`: remote players `off`, or the relay's ws:// or wss:// address. */
export const relaySettingSchema = z.union([
  z.literal('off'),
  relayUrlSchema.refine((text) => /^wss?:\/\//i.test(text), 'a relay address: ws:// or wss://host[:port]'),
]);
