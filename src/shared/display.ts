/** How the TV's player wants things shown (issue 31): the host passes it on to every phone page. */
import { z } from 'zod';

/** Schema of the display preferences: reduced motion (no flights, shakes or confetti) and large text (+25 %). */
export const displayPrefsSchema = z.strictObject({
  reducedMotion: z.boolean(),
  largeText: z.boolean(),
});

/** The display preferences. */
export type DisplayPrefs = z.infer<typeof displayPrefsSchema>;

/** Both off: what a host starts with until the TV says otherwise. */
export const DEFAULT_DISPLAY_PREFS: DisplayPrefs = { reducedMotion: false, largeText: false };
