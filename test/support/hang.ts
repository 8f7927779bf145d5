/**
 * How long a Node-side test waits for a state before it calls it a hang. Waits are for states, never for time, so
 * this only decides how soon a real hang is reported; a 2-core machine shared with other work stalls for seconds.
 */
export const HANG_MS = 60_000;
